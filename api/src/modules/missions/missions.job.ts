import type { Deps } from "../../app/deps";
import type { JobDefinition } from "../../jobs/runner";
import { LogsService } from "../logs/logs.service";
import { PointsService } from "../points/points.service";
import { MissionsService } from "./missions.service";

/**
 * Missions open and close on schedule: announce newly opened missions, close announced non-showcase missions past
 * their deadline, announce the winners of closed missions (and recalculate their points). Hourly rather than the
 * original's once a day, so a mission an admin opens is listed within the hour; the deadline itself is enforced by the
 * services at any time, whatever the job's timing.
 */
export function processMissionsJob(deps: Deps, missions = new MissionsService(deps, new LogsService(deps), new PointsService(deps))): JobDefinition {
  return { name: "process-missions", schedule: "45 * * * *", run: () => missions.processMissions() };
}
