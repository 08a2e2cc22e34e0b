import { gql } from "@apollo/client";
import { createCache, Freshness, FRESH_MS } from "./apollo";

const USERS = gql`
  query U($offset: Int, $sort: UserSort) {
    users(offset: $offset, limit: 2, sort: $sort) {
      totalCount
      users {
        id
        username
      }
    }
  }
`;
const LOGS = gql`
  query L($after: String) {
    logs(after: $after, limit: 2) {
      nextCursor
      logs {
        id
        action
      }
    }
  }
`;
const QUESTS = gql`
  query Q($status: QuestStatus, $after: String) {
    questsConnection(status: $status, first: 2, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          name
        }
      }
    }
  }
`;
const questPage = (ids: string[], endCursor: string | null) => ({
  questsConnection: {
    __typename: "QuestConnection",
    totalCount: 3,
    pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
    edges: ids.map((id) => ({ __typename: "QuestEdge", cursor: `c${id}`, node: { __typename: "Quest", id, name: `q${id}` } })),
  },
});
const user = (id: string) => ({ __typename: "User", id, username: `u${id}` });
const log = (id: string) => ({ __typename: "Log", id, action: `a${id}` });

describe("cache policies", () => {
  it("places offset pages of users at their offset and starts over at offset 0", () => {
    const cache = createCache();
    const write = (offset: number, ids: string[]) =>
      cache.writeQuery({
        query: USERS,
        variables: { offset, sort: "points" },
        data: { users: { __typename: "UserPage", totalCount: 5, users: ids.map(user) } },
      });
    write(0, ["1", "2"]);
    write(2, ["3", "4"]);
    const read = () =>
      cache.readQuery<{ users: { users: { id: string }[] } }>({ query: USERS, variables: { offset: 0, sort: "points" } });
    expect(read()?.users.users.map((u) => u.id)).toEqual(["1", "2", "3", "4"]);
    write(0, ["9", "1"]);
    expect(read()?.users.users.map((u) => u.id)).toEqual(["9", "1"]);
  });

  it("keeps separate lists per sort", () => {
    const cache = createCache();
    cache.writeQuery({
      query: USERS,
      variables: { offset: 0, sort: "name" },
      data: { users: { __typename: "UserPage", totalCount: 1, users: [user("7")] } },
    });
    expect(cache.readQuery({ query: USERS, variables: { offset: 0, sort: "points" } })).toBeNull();
  });

  it("appends keyset pages of logs without duplicates", () => {
    const cache = createCache();
    cache.writeQuery({
      query: LOGS,
      variables: {},
      data: { logs: { __typename: "LogPage", nextCursor: "c", logs: [log("5"), log("4")] } },
    });
    cache.writeQuery({
      query: LOGS,
      variables: { after: "c" },
      data: { logs: { __typename: "LogPage", nextCursor: null, logs: [log("4"), log("3")] } },
    });
    const data = cache.readQuery<{ logs: { nextCursor: string | null; logs: { id: string }[] } }>({ query: LOGS, variables: {} });
    expect(data?.logs.logs.map((l) => l.id)).toEqual(["5", "4", "3"]);
    expect(data?.logs.nextCursor).toBeNull();
  });

  it("appends questsConnection pages by cursor (deduplicated by node); a first page or another filter starts fresh", () => {
    const cache = createCache();
    const write = (status: string | null, after: string | null, ids: string[], endCursor: string | null) =>
      cache.writeQuery({ query: QUESTS, variables: { status, after }, data: questPage(ids, endCursor) });
    type Data = { questsConnection: { pageInfo: { endCursor: string | null }; edges: { node: { id: string } }[] } };
    const read = (status: string | null) => cache.readQuery<Data>({ query: QUESTS, variables: { status, after: null } });
    const ids = (status: string | null) => read(status)?.questsConnection.edges.map((e) => e.node.id);
    write(null, null, ["5", "4"], "c4");
    write(null, "c4", ["4", "3"], null);
    expect(ids(null)).toEqual(["5", "4", "3"]);
    expect(read(null)?.questsConnection.pageInfo.endCursor).toBeNull();
    // Another filter is another list.
    expect(read("wip")).toBeNull();
    write("wip", null, ["4"], null);
    expect(ids("wip")).toEqual(["4"]);
    expect(ids(null)).toEqual(["5", "4", "3"]);
    // A refetch of the first page (a mutation moved quests) replaces the pages shown.
    write(null, null, ["6", "5"], "c5");
    expect(ids(null)).toEqual(["6", "5"]);
  });
});

describe("freshness (revalidate only when stale)", () => {
  it("expires a root field only after FRESH_MS, and never `me`", () => {
    const f = new Freshness();
    f.record(["users", "me", "logs"], 1_000);
    expect(f.takeStale(1_000 + FRESH_MS - 1)).toEqual([]);
    f.record(["logs"], 1_000 + FRESH_MS - 1);
    expect(f.takeStale(1_000 + FRESH_MS)).toEqual(["users"]);
    expect(f.takeStale(1_000 + FRESH_MS)).toEqual([]);
    expect(f.takeStale(10 * FRESH_MS)).toEqual(["logs"]);
  });
});
