import type { JobDefinition } from "../../jobs/runner";
import type { ContestServices } from "./contests.wiring";

export const ENTRY_DUE_JOB = "contests-entry-due";

/** Hourly at :20 (README.md "Messages to participants"): remind entrants that entries close within a day. */
export function contestJobs(c: ContestServices): JobDefinition[] {
  return [{ name: ENTRY_DUE_JOB, schedule: "20 * * * *", run: () => c.messages.remindEntriesDue() }];
}
