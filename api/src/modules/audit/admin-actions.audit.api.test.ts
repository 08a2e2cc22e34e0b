import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { contestFixtures } from "../../../test/contest-fixtures";
import { BeatmapStatus, LogCategory, QuestStatus, UserGroup } from "../../core/enums";
import { Log } from "../logs/log.entity";
import { LocusCard } from "../locus/locus-card.entity";
import type { User } from "../users/user.entity";
import { AdminAuditEntry } from "./admin-audit.entity";

/**
 * Every admin action writes one audit entry in its own transaction (README.md "Kinds"): each admin mutation below is
 * run over HTTP and its entry looked up; refused calls leave none; the public log never shows adjustment reasons or
 * role changes.
 */
describe("admin actions write the audit log (real server, real database)", () => {
  let server: TestServer;
  let admin: Visitor;
  let member: Visitor;
  let adminUser: User;
  let target: User;

  const latest = async () =>
    (await server.database.dataSource.getRepository(AdminAuditEntry).find({ order: { id: "DESC" }, take: 1 }))[0];
  const count = () => server.database.dataSource.getRepository(AdminAuditEntry).count();
  async function ok(v: Visitor, query: string, variables?: Record<string, unknown>) {
    const r = await v.gql(query, variables);
    expect(r.errors).toBeUndefined();
    return r.data;
  }

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    adminUser = await f.user({ osuId: 8301, username: "AuditingAdmin", group: UserGroup.admin });
    await f.user({ osuId: 8302, username: "PlainMember" });
    target = await f.user({ osuId: 8303, username: "Subject" });
    admin = new Visitor(server.url);
    member = new Visitor(server.url);
    await admin.login(8301);
    await member.login(8302);
  });
  afterAll(() => server.close());

  it("points: adjustment with its reason (never in the public log), legacy points, badges, recalculation", async () => {
    const userId = String(target.id);
    const logsBefore = await server.database.dataSource.getRepository(Log).count();
    await ok(admin, `mutation($u: ID!) { adminAdjustPoints(userId: $u, amount: 7, reason: "helped at the meetup") { id } }`, {
      u: userId,
    });
    expect(await latest()).toMatchObject({
      actorId: adminUser.id,
      kind: "pointsAdjustment",
      targetType: "user",
      targetId: target.id,
      targetLabel: "Subject",
      newValue: "7",
      reason: "helped at the meetup",
    });
    const publicLog = await server.database.dataSource.getRepository(Log).find({ order: { id: "DESC" }, take: 5 });
    expect(JSON.stringify(publicLog)).not.toContain("helped at the meetup");
    expect(await server.database.dataSource.getRepository(Log).count()).toBe(logsBefore);

    await ok(admin, `mutation($u: ID!) { adminSetLegacyPoints(userId: $u, points: 12.5) { legacyPoints } }`, { u: userId });
    expect(await latest()).toMatchObject({ kind: "legacyPoints", oldValue: "0", newValue: "12.5" });
    await ok(admin, `mutation($u: ID!) { adminSetQueuedBadge(userId: $u, badge: 2) { queuedBadge } }`, { u: userId });
    expect(await latest()).toMatchObject({ kind: "queuedBadge", oldValue: "0", newValue: "2" });
    await ok(admin, `mutation($u: ID!) { adminSetBadge(userId: $u, badge: 1) { badge } }`, { u: userId });
    expect(await latest()).toMatchObject({ kind: "badge", oldValue: "0", newValue: "1" });
    // The same badge again changes nothing and records nothing.
    const n = await count();
    await ok(admin, `mutation($u: ID!) { adminSetBadge(userId: $u, badge: 1) { badge } }`, { u: userId });
    expect(await count()).toBe(n);
    await ok(admin, `mutation($u: ID!) { adminRecalculatePoints(userId: $u) { totalPoints } }`, { u: userId });
    expect(await latest()).toMatchObject({ kind: "pointsRecalculation", targetId: target.id });
    expect((await server.database.dataSource.getRepository(Log).find({ where: { category: LogCategory.user } })).length).toBe(0);
  });

  it("a refused admin action (a member, bad input) records nothing", async () => {
    const n = await count();
    const refused = await member.gql(`mutation($u: ID!) { adminAdjustPoints(userId: $u, amount: 5, reason: "x") { id } }`, {
      u: String(target.id),
    });
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const bad = await admin.gql(`mutation($u: ID!) { adminAdjustPoints(userId: $u, amount: 0, reason: "x") { id } }`, {
      u: String(target.id),
    });
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const unknown = await admin.gql(`mutation { adminSetBadge(userId: "999999", badge: 1) { badge } }`);
    expect(unknown.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(await count()).toBe(n);
  });

  it("approvals and edits: contest, quest, priority quest, mapset, featured artist", async () => {
    const db = server.database.dataSource;
    const f = fixtures(db);
    const contest = await contestFixtures(db).contest({ creators: [target] });
    await ok(admin, `mutation($id: ID!) { setContestApproved(id: $id, value: true) { id } }`, { id: String(contest.id) });
    expect(await latest()).toMatchObject({
      kind: "contestApproval",
      targetType: "contest",
      targetId: contest.id,
      oldValue: "false",
      newValue: "true",
    });
    await ok(admin, `mutation($id: ID!) { setContestEligibleForPoints(id: $id, value: false) { id } }`, {
      id: String(contest.id),
    });
    expect((await latest()).kind).toBe("contestFlag");

    const quest = await f.quest({ status: QuestStatus.pending, creatorId: target.id });
    await ok(admin, `mutation($id: ID!) { scheduleQuest(id: $id) { id } }`, { id: String(quest.id) });
    expect(await latest()).toMatchObject({ kind: "questReview", targetId: quest.id, oldValue: "pending", newValue: "scheduled" });

    const created = (await ok(
      admin,
      `mutation { createMission(input: { name: "Audit PQ", tier: 1, objective: "o", deadline: "2030-01-01T00:00:00Z" }) { id } }`,
    )) as { createMission: { id: string } };
    expect(await latest()).toMatchObject({
      kind: "missionEdit",
      targetId: Number(created.createMission.id),
      newValue: "created",
    });

    const artist = await f.artist({ label: "Audited Artist" });
    const song = await f.song(artist);
    const map = await f.beatmap(song, target, { status: BeatmapStatus.Done });
    await ok(admin, `mutation($id: ID!) { adminSetQueuedForRank(id: $id, value: true) { id } }`, { id: String(map.id) });
    expect(await latest()).toMatchObject({
      kind: "beatmapEdit",
      targetType: "beatmap",
      targetId: map.id,
      newValue: "queuedForRank: true",
    });

    await ok(admin, `mutation($id: ID!) { updateFeaturedArtist(id: $id, input: { notes: "call back in May" }) { id } }`, {
      id: String(artist.id),
    });
    expect(await latest()).toMatchObject({ kind: "artistEdit", targetType: "artist", targetLabel: "Audited Artist" });
    expect((await latest()).newValue).toContain("call back in May");
  });

  it("merch flags, Locus moderation and the mentorship admin role", async () => {
    const userId = String(target.id);
    await ok(admin, `mutation($u: ID!) { setMerchFlag(userId: $u, flag: hasMerchAccess, value: true) { hasMerchAccess } }`, {
      u: userId,
    });
    expect(await latest()).toMatchObject({ kind: "merchFlag", targetId: target.id, newValue: "hasMerchAccess: true" });

    const db = server.database.dataSource;
    await db.query(`INSERT INTO locus_seasons (year, is_open, updated_at) VALUES (2026, true, now()) ON CONFLICT DO NOTHING`);
    const card = await db
      .getRepository(LocusCard)
      .save(db.getRepository(LocusCard).create({ userId: target.id, season: 2026, updatedAt: new Date() }));
    await ok(admin, `mutation($id: ID!) { setLocusCardHidden(id: $id, hidden: true) { id } }`, { id: String(card.id) });
    expect(await latest()).toMatchObject({ kind: "locusModeration", targetType: "locusCard", newValue: "hidden: true" });

    const logsBefore = await db.getRepository(Log).count();
    await ok(admin, `mutation { setMentorshipAdmin(user: "Subject", value: true) { id } }`);
    expect(await latest()).toMatchObject({ kind: "mentorshipAdmin", targetId: target.id, oldValue: "false", newValue: "true" });
    expect(await db.getRepository(Log).count()).toBe(logsBefore);
  });
});
