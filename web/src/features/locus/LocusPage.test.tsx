import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import LocusPage, { LOCUS_PAGE_SIZE } from "./LocusPage";
import { LocusCardsDocument, LocusPageDocument, SaveMyLocusCardDocument, SetLocusCardHiddenDocument } from "./gql/graphql";
import type { LocusCardFieldsFragment } from "./gql/graphql";
import { demoMe, renderApp } from "../../../test/render";
import type { Me } from "../../app/current-user";
import { locusCard, options } from "./test-fixtures";

// The markdown renderer loads lazily; its own tests cover it. Here the text is enough.
jest.mock("../../components/Markdown", () => ({
  Markdown: ({ source }: { source: string | null }) => (source ? <div className="markdown">{source}</div> : null),
}));

const admin = { ...demoMe, group: "admin" } as Me;

function pageMock(isOpen: boolean, myCard: LocusCardFieldsFragment | null): MockLink.MockedResponse {
  return {
    request: { query: LocusPageDocument, variables: { hub: "locus" } },
    result: {
      data: {
        locusOptions: options,
        locus: {
          __typename: "LocusOverview",
          season: {
            __typename: "LocusSeason",
            hub: "locus",
            year: 2026,
            key: "locus2026",
            title: "Locus 2026",
            isOpen,
            closedNotice: isOpen ? null : "Locus's Nexus is closed for the year! Check back again in 2027 :)",
          },
          myCard,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function cardsMock(nodes: LocusCardFieldsFragment[], vars: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: {
      query: LocusCardsDocument,
      variables: { hub: "locus", search: null, role: null, first: LOCUS_PAGE_SIZE, ...vars },
    },
    result: {
      data: {
        locusCards: {
          __typename: "LocusCardConnection",
          totalCount: nodes.length,
          pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
          nodes,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe("Locus page", () => {
  it("shows the Locus logo as the page heading and the closed notice when the season is closed (members: no grid)", async () => {
    renderApp(<LocusPage />, { route: "/locus", me: demoMe, mocks: [pageMock(false, null)] });
    expect(await screen.findByText("Locus's Nexus is closed for the year! Check back again in 2027 :)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Locus" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Potential team members" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open the season" })).not.toBeInTheDocument();
  });

  it("a member without a card gets the editor; saving sends the card", async () => {
    const saved = locusCard({ viewerIsOwner: true, isPublic: false });
    const save = jest.fn(() => ({ data: { saveMyLocusCard: saved } }));
    renderApp(<LocusPage />, {
      route: "/locus",
      me: demoMe,
      mocks: [
        pageMock(true, null),
        cardsMock([locusCard()]),
        {
          request: {
            query: SaveMyLocusCardDocument,
            variables: {
              input: { timezone: null, availability: "", roles: ["mapper"], languages: [], discord: "", email: "", about: "" },
              hub: "locus",
            },
          },
          result: save,
        },
      ],
    });
    expect(await screen.findByText(/You have no card for this season yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("checkbox", { name: "Mapper" }));
    fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(save).toHaveBeenCalled());
  });

  it("lists public cards with a search and a role filter", async () => {
    renderApp(<LocusPage />, {
      route: "/locus",
      me: demoMe,
      mocks: [
        pageMock(true, locusCard({ viewerIsOwner: true })),
        cardsMock([
          locusCard({
            user: { __typename: "User", id: "a", osuId: 1, username: "Alpha", avatarUrl: "" } as LocusCardFieldsFragment["user"],
          }),
        ]),
        cardsMock(
          [
            locusCard({
              user: {
                __typename: "User",
                id: "b",
                osuId: 2,
                username: "Bravo",
                avatarUrl: "",
              } as LocusCardFieldsFragment["user"],
            }),
          ],
          {
            role: "storyboarder",
          },
        ),
      ],
    });
    expect(await screen.findByRole("article", { name: "Alpha's card" })).toBeInTheDocument();
    expect(screen.getByText("1 member")).toBeInTheDocument();
    expect(screen.getByRole("search")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "storyboarder" } });
    expect(await screen.findByRole("article", { name: "Bravo's card" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Hide/ })).not.toBeInTheDocument();
  });

  it("admins see the season panel (also when closed) and hide a card from the grid", async () => {
    const target = locusCard({
      user: { __typename: "User", id: "c", osuId: 3, username: "Charlie", avatarUrl: "" } as LocusCardFieldsFragment["user"],
    });
    const hide = jest.fn(() => ({ data: { setLocusCardHidden: { ...target, isHiddenByAdmin: true } } }));
    renderApp(<LocusPage />, {
      route: "/locus",
      me: admin,
      mocks: [
        pageMock(false, null),
        cardsMock([target]),
        { request: { query: SetLocusCardHiddenDocument, variables: { id: target.id, hidden: true } }, result: hide },
      ],
    });
    expect(await screen.findByRole("button", { name: "Open the season" })).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Charlie's card" });
    fireEvent.click(within(card).getByRole("button", { name: "Hide Charlie's card" }));
    await waitFor(() => expect(hide).toHaveBeenCalled());
    expect(await within(card).findByText("Hidden by admin")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Unhide Charlie's card" })).toBeInTheDocument();
  });

  it("'show more' appends the next page of cards and moves focus to the first new card", async () => {
    const user = (id: string, username: string) =>
      ({ __typename: "User", id, osuId: Number(id.charCodeAt(0)), username, avatarUrl: "" }) as LocusCardFieldsFragment["user"];
    const first = cardsMock([locusCard({ user: user("d", "Delta") })]);
    const firstPage = first.result as { data: { locusCards: { pageInfo: { hasNextPage: boolean; endCursor: string | null } } } };
    firstPage.data.locusCards.pageInfo = { ...firstPage.data.locusCards.pageInfo, hasNextPage: true, endCursor: "d1" };
    renderApp(<LocusPage />, {
      route: "/locus",
      me: demoMe,
      mocks: [
        pageMock(true, locusCard({ viewerIsOwner: true })),
        first,
        cardsMock([locusCard({ user: user("e", "Echo") })], { after: "d1" }),
      ],
    });
    expect(await screen.findByRole("article", { name: "Delta's card" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "show more" }));
    const echo = await screen.findByRole("article", { name: "Echo's card" });
    expect(screen.getByRole("article", { name: "Delta's card" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "show more" })).not.toBeInTheDocument();
    await waitFor(() => expect(echo).toHaveFocus());
  });
});
