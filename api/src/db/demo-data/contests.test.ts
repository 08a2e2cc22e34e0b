import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import type { Database } from "../data-source";
import { generateDemoData } from "./seed";
import { LogsService } from "../../modules/logs/logs.service";
import { PointsService } from "../../modules/points/points.service";
import { User } from "../../modules/users/user.entity";
import { Contest, ContestStatus } from "../../modules/contests/contest.entity";
import { missingRequirements } from "../../modules/contests/contests.rules";
import { createContestServices } from "../../modules/contests/contests.wiring";
import { ContestCategoryValue } from "../../modules/contests/contests.service";

describe("demo contests", () => {
  let db: Database;
  const now = new Date("2026-11-22T10:00:00Z");
  const q = (sql: string, params?: unknown[]) => db.dataSource.query(sql, params);
  let svc: ReturnType<typeof createContestServices>;
  const demo = (osuId: number) => db.dataSource.getRepository(User).findOneByOrFail({ osuId });

  beforeAll(async () => {
    db = await createTestDatabase();
    const deps = testDeps(db, () => now);
    await generateDemoData(deps);
    svc = createContestServices(deps, new LogsService(deps), new PointsService(deps));
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  test("a contest in every phase, with staff, entries, screenings, judgings and votes", async () => {
    const rows: { status: string; n: number }[] = await q(
      `SELECT status::text, count(*)::int AS n FROM contests GROUP BY status`,
    );
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    for (const s of Object.values(ContestStatus)) expect(byStatus[s]).toBeGreaterThan(0);
    const [c] =
      await q(`SELECT (SELECT count(*) FROM contest_submissions)::int AS subs, (SELECT count(*) FROM contest_screenings)::int AS scr,
      (SELECT count(*) FROM contest_judgings)::int AS jud, (SELECT count(*) FROM contest_community_votes)::int AS votes,
      (SELECT count(*) FROM contest_criteria)::int AS crit`);
    expect(c.subs).toBeGreaterThan(50);
    expect(c.scr).toBeGreaterThan(50);
    expect(c.jud).toBeGreaterThan(30);
    expect(c.votes).toBeGreaterThan(30);
    expect(c.crit).toBeGreaterThan(5);
  });

  test("every seeded contest meets the requirements of its own phase", async () => {
    const contests = await db.dataSource.getRepository(Contest).find();
    for (const contest of contests) {
      const facts = await svc.contests.statusFacts(db.dataSource.manager, contest);
      expect([contest.name, missingRequirements(contest.status, facts)]).toEqual([contest.name, []]);
    }
  });

  test("the demo accounts: DemoMapper creates, DemoShowcase screens, DemoMentor judges", async () => {
    const [mapper, showcase, mentor, admin] = [await demo(101), await demo(106), await demo(104), await demo(100)];
    const mine = await svc.contests.list(mapper, { category: ContestCategoryValue.mine });
    expect(mine.nodes.map((x) => x.status)).toEqual(
      expect.arrayContaining(["hidden", "beatmapping", "screening", "judging", "vote"]),
    );
    const screening = await svc.phases.contestsInPhase(showcase, "screening", {});
    expect(screening.nodes).toHaveLength(1);
    const entries = await svc.phases.screeningEntries(showcase, screening.nodes[0].id, {});
    const placed = entries.nodes.filter((e) => (e.screening?.vote ?? 0) > 0);
    expect(placed.length).toBe(2);
    const judging = await svc.phases.contestsInPhase(mentor, "judging", {});
    expect(judging.nodes).toHaveLength(1);
    const toJudge = await svc.phases.judgingEntries(mentor, judging.nodes[0].id, {});
    expect(toJudge.nodes.some((e) => e.completed)).toBe(true);
    expect(toJudge.nodes.some((e) => !e.completed)).toBe(true);
    expect((await svc.contests.list(admin, { category: ContestCategoryValue.pendingApproval })).nodes.map((x) => x.name)).toEqual(
      // Every contest not approved yet, the Hidden one its creator is still preparing included.
      ["Autumn Taiko Drum-Off", "Catch the Beat Summer Jam"],
    );
    expect((await svc.phases.contestsInPhase(mapper, "vote", {})).nodes).toHaveLength(1);
    expect((await svc.results.participated(mapper, {})).totalCount).toBe(2);
  });

  test("completed Featured Artist contests feed points through the engine; the other completed contest does not", async () => {
    const [mapper, showcase, mentor, admin] = [await demo(101), await demo(106), await demo(104), await demo(100)];
    expect(mapper.contestParticipantPoints).toBe(3); // #38 only (Hitsound Heroes is not a FA contest)
    expect(showcase.contestScreenerPoints).toBe(1);
    expect(mentor.contestJudgePoints).toBeGreaterThanOrEqual(1);
    expect(admin.contestCreatorPoints).toBe(5);
    const [{ total }] = await q(`SELECT sum(contest_creator_points + contest_participant_points + contest_screener_points
      + contest_judge_points)::float AS total FROM users`);
    expect(total).toBeGreaterThan(50);
    expect(mapper.rank).toBe(3);
  });

  test("the completed contest shows results with a bad actor filtered out", async () => {
    const admin = await demo(100);
    const [row] = await q(`SELECT id FROM contests WHERE name = 'Monthly Beatmapping Contest #38'`);
    const results = await svc.results.contestResults(await demo(102), row.id);
    expect(results.rows.filter((r) => r.place !== null).length).toBeGreaterThan(3);
    const votes = await svc.results.communityVoteResults(admin, row.id);
    expect(votes.badActorIds).toHaveLength(1);
  });
});
