import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { AdminAuditEntry } from "./admin-audit.entity";
import { AdminActionKind, AdminTargetType } from "./audit.rules";
import { memberTarget, recordAdminAction } from "./audit.service";

const LOG = `query ($first: Int, $after: String, $actor: String, $member: String, $targetType: AdminTargetType, $targetId: ID,
  $kinds: [AdminActionKind!], $from: DateTimeISO, $to: DateTimeISO) {
  adminAuditLog(first: $first, after: $after, actor: $actor, member: $member, targetType: $targetType, targetId: $targetId,
    kinds: $kinds, from: $from, to: $to) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id kind targetType targetId targetLabel oldValue newValue reason createdAt actor { username } }
  }
}`;

interface Entry {
  id: string;
  kind: string;
  targetType: string;
  targetId: number | null;
  targetLabel: string | null;
  oldValue: string | null;
  newValue: string | null;
  reason: string | null;
  createdAt: string;
  actor: { username: string } | null;
}
type LogData = {
  adminAuditLog: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Entry[] };
};

describe("the admin audit log over HTTP (real server, real database)", () => {
  let server: TestServer;
  let admin: Visitor;
  let member: Visitor;
  let target: Visitor;
  let anonymous: Visitor;
  let a1: User;
  let a2: User;
  let t: User;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    a1 = await f.user({ osuId: 7101, username: "AuditAdmin", group: UserGroup.admin });
    a2 = await f.user({ osuId: 7102, username: "OtherAdmin", group: UserGroup.admin });
    await f.user({ osuId: 7103, username: "AuditMember" });
    t = await f.user({ osuId: 7104, username: "AuditTarget" });
    admin = new Visitor(server.url);
    member = new Visitor(server.url);
    target = new Visitor(server.url);
    anonymous = new Visitor(server.url);
    await admin.login(7101);
    await member.login(7103);
    await target.login(7104);
    const m = server.database.dataSource.manager;
    const at = (d: string) => new Date(`${d}T12:00:00Z`);
    await recordAdminAction(m, {
      actorId: a1.id,
      kind: AdminActionKind.pointsAdjustment,
      ...memberTarget(t),
      newValue: 5,
      reason: "late entry",
      at: at("2026-01-10"),
    });
    await recordAdminAction(m, {
      actorId: a2.id,
      kind: AdminActionKind.badge,
      ...memberTarget(t),
      oldValue: 1,
      newValue: 2,
      at: at("2026-02-10"),
    });
    await recordAdminAction(m, {
      actorId: a1.id,
      kind: AdminActionKind.contestApproval,
      targetType: AdminTargetType.contest,
      targetId: 42,
      targetLabel: "Cup",
      oldValue: false,
      newValue: true,
      at: at("2026-03-10"),
    });
    await recordAdminAction(m, {
      actorId: null,
      kind: AdminActionKind.import,
      targetType: AdminTargetType.importRun,
      targetId: null,
      newValue: "3 collections",
      at: at("2026-04-10"),
    });
  });
  afterAll(() => server.close());

  it("is for admins only: anonymous, a member and the target member are refused", async () => {
    expect((await anonymous.gql(LOG)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await member.gql(LOG)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const own = await target.gql(LOG, { member: "AuditTarget" });
    expect(own.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(own.data).toBeNull();
  });

  it("lists every entry newest first with actor, target, values and reason", async () => {
    const r = await admin.gql<LogData>(LOG);
    expect(r.errors).toBeUndefined();
    const log = r.data!.adminAuditLog;
    expect(log.totalCount).toBe(4);
    expect(log.nodes.map((n) => n.kind)).toEqual(["import", "contestApproval", "badge", "pointsAdjustment"]);
    expect(log.nodes[0].actor).toBeNull();
    expect(log.nodes[3]).toMatchObject({
      actor: { username: "AuditAdmin" },
      targetType: "user",
      targetId: t.id,
      targetLabel: "AuditTarget",
      oldValue: null,
      newValue: "5",
      reason: "late entry",
      createdAt: "2026-01-10T12:00:00.000Z",
    });
  });

  it("filters by actor, member, target, kind and date, and pages", async () => {
    const kinds = async (v: Record<string, unknown>) => {
      const r = await admin.gql<LogData>(LOG, v);
      expect(r.errors).toBeUndefined();
      return r.data!.adminAuditLog.nodes.map((n) => n.kind);
    };
    expect(await kinds({ actor: "auditadmin" })).toEqual(["contestApproval", "pointsAdjustment"]);
    expect(await kinds({ actor: "7102" })).toEqual(["badge"]);
    expect(await kinds({ member: "AuditTarget" })).toEqual(["badge", "pointsAdjustment"]);
    expect(await kinds({ targetType: "contest", targetId: "42" })).toEqual(["contestApproval"]);
    expect(await kinds({ targetType: "contest", targetId: "43" })).toEqual([]);
    expect(await kinds({ kinds: ["badge", "import"] })).toEqual(["import", "badge"]);
    expect(await kinds({ from: "2026-02-01T00:00:00Z", to: "2026-03-31T00:00:00Z" })).toEqual(["contestApproval", "badge"]);
    expect(await kinds({ from: "2026-03-10T12:00:00Z" })).toEqual(["import", "contestApproval"]);

    const first = await admin.gql<LogData>(LOG, { first: 3 });
    expect(first.data!.adminAuditLog.pageInfo.hasNextPage).toBe(true);
    const rest = await admin.gql<LogData>(LOG, { first: 3, after: first.data!.adminAuditLog.pageInfo.endCursor });
    expect(rest.data!.adminAuditLog.nodes.map((n) => n.kind)).toEqual(["pointsAdjustment"]);
    expect(rest.data!.adminAuditLog.pageInfo.hasNextPage).toBe(false);
  });

  it("answers bad filters with a clear message", async () => {
    const code = async (v: Record<string, unknown>) => (await admin.gql(LOG, v)).errors?.[0];
    expect(await code({ actor: "NobodyHere" })).toMatchObject({
      message: "Cannot find user!",
      extensions: { code: "NOT_FOUND" },
    });
    expect(await code({ from: "2026-05-01T00:00:00Z", to: "2026-01-01T00:00:00Z" })).toMatchObject({
      message: "The start date must be before the end date",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await code({ targetId: "3" }))?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await code({ targetType: "contest", targetId: "x" }))?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await code({ after: "garbage" }))?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await code({ first: 500 }))?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("a token without the admin scope cannot read it", async () => {
    const created = await admin.gql<{ createApiToken: { secret: string } }>(
      `mutation { createApiToken(input: { name: "reader", scopes: [READ] }) { secret } }`,
    );
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${created.data!.createApiToken.secret}` },
      body: JSON.stringify({ query: LOG }),
    });
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(await server.database.dataSource.getRepository(AdminAuditEntry).count()).toBe(4);
  });
});
