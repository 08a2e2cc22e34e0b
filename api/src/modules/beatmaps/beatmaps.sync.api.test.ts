import http from "node:http";
import type { AddressInfo } from "node:net";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { BeatmapStatus, TaskMode, TaskName, UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import type { Song } from "../artists/song.entity";
import { BEATMAP_JOBS } from "./beatmaps.jobs";
import { BADGE_JOB } from "../points/points.jobs";

/** A local Discord stand-in: collects every webhook body. */
async function webhookReceiver() {
  const bodies: { embeds: { description: string; color?: number; title?: string }[] }[] = [];
  const srv = http.createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      bodies.push(JSON.parse(data));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", () => r()));
  return {
    url: `http://127.0.0.1:${(srv.address() as AddressInfo).port}/hook`,
    bodies,
    descriptions: () => bodies.flatMap((b) => b.embeds.map((e) => e.description)),
    close: () => new Promise<void>((r) => srv.close(() => r())),
  };
}

describe("osu! sync: Done → Qualified → Ranked on the offline osu!, points and badges", () => {
  let server: TestServer;
  let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
  let f: ReturnType<typeof fixtures>;
  let song: Song;
  let admin: Visitor;
  let u: Record<"host" | "guest" | "modder" | "lazyModder" | "bn1" | "bn2" | "admin", User>;
  const q = (sql: string, params?: unknown[]) => server.database.dataSource.query(sql, params);
  const user = async (id: number) => (await q(`SELECT * FROM users WHERE id = $1`, [id]))[0];
  const map = async (id: number) => (await q(`SELECT * FROM beatmaps WHERE id = $1`, [id]))[0];
  const ids = async (table: string, beatmapId: number) =>
    (await q(`SELECT user_id FROM ${table} WHERE beatmap_id = $1 ORDER BY user_id`, [beatmapId])).map(
      (r: { user_id: number }) => r.user_id,
    );

  beforeAll(async () => {
    hooks = await webhookReceiver();
    server = await startTestServer({ DISCORD_WEBHOOK_URL: hooks.url, DISCORD_DEV_WEBHOOK_URL: hooks.url });
    f = fixtures(server.database.dataSource);
    song = await f.song(await f.artist({ label: "Sync Artist" }), { title: "Sync Song" });
    u = {
      host: await f.user({ osuId: 9001, username: "SyncHost" }),
      guest: await f.user({ osuId: 9002, username: "SyncGuest" }),
      modder: await f.user({ osuId: 9003, username: "SyncModder" }),
      lazyModder: await f.user({ osuId: 9004, username: "LazyModder" }),
      bn1: await f.user({ osuId: 9005, username: "NominatorOne" }),
      bn2: await f.user({ osuId: 9006, username: "NominatorTwo" }),
      admin: await f.user({ osuId: 100, username: "DemoAdmin", group: UserGroup.admin }),
    };
    admin = new Visitor(server.url);
    await admin.login(100);
  });
  afterAll(async () => {
    await server.close();
    await hooks.close();
  });

  async function doneMap(setId: number, over: { status?: BeatmapStatus } = {}) {
    const b = await f.beatmap(song, u.host, {
      status: over.status ?? BeatmapStatus.Done,
      url: `https://osu.ppy.sh/beatmapsets/${setId}`,
    });
    await f.task(b, TaskName.Insane, TaskMode.osu, [u.host], { status: "Done" as never });
    await f.task(b, TaskName.Hard, TaskMode.osu, [u.guest], { status: "Done" as never });
    await f.task(b, TaskName.Hitsounds, TaskMode.hs, [u.host], { status: "Done" as never });
    for (const m of [u.modder, u.lazyModder])
      await q(`INSERT INTO beatmap_modders (beatmap_id, user_id) VALUES ($1, $2)`, [b.id, m.id]);
    return b;
  }

  test("the full path: admin inputs, qualify, the admin gate, rank, points, ranks and the badge", async () => {
    // Admin inputs of the engine: legacy points bring the host just under Bronze; the admin queues the Bronze badge.
    const legacy = await admin.gql(
      `mutation($u: ID!) { adminSetLegacyPoints(userId: $u, points: 95) { totalPoints rank user { username } } }`,
      { u: u.host.id },
    );
    expect(legacy.data).toEqual({ adminSetLegacyPoints: { totalPoints: 95, rank: 0, user: { username: "SyncHost" } } });
    const queued = await admin.gql(`mutation($u: ID!) { adminSetQueuedBadge(userId: $u, badge: 1) { queuedBadge badge } }`, {
      u: u.host.id,
    });
    expect(queued.data).toEqual({ adminSetQueuedBadge: { queuedBadge: 1, badge: 0 } });

    const b = await doneMap(777000);
    const before = { host: await user(u.host.id), guest: await user(u.guest.id) };

    // osu! ranks the beatmapset: nominated by two guild members and one outsider; only SyncModder posted in the discussion.
    const control = await admin.post(`/mock-osu/_control/beatmapsets/777000`, {
      status: "ranked",
      rankedDate: "2024-05-01T12:00:00Z",
      length: 180,
      nominators: [9005, 9006, 4_000_000],
      discussionPosters: [9003],
    });
    expect(control.status).toBe(200);

    // 1) The status job: Done → Qualified (modders pruned, nominators merged). Not Ranked yet: the admin gate.
    expect(await server.jobs.runNow(BEATMAP_JOBS.statuses)).toMatch(/1 qualified/);
    let row = await map(b.id);
    expect(row.status).toBe("Qualified");
    expect(row.ranked_date).toEqual(new Date("2024-05-01T12:00:00Z"));
    expect(await ids("beatmap_modders", b.id)).toEqual([u.modder.id, u.bn1.id, u.bn2.id].sort((x, y) => x - y));
    expect(await ids("beatmap_bns", b.id)).toEqual([u.bn1.id, u.bn2.id]);
    expect(await server.jobs.runNow(BEATMAP_JOBS.ranked)).toMatch(/looked up 0/);
    expect((await map(b.id)).status).toBe("Qualified");
    const queue = await admin.gql<{ adminQualifiedBeatmaps: { id: string }[] }>(`{ adminQualifiedBeatmaps { id } }`);
    expect(queue.data!.adminQualifiedBeatmaps.map((x) => Number(x.id))).toContain(b.id);

    // 2) The admin queues it for rank; the ranked job ranks it.
    const gate = await admin.gql(`mutation($id: ID!) { adminSetQueuedForRank(id: $id, value: true) { queuedForRank } }`, {
      id: b.id,
    });
    expect(gate.data).toEqual({ adminSetQueuedForRank: { queuedForRank: true } });
    expect(await server.jobs.runNow(BEATMAP_JOBS.ranked)).toMatch(/1 ranked/);
    row = await map(b.id);
    expect(row).toMatchObject({ status: "Ranked", length: 180, queued_for_rank: false });
    expect(row.ranked_date).toEqual(new Date("2024-05-01T12:00:00Z"));

    // 3) Points and ranks changed for everyone involved.
    const after = { host: await user(u.host.id), guest: await user(u.guest.id) };
    expect(after.host.total_points).toBeCloseTo(95 + 8 * 1.04 + 2 * 1.04 + 3, 3);
    expect(after.host.rank).toBe(1);
    expect(before.host.rank).toBe(0);
    expect(after.guest.total_points).toBeCloseTo(before.guest.total_points + 7 * 1.04, 3);
    expect((await user(u.modder.id)).mod_points).toBe(1);
    expect((await user(u.bn1.id)).mod_points).toBe(2); // ceil(max(1, f(180 × 3 / 1.5)))
    expect((await user(u.lazyModder.id)).mod_points).toBe(0);
    expect(
      hooks
        .descriptions()
        .some(
          (d) =>
            d.includes("[Sync Artist - Sync Song](https://osu.ppy.sh/beatmapsets/777000)") &&
            d.includes("has been ranked") &&
            d.includes("**Bronze** rank achieved!"),
        ),
    ).toBe(true);

    // 4) Badge promotion: rank 1 = queued badge 1 ≠ badge 0.
    expect(await server.jobs.runNow(BADGE_JOB)).toBe("promoted 1 badges");
    expect((await user(u.host.id)).badge).toBe(1);
    expect(hooks.descriptions().some((d) => d.includes("SyncHost") && d.includes("**Reached rank 1**"))).toBe(true);
    expect(await server.jobs.runNow(BADGE_JOB)).toBe("promoted 0 badges");

    // A Ranked map is frozen for its host now.
    const host = new Visitor(server.url);
    await host.login(u.host.osuId);
    const frozen = await host.gql(`mutation($id: ID!) { setBeatmapStatus(id: $id, status: WIP) { id } }`, { id: b.id });
    expect(frozen.errors?.[0].message).toBe("Mapset ranked");
  });

  test("osu! disqualifies: Qualified → Done and unqueued", async () => {
    const b = await doneMap(777001, { status: BeatmapStatus.Qualified });
    await q(`UPDATE beatmaps SET queued_for_rank = true WHERE id = $1`, [b.id]);
    await admin.post(`/mock-osu/_control/beatmapsets/777001`, { status: "pending" });
    expect(await server.jobs.runNow(BEATMAP_JOBS.statuses)).toMatch(/1 back to Done/);
    expect(await map(b.id)).toMatchObject({ status: "Done", queued_for_rank: false });
  });

  test("loved maps stay Done (no points for Loved)", async () => {
    const b = await doneMap(777002);
    await admin.post(`/mock-osu/_control/beatmapsets/777002`, { status: "loved" });
    await server.jobs.runNow(BEATMAP_JOBS.statuses);
    expect((await map(b.id)).status).toBe("Done");
  });

  test("favourites and plays of WIP/Done maps are refreshed, oldest-synced first, in bounded batches", async () => {
    const wip = await f.beatmap(song, u.guest, { status: BeatmapStatus.WIP, url: "https://osu.ppy.sh/beatmapsets/777003" });
    await admin.post(`/mock-osu/_control/beatmapsets/777003`, { favourites: 321, playCount: 65432 });
    const summary = await server.jobs.runNow(BEATMAP_JOBS.favourites);
    expect(summary).toMatch(/refreshed \d+ of \d+ mapsets/);
    expect(await map(wip.id)).toMatchObject({ favorites: 321, play_count: 65432 });
    expect((await map(wip.id)).osu_synced_at).not.toBeNull();
    // Bounded: a batch of one picks the least recently synced map.
    const older = await f.beatmap(song, u.guest, { status: BeatmapStatus.WIP, url: "https://osu.ppy.sh/beatmapsets/777004" });
    await admin.post(`/mock-osu/_control/beatmapsets/777004`, { favourites: 5 });
    expect((await server.services.beatmapSync.refreshFavourites(1)).summary).toBe("refreshed 1 of 1 mapsets");
    expect((await map(older.id)).favorites).toBe(5);
  });

  test("admin: set Ranked directly (ranked processing with osu! data), reject without resolution (invalid for points)", async () => {
    const b = await doneMap(777005);
    // osu! has ranked it (a ranked date comes only with a ranked status, as on osu!).
    await admin.post(`/mock-osu/_control/beatmapsets/777005`, {
      status: "ranked",
      length: 90,
      rankedDate: "2024-06-01T00:00:00Z",
    });
    const guestBefore = (await user(u.guest.id)).total_points;
    const ranked = await admin.gql(
      `mutation($id: ID!) { adminSetBeatmapStatus(id: $id, status: Ranked) { status length rankedDate } }`,
      { id: b.id },
    );
    expect(ranked.data).toEqual({
      adminSetBeatmapStatus: { status: "Ranked", length: 90, rankedDate: "2024-06-01T00:00:00.000Z" },
    });
    expect((await user(u.guest.id)).total_points).toBeCloseTo(guestBefore + 7 * 0.72, 3);

    const rejected = await admin.gql(
      `mutation($id: ID!) { adminRejectBeatmap(id: $id, reason: "Song is not licensed", resolvable: false) { status invalidForPoints invalidReason } }`,
      { id: b.id },
    );
    expect(rejected.data).toEqual({
      adminRejectBeatmap: { status: "WIP", invalidForPoints: true, invalidReason: "Song is not licensed" },
    });
    expect((await user(u.guest.id)).total_points).toBeCloseTo(guestBefore, 3);
    expect(
      hooks.bodies.some((x) => x.embeds[0].title === "MG - Mapset error" && x.embeds[0].description.includes("sorry :(")),
    ).toBe(true);
    // Ranked again later: still worth nothing (the engine reads invalidForPoints).
    await admin.gql(`mutation($id: ID!) { adminSetBeatmapStatus(id: $id, status: Ranked) { status } }`, { id: b.id });
    expect((await user(u.guest.id)).total_points).toBeCloseTo(guestBefore, 3);
    const logs = await q(`SELECT action FROM logs WHERE user_id = $1 AND category = 'beatmap' ORDER BY id DESC LIMIT 3`, [
      u.admin.id,
    ]);
    expect(logs.map((l: { action: string }) => l.action)).toEqual([
      'changed status of "Sync Artist - Sync Song" to "Ranked"',
      'rejected "Sync Artist - Sync Song" (invalid for points)',
      'changed status of "Sync Artist - Sync Song" to "Ranked"',
    ]);
  });

  test("points adjustments: exceptions as data, summed into adjustment_points; admins only", async () => {
    const before = (await user(u.guest.id)).total_points;
    const add = await admin.gql<{ adminAdjustPoints: { amount: number; reason: string } }>(
      `mutation($u: ID!) { adminAdjustPoints(userId: $u, amount: 12.5, reason: "Contest prize") { amount reason } }`,
      { u: u.guest.id },
    );
    expect(add.data?.adminAdjustPoints).toEqual({ amount: 12.5, reason: "Contest prize" });
    await admin.gql(`mutation($u: ID!) { adminAdjustPoints(userId: $u, amount: -2.5, reason: "Correction") { id } }`, {
      u: u.guest.id,
    });
    const after = await user(u.guest.id);
    expect(after.adjustment_points).toBe(10);
    expect(after.total_points).toBeCloseTo(before + 10, 3);
    const list = await admin.gql<{ pointsAdjustments: { amount: number }[] }>(
      `query($u: ID!) { pointsAdjustments(userId: $u) { amount } }`,
      { u: u.guest.id },
    );
    expect(list.data?.pointsAdjustments.map((a) => a.amount)).toEqual([-2.5, 12.5]);
    const view = await admin.gql(`query($u: ID!) { adminUserPoints(userId: $u) { adjustmentPoints } }`, { u: u.guest.id });
    expect(view.data).toEqual({ adminUserPoints: { adjustmentPoints: 10 } });

    const guest = new Visitor(server.url);
    await guest.login(u.guest.osuId);
    for (const op of [
      `mutation { adminAdjustPoints(userId: ${u.guest.id}, amount: 100, reason: "me") { id } }`,
      `mutation { adminSetLegacyPoints(userId: ${u.guest.id}, points: 100) { totalPoints } }`,
      `mutation { adminSetBadge(userId: ${u.guest.id}, badge: 5) { badge } }`,
      `mutation { adminSetQueuedBadge(userId: ${u.guest.id}, badge: 5) { badge } }`,
      `mutation { adminSetBeatmapStatus(id: 1, status: Ranked) { id } }`,
      `{ pointsAdjustments(userId: ${u.guest.id}) { id } }`,
    ]) {
      expect((await guest.gql(op)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    }
    const bad = await admin.gql(`mutation($u: ID!) { adminAdjustPoints(userId: $u, amount: 0, reason: "nothing") { id } }`, {
      u: u.guest.id,
    });
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const badge = await admin.gql(`mutation($u: ID!) { adminSetBadge(userId: $u, badge: 3) { badge } }`, { u: u.guest.id });
    expect(badge.data).toEqual({ adminSetBadge: { badge: 3 } });
    const reset = await admin.gql(`mutation($u: ID!) { adminSetQueuedBadge(userId: $u, badge: 0) { badge queuedBadge } }`, {
      u: u.guest.id,
    });
    expect(reset.data).toEqual({ adminSetQueuedBadge: { badge: 0, queuedBadge: 0 } });
  });

  test("the mock control endpoint validates its input", async () => {
    expect((await admin.post(`/mock-osu/_control/beatmapsets/5`, { status: "exploded" })).status).toBe(400);
    expect((await admin.post(`/mock-osu/_control/beatmapsets/5`, { nominators: ["x"] })).status).toBe(400);
    expect((await admin.post(`/mock-osu/_control/users/5`, {})).status).toBe(400);
    const state = await admin.getJson(`/mock-osu/_control/beatmapsets/123456`);
    expect(state.json).toMatchObject({
      id: 123456,
      status: "pending",
      beatmaps: [{ hit_length: 90 + (123456 % 180) }, expect.anything()],
    });
  });
});
