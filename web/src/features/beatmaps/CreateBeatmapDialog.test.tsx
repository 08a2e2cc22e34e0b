import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderApp } from "../../../test/render";
import CreateBeatmapDialog from "./CreateBeatmapDialog";
import { CreateBeatmapDocument, MappableArtistsDocument, ValidateUsersDocument } from "./gql/graphql";
import { beatmapOf, NEWCOMER } from "./test-fixtures";

const artists = {
  data: {
    mappableArtists: [
      {
        __typename: "Artist",
        id: "a1",
        label: "Camellia",
        songs: [
          { __typename: "Song", id: "s1", title: "GHOST" },
          { __typename: "Song", id: "s2", title: "Blue Zenith" },
        ],
      },
      { __typename: "Artist", id: "a2", label: "Kobaryo", songs: [{ __typename: "Song", id: "s3", title: "Speed Complex" }] },
    ],
  },
};

const validate = (input: string, result: object) => ({ request: { query: ValidateUsersDocument, variables: { input } }, result });

function setup(extra: object[] = []) {
  const onCreated = jest.fn();
  renderApp(<CreateBeatmapDialog onClose={() => undefined} onCreated={onCreated} />, {
    mocks: [
      { request: { query: MappableArtistsDocument }, result: artists },
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

type Step = (() => Promise<void>) | (() => void);

describe("create beatmap dialog", () => {
  test.each<[string, Step[], string]>([
    ["no artist", [() => click("Save")], "Select or type an artist!"],
    [
      "unknown artist",
      [() => type("Artist", "nobody"), () => click("Save")],
      "Couldn't find artist! Check your typing or select one from the list.",
    ],
    ["no song", [() => type("Artist", "camel"), () => click("Save")], "Select a song!"],
    ["no task chosen", [() => click("Add task")], "Missing task or status"],
    ["two hitsounds", [() => addTask("Hitsounds"), () => addTask("Hitsounds")], 'Only one "Hitsounds" task allowed'],
    ["two storyboards", [() => addTask("Storyboard"), () => addTask("Storyboard")], 'Only one "Storyboard" task allowed'],
    ["unknown mapper", [() => addTask("Hard", "ghostuser")], '"ghostuser" doesn\'t match an existing user.'],
    [
      "no difficulty",
      [() => type("Artist", "Camellia"), () => type("Song", "s1"), () => addTask("Storyboard"), () => click("Save")],
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
    expect(screen.getByText("Artist: Camellia")).toBeInTheDocument();
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
});
