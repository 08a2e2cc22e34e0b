import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { UserGroup } from "../../core/enums";
import { AdminAuditEntry } from "../audit/admin-audit.entity";
import { Log } from "../logs/log.entity";
import { User } from "./user.entity";
import { ROLE_TEXT } from "./users-admin.rules";

const SET_ROLE = `mutation ($userId: ID!, $role: MemberRole!, $value: Boolean!) {
  adminSetMemberRole(userId: $userId, role: $role, value: $value) {
    user { id username } group isMentorshipAdmin isWorldCupHelper isQuestTrailblazer activeSessions activeTokens
  }
}`;
const ACCESS = `query ($userId: ID!) { adminMemberAccess(userId: $userId) { group isWorldCupHelper activeSessions activeTokens } }`;
const ME = `{ me { username group isMentorshipAdmin isWorldCupHelper } }`;
/** An admin-only read: what a member's rights allow shows in whether it answers. */
const ADMIN_READ = `{ adminAuditLog(first: 1) { totalCount } }`;

type Errors = { message: string; extensions?: { code?: string } }[] | undefined;

describe("admins grant and revoke roles (real server, real database)", () => {
  let server: TestServer;
  let admin: Visitor;
  let member: Visitor;
  let target: Visitor;
  let anonymous: Visitor;
  let adminUser: User;
  let targetUser: User;

  const row = (id: number) => server.database.dataSource.getRepository(User).findOneByOrFail({ id });
  const auditCount = () => server.database.dataSource.getRepository(AdminAuditEntry).count();
  const logCount = () => server.database.dataSource.getRepository(Log).count();
  const code = (errors: Errors) => errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    adminUser = await f.user({ osuId: 8101, username: "RoleAdmin", group: UserGroup.admin });
    await f.user({ osuId: 8102, username: "RoleMember" });
    targetUser = await f.user({ osuId: 8103, username: "RoleTarget" });
    admin = new Visitor(server.url);
    member = new Visitor(server.url);
    target = new Visitor(server.url);
    anonymous = new Visitor(server.url);
    await admin.login(8101);
    await member.login(8102);
    await target.login(8103);
  });
  afterAll(() => server.close());

  it("only admins: anonymous, a member and the target member themselves are refused and nothing changes", async () => {
    const vars = { userId: String(targetUser.id), role: "ADMIN", value: true };
    const audits = await auditCount();
    expect(code((await anonymous.gql(SET_ROLE, vars)).errors)).toBe("UNAUTHENTICATED");
    expect(code((await member.gql(SET_ROLE, vars)).errors)).toBe("FORBIDDEN");
    expect(code((await target.gql(SET_ROLE, vars)).errors)).toBe("FORBIDDEN");
    for (const v of [anonymous, member, target]) expect((await v.gql(ACCESS, { userId: String(targetUser.id) })).data).toBeNull();
    expect((await row(targetUser.id)).group).toBe(UserGroup.user);
    expect(await auditCount()).toBe(audits);
  });

  it("an admin grants and revokes each role; the member's next request has the new rights; one audit entry each", async () => {
    const userId = String(targetUser.id);
    const logs = await logCount();
    const audits = await auditCount();
    expect(code((await target.gql(ADMIN_READ)).errors)).toBe("FORBIDDEN");

    const granted = await admin.gql<{ adminSetMemberRole: Record<string, unknown> }>(SET_ROLE, {
      userId,
      role: "ADMIN",
      value: true,
    });
    expect(granted.errors).toBeUndefined();
    expect(granted.data!.adminSetMemberRole).toMatchObject({ group: "admin", user: { username: "RoleTarget" } });
    // The target's very next request (same session, the member row kept in memory before) sees the admin role.
    expect((await target.gql(ADMIN_READ)).errors).toBeUndefined();
    expect((await target.gql<{ me: { group: string } }>(ME)).data!.me.group).toBe("admin");

    expect((await admin.gql(SET_ROLE, { userId, role: "ADMIN", value: false })).errors).toBeUndefined();
    expect(code((await target.gql(ADMIN_READ)).errors)).toBe("FORBIDDEN");

    for (const role of ["SECRET", "MENTORSHIP_ADMIN", "WORLD_CUP_HELPER", "QUEST_TRAILBLAZER"]) {
      expect((await admin.gql(SET_ROLE, { userId, role, value: true })).errors).toBeUndefined();
    }
    let me = (await target.gql<{ me: Record<string, unknown> }>(ME)).data!.me;
    expect(me).toMatchObject({ group: "secret", isMentorshipAdmin: true, isWorldCupHelper: true });
    expect((await row(targetUser.id)).isQuestTrailblazer).toBe(true);
    for (const role of ["SECRET", "MENTORSHIP_ADMIN", "WORLD_CUP_HELPER", "QUEST_TRAILBLAZER"]) {
      expect((await admin.gql(SET_ROLE, { userId, role, value: false })).errors).toBeUndefined();
    }
    me = (await target.gql<{ me: Record<string, unknown> }>(ME)).data!.me;
    expect(me).toMatchObject({ group: "user", isMentorshipAdmin: false, isWorldCupHelper: false });

    const entries = await server.database.dataSource
      .getRepository(AdminAuditEntry)
      .find({ where: { targetId: targetUser.id }, order: { id: "ASC" } });
    expect(entries.slice(-10).map((e) => [e.kind, e.oldValue, e.newValue, e.actorId, e.targetLabel])).toEqual([
      ["groupAdmin", "false", "true", adminUser.id, "RoleTarget"],
      ["groupAdmin", "true", "false", adminUser.id, "RoleTarget"],
      ["groupSecret", "false", "true", adminUser.id, "RoleTarget"],
      ["mentorshipAdmin", "false", "true", adminUser.id, "RoleTarget"],
      ["worldCupHelper", "false", "true", adminUser.id, "RoleTarget"],
      ["questTrailblazer", "false", "true", adminUser.id, "RoleTarget"],
      ["groupSecret", "true", "false", adminUser.id, "RoleTarget"],
      ["mentorshipAdmin", "true", "false", adminUser.id, "RoleTarget"],
      ["worldCupHelper", "true", "false", adminUser.id, "RoleTarget"],
      ["questTrailblazer", "true", "false", adminUser.id, "RoleTarget"],
    ]);
    expect(await auditCount()).toBe(audits + 10);
    // Role changes never reach the public activity log.
    expect(await logCount()).toBe(logs);
  });

  it("setting a role the member already has (or lacks) changes nothing and records nothing", async () => {
    const audits = await auditCount();
    const r = await admin.gql<{ adminSetMemberRole: { group: string } }>(SET_ROLE, {
      userId: String(targetUser.id),
      role: "ADMIN",
      value: false,
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.adminSetMemberRole.group).toBe("user");
    expect(await auditCount()).toBe(audits);
  });

  it("bad input gets a clear message and changes nothing", async () => {
    const audits = await auditCount();
    const unknown = await admin.gql(SET_ROLE, { userId: "999999", role: "ADMIN", value: true });
    expect(unknown.errors?.[0]).toMatchObject({ message: "Cannot find user!", extensions: { code: "NOT_FOUND" } });
    expect(code((await admin.gql(SET_ROLE, { userId: "abc", role: "ADMIN", value: true })).errors)).toBe("NOT_FOUND");
    expect(code((await admin.gql(SET_ROLE, { userId: String(targetUser.id), role: "OWNER", value: true })).errors)).toBe(
      "BAD_USER_INPUT",
    );
    // The last admin cannot give up their own admin role.
    const own = await admin.gql(SET_ROLE, { userId: String(adminUser.id), role: "ADMIN", value: false });
    expect(own.errors?.[0]).toMatchObject({ message: ROLE_TEXT.lastAdmin, extensions: { code: "CONFLICT" } });
    expect((await row(adminUser.id)).group).toBe(UserGroup.admin);
    // An admin is not made a group secret (it would take the admin role away).
    const secret = await admin.gql(SET_ROLE, { userId: String(adminUser.id), role: "SECRET", value: true });
    expect(code(secret.errors)).toBe("CONFLICT");
    expect(await auditCount()).toBe(audits);
  });

  it("50 simultaneous identical grants: the member has the role, one audit entry", async () => {
    const audits = await auditCount();
    const vars = { userId: String(targetUser.id), role: "WORLD_CUP_HELPER", value: true };
    const results = await Promise.all(Array.from({ length: 50 }, () => admin.gql(SET_ROLE, vars)));
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect((await row(targetUser.id)).isWorldCupHelper).toBe(true);
    expect(await auditCount()).toBe(audits + 1);
  });

  it("50 simultaneous grants and revocations: the end state is the last recorded change, one entry per actual change", async () => {
    const before = await server.database.dataSource.getRepository(AdminAuditEntry).find({ select: { id: true } });
    const maxId = Math.max(0, ...before.map((e) => e.id));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        admin.gql(SET_ROLE, { userId: String(targetUser.id), role: "MENTORSHIP_ADMIN", value: i % 2 === 0 }),
      ),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    const entries = (await server.database.dataSource.getRepository(AdminAuditEntry).find({ order: { id: "ASC" } })).filter(
      (e) => e.id > maxId,
    );
    // Each entry is a real change: it flips the value the previous one left.
    let value = false;
    for (const e of entries) {
      expect(e.kind).toBe("mentorshipAdmin");
      expect(e.oldValue).toBe(String(value));
      value = !value;
      expect(e.newValue).toBe(String(value));
    }
    expect((await row(targetUser.id)).isMentorshipAdmin).toBe(value);
  });

  it("two admins demoting themselves at once: one of them stays admin", async () => {
    const f = fixtures(server.database.dataSource);
    const a = await f.user({ osuId: 8111, username: "SoloA", group: UserGroup.admin });
    const b = await f.user({ osuId: 8112, username: "SoloB", group: UserGroup.admin });
    // The first admin leaves, so only these two remain.
    await server.database.dataSource.getRepository(User).update({ id: adminUser.id }, { group: UserGroup.user });
    const va = new Visitor(server.url);
    const vb = new Visitor(server.url);
    await va.login(8111);
    await vb.login(8112);
    const [ra, rb] = await Promise.all([
      va.gql(SET_ROLE, { userId: String(a.id), role: "ADMIN", value: false }),
      vb.gql(SET_ROLE, { userId: String(b.id), role: "ADMIN", value: false }),
    ]);
    expect([ra, rb].filter((r) => r.errors).map((r) => r.errors![0].message)).toEqual([ROLE_TEXT.lastAdmin]);
    const admins = await server.database.dataSource.getRepository(User).countBy({ group: UserGroup.admin });
    expect(admins).toBe(1);
    // …and two admins demoting each other at once: one demotion wins, the other admin is no longer one and is refused.
    await server.database.dataSource.getRepository(User).update({ id: a.id }, { group: UserGroup.admin });
    await server.database.dataSource.getRepository(User).update({ id: b.id }, { group: UserGroup.admin });
    const [r1, r2] = await Promise.all([
      va.gql(SET_ROLE, { userId: String(b.id), role: "ADMIN", value: false }),
      vb.gql(SET_ROLE, { userId: String(a.id), role: "ADMIN", value: false }),
    ]);
    expect([r1, r2].map((r) => code(r.errors)).sort()).toEqual(["FORBIDDEN", undefined]);
    expect(await server.database.dataSource.getRepository(User).countBy({ group: UserGroup.admin })).toBe(1);
    await server.database.dataSource.getRepository(User).update({ id: adminUser.id }, { group: UserGroup.admin });
  });
});
