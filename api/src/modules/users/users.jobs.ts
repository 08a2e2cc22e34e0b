import type { JobDefinition } from "../../jobs/runner";
import type { UsersService } from "./users.service";

/** Job names (admin "run now" and tests use them). */
export const USER_JOBS = { stats: "refresh-osu-stats", rankedCounts: "refresh-osu-ranked-counts" } as const;

/**
 * Members' osu! data (README.md), paced by the osu! client, each run resuming where the last one stopped:
 * - every six hours: global rank and pp per mode (`/api/v2/users`, 50 ids a call; UsersService.refreshOsuStats);
 * - hourly: ranked mapset counts of the stalest 240 (`/api/v2/users/{id}`; UsersService.refreshRankedCounts).
 */
export function userJobs(users: UsersService): JobDefinition[] {
  return [
    {
      name: USER_JOBS.stats,
      schedule: "15 */6 * * *",
      run: (_slot, ctx) => users.refreshOsuStats(undefined, ctx),
    },
    {
      name: USER_JOBS.rankedCounts,
      schedule: "35 * * * *",
      run: (_slot, ctx) => users.refreshRankedCounts(undefined, ctx),
    },
  ];
}
