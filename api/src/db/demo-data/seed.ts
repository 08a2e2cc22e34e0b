import type { Deps } from "../../core/deps";
import { PointsService } from "../../modules/points/points.service";
import { Rng } from "./random";
import { AREA_SEEDERS, areaRng } from "./areas";
import type { SeedRun } from "./seed-support";
import { seedUsers } from "./section-users";
import { seedArtists } from "./section-artists";
import { seedQuests } from "./section-quests";
import { seedMissions } from "./section-missions";
import { seedBeatmaps } from "./section-beatmaps";
import { seedShowcase } from "./section-showcase";
import { seedLedger } from "./section-ledger";
import { seedLogs } from "./section-logs";

/**
 * The demo guild: a deterministic, believable data set (same seed and day → same data).
 * Sizes at scale 1: 220 users, 45 artists, ~330 beatmaps, 36 quests, 18 missions, 500+ log entries.
 */
export interface SeedSummary {
  users: number;
  artists: number;
  songs: number;
  beatmaps: number;
  quests: number;
  missions: number;
  logs: number;
  /** Counts of the areas seeded by AREA_SEEDERS (areas.ts), by area name. */
  areas?: Record<string, Record<string, number>>;
}

const DAY = 24 * 3600 * 1000;

/**
 * The core guild in sections (section-*.ts), then the areas with their own seeders (areas.ts), in one transaction;
 * then points. The sections share one random source, so their ORDER is part of the data: a new section goes after
 * the existing ones (or, better, into areas.ts with its own random source), never between them.
 */
export async function generateDemoData(deps: Deps, opts: { scale?: number; seed?: number } = {}): Promise<SeedSummary> {
  const scale = Math.max(1, Math.floor(opts.scale ?? 1));
  const rng = new Rng(opts.seed ?? 20190301);
  const now = deps.now();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const days = (n: number) => new Date(today.getTime() + n * DAY);

  return deps.db
    .transaction(async (m) => {
      const run: SeedRun = { m, rng, now, today, days, scale };
      const users = await seedUsers(run);
      const artists = await seedArtists(run);
      const quests = await seedQuests(run, users, artists);
      const missions = await seedMissions(run, artists);
      const beatmaps = await seedBeatmaps(run, users, artists, quests, missions);
      const showcase = await seedShowcase(run, users, artists, missions);
      await seedLedger(run, users, quests, showcase.ledger);
      const logCount = await seedLogs(run, users, artists, quests, missions, beatmaps, showcase);
      const { userIds, userByOsu } = users;
      const { artistIds, songIds } = artists;
      const { beatmapIds } = beatmaps;

      // ---------------------------------------------------------------- areas with their own seeders (areas.ts)
      const areas: Record<string, Record<string, number>> = {};
      for (const area of AREA_SEEDERS) {
        areas[area.name] = await area.seed({
          m,
          rng: areaRng(area.name, opts.seed ?? 20190301),
          now,
          today,
          days,
          scale,
          userIds,
          demoUser: (osuId) => {
            const id = userByOsu.get(osuId);
            if (id === undefined) throw new Error(`demo account ${osuId} missing`);
            return id;
          },
          artistIds,
          songIds,
          beatmapIds,
        });
      }

      return {
        areas,
        users: userIds.length,
        artists: artistIds.length,
        songs: songIds.length,
        beatmaps: beatmapIds.length,
        quests: quests.questIds.length,
        missions: missions.missionIds.length,
        logs: logCount,
      };
    })
    .then(async (summary) => {
      await finishPoints(deps);
      // Fresh statistics, so the planner sees the new sizes (a large --scale would otherwise run on empty-table plans).
      await deps.db.query(`ANALYZE`);
      return summary;
    });
}

/**
 * Earned points come from the real engine; the ledger total is cached on each user. Guild veterans carry
 * legacy points from before the current system (as the original's admin-set legacy points), which spreads the
 * members over every rank; DemoMapper lands in rank 3.
 */
async function finishPoints(deps: Deps): Promise<void> {
  const points = new PointsService(deps);
  await deps.db.query(
    `UPDATE users u SET spent_points = COALESCE((SELECT sum(amount) FROM spent_points s WHERE s.user_id = u.id), 0)`,
  );
  await points.recalculateAll();
  const veterans: { id: number; total_points: number }[] = await deps.db.query(
    `SELECT id, total_points FROM users WHERE osu_id >= 1000 ORDER BY total_points DESC, id ASC LIMIT 70`,
  );
  const bands: [number, number, number][] = [
    [3, 2600, 4200],
    [6, 1050, 2300],
    [12, 520, 960],
    [19, 260, 480],
    [30, 105, 240],
  ];
  const rng = new Rng(4242);
  let k = 0;
  const adjusted: number[] = [];
  for (const [count, lo, hi] of bands) {
    for (let i = 0; i < count && k < veterans.length; i++, k++) {
      const v = veterans[k];
      const target = rng.int(lo, hi);
      if (v.total_points < target) {
        await deps.db.query(`UPDATE users SET legacy_points = $2 WHERE id = $1`, [v.id, Math.round(target - v.total_points)]);
        adjusted.push(v.id);
      }
    }
  }
  if (adjusted.length) await points.recalculateUsers(adjusted);
  const [mapper] = await deps.db.query(`SELECT id, total_points FROM users WHERE osu_id = 101`);
  if (mapper && (mapper.total_points < 560 || mapper.total_points > 900)) {
    await deps.db.query(`UPDATE users SET legacy_points = $2 WHERE id = $1`, [mapper.id, Math.max(0, 640 - mapper.total_points)]);
    await points.recalculateUsers([mapper.id]);
  }
}

/** Fills an empty database with the demo guild; returns what was created, or null if there was data. */
export async function seedIfEmpty(deps: Deps, scale = 1): Promise<SeedSummary | null> {
  const [{ count }] = await deps.db.query(`SELECT count(*)::int AS count FROM users`);
  if (Number(count) > 0) return null;
  return generateDemoData(deps, { scale });
}

/** Removes every row of the guild's data (every table but the migrations list) — for `npm run seed -- --reset`. */
export async function wipeData(deps: Deps): Promise<void> {
  const tables: { tablename: string }[] = await deps.db.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'migrations'`,
  );
  if (!tables.length) return;
  await deps.db.query(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(", ")} RESTART IDENTITY CASCADE`);
}
