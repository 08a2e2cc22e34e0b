import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import UsersPage, { USERS_PAGE } from "./UsersPage";
import { UserRankCountsDocument, UsersListDocument } from "./gql/graphql";
import { rankInfo } from "../../lib/ranks";
import { renderApp } from "../../../test/render";

const member = (id: string, username: string, rank: number, total: number) => ({
  __typename: "User",
  id,
  osuId: 1000 + Number(id),
  username,
  avatarUrl: `/mock-osu/a/${1000 + Number(id)}`,
  coverUrl: null,
  rank,
  pointsInfo: { __typename: "PointsInfo", total, available: total - 1 },
  pointsBreakdown: { __typename: "PointsBreakdown", osu: total, taiko: 2.5, catch: 0, mania: 0 },
});

/** One page of usersConnection as the server answers it: each edge's cursor, the last one as endCursor. */
const page = (members: ReturnType<typeof member>[], hasNextPage: boolean, totalCount: number) => ({
  data: {
    usersConnection: {
      __typename: "UserConnection",
      totalCount,
      edges: members.map((node) => ({ __typename: "UserEdge", cursor: `cursor-${node.id}`, node })),
      pageInfo: {
        __typename: "PageInfo",
        hasNextPage,
        endCursor: members.length ? `cursor-${members[members.length - 1]!.id}` : null,
      },
    },
  },
});

/** The variables of the page's first load: the default order, no filter, a first page. */
const firstLoad = { mode: null, search: null, sort: "points", ascending: false, first: USERS_PAGE };

const ana = member("1", "Ana", 5, 9000);
const ben = member("2", "Ben", 4, 5000);
const cid = member("3", "Cid", 4, 4000);
const dee = member("4", "Dee", 2, 500);

const counts: MockLink.MockedResponse = {
  request: { query: UserRankCountsDocument },
  result: { data: { userRankCounts: [10, 8, 6, 4, 2, 1] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const names = (list: HTMLElement) =>
  within(list)
    .queryAllByRole("button")
    .map((b) => b.querySelector(".user-card__name")?.textContent);

describe("users page (usersConnection, a keyset page at a time)", () => {
  it("shows the first page with the total and rank sections; show more appends the page after the end cursor", async () => {
    renderApp(<UsersPage />, {
      route: "/users",
      mocks: [
        counts,
        { request: { query: UsersListDocument, variables: firstLoad }, result: page([ana, ben], true, 4) },
        {
          request: { query: UsersListDocument, variables: { ...firstLoad, after: "cursor-2" } },
          result: page([cid, dee], false, 4),
        },
      ],
    });
    const list = await screen.findByRole("list", { name: "Users" });
    expect(names(list)).toEqual(["Ana", "Ben"]);
    expect(screen.getByText("4 users")).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual([rankInfo(5).name, rankInfo(4).name]);
    expect(await within(list).findByText("1 users")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "show more" }));
    await waitFor(() => expect(names(list)).toEqual(["Ana", "Ben", "Cid", "Dee"]));
    // Cid continues Ben's rank: no second heading for it; Dee starts a new one.
    expect(
      within(list)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual([rankInfo(5).name, rankInfo(4).name, rankInfo(2).name]);
    expect(screen.queryByRole("button", { name: "show more" })).not.toBeInTheDocument();
    expect(screen.getByText("4 users")).toBeInTheDocument();
  });

  it("a mode filter, a sort and a search each start from a first page (no cursor) and drop the pages shown", async () => {
    const taiko = { ...firstLoad, mode: "taiko" };
    const byName = { ...taiko, sort: "name", ascending: true };
    const searched = { ...byName, search: "ce" };
    renderApp(<UsersPage />, {
      route: "/users",
      mocks: [
        counts,
        { request: { query: UsersListDocument, variables: firstLoad }, result: page([ana, ben], true, 4) },
        {
          request: { query: UsersListDocument, variables: { ...firstLoad, after: "cursor-2" } },
          result: page([cid], true, 4),
        },
        { request: { query: UsersListDocument, variables: taiko }, result: page([dee, ben], true, 3) },
        { request: { query: UsersListDocument, variables: byName }, result: page([ben, dee], true, 3) },
        { request: { query: UsersListDocument, variables: searched }, result: page([cid], false, 1) },
      ],
    });
    const list = await screen.findByRole("list", { name: "Users" });
    fireEvent.click(screen.getByRole("button", { name: "show more" }));
    await waitFor(() => expect(names(list)).toEqual(["Ana", "Ben", "Cid"]));

    fireEvent.click(screen.getByRole("radio", { name: "osu!taiko" }));
    await waitFor(() => expect(names(screen.getByRole("list", { name: "Users" }))).toEqual(["Dee", "Ben"]));
    expect(screen.getByText("3 users with osu!taiko points")).toBeInTheDocument();
    // Rank sections belong to the overall points ranking only.
    expect(within(screen.getByRole("list", { name: "Users" })).queryAllByRole("heading")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "show more" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(names(screen.getByRole("list", { name: "Users" }))).toEqual(["Ben", "Dee"]));
    expect(screen.getByRole("button", { name: "Name, ascending" })).toHaveAttribute("aria-pressed", "true");

    fireEvent.change(screen.getByLabelText("Search users"), { target: { value: " ce " } });
    expect(await screen.findByText('1 user matching "ce" with osu!taiko points')).toBeInTheDocument();
    expect(names(screen.getByRole("list", { name: "Users" }))).toEqual(["Cid"]);
    expect(screen.queryByRole("button", { name: "show more" })).not.toBeInTheDocument();
  });

  it("says so when no member matches", async () => {
    renderApp(<UsersPage />, {
      route: "/users",
      mocks: [counts, { request: { query: UsersListDocument, variables: firstLoad }, result: page([], false, 0) }],
    });
    expect(await screen.findByText("No users found.")).toBeInTheDocument();
    expect(screen.getByText("0 users")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "show more" })).not.toBeInTheDocument();
  });
});
