import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import type { Database } from "../data-source";
import { generateDemoData, seedIfEmpty } from "./seed";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { MissionsService } from "../../modules/missions/missions.service";
import { LogsService } from "../../modules/logs/logs.service";
import { PointsService } from "../../modules/points/points.service";
import { User } from "../../modules/users/user.entity";
import { NotificationsService } from "../../modules/notifications/notifications.service";
import { ProfileHistoryService } from "../../modules/profiles/profile-history.service";
import { HISTORY_LISTS, type HistoryListName } from "../../modules/profiles/profile-history.rules";

describe("demo guild generator", () => {
  let db: Database;
  const now = new Date("2026-11-22T10:00:00Z");
  const q = (sql: string, params?: unknown[]) => db.dataSource.query(sql, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    await generateDemoData(testDeps(db, () => now));
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  const counts = async (sql: string) =>
    Object.fromEntries((await q(sql)).map((r: { k: string; n: number }) => [r.k, Number(r.n)]));

  test("sizes the issue asks for", async () => {
    const [c] =
      await q(`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM featured_artists)::int AS artists,
      (SELECT count(*) FROM beatmaps)::int AS beatmaps, (SELECT count(*) FROM quests)::int AS quests,
      (SELECT count(*) FROM missions)::int AS missions, (SELECT count(*) FROM logs)::int AS logs,
      (SELECT count(*) FROM featured_songs)::int AS songs, (SELECT count(*) FROM tasks)::int AS tasks,
      (SELECT count(*) FROM parties)::int AS parties`);
    expect(c.users).toBeGreaterThanOrEqual(200);
    expect(c.artists).toBeGreaterThanOrEqual(40);
    expect(c.songs).toBeGreaterThanOrEqual(160);
    expect(c.beatmaps).toBeGreaterThanOrEqual(300);
    expect(c.tasks).toBeGreaterThan(c.beatmaps * 2);
    expect(c.quests).toBeGreaterThanOrEqual(30);
    expect(c.parties).toBeGreaterThan(10);
    expect(c.missions).toBeGreaterThanOrEqual(15);
    expect(c.logs).toBeGreaterThanOrEqual(500);
  });

  test("every rank, role, beatmap status, quest status and mission tier is represented", async () => {
    expect(Object.keys(await counts(`SELECT rank::text AS k, count(*) AS n FROM users GROUP BY rank`)).sort()).toEqual([
      "0",
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
    expect(Object.keys(await counts(`SELECT "group"::text AS k, count(*) AS n FROM users GROUP BY "group"`)).sort()).toEqual([
      "admin",
      "secret",
      "user",
    ]);
    const [flags] =
      await q(`SELECT count(*) FILTER (WHERE is_mentorship_admin)::int AS mentors, count(*) FILTER (WHERE is_world_cup_helper)::int AS wc,
      count(*) FILTER (WHERE is_showcase_mapper)::int AS showcase, count(*) FILTER (WHERE is_contest_helper)::int AS helpers FROM users`);
    expect(Math.min(flags.mentors, flags.wc, flags.showcase, flags.helpers)).toBeGreaterThan(0);
    expect(Object.keys(await counts(`SELECT status::text AS k, count(*) AS n FROM beatmaps GROUP BY status`)).sort()).toEqual([
      "Done",
      "Qualified",
      "Ranked",
      "WIP",
    ]);
    expect(Object.keys(await counts(`SELECT status::text AS k, count(*) AS n FROM quests GROUP BY status`)).sort()).toEqual([
      "done",
      "hidden",
      "open",
      "pending",
      "rejected",
      "scheduled",
      "wip",
    ]);
    expect(Object.keys(await counts(`SELECT tier::text AS k, count(*) AS n FROM missions GROUP BY tier`)).sort()).toEqual([
      "1",
      "2",
      "3",
      "4",
    ]);
    const [showcase] =
      await q(`SELECT count(*) FILTER (WHERE is_showcase_mission AND NOT is_artist_showcase AND NOT is_genre_showcase)::int AS song,
      count(*) FILTER (WHERE is_artist_showcase)::int AS artist, count(*) FILTER (WHERE is_genre_showcase AND cardinality(genre_options) > 0)::int AS genre
      FROM missions WHERE status = 'open' AND opening_announced`);
    expect(showcase).toEqual({ song: 1, artist: 1, genre: 1 });
    const [covers] = await q(
      `SELECT count(*)::int AS n FROM featured_artists WHERE osu_id IS NOT NULL AND status IN ('public','playlist') AND is_up_to_date`,
    );
    expect(covers.n).toBeGreaterThanOrEqual(35);
  });

  test("the demo accounts exist with their roles", async () => {
    const rows: {
      osu_id: number;
      username: string;
      group: string;
      is_mentorship_admin: boolean;
      is_world_cup_helper: boolean;
      is_showcase_mapper: boolean;
    }[] = await q(
      `SELECT osu_id, username, "group", is_mentorship_admin, is_world_cup_helper, is_showcase_mapper FROM users WHERE osu_id BETWEEN 100 AND 107 ORDER BY osu_id`,
    );
    expect(rows.map((r) => r.username)).toEqual(DEMO_ACCOUNTS.map((a) => a.username));
    expect(rows.find((r) => r.osu_id === 100)!.group).toBe("admin");
    expect(rows.find((r) => r.osu_id === 103)!.group).toBe("secret");
    expect(rows.find((r) => r.osu_id === 104)!.is_mentorship_admin).toBe(true);
    expect(rows.find((r) => r.osu_id === 105)!.is_world_cup_helper).toBe(true);
    expect(rows.find((r) => r.osu_id === 106)!.is_showcase_mapper).toBe(true);
  });

  test("DemoMapper: rank 3, at least 200 available points, non-ranked unlinked maps that fit an open mission", async () => {
    const [m] = await q(`SELECT id, rank, total_points - spent_points AS available FROM users WHERE osu_id = 101`);
    expect(m.rank).toBe(3);
    expect(Number(m.available)).toBeGreaterThanOrEqual(200);
    const fits = await q(
      `SELECT b.id FROM beatmaps b JOIN featured_songs s ON s.id = b.song_id
       JOIN missions mi ON mi.status = 'open' AND mi.opening_announced AND NOT mi.is_showcase_mission AND mi.deadline > $2
       WHERE b.host_id = $1 AND b.status <> 'Ranked' AND b.quest_id IS NULL AND b.mission_id IS NULL
         AND b.mode::text = ANY(mi.modes::text[])
         AND (NOT EXISTS (SELECT 1 FROM mission_artists ma WHERE ma.mission_id = mi.id)
              OR EXISTS (SELECT 1 FROM mission_artists ma WHERE ma.mission_id = mi.id AND ma.artist_id = s.artist_id))
         AND mi.user_minimum_rank IS NULL AND mi.user_maximum_ranked_beatmaps_count IS NULL AND mi.user_minimum_pp IS NULL`,
      [m.id, now],
    );
    expect(fits.length).toBeGreaterThan(0);
  });

  test("the real eligibility rule agrees: DemoMapper may add a map to Featured Favourites, and genre songs exist", async () => {
    const deps = testDeps(db, () => now);
    const missions = new MissionsService(deps, new LogsService(deps), new PointsService(deps));
    const mapper = await db.dataSource.getRepository(User).findOneByOrFail({ osuId: 101 });
    const [ff] = await q(`SELECT id FROM missions WHERE name = 'Featured Favourites'`);
    const maps = await missions.qualifyingBeatmaps(mapper, ff.id);
    expect(maps.length).toBeGreaterThan(0);
    const [genre] = await q(`SELECT genre_options[1] AS tag FROM missions WHERE is_genre_showcase`);
    const [pool] = await q(
      `SELECT count(*)::int AS n FROM featured_songs s JOIN featured_artists a ON a.id = s.artist_id
       WHERE a.osu_id IS NULL AND a.songs_timed AND NOT a.has_ranked_maps AND NOT s.is_excluded_from_classified AND s.osz_url IS NOT NULL
         AND $1 = ANY(s.tags)`,
      [genre.tag],
    );
    expect(pool.n).toBeGreaterThan(0);
  });

  test("notifications wait for the demo accounts, DemoMapper's newest unread, each rendering a link to a real object", async () => {
    const inbox = new NotificationsService(testDeps(db, () => now));
    const [mapper] = await q(`SELECT * FROM users WHERE osu_id = 101`);
    const page = await inbox.list(mapper as User, { first: 50 });
    const kinds = page.nodes.map((n) => n.event!.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "party.invited",
        "beatmap.task_changed",
        "beatmap.status_changed",
        "contest.phase_changed",
        "badge.awarded",
      ]),
    );
    expect(await inbox.unreadCount(mapper as User)).toBeGreaterThanOrEqual(3);
    for (const n of page.nodes) expect(inbox.view(n).path).toMatch(/^\/[a-z/]+\?[a-z]+=\d+$/);
    // The invitation is real: the party still waits for DemoMapper.
    const invite = page.nodes.find((n) => n.event!.kind === "party.invited")!;
    expect(
      await q(`SELECT 1 FROM party_invites WHERE party_id = $1 AND user_id = $2`, [invite.event!.subjectId, mapper.id]),
    ).toHaveLength(1);
    for (const osuId of [100, 102, 104, 106]) {
      const [u] = await q(`SELECT * FROM users WHERE osu_id = $1`, [osuId]);
      expect(await inbox.unreadCount(u as User)).toBeGreaterThanOrEqual(1);
    }
  });

  test("DemoMapper's profile has something in each of the six history lists", async () => {
    const [m] = await q(`SELECT id FROM users WHERE osu_id = 101`);
    const service = new ProfileHistoryService(db.dataSource);
    for (const list of Object.keys(HISTORY_LISTS) as HistoryListName[]) {
      const page = (await service.pages(list, [m.id], { first: 5 })).get(m.id)!;
      expect({ list, count: page.totalCount! > 0 }).toEqual({ list, count: true });
    }
  });

  test("Aspire: season 6 open with mapper and storyboarder cards and its allowed songs", async () => {
    const [season] = await q(`SELECT year, is_open FROM locus_seasons WHERE hub = 'aspire'`);
    expect(season).toEqual({ year: 6, is_open: true });
    const [cards] = await q(
      `SELECT count(*) FILTER (WHERE is_public AND NOT is_hidden_by_admin)::int AS listed, count(*) FILTER (WHERE is_hidden_by_admin)::int AS hidden,
              count(*) FILTER (WHERE NOT (roles <@ ARRAY['mapper','storyboarder']))::int AS other_roles
         FROM locus_cards WHERE hub = 'aspire' AND season = 6`,
    );
    expect(cards.listed).toBeGreaterThanOrEqual(10);
    expect(cards.hidden).toBe(1);
    expect(cards.other_roles).toBe(0);
    const [mine] = await q(
      `SELECT count(*)::int AS n FROM locus_cards c JOIN users u ON u.id = c.user_id WHERE c.hub = 'aspire' AND u.osu_id IN (101, 102)`,
    );
    expect(mine.n).toBe(0);
    const [songs] = await q(`SELECT count(*)::int AS n FROM aspire_allowed_songs WHERE season = 6`);
    expect(songs.n).toBeGreaterThanOrEqual(50);
  });

  test("webhooks: DemoMapper's log has delivered and failed attempts, one retry pending and nothing due now", async () => {
    const log = await q(
      `SELECT d.kind, d.attempt, d.outcome, e.status FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
         JOIN users u ON u.id = w.owner_id JOIN webhook_events e ON e.id = d.webhook_event_id
        WHERE u.osu_id = 101 AND NOT w.guild_wide ORDER BY d.created_at`,
    );
    expect(log.map((r: Record<string, unknown>) => `${r.kind} ${r.attempt} ${r.outcome} ${r.status}`)).toEqual([
      "webhook.test 1 ok delivered",
      "priority_quest.opened 1 ok delivered",
      "quest.published 1 failed pending",
      "quest.published 2 timeout pending",
      "quest.published 3 failed pending",
    ]);
    // A job run at seeding time posts nothing; the endpoints never resolve (.example).
    const [due] = await q(`SELECT count(*)::int AS n FROM webhook_events WHERE status = 'pending' AND next_attempt_at <= $1`, [
      now,
    ]);
    expect(due.n).toBe(0);
    const hosts = await q(`SELECT url, guild_wide FROM webhooks ORDER BY guild_wide`);
    expect(hosts.map((h: { url: string }) => new URL(h.url).hostname.endsWith(".example"))).toEqual([true, true]);
    expect(hosts.map((h: { guild_wide: boolean }) => h.guild_wide)).toEqual([false, true]);
  });

  test("DemoNewcomer: no points and no beatmaps", async () => {
    const [n] = await q(`SELECT u.total_points, (SELECT count(*)::int FROM beatmaps WHERE host_id = u.id) AS hosted,
      (SELECT count(*)::int FROM task_mappers WHERE user_id = u.id) AS tasks FROM users u WHERE osu_id = 102`);
    expect(n).toEqual({ total_points: 0, hosted: 0, tasks: 0 });
  });

  test("points are the engine's: the cached spent total equals the ledger", async () => {
    const [bad] = await q(
      `SELECT count(*)::int AS n FROM users u WHERE abs(u.spent_points - COALESCE((SELECT sum(amount) FROM spent_points s WHERE s.user_id = u.id), 0)) > 0.001`,
    );
    expect(bad.n).toBe(0);
  });

  test("is deterministic and refuses to seed twice", async () => {
    const other = await createTestDatabase();
    try {
      await generateDemoData(testDeps(other, () => now));
      const names = (d: Database) => d.dataSource.query(`SELECT username, total_points FROM users ORDER BY id`);
      expect(await names(other)).toEqual(await names(db));
      expect(await seedIfEmpty(testDeps(other, () => now))).toBeNull();
    } finally {
      await other.close();
    }
  }, 120_000);
});
