import { gql, InMemoryCache } from "@apollo/client";
import { createCache, Freshness, FRESH_MS, offsetPageMerge } from "./apollo";

const OFFSET_QUESTS = gql`
  query Q($offset: Int, $status: QuestStatus) {
    quests(offset: $offset, limit: 2, status: $status) {
      totalCount
      quests {
        id
        name
      }
    }
  }
`;
const USERS = gql`
  query U($after: String, $sort: UserSort, $search: String) {
    usersConnection(first: 2, after: $after, sort: $sort, search: $search) {
      totalCount
      edges {
        cursor
        node {
          id
          username
        }
      }
      pageInfo {
        hasNextPage
        endCursor
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
const MISSIONS = gql`
  query M($section: MissionSection!, $mode: Mode, $after: String) {
    missionsConnection(section: $section, mode: $mode, first: 2, after: $after) {
      edges {
        cursor
        node {
          id
          name
        }
      }
      pageInfo {
        hasNextPage
        endCursor
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
const SHOWCASE_ARTISTS = gql`
  query SA($search: String, $after: String) {
    myShowcaseArtistsConnection(search: $search, first: 2, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          label
          viewerIsShowcaseMapper
        }
      }
    }
  }
`;
const USER_BEATMAPS = gql`
  query UB($userId: ID!, $after: String) {
    userBeatmapsConnection(userId: $userId, first: 2, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          status
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
const quest = (id: string) => ({ __typename: "Quest", id, name: `q${id}` });
const log = (id: string) => ({ __typename: "Log", id, action: `a${id}` });

/** offsetPageMerge on its own (the web's quest lists moved to questsConnection; the deprecated field stays offset-paged). */
const offsetCache = () =>
  new InMemoryCache({
    typePolicies: {
      Query: { fields: { quests: { keyArgs: ["status"], ...offsetPageMerge("quests") } } },
      QuestPage: { keyFields: false },
    },
  });

describe("cache policies", () => {
  it("places offset pages at their offset and starts over at offset 0", () => {
    const cache = offsetCache();
    const write = (offset: number, ids: string[]) =>
      cache.writeQuery({
        query: OFFSET_QUESTS,
        variables: { offset, status: "open" },
        data: { quests: { __typename: "QuestPage", totalCount: 5, quests: ids.map(quest) } },
      });
    write(0, ["1", "2"]);
    write(2, ["3", "4"]);
    const read = () =>
      cache.readQuery<{ quests: { quests: { id: string }[] } }>({
        query: OFFSET_QUESTS,
        variables: { offset: 0, status: "open" },
      });
    expect(read()?.quests.quests.map((q) => q.id)).toEqual(["1", "2", "3", "4"]);
    write(0, ["9", "1"]);
    expect(read()?.quests.quests.map((q) => q.id)).toEqual(["9", "1"]);
  });

  it("keeps separate offset lists per filter", () => {
    const cache = offsetCache();
    cache.writeQuery({
      query: OFFSET_QUESTS,
      variables: { offset: 0, status: "wip" },
      data: { quests: { __typename: "QuestPage", totalCount: 1, quests: [quest("7")] } },
    });
    expect(cache.readQuery({ query: OFFSET_QUESTS, variables: { offset: 0, status: "open" } })).toBeNull();
  });

  describe("usersConnection", () => {
    const page = (ids: string[], hasNextPage: boolean, totalCount = 5) => ({
      usersConnection: {
        __typename: "UserConnection",
        totalCount,
        edges: ids.map((id) => ({ __typename: "UserEdge", cursor: `c${id}`, node: user(id) })),
        pageInfo: { __typename: "PageInfo", hasNextPage, endCursor: ids.length ? `c${ids[ids.length - 1]}` : null },
      },
    });
    type Read = {
      usersConnection: {
        totalCount: number;
        edges: { cursor: string; node: { id: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const read = (cache: ReturnType<typeof createCache>, variables: Record<string, unknown>) =>
      cache.readQuery<Read>({ query: USERS, variables })?.usersConnection;

    it("appends the page after a cursor (without repeating a member) and takes its pageInfo", () => {
      const cache = createCache();
      cache.writeQuery({ query: USERS, variables: { sort: "points" }, data: page(["1", "2"], true) });
      cache.writeQuery({ query: USERS, variables: { sort: "points", after: "c2" }, data: page(["2", "3"], false, 6) });
      const list = read(cache, { sort: "points" });
      expect(list?.edges.map((e) => e.node.id)).toEqual(["1", "2", "3"]);
      expect(list?.edges.map((e) => e.cursor)).toEqual(["c1", "c2", "c3"]);
      expect(list?.pageInfo).toMatchObject({ hasNextPage: false, endCursor: "c3" });
      expect(list?.totalCount).toBe(6);
    });

    it("a first page (no cursor) starts the list over", () => {
      const cache = createCache();
      cache.writeQuery({ query: USERS, variables: { sort: "points" }, data: page(["1", "2"], true) });
      cache.writeQuery({ query: USERS, variables: { sort: "points", after: "c2" }, data: page(["3"], false) });
      cache.writeQuery({ query: USERS, variables: { sort: "points" }, data: page(["9"], true) });
      expect(read(cache, { sort: "points" })?.edges.map((e) => e.node.id)).toEqual(["9"]);
    });

    it("keeps one list per filter and order", () => {
      const cache = createCache();
      cache.writeQuery({ query: USERS, variables: { sort: "name", search: "de" }, data: page(["7"], false) });
      expect(read(cache, { sort: "points", search: "de" })).toBeUndefined();
      expect(read(cache, { sort: "name", search: null })).toBeUndefined();
      expect(read(cache, { sort: "name", search: "de" })?.edges.map((e) => e.node.id)).toEqual(["7"]);
    });
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

  it("keeps one mission connection per section and filter: later pages append by cursor, a first page starts over", () => {
    const cache = createCache();
    const write = (variables: Record<string, unknown>, ids: string[], endCursor: string | null) =>
      cache.writeQuery({
        query: MISSIONS,
        variables,
        data: {
          missionsConnection: {
            __typename: "MissionConnection",
            edges: ids.map((id) => ({
              __typename: "MissionEdge",
              cursor: `c${id}`,
              node: { __typename: "Mission", id, name: `m${id}` },
            })),
            pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
          },
        },
      });
    type Answer = {
      missionsConnection: { edges: { cursor: string; node: { id: string } }[]; pageInfo: { endCursor: string | null } };
    };
    const read = (variables: Record<string, unknown>) => cache.readQuery<Answer>({ query: MISSIONS, variables });
    const ids = (a: Answer | null) => a?.missionsConnection.edges.map((e) => e.node.id);
    const osu = { section: "active", mode: "osu" };
    write(osu, ["1", "2"], "c2");
    write({ ...osu, after: "c2" }, ["2", "3"], null);
    expect(ids(read(osu))).toEqual(["1", "2", "3"]);
    expect(read(osu)?.missionsConnection.edges.map((e) => e.cursor)).toEqual(["c1", "c2", "c3"]);
    expect(read(osu)?.missionsConnection.pageInfo.endCursor).toBeNull();
    // another filter or section is another list
    expect(read({ section: "active", mode: "mania" })).toBeNull();
    expect(read({ section: "pending", mode: "osu" })).toBeNull();
    // a first page again (a refetch) replaces the list
    write(osu, ["9"], null);
    expect(ids(read(osu))).toEqual(["9"]);
  });

  it("keeps one myShowcaseArtistsConnection per search: pages append by cursor; an artist's answer updates it in place", () => {
    const cache = createCache();
    const node = (id: string, interested = false) => ({
      __typename: "Artist",
      id,
      label: `A${id}`,
      viewerIsShowcaseMapper: interested,
    });
    const write = (search: string | null, after: string | null, ids: string[], endCursor: string | null, totalCount = 3) =>
      cache.writeQuery({
        query: SHOWCASE_ARTISTS,
        variables: { search, after },
        data: {
          myShowcaseArtistsConnection: {
            __typename: "ArtistConnection",
            totalCount,
            pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
            edges: ids.map((id) => ({ __typename: "ArtistEdge", node: node(id) })),
          },
        },
      });
    type Data = {
      myShowcaseArtistsConnection: {
        totalCount: number;
        edges: { node: { id: string; viewerIsShowcaseMapper: boolean } }[];
      };
    };
    const read = (search: string | null) =>
      cache.readQuery<Data>({ query: SHOWCASE_ARTISTS, variables: { search, after: null } })?.myShowcaseArtistsConnection;
    write(null, null, ["1", "2"], "c2");
    write(null, "c2", ["2", "3"], null);
    expect(read(null)?.edges.map((e) => e.node.id)).toEqual(["1", "2", "3"]);
    // A search is another list; the whole list stays as it was.
    expect(read("a")).toBeUndefined();
    write("a", null, ["3"], null, 1);
    expect(read("a")?.edges.map((e) => e.node.id)).toEqual(["3"]);
    expect(read(null)?.edges.map((e) => e.node.id)).toEqual(["1", "2", "3"]);
    expect(read(null)?.totalCount).toBe(3);
    // A mutation's artist (normalised by id) changes it in every list that shows it.
    cache.writeFragment({
      fragment: gql`
        fragment Interest on Artist {
          viewerIsShowcaseMapper
        }
      `,
      id: cache.identify(node("3"))!,
      data: { viewerIsShowcaseMapper: true },
    });
    expect(read(null)?.edges[2]?.node.viewerIsShowcaseMapper).toBe(true);
    expect(read("a")?.edges[0]?.node.viewerIsShowcaseMapper).toBe(true);
  });

  it("keeps one userBeatmapsConnection per member: later pages append by cursor, a first page starts over", () => {
    const cache = createCache();
    const write = (userId: string, after: string | null, ids: string[], endCursor: string | null, totalCount = 3) =>
      cache.writeQuery({
        query: USER_BEATMAPS,
        variables: { userId, after },
        data: {
          userBeatmapsConnection: {
            __typename: "BeatmapConnection",
            totalCount,
            pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
            edges: ids.map((id) => ({ __typename: "BeatmapEdge", node: { __typename: "Beatmap", id, status: "WIP" } })),
          },
        },
      });
    type Data = {
      userBeatmapsConnection: { totalCount: number; pageInfo: { endCursor: string | null }; edges: { node: { id: string } }[] };
    };
    const read = (userId: string) =>
      cache.readQuery<Data>({ query: USER_BEATMAPS, variables: { userId, after: null } })?.userBeatmapsConnection;
    write("1", null, ["10", "9"], "c9");
    write("1", "c9", ["9", "8"], null, 4);
    expect(read("1")?.edges.map((e) => e.node.id)).toEqual(["10", "9", "8"]);
    expect(read("1")?.pageInfo.endCursor).toBeNull();
    expect(read("1")?.totalCount).toBe(4);
    // Another member is another list.
    expect(read("2")).toBeUndefined();
    write("2", null, ["9"], null, 1);
    expect(read("2")?.edges.map((e) => e.node.id)).toEqual(["9"]);
    expect(read("1")?.edges.map((e) => e.node.id)).toEqual(["10", "9", "8"]);
    // A refetch of the first page replaces the pages shown.
    write("1", null, ["11", "10"], "c10");
    expect(read("1")?.edges.map((e) => e.node.id)).toEqual(["11", "10"]);
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

describe("mappableArtistsConnection (the artist pickers' search)", () => {
  const ARTISTS = gql`
    query A($search: String, $after: String) {
      mappableArtistsConnection(search: $search, first: 2, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          id
          label
        }
      }
    }
  `;
  type Data = { mappableArtistsConnection: { nodes: { id: string }[] } };
  const page = (ids: string[], endCursor: string | null) => ({
    mappableArtistsConnection: {
      __typename: "ArtistConnection",
      pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
      nodes: ids.map((id) => ({ __typename: "Artist", id, label: `Artist ${id}` })),
    },
  });

  it("keeps one list per search text; a page after a cursor appends (without repeats), a first page starts over", () => {
    const cache = createCache();
    const write = (search: string | null, after: string | null, ids: string[], endCursor: string | null) =>
      cache.writeQuery({ query: ARTISTS, variables: { search, after }, data: page(ids, endCursor) });
    const ids = (search: string | null) =>
      cache
        .readQuery<Data>({ query: ARTISTS, variables: { search, after: null } })
        ?.mappableArtistsConnection.nodes.map((n) => n.id);
    write("ca", null, ["1", "2"], "c2");
    write("ca", "c2", ["2", "3"], null);
    expect(ids("ca")).toEqual(["1", "2", "3"]);
    expect(ids("cam")).toBeUndefined();
    write("cam", null, ["1"], null);
    expect(ids("cam")).toEqual(["1"]);
    expect(ids("ca")).toEqual(["1", "2", "3"]);
    write("ca", null, ["4"], null);
    expect(ids("ca")).toEqual(["4"]);
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
