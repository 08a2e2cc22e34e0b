import http from "node:http";
import type { AddressInfo } from "node:net";
import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import { contestFixtures } from "../../../test/contest-fixtures";
import type { Database } from "../../db/data-source";
import type { Deps } from "../../core/deps";
import { Mode, UserGroup } from "../../core/enums";
import { createLogger } from "../../core/logger";
import { Notifier } from "../../core/notifier";
import { LogsService } from "../logs/logs.service";
import { PointsService } from "../points/points.service";
import { User } from "../users/user.entity";
import { Contest, ContestStatus } from "./contest.entity";
import type { Submission } from "./submission.entity";
import { ContestCategoryValue } from "./contests.service";
import { createContestServices, type ContestServices } from "./contests.wiring";

const DAY = 86_400_000;
const S = ContestStatus;

/** A fake Discord: records what it receives; `fail` makes it answer 500. */
function webhookServer() {
  const received: { path: string; body: { embeds: { title?: string; description: string }[] } }[] = [];
  const state = { fail: false };
  const server = http.createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      if (state.fail) {
        res.writeHead(500).end();
        return;
      }
      received.push({ path: req.url ?? "", body: JSON.parse(data) });
      res.writeHead(204).end();
    });
  });
  return { server, received, state };
}

describe("contest services (real database)", () => {
  let db: Database;
  let deps: Deps;
  let svc: ContestServices;
  let f: ReturnType<typeof fixtures>;
  let cf: ReturnType<typeof contestFixtures>;
  let now = new Date("2026-06-01T12:00:00Z");
  let hook: ReturnType<typeof webhookServer>;
  let admin: User;
  let creator: User;
  let member: User;
  let screener: User;
  let judge: User;

  beforeAll(async () => {
    db = await createTestDatabase(6);
    hook = webhookServer();
    await new Promise<void>((r) => hook.server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}`;
    deps = {
      ...testDeps(db, () => now),
      notifier: new Notifier({ webhookUrl: `${base}/public`, devWebhookUrl: `${base}/dev` }, createLogger("silent")),
    };
    svc = createContestServices(deps, new LogsService(deps), new PointsService(deps));
    f = fixtures(db.dataSource);
    cf = contestFixtures(db.dataSource, () => now);
    admin = await f.user({ group: UserGroup.admin, username: "SvcAdmin" });
    creator = await f.user({ username: "SvcCreator" });
    member = await f.user({ username: "SvcMember" });
    screener = await f.user({ username: "SvcScreener" });
    judge = await f.user({ username: "SvcJudge" });
  });
  afterAll(async () => {
    await db.close();
    await new Promise((r) => hook.server.close(r));
  });
  beforeEach(() => {
    now = new Date("2026-06-01T12:00:00Z");
    hook.state.fail = false;
    hook.received.length = 0;
  });

  const reloadUser = (u: User) => db.dataSource.getRepository(User).findOneByOrFail({ id: u.id });
  const statusOf = async (c: Contest) => (await cf.reload(c)).status;

  // ---------------------------------------------------------------- listing and visibility

  describe("listing", () => {
    test("categories, search, mode, order and pages of 20; hidden and unapproved contests never reach others", async () => {
      const tag = `Lst${Date.now().toString(36)}`;
      const mk = (name: string, over: Partial<Contest>, creators = [creator]) =>
        cf.contest({ name: `${tag} ${name}`, creators, ...over });
      const active = await mk("Active taiko", { isApproved: true, status: S.beatmapping, mode: Mode.taiko });
      const done = await mk("Done", { isApproved: true, status: S.complete });
      const hiddenApproved = await mk("Hidden approved", { isApproved: true, status: S.hidden });
      const unapproved = await mk("Unapproved", { isApproved: false, status: S.screening });
      const hiddenNew = await mk("Hidden new", { isApproved: false, status: S.hidden });
      const names = async (viewer: User, category: ContestCategoryValue, extra: object = {}) =>
        (await svc.contests.list(viewer, { category, search: tag, ...extra })).nodes.map((c) => c.name);

      expect(await names(member, ContestCategoryValue.active)).toEqual([active.name]);
      expect(await names(member, ContestCategoryValue.completed)).toEqual([done.name]);
      expect(await names(member, ContestCategoryValue.mine)).toEqual([]);
      expect((await names(creator, ContestCategoryValue.mine)).sort()).toEqual(
        [active.name, done.name, hiddenApproved.name, unapproved.name, hiddenNew.name].sort(),
      );
      // Admins find every contest waiting for them, a new (Hidden) one included.
      expect((await names(admin, ContestCategoryValue.pendingApproval)).sort()).toEqual([unapproved.name, hiddenNew.name].sort());
      expect(await names(member, ContestCategoryValue.active)).not.toContain(hiddenNew.name);
      await expect(svc.contests.list(member, { category: ContestCategoryValue.pendingApproval })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      expect(await names(member, ContestCategoryValue.active, { mode: Mode.osu })).toEqual([]);
      expect(await names(member, ContestCategoryValue.active, { search: `${tag} active TAIKO` })).toEqual([active.name]);

      for (const c of [hiddenApproved, unapproved])
        await expect(svc.contests.get(member, c.id)).rejects.toMatchObject({
          code: "NOT_FOUND",
          message: "Cannot find contest!",
        });
      expect((await svc.contests.get(creator, unapproved.id)).id).toBe(unapproved.id);
      expect((await svc.contests.get(admin, hiddenApproved.id)).id).toBe(hiddenApproved.id);
      // A screener sees the unapproved contest they were invited to (it is out of Hidden).
      await db.dataSource.query(`INSERT INTO contest_screeners (contest_id, user_id) VALUES ($1, $2)`, [
        unapproved.id,
        screener.id,
      ]);
      expect((await svc.contests.get(screener, unapproved.id)).id).toBe(unapproved.id);
      await expect(svc.contests.get(null, active.id)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    });

    test("20 a page, newest created first, then newest start; cursors continue without repeats", async () => {
      const tag = `Pg${Date.now().toString(36)}`;
      const base = now.getTime();
      const made: Contest[] = [];
      for (let i = 0; i < 45; i++) {
        made.push(
          await cf.contest({
            name: `${tag} ${i}`,
            isApproved: true,
            status: S.beatmapping,
            createdAt: new Date(base - Math.floor(i / 2) * 1000),
            contestStart: new Date(base - i * DAY),
          }),
        );
      }
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 3; page++) {
        const p = await svc.contests.list(member, { search: tag, after });
        seen.push(...p.nodes.map((c) => c.name));
        expect(p.nodes.length).toBe(page < 2 ? 20 : 5);
        expect(p.totalCount).toBe(45);
        expect(p.pageInfo.hasNextPage).toBe(page < 2);
        after = p.pageInfo.endCursor;
      }
      // pairs share a creation instant: the later start (smaller i) first
      expect(seen).toEqual(made.map((c) => c.name));
      await expect(svc.contests.list(member, { after: "bogus" })).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    });
  });

  // ---------------------------------------------------------------- creating

  describe("create", () => {
    test("name rules, case-insensitive uniqueness, waits for approval", async () => {
      await expect(svc.contests.create(member, { name: "  " })).rejects.toMatchObject({ message: "Missing contest name" });
      const c = await svc.contests.create(member, { name: "  Unique Contest Name  " });
      expect(c).toMatchObject({
        name: "Unique Contest Name",
        status: S.hidden,
        isApproved: false,
        isFeaturedArtistContest: false,
      });
      await expect(svc.contests.create(creator, { name: "unique contest NAME" })).rejects.toMatchObject({
        code: "CONFLICT",
        message: "Contest with this name already exists!",
      });
      expect(
        (await svc.contests.list(member, { category: ContestCategoryValue.mine, search: "Unique Contest" })).nodes,
      ).toHaveLength(1);
      expect((await svc.contests.list(creator, { search: "Unique Contest" })).nodes).toHaveLength(0);
    });

    test("hole 15: a template must be one of my own contests", async () => {
      const theirs = await cf.contest({ creators: [creator], description: "Secret plans", url: "https://example.com/theirs" });
      await expect(svc.contests.create(member, { name: "Copycat", templateId: theirs.id })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "Cannot find contest template!",
      });
      expect(await db.dataSource.query(`SELECT 1 FROM contests WHERE name = 'Copycat'`)).toHaveLength(0);
      const mine = await cf.contest({
        creators: [member],
        description: "My words",
        mode: Mode.mania,
        url: "https://example.com/mine",
      });
      const copy = await svc.contests.create(member, { name: "From my template", templateId: mine.id });
      expect(copy).toMatchObject({ description: "My words", mode: Mode.mania, url: "https://example.com/mine", download: null });
    });
  });

  // ---------------------------------------------------------------- editing

  describe("edits", () => {
    test("validation; nothing changes on bad input", async () => {
      const c = await cf.contest({ creators: [creator] });
      const bad: [object, string][] = [
        [{ url: "javascript:alert(1)" }, "Not a valid URL"],
        [{ download: "ftp://x" }, "Not a valid URL"],
        [
          { osuContestListingUrl: "https://example.com" },
          "Invalid contest listing URL. If your contest isn't hosted officially on osu!, don't use this section.",
        ],
        [{ screeningVoteCount: 11 }, "Invalid number"],
        [{ communityVoteCount: 0 }, "Invalid number"],
        [{ judgingThreshold: -1 }, "Invalid number"],
        [{ contestStart: new Date(now.getTime() + 30 * DAY) }, "Start date must be before end date!"],
        [{ contestEnd: new Date(now.getTime() - 30 * DAY) }, "End date must be after start date!"],
        [{ name: "" }, "Missing contest name"],
        [{ description: "x".repeat(20_001) }, "Description must be at most 20000 characters"],
        [{ url: "https://ok.example", screeningVoteCount: 0 }, "Invalid number"],
      ];
      for (const [patch, message] of bad) {
        await expect(svc.contests.update(creator, c.id, patch)).rejects.toMatchObject({ code: "BAD_USER_INPUT", message });
      }
      expect(await cf.reload(c)).toMatchObject({ url: c.url, screeningVoteCount: 5, download: c.download });
      const ok = await svc.contests.update(creator, c.id, {
        url: "",
        bannerUrl: "https://example.com/banner.png",
        screeningVoteCount: 3,
        judgingThreshold: 4,
        osuContestListingUrl: "https://osu.ppy.sh/community/contests/190",
      });
      expect(ok).toMatchObject({
        url: null,
        bannerUrl: "https://example.com/banner.png",
        screeningVoteCount: 3,
        judgingThreshold: 4,
      });
      await expect(svc.contests.update(member, c.id, { screeningVoteCount: 2 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    });

    test("completed contests are read-only except for admins", async () => {
      const c = await cf.contest({ creators: [creator], status: S.complete, isApproved: true });
      await expect(svc.contests.update(creator, c.id, { description: "changed" })).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: "Cannot edit this section of completed contests",
      });
      await expect(svc.staff.add(creator, c.id, "judge", member.username)).rejects.toMatchObject({ code: "FORBIDDEN" });
      expect((await svc.contests.update(admin, c.id, { description: "fixed by an admin" })).description).toBe(
        "fixed by an admin",
      );
      await expect(svc.contests.update(member, c.id, { description: "x" })).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: "You are not the contest creator!",
      });
    });

    test("delete only Hidden contests without entries", async () => {
      const c = await cf.contest({ creators: [creator] });
      await cf.submission(c, member);
      await expect(svc.contests.delete(creator, c.id)).rejects.toMatchObject({
        message: 'Cannot delete contest at this stage. Set status to "Hidden" instead.',
      });
      const empty = await cf.contest({ creators: [creator], status: S.beatmapping });
      await expect(svc.contests.delete(creator, empty.id)).rejects.toMatchObject({ code: "CONFLICT" });
      await db.dataSource.query(`UPDATE contests SET status = 'hidden' WHERE id = $1`, [empty.id]);
      expect(await svc.contests.delete(creator, empty.id)).toBe(empty.id);
      await expect(svc.contests.get(creator, empty.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    });

    test("toggling ordered priority deletes the community votes", async () => {
      const c = await cf.contest({ creators: [creator], isApproved: true, status: S.vote });
      const s = await cf.submission(c, member);
      await cf.vote(c, s, judge);
      await svc.contests.setCommunityVoteOrderedPriority(creator, c.id, true);
      expect(await db.dataSource.query(`SELECT 1 FROM contest_community_votes WHERE contest_id = $1`, [c.id])).toHaveLength(0);
    });
  });

  // ---------------------------------------------------------------- status changes

  describe("status", () => {
    test("requirements are checked; Hidden is never blocked (hole 8)", async () => {
      const c = await cf.contest({ creators: [creator], url: null, download: null });
      await expect(svc.contests.setStatus(creator, c.id, S.beatmapping)).rejects.toMatchObject({
        code: "BAD_USER_INPUT",
        message: "Missing requirements: details URL!",
      });
      await expect(svc.contests.setStatus(creator, c.id, S.screening)).rejects.toMatchObject({
        message: "Missing requirements: details URL, submissions, anonymized entries download link, screening users!",
      });
      expect(await svc.contests.missingRequirements(creator, c.id, S.vote)).toEqual([
        "details URL",
        "submissions",
        "anonymized entries download link",
      ]);
      await db.dataSource.query(`UPDATE contests SET status = 'judging' WHERE id = $1`, [c.id]);
      expect((await svc.contests.setStatus(creator, c.id, S.hidden)).status).toBe(S.hidden);
    });

    test("hole 8: when the announcement fails, nothing is saved (status, points)", async () => {
      const c = await cf.contest({ creators: [creator], isApproved: true, isFeaturedArtistContest: true, status: S.locked });
      await cf.submission(c, member);
      hook.state.fail = true;
      await expect(svc.contests.setStatus(creator, c.id, S.complete)).rejects.toMatchObject({
        code: "CONFLICT",
        message: "Messages were not sent. Nothing was changed; try again later.",
      });
      expect(await statusOf(c)).toBe(S.locked);
      expect((await reloadUser(member)).contestParticipantPoints).toBe(0);
      hook.state.fail = false;
      expect((await svc.contests.setStatus(creator, c.id, S.complete)).status).toBe(S.complete);
      expect(hook.received.map((r) => [r.path, r.body.embeds[0].title])).toEqual([["/public", `Results - ${c.name}`]]);
      expect((await reloadUser(member)).contestParticipantPoints).toBe(3);
    });

    test("opening an unapproved contest tells the admins (dev channel), in the same transaction", async () => {
      const c = await cf.contest({ creators: [creator] });
      hook.state.fail = true;
      await expect(svc.contests.setStatus(creator, c.id, S.beatmapping)).rejects.toMatchObject({ code: "CONFLICT" });
      expect(await statusOf(c)).toBe(S.hidden);
      hook.state.fail = false;
      await svc.contests.setStatus(creator, c.id, S.beatmapping);
      expect(hook.received.map((r) => [r.path, r.body.embeds[0].title])).toEqual([["/dev", `${c.name} pending approval`]]);
      // the public activity log never names a contest that is not public
      expect(await db.dataSource.query(`SELECT 1 FROM logs WHERE action LIKE $1`, [`%${c.name}%`])).toHaveLength(0);
      await svc.contests.setAdminFlag(admin, c.id, "isApproved", true);
      expect(await db.dataSource.query(`SELECT action FROM logs WHERE action LIKE $1`, [`%${c.name}%`])).toEqual([
        { action: `approved contest "${c.name}"` },
      ]);
    });

    test("hole 11: approval is announced when approving, never when withdrawing it", async () => {
      const c = await cf.contest({ creators: [creator], status: S.beatmapping });
      await svc.contests.setAdminFlag(admin, c.id, "isApproved", true);
      await svc.contests.setAdminFlag(admin, c.id, "isApproved", false);
      await svc.contests.setAdminFlag(admin, c.id, "isApproved", true);
      expect(hook.received.map((r) => r.body.embeds[0].title)).toEqual([
        "New osu! beatmapping contest",
        "New osu! beatmapping contest",
      ]);
      await svc.contests.setAdminFlag(admin, c.id, "skipWebhook", true);
      await svc.contests.setAdminFlag(admin, c.id, "isApproved", false);
      await svc.contests.setAdminFlag(admin, c.id, "isApproved", true);
      expect(hook.received).toHaveLength(2);
      await expect(svc.contests.setAdminFlag(creator, c.id, "isApproved", false)).rejects.toMatchObject({ code: "FORBIDDEN" });
    });
  });

  // ---------------------------------------------------------------- points

  describe("points", () => {
    async function completedContest(over: Partial<Contest> = {}) {
      const [host, entrant, scr, jdg] = await Promise.all([f.user(), f.user(), f.user(), f.user()]);
      const c = await cf.contest({ creators: [host], screeners: [scr], judges: [jdg], status: S.locked, ...over });
      const s = await cf.submission(c, entrant);
      const crit = await cf.criteria(c, "musicality", 10);
      await cf.judging(c, s, jdg, [[crit, 5]]);
      return { c, host, entrant, scr, jdg };
    }
    const pointsOf = async (u: User) => {
      const r = await reloadUser(u);
      return [r.contestCreatorPoints, r.contestParticipantPoints, r.contestScreenerPoints, r.contestJudgePoints];
    };

    test("only approved, eligible, Featured Artist, completed contests give points; completing and un-completing recalculate", async () => {
      const { c, host, entrant, scr, jdg } = await completedContest({ isApproved: true, isFeaturedArtistContest: true });
      await svc.contests.setStatus(host, c.id, S.complete);
      expect(await pointsOf(host)).toEqual([5, 0, 0, 0]);
      expect(await pointsOf(entrant)).toEqual([0, 3, 0, 0]);
      expect(await pointsOf(scr)).toEqual([0, 0, 1, 0]);
      expect(await pointsOf(jdg)).toEqual([0, 0, 0, 1]);
      expect((await reloadUser(entrant)).totalPoints).toBe(3);
      await svc.contests.setStatus(admin, c.id, S.locked);
      expect(await pointsOf(entrant)).toEqual([0, 0, 0, 0]);
      await svc.contests.setStatus(admin, c.id, S.complete);
      await svc.contests.setAdminFlag(admin, c.id, "isEligibleForPoints", false);
      expect(await pointsOf(host)).toEqual([0, 0, 0, 0]);
      await svc.contests.setAdminFlag(admin, c.id, "isEligibleForPoints", true);
      await svc.contests.setAdminFlag(admin, c.id, "isApproved", false);
      expect(await pointsOf(jdg)).toEqual([0, 0, 0, 0]);
      await svc.contests.setAdminFlag(admin, c.id, "isApproved", true);
      await svc.contests.setAdminFlag(admin, c.id, "isFeaturedArtistContest", false);
      expect(await pointsOf(scr)).toEqual([0, 0, 0, 0]);
    });

    test("hole 1: creating a contest, judging it and completing it yourself earns nothing", async () => {
      const farmer = await f.user({ username: "Farmer" });
      const friend = await f.user();
      const c = await svc.contests.create(farmer, { name: "Farm" });
      await svc.contests.update(farmer, c.id, {
        url: "https://example.com/farm",
        description: "farm",
        contestStart: new Date(now.getTime() - DAY),
        contestEnd: new Date(now.getTime() + DAY),
        download: "https://example.com/farm.zip",
        resultsUrl: "https://example.com/farm-results",
        judgingThreshold: 0,
      });
      await svc.staff.add(farmer, c.id, "screener", farmer.username);
      await svc.staff.add(farmer, c.id, "judge", farmer.username);
      await svc.staff.addCriteria(farmer, c.id, "farming", 10);
      await svc.entries.addManually(farmer, c.id, { user: friend.username, name: "Entry", url: "https://example.com/e" });
      // No way to mark it a Featured Artist contest or approve it:
      await expect(svc.contests.setAdminFlag(farmer, c.id, "isFeaturedArtistContest", true)).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await expect(svc.contests.setAdminFlag(farmer, c.id, "isApproved", true)).rejects.toMatchObject({ code: "FORBIDDEN" });
      for (const s of [S.beatmapping, S.screening]) await svc.contests.setStatus(farmer, c.id, s);
      const [sub] = await db.dataSource.query(`SELECT id FROM contest_submissions WHERE contest_id = $1`, [c.id]);
      await svc.phases.saveScreening(farmer, sub.id, { vote: 1 });
      await svc.contests.setStatus(farmer, c.id, S.judging);
      const [crit] = await db.dataSource.query(`SELECT id FROM contest_criteria WHERE contest_id = $1`, [c.id]);
      await svc.phases.saveJudgingScore(farmer, sub.id, crit.id, 10);
      await svc.contests.setStatus(farmer, c.id, S.complete);
      expect(await statusOf(c)).toBe(S.complete);
      expect(await pointsOf(farmer)).toEqual([0, 0, 0, 0]);
      expect(await pointsOf(friend)).toEqual([0, 0, 0, 0]);
      // and creators never enter their own contest
      await expect(svc.entries.addManually(admin, c.id, { user: farmer.username })).rejects.toMatchObject({
        message: "Contest creators cannot submit entries to their own contest",
      });
    });

    test("hole 12: judge points count passing entries with the same rule as judging (≥, with the bonus)", async () => {
      const [host, jdg] = [await f.user(), await f.user()];
      const c = await cf.contest({
        creators: [host],
        judges: [jdg],
        status: S.complete,
        isApproved: true,
        judgingThreshold: 4,
        screeningBonus: true,
        screeningVoteCount: 10,
      });
      // 20 entries: 17 exactly at the threshold with the bonus (one placement of 3, + 1), 3 below it (placement 1, + 1).
      for (let i = 0; i < 20; i++) {
        const scr = await f.user();
        await db.dataSource.query(`INSERT INTO contest_screeners (contest_id, user_id) VALUES ($1, $2)`, [c.id, scr.id]);
        await cf.screening(c, await cf.submission(c, await f.user()), scr, i < 17 ? 3 : 1);
      }
      await svc.contests.setAdminFlag(admin, c.id, "isFeaturedArtistContest", true);
      // passing: 17 (3 + 1 = 4 ≥ 4) → 1 + ln(17/15); the original's "> 4 without the bonus" counted none → 1
      expect((await reloadUser(jdg)).contestJudgePoints).toBeCloseTo(1 + Math.log(17 / 15), 10);
      const results = await svc.results.contestResults(host, c.id);
      expect(results.rows.filter((r) => r.passedScreening)).toHaveLength(17);
    });
  });

  // ---------------------------------------------------------------- entries

  describe("entries", () => {
    test("submission window texts, http(s) only, one entry replaced, creators excluded", async () => {
      const c = await cf.contest({ creators: [creator], isApproved: true, status: S.beatmapping });
      now = new Date(now.getTime() - 2 * DAY);
      await expect(svc.entries.submit(member, c.id, "https://example.com/a.osz")).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: `Contest not accepting submissions until ${c.contestStart!.toISOString().slice(0, 16).replace("T", " ")} UTC`,
      });
      now = new Date(c.contestEnd!.getTime() + 1000);
      await expect(svc.entries.submit(member, c.id, "https://example.com/a.osz")).rejects.toMatchObject({
        message: "This contest is no longer accepting new submissions.",
      });
      now = new Date("2026-06-01T12:00:00Z");
      for (const url of ["javascript:alert(1)", "ftp://x/y", "", "not a url"])
        await expect(svc.entries.submit(member, c.id, url)).rejects.toMatchObject({
          code: "BAD_USER_INPUT",
          message: "Not a valid URL",
        });
      const first = await svc.entries.submit(member, c.id, "https://example.com/a.osz");
      const second = await svc.entries.submit(member, c.id, "https://example.com/b.osz");
      expect(second.id).toBe(first.id);
      expect(second.url).toBe("https://example.com/b.osz");
      await expect(svc.entries.submit(creator, c.id, "https://example.com/mine.osz")).rejects.toMatchObject({
        message: "Contest creators cannot submit entries to their own contest",
      });
      await db.dataSource.query(`UPDATE contests SET status = 'screening' WHERE id = $1`, [c.id]);
      await expect(svc.entries.submit(member, c.id, "https://example.com/c.osz")).rejects.toMatchObject({
        message: "Contest is not accepting new submissions!",
      });
      const hidden = await cf.contest({ creators: [creator], status: S.beatmapping });
      await expect(svc.entries.submit(member, hidden.id, "https://example.com/a.osz")).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    });

    test("hole 4: renaming or deleting an entry checks it belongs to the contest", async () => {
      const mine = await cf.contest({ creators: [creator] });
      const other = await cf.contest({ creators: [member] });
      const theirs = await cf.submission(other, judge, { name: "Theirs" });
      await expect(svc.entries.rename(creator, mine.id, theirs.id, "Hijacked")).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "Cannot find submission!",
      });
      await expect(svc.entries.remove(creator, mine.id, theirs.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
      const [row] = await db.dataSource.query(`SELECT name FROM contest_submissions WHERE id = $1`, [theirs.id]);
      expect(row.name).toBe("Theirs");
      const own = await cf.submission(mine, judge);
      expect((await svc.entries.rename(creator, mine.id, own.id, " Masked ")).name).toBe("Masked");
      await expect(svc.entries.rename(creator, mine.id, own.id, " ")).rejects.toMatchObject({
        message: "Missing submission name",
      });
      expect(await svc.entries.remove(creator, mine.id, own.id)).toBe(own.id);
    });

    test("hole 10: CSV name sync matches osu! ids exactly; malformed CSV changes nothing", async () => {
      const c = await cf.contest({ creators: [creator] });
      const short = await f.user({ osuId: 123, username: "ShortId" });
      const long = await f.user({ osuId: 41234, username: "LongId" });
      const a = await cf.submission(c, short, { name: null });
      const b = await cf.submission(c, long, { name: null });
      await expect(svc.entries.syncNames(creator, c.id, "LongId,41234,Mask B\nbroken line")).rejects.toMatchObject({
        code: "BAD_USER_INPUT",
      });
      expect((await db.dataSource.query(`SELECT name FROM contest_submissions WHERE id = $1`, [b.id]))[0].name).toBeNull();
      const r = await svc.entries.syncNames(creator, c.id, "username,id,mask\nLongId,41234,Mask B");
      expect(r).toEqual({ renamed: 1, unmatched: ["ShortId"] });
      const names = await db.dataSource.query(`SELECT id, name FROM contest_submissions WHERE id = ANY($1) ORDER BY id`, [
        [a.id, b.id],
      ]);
      expect(names.map((n: { name: string | null }) => n.name)).toEqual([null, "Mask B"]);
    });

    test("adding from CSV: only without entries and with a listing URL; unknown osu! ids become members", async () => {
      const c = await cf.contest({ creators: [creator] });
      await expect(svc.entries.addFromCsv(creator, c.id, "A,990001,Entry A")).rejects.toMatchObject({
        message: "Submissions can only be added from CSV when an osu! contest listing URL is set",
      });
      await db.dataSource.query(
        `UPDATE contests SET osu_contest_listing_url = 'https://osu.ppy.sh/community/contests/1' WHERE id = $1`,
        [c.id],
      );
      expect(await svc.entries.addFromCsv(creator, c.id, `A,990001,Entry A\n${member.username},${member.osuId},Entry B`)).toBe(2);
      const [placeholder] = await db.dataSource.query(`SELECT username FROM users WHERE osu_id = 990001`);
      expect(placeholder.username).toBe("A");
      await expect(svc.entries.addFromCsv(creator, c.id, "C,990002,Entry C")).rejects.toMatchObject({
        message: "Submissions can only be added from CSV when the contest has no submissions",
      });
    });

    test("manual late entry", async () => {
      const c = await cf.contest({ creators: [creator], status: S.screening, isApproved: true });
      await expect(svc.entries.addManually(creator, c.id, { user: "NoSuchUserHere" })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: expect.stringMatching(/^User doesn't exist/),
      });
      await expect(svc.entries.addManually(creator, c.id, { user: member.username, url: "javascript:x" })).rejects.toMatchObject({
        message: "Not a valid URL",
      });
      const s = await svc.entries.addManually(creator, c.id, {
        user: String(member.osuId),
        name: "Late",
        url: "https://x.example/late",
      });
      expect(s).toMatchObject({ creatorId: member.id, name: "Late" });
      await expect(svc.entries.addManually(creator, c.id, { user: member.username })).rejects.toMatchObject({ code: "CONFLICT" });
    });
  });

  // ---------------------------------------------------------------- staff

  describe("staff", () => {
    test("hole 9: removing a screener deletes their screenings; removing a judge their judgings and scores; deleting a criterion its scores", async () => {
      const c = await cf.contest({ creators: [creator], screeners: [screener], judges: [judge], status: S.judging });
      const s = await cf.submission(c, member);
      const crit = await cf.criteria(c, "musicality", 10);
      const other = await cf.criteria(c, "creativity", 5);
      await cf.screening(c, s, screener, 3);
      const j = await cf.judging(c, s, judge, [
        [crit, 7],
        [other, 4],
      ]);
      await svc.staff.deleteCriteria(creator, c.id, other.id);
      expect(await db.dataSource.query(`SELECT 1 FROM contest_judging_scores WHERE criteria_id = $1`, [other.id])).toHaveLength(
        0,
      );
      await svc.staff.remove(creator, c.id, "screener", screener.id);
      await svc.staff.remove(creator, c.id, "judge", judge.id);
      expect(await db.dataSource.query(`SELECT 1 FROM contest_screenings WHERE contest_id = $1`, [c.id])).toHaveLength(0);
      expect(await db.dataSource.query(`SELECT 1 FROM contest_judgings WHERE contest_id = $1`, [c.id])).toHaveLength(0);
      expect(await db.dataSource.query(`SELECT 1 FROM contest_judging_scores WHERE judging_id = $1`, [j.id])).toHaveLength(0);
      await expect(svc.staff.remove(creator, c.id, "judge", judge.id)).rejects.toMatchObject({ message: "User is not a judge!" });
      await svc.staff.add(creator, c.id, "judge", judge.username);
      await expect(svc.staff.add(creator, c.id, "judge", judge.username)).rejects.toMatchObject({
        message: "User is already a judge!",
      });
      await expect(svc.staff.add(creator, c.id, "screener", "nobody-at-all")).rejects.toMatchObject({
        message: "Cannot find user!",
      });
      await expect(svc.staff.deleteCriteria(creator, c.id, 999999)).rejects.toMatchObject({ message: "Invalid criteria" });
      const foreign = await cf.criteria(await cf.contest({ creators: [member] }), "x", 1);
      await expect(svc.staff.deleteCriteria(creator, c.id, foreign.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    });

    test("criteria are per contest, lower-cased and bounded", async () => {
      const c = await cf.contest({ creators: [creator] });
      expect(await svc.staff.addCriteria(creator, c.id, " Musicality ", 10)).toMatchObject({ name: "musicality", maxScore: 10 });
      await expect(svc.staff.addCriteria(creator, c.id, "MUSICALITY", 5)).rejects.toMatchObject({ code: "CONFLICT" });
      await expect(svc.staff.addCriteria(creator, c.id, "x", 0)).rejects.toMatchObject({ message: "Invalid maxScore" });
      const d = await cf.contest({ creators: [creator] });
      expect(await svc.staff.addCriteria(creator, d.id, "musicality", 5)).toMatchObject({ contestId: d.id, maxScore: 5 });
    });

    test("candidates: contest helpers first", async () => {
      const tag = `cand${Date.now().toString(36)}`;
      await f.user({ username: `${tag}a` });
      await f.user({ username: `${tag}b`, isContestHelper: true });
      await f.user({ username: `${tag}c` });
      const c = await cf.contest({ creators: [creator] });
      const page = await svc.staff.candidates(creator, c.id, { search: tag, first: 2 });
      expect(page.nodes.map((n) => [n.user.username, n.isContestHelper])).toEqual([
        [`${tag}b`, true],
        [`${tag}a`, false],
      ]);
      const next = await svc.staff.candidates(creator, c.id, { search: tag, after: page.pageInfo.endCursor });
      expect(next.nodes.map((n) => n.user.username)).toEqual([`${tag}c`]);
      await expect(svc.staff.candidates(member, c.id, {})).rejects.toMatchObject({ code: "NOT_FOUND" });
    });
  });

  // ---------------------------------------------------------------- screening, judging, voting

  describe("screening", () => {
    test("stars 1..N each once, own entry refused, comments bounded; screeners see only their own (hole 5, 6)", async () => {
      const other = await f.user();
      const c = await cf.contest({
        creators: [creator],
        screeners: [screener, other],
        status: S.screening,
        screeningVoteCount: 2,
      });
      const [a, b, own] = [await cf.submission(c, member), await cf.submission(c, judge), await cf.submission(c, screener)];
      expect((await svc.phases.saveScreening(screener, a.id, { vote: 2, comment: " nice " })).comment).toBe("nice");
      await expect(svc.phases.saveScreening(screener, b.id, { vote: 2 })).rejects.toMatchObject({
        code: "CONFLICT",
        message: "You already assigned 2 stars to another submission",
      });
      await expect(svc.phases.saveScreening(screener, b.id, { vote: 3 })).rejects.toMatchObject({
        message: "Vote must be a whole number from 0 to 2",
      });
      await expect(svc.phases.saveScreening(screener, own.id, { vote: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(svc.phases.saveScreening(screener, b.id, { comment: "x".repeat(1001) })).rejects.toMatchObject({
        message: "Comments must be at most 1000 characters",
      });
      await svc.phases.saveScreening(screener, b.id, { vote: 1, reviewed: true });
      await svc.phases.saveScreening(other, a.id, { vote: 1, comment: "secret" });
      await expect(svc.phases.saveScreening(member, a.id, { vote: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });

      const page = await svc.phases.screeningEntries(screener, c.id, {});
      const seen = page.nodes.map((e) => [e.submission.id, e.screening?.vote ?? 0, e.screening?.comment ?? "", e.isOwnEntry]);
      expect(seen).toEqual(
        expect.arrayContaining([
          [a.id, 2, "nice", false],
          [b.id, 1, "", false],
          [own.id, 0, "", true],
        ]),
      );
      // nothing of the other screener's
      expect(JSON.stringify(page)).not.toContain("secret");
      await expect(svc.phases.screeningEntries(judge, c.id, {})).rejects.toMatchObject({ code: "NOT_FOUND" });
      await db.dataSource.query(`UPDATE contests SET status = 'judging' WHERE id = $1`, [c.id]);
      await expect(svc.phases.saveScreening(screener, a.id, { vote: 0 })).rejects.toMatchObject({
        message: "This contest is not in the screening phase",
      });
    });

    test("concurrency: 50 simultaneous placements never break uniqueness", async () => {
      const c = await cf.contest({ creators: [creator], screeners: [screener], status: S.screening, screeningVoteCount: 3 });
      const subs: Submission[] = [];
      for (let i = 0; i < 10; i++) subs.push(await cf.submission(c, await f.user()));
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) => svc.phases.saveScreening(screener, subs[i % 10].id, { vote: (i % 3) + 1 })),
      );
      expect(results.some((r) => r.status === "fulfilled")).toBe(true);
      for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "CONFLICT" });
      const votes: { vote: number }[] = await db.dataSource.query(
        `SELECT vote FROM contest_screenings WHERE contest_id = $1 AND screener_id = $2 AND vote > 0`,
        [c.id, screener.id],
      );
      expect(votes.length).toBeLessThanOrEqual(3);
      expect(new Set(votes.map((v) => v.vote)).size).toBe(votes.length);
    });
  });

  describe("judging", () => {
    test("only entries that passed the threshold; scores bounded; judges see screening totals only", async () => {
      const c = await cf.contest({
        creators: [creator],
        screeners: [screener],
        judges: [judge],
        status: S.judging,
        judgingThreshold: 2,
        judgingCommentsEnabled: false,
      });
      const crit = await cf.criteria(c, "musicality", 10);
      const pass = await cf.submission(c, member, { name: "Pass" });
      const fail = await cf.submission(c, admin, { name: "Fail" });
      await cf.screening(c, pass, screener, 2, "screener secret");
      await cf.screening(c, fail, screener, 1);
      await expect(svc.phases.saveJudgingScore(judge, fail.id, crit.id, 5)).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: "This entry did not receive enough screening votes to reach the judging stage",
      });
      await expect(svc.phases.saveJudgingScore(judge, pass.id, crit.id, 11)).rejects.toMatchObject({
        message: "Score is higher than expected",
      });
      await expect(svc.phases.saveJudgingScore(judge, pass.id, crit.id, -1)).rejects.toMatchObject({
        message: "Must be positive number or 0",
      });
      const foreign = await cf.criteria(await cf.contest({ creators: [creator] }), "x", 10);
      await expect(svc.phases.saveJudgingScore(judge, pass.id, foreign.id, 1)).rejects.toMatchObject({
        message: "Invalid criteria",
      });
      await expect(svc.phases.saveJudgingScore(screener, pass.id, crit.id, 1)).rejects.toMatchObject({ code: "FORBIDDEN" });
      await svc.phases.saveJudgingScore(judge, pass.id, crit.id, 7, "good");
      await svc.phases.saveJudgingScore(judge, pass.id, crit.id, 8);
      const [score] = await db.dataSource.query(
        `SELECT js.score, js.comment FROM contest_judging_scores js JOIN contest_judgings j ON j.id = js.judging_id WHERE j.submission_id = $1`,
        [pass.id],
      );
      expect(score).toEqual({ score: 8, comment: "good" });
      await expect(svc.phases.saveJudgingComment(judge, pass.id, "hi")).rejects.toMatchObject({
        message: "Comments are switched off for this contest",
      });
      const page = await svc.phases.judgingEntries(judge, c.id, {});
      expect(page.nodes.map((e) => [e.submission.name, e.screeningTotal, e.completed])).toEqual([["Pass", 2, true]]);
      expect(JSON.stringify(page)).not.toContain("screener secret");
    });
  });

  describe("community vote", () => {
    test("plain: at most N, never one's own, until the end", async () => {
      const c = await cf.contest({
        creators: [creator],
        isApproved: true,
        status: S.vote,
        communityVoteCount: 2,
        communityVoteEnd: new Date(now.getTime() + DAY),
      });
      const subs = [await cf.submission(c, judge), await cf.submission(c, screener), await cf.submission(c, admin)];
      const own = await cf.submission(c, member);
      await svc.phases.castVote(member, subs[0].id, 1);
      const r = await svc.phases.castVote(member, subs[1].id, 1);
      expect(r.votes).toHaveLength(2);
      await expect(svc.phases.castVote(member, subs[2].id, 1)).rejects.toMatchObject({
        code: "CONFLICT",
        message: "You have already used all 2 votes",
      });
      await expect(svc.phases.castVote(member, subs[2].id, 2)).rejects.toMatchObject({ message: "Vote must be 0 or 1" });
      await expect(svc.phases.castVote(member, own.id, 1)).rejects.toMatchObject({
        message: "You cannot vote for or score your own entry",
      });
      await svc.phases.castVote(member, subs[0].id, 0);
      await svc.phases.castVote(member, subs[2].id, 1);
      now = new Date(now.getTime() + 2 * DAY);
      await expect(svc.phases.castVote(member, subs[0].id, 1)).rejects.toMatchObject({
        message: "Community voting for this contest has ended",
      });
    });

    test("ordered: ranks 1..N each once", async () => {
      const c = await cf.contest({
        creators: [creator],
        isApproved: true,
        status: S.vote,
        communityVoteCount: 3,
        communityVoteOrderedPriority: true,
      });
      const subs = [await cf.submission(c, judge), await cf.submission(c, screener)];
      await svc.phases.castVote(member, subs[0].id, 1);
      await expect(svc.phases.castVote(member, subs[1].id, 1)).rejects.toMatchObject({
        message: "You already assigned rank 1 to another submission",
      });
      await expect(svc.phases.castVote(member, subs[1].id, 4)).rejects.toMatchObject({
        message: "Rank must be a whole number from 0 to 3",
      });
      await svc.phases.castVote(member, subs[1].id, 3);
      await svc.phases.castVote(member, subs[0].id, 2);
      expect((await svc.phases.myVotes(member, c.id)).map((v) => v.rank).sort()).toEqual([2, 3]);
    });

    test("concurrency: 50 simultaneous votes by one member never exceed N", async () => {
      const c = await cf.contest({ creators: [creator], isApproved: true, status: S.vote, communityVoteCount: 5 });
      const subs: Submission[] = [];
      for (let i = 0; i < 25; i++) subs.push(await cf.submission(c, await f.user()));
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) => svc.phases.castVote(member, subs[i % 25].id, 1)),
      );
      expect(results.filter((r) => r.status === "fulfilled").length).toBeGreaterThanOrEqual(5);
      const [{ n }] = await db.dataSource.query(
        `SELECT count(*)::int AS n FROM contest_community_votes WHERE contest_id = $1 AND voter_id = $2`,
        [c.id, member.id],
      );
      expect(n).toBe(5);

      const o = await cf.contest({
        creators: [creator],
        isApproved: true,
        status: S.vote,
        communityVoteCount: 3,
        communityVoteOrderedPriority: true,
      });
      const os: Submission[] = [];
      for (let i = 0; i < 10; i++) os.push(await cf.submission(o, await f.user()));
      await Promise.allSettled(Array.from({ length: 50 }, (_, i) => svc.phases.castVote(member, os[i % 10].id, (i % 3) + 1)));
      const ranks: { rank: number }[] = await db.dataSource.query(
        `SELECT rank FROM contest_community_votes WHERE contest_id = $1 AND voter_id = $2`,
        [o.id, member.id],
      );
      expect(ranks.length).toBeLessThanOrEqual(3);
      expect(new Set(ranks.map((r) => r.rank)).size).toBe(ranks.length);
    });
  });

  // ---------------------------------------------------------------- results

  describe("results", () => {
    async function judgedContest(status: ContestStatus) {
      const [s1, s2, j1, j2, e1, e2, e3] = [
        await f.user(),
        await f.user(),
        await f.user(),
        await f.user(),
        await f.user(),
        await f.user(),
        await f.user(),
      ];
      const c = await cf.contest({
        creators: [creator],
        screeners: [s1, s2],
        judges: [j1, j2],
        status,
        isApproved: true,
        judgingThreshold: 1,
        communityVoteCount: 1,
      });
      const crit1 = await cf.criteria(c, "musicality", 10);
      const crit2 = await cf.criteria(c, "creativity", 5);
      const X = await cf.submission(c, e1, { name: "X" });
      const Y = await cf.submission(c, e2, { name: "Y" });
      const Z = await cf.submission(c, e3, { name: "Z" });
      const W = await cf.submission(c, member, { name: "W" });
      await cf.screening(c, X, s1, 2, "X is fine");
      await cf.screening(c, Y, s1, 1);
      await cf.screening(c, Z, s2, 2, "Z from s2");
      await cf.screening(c, Y, s2, 1);
      for (const [sub, a, b] of [
        [X, [8, 4], [5, 1]],
        [Y, [6, 3], [9, 5]],
        [Z, [4, 2], [7, 3]],
      ] as const) {
        await cf.judging(
          c,
          sub,
          j1,
          [
            [crit1, a[0]],
            [crit2, a[1]],
          ],
          `j1 on ${sub.name}`,
        );
        await cf.judging(c, sub, j2, [
          [crit1, b[0]],
          [crit2, b[1]],
        ]);
      }
      // votes: one bad actor (2 votes with N = 1) who voted X twice over
      const [v1, v2, bad] = await Promise.all([f.user(), f.user(), f.user()]);
      await cf.vote(c, X, v1);
      await cf.vote(c, Y, v2);
      await cf.vote(c, X, bad);
      await cf.vote(c, Z, bad);
      return { c, X, Y, Z, W, s1, s2, j1, j2, e1, bad };
    }

    test("holes 2, 3, 13: nothing is readable before completion except by creators", async () => {
      const { c, X, s1, j1, e1 } = await judgedContest(S.judging);
      for (const who of [member, s1, j1, e1]) {
        await expect(svc.results.contestResults(who, c.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
        await expect(svc.results.submissionResult(who, X.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
      }
      await expect(svc.results.contestResults(null, c.id)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
      expect((await svc.results.contestResults(creator, c.id)).rows).toHaveLength(4);
      await expect(svc.results.leaderboard(j1, c.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
      const unapproved = await cf.contest({ creators: [creator], status: S.complete });
      await expect(svc.results.contestResults(member, unapproved.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    });

    test("the table, the detail (anonymised, own marked, public judges) and hole 14 (bad actors filtered everywhere)", async () => {
      const { c, X, Y, Z, W, s1, j1, bad } = await judgedContest(S.complete);
      const t = await svc.results.contestResults(member, c.id);
      expect(t.rows.map((r) => r.submission.name)).toEqual(["Y", "X", "Z", "W"]);
      expect(t).toMatchObject({ screenerCount: 2, judgeCount: 2, maxScreeningTotal: 10, maxJudgingTotal: 30 });
      const k = 3 / Math.sqrt(6);
      expect(t.rows[0]).toMatchObject({ screeningTotal: 2, screeningPlacements: 2, judgingRaw: 23, place: 1, communityVotes: 1 });
      expect(t.rows[0].judgingStandardised).toBeCloseTo(k, 10);
      expect(t.rows[3]).toMatchObject({ passedScreening: false, judgingRaw: null, place: null });
      // X: v1's vote counts, the bad actor's does not
      expect(t.rows[1].communityVotes).toBe(1);

      const d = await svc.results.submissionResult(s1, X.id);
      expect(d.screenings).toEqual([
        { label: "User 1", isMine: true, vote: 2, comment: "X is fine" },
        { label: "User 2", isMine: false, vote: 0, comment: "" },
      ]);
      expect(d.communityVotes).toEqual({ raw: 1, weighted: 1, rankCounts: [] });
      expect(d.judgings.map((j) => [j.label, j.judgeId, j.total, j.comment])).toEqual([
        ["User 1", null, 12, "j1 on X"],
        ["User 2", null, 6, ""],
      ]);
      expect((await svc.results.submissionResult(j1, X.id)).judgings[0].isMine).toBe(true);
      await db.dataSource.query(`UPDATE contests SET has_public_judges = true WHERE id = $1`, [c.id]);
      expect((await svc.results.submissionResult(member, X.id)).judgings[0].judgeId).toBe(j1.id);
      const w = await svc.results.submissionResult(member, W.id);
      expect(w).toMatchObject({ passedScreening: false, judgings: [] });

      const votes = await svc.results.communityVoteResults(creator, c.id);
      expect(votes.badActorIds).toEqual([bad.id]);
      expect(votes.rows.find((r) => r.submission.id === Z.id)?.raw).toBe(0);
      expect((await svc.results.submissionResult(member, Z.id)).communityVotes.raw).toBe(0);
      expect(votes.rows.find((r) => r.submission.id === Y.id)?.raw).toBe(1);

      const mine = await svc.results.participated(member, {});
      expect(mine.nodes.map((s) => s.id)).toContain(W.id);
    });

    test("creators' views: screening results anonymised, leaderboard, progress and exports", async () => {
      const { c, j1 } = await judgedContest(S.judging);
      const sr = await svc.results.screeningResults(creator, c.id);
      expect(sr.map((r) => [r.submission.name, r.total, r.passed])).toEqual([
        ["X", 2, true],
        ["Y", 2, true],
        ["Z", 2, true],
        ["W", 0, false],
      ]);
      expect(sr[0].screenings.map((s) => s.label)).toEqual(["User 1", "User 2"]);
      const lb = await svc.results.leaderboard(creator, c.id);
      expect(lb.rows.map((r) => r.submission.name)).toEqual(["Y", "X", "Z"]);
      expect(lb.judges[0]).toMatchObject({ userId: j1.id, mean: 9 });
      expect(lb.judges[0].correlation).toBeCloseTo(0.5, 10);
      const progress = await svc.results.judgeProgress(creator, c.id);
      expect(progress.map((p) => [p.expected, p.completed])).toEqual([
        [3, 3],
        [3, 3],
      ]);
      const perEntry = await svc.results.entryJudgingProgress(creator, c.id);
      expect(perEntry.map((p) => [p.submission.name, p.completedJudges, p.expectedJudges])).toEqual([
        ["X", 2, 2],
        ["Y", 2, 2],
        ["Z", 2, 2],
      ]);
      const screeners = await svc.results.screenerProgress(creator, c.id);
      expect(screeners[0]).toMatchObject({ usedPlacements: [1, 2], unusedPlacements: [3, 4, 5] });
      const csv = await svc.results.exportResults(creator, c.id, "criteria", "csv");
      expect(csv.split("\n")[0]).toBe("Place,Entry,Mapper,musicality,creativity,Raw Score,Final Score");
      expect(csv.split("\n")[1]).toMatch(/^1,Y,/);
      const md = await svc.results.exportResults(creator, c.id, "judge", "markdown");
      expect(md).toContain("| AVG |");
    });
  });
});
