import type { Deps } from "../app/deps";
import { JobRunner } from "./runner";
import { osuStatsJob } from "../modules/users/osu-stats.job";
import { purgeExpiredSessions } from "../app/session-store";
import { questJobs } from "../modules/quests/quests.jobs";
import { processMissionsJob } from "../modules/missions/missions.job";
import { beatmapJobs } from "../modules/beatmaps/beatmaps.jobs";
import { badgeJob } from "../modules/points/badges.job";

/** Every scheduled job of the site. Later areas add theirs here. */
export function createJobRunner(deps: Deps): JobRunner {
  const runner = new JobRunner(deps.db, deps.logger, deps.now);
  runner.register(osuStatsJob(deps));
  runner.register({
    name: "purge-expired-sessions",
    schedule: "40 * * * *",
    run: async () => `purged ${await purgeExpiredSessions(deps.db)} sessions`,
  });
  for (const job of questJobs(deps)) runner.register(job);
  runner.register(processMissionsJob(deps));
  for (const job of beatmapJobs(deps)) runner.register(job);
  runner.register(badgeJob(deps));
  return runner;
}
