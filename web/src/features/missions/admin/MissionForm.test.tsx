import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { MissionForm } from "./MissionForm";
import { ArtistPicker } from "./MissionArtistPicker";
import { emptyMissionForm, type MissionFormValues } from "./mission-form";
import { MissionArtistSearchDocument } from "../gql/graphql";
import { artistSearchMock } from "../../../../test/artist-search";
import { demoMe, renderApp } from "../../../../test/render";

const CAMELLIA = { id: "1", label: "Camellia" };
const KUROKOTEI = { id: "2", label: "Kurokotei" };
const KOBARYO = { id: "3", label: "Kobaryo" };
const search = (text: string | null, artists: { id: string; label: string }[], opts?: Parameters<typeof artistSearchMock>[3]) =>
  artistSearchMock(MissionArtistSearchDocument as never, text, artists, opts);
const artists = search("cam", [CAMELLIA]);

describe("MissionForm", () => {
  it("shows the client-side errors and does not submit; the server's refusal is shown too", async () => {
    const onSubmit = jest.fn(() => Promise.resolve<string | null>("Invalid date"));
    renderApp(
      <MissionForm
        initial={emptyMissionForm(new Date("2025-03-01T00:00:00Z"))}
        submitLabel="Create priority quest"
        onSubmit={onSubmit}
      />,
      {
        me: demoMe,
        mocks: [artists],
      },
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "osu!" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "osu!taiko" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "osu!catch" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "osu!mania" }));
    fireEvent.change(screen.getByLabelText("Min pp"), { target: { value: "abc" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create priority quest" })));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name is required");
    expect(screen.getByLabelText("Objective (markdown)")).toHaveAccessibleDescription("Objective is required");
    expect(screen.getByLabelText("Min pp")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Select at least one mode!")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please fix the highlighted fields.");

    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Night Drive" } });
    fireEvent.change(screen.getByLabelText("Objective (markdown)"), { target: { value: "Map [click](javascript:alert(1))" } });
    fireEvent.change(screen.getByLabelText("Min pp"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "osu!" }));
    // pick an artist through the search
    fireEvent.change(screen.getByLabelText("Add a featured artist"), { target: { value: "cam" } });
    fireEvent.click(await screen.findByRole("option", { name: "Camellia" }));
    expect(within(screen.getByRole("list", { name: "Chosen artists" })).getByText("Camellia")).toBeInTheDocument();
    // the markdown preview renders the link without an href
    fireEvent.click(screen.getByRole("button", { name: "Preview objective" }));
    const preview = await screen.findByLabelText("Objective preview");
    expect(await within(preview).findByText("click")).not.toHaveAttribute("href");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create priority quest" })));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        name: "Night Drive",
        modes: ["osu"],
        artistIds: ["1"],
        status: "hidden",
        tier: 1,
        userMinimumPp: null,
      }),
    ]);
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid date");
  });
});

/** The picker alone, holding the form's values as MissionForm does. */
function Picker({ initial = [] as MissionFormValues["artists"] }) {
  const [values, setValues] = useState({ ...emptyMissionForm(new Date("2025-03-01T00:00:00Z")), artists: initial });
  return <ArtistPicker values={values} set={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />;
}

describe("the mission form's artist picker (a server-side search)", () => {
  const field = () => screen.getByRole("combobox", { name: "Add a featured artist" });
  const listed = () =>
    within(screen.getByRole("listbox", { name: "Matching artists" }))
      .queryAllByRole("option")
      .map((o) => o.textContent);
  const chips = () =>
    within(screen.getByRole("list", { name: "Chosen artists" }))
      .getAllByRole("listitem")
      .map((li) => li.firstChild?.textContent);

  it("asks the server for the typed name, offers only artists not chosen yet, and adds one with the keyboard", async () => {
    const k = jest.fn();
    renderApp(<Picker initial={[KUROKOTEI]} />, { me: demoMe, mocks: [search("k", [KOBARYO, KUROKOTEI], { result: k })] });
    // The mission's own artists show by their labels: nothing is loaded for them.
    expect(chips()).toEqual(["Kurokotei"]);
    field().focus();
    fireEvent.change(field(), { target: { value: "k" } });
    await waitFor(() => expect(listed()).toEqual(["Kobaryo"]));
    expect(k).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    expect(screen.getByRole("option", { name: "Kobaryo" })).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(field(), { key: "Enter" });
    expect(chips()).toEqual(["Kurokotei", "Kobaryo"]);
    expect(field()).toHaveValue("");
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute("aria-expanded", "false");
  });

  it('"Show more" continues after the last match; removing a chip puts focus back in the search', async () => {
    renderApp(<Picker initial={[CAMELLIA]} />, {
      me: demoMe,
      mocks: [search("o", [KOBARYO], { next: "c3" }), search("o", [KUROKOTEI], { after: "c3" })],
    });
    fireEvent.change(field(), { target: { value: "o" } });
    await waitFor(() => expect(listed()).toEqual(["Kobaryo"]));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Show more" })));
    await waitFor(() => expect(listed()).toEqual(["Kobaryo", "Kurokotei"]));
    expect(screen.getByRole("option", { name: "Kurokotei" })).toHaveAttribute("aria-selected", "true");
    fireEvent.click(screen.getByRole("option", { name: "Kurokotei" }));
    expect(chips()).toEqual(["Camellia", "Kurokotei"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove Camellia" }));
    expect(chips()).toEqual(["Kurokotei"]);
    expect(field()).toHaveFocus();
  });

  it("says when nothing matches", async () => {
    renderApp(<Picker />, { me: demoMe, mocks: [search("zzz", [])] });
    expect(screen.getByText("No artist chosen: any artist (or any osu-original artist) qualifies.")).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: "zzz" } });
    expect(await screen.findByText("No matching artist.", { selector: ".combobox__note" })).toBeVisible();
  });
});
