import "reflect-metadata";
import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import { BeatmapMode, BeatmapStatus, Mode, TaskMode, TaskName } from "../../core/enums";
import { LogsService } from "../logs/logs.service";
import { PointsService } from "../points/points.service";
import type { User } from "../users/user.entity";
import { BeatmapsService } from "./beatmaps.service";
import { matchesSearch, tokenizeSearch } from "./beatmap-search.rules";
import { QuestFilter } from "./beatmap-search";

/** A small deterministic generator (the same data on every run). */
function rng(seed: number) {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return x / 4294967296;
  };
}

/**
 * The search's index structures against the reference semantics, on a real database: the trigger-kept tables
 * (search terms, beatmap_mappers) stay exact through every kind of write, and every query returns exactly the
 * mapsets the original's in-memory filter would have (any token a substring of artist, title, host or a mapper).
 */
describe("beatmap search: index structures vs the reference semantics", () => {
  let db: Database;
  let service: BeatmapsService;
  let viewer: User;
  const q = (sql: string, params?: unknown[]) => db.dataSource.query(sql, params);
  const NAMES = ["Camellia", "xi", "t+pazolite", "Nanahira", "-White", "Kobaryo", "ZUN", "Mili", "REOL", "DJ Sharpnel"];
  const TITLES = [
    "GHOST",
    "Blue Zenith",
    "Freedom Dive",
    "Crystallized",
    "Fly Away",
    "Night of Nights",
    "Ascension to Heaven",
    "Bad Apple!!",
  ];
  const USERS = ["Sotarks", "Monstrata", "pishifat", "Doormat", "Nathan", "Shiirn", "Ryuusei Aika", "fieryrage", "Cheri", "Kuki"];

  beforeAll(async () => {
    db = await createTestDatabase();
    const deps = testDeps(db);
    service = new BeatmapsService(deps, new LogsService(deps), new PointsService(deps));
    const f = fixtures(db.dataSource);
    const random = rng(42);
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
    const artists = await Promise.all(NAMES.map((label) => f.artist({ label })));
    const songs = [];
    for (const a of artists) for (let i = 0; i < 3; i++) songs.push(await f.song(a, { title: pick(TITLES) }));
    const users = [];
    for (const [i, name] of USERS.entries()) users.push(await f.user({ osuId: 40000 + i, username: name }));
    viewer = await f.user({ osuId: 49999, username: "Viewer" });
    for (let i = 0; i < 120; i++) {
      const b = await f.beatmap(pick(songs), pick(users), {
        mode: pick([BeatmapMode.osu, BeatmapMode.taiko, BeatmapMode.hybrid]),
        status: pick([BeatmapStatus.WIP, BeatmapStatus.Done, BeatmapStatus.Ranked]),
        createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
      });
      const n = 1 + Math.floor(random() * 3);
      for (let k = 0; k < n; k++) {
        const mappers = [pick(users), ...(random() < 0.3 ? [pick(users)] : [])];
        await f.task(b, pick([TaskName.Easy, TaskName.Hard, TaskName.Insane]), TaskMode.osu, [
          ...new Map(mappers.map((u) => [u.id, u])).values(),
        ]);
      }
    }
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  async function derivedMappers(): Promise<string[]> {
    const rows: { user_id: number; beatmap_id: number }[] = await q(
      `SELECT DISTINCT tm.user_id, t.beatmap_id FROM task_mappers tm JOIN tasks t ON t.id = tm.task_id ORDER BY 1, 2`,
    );
    return rows.map((r) => `${r.user_id}:${r.beatmap_id}`);
  }
  async function storedMappers(): Promise<string[]> {
    const rows: { user_id: number; beatmap_id: number }[] = await q(
      `SELECT user_id, beatmap_id FROM beatmap_mappers ORDER BY 1, 2`,
    );
    return rows.map((r) => `${r.user_id}:${r.beatmap_id}`);
  }

  /** The reference: every mapset not hosted by the viewer whose artist/title/host/mapper names contain a token. */
  async function reference(search: string, filter: { mode?: Mode; status?: BeatmapStatus } = {}): Promise<number[]> {
    const rows: {
      id: number;
      mode: string;
      status: string;
      artist: string;
      title: string;
      host: string;
      mappers: string[] | null;
    }[] = await q(
      `SELECT b.id, b.mode::text AS mode, b.status::text AS status, s.artist_name AS artist, s.title, h.username AS host,
              (SELECT array_agg(u.username) FROM tasks t JOIN task_mappers tm ON tm.task_id = t.id JOIN users u ON u.id = tm.user_id WHERE t.beatmap_id = b.id) AS mappers
         FROM beatmaps b JOIN featured_songs s ON s.id = b.song_id JOIN users h ON h.id = b.host_id
        WHERE b.host_id <> $1 ORDER BY b.created_at DESC, b.id DESC`,
      [viewer.id],
    );
    const tokens = tokenizeSearch(search);
    return rows
      .filter(
        (r) => (!filter.mode || r.mode === filter.mode || r.mode === "hybrid") && (!filter.status || r.status === filter.status),
      )
      .filter((r) => tokens.length === 0 || matchesSearch(tokens, [r.artist, r.title, r.host, ...(r.mappers ?? [])]))
      .map((r) => r.id);
  }

  test("beatmap_mappers equals the task mappers after inserts", async () => {
    expect(await storedMappers()).toEqual(await derivedMappers());
  });

  const SEARCHES = [
    "ghost",
    "zen",
    "a",
    "ni",
    "sota",
    "KUKI",
    "t+p",
    "-white",
    "apple!!",
    "dj sharp",
    "yuu",
    "nothing-matches",
    "e mon",
    "freedom dive",
    "camellia nanahira",
    "r",
    "iry",
    "ion",
  ];
  test.each(SEARCHES)("search %j returns exactly the reference set, in order, through every page", async (search) => {
    const expected = await reference(search);
    const got: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      const res: Awaited<ReturnType<BeatmapsService["search"]>> = await service.search(viewer, {
        search,
        limit: page === 0 ? 30 : 50,
        after,
      });
      got.push(...res.beatmaps.map((b) => b.id));
      if (!res.hasMore) break;
      after = res.nextCursor;
    }
    expect(got).toEqual(expected);
  });

  test.each([
    ["ghost", { mode: Mode.taiko }],
    ["a", { status: BeatmapStatus.Ranked }],
    ["", { mode: Mode.osu, status: BeatmapStatus.Done }],
  ] as const)("search %j with filters %j", async (search, filter) => {
    const res = await service.search(viewer, { search, ...filter, quest: QuestFilter.any, limit: 200 });
    expect(res.beatmaps.map((b) => b.id)).toEqual(await reference(search, filter));
  });

  test("the trigger-kept tables follow renames, task and collaborator changes and deletions", async () => {
    const [song] = await q(`SELECT id FROM featured_songs ORDER BY id LIMIT 1`);
    await q(`UPDATE featured_songs SET title = 'Quixotic Serenade' WHERE id = $1`, [song.id]);
    const [user] = await q(`SELECT id FROM users WHERE username = 'Doormat'`);
    await q(`UPDATE users SET username = 'Welcome Mat' WHERE id = $1`, [user.id]);
    for (const search of ["xotic", "welcome", "doormat"]) {
      const res = await service.search(viewer, { search, limit: 200 });
      expect(res.beatmaps.map((b) => b.id)).toEqual(await reference(search));
    }
    // Remove a collaborator, a whole task, a whole mapset; add a mapper: beatmap_mappers stays exact.
    const [collab] = await q(
      `SELECT task_id, user_id FROM task_mappers tm WHERE (SELECT count(*) FROM task_mappers x WHERE x.task_id = tm.task_id) > 1 LIMIT 1`,
    );
    await q(`DELETE FROM task_mappers WHERE task_id = $1 AND user_id = $2`, [collab.task_id, collab.user_id]);
    const [task] = await q(`SELECT id FROM tasks ORDER BY id DESC LIMIT 1`);
    await q(`DELETE FROM tasks WHERE id = $1`, [task.id]);
    const [map] = await q(`SELECT id FROM beatmaps ORDER BY id LIMIT 1`);
    await q(`DELETE FROM beatmaps WHERE id = $1`, [map.id]);
    const [t2] = await q(`SELECT id FROM tasks ORDER BY id LIMIT 1`);
    await q(`INSERT INTO task_mappers (task_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [t2.id, viewer.id]);
    expect(await storedMappers()).toEqual(await derivedMappers());
  });

  test("the guest list reads beatmap_mappers", async () => {
    const [someone] = await q(`SELECT id FROM users WHERE username = 'Sotarks'`);
    const user = { ...viewer, id: someone.id } as User;
    const expected: { id: number }[] = await q(
      `SELECT b.id FROM beatmaps b WHERE b.host_id <> $1 AND EXISTS (SELECT 1 FROM tasks t JOIN task_mappers tm ON tm.task_id = t.id WHERE t.beatmap_id = b.id AND tm.user_id = $1)
        ORDER BY b.created_at DESC, b.id DESC`,
      [someone.id],
    );
    expect((await service.guest(user)).map((b) => b.id)).toEqual(expected.map((r) => r.id));
  });
});
