import { startTestServer, Visitor, type TestServer } from "../../test/harness";
import { fixtures } from "../../test/fixtures";
import { ArtistStatus, UserGroup } from "../core/enums";
import { PointsAdjustment } from "../modules/points/points-adjustment.entity";
import { ApiToken } from "../modules/tokens/api-token.entity";
import { ENDED_TOKENS_KEPT } from "../modules/tokens/tokens.service";

// Complete connections (issue 26): every connection pages both ways (first/after, last/before), answers its whole
// pageInfo and a totalCount; the lists that grow have connections (the old list fields are deprecated).

interface Conn {
  nodes: { id: string }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

const PAGE_INFO = "pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount";

describe("connections both ways", () => {
  let server: TestServer;
  let anonymous: Visitor;
  let member: Visitor;
  let admin: Visitor;
  let memberId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.dataSource;
    const f = fixtures(db);
    const member1 = await f.user({ osuId: 5201, username: "ConnMember" });
    memberId = member1.id;
    const host = await f.user({ osuId: 5202, username: "ConnHost" });
    const adminUser = await f.user({ osuId: 5200, username: "ConnAdmin", group: UserGroup.admin });
    for (let i = 0; i < 7; i++) {
      const artist = await f.artist({
        label: `Conn Artist ${i}`,
        status: ArtistStatus.public,
        osuId: 9100 + i,
        isUpToDate: true,
      });
      const song = await f.song(artist);
      await f.beatmap(song, host, { createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 3))) });
      await f.log(`conn log ${i}`);
      await f.mission({ name: `Conn mission ${i}` });
    }
    for (let i = 0; i < 5; i++) {
      await db
        .getRepository(PointsAdjustment)
        .save(
          db
            .getRepository(PointsAdjustment)
            .create({ userId: member1.id, amount: i + 1, reason: `r${i}`, createdById: adminUser.id }),
        );
    }
    anonymous = new Visitor(server.url);
    member = new Visitor(server.url);
    await member.login(5201);
    admin = new Visitor(server.url);
    await admin.login(5200);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Every item forward (pages of 2), then backward (pages of 3 from the end): the same items in the same order. */
  async function bothWays(v: Visitor, field: string, args = "", item = "id"): Promise<{ ids: string[]; total: number }> {
    const q = (paging: string) => `{ ${field}(${[args, paging].filter(Boolean).join(", ")}) { nodes { ${item} } ${PAGE_INFO} } }`;
    const forward: string[] = [];
    let after: string | null = null;
    let total = -1;
    for (let i = 0; i < 50; i++) {
      const res: { data?: Record<string, Conn>; errors?: unknown } = await v.gql<Record<string, Conn>>(
        q(`first: 2${after ? `, after: "${after}"` : ""}`),
      );
      expect(res.errors).toBeUndefined();
      const page: Conn = res.data![field];
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      total = page.totalCount;
      forward.push(...page.nodes.map((n) => n.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const backward: string[][] = [];
    let before: string | null = null;
    for (let i = 0; i < 50; i++) {
      const res: { data?: Record<string, Conn>; errors?: unknown } = await v.gql<Record<string, Conn>>(
        q(`last: 3${before ? `, before: "${before}"` : ""}`),
      );
      expect(res.errors).toBeUndefined();
      const page: Conn = res.data![field];
      expect(page.totalCount).toBe(total);
      backward.unshift(page.nodes.map((n) => n.id));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(backward.flat()).toEqual(forward);
    expect(total).toBe(forward.length);
    return { ids: forward, total };
  }

  test.each([
    ["logsConnection", "", anonymousVisitor],
    ["homeArtistsConnection", "", anonymousVisitor],
    ["usersConnection", "", anonymousVisitor],
    ["beatmapsConnection", "", memberVisitor],
    ["missionsConnection", "", memberVisitor],
    ["adminBeatmapsConnection", "", adminVisitor],
    ["mappableArtistsConnection", "", memberVisitor],
    ["myShowcaseArtistsConnection", "", memberVisitor],
  ])("%s pages forward and backward over the same items, with totalCount", async (field, args, who) => {
    const { total } = await bothWays(who(), field, args);
    expect(total).toBeGreaterThanOrEqual(field === "myShowcaseArtistsConnection" ? 0 : 3);
  });

  function anonymousVisitor() {
    return anonymous;
  }
  function memberVisitor() {
    return member;
  }
  function adminVisitor() {
    return admin;
  }

  test("the issue's four connections answer totalCount (it was null)", async () => {
    const res = await member.gql<Record<string, { totalCount: number }>>(
      `{ homeArtistsConnection { totalCount } beatmapsConnection { totalCount } missionsConnection { totalCount } logsConnection { totalCount } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      homeArtistsConnection: { totalCount: 7 },
      beatmapsConnection: { totalCount: 7 },
      missionsConnection: { totalCount: 7 },
      logsConnection: { totalCount: expect.any(Number) },
    });
    expect(res.data!.logsConnection.totalCount).toBeGreaterThanOrEqual(7);
  });

  test("first and last together, or out of range, are bad input", async () => {
    for (const paging of ["first: 2, last: 2", "last: 0", "last: 101"]) {
      const res = await anonymous.gql(`{ logsConnection(${paging}) { totalCount } }`);
      expect([paging, res.errors?.[0].extensions?.code]).toEqual([paging, "BAD_USER_INPUT"]);
    }
  });

  test("pointsAdjustmentsConnection: admins only, by member id or osu! id, both ways", async () => {
    const { ids } = await bothWays(admin, "pointsAdjustmentsConnection", `userId: "${memberId}"`);
    expect(ids).toHaveLength(5);
    const byOsu = await admin.gql<{ pointsAdjustmentsConnection: { totalCount: number } }>(
      `{ pointsAdjustmentsConnection(osuId: 5201) { totalCount } }`,
    );
    expect(byOsu.data!.pointsAdjustmentsConnection.totalCount).toBe(5);
    const points = await admin.gql<{ adminUserPoints: { user: { username: string } } }>(
      `{ adminUserPoints(osuId: 5201) { user { username } } }`,
    );
    expect(points.data!.adminUserPoints.user.username).toBe("ConnMember");
    const refused = await member.gql(`{ pointsAdjustmentsConnection(userId: "${memberId}") { totalCount } }`);
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  test("myApiTokensConnection pages; the ended tokens kept do not grow with create-and-revoke cycles", async () => {
    const cycles = ENDED_TOKENS_KEPT + 5;
    for (let i = 0; i < cycles; i++) {
      const made = await member.gql<{ createApiToken: { token: { id: string } } }>(
        `mutation { createApiToken(input: { name: "cycle ${i}", scopes: [READ] }) { token { id } } }`,
      );
      expect(made.errors).toBeUndefined();
      const revoked = await member.gql(`mutation { revokeApiToken(id: "${made.data!.createApiToken.token.id}") { id } }`);
      expect(revoked.errors).toBeUndefined();
    }
    const rows = await server.database.dataSource.getRepository(ApiToken).countBy({ userId: memberId });
    expect(rows).toBe(ENDED_TOKENS_KEPT);
    const { total } = await bothWays(member, "myApiTokensConnection");
    expect(total).toBe(ENDED_TOKENS_KEPT);
    const old = await member.gql<{ myApiTokens: unknown[] }>(`{ myApiTokens { id } }`);
    expect(old.data!.myApiTokens).toHaveLength(ENDED_TOKENS_KEPT);
  });
});
