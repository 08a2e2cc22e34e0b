import type { Deps } from "../app/deps";
import { JobRunner } from "./runner";
import { osuStatsJob } from "../modules/users/osu-stats.job";
import { purgeExpiredSessions } from "../app/session-store";

/** Every scheduled job of the site. Later areas add theirs here. */
export function createJobRunner(deps: Deps): JobRunner {
  const runner = new JobRunner(deps.db, deps.logger, deps.now);
  runner.register(osuStatsJob(deps));
  runner.register({
    name: "purge-expired-sessions",
    schedule: "40 * * * *",
    run: async () => `purged ${await purgeExpiredSessions(deps.db)} sessions`,
  });
  return runner;
}
