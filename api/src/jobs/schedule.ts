import { CronExpressionParser } from "cron-parser";

/** Next run strictly after `from` for a cron expression evaluated in UTC. */
export function nextRun(schedule: string, from: Date): Date {
  return CronExpressionParser.parse(schedule, { currentDate: from, tz: "UTC" }).next().toDate();
}

/** Validates a cron expression (throws with a readable message). */
export function assertSchedule(schedule: string): void {
  CronExpressionParser.parse(schedule, { tz: "UTC" });
}
