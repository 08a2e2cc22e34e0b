import type { JobDefinition } from "../../jobs/runner";
import type { MissionsAdminService } from "./missions-admin.service";

/**
 * Missions open and close on schedule: announce newly opened missions, close announced non-showcase missions past
 * their deadline, announce the winners of closed missions (and recalculate their points). Hourly rather than the
 * original's once a day, so a mission an admin opens is listed within the hour; the deadline itself is enforced by the
 * services at any time, whatever the job's timing.
 */
export function missionJobs(missions: MissionsAdminService): JobDefinition[] {
  return [{ name: "process-missions", schedule: "45 * * * *", run: () => missions.processMissions() }];
}
