import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { ArtistsGrid, HOME_ARTISTS_STEP } from "./ArtistsGrid";
import { HomeArtistsDocument } from "./gql/graphql";
import { renderApp } from "../../../test/render";

const artist = (id: number) => ({
  __typename: "Artist",
  id: String(id),
  label: `Artist ${id}`,
  osuId: 100 + id,
  coverUrl: null,
  songs: [
    {
      __typename: "Song",
      id: `s${id}`,
      title: `Song ${id}`,
      beatmaps: [
        {
          __typename: "Beatmap",
          id: `b${id}`,
          url: `https://osu.ppy.sh/beatmapsets/${id}`,
          host: { __typename: "User", id: `u${id}`, username: `Host${id}` },
        },
      ],
    },
  ],
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
});
