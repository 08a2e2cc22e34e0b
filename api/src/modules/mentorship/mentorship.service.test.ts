import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import { UserGroup } from "../../core/enums";
import type { OsuClient } from "../../osu/osu-client";
import { LogsService } from "../logs/logs.service";
import type { User } from "../users/user.entity";
import { MentorshipGroup as G, MentorshipMode as M } from "./mentorship.enums";
import { MENTORSHIP_TEXT as T, tenureYears } from "./mentorship.rules";
import { MentorshipService } from "./mentorship.service";

const NOW = new Date("2026-06-01T00:00:00Z");

/** MentorshipService on a real database: transactions, the unique indexes, the osu! look-up, tenure SQL = tenure rule. */
describe("MentorshipService", () => {
  let db: Database;
  let f: ReturnType<typeof fixtures>;
  let service: MentorshipService;
  let admin: User;
  let mentorshipAdmin: User;
  let osuAnswer: () => Promise<{ id: number; username: string }[]>;

  const q = <R = Record<string, unknown>>(sql: string, params?: unknown[]) => db.dataSource.query(sql, params) as Promise<R[]>;
  let n = 0;
  const newCycle = (over: Partial<Parameters<MentorshipService["createCycle"]>[1]> = {}) => {
    n++;
    return service.createCycle(mentorshipAdmin, {
      number: n,
      name: `Cycle ${n}`,
      startDate: new Date("2025-01-01"),
      endDate: new Date("2025-04-01"),
      ...over,
    });
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    f = fixtures(db.dataSource);
    const base = testDeps(db, () => NOW);
    const osu = { usersStats: (ids: number[]) => osuAnswer().then((list) => list.filter((u) => ids.includes(u.id))) };
    const deps = { ...base, osu: osu as unknown as OsuClient };
    service = new MentorshipService(deps, new LogsService(deps));
    admin = await f.user({ username: "Admin", group: UserGroup.admin });
    mentorshipAdmin = await f.user({ username: "MentorAdmin", isMentorshipAdmin: true });
  });
  afterAll(async () => {
    await db.close();
  });

  test("names are trimmed before the duplicate check and the save", async () => {
    const c = await newCycle({ name: "  Spring 2025  " });
    expect(c.name).toBe("Spring 2025");
    await expect(newCycle({ name: "Spring 2025 " })).rejects.toMatchObject({ code: "CONFLICT", message: T.nameTaken });
    const other = await newCycle();
    await expect(service.updateCycle(mentorshipAdmin, other.id, { name: " Spring 2025" })).rejects.toMatchObject({
      message: T.nameTaken,
    });
    const renamed = await service.updateCycle(mentorshipAdmin, other.id, { name: "  Autumn  " });
    expect((await q(`SELECT name FROM mentorship_cycles WHERE id = $1`, [renamed.id]))[0]).toEqual({ name: "Autumn" });
    // Renaming a cycle to its own name (trimmed) is no clash.
    await expect(service.updateCycle(mentorshipAdmin, other.id, { name: "Autumn ", number: other.number })).resolves.toBeTruthy();
    await expect(newCycle({ number: other.number })).rejects.toMatchObject({ message: T.numberTaken });
  });

  test("mentors, extra mentors and mentees; mentee phases never overlap; a new cycle can copy another's records", async () => {
    const c = await newCycle();
    const [a, b, x, m] = await Promise.all(["A", "B", "X", "Mentee"].map((u) => f.user({ username: `${u}${c.id}` })));
    await service.addParticipant(mentorshipAdmin, { cycleId: c.id, mode: M.osu, group: G.mentor, user: a.username });
    await service.addParticipant(mentorshipAdmin, { cycleId: c.id, mode: M.osu, group: G.mentor, user: String(b.osuId) });
    const extra = await service.addParticipant(mentorshipAdmin, {
      cycleId: c.id,
      mode: M.osu,
      group: G.extraMentor,
      user: x.username.toUpperCase(),
      mentorUserId: a.id,
    });
    expect(extra).toMatchObject({ group: G.extraMentor, mentorId: a.id, phases: [1, 2, 3] });
    const first = await service.addParticipant(mentorshipAdmin, {
      cycleId: c.id,
      mode: M.osu,
      group: G.mentee,
      user: m.username,
      mentorUserId: a.id,
    });
    expect(first.phases).toEqual([1, 2, 3]);
    await expect(
      service.addParticipant(mentorshipAdmin, {
        cycleId: c.id,
        mode: M.osu,
        group: G.mentee,
        user: m.username,
        mentorUserId: b.id,
      }),
    ).rejects.toMatchObject({ message: T.alreadyMenteeAllPhases });
    // Move phase 3 to mentor B.
    await service.togglePhase(mentorshipAdmin, first.id, 3);
    const second = await service.addParticipant(mentorshipAdmin, {
      cycleId: c.id,
      mode: M.osu,
      group: G.mentee,
      user: m.username,
      mentorUserId: b.id,
    });
    expect(second.phases).toEqual([3]);
    await expect(service.togglePhase(mentorshipAdmin, first.id, 3)).rejects.toMatchObject({ message: T.menteeAlreadyInPhase });
    const mentorA = (
      await q<{ id: number }>(`SELECT id FROM mentorship_records WHERE cycle_id = $1 AND user_id = $2`, [c.id, a.id])
    )[0];
    await expect(service.togglePhase(mentorshipAdmin, mentorA.id, 1)).rejects.toMatchObject({
      message: T.mentorHasMenteesInPhase,
    });
    await expect(service.togglePhase(mentorshipAdmin, mentorA.id, 3)).resolves.toMatchObject({ phases: [1, 2] });

    // A mentor with mentees stays; the mentee goes with both records (the original removed only one).
    await expect(service.removeParticipant(mentorshipAdmin, c.id, a.id, M.osu)).rejects.toMatchObject({
      message: T.mentorHasParticipants,
    });
    const copy = await newCycle({ duplicateFromCycleId: c.id });
    expect(await service.removeParticipant(mentorshipAdmin, c.id, m.id, M.osu)).toEqual({ removedRecords: 2 });
    expect(await q(`SELECT 1 FROM mentorship_records WHERE cycle_id = $1 AND user_id = $2`, [c.id, m.id])).toHaveLength(0);

    const copied = await q<{ user_id: number; group: string; mentor_id: number | null; phases: number[] }>(
      `SELECT user_id, "group", mentor_id, phases FROM mentorship_records WHERE cycle_id = $1 ORDER BY id`,
      [copy.id],
    );
    expect(copied).toEqual([
      { user_id: a.id, group: "mentor", mentor_id: null, phases: [1, 2] },
      { user_id: b.id, group: "mentor", mentor_id: null, phases: [1, 2, 3] },
      { user_id: x.id, group: "extraMentor", mentor_id: a.id, phases: [1, 2, 3] },
      { user_id: m.id, group: "mentee", mentor_id: a.id, phases: [1, 2] },
      { user_id: m.id, group: "mentee", mentor_id: b.id, phases: [3] },
    ]);
  });

  test("two admins adding the same mentor at once: one record, one clear conflict", async () => {
    const c = await newCycle();
    const u = await f.user({ username: `Racer${c.id}` });
    const add = () =>
      service.addParticipant(mentorshipAdmin, { cycleId: c.id, mode: M.mania, group: G.mentor, user: u.username });
    const results = await Promise.allSettled([add(), add()]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({
      code: "CONFLICT",
      message: T.alreadyMentor,
    });
    expect(await q(`SELECT 1 FROM mentorship_records WHERE cycle_id = $1`, [c.id])).toHaveLength(1);
  });

  test("unknown osu! ids: created from osu!, refused when osu! does not know them or cannot be reached", async () => {
    const c = await newCycle();
    const add = (user: string) =>
      service.addParticipant(mentorshipAdmin, { cycleId: c.id, mode: M.catch, group: G.mentor, user });
    osuAnswer = async () => [{ id: 880001, username: "FreshFace" }];
    const rec = await add("880001");
    expect((await q(`SELECT username, "group" FROM users WHERE id = $1`, [rec.userId]))[0]).toEqual({
      username: "FreshFace",
      group: "user",
    });
    await expect(add("880002")).rejects.toMatchObject({ code: "BAD_USER_INPUT", message: T.invalidOsuId });
    osuAnswer = async () => {
      throw new Error("ECONNREFUSED");
    };
    await expect(add("880003")).rejects.toMatchObject({ code: "BAD_USER_INPUT", message: T.osuUnavailable });
    await expect(add("NoSuchName")).rejects.toMatchObject({ code: "NOT_FOUND", message: T.cannotFindUser });
    expect(await q(`SELECT 1 FROM users WHERE osu_id IN (880002, 880003)`)).toHaveLength(0);
  });

  test("tenure: history text and the badge queue agree with the rules; +/- moves a member out of the queue", async () => {
    const veteran = await f.user({ username: "Veteran" });
    const newbie = await f.user({ username: "Newbie" });
    const cycles = [];
    for (let i = 0; i < 5; i++) {
      cycles.push(
        await newCycle({ startDate: new Date(Date.UTC(2024, i * 3 - 12, 1)), endDate: new Date(Date.UTC(2024, i * 3 - 9, 1)) }),
      );
    }
    const running = await newCycle({ startDate: new Date("2026-05-01"), endDate: new Date("2026-08-01") });
    for (const c of [...cycles, running]) {
      await service.addParticipant(mentorshipAdmin, { cycleId: c.id, mode: M.osu, group: G.mentor, user: "Veteran" });
      await service.addParticipant(mentorshipAdmin, { cycleId: c.id, mode: M.taiko, group: G.mentor, user: "Veteran" });
    }
    await service.addParticipant(mentorshipAdmin, {
      cycleId: cycles[0].id,
      mode: M.osu,
      group: G.mentee,
      user: "Newbie",
      mentorUserId: veteran.id,
    });

    const history = await service.memberHistory(mentorshipAdmin, "veteran");
    // 5 ended cycles of 3 months, each counted once although mentored in two modes.
    const rows = await q<{ d: number }>(
      `SELECT sum(extract(epoch FROM end_date - start_date) / 86400)::int AS d FROM mentorship_cycles WHERE id = ANY($1)`,
      [cycles.map((c) => c.id)],
    );
    expect(history.mentorDays).toBe(rows[0].d);
    expect(history.tenureYears).toBe(1);
    expect(history.tenureText).toMatch(/^Mentor for 1 years and \d+ days across all cycles and game modes$/);
    expect(history.badge).toBe(0);

    const queue = await service.badgeQueue(mentorshipAdmin, { first: 100 });
    const entry = queue.nodes.find((e) => e.userId === veteran.id);
    expect(entry).toEqual({ userId: veteran.id, badge: 0, tenureYears: 1 });
    expect(queue.nodes.find((e) => e.userId === newbie.id)).toBeUndefined();
    expect(tenureYears([], NOW)).toBe(0);

    const after = await service.adjustBadge(mentorshipAdmin, veteran.id, 1);
    expect(after).toEqual({ userId: veteran.id, badge: 1, tenureYears: 1 });
    expect(
      (await service.badgeQueue(mentorshipAdmin, { first: 100 })).nodes.find((e) => e.userId === veteran.id),
    ).toBeUndefined();
    // A badge above tenure puts someone back in the queue.
    await service.adjustBadge(admin, newbie.id, 1);
    expect((await service.badgeQueue(admin, { first: 100 })).nodes.find((e) => e.userId === newbie.id)).toEqual({
      userId: newbie.id,
      badge: 1,
      tenureYears: 0,
    });
    const history2 = await service.historyRecords(veteran.id, { first: 100 });
    expect(history2.totalCount).toBe(12);
    expect(history2.nodes[0].cycleId).toBe(running.id);
  });

  test("deleting a cycle: admins only, by its name, records and log", async () => {
    const c = await newCycle({ name: "Gone Soon", isPublic: true });
    await service.addParticipant(mentorshipAdmin, { cycleId: c.id, mode: M.storyboard, group: G.mentor, user: "Admin" });
    await expect(service.deleteCycle(mentorshipAdmin, c.id, "Gone Soon")).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(service.deleteCycle(admin, c.id, "Gone")).rejects.toMatchObject({ message: T.confirmName });
    expect(await service.deleteCycle(admin, c.id, " Gone Soon ")).toEqual({ deletedRecords: 1 });
    expect(await q(`SELECT 1 FROM mentorship_cycles WHERE id = $1`, [c.id])).toHaveLength(0);
    const [log] = await q<{ action: string; user_id: number }>(`SELECT action, user_id FROM logs ORDER BY id DESC LIMIT 1`);
    expect(log).toEqual({ action: 'deleted mentorship cycle "Gone Soon" and 1 mentorship record(s)', user_id: admin.id });
  });

  test("granting mentorship admin: admins only", async () => {
    const u = await f.user({ username: "Hopeful" });
    await expect(service.setMentorshipAdmin(mentorshipAdmin, "Hopeful", true)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(service.setMentorshipAdmin(admin, "Hopeful", true)).resolves.toMatchObject({
      id: u.id,
      isMentorshipAdmin: true,
    });
    const admins = await service.listAdmins(mentorshipAdmin, { first: 100 });
    expect(admins.nodes.map((a) => a.username)).toEqual(["Hopeful", "MentorAdmin"]);
    await expect(service.setMentorshipAdmin(admin, "nobody-at-all", true)).rejects.toMatchObject({ message: T.cannotFindUser });
  });
});
