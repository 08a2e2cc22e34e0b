import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { artistSearchMock } from "../../../test/artist-search";
import { renderApp } from "../../../test/render";
import CreateBeatmapDialog from "./CreateBeatmapDialog";
import { CreateBeatmapDocument, MappableArtistSearchDocument, ValidateUsersDocument } from "./gql/graphql";
import { beatmapOf, NEWCOMER } from "./test-fixtures";

const CAMELLIA = {
  id: "a1",
  label: "Camellia",
  songs: [
    { __typename: "Song", id: "s1", title: "GHOST" },
    { __typename: "Song", id: "s2", title: "Blue Zenith" },
  ],
};
const KOBARYO = { id: "a2", label: "Kobaryo", songs: [{ __typename: "Song", id: "s3", title: "Speed Complex" }] };
const KUROKOTEI = { id: "a3", label: "Kurokotei", songs: [{ __typename: "Song", id: "s4", title: "Galaxy Collapse" }] };
/** The server's answers to the artist search, by text (the first page is 20; "k" has a second page). */
const search = (text: string | null, artists: object[], opts?: Parameters<typeof artistSearchMock>[3]) =>
  artistSearchMock(MappableArtistSearchDocument as never, text, artists as never, opts);
const searches = () => [
  search(null, [CAMELLIA, KOBARYO]),
  search("nobody", []),
  search("camel", [CAMELLIA]),
  search("came", [CAMELLIA]),
  search("Camellia", [CAMELLIA]),
  search("k", [KOBARYO], { next: "after-kobaryo" }),
  search("k", [KUROKOTEI], { after: "after-kobaryo" }),
];

const validate = (input: string, result: object) => ({ request: { query: ValidateUsersDocument, variables: { input } }, result });

function setup(extra: object[] = []) {
  const onCreated = jest.fn();
  renderApp(<CreateBeatmapDialog onClose={() => undefined} onCreated={onCreated} />, {
    mocks: [
      ...searches(),
      validate("ghostuser", {
        errors: [{ message: '"ghostuser" doesn\'t match an existing user.', extensions: { code: "NOT_FOUND" } }],
      }),
      validate("DemoNewcomer", { data: { validateUsers: [NEWCOMER] } }),
      ...(extra as never[]),
    ],
  });
  return { onCreated };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string) => {
  await act(async () => fireEvent.click(screen.getByRole("button", { name })));
};
const addTask = async (name: string, mappers = "") => {
  type("Task", name);
  type("Mappers", mappers);
  await click("Add task");
  // resolving mappers is a request: the button is disabled until it answers
  await waitFor(() => expect(screen.getByRole("button", { name: "Add task" })).toBeEnabled());
};
const rows = () => screen.queryAllByTestId("create-row").map((r) => r.textContent);
/** The options of the artist combobox's list. */
const listed = () =>
  within(screen.getByRole("listbox", { name: "Matching featured artists" }))
    .queryAllByRole("option")
    .map((o) => o.textContent);
/** The server answered the search for the text typed (its matches or "no match" are shown). */

type Step = (() => Promise<void>) | (() => void);

describe("create beatmap dialog", () => {
  test.each<[string, Step[], string]>([
    ["no artist", [() => click("Save")], "Select or type an artist!"],
    [
      "unknown artist",
      [
        () => type("Artist", "nobody"),
        () => screen.findByText("No featured artist matches.", { selector: ".combobox__note" }).then(() => undefined),
        () => click("Save"),
      ],
      "Couldn't find artist! Check your typing or select one from the list.",
    ],
    [
      "an artist typed and saved before the server answered",
      [() => type("Artist", "nobody"), () => click("Save")],
      "Still looking up the artist: try again in a moment.",
    ],
    [
      "no song",
      [
        () => type("Artist", "camel"),
        () => screen.findByRole("option", { name: "Camellia" }).then(() => undefined),
        () => click("Save"),
      ],
      "Select a song!",
    ],
    ["no task chosen", [() => click("Add task")], "Missing task or status"],
    ["two hitsounds", [() => addTask("Hitsounds"), () => addTask("Hitsounds")], 'Only one "Hitsounds" task allowed'],
    ["two storyboards", [() => addTask("Storyboard"), () => addTask("Storyboard")], 'Only one "Storyboard" task allowed'],
    ["unknown mapper", [() => addTask("Hard", "ghostuser")], '"ghostuser" doesn\'t match an existing user.'],
    [
      "no difficulty",
      [
        () => type("Artist", "Camellia"),
        () => screen.findByRole("option", { name: "Camellia" }).then(() => undefined),
        () => type("Song", "s1"),
        () => addTask("Storyboard"),
        () => click("Save"),
      ],
      "Select at least one difficulty to map!",
    ],
    [
      "hybrid difficulty without its mode",
      [() => type("Mode", "hybrid"), () => addTask("Hard")],
      "Select a mode for each difficulty!",
    ],
  ])("%s", async (_name, steps, message) => {
    setup();
    await screen.findByLabelText("Artist");
    for (const step of steps) await step();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  test("mode switches: osu!taiko drops Hitsounds (and hides it); Multiple modes clears the list", async () => {
    setup();
    await screen.findByLabelText("Artist");
    await addTask("Normal");
    await addTask("Hitsounds");
    expect(rows()).toHaveLength(2);
    type("Mode", "taiko");
    expect(rows()).toEqual(["FutsuuWIPyou×"]);
    expect(screen.queryByRole("option", { name: "Hitsounds" })).not.toBeInTheDocument();
    type("Mode", "hybrid");
    expect(rows()).toEqual([]);
  });

  test("creates the mapset: artist typed, song, Normal + Hard (collab) + Hitsounds, a lock", async () => {
    const created = beatmapOf({ viewerIsHost: true });
    const create = jest.fn(() => ({ data: { createBeatmap: created } }));
    const { onCreated } = setup([
      {
        request: {
          query: CreateBeatmapDocument,
          variables: {
            input: {
              songId: "s2",
              mode: "osu",
              tasks: [
                { name: "Normal", status: "WIP", mode: null, mapperIds: [] },
                { name: "Hard", status: "Done", mode: null, mapperIds: [NEWCOMER.id] },
                { name: "Hitsounds", status: "WIP", mode: null, mapperIds: [] },
              ],
              tasksLocked: ["Insane"],
            },
          },
        },
        result: create,
      },
    ]);
    await screen.findByLabelText("Artist");
    type("Artist", "came");
    expect(await screen.findByText("Artist: Camellia")).toBeInTheDocument();
    type("Song", "s2");
    await addTask("Normal");
    type("Status", "Done");
    await addTask("Hard", "DemoNewcomer");
    type("Status", "WIP");
    await addTask("Hitsounds");
    expect(rows()).toEqual(["NormalWIPyou×", "HardDoneDemoNewcomer×", "HitsoundsWIPyou×"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Insane" }));
    await click("Save");
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created.id));
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  test("the artist combobox asks the server as a name is typed; arrows and Enter choose; the chosen artist's songs follow", async () => {
    const camel = jest.fn();
    renderApp(<CreateBeatmapDialog onClose={() => undefined} onCreated={() => undefined} />, {
      mocks: [...searches(), search("Cam", [CAMELLIA], { result: camel })],
    });
    const field = await screen.findByRole("combobox", { name: "Artist" });
    expect(field).toHaveFocus();
    expect(screen.getByLabelText("Song")).toBeDisabled();
    fireEvent.change(field, { target: { value: "Cam" } });
    expect(field).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByRole("option", { name: "Camellia" })).toBeInTheDocument();
    expect(camel).toHaveBeenCalledTimes(1);
    expect(listed()).toEqual(["Camellia"]);
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(screen.getByRole("option", { name: "Camellia" })).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(field, { key: "Enter" });
    expect(field).toHaveValue("Camellia");
    expect(field).toHaveAttribute("aria-expanded", "false");
    expect(field).toHaveFocus();
    const song = screen.getByLabelText("Song");
    expect(song).toBeEnabled();
    expect([...song.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["Select a song", "GHOST", "Blue Zenith"]);
  });

  test('the first 20 matches, then "Show more" asks for the next page after the cursor; a click chooses', async () => {
    setup();
    const field = await screen.findByRole("combobox", { name: "Artist" });
    fireEvent.change(field, { target: { value: "k" } });
    expect(await screen.findByRole("option", { name: "Kobaryo" })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Show more" })));
    expect(await screen.findByRole("option", { name: "Kurokotei" })).toBeInTheDocument();
    expect(listed()).toEqual(["Kobaryo", "Kurokotei"]);
    expect(field).toHaveFocus();
    expect(screen.getByRole("option", { name: "Kurokotei" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("option", { name: "Kurokotei" }));
    expect(field).toHaveValue("Kurokotei");
    expect(screen.getByRole("option", { name: "Galaxy Collapse", hidden: true })).toBeInTheDocument();
  });

  test("opening the empty field lists the first artists; Escape closes the list, not the dialog", async () => {
    const onClose = jest.fn();
    renderApp(<CreateBeatmapDialog onClose={onClose} onCreated={() => undefined} />, { mocks: searches() });
    const field = await screen.findByRole("combobox", { name: "Artist" });
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(await screen.findByRole("option", { name: "Kobaryo" })).toBeInTheDocument();
    expect(listed()).toEqual(["Camellia", "Kobaryo"]);
    fireEvent.keyDown(field, { key: "Escape" });
    expect(field).toHaveAttribute("aria-expanded", "false");
    expect(onClose).not.toHaveBeenCalled();
  });
});
