import type { Deps } from "./deps";
import { LogsService } from "../modules/logs/logs.service";
import { UsersService } from "../modules/users/users.service";
import { LedgerService } from "../modules/points/ledger.service";
import { HomeService } from "../modules/home/home.service";
import { AuthService } from "../modules/auth/auth.service";
import { PointsService } from "../modules/points/points.service";

/** One instance of every service per process; they hold no per-request state. */
export function createServices(deps: Deps) {
  const logs = new LogsService(deps);
  const users = new UsersService(deps, logs);
  const ledger = new LedgerService(deps);
  const home = new HomeService(deps);
  const auth = new AuthService(deps, users);
  const points = new PointsService(deps);
  return { deps, logs, users, ledger, home, auth, points };
}

export type Services = ReturnType<typeof createServices>;
