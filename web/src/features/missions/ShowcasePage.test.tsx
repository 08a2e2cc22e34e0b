import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { dismissToast, getToasts } from "../../app/toasts";
import { demoMe, renderApp } from "../../../test/render";
import ShowcasePage, { SHOWCASE_PAGE, SHOWCASE_SEARCH_DELAY_MS } from "./ShowcasePage";
import {
  AddShowcaseMapperDocument,
  AddSongShowcaseMapperDocument,
  RemoveShowcaseMapperDocument,
  ShowcaseArtistsDocument,
} from "./gql/graphql";

const secretMe = { ...demoMe, group: "secret", isShowcaseMapper: true } as typeof demoMe;

const artist = (id: string, label: string, over: { interested?: boolean; mappers?: string[] } = {}) => ({
  __typename: "Artist",
  id,
  label,
  oszTemplatesUrl: null,
  viewerIsShowcaseMapper: over.interested ?? false,
  songs: [
    {
      __typename: "Song",
      id: `${id}1`,
      title: `${label} Song`,
      songShowcaseMappers: (over.mappers ?? []).map((m) => ({
        __typename: "User",
        id: m,
        username: `User${m}`,
        osuId: 100 + Number(m),
      })),
    },
  ],
});
type A = ReturnType<typeof artist>;

/** One page of myShowcaseArtistsConnection as the server answers it. */
const page = (artists: A[], endCursor: string | null, totalCount: number) => ({
  data: {
    myShowcaseArtistsConnection: {
      __typename: "ArtistConnection",
      totalCount,
      pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
      edges: artists.map((node) => ({ __typename: "ArtistEdge", cursor: `c${node.id}`, node })),
    },
  },
});
const vars = (search: string | null = null, after?: string) => ({
  search,
  first: SHOWCASE_PAGE,
  ...(after ? { after } : {}),
});
const firstPage = (artists: A[], endCursor: string | null, totalCount: number) => ({
  request: { query: ShowcaseArtistsDocument, variables: vars() },
  result: page(artists, endCursor, totalCount),
});
/** n artists named "Artist <from + i>". */
const many = (n: number, from = 1) => Array.from({ length: n }, (_, i) => artist(String(from + i), `Artist ${from + i}`));

const shownLabels = () =>
  within(screen.getByRole("list", { name: "Unreleased artists" }))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

describe("the FA Showcase page", () => {
  test("the first page of 20, in the server's order; the heading counts every artist (totalCount)", async () => {
    renderApp(<ShowcasePage />, { route: "/showcase", me: secretMe, mocks: [firstPage(many(SHOWCASE_PAGE), "c20", 367)] });
    expect(await screen.findByRole("heading", { level: 2, name: "Unreleased artists (367)" })).toBeInTheDocument();
    expect(shownLabels()).toEqual(many(SHOWCASE_PAGE).map((a) => a.label));
    expect(screen.getByRole("button", { name: "Show more" })).toBeInTheDocument();
    // Among hundreds, a search helps.
    expect(screen.getByRole("searchbox", { name: "Search artists" })).toBeInTheDocument();
  });

  test("a list that fits on one page: no Show more, no search box; none at all says so", async () => {
    const { unmount } = renderApp(<ShowcasePage />, {
      route: "/showcase",
      me: secretMe,
      mocks: [firstPage([artist("1", "Only One")], null, 1)],
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Unreleased artists (1)" })).toBeInTheDocument();
    expect(shownLabels()).toEqual(["Only One"]);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    unmount();
    renderApp(<ShowcasePage />, { route: "/showcase", me: secretMe, mocks: [firstPage([], null, 0)] });
    expect(await screen.findByText("There are no unreleased artists right now.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Unreleased artists (0)" })).toBeInTheDocument();
  });

  test("Show more appends the page after the end cursor; the last page moves focus to its first artist", async () => {
    renderApp(<ShowcasePage />, {
      route: "/showcase",
      me: secretMe,
      mocks: [
        firstPage(many(SHOWCASE_PAGE), "c20", 23),
        {
          request: { query: ShowcaseArtistsDocument, variables: vars(null, "c20") },
          // "Artist 21" again (a rename meanwhile, say): appended once, not twice.
          result: page([artist("20", "Artist 20"), ...many(3, 21)], null, 23),
        },
      ],
    });
    const more = await screen.findByRole("button", { name: "Show more" });
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(shownLabels()).toHaveLength(23));
    expect(shownLabels()).toEqual(many(23).map((a) => a.label));
    expect(screen.getByRole("heading", { level: 2, name: "Unreleased artists (23)" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { level: 3, name: "Artist 21" })).toHaveFocus());
  });

  test("while the next page loads the button says so and keeps focus (aria-disabled); a second click asks for nothing", async () => {
    let asked = 0;
    renderApp(<ShowcasePage />, {
      route: "/showcase",
      me: secretMe,
      mocks: [
        firstPage(many(SHOWCASE_PAGE), "c20", 60),
        {
          request: { query: ShowcaseArtistsDocument, variables: vars(null, "c20") },
          result: () => {
            asked++;
            return page(many(SHOWCASE_PAGE, 21), "c40", 60);
          },
          delay: 50,
          maxUsageCount: 2,
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
    await waitFor(() => expect(shownLabels()).toHaveLength(40));
    expect(asked).toBe(1);
    expect(screen.getByRole("button", { name: "Show more" })).toHaveFocus();
  });

  test("the search asks the server (debounced) for the name typed; clearing it shows the whole list again", async () => {
    const asked: (string | null)[] = [];
    const answer = (search: string, artists: A[]) => ({
      request: { query: ShowcaseArtistsDocument, variables: vars(search) },
      result: () => {
        asked.push(search);
        return page(artists, null, artists.length);
      },
    });
    renderApp(<ShowcasePage />, {
      route: "/showcase",
      me: secretMe,
      mocks: [firstPage(many(SHOWCASE_PAGE), "c20", 367), answer("100%", [artist("7", "100% Pure")]), answer("nobody", [])],
    });
    const box = await screen.findByRole("searchbox", { name: "Search artists" });
    // Typing letter by letter asks once, for what was typed when the typing paused (trimmed).
    for (const v of ["1", "10", "100", "100%", " 100% "]) fireEvent.change(box, { target: { value: v } });
    expect(asked).toEqual([]);
    await waitFor(() => expect(shownLabels()).toEqual(["100% Pure"]));
    expect(asked).toEqual(["100%"]);
    expect(screen.getByRole("heading", { level: 2, name: "Unreleased artists (1 matching)" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 artist matches “100%”");
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();

    fireEvent.change(box, { target: { value: "nobody" } });
    expect(await screen.findByText("No unreleased artists match “nobody”.")).toBeInTheDocument();
    // The box stays (it is in use), focus and all.
    expect(screen.getByRole("searchbox", { name: "Search artists" })).toBe(box);

    // Cleared: the first page of the whole list again (from the cache: no new request).
    fireEvent.change(box, { target: { value: "" } });
    await waitFor(() => expect(shownLabels()).toHaveLength(SHOWCASE_PAGE));
    expect(screen.getByRole("heading", { level: 2, name: "Unreleased artists (367)" })).toBeInTheDocument();
    expect(asked).toEqual(["100%", "nobody"]);
  });

  test(`the search waits ${SHOWCASE_SEARCH_DELAY_MS} ms after the last key`, async () => {
    jest.useFakeTimers();
    try {
      let asked = 0;
      renderApp(<ShowcasePage />, {
        route: "/showcase",
        me: secretMe,
        mocks: [
          firstPage(many(SHOWCASE_PAGE), "c20", 30),
          {
            request: { query: ShowcaseArtistsDocument, variables: vars("art") },
            result: () => {
              asked++;
              return page([artist("3", "Artist 3")], null, 1);
            },
          },
        ],
      });
      const box = await screen.findByRole("searchbox", { name: "Search artists" });
      fireEvent.change(box, { target: { value: "art" } });
      await act(async () => jest.advanceTimersByTime(SHOWCASE_SEARCH_DELAY_MS - 10));
      expect(asked).toBe(0);
      await act(async () => jest.advanceTimersByTime(10));
      await act(async () => jest.runOnlyPendingTimers());
      expect(asked).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  test("marking and withdrawing interest updates the artist shown, on any page", async () => {
    const target = (interested: boolean) => artist("22", "Artist 22", { interested });
    renderApp(<ShowcasePage />, {
      route: "/showcase",
      me: secretMe,
      mocks: [
        firstPage(many(SHOWCASE_PAGE), "c20", 25),
        {
          request: { query: ShowcaseArtistsDocument, variables: vars(null, "c20") },
          result: page([artist("21", "Artist 21"), target(false), ...many(3, 23)], null, 25),
        },
        {
          request: { query: AddShowcaseMapperDocument, variables: { artistId: "22" } },
          result: { data: { addShowcaseMapper: target(true) } },
        },
        {
          request: { query: RemoveShowcaseMapperDocument, variables: { artistId: "22" } },
          result: { data: { removeShowcaseMapper: target(false) } },
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Show more" }));
    const mark = await screen.findByRole("button", { name: "Mark interest in Artist 22" });
    const item = mark.closest("li")!;
    expect(within(item).getByText("Not marked as interested")).toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: /^select / })).not.toBeInTheDocument();
    await act(async () => fireEvent.click(mark));
    expect(await within(item).findByRole("button", { name: "Withdraw interest in Artist 22" })).toBeInTheDocument();
    expect(within(item).getByText("You are one of its showcase mappers")).toBeInTheDocument();
    // Now entitled: its songs can be selected.
    expect(within(item).getByRole("button", { name: "select Artist 22 Song" })).toBeInTheDocument();
    expect(getToasts().map((t) => t.message)).toContain("Marked as interested");
    // Still where it was, among all 25.
    expect(shownLabels()).toHaveLength(25);
    expect(shownLabels()[21]).toBe("Artist 22");
    await act(async () => fireEvent.click(within(item).getByRole("button", { name: "Withdraw interest in Artist 22" })));
    expect(await within(item).findByRole("button", { name: "Mark interest in Artist 22" })).toBeInTheDocument();
    expect(within(item).getByText("Not marked as interested")).toBeInTheDocument();
  });

  test("selecting a song updates its potential mappers in the list", async () => {
    const mine = (mappers: string[]) => artist("5", "Artist 5", { interested: true, mappers });
    renderApp(<ShowcasePage />, {
      route: "/showcase",
      me: secretMe,
      mocks: [
        firstPage([...many(4), mine([]), ...many(2, 6)], null, 7),
        {
          request: { query: AddSongShowcaseMapperDocument, variables: { artistId: "5", songId: "51" } },
          result: { data: { addSongShowcaseMapper: mine([secretMe.id]) } },
        },
      ],
    });
    const select = await screen.findByRole("button", { name: "select Artist 5 Song" });
    await act(async () => fireEvent.click(select));
    const songs = screen.getByRole("list", { name: "Songs of Artist 5" });
    expect(await within(songs).findByRole("button", { name: "remove Artist 5 Song" })).toBeInTheDocument();
    expect(songs).toHaveTextContent(`potentially mapped by User${secretMe.id}`);
  });

  test("an error says what went wrong", async () => {
    renderApp(<ShowcasePage />, {
      route: "/showcase",
      me: secretMe,
      mocks: [{ request: { query: ShowcaseArtistsDocument, variables: vars() }, error: new Error("Network down") }],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(/.+/);
    expect(screen.queryByRole("list", { name: "Unreleased artists" })).not.toBeInTheDocument();
  });
});
