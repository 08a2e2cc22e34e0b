import type { JobDefinition } from "../../jobs/runner";
import type { UsersService } from "./users.service";

/** Every six hours: members' osu! global rank and pp per mode (UsersService.refreshOsuStats). */
export function userJobs(users: UsersService): JobDefinition[] {
  return [{ name: "refresh-osu-stats", schedule: "15 */6 * * *", run: () => users.refreshOsuStats() }];
}
