/**
 * Beatmap list/search benchmark (issue 5): seeds 50k mapsets into a FRESH database and times the /beatmaps queries
 * through the real service code, then prints the p50/p95 per query and the EXPLAIN ANALYZE plans (index use).
 *
 *   npm run build && npm run bench -- beatmaps [--maps 50000] [--runs 30] [--keep]
 *   node -r @swc-node/register src/scripts/bench.ts beatmaps
 *
 * Database: an in-memory embedded PostgreSQL (PGlite) by default; with DATABASE_URL, a new database `mg_bench_<time>`
 * is created on that server (and dropped afterwards unless --keep).
 */
import "reflect-metadata";
import crypto from "node:crypto";
import { Client } from "pg";
import { loadConfig } from "../config";
import { createLogger } from "../core/logger";
import { createDataSource, openDatabase, type Database } from "../db/data-source";
import { LogsService } from "../modules/logs/logs.service";
import { PointsService } from "../modules/points/points.service";
import { BeatmapsService, type BeatmapSearchRequest } from "../modules/beatmaps/beatmaps.service";
import { buildBeatmapQuery, QuestFilter, resolveSearch } from "../modules/beatmaps/beatmap-search";
import { decodeBeatmapCursor } from "../modules/beatmaps/beatmap-search.rules";
import { BeatmapStatus, Mode } from "../core/enums";
import { User } from "../modules/users/user.entity";
import { toolDeps } from "../core/deps";

interface Options {
  maps: number;
  runs: number;
  keep: boolean;
}

function parseArgs(argv: string[]): Options {
  const num = (flag: string, def: number) => {
    const i = argv.indexOf(flag);
    const n = i >= 0 ? Number(argv[i + 1]) : def;
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a positive integer`);
    return n;
  };
  return { maps: num("--maps", 50_000), runs: num("--runs", 30), keep: argv.includes("--keep") };
}

async function freshDatabase(keep: boolean): Promise<{ db: Database; label: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ poolSize: 4 });
    return { db, label: "embedded PGlite (in memory)", drop: async () => undefined };
  }
  const name = `mg_bench_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dataSource = createDataSource({ url: target.toString() }, 4);
  await dataSource.initialize();
  const [{ version }] = await dataSource
    .query(`SHOW server_version`)
    .then((r: { server_version: string }[]) => [{ version: r[0].server_version }]);
  const db: Database = { dataSource, kind: "postgres", close: () => dataSource.destroy() };
  return {
    db,
    label: `PostgreSQL ${version} (database ${name})`,
    drop: async () => {
      if (keep) return;
      const a = new Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}

const SYLLABLES = ["ka", "ri", "zen", "blu", "mo", "ny", "xo", "lu", "ste", "ra", "vi", "do", "qua", "fe", "ty", "gho"];
const WORDS = [
  "Blue",
  "Zenith",
  "Ghost",
  "Night",
  "Fly",
  "Away",
  "Crystal",
  "Storm",
  "Echo",
  "Dream",
  "Neon",
  "Rain",
  "Star",
  "Heart",
  "Fire",
  "Moon",
];

/** Set-based seeding (one statement per table), so 50k mapsets take seconds even on the embedded database. */
async function seed(db: Database, maps: number): Promise<void> {
  const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);
  const users = Math.max(100, Math.round(maps / 10));
  const artists = Math.max(10, Math.round(maps / 100));
  const songs = Math.max(50, Math.round(maps / 10));
  const syl = `ARRAY[${SYLLABLES.map((s) => `'${s}'`).join(",")}]`;
  const words = `ARRAY[${WORDS.map((s) => `'${s}'`).join(",")}]`;
  await q(
    `INSERT INTO users (osu_id, username, created_at)
     SELECT 1000000 + i,
            initcap((${syl})[1 + i % 16] || (${syl})[1 + (i / 16) % 16] || (${syl})[1 + (i / 256) % 16]) || (i % 97)::text,
            timestamptz '2019-03-01' + i * interval '1 hour'
       FROM generate_series(1, $1) AS i`,
    [users],
  );
  await q(
    `INSERT INTO featured_artists (osu_id, label, status, is_up_to_date)
     SELECT 10000 + i, (${words})[1 + i % 16] || ' ' || initcap((${syl})[1 + (i / 16) % 16] || (${syl})[1 + i % 7]), 'public', true
       FROM generate_series(1, $1) AS i`,
    [artists],
  );
  await q(
    `INSERT INTO featured_songs (artist_id, artist_name, title)
     SELECT a.id, a.label, (${words})[1 + (i * 7) % 16] || ' ' || (${words})[1 + (i * 11 / 16) % 16] || ' ' || i
       FROM generate_series(1, $1) AS i JOIN featured_artists a ON a.id = (SELECT min(id) FROM featured_artists) + i % $2`,
    [songs, artists],
  );
  await q(
    `INSERT INTO quests (name, status, timeframe, modes) SELECT 'Quest ' || i, 'wip', 7776000000, '{osu}' FROM generate_series(1, 100) AS i`,
  );
  await q(
    `INSERT INTO beatmaps (song_id, host_id, status, mode, url, quest_id, tasks_locked, created_at, updated_at)
     SELECT (SELECT min(id) FROM featured_songs) + (i::bigint * 7919) % $2,
            (SELECT min(id) FROM users) + (i::bigint * 104729) % $3,
            (ARRAY['WIP','WIP','WIP','Done','Done','Qualified','Ranked','Ranked','Ranked','Ranked'])[1 + i % 10]::beatmap_status,
            (ARRAY['osu','osu','osu','osu','osu','osu','osu','osu','osu','osu','osu','taiko','taiko','catch','catch','mania','mania','mania','hybrid','osu'])[1 + ((i / 10) * 7) % 20]::beatmap_mode,
            CASE WHEN i % 3 = 0 THEN NULL ELSE 'https://osu.ppy.sh/beatmapsets/' || (100000 + i) END,
            CASE WHEN i % 40 = 0 THEN (SELECT min(id) FROM quests) + i % 100 END,
            '{}',
            date_trunc('milliseconds', timestamptz '2019-03-01' + i * interval '47 minutes'),
            timestamptz '2019-03-01' + i * interval '47 minutes'
       FROM generate_series(1, $1) AS i`,
    [maps, songs, users],
  );
  await q(
    `INSERT INTO tasks (beatmap_id, name, mode, status)
     SELECT b.id, n.name::task_name,
            CASE WHEN n.name = 'Hitsounds' THEN 'hs'::task_mode WHEN b.mode = 'hybrid' THEN 'osu'::task_mode ELSE b.mode::text::task_mode END,
            'WIP'
       FROM beatmaps b
       CROSS JOIN LATERAL (SELECT unnest(ARRAY['Normal','Hard','Insane','Hitsounds']) AS name) n
      WHERE n.name <> 'Normal' OR b.id % 2 = 0`,
  );
  // Row triggers would fill beatmap_mappers one row at a time; for the bulk load they are off and it is filled once.
  await q(`ALTER TABLE task_mappers DISABLE TRIGGER trg_beatmap_mappers_added`);
  await q(
    `INSERT INTO task_mappers (task_id, user_id)
     SELECT t.id, CASE WHEN t.id % 3 = 0 THEN (SELECT min(id) FROM users) + (t.id * 7) % $1 ELSE b.host_id END
       FROM tasks t JOIN beatmaps b ON b.id = t.beatmap_id`,
    [users],
  );
  await q(
    `INSERT INTO task_mappers (task_id, user_id)
     SELECT t.id, (SELECT min(id) FROM users) + (t.id * 13 + 1) % $1 FROM tasks t WHERE t.id % 11 = 0
     ON CONFLICT DO NOTHING`,
    [users],
  );
  await q(`ALTER TABLE task_mappers ENABLE TRIGGER trg_beatmap_mappers_added`);
  await q(
    `INSERT INTO beatmap_mappers (user_id, beatmap_id) SELECT DISTINCT tm.user_id, t.beatmap_id FROM task_mappers tm JOIN tasks t ON t.id = tm.task_id`,
  );
  await q(`ANALYZE`);
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const config = loadConfig({ ...process.env, LOG_LEVEL: "silent" });
  const logger = createLogger("silent");
  const { db, label, drop } = await freshDatabase(opts.keep);
  try {
    let t0 = Date.now();
    await db.dataSource.runMigrations({ transaction: "each" });
    console.log(`database: ${label}; migrated in ${Date.now() - t0} ms`);
    t0 = Date.now();
    await seed(db, opts.maps);
    const [counts] = await db.dataSource.query(
      `SELECT (SELECT count(*) FROM beatmaps)::int AS beatmaps, (SELECT count(*) FROM tasks)::int AS tasks,
              (SELECT count(*) FROM task_mappers)::int AS task_mappers, (SELECT count(*) FROM users)::int AS users,
              (SELECT count(*) FROM featured_songs)::int AS songs, (SELECT count(*) FROM song_search_terms)::int AS song_terms,
              (SELECT count(*) FROM user_search_terms)::int AS user_terms,
              (SELECT count(*) FROM beatmap_mappers)::int AS beatmap_mappers`,
    );
    console.log(`seeded in ${Date.now() - t0} ms:`, counts);

    const deps = toolDeps(db.dataSource, config, logger);
    const service = new BeatmapsService(deps, new LogsService(deps), new PointsService(deps));
    const viewer = await db.dataSource.getRepository(User).findOneByOrFail({ osuId: 1000001 });
    const [common] = await db.dataSource.query(`SELECT lower(split_part(title, ' ', 1)) AS w FROM featured_songs LIMIT 1`);
    const [rare] = await db.dataSource.query(`SELECT lower(username) AS w FROM users ORDER BY id DESC LIMIT 1`);

    const cases: [string, BeatmapSearchRequest][] = [
      ["no filter, first page (30)", {}],
      ["mode taiko (or hybrid)", { mode: Mode.taiko }],
      ["status Ranked", { status: BeatmapStatus.Ranked }],
      ["mode catch + Qualified + no quest", { mode: Mode.catch, status: BeatmapStatus.Qualified, quest: QuestFilter.none }],
      [`text, one rare username "${rare.w}"`, { search: rare.w }],
      [`text, substring of usernames "zenblu"`, { search: "zenblu" }],
      [`text, common title word "${common.w}"`, { search: common.w }],
      [`text, two words + mode osu "ghost kari"`, { search: "ghost kari", mode: Mode.osu }],
      ["offset 10000 (old-style paging)", { offset: 10_000, limit: 30 }],
    ];

    const results: { name: string; p50: number; p95: number; rows: number }[] = [];
    for (const [name, req] of cases) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < opts.runs + 2; i++) {
        const s = process.hrtime.bigint();
        const page = await service.search(viewer, { limit: 30, ...req });
        const ms = Number(process.hrtime.bigint() - s) / 1e6;
        if (i >= 2) times.push(ms); // two warm-up runs
        rows = page.beatmaps.length;
      }
      times.sort((a, b) => a - b);
      results.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), rows });
    }

    // Paging: 30 first, then 50 per "show more", five pages deep, by cursor.
    const pageTimes: number[] = [];
    for (let r = 0; r < opts.runs; r++) {
      let after: string | null = null;
      for (let p = 0; p < 5; p++) {
        const s = process.hrtime.bigint();
        const page: Awaited<ReturnType<typeof service.search>> = await service.search(viewer, {
          limit: p === 0 ? 30 : 50,
          after,
          mode: Mode.osu,
        });
        pageTimes.push(Number(process.hrtime.bigint() - s) / 1e6);
        after = page.nextCursor;
      }
    }
    pageTimes.sort((a, b) => a - b);
    results.push({
      name: "cursor paging, 5 pages (30 + 4×50), mode osu",
      p50: percentile(pageTimes, 50),
      p95: percentile(pageTimes, 95),
      rows: 230,
    });

    console.log(`\n${opts.runs} runs per query (after 2 warm-up runs), ${counts.beatmaps} beatmaps:`);
    console.log(["query".padEnd(52), "rows".padStart(5), "p50 ms".padStart(9), "p95 ms".padStart(9)].join(" "));
    for (const r of results) {
      console.log(
        [r.name.padEnd(52), String(r.rows).padStart(5), r.p50.toFixed(2).padStart(9), r.p95.toFixed(2).padStart(9)].join(" "),
      );
    }

    // EXPLAIN ANALYZE of the exact SQL the service runs.
    const first = await service.search(viewer, { limit: 30, mode: Mode.osu });
    const explain: [string, BeatmapSearchRequest & { after?: string | null }][] = [
      ["mode catch + Qualified + no quest", { mode: Mode.catch, status: BeatmapStatus.Qualified, quest: QuestFilter.none }],
      [`text "${rare.w}"`, { search: rare.w }],
      [`text "${common.w}" (common)`, { search: common.w }],
      [`text "zenblu" (many users)`, { search: "zenblu" }],
      ["cursor page 2, mode osu", { mode: Mode.osu, after: first.nextCursor }],
    ];
    for (const [name, req] of explain) {
      const after = req.after ? decodeBeatmapCursor(req.after) : null;
      const match = await resolveSearch(db.dataSource.manager, req.search);
      if (match) {
        console.log(
          `\nstep 1 for "${req.search}": ${match.songIds.length} songs, ${match.userIds.length} users, ${match.beatmapIds?.length ?? "many (semi-join)"} mapped mapsets`,
        );
        const likes = match.tokens.map((t) => `${t}%`);
        const terms: Record<string, string>[] = await db.dataSource.query(
          `EXPLAIN (ANALYZE, COSTS OFF) SELECT DISTINCT 's' AS kind, st.song_id AS id FROM song_search_terms st WHERE st.term LIKE $1
           UNION ALL SELECT DISTINCT 'u' AS kind, ut.user_id AS id FROM user_search_terms ut WHERE ut.term LIKE $1`,
          [likes[0]],
        );
        for (const row of terms) console.log(`  ${Object.values(row)[0]}`);
      }
      const [sql, params] = buildBeatmapQuery(
        db.dataSource.manager,
        { kind: "others", viewerId: viewer.id },
        req,
        { limit: 31, after },
        match,
      ).getQueryAndParameters();
      const plan: Record<string, string>[] = await db.dataSource.query(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params);
      console.log(`\nEXPLAIN ANALYZE — ${name}`);
      for (const row of plan) console.log(`  ${Object.values(row)[0]}`);
    }
  } finally {
    await db.close();
    await drop();
  }
}

export const benchBeatmaps = main;

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
