import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import AspirePage from "./AspirePage";
import AspireSearchPage, { ASPIRE_SEARCH_PAGE } from "./AspireSearchPage";
import { LOCUS_PAGE_SIZE } from "./TeamFinder";
import {
  AddAspireSongsDocument,
  AspireSongListDocument,
  AspireSongsDocument,
  LocusCardsDocument,
  LocusPageDocument,
  RemoveAspireSongDocument,
  SaveMyLocusCardDocument,
} from "./gql/graphql";
import { demoMe, renderApp } from "../../../test/render";
import type { Me } from "../../app/current-user";
import { locusCard, options } from "./test-fixtures";

jest.mock("../../components/Markdown", () => ({
  Markdown: ({ source }: { source: string | null }) => (source ? <div className="markdown">{source}</div> : null),
}));

const admin = { ...demoMe, group: "admin" } as Me;
const forever = { maxUsageCount: Number.POSITIVE_INFINITY };
const aspireOptions = { ...options, roles: options.roles.filter((r) => r.value !== "hitsounder") };

const pageMock: MockLink.MockedResponse = {
  request: { query: LocusPageDocument, variables: { hub: "aspire" } },
  result: {
    data: {
      locusOptions: aspireOptions,
      locus: {
        __typename: "LocusOverview",
        season: {
          __typename: "LocusSeason",
          hub: "aspire",
          year: 6,
          key: "aspire6",
          title: "Aspire 6",
          isOpen: true,
          closedNotice: null,
        },
        myCard: null,
      },
    },
  },
  ...forever,
};
const cardsMock: MockLink.MockedResponse = {
  request: { query: LocusCardsDocument, variables: { hub: "aspire", search: null, role: null, first: LOCUS_PAGE_SIZE } },
  result: {
    data: {
      locusCards: {
        __typename: "LocusCardConnection",
        totalCount: 1,
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        nodes: [locusCard({ hub: "aspire", season: 6, roles: ["storyboarder"] })],
      },
    },
  },
  ...forever,
};
const listMock = (songCount: number): MockLink.MockedResponse => ({
  request: { query: AspireSongListDocument },
  result: { data: { aspireSongList: { __typename: "AspireSongList", season: 6, title: "Aspire 6", songCount } } },
  ...forever,
});
const songsMock = (search: string, lines: string[]): MockLink.MockedResponse => ({
  request: { query: AspireSongsDocument, variables: { search, first: ASPIRE_SEARCH_PAGE } },
  result: {
    data: {
      aspireSongs: {
        __typename: "AspireSongConnection",
        totalCount: lines.length,
        nodes: lines.map((line, i) => ({ __typename: "AspireSong", id: String(i + 1), line })),
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
      },
    },
  },
  ...forever,
});
const change = (over: Record<string, number>) => ({
  __typename: "AspireSongsChange",
  season: 6,
  added: 0,
  skipped: 0,
  removed: 0,
  total: 0,
  ...over,
});

describe("Aspire teammates hub (/aspire)", () => {
  it("is the team finder with Aspire's roles; a card is saved to Aspire", async () => {
    const save = jest.fn(() => ({ data: { saveMyLocusCard: locusCard({ hub: "aspire", viewerIsOwner: true }) } }));
    renderApp(<AspirePage />, {
      route: "/aspire",
      me: demoMe,
      mocks: [
        pageMock,
        cardsMock,
        {
          request: {
            query: SaveMyLocusCardDocument,
            variables: {
              input: {
                timezone: null,
                availability: "",
                roles: ["storyboarder"],
                languages: [],
                discord: "",
                email: "",
                about: "",
              },
              hub: "aspire",
            },
          },
          result: save,
        },
      ],
    });
    const form = await screen.findByRole("form", { name: "Your Aspire details" });
    const roles = within(within(form).getByRole("group", { name: "Roles" })).getAllByRole("checkbox");
    expect(roles.map((c) => c.parentElement?.textContent)).toEqual(["Mapper", "Storyboarder"]);
    expect(screen.getByRole("link", { name: "Check whether your song is allowed" })).toHaveAttribute("href", "/aspire/search");
    expect(await screen.findByRole("article", { name: /card/ })).toHaveTextContent("Storyboarder");
    // Members see no admin panels.
    expect(screen.queryByRole("heading", { name: "Allowed songs of Aspire 6" })).toBeNull();
    fireEvent.click(within(form).getByRole("checkbox", { name: "Storyboarder" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(save).toHaveBeenCalled());
  });

  it("admins manage the season and its allowed songs", async () => {
    const add = jest.fn(() => ({ data: { addAspireSongs: change({ added: 1, skipped: 1, total: 3 }) } }));
    renderApp(<AspirePage />, {
      route: "/aspire",
      me: admin,
      mocks: [
        pageMock,
        cardsMock,
        listMock(2),
        { request: { query: AddAspireSongsDocument, variables: { season: 6, lines: "A - One\nB - Two" } }, result: add },
      ],
    });
    expect(await screen.findByRole("heading", { name: /Aspire 6/, level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start Aspire 7" })).toBeInTheDocument();
    const panel = (await screen.findByRole("heading", { name: "Allowed songs of Aspire 6" })).closest("section")!;
    expect(panel).toHaveTextContent("2 songs allowed");
    fireEvent.change(within(panel).getByLabelText("Songs to allow"), { target: { value: "A - One\nB - Two" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Allow these songs" }));
    await waitFor(() => expect(add).toHaveBeenCalled());
  });
});

describe("Aspire song search (/aspire/search, public)", () => {
  it("asks for two letters, then lists the allowed songs that match, or says none do", async () => {
    renderApp(<AspireSearchPage />, {
      route: "/aspire/search",
      mocks: [listMock(3), songsMock("camellia", ["Camellia - Arche", "Camellia - Tojita Sekai"]), songsMock("zzz", [])],
    });
    expect(await screen.findByText(/Aspire 6/)).toBeInTheDocument();
    const input = screen.getByLabelText("Artist or song title");
    fireEvent.change(input, { target: { value: "c" } });
    expect(await screen.findByText("Type at least 2 letters to search.")).toBeInTheDocument();
    fireEvent.change(input, { target: { value: "camellia" } });
    expect(await screen.findByTestId("aspire-search-status")).toHaveTextContent("2 songs allowed in Aspire 6 match “camellia”.");
    const results = screen.getByRole("list", { name: "Allowed songs found" });
    expect(
      within(results)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["✓Camellia - Arche is allowed", "✓Camellia - Tojita Sekai is allowed"]);
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    fireEvent.change(input, { target: { value: "zzz" } });
    expect(await screen.findByText(/No results found for/)).toHaveTextContent("No results found for zzz.");
  });

  it("admins remove a song from the list", async () => {
    const remove = jest.fn(() => ({ data: { removeAspireSong: change({ removed: 1, total: 2 }) } }));
    renderApp(<AspireSearchPage />, {
      route: "/aspire/search",
      me: admin,
      mocks: [
        listMock(3),
        songsMock("arche", ["Camellia - Arche"]),
        { request: { query: RemoveAspireSongDocument, variables: { id: "1" } }, result: remove },
      ],
    });
    fireEvent.change(await screen.findByLabelText("Artist or song title"), { target: { value: "arche" } });
    fireEvent.click(await screen.findByRole("button", { name: "Remove Camellia - Arche" }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
  });
});
