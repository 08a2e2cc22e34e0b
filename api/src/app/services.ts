import type { Deps } from "./deps";
import { LogsService } from "../modules/logs/logs.service";
import { UsersService } from "../modules/users/users.service";
import { LedgerService } from "../modules/points/ledger.service";
import { HomeService } from "../modules/home/home.service";
import { AuthService } from "../modules/auth/auth.service";
import { PointsService } from "../modules/points/points.service";
import { QuestsService } from "../modules/quests/quests.service";
import { PartiesService } from "../modules/parties/parties.service";
import { MissionsService } from "../modules/missions/missions.service";
import { ShowcaseService } from "../modules/missions/showcase.service";
import { BeatmapsService } from "../modules/beatmaps/beatmaps.service";
import { BeatmapSyncService } from "../modules/beatmaps/beatmap-sync.service";
import { BeatmapsAdminService } from "../modules/beatmaps/beatmaps-admin.service";
import { PointsAdminService } from "../modules/points/points-admin.service";
import { createJobRunner } from "../jobs";

/** One instance of every service per process; they hold no per-request state. */
export function createServices(deps: Deps) {
  const logs = new LogsService(deps);
  const users = new UsersService(deps, logs);
  const ledger = new LedgerService(deps);
  const home = new HomeService(deps);
  const auth = new AuthService(deps, users);
  const points = new PointsService(deps);
  const quests = new QuestsService(deps, logs, ledger, points);
  const parties = new PartiesService(deps, logs, ledger, quests);
  const missions = new MissionsService(deps, logs, points);
  const showcase = new ShowcaseService(deps, logs, ledger);
  const beatmaps = new BeatmapsService(deps, logs, points);
  const beatmapSync = new BeatmapSyncService(deps, logs, points);
  const beatmapsAdmin = new BeatmapsAdminService(deps, logs, points, beatmapSync);
  const pointsAdmin = new PointsAdminService(deps, logs, points);
  const jobs = createJobRunner(deps);
  return {
    deps, logs, users, ledger, home, auth, points, quests, parties, missions, showcase, beatmaps, beatmapSync, beatmapsAdmin,
    pointsAdmin, jobs,
  };
}

export type Services = ReturnType<typeof createServices>;
