import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { walkForward } from "../../../test/connections";
import { fixtures } from "../../../test/fixtures";
import { recordStatements } from "../../../test/statements";

interface Page {
  usersConnection: {
    edges: { cursor: string; node: { username: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
}

const PAGE = `query ($mode: Mode, $search: String, $sort: UserSort, $ascending: Boolean, $first: Int, $after: String) {
  usersConnection(mode: $mode, search: $search, sort: $sort, ascending: $ascending, first: $first, after: $after) {
    edges { cursor node { username } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

const OLD = `query ($mode: Mode, $search: String, $sort: UserSort, $ascending: Boolean) {
  users(mode: $mode, search: $search, sort: $sort, ascending: $ascending, limit: 100) { users { username } totalCount }
}`;

describe("usersConnection: the public members list as keyset pages", () => {
  let server: TestServer;
  let anonymous: Visitor;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    const same = new Date(Date.UTC(2025, 0, 1));
    // Ties in total points, in osu! points and in creation time; names differing only in case.
    for (let i = 0; i < 13; i++) {
      await f.user({
        osuId: 9000 + i,
        username: i % 4 === 0 ? `Member${i}` : `member${i}`,
        totalPoints: [5, 12.5, 0][i % 3],
        osuPoints: i % 2 ? 3 : 0,
        createdAt: i < 5 ? same : new Date(same.getTime() + i * 1000),
      });
    }
    anonymous = new Visitor(server.url);
  });
  afterAll(async () => {
    await server.close();
  });

  async function all(vars: Record<string, unknown>, first: number): Promise<{ names: string[]; total: number }> {
    const { nodes, total } = await walkForward<{ username: string }>(anonymous, PAGE, "usersConnection", vars, first);
    return { names: nodes.map((n) => n.username), total: total! };
  }

  async function unpaged(vars: Record<string, unknown>): Promise<string[]> {
    const res = await anonymous.gql<{ users: { users: { username: string }[] } }>(OLD, vars);
    expect(res.errors).toBeUndefined();
    return res.data!.users.users.map((u) => u.username);
  }

  test.each([
    {},
    { ascending: true },
    { sort: "name" },
    { sort: "name", ascending: false },
    { sort: "joined" },
    { sort: "joined", ascending: true },
    { mode: "osu" },
    { search: "member1" },
  ])("pages of 2 give exactly the unpaged list, in its order (ties included): %j", async (vars) => {
    const expected = await unpaged(vars);
    expect(expected.length).toBeGreaterThan(0);
    const { names, total } = await all(vars, 2);
    expect(names).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  test("a page and its total are one statement; past the last member the total is counted on its own", async () => {
    const statements = recordStatements();
    statements.take();
    const first = await anonymous.gql<Page>(PAGE, { first: 2 });
    const sent = statements.take().filter((q) => /"users"/.test(q));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/\(SELECT COUNT\(/i);
    const { total } = await all({}, 50);
    expect(first.data!.usersConnection.totalCount).toBe(total);
    statements.take();

    // An empty page carries no total: it is counted by a statement of its own, and is still right.
    const none = await anonymous.gql<Page>(PAGE, { first: 2, search: "nobody-is-called-this" });
    expect(none.data!.usersConnection).toMatchObject({ edges: [], totalCount: 0 });
    expect(statements.take().filter((q) => /"users"/.test(q))).toHaveLength(2);
  });

  test("first over 100 and a bad cursor are refused as bad input", async () => {
    const big = await anonymous.gql(PAGE, { first: 101 });
    expect(big.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(big.errors?.[0].message).toMatch(/first must be between 1 and 100/);
    const cursor = await anonymous.gql(PAGE, { first: 2, after: "nonsense" });
    expect(cursor.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(cursor.errors?.[0].message).toBe("Invalid cursor");
  });

  test("public, like users: no sign-in needed", async () => {
    const res = await new Visitor(server.url).gql<Page>(PAGE, { first: 1 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.usersConnection.edges).toHaveLength(1);
  });
});
