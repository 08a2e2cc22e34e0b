import type { JobDefinition } from "../../jobs/runner";
import type { BeatmapSyncService } from "./beatmap-sync.service";

/** Job names (admin "run now" and tests use them). */
export const BEATMAP_JOBS = {
  statuses: "beatmaps-osu-status",
  ranked: "beatmaps-osu-ranked",
  validateRanked: "beatmaps-validate-ranked",
  favourites: "beatmaps-refresh-favourites",
} as const;

/**
 * The osu! sync (README.md), in bounded batches, oldest-synced first, once per slot across instances; calls are paced
 * by the osu! client, and a run stopped at osu!'s rate limit comes back early to go on where it stopped:
 * - hourly: Done/Qualified mapsets with a link → Qualified, Ranked (if an admin queued it) or back to Done;
 * - 01:00: the queued Qualified mapsets → Ranked (the original's setRanked);
 * - 04:00: Ranked mapsets re-validated (nominators, length, ranked date; points follow);
 * - 04:05: favourites and plays of WIP/Done mapsets (mission requirements read them).
 */
export function beatmapJobs(sync: BeatmapSyncService): JobDefinition[] {
  return [
    { name: BEATMAP_JOBS.statuses, schedule: "20 * * * *", run: (_slot, ctx) => sync.syncStatuses(undefined, ctx) },
    { name: BEATMAP_JOBS.ranked, schedule: "0 1 * * *", run: (_slot, ctx) => sync.syncRanked(undefined, ctx) },
    { name: BEATMAP_JOBS.validateRanked, schedule: "0 4 * * *", run: (_slot, ctx) => sync.validateRanked(undefined, ctx) },
    { name: BEATMAP_JOBS.favourites, schedule: "5 4 * * *", run: (_slot, ctx) => sync.refreshFavourites(undefined, ctx) },
  ];
}
