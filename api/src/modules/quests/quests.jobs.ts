import type { Deps } from "../../app/deps";
import type { JobDefinition } from "../../jobs/runner";
import { LogsService } from "../logs/logs.service";
import { LedgerService } from "../points/ledger.service";
import { PointsService } from "../points/points.service";
import { QuestsService } from "./quests.service";

/**
 * The quest automation (spec §0.4, cron in UTC): publish scheduled quests at 22:00, complete queued quests at 03:00,
 * drop quests inactive for a year at 03:02. Quest expiry needs no job: it is computed on read. The runner makes
 * each slot run once across instances.
 */
export function questJobs(deps: Deps): JobDefinition[] {
  const logs = new LogsService(deps);
  const quests = new QuestsService(deps, logs, new LedgerService(deps), new PointsService(deps));
  return [
    { name: "publish-quests", schedule: "0 22 * * *", run: () => quests.publishScheduled() },
    { name: "complete-quests", schedule: "0 3 * * *", run: () => quests.completeQueued() },
    { name: "drop-inactive-quests", schedule: "2 3 * * *", run: () => quests.dropInactive() },
  ];
}
