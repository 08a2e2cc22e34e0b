import type { Deps } from "../core/deps";
import { LogsService } from "../modules/logs/logs.service";
import { UsersService } from "../modules/users/users.service";
import { LedgerService } from "../modules/points/ledger.service";
import { HomeService } from "../modules/home/home.service";
import { AuthService } from "../modules/auth/auth.service";
import { PointsService } from "../modules/points/points.service";
import { QuestsService } from "../modules/quests/quests.service";
import { QuestsAdminService } from "../modules/quests/quests-admin.service";
import { PartiesService } from "../modules/parties/parties.service";
import { MissionsService } from "../modules/missions/missions.service";
import { MissionsAdminService } from "../modules/missions/missions-admin.service";
import { ShowcaseService } from "../modules/missions/showcase.service";
import { ShowcaseMappersService } from "../modules/missions/showcase-mappers.service";
import { BeatmapsService } from "../modules/beatmaps/beatmaps.service";
import { BeatmapCrewService } from "../modules/beatmaps/beatmap-crew.service";
import { BeatmapSyncService } from "../modules/beatmaps/beatmap-sync.service";
import { BeatmapsAdminService } from "../modules/beatmaps/beatmaps-admin.service";
import { PointsAdminService } from "../modules/points/points-admin.service";
import { FaScheduleService } from "../modules/artists/fa-schedule.service";
import { ArtistsAdminService } from "../modules/artists/artists-admin.service";
import { createJobRunner } from "./jobs";
import { createContestServices } from "../modules/contests/contests.wiring";
import { MentorshipService } from "../modules/mentorship/mentorship.service";
import { WorldCupService } from "../modules/world-cup/world-cup.service";
import { LocusService } from "../modules/locus/locus.service";
import { AspireSongsService } from "../modules/locus/aspire-songs.service";
import { MerchService } from "../modules/merch/merch.service";
import { TokensService } from "../modules/tokens/tokens.service";
import { AuditService } from "../modules/audit/audit.service";
import { UsersAdminService } from "../modules/users/users-admin.service";
import { MissionsAdminToolsService } from "../modules/missions/missions-admin-tools.service";
import { createMerchStore } from "../modules/merch/merch.store-factory";
import { LegacyService } from "../modules/legacy/legacy.service";
import { NotificationsService } from "../modules/notifications/notifications.service";
import { OsuChatSender } from "../modules/notifications/osu-chat.sender";
import { WebhooksService } from "../modules/webhooks/webhooks.service";
import { WebhookSender } from "../modules/webhooks/webhooks.sender";

/**
 * The one service container: one instance of every service per process (they hold no per-request state). Resolvers
 * (app/schema.ts), REST adapters (app/http.ts) and the scheduled jobs (app/jobs.ts) all take theirs from here.
 */
export function createServices(deps: Deps) {
  // The inbox (and osu! chat queue) receives every domain event in the transaction of its change (core/events.ts).
  const notifications = new NotificationsService(deps);
  deps.events.subscribe("inbox", notifications.deliver);
  const osuChat = deps.config.osu.chat ? new OsuChatSender(deps) : null;
  // The webhook outbox queues matching events in the same transaction (modules/webhooks/README.md).
  const webhooks = new WebhooksService(deps);
  deps.events.subscribe("webhooks", webhooks.enqueue);
  const webhookSender = new WebhookSender(deps, webhooks);
  // Where jobs run, a test event or a redelivery is posted at once rather than at the next minute's run.
  if (deps.config.jobs.enabled) webhooks.onQueued = () => webhookSender.kick();
  const logs = new LogsService(deps);
  const users = new UsersService(deps, logs);
  const ledger = new LedgerService(deps);
  const home = new HomeService(deps);
  const auth = new AuthService(deps, users);
  const points = new PointsService(deps);
  const quests = new QuestsService(deps, logs, ledger);
  const questsAdmin = new QuestsAdminService(deps, logs, ledger, points, quests);
  const parties = new PartiesService(deps, logs, ledger, quests);
  const missions = new MissionsService(deps, logs, points);
  const missionsAdmin = new MissionsAdminService(deps, logs, points, missions);
  const showcase = new ShowcaseService(deps, logs, ledger);
  const showcaseMappers = new ShowcaseMappersService(deps);
  const beatmaps = new BeatmapsService(deps, logs, points);
  const beatmapCrew = new BeatmapCrewService(deps, logs, points);
  const beatmapSync = new BeatmapSyncService(deps, logs, points);
  const beatmapsAdmin = new BeatmapsAdminService(deps, logs, points, beatmapSync);
  const pointsAdmin = new PointsAdminService(deps, logs, points);
  const faSchedule = new FaScheduleService(deps);
  const artistsAdmin = new ArtistsAdminService(deps);
  const contests = createContestServices(deps, logs, points);
  const jobs = createJobRunner({
    deps,
    users,
    questsAdmin,
    missionsAdmin,
    beatmapSync,
    pointsAdmin,
    contests,
    osuChat,
    webhookSender,
  });
  const mentorship = new MentorshipService(deps, logs);
  const worldCup = new WorldCupService(deps);
  const locus = new LocusService(deps);
  const aspireSongs = new AspireSongsService(deps, locus);
  const merch = new MerchService(deps, createMerchStore(deps));
  const tokens = new TokensService(deps);
  const legacy = new LegacyService(deps);
  const audit = new AuditService(deps);
  const usersAdmin = new UsersAdminService(deps);
  const missionsAdminTools = new MissionsAdminToolsService(deps);
  return {
    deps,
    logs,
    users,
    ledger,
    home,
    auth,
    points,
    quests,
    questsAdmin,
    parties,
    missions,
    missionsAdmin,
    showcase,
    showcaseMappers,
    beatmaps,
    beatmapCrew,
    beatmapSync,
    beatmapsAdmin,
    pointsAdmin,
    mentorship,
    worldCup,
    faSchedule,
    artistsAdmin,
    jobs,
    contests,
    locus,
    aspireSongs,
    merch,
    tokens,
    legacy,
    notifications,
    osuChat,
    webhooks,
    webhookSender,
    audit,
    usersAdmin,
    missionsAdminTools,
  };
}

export type Services = ReturnType<typeof createServices>;
