import type { JobDefinition } from "../../jobs/runner";
import type { PointsAdminService } from "./points-admin.service";

export const BADGE_JOB = "badges-promote";

/** 03:01 daily (README.md): award each badge an admin queued once the member's rank has reached it. */
export function pointsJobs(pointsAdmin: PointsAdminService): JobDefinition[] {
  return [{ name: BADGE_JOB, schedule: "1 3 * * *", run: () => pointsAdmin.promoteBadges() }];
}
