import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { walkForward } from "../../../test/connections";
import { fixtures } from "../../../test/fixtures";
import { contestFixtures } from "../../../test/contest-fixtures";
import { Mode, UserGroup } from "../../core/enums";
import { ContestStatus } from "./contest.entity";

// The contests listing (`contests`) has been a Relay connection since it was built; this file checks it keeps the
// convention every list follows (docs/api-guide.md "Pagination"), as the other `*.connection.api.test.ts` files do.

const PAGE = `query ($category: ContestCategory!, $mode: Mode, $search: String, $first: Int!, $after: String) {
  contests(category: $category, mode: $mode, search: $search, first: $first, after: $after) {
    edges { cursor node { name } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

describe("contests: the contests listing follows the connection convention", () => {
  let server: TestServer;
  let member: Visitor;
  let admin: Visitor;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    const cf = contestFixtures(server.database.dataSource);
    await f.user({ osuId: 750, username: "ListMember" });
    await f.user({ osuId: 751, username: "ListAdmin", group: UserGroup.admin });
    const same = new Date(Date.UTC(2025, 0, 1));
    // Four contests share one creation time (and start), so only the id breaks their tie.
    for (let i = 0; i < 11; i++) {
      await cf.contest({
        name: `Listed contest ${i}`,
        isApproved: i !== 9,
        status: i === 8 ? ContestStatus.complete : i === 10 ? ContestStatus.hidden : ContestStatus.beatmapping,
        mode: i % 2 ? Mode.taiko : Mode.osu,
        createdAt: i < 4 ? same : new Date(same.getTime() + i * 1000),
        ...(i < 4 ? { contestStart: same } : {}),
      });
    }
    member = new Visitor(server.url);
    await member.login(750);
    admin = new Visitor(server.url);
    await admin.login(751);
  });
  afterAll(async () => {
    await server.close();
  });

  async function all(v: Visitor, vars: Record<string, unknown>, first: number): Promise<{ names: string[]; total: number }> {
    const { nodes, total } = await walkForward<{ name: string }>(v, PAGE, "contests", vars, first);
    return { names: nodes.map((n) => n.name), total: total! };
  }

  test.each([
    { category: "active" },
    { category: "active", mode: "taiko" },
    { category: "active", search: "contest 1" },
    { category: "completed" },
  ])("pages of 2 give exactly one page of 100, in its order (ties included): %j", async (vars) => {
    const whole = await all(member, vars, 100);
    expect(whole.names.length).toBeGreaterThan(0);
    const paged = await all(member, vars, 2);
    expect(paged.names).toEqual(whole.names);
    expect(paged.total).toBe(whole.names.length);
  });

  test("the category filter is the listing's: hidden and unapproved contests are not active", async () => {
    const { names } = await all(member, { category: "active" }, 3);
    expect(names).toHaveLength(8);
    expect(names).not.toContain("Listed contest 9");
    expect(names).not.toContain("Listed contest 10");
  });

  test("first over 100 and a bad cursor are refused as bad input", async () => {
    const big = await member.gql(PAGE, { category: "active", first: 101 });
    expect(big.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(big.errors?.[0].message).toMatch(/first must be between 1 and 100/);
    const cursor = await member.gql(PAGE, { category: "active", first: 2, after: "nonsense" });
    expect(cursor.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(cursor.errors?.[0].message).toBe("Invalid cursor");
  });

  test("members only; the pending-approval category for admins only", async () => {
    const anonymous = await new Visitor(server.url).gql(PAGE, { category: "active", first: 2 });
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const pending = await member.gql(PAGE, { category: "pendingApproval", first: 2 });
    expect(pending.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await all(admin, { category: "pendingApproval" }, 1)).names).toEqual(["Listed contest 9"]);
  });
});
