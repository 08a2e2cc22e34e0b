import { act, screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import HomePage from "./HomePage";
import { HOME_ARTISTS_STEP } from "./ArtistsGrid";
import { HomeArtistsDocument, HomeExamplesDocument } from "./gql/graphql";
import { testMission } from "../missions/test-fixtures";
import { demoMe, renderApp } from "../../../test/render";

const noArtists = {
  data: {
    homeArtistsConnection: {
      __typename: "ArtistConnection",
      edges: [],
      pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
    },
  },
};

/** The example as the server chooses it (modules/home/README.md): display only, never open. */
const example = testMission({
  id: "41",
  name: "Genre Explorer",
  status: "closed",
  acceptsBeatmaps: false,
  artists: [{ __typename: "Artist", id: "5", label: "Camellia", osuId: 5, coverUrl: null }] as never,
});

const quest = {
  __typename: "Quest",
  id: "7",
  name: "Lunar Engine single",
  price: 20,
  timeframe: 80 * 86_400_000,
  status: "open",
  minParty: 1,
  maxParty: 3,
  modes: ["osu"],
  deadline: null,
  isExpired: false,
  isOverdue: false,
  isCustom: false,
  coverUrl: null,
  artist: { __typename: "Artist", id: "8", label: "Lunar Engine" },
  currentParty: null,
};

const mocks = (mission: unknown, exampleQuest: unknown = null): MockLink.MockedResponse[] => [
  { request: { query: HomeArtistsDocument, variables: { first: HOME_ARTISTS_STEP } }, result: noArtists },
  { request: { query: HomeExamplesDocument }, result: { data: { exampleMission: mission, exampleQuest } } },
];

describe("the landing page's example priority quest", () => {
  it.each([
    ["signed out", null],
    ["signed in", demoMe],
  ])("is a display-only card, %s: the mission's texts, no add-beatmap picker or other control", async (_, me) => {
    renderApp(<HomePage />, { route: "/", mocks: mocks(example), me });
    // The file's first render loads the page's lazy modules and its loader's (cold): more than findBy's 1 s under load.
    const heading = await screen.findByRole("heading", { name: "An example priority quest" }, { timeout: 5_000 });
    const card = within(heading.parentElement as HTMLElement).getByRole("article", { name: "Genre Explorer" });
    expect(within(card).getByText("Camellia")).toBeInTheDocument();
    expect(within(card).queryAllByRole("button")).toEqual([]);
    expect(within(card).queryAllByRole("combobox")).toEqual([]);
    expect(within(card).queryAllByRole("textbox")).toEqual([]);
  });

  it("is left out when the server has no example", async () => {
    renderApp(<HomePage />, { route: "/", mocks: mocks(null, quest) });
    expect(await screen.findByRole("heading", { name: "An example quest" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "An example priority quest" })).not.toBeInTheDocument();
  });

  it("shows the texts as written until the card comes near the viewport, then renders their markdown", async () => {
    const observers: { fire(): void }[] = [];
    class FakeObserver {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
        observers.push({ fire: () => this.callback([{ isIntersecting: true }]) });
      }
      observe() {}
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      const withLink = { ...example, winCondition: "Winning maps must be [ranked](https://osu.ppy.sh/wiki/) within a year." };
      renderApp(<HomePage />, { route: "/", mocks: mocks(withLink) });
      expect(await screen.findByText(/\[ranked\]\(https:\/\/osu\.ppy\.sh\/wiki\/\)/)).toBeInTheDocument();
      await act(async () => observers.forEach((o) => o.fire()));
      expect(await screen.findByRole("link", { name: "ranked" }, { timeout: 10_000 })).toHaveAttribute(
        "href",
        "https://osu.ppy.sh/wiki/",
      );
      expect(screen.queryByText(/\[ranked\]/)).not.toBeInTheDocument();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
