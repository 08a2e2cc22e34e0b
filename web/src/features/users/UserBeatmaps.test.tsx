import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/render";
import { USER_BEATMAPS_PAGE, UserBeatmaps } from "./UserBeatmaps";
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

type Map = ReturnType<typeof map>;

/** One page of userBeatmapsConnection as the server answers it. */
const page = (maps: Map[], endCursor: string | null, totalCount: number) => ({
  data: {
    userBeatmapsConnection: {
      __typename: "BeatmapConnection",
      totalCount,
      pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
      edges: maps.map((node) => ({ __typename: "BeatmapEdge", node })),
    },
  },
});

const firstPage = { userId: "3", first: USER_BEATMAPS_PAGE };
const me = u("3", "DemoNewcomer");
const other = u("2", "DemoMapper");
const rowsText = () =>
  within(screen.getByTestId("user-beatmaps"))
    .getAllByTestId("user-beatmap-row")
    .map((r) => r.textContent);

describe("a member's beatmaps on the users page", () => {
  test("the first page of 50, in the server's order (not re-sorted); their tasks by the mode's names; the total", async () => {
    renderApp(<UserBeatmaps userId="3" />, {
      mocks: [
        {
          request: { query: UserBeatmapsDocument, variables: firstPage },
          result: page(
            [
              map("2", "WIP", "catch", "Catch Song", other, [{ name: "Hard", mode: "catch", mappers: ["3"] }]),
              map("3", "Done", "osu", "Own Song", me, [{ name: "Normal", mode: "osu", mappers: ["2"] }]),
              map("1", "Ranked", "taiko", "Taiko Song", other, [
                { name: "Insane", mode: "taiko", mappers: ["3"] },
                { name: "Easy", mode: "taiko", mappers: ["3", "2"] },
              ]),
            ],
            null,
            3,
          ),
        },
      ],
    });
    const table = await screen.findByTestId("user-beatmaps");
    const rows = within(table).getAllByTestId("user-beatmap-row");
    expect(rowsText()).toEqual([
      "Camellia - Catch SongDemoMapperPlatterWIP",
      "Camellia - Own SongselfhostDone",
      "Camellia - Taiko SongDemoMapperKantan, OniRanked",
    ]);
    expect(within(rows[0]!).getByRole("link", { name: "Camellia - Catch Song" })).toHaveAttribute("href", "/beatmaps?id=2");
    expect(screen.getByRole("heading", { name: "Beatmaps (3)" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  test("the heading counts every mapset (totalCount), not the rows of the pages shown", async () => {
    renderApp(<UserBeatmaps userId="3" />, {
      mocks: [
        {
          request: { query: UserBeatmapsDocument, variables: firstPage },
          result: page([map("7", "WIP", "osu", "First", me, [])], "c7", 120),
        },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Beatmaps (120)" })).toBeInTheDocument();
    expect(rowsText()).toEqual(["Camellia - FirstselfhostWIP"]);
    expect(screen.getByRole("button", { name: "Show more" })).toBeInTheDocument();
  });

  test("Show more appends the page after the end cursor, as it comes; the last page moves focus to its first mapset", async () => {
    renderApp(<UserBeatmaps userId="3" />, {
      mocks: [
        {
          request: { query: UserBeatmapsDocument, variables: firstPage },
          result: page(
            [
              map("9", "WIP", "osu", "Newest WIP", me, []),
              map("4", "Done", "osu", "Done Map", other, [{ name: "Hard", mode: "osu", mappers: ["3"] }]),
            ],
            "c4",
            4,
          ),
        },
        {
          request: { query: UserBeatmapsDocument, variables: { ...firstPage, after: "c4" } },
          // The next page starts with a status already shown last: appended as it comes, never merged in.
          result: page(
            [
              map("3", "Done", "osu", "Older Done", me, []),
              map("1", "Ranked", "taiko", "Ranked Map", other, [{ name: "Insane", mode: "taiko", mappers: ["3"] }]),
            ],
            null,
            4,
          ),
        },
      ],
    });
    const more = await screen.findByRole("button", { name: "Show more" });
    expect(screen.getByRole("heading", { name: "Beatmaps (4)" })).toBeInTheDocument();
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(rowsText()).toHaveLength(4));
    expect(rowsText()).toEqual([
      "Camellia - Newest WIPselfhostWIP",
      "Camellia - Done MapDemoMapperHardDone",
      "Camellia - Older DoneselfhostDone",
      "Camellia - Ranked MapDemoMapperOniRanked",
    ]);
    expect(screen.getByRole("heading", { name: "Beatmaps (4)" })).toBeInTheDocument();
    // The last page: no more button, and keyboard focus went to the first appended mapset, not to the page.
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("link", { name: "Camellia - Older Done" })).toHaveFocus());
  });

  test("while the next page loads the button says so, stays focusable (aria-disabled); another click asks for nothing more", async () => {
    let secondPageAsked = 0;
    renderApp(<UserBeatmaps userId="3" />, {
      mocks: [
        {
          request: { query: UserBeatmapsDocument, variables: firstPage },
          result: page([map("9", "WIP", "osu", "Newest WIP", me, [])], "c9", 3),
        },
        {
          request: { query: UserBeatmapsDocument, variables: { ...firstPage, after: "c9" } },
          result: () => {
            secondPageAsked++;
            return page([map("8", "WIP", "osu", "Second", me, [])], "c8", 3);
          },
          delay: 50,
          maxUsageCount: 2,
        },
        {
          request: { query: UserBeatmapsDocument, variables: { ...firstPage, after: "c8" } },
          result: page([map("7", "Done", "osu", "Third", me, [])], null, 3),
        },
      ],
    });
    const more = await screen.findByRole("button", { name: "Show more" });
    more.focus();
    fireEvent.click(more);
    const busy = await screen.findByRole("button", { name: "Loading…" });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveFocus();
    fireEvent.click(busy);
    await waitFor(() => expect(rowsText()).toHaveLength(2));
    // One page was asked for, not two; the button is back, still focused, for the last page.
    expect(secondPageAsked).toBe(1);
    const again = screen.getByRole("button", { name: "Show more" });
    expect(again).toHaveFocus();
    fireEvent.click(again);
    await waitFor(() => expect(rowsText()).toHaveLength(3));
    expect(rowsText()).toEqual([
      "Camellia - Newest WIPselfhostWIP",
      "Camellia - SecondselfhostWIP",
      "Camellia - ThirdselfhostDone",
    ]);
  });

  test("no mapsets yet; an error says what went wrong", async () => {
    const { unmount } = renderApp(<UserBeatmaps userId="3" />, {
      mocks: [{ request: { query: UserBeatmapsDocument, variables: firstPage }, result: page([], null, 0) }],
    });
    expect(await screen.findByText("No beatmaps yet.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Beatmaps (0)" })).toBeInTheDocument();
    unmount();
    renderApp(<UserBeatmaps userId="3" />, {
      mocks: [
        {
          request: { query: UserBeatmapsDocument, variables: firstPage },
          result: { errors: [{ message: "Cannot find user!", extensions: { code: "NOT_FOUND" } }] },
        },
      ],
    });
    expect(await screen.findByText("Cannot find user!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Beatmaps" })).toBeInTheDocument();
  });
});
