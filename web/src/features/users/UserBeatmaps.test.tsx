import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/render";
import { UserBeatmaps, sortByStatus } from "./UserBeatmaps";
import { UserBeatmapsDocument } from "./gql/graphql";

const u = (id: string, username: string) => ({ __typename: "User", id, username, osuId: 1000 + Number(id) });
const map = (
  id: string,
  status: string,
  mode: string,
  title: string,
  host: ReturnType<typeof u>,
  tasks: { name: string; mode: string; mappers: string[] }[],
) => ({
  __typename: "Beatmap",
  id,
  status,
  mode,
  url: null,
  song: { __typename: "Song", id: `s${id}`, artistName: "Camellia", title },
  host,
  tasks: tasks.map((t, i) => ({
    __typename: "Task",
    id: `${id}-${i}`,
    name: t.name,
    mode: t.mode,
    mappers: t.mappers.map((m) => ({ __typename: "User", id: m })),
  })),
});

describe("a member's beatmaps on the users page", () => {
  test("status order WIP, Done, Qualified, Ranked (stable within a status)", () => {
    const order = sortByStatus([
      { status: "Ranked", n: 1 },
      { status: "WIP", n: 2 },
      { status: "Qualified", n: 3 },
      { status: "Done", n: 4 },
      { status: "WIP", n: 5 },
    ]);
    expect(order.map((o) => o.n)).toEqual([2, 5, 4, 3, 1]);
  });

  test("their tasks by the mode's names; host rows without tasks say host", async () => {
    const me = u("3", "DemoNewcomer");
    const other = u("2", "DemoMapper");
    renderApp(<UserBeatmaps userId="3" />, {
      mocks: [
        {
          request: { query: UserBeatmapsDocument, variables: { userId: "3" } },
          result: {
            data: {
              userBeatmaps: [
                map("1", "Ranked", "taiko", "Taiko Song", other, [
                  { name: "Insane", mode: "taiko", mappers: ["3"] },
                  { name: "Easy", mode: "taiko", mappers: ["3", "2"] },
                ]),
                map("2", "WIP", "catch", "Catch Song", other, [{ name: "Hard", mode: "catch", mappers: ["3"] }]),
                map("3", "Done", "osu", "Own Song", me, [{ name: "Normal", mode: "osu", mappers: ["2"] }]),
              ],
            },
          },
        },
      ],
    });
    const table = await screen.findByTestId("user-beatmaps");
    const rows = within(table).getAllByTestId("user-beatmap-row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "Camellia - Catch SongDemoMapperPlatterWIP",
      "Camellia - Own SongselfhostDone",
      "Camellia - Taiko SongDemoMapperKantan, OniRanked",
    ]);
    expect(within(rows[0]!).getByRole("link", { name: "Camellia - Catch Song" })).toHaveAttribute("href", "/beatmaps?id=2");
    expect(screen.getByRole("heading", { name: "Beatmaps (3)" })).toBeInTheDocument();
  });
});
