import type { Deps } from "../../app/deps";
import type { JobDefinition } from "../../jobs/runner";
import { LogsService } from "../logs/logs.service";
import { PointsAdminService } from "./points-admin.service";
import { PointsService } from "./points.service";

export const BADGE_JOB = "badges-promote";

/** 03:01 daily (core §3.4): award each badge an admin queued once the member's rank has reached it. */
export function badgeJob(deps: Deps): JobDefinition {
  const service = new PointsAdminService(deps, new LogsService(deps), new PointsService(deps));
  return { name: BADGE_JOB, schedule: "1 3 * * *", run: () => service.promoteBadges() };
}
