import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { walkForward } from "../../../test/connections";
import { fixtures } from "../../../test/fixtures";
import { MissionStatus, UserGroup } from "../../core/enums";
import { encodeCursor } from "../../core/connection";

const DAY = 86_400_000;

const PAGE = `query ($search: String, $first: Int, $after: String) {
  adminMissionsConnection(search: $search, first: $first, after: $after) {
    edges { cursor node { id name } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;
const OLD = `{ adminMissions { id name } }`;

describe("adminMissionsConnection: every mission, newest first, as keyset pages", () => {
  let server: TestServer;
  let admin: Visitor;
  let member: Visitor;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    await f.user({ osuId: 750, username: "MissionAdmin", group: UserGroup.admin });
    await f.user({ osuId: 751, username: "MissionMember" });
    // Every status, hidden and unannounced ones too; four created in the same millisecond.
    const same = new Date(Date.now() - 40 * DAY);
    const statuses = [MissionStatus.open, MissionStatus.closed, MissionStatus.hidden];
    for (let i = 0; i < 10; i++) {
      await f.mission({
        name: i % 4 === 0 ? `Lantern Run ${i}` : `Priority ${i}`,
        status: statuses[i % 3],
        openingAnnounced: i % 3 !== 2,
        createdAt: i < 4 ? same : new Date(Date.now() - (i + 1) * DAY),
      });
    }
    await f.mission({ name: "100%_literal" });
    admin = new Visitor(server.url);
    await admin.login(750);
    member = new Visitor(server.url);
    await member.login(751);
  });
  afterAll(async () => {
    await server.close();
  });

  async function all(vars: Record<string, unknown>, first: number): Promise<{ names: string[]; ids: string[]; total: number }> {
    const { nodes, total } = await walkForward<{ name: string; id: string }>(admin, PAGE, "adminMissionsConnection", vars, first);
    return { names: nodes.map((n) => n.name), ids: nodes.map((n) => n.id), total: total! };
  }

  test.each([1, 2, 3, 50])("pages of %i hold every mission once, newest first, ties by id", async (first) => {
    const rows: { id: number }[] = await server.database.dataSource.query(
      `SELECT id FROM missions ORDER BY date_trunc('milliseconds', created_at) DESC, id DESC`,
    );
    expect(rows).toHaveLength(11);
    const { ids, total } = await all({}, first);
    expect(ids).toEqual(rows.map((r) => String(r.id)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(total).toBe(11);
  });

  test("the same missions as adminMissions; apart from ties in one millisecond, the same order", async () => {
    const old = await admin.gql<{ adminMissions: { id: string; name: string }[] }>(OLD);
    expect(old.errors).toBeUndefined();
    const expected = old.data!.adminMissions.map((m) => m.name);
    const { names } = await all({}, 4);
    expect([...names].sort()).toEqual([...expected].sort());
    // The four created together come last (oldest: 40 days ago), the rest in the old order.
    expect(names.slice(0, 7)).toEqual(expected.slice(0, 7));
    expect(names.slice(7).sort()).toEqual(["Lantern Run 0", "Priority 1", "Priority 2", "Priority 3"]);
  });

  test("search keeps the names containing it, ignoring case, with wildcards taken literally; totalCount counts the matches", async () => {
    expect(await all({ search: "lantern" }, 1)).toMatchObject({
      names: ["Lantern Run 4", "Lantern Run 8", "Lantern Run 0"],
      total: 3,
    });
    expect(await all({ search: "  LANTERN run 8 " }, 5)).toMatchObject({ names: ["Lantern Run 8"], total: 1 });
    expect(await all({ search: "%_" }, 5)).toMatchObject({ names: ["100%_literal"], total: 1 });
    expect(await all({ search: "nothing like it" }, 5)).toEqual({ names: [], ids: [], total: 0 });
    const long = await admin.gql(PAGE, { search: "x".repeat(101) });
    expect(long.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  test("admins only, refused with the old field's codes", async () => {
    for (const [visitor, code] of [
      [member, "FORBIDDEN"],
      [new Visitor(server.url), "UNAUTHENTICATED"],
    ] as const) {
      const res = await visitor.gql(PAGE, { first: 2 });
      expect(res.errors?.[0].extensions?.code).toBe(code);
      expect(res.data ?? null).toBeNull();
      expect((await visitor.gql(OLD)).errors?.[0].extensions?.code).toBe(code);
    }
  });

  test("a bad cursor and first out of range are bad input", async () => {
    for (const after of ["nonsense", encodeCursor([1, 2]), encodeCursor(["2025-01-01T00:00:00.000Z", 1, 2])]) {
      const res = await admin.gql(PAGE, { first: 2, after });
      expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(res.errors?.[0].message).toBe("Invalid cursor");
    }
    // A cursor of the right shape whose time is not a time: the database refuses the value, still as bad input.
    const notATime = await admin.gql(PAGE, { first: 2, after: encodeCursor(["not a date", 2]) });
    expect(notATime.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    for (const first of [0, 101]) {
      const res = await admin.gql(PAGE, { first });
      expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(res.errors?.[0].message).toMatch(/first must be between 1 and 100/);
    }
  });
});
