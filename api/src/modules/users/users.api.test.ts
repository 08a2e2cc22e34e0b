import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { SpendCategory, UserGroup } from "../../core/enums";
import { SpentPoints } from "../points/spent-points.entity";
import { User } from "./user.entity";

describe("users over HTTP (REST shim and GraphQL)", () => {
  let server: TestServer;
  let mapper: User;
  let other: User;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    mapper = await f.user({
      osuId: 101,
      username: "DemoMapper",
      insanePoints: 10.44,
      osuPoints: 10.44,
      hostPoints: 3,
      missionPoints: 10,
      totalPoints: 23.44,
      rank: 0,
      spentPoints: 5,
      discordId: "123",
    });
    other = await f.user({ osuId: 555, username: "Other", questPoints: 400, totalPoints: 400, rank: 2 });
    await f.user({ osuId: 100, username: "DemoAdmin", group: UserGroup.admin });
    await server.database.dataSource
      .getRepository(SpentPoints)
      .save({ userId: mapper.id, amount: 5, category: SpendCategory.reopenQuest, reason: "Re-opened quest" });
  });
  afterAll(async () => {
    await server.close();
  });

  test("GET /api/me is null when signed out and the full current user when signed in", async () => {
    const anon = new Visitor(server.url);
    expect(await anon.getJson("/api/me")).toEqual({ status: 200, json: null });
    const v = new Visitor(server.url);
    await v.login(101);
    const me = (await v.getJson("/api/me")).json as Record<string, unknown>;
    expect(me).toMatchObject({
      osuId: 101,
      username: "DemoMapper",
      group: "user",
      isShowcaseMapper: false,
      isContestHelper: false,
      isMentorshipAdmin: false,
      isWorldCupHelper: false,
      availablePoints: 18.4,
      pointsInfo: { total: 23.4, available: 18.4, mapping: 10.4, modding: 0, other: 13 },
    });
    expect(me).not.toHaveProperty("discordId");
  });

  test("toggles over REST: signed-out and a bad value refused (200 { error }, the original's texts); own flag updated", async () => {
    const anon = new Visitor(server.url);
    expect(await anon.post("/api/toggleIsShowcaseMapper", { value: true })).toEqual({
      status: 200,
      json: { error: "Unauthorized - May need to login first" },
    });
    const v = new Visitor(server.url);
    await v.login(101);
    expect(await v.post("/api/toggleIsContestHelper", { value: "yes" })).toEqual({
      status: 200,
      json: { error: "value must be true or false" },
    });
    expect(await v.post("/api/toggleIsContestHelper", {})).toMatchObject({ status: 200, json: { error: expect.any(String) } });
    const res = await v.post("/api/toggleIsShowcaseMapper", { value: true });
    expect(res).toMatchObject({ status: 200, json: { username: "DemoMapper", isShowcaseMapper: true } });
    expect((await v.post("/api/toggleIsContestHelper", { value: true })).json).toMatchObject({
      isContestHelper: true,
      isShowcaseMapper: true,
    });
    expect((await v.post("/api/toggleIsShowcaseMapper", { value: false })).json).toMatchObject({ isShowcaseMapper: false });
    const stored = await server.database.dataSource.getRepository(User).findOneByOrFail({ id: other.id });
    expect(stored.isContestHelper).toBe(false);
  });

  test("toggles over GraphQL", async () => {
    const anon = new Visitor(server.url);
    const denied = await anon.gql("mutation { setContestHelper(value: true) { isContestHelper } }");
    expect(denied.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const v = new Visitor(server.url);
    await v.login(101);
    const ok = await v.gql<{ setContestHelper: { isContestHelper: boolean } }>(
      "mutation { setContestHelper(value: false) { isContestHelper } }",
    );
    expect(ok.data?.setContestHelper.isContestHelper).toBe(false);
    const bad = await v.gql('mutation { setContestHelper(value: "no") { isContestHelper } }');
    expect(bad.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  test("cross-site writes are refused (the shim's 200 { error }: docs/rest-shim.md)", async () => {
    const v = new Visitor(server.url);
    await v.login(101);
    const res = await v.fetch("/api/toggleIsShowcaseMapper", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ value: true }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: "Cross-site request refused" });
    const stored = await server.database.dataSource.getRepository(User).findOneByOrFail({ osuId: 101 });
    expect(stored.isShowcaseMapper).toBe(false);
  });

  test("the public User type carries no private fields", async () => {
    const v = new Visitor(server.url);
    const { data } = await v.gql<{ __type: { fields: { name: string }[] } }>('{ __type(name: "User") { fields { name } } }');
    const fields = data!.__type.fields.map((f) => f.name);
    for (const secret of [
      "group",
      "discordId",
      "isShowcaseMapper",
      "isContestHelper",
      "globalRank",
      "ppOsu",
      "spentPointsTotal",
      "queuedBadge",
    ]) {
      expect(fields).not.toContain(secret);
    }
    expect(fields).toEqual(
      expect.arrayContaining(["id", "osuId", "username", "rank", "pointsInfo", "pointsBreakdown", "badgeProgress"]),
    );
  });

  test("users list and detail: breakdown rows sum to the total", async () => {
    const v = new Visitor(server.url);
    const { data } = await v.gql<{
      users: { totalCount: number; users: { username: string }[] };
      user: { pointsBreakdown: { total: number; categories: { points: number }[] } };
    }>(
      `query($id: ID!) { users(limit: 10) { totalCount users { username } } user(id: $id) { pointsBreakdown { total categories { key points } } } }`,
      { id: String(mapper.id) },
    );
    expect(data!.users.users.map((u) => u.username)).toEqual(["Other", "DemoMapper", "DemoAdmin"]);
    const b = data!.user.pointsBreakdown;
    expect(b.total).toBe(23.4);
    expect(Math.round(b.categories.reduce((s, c) => s + c.points, 0) * 10) / 10).toBe(23.4);
  });

  test("spending history: yours and admins' only", async () => {
    const q = `query($id: ID!) { user(id: $id) { spentPoints { amount category reason } } }`;
    const anon = new Visitor(server.url);
    expect((await anon.gql(q, { id: String(mapper.id) })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const stranger = new Visitor(server.url);
    await stranger.login(555);
    expect((await stranger.gql(q, { id: String(mapper.id) })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const self = new Visitor(server.url);
    await self.login(101);
    expect((await self.gql<{ user: { spentPoints: unknown[] } }>(q, { id: String(mapper.id) })).data?.user.spentPoints).toEqual([
      { amount: 5, category: "reopenQuest", reason: "Re-opened quest" },
    ]);
    const admin = new Visitor(server.url);
    await admin.login(100);
    expect(
      (await admin.gql<{ user: { spentPoints: unknown[] } }>(q, { id: String(mapper.id) })).data?.user.spentPoints,
    ).toHaveLength(1);
  });

  test("unknown REST paths answer 404 { error: 'Not Found' }; malformed JSON is a 400", async () => {
    const v = new Visitor(server.url);
    expect(await v.getJson("/api/nope")).toEqual({ status: 404, json: { error: "Not Found" } });
    const res = await v.fetch("/api/toggleIsShowcaseMapper", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Bad request" });
  });
});
