import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { ArtistsGrid, HOME_ARTISTS_STEP } from "./ArtistsGrid";
import { HomeArtistsDocument, HomeSongBeatmapsDocument } from "./gql/graphql";
import { renderApp } from "../../../test/render";

const map = (n: number) => ({
  __typename: "Beatmap",
  id: `b${n}`,
  url: `https://osu.ppy.sh/beatmapsets/${n}`,
  host: { __typename: "User", id: `u${n}`, username: `Host${n}` },
});

/** An artist with one song: its first mapsets as the page carries them, and how many it has in all. */
const artist = (id: number, beatmaps = [map(id)], beatmapCount = beatmaps.length) => ({
  __typename: "Artist",
  id: String(id),
  label: `Artist ${id}`,
  osuId: 100 + id,
  coverUrl: null,
  songs: [{ __typename: "Song", id: `s${id}`, globalId: `gs${id}`, title: `Song ${id}`, beatmapCount, beatmaps }],
});

/** A page of homeArtistsConnection: edges with cursors, pageInfo. */
const page = (ids: number[], endCursor: string | null) => ({
  data: {
    homeArtistsConnection: {
      __typename: "ArtistConnection",
      edges: ids.map((id) => ({ __typename: "ArtistEdge", cursor: `c${id}`, node: artist(id) })),
      pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
    },
  },
});

describe("home artists", () => {
  it("shows the first page, and 'show more artists' appends the next one by cursor until none follow", async () => {
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: HomeArtistsDocument, variables: { first: HOME_ARTISTS_STEP } }, result: page([1, 2], "c2") },
      {
        request: { query: HomeArtistsDocument, variables: { first: HOME_ARTISTS_STEP, after: "c2" } },
        result: page([3], null),
      },
    ];
    const { container } = renderApp(<ArtistsGrid />, { route: "/", mocks });
    expect(await screen.findByRole("heading", { name: "Artist 1" })).toBeInTheDocument();
    const grid = container.querySelector(".artists-grid") as HTMLElement;
    expect(within(grid).getByRole("link", { name: "Song 2 by Host2" })).toHaveAttribute(
      "href",
      "https://osu.ppy.sh/beatmapsets/2",
    );
    expect(within(grid).getAllByRole("heading")).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "show more artists" }));
    expect(await screen.findByRole("heading", { name: "Artist 3" })).toBeInTheDocument();
    expect(
      within(grid)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Artist 1", "Artist 2", "Artist 3"]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "show more artists" })).not.toBeInTheDocument());
  });

  it("offers no 'show more artists' when the first page is the last", async () => {
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: HomeArtistsDocument, variables: { first: HOME_ARTISTS_STEP } }, result: page([1], null) },
    ];
    renderApp(<ArtistsGrid />, { route: "/", mocks });
    expect(await screen.findByRole("heading", { name: "Artist 1" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "show more artists" })).not.toBeInTheDocument();
  });

  it("shows a song's first mapsets and '+N more' fetches the rest of that song's in place", async () => {
    const first = page([], null);
    first.data.homeArtistsConnection.edges = [
      { __typename: "ArtistEdge", cursor: "c1", node: artist(1, [map(1), map(2), map(3)], 5) },
    ];
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: HomeArtistsDocument, variables: { first: HOME_ARTISTS_STEP } }, result: first },
      {
        request: { query: HomeSongBeatmapsDocument, variables: { id: "gs1" } },
        result: {
          data: { node: { __typename: "Song", globalId: "gs1", id: "s1", beatmaps: [1, 2, 3, 4, 5].map(map) } },
        },
      },
    ];
    const { container } = renderApp(<ArtistsGrid />, { route: "/", mocks });
    expect(await screen.findByRole("heading", { name: "Artist 1" })).toBeInTheDocument();
    const grid = container.querySelector(".artists-grid") as HTMLElement;
    expect(within(grid).getAllByRole("link")).toHaveLength(3);
    const more = within(grid).getByRole("button", { name: "2 more mapsets of Song 1" });
    expect(more).toHaveTextContent("+2 more");

    fireEvent.click(more);
    expect(await within(grid).findByRole("link", { name: "Song 1 by Host5" })).toHaveAttribute(
      "href",
      "https://osu.ppy.sh/beatmapsets/5",
    );
    expect(within(grid).getAllByRole("link")).toHaveLength(5);
    expect(within(grid).queryByRole("button", { name: /more mapsets/ })).not.toBeInTheDocument();
  });

  it("offers no '+N more' when a song's mapsets all came with the page", async () => {
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: HomeArtistsDocument, variables: { first: HOME_ARTISTS_STEP } }, result: page([1], null) },
    ];
    renderApp(<ArtistsGrid />, { route: "/", mocks });
    expect(await screen.findByRole("heading", { name: "Artist 1" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /more mapsets/ })).not.toBeInTheDocument();
  });
});
