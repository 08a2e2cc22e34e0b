import type { JobDefinition } from "../../jobs/runner";
import type { QuestsAdminService } from "./quests-admin.service";

/**
 * The quest automation (README.md, cron in UTC): publish scheduled quests at 22:00, complete queued quests at 03:00,
 * drop quests inactive for a year at 03:02. Quest expiry needs no job: it is computed on read. The runner makes
 * each slot run once across instances.
 */
export function questJobs(quests: QuestsAdminService): JobDefinition[] {
  return [
    { name: "publish-quests", schedule: "0 22 * * *", run: () => quests.publishScheduled() },
    { name: "complete-quests", schedule: "0 3 * * *", run: () => quests.completeQueued() },
    { name: "drop-inactive-quests", schedule: "2 3 * * *", run: () => quests.dropInactive() },
  ];
}
