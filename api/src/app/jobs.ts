import type { Deps } from "../core/deps";
import { JobRunner } from "../jobs/runner";
import { purgeExpiredSessions } from "./pipeline/session-store";
import type { UsersService } from "../modules/users/users.service";
import type { QuestsAdminService } from "../modules/quests/quests-admin.service";
import type { MissionsAdminService } from "../modules/missions/missions-admin.service";
import type { BeatmapSyncService } from "../modules/beatmaps/beatmap-sync.service";
import type { PointsAdminService } from "../modules/points/points-admin.service";
import { userJobs } from "../modules/users/users.jobs";
import { questJobs } from "../modules/quests/quests.jobs";
import { missionJobs } from "../modules/missions/missions.jobs";
import { beatmapJobs } from "../modules/beatmaps/beatmaps.jobs";
import { pointsJobs } from "../modules/points/points.jobs";
import type { ContestServices } from "../modules/contests/contests.wiring";
import { contestJobs } from "../modules/contests/contests.jobs";
import type { OsuChatSender } from "../modules/notifications/osu-chat.sender";
import { notificationJobs } from "../modules/notifications/notifications.jobs";
import type { WebhookSender } from "../modules/webhooks/webhooks.sender";
import { webhookJobs } from "../modules/webhooks/webhooks.jobs";

/** The services the scheduled jobs run on: the ones of the process's one container (app/services.ts). */
export interface JobServices {
  deps: Deps;
  users: UsersService;
  questsAdmin: QuestsAdminService;
  missionsAdmin: MissionsAdminService;
  beatmapSync: BeatmapSyncService;
  pointsAdmin: PointsAdminService;
  contests: ContestServices;
  /** null when osu! chat is not configured (no chat job then). */
  osuChat: OsuChatSender | null;
  webhookSender: WebhookSender;
}

/** Every scheduled job of the site. Later areas add theirs here. */
export function createJobRunner(s: JobServices): JobRunner {
  const { deps } = s;
  const runner = new JobRunner(deps.db, deps.logger, deps.now, {
    retryDelaysMs: deps.config.jobs.retryDelaysMs,
    timeoutMs: deps.config.jobs.timeoutMs,
  });
  const jobs = [
    ...userJobs(s.users),
    {
      name: "purge-expired-sessions",
      schedule: "40 * * * *",
      run: async () => `purged ${await purgeExpiredSessions(deps.db)} sessions`,
    },
    ...questJobs(s.questsAdmin),
    ...missionJobs(s.missionsAdmin),
    ...beatmapJobs(s.beatmapSync),
    ...pointsJobs(s.pointsAdmin),
    ...contestJobs(s.contests),
    ...notificationJobs(s.osuChat),
    ...webhookJobs(s.webhookSender),
  ];
  for (const job of jobs) runner.register(job);
  return runner;
}
