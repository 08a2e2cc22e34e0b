import type { Deps } from "../../app/deps";
import type { JobDefinition } from "../../jobs/runner";
import { User } from "./user.entity";

export const OSU_STATS_BATCH = 2000;

/**
 * Refreshes members' osu! global rank and pp per mode (mission requirements need them), stalest first,
 * in osu!'s 50-id batches.
 */
export async function refreshOsuStats(deps: Deps, limit = OSU_STATS_BATCH): Promise<string> {
  const repo = deps.db.getRepository(User);
  const users = await repo
    .createQueryBuilder("u")
    .select(["u.id", "u.osuId"])
    .orderBy("u.stats_refreshed_at", "ASC", "NULLS FIRST")
    .addOrderBy("u.id", "ASC")
    .limit(limit)
    .getMany();
  if (users.length === 0) return "no users";
  const stats = await deps.osu.usersStats(users.map((u) => u.osuId));
  const byOsuId = new Map(stats.map((s) => [s.id, s]));
  const now = deps.now();
  let updated = 0;
  for (const u of users) {
    const s = byOsuId.get(u.osuId);
    if (!s) {
      await repo.update(u.id, { statsRefreshedAt: now });
      continue;
    }
    await repo.update(u.id, {
      globalRank: s.globalRank,
      ppOsu: s.pp.osu,
      ppTaiko: s.pp.taiko,
      ppCatch: s.pp.catch,
      ppMania: s.pp.mania,
      ...(s.rankedBeatmapsetCount !== null ? { rankedBeatmapsCount: s.rankedBeatmapsetCount } : {}),
      statsRefreshedAt: now,
    });
    updated++;
  }
  return `refreshed ${updated} of ${users.length} users`;
}

export function osuStatsJob(deps: Deps): JobDefinition {
  return { name: "refresh-osu-stats", schedule: "15 */6 * * *", run: () => refreshOsuStats(deps) };
}
