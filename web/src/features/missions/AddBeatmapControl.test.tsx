import { act, fireEvent, screen } from "@testing-library/react";
import { AddBeatmapControl, NO_VALID_BEATMAPS } from "./AddBeatmapControl";
import { AddBeatmapToMissionDocument, MyQualifyingBeatmapsDocument } from "./gql/graphql";
import { testMission } from "./test-fixtures";
import { demoMe, renderApp } from "../../../test/render";
import { dismissToast, getToasts } from "../../app/toasts";

const qualifying = (maps: { id: string; title: string }[]) => ({
  request: { query: MyQualifyingBeatmapsDocument, variables: { missionId: "9" } },
  result: {
    data: {
      myQualifyingBeatmaps: maps.map((m) => ({
        __typename: "Beatmap",
        id: m.id,
        status: "WIP",
        mode: "osu",
        song: { __typename: "Song", id: `s${m.id}`, title: m.title, artistName: "Band" },
      })),
    },
  },
});

const toastTexts = () => getToasts().map((t) => `${t.type}: ${t.message}`);

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

describe("AddBeatmapControl", () => {
  it("lists only qualifying beatmaps; adding without a selection is the 'Select a beatmap' danger toast", async () => {
    renderApp(<AddBeatmapControl missionId="9" />, { me: demoMe, mocks: [qualifying([{ id: "5", title: "Night Drive" }])] });
    const select = await screen.findByRole("combobox", { name: "Your beatmap" });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Select a beatmap…", "Band - Night Drive (WIP)"]);
    fireEvent.click(screen.getByRole("button", { name: "Add beatmap" }));
    expect(toastTexts()).toEqual(["danger: Select a beatmap"]);
    expect(select).toHaveValue("");
  });

  it("says 'No valid beatmaps for this quest' when nothing qualifies", async () => {
    renderApp(<AddBeatmapControl missionId="9" />, { me: demoMe, mocks: [qualifying([])] });
    expect(await screen.findByText(NO_VALID_BEATMAPS)).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("adds the selected beatmap with a success toast; the button is aria-disabled (and keeps focus) during the request", async () => {
    const added = jest.fn(() => ({ data: { addBeatmapToMission: testMission() } }));
    renderApp(<AddBeatmapControl missionId="9" />, {
      me: demoMe,
      mocks: [
        qualifying([{ id: "5", title: "Night Drive" }]),
        {
          request: { query: AddBeatmapToMissionDocument, variables: { missionId: "9", beatmapId: "5" } },
          result: added,
          delay: 20,
        },
        qualifying([]),
      ],
    });
    fireEvent.change(await screen.findByRole("combobox", { name: "Your beatmap" }), { target: { value: "5" } });
    const button = screen.getByRole("button", { name: "Add beatmap" });
    button.focus();
    fireEvent.click(button);
    const busy = screen.getByRole("button", { name: "Adding…" });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(busy).toHaveFocus();
    fireEvent.click(busy);
    expect(await screen.findByText(NO_VALID_BEATMAPS)).toBeInTheDocument();
    await act(async () => undefined);
    expect(added).toHaveBeenCalledTimes(1);
    expect(toastTexts()).toEqual(["success: Added beatmap to mission"]);
  });
});
