import { startTestServer, Visitor, type TestServer } from "../../test/harness";
import { fixtures } from "../../test/fixtures";
import { BeatmapStatus } from "../core/enums";
import { mockOsuStats } from "./mock-provider/profiles";
import { openOsuTokens, sealOsuTokens } from "../modules/auth/osu-tokens";
import { USER_JOBS } from "../modules/users/users.jobs";
import { BEATMAP_JOBS } from "../modules/beatmaps/beatmaps.jobs";

/**
 * The osu! jobs and member paths against the faithful offline osu!, with budgets shrunk to a window of one second
 * (OSU_*_WINDOW_SECONDS) so "more members than a minute's budget" takes seconds: the stats job is paced, survives
 * 429s, and resumes where it stopped without losing what it fetched; ranked counts come from the full user endpoint;
 * review-only modders are kept at qualification; a qualified set's date is not a ranked date; a merch sign-in's
 * token is refreshed with the merch client.
 */
const MEMBERS = 260; // over five windows' worth at 50 units a window; three at 100

type Stats = { api: { served: number; units: number; throttled: number } };

async function seedMembers(server: TestServer, from: number): Promise<number[]> {
  const f = fixtures(server.database.dataSource);
  const ids: number[] = [];
  for (let i = 0; i < MEMBERS; i++) ids.push((await f.user({ osuId: from + i })).osuId);
  return ids;
}

async function expectAllRefreshed(server: TestServer, osuIds: number[]) {
  const rows: { osu_id: number; pp_osu: number | null; pp_mania: number | null; stats_refreshed_at: Date | null }[] =
    await server.database.dataSource.query(
      `SELECT osu_id, pp_osu, pp_mania, stats_refreshed_at FROM users WHERE osu_id = ANY($1::int[])`,
      [osuIds],
    );
  expect(rows).toHaveLength(osuIds.length);
  for (const r of rows) {
    const expected = mockOsuStats(r.osu_id);
    expect({ id: r.osu_id, osu: r.pp_osu, mania: r.pp_mania }).toEqual({
      id: r.osu_id,
      osu: expected.pp.osu,
      mania: expected.pp.mania,
    });
    expect(r.stats_refreshed_at).not.toBeNull();
  }
}

const limiterStats = async (server: TestServer): Promise<Stats> =>
  (await (await fetch(`${server.url}/mock-osu/_control/rate-limit`)).json()) as Stats;
const resetLimiter = (server: TestServer) => fetch(`${server.url}/mock-osu/_control/rate-limit/reset`, { method: "POST" });

describe("osu! jobs within osu!'s budget (client budget = osu!'s: paced, never refused)", () => {
  let server: TestServer;
  let osuIds: number[];

  beforeAll(async () => {
    server = await startTestServer({
      OSU_API_REQUESTS_PER_MINUTE: "1000",
      OSU_API_UNITS_PER_MINUTE: "50",
      OSU_API_WINDOW_SECONDS: "1",
      OSU_MOCK_UNITS_PER_MINUTE: "50",
      OSU_MOCK_WINDOW_SECONDS: "1",
      // A run may last 4 s: the stats job over 260 members (over five windows of 50) cannot finish in one. The run
      // keeps a fifth of its time in reserve (0.8 s) for saving and stopping, which a busy machine needs.
      JOB_TIMEOUT_SECONDS: "4",
    });
    osuIds = await seedMembers(server, 70_000);
  });
  afterAll(async () => {
    await server.close();
  });

  test("the stats job over more members than a window's budget stops in time, saves every chunk and resumes to the end", async () => {
    await resetLimiter(server);
    const started = Date.now();
    const first = await server.jobs.runNow(USER_JOBS.stats);
    expect(first).toMatch(/^refreshed \d+ of 260 users; stopped at osu!'s rate limit with \d+ left, resuming /);
    const firstRun = Number(/^refreshed (\d+)/.exec(String(first))![1]);
    expect(firstRun).toBeGreaterThanOrEqual(50);
    expect(firstRun).toBeLessThanOrEqual(250); // 50 units a second, stopping before its 4 s
    const [job] = await server.database.dataSource.query(`SELECT next_run_at FROM scheduled_jobs WHERE name = $1`, [
      USER_JOBS.stats,
    ]);
    // Due again within a second or two, not at the next six-hourly slot.
    expect(new Date(job.next_run_at).getTime() - Date.now()).toBeLessThan(5_000);
    const saved: number = (
      await server.database.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE stats_refreshed_at IS NOT NULL`)
    )[0].n;
    expect(saved).toBe(firstRun);

    // The scheduler runs it again when due; each run goes on with the stalest members.
    const summaries: string[] = [];
    for (let i = 0; i < 20; i++) {
      const [row] = await server.database.dataSource.query(`SELECT next_run_at FROM scheduled_jobs WHERE name = $1`, [
        USER_JOBS.stats,
      ]);
      await new Promise((r) => setTimeout(r, Math.max(0, new Date(row.next_run_at).getTime() - Date.now() + 20)));
      await server.jobs.tick();
      const [last] = await server.database.dataSource.query(
        `SELECT summary FROM job_runs WHERE job_name = $1 ORDER BY id DESC LIMIT 1`,
        [USER_JOBS.stats],
      );
      summaries.push(last.summary);
      if (!/stopped/.test(last.summary)) break;
    }
    expect(summaries.at(-1)).toMatch(/^refreshed \d+ of \d+ users$/);
    await expectAllRefreshed(server, osuIds);
    const stats = await limiterStats(server);
    // Every member fetched exactly once (nothing thrown away and fetched again), and osu! never said 429.
    expect(stats.api.units).toBe(MEMBERS);
    expect(stats.api.throttled).toBe(0);
    // Over five windows' worth of units cannot go faster than five windows.
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
  });
});

describe("osu! jobs when osu! refuses (client budget above osu!'s: 429 and Retry-After)", () => {
  let server: TestServer;
  let osuIds: number[];

  beforeAll(async () => {
    server = await startTestServer({
      OSU_API_REQUESTS_PER_MINUTE: "100000",
      OSU_API_UNITS_PER_MINUTE: "100000",
      // One chunk of 50 ids fills a 2-second window: the job's next call within it is refused, however slow the machine.
      OSU_MOCK_UNITS_PER_MINUTE: "50",
      OSU_MOCK_WINDOW_SECONDS: "2",
    });
    osuIds = await seedMembers(server, 80_000);
  });
  afterAll(async () => {
    await server.close();
  });

  test("the stats job honours 429 + Retry-After and completes, losing nothing", async () => {
    await resetLimiter(server);
    expect(await server.jobs.runNow(USER_JOBS.stats)).toBe(`refreshed ${MEMBERS} of ${MEMBERS} users`);
    await expectAllRefreshed(server, osuIds);
    const stats = await limiterStats(server);
    expect(stats.api.throttled).toBeGreaterThan(0);
    expect(stats.api.units).toBe(MEMBERS); // refused calls are not charged, and none was repeated after success
  });

  test("ranked counts come from the full user endpoint (one call each); restricted accounts keep theirs", async () => {
    const f = fixtures(server.database.dataSource);
    const a = await f.user({ osuId: 85_001, rankedBeatmapsCount: 1 });
    const b = await f.user({ osuId: 85_002, rankedBeatmapsCount: 2 });
    const gone = await f.user({ osuId: 85_003, rankedBeatmapsCount: 3 });
    const control = (id: number, body: unknown) =>
      fetch(`${server.url}/mock-osu/_control/users/${id}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    await control(85_001, { rankedBeatmapsetCount: 14 });
    await control(85_002, { rankedBeatmapsetCount: 0 });
    await control(85_003, { restricted: true });
    // The stats job cannot see them: /api/v2/users has no ranked counts.
    await server.database.dataSource.query(`UPDATE users SET stats_refreshed_at = NULL WHERE id = ANY($1::int[])`, [
      [a.id, b.id, gone.id],
    ]);
    await server.services.users.refreshOsuStats(3);
    const counts = async () =>
      Object.fromEntries(
        (
          await server.database.dataSource.query(`SELECT osu_id, ranked_beatmaps_count FROM users WHERE id = ANY($1::int[])`, [
            [a.id, b.id, gone.id],
          ])
        ).map((r: { osu_id: number; ranked_beatmaps_count: number }) => [r.osu_id, r.ranked_beatmaps_count]),
      );
    expect(await counts()).toEqual({ 85001: 1, 85002: 2, 85003: 3 });
    // The ranked-count job's work, stalest first (these three never refreshed): the full user endpoint has them.
    await server.database.dataSource.query(`UPDATE users SET ranked_count_refreshed_at = now() WHERE NOT (id = ANY($1::int[]))`, [
      [a.id, b.id, gone.id],
    ]);
    expect((await server.services.users.refreshRankedCounts(3)).summary).toBe("refreshed 2 of 3 ranked counts (1 not on osu!)");
    expect(await counts()).toEqual({ 85001: 14, 85002: 0, 85003: 3 });
    const [touched] = await server.database.dataSource.query(`SELECT ranked_count_refreshed_at FROM users WHERE id = $1`, [
      gone.id,
    ]);
    expect(touched.ranked_count_refreshed_at).not.toBeNull();
  });

  test("qualification: review-only modders are kept, silent ones pruned; a qualified set's date is not a ranked date", async () => {
    const f = fixtures(server.database.dataSource);
    const host = await f.user({ osuId: 86_001 });
    const reviewer = await f.user({ osuId: 86_002, username: "ReviewOnly" });
    const silent = await f.user({ osuId: 86_003, username: "SilentModder" });
    const song = await f.song(await f.artist());
    const map = await f.beatmap(song, host, { status: BeatmapStatus.Done, url: "https://osu.ppy.sh/beatmapsets/860000" });
    for (const m of [reviewer, silent])
      await server.database.dataSource.query(`INSERT INTO beatmap_modders (beatmap_id, user_id) VALUES ($1, $2)`, [map.id, m.id]);
    await fetch(`${server.url}/mock-osu/_control/beatmapsets/860000`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      // (discussionPosters: [] — by default the offline osu! shows the guild's modders as posters.)
      body: JSON.stringify({
        status: "qualified",
        discussionPosters: [],
        discussions: [{ user: 86_002, type: "review", embeds: ["problem", "suggestion"] }],
      }),
    });
    await server.database.dataSource.query(`UPDATE beatmaps SET osu_synced_at = now() WHERE id <> $1`, [map.id]);
    expect(await server.jobs.runNow(BEATMAP_JOBS.statuses)).toMatch(/1 qualified/);
    const [row] = await server.database.dataSource.query(`SELECT status, ranked_date FROM beatmaps WHERE id = $1`, [map.id]);
    expect(row).toEqual({ status: "Qualified", ranked_date: null });
    const modders = await server.database.dataSource.query(`SELECT user_id FROM beatmap_modders WHERE beatmap_id = $1`, [map.id]);
    expect(modders.map((r: { user_id: number }) => r.user_id)).toEqual([reviewer.id]);
  });

  test("a merch sign-in's expired token is refreshed with the merch client: the Beatmap Nominator check passes", async () => {
    const f = fixtures(server.database.dataSource);
    const bn = await f.user({ osuId: 87_001, username: "MerchBn" });
    const host = await f.user({ osuId: 87_002 });
    const map = await f.beatmap(await f.song(await f.artist()), host);
    await fetch(`${server.url}/mock-osu/_control/users/87001`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ groupIds: [28] }),
    });
    const v = new Visitor(server.url);
    const start = await v.fetch("/api/merchAuth");
    await v.follow(`${start.headers.get("location")}&login_as=${bn.osuId}`);
    const sid = decodeURIComponent(v.cookieHeader.split("mg.sid=")[1]).slice(2).split(".")[0];
    const sealed = async () =>
      openOsuTokens(
        server.config,
        (await server.database.dataSource.query(`SELECT sess->>'osuTokens' AS t FROM sessions WHERE sid = $1`, [sid]))[0].t,
      )!;
    const signedIn = await sealed();
    expect(signedIn.client).toBe("merch");
    // A day later: the access token has expired (and, for a token sealed before the client was recorded, no client).
    const { client: _client, ...legacy } = { ...signedIn, expiresAt: Date.now() - 1000 };
    await server.database.dataSource.query(
      `UPDATE sessions SET sess = jsonb_set(sess, '{osuTokens}', to_jsonb($2::text)) WHERE sid = $1`,
      [sid, sealOsuTokens(server.config, legacy)],
    );
    const added = await v.post(`/api/beatmaps/${map.id}/updateBn`, {});
    expect(added.status).toBe(200);
    expect((added.json as { bns: { username: string }[] }).bns.map((x) => x.username)).toEqual(["MerchBn"]);
    const refreshed = await sealed();
    expect(refreshed).toMatchObject({ client: "merch" });
    expect(refreshed.refreshToken).not.toBe(signedIn.refreshToken); // rotated, and the new pair stored
    expect(refreshed.expiresAt).toBeGreaterThan(Date.now());
  });
});
