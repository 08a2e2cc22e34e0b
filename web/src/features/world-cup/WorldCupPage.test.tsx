import { fireEvent, screen } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { demoMe, renderApp } from "../../../test/render";
import { WorldCupBoardDocument } from "./gql/graphql";
import WorldCupPage from "./WorldCupPage";

const map = (id: string, title: string) => ({
  __typename: "Beatmap" as const,
  id,
  mode: "osu",
  status: "WIP",
  url: null,
  isWorldCup: true,
  song: { __typename: "BeatmapSong" as const, id: `s${id}`, artistName: "Artist", title },
  host: { __typename: "User" as const, id: `u${id}`, username: `Host${id}`, osuId: Number(id) },
});

function board(after: string | null, nodes: ReturnType<typeof map>[], endCursor: string | null): MockLink.MockedResponse {
  return {
    request: { query: WorldCupBoardDocument, variables: after ? { after } : {} },
    result: {
      data: {
        worldCupBeatmaps: {
          __typename: "BeatmapConnection",
          totalCount: 2,
          pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
          nodes,
        },
        worldCupNotes: [],
      },
    },
  };
}

describe("World Cup page", () => {
  it("'Show more maps' appends the next page", async () => {
    renderApp(<WorldCupPage />, {
      route: "/worldCup",
      me: { ...demoMe, isWorldCupHelper: true },
      mocks: [board(null, [map("1", "First Song")], "c1"), board("c1", [map("2", "Second Song")], null)],
    });
    expect(await screen.findByRole("link", { name: "Artist - First Song" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show more maps" }));
    expect(await screen.findByRole("link", { name: "Artist - Second Song" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Artist - First Song" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more maps" })).not.toBeInTheDocument();
  });
});
