import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { LogCategory } from "../../core/enums";

describe("logs over HTTP (public)", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    const u = await f.user({ username: "Logger", osuId: 77 });
    for (let i = 0; i < 130; i++) {
      await f.log(`did thing ${i}`, {
        userId: i % 2 ? u.id : null,
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 1000),
        category: i === 5 ? LogCategory.error : LogCategory.party,
      });
    }
  });
  afterAll(async () => {
    await server.close();
  });

  test("GraphQL: newest first, 100 per page, cursor to the next page, error entries hidden, automation has no user", async () => {
    const v = new Visitor(server.url);
    const q = `query($after: String) { logs(after: $after) { nextCursor logs { action user { username osuId } } } }`;
    const p1 = await v.gql<{ logs: { nextCursor: string; logs: { action: string; user: { username: string } | null }[] } }>(q);
    expect(p1.data!.logs.logs).toHaveLength(100);
    expect(p1.data!.logs.logs[0]).toEqual({ action: "did thing 129", user: { username: "Logger", osuId: 77 } });
    expect(p1.data!.logs.logs[1].user).toBeNull();
    const p2 = await v.gql<{ logs: { nextCursor: string | null; logs: { action: string }[] } }>(q, {
      after: p1.data!.logs.nextCursor,
    });
    expect(p2.data!.logs.logs).toHaveLength(29);
    expect(p2.data!.logs.nextCursor).toBeNull();
    expect(p2.data!.logs.logs.map((l) => l.action)).not.toContain("did thing 5");
  });

  test("GraphQL logsConnection: Relay pages of at most 100, newest first, error entries hidden", async () => {
    const v = new Visitor(server.url);
    const q = `query($after: String, $first: Int) {
      logsConnection(first: $first, after: $after) { edges { cursor node { action } } pageInfo { hasNextPage endCursor } }
    }`;
    type Answer = {
      logsConnection: {
        edges: { cursor: string; node: { action: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    };
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 5; i++) {
      const page: { data?: Answer } = await v.gql<Answer>(q, { first: 50, after });
      const c = page.data!.logsConnection;
      seen.push(...c.edges.map((e) => e.node.action));
      if (!c.pageInfo.hasNextPage) break;
      expect(c.pageInfo.endCursor).toBe(c.edges[c.edges.length - 1].cursor);
      after = c.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(129);
    expect(seen[0]).toBe("did thing 129");
    expect(seen).not.toContain("did thing 5");
    const tooMany = await v.gql(q, { first: 101 });
    expect(tooMany.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  test("REST /api/logs/query keeps the original's skip paging and offers the cursor", async () => {
    const v = new Visitor(server.url);
    const first = (await v.getJson("/api/logs/query")).json as { logs: { action: string }[]; nextCursor: string };
    expect(first.logs).toHaveLength(100);
    const skipped = (await v.getJson("/api/logs/query?skip=100")).json as { logs: { action: string }[] };
    expect(skipped.logs).toHaveLength(29);
    const cursor = (await v.getJson(`/api/logs/query?after=${first.nextCursor}`)).json as { logs: { action: string }[] };
    expect(cursor.logs.map((l) => l.action)).toEqual(skipped.logs.map((l) => l.action));
    expect(await v.getJson("/api/logs/query?skip=-1")).toEqual({ status: 200, json: { error: "Invalid skip" } });
  });
});
