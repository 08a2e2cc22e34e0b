import { act, fireEvent, screen, within } from "@testing-library/react";
import { useQuery } from "@apollo/client/react";
import { AdminMissionMaps } from "./AdminMissionMaps";
import {
  AdminMissionDocument,
  AdminRemoveMissionBeatmapDocument,
  ToggleMissionInvalidDocument,
  ToggleMissionLameDocument,
  ToggleMissionWinnerDocument,
} from "../gql/graphql";
import { testAdminMission, testMap } from "../test-fixtures";
import { demoMe, renderApp } from "../../../../test/render";
import { dismissToast, getToasts } from "../../../app/toasts";

const admin = { ...demoMe, group: "admin" } as typeof demoMe;
const adminMap = (id: string, over = {}) => ({ ...testMap(id), rankedDate: null, ...over });
const mission = testAdminMission({
  createdAt: "2025-01-10T00:00:00.000Z",
  associatedMaps: [adminMap("1"), adminMap("2", { status: "Ranked", rankedDate: "2025-01-05T00:00:00.000Z" })] as never,
});

const variables = { id: mission.id };

/** The edit dialog's query feeds the component, so cache updates show as they would on the page. */
function Harness() {
  const { data } = useQuery(AdminMissionDocument, { variables });
  const m = data?.mission;
  return m ? <AdminMissionMaps mission={m} /> : null;
}

const list = { request: { query: AdminMissionDocument, variables }, result: { data: { mission } } };
const toastTexts = () => getToasts().map((t) => `${t.type}: ${t.message}`);
afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

describe("admin mission maps", () => {
  it("toggles a winner only on the second click, then labels it; lame is a plain toggle on winners", async () => {
    const winner = jest.fn(() => ({ data: { toggleMissionWinner: [{ __typename: "Beatmap", id: "1" }] } }));
    const lame = jest.fn(() => ({ data: { toggleMissionLame: true } }));
    renderApp(<Harness />, {
      me: admin,
      mocks: [
        list,
        { request: { query: ToggleMissionWinnerDocument, variables: { missionId: "9", beatmapId: "1" } }, result: winner },
        { request: { query: ToggleMissionLameDocument, variables: { missionId: "9", beatmapId: "1" } }, result: lame },
      ],
    });
    const setWinner = await screen.findByRole("button", { name: "set winner for Band - Song 1" });
    fireEvent.click(setWinner);
    expect(winner).not.toHaveBeenCalled();
    expect(setWinner).toHaveTextContent("Click again to confirm");
    await act(async () => fireEvent.click(setWinner));
    expect(await screen.findByText("(winner)")).toBeInTheDocument();
    expect(winner).toHaveBeenCalledTimes(1);
    expect(toastTexts()).toEqual(["success: toggled winning beatmap for mission"]);
    expect(screen.getByRole("button", { name: "unset winner for Band - Song 1" })).toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "set lame for Band - Song 1" })));
    expect(await screen.findByText("(winner but really lame)")).toBeInTheDocument();
    expect(toastTexts()).toContain("success: toggled lame winner for beatmap");
  });

  it("toggles invalid and removes a map, each with a confirming second click; all maps listed, early-ranked ones marked", async () => {
    const invalid = jest.fn(() => ({ data: { toggleMissionInvalid: [{ __typename: "Beatmap", id: "2" }] } }));
    const removed = jest.fn(() => ({
      data: { removeBeatmapFromMission: { ...mission, associatedMaps: [mission.associatedMaps[1]] } },
    }));
    renderApp(<Harness />, {
      me: admin,
      mocks: [
        list,
        { request: { query: ToggleMissionInvalidDocument, variables: { missionId: "9", beatmapId: "2" } }, result: invalid },
        { request: { query: AdminRemoveMissionBeatmapDocument, variables: { missionId: "9", beatmapId: "1" } }, result: removed },
      ],
    });
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveClass("mission-map--ranked-early");
    expect(screen.getByText(/ranked before this quest was created/)).toBeInTheDocument();

    const setInvalid = screen.getByRole("button", { name: "set invalid for Band - Song 2" });
    fireEvent.click(setInvalid);
    expect(invalid).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(setInvalid));
    expect(await screen.findByText("(invalid)")).toBeInTheDocument();
    expect(toastTexts()).toEqual(["success: toggled invalid beatmap for mission"]);

    const remove = screen.getByRole("button", { name: "remove Band - Song 1" });
    fireEvent.click(remove);
    expect(removed).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(remove));
    expect(await screen.findByRole("heading", { name: "Associated beatmaps (1)" })).toBeInTheDocument();
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(1);
    expect(toastTexts()).toContain("success: Removed beatmap from mission");
  });
});
