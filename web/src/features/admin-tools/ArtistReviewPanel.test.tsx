import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ArtistReviewPanel } from "./ArtistReviewPanel";
import { searchSummary } from "./osu-search";
import {
  SummaryArtistReviewQueueDocument,
  SummaryMarkArtistReviewedDocument,
  SummaryOsuArtistSearchDocument,
} from "./gql/graphql";
import { demoMe, renderApp } from "../../../test/render";

const admin = { ...demoMe, group: "admin" as const };
const artist = (id: string, label: string) => ({
  __typename: "FaArtist" as const,
  id,
  label,
  notes: id === "1" ? "asked about a remix pack" : null,
  lastReviewed: null,
  createdAt: "2026-10-01T00:00:00.000Z",
});
const set = (id: number, status: string, playCount: number, creator: string) => ({
  __typename: "OsuListedBeatmapset" as const,
  id,
  artist: "Overdue Sound",
  title: `Song ${id}`,
  creator,
  userId: id,
  status,
  playCount,
  favouriteCount: 1,
  rankedDate: null,
});

describe("/admin/summary: artists to review and the osu! search", () => {
  it("loads the queue, searches osu! for a row's artist and marks an artist reviewed", async () => {
    const marked = jest.fn(() => ({
      data: { markFeaturedArtistReviewed: { __typename: "FaArtist", id: "2", lastReviewed: "2026-11-24T00:00:00.000Z" } },
    }));
    renderApp(<ArtistReviewPanel />, {
      me: admin,
      mocks: [
        {
          request: { query: SummaryArtistReviewQueueDocument },
          result: {
            data: {
              adminArtistReviewQueue: {
                __typename: "ArtistReviewQueue",
                totalCount: 2,
                artists: [artist("1", "Overdue Sound"), artist("2", "Quiet Band")],
              },
            },
          },
        },
        {
          request: { query: SummaryOsuArtistSearchDocument, variables: { artist: "Overdue Sound" } },
          result: {
            data: {
              adminOsuArtistSearch: {
                __typename: "OsuArtistSearch",
                query: 'artist="Overdue Sound"',
                total: 3,
                beatmapsets: [set(11, "ranked", 90000, "A"), set(12, "graveyard", 400, "B"), set(13, "loved", 20, "A")],
              },
            },
          },
        },
        { request: { query: SummaryMarkArtistReviewedDocument, variables: { id: "2" } }, result: marked },
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Load artists" }));
    const rows = await screen.findAllByTestId("summary-artist");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText("asked about a remix pack")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Search osu! for Overdue Sound" }));
    // Focus follows to the search (below the list on a phone).
    expect(screen.getByRole("heading", { name: "Search osu! by artist" })).toHaveFocus();
    const results = await screen.findByTestId("osu-search-results");
    expect(
      within(results)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual(["https://osu.ppy.sh/beatmapsets/11", "https://osu.ppy.sh/beatmapsets/12", "https://osu.ppy.sh/beatmapsets/13"]);
    expect(screen.getByLabelText("Artist name")).toHaveValue("Overdue Sound");
    const summary = screen.getByRole("row", { name: /Ranked, qualified or loved/ });
    expect(summary).toHaveTextContent("90,020");

    fireEvent.click(screen.getByRole("button", { name: "Mark Quiet Band as reviewed" }));
    await waitFor(() => expect(marked).toHaveBeenCalled());
    await waitFor(() => expect(screen.getAllByTestId("summary-artist")).toHaveLength(1));
    expect(screen.getByRole("heading", { name: "Artists to review (1)" })).toBeInTheDocument();
  });
});

describe("searchSummary", () => {
  it("adds plays, sets and distinct mappers on and off the leaderboards", () => {
    const rows = searchSummary([
      { status: "ranked", playCount: 10, creator: "a" },
      { status: "qualified", playCount: 5, creator: "a" },
      { status: "graveyard", playCount: 2, creator: "b" },
      { status: "pending", playCount: 1, creator: "a" },
    ]);
    expect(rows).toEqual([
      { label: "Ranked, qualified or loved", plays: 15, sets: 2, mappers: 1 },
      { label: "Unranked", plays: 3, sets: 2, mappers: 2 },
      { label: "All shown", plays: 18, sets: 4, mappers: 2 },
    ]);
  });
});
