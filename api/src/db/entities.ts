import { User } from "../modules/users/user.entity";
import { Artist } from "../modules/artists/artist.entity";
import { Song } from "../modules/artists/song.entity";
import { Beatmap } from "../modules/beatmaps/beatmap.entity";
import { Task } from "../modules/beatmaps/task.entity";
import { Quest } from "../modules/quests/quest.entity";
import { Party, PartyInvite, PartyMember } from "../modules/parties/party.entity";
import { Mission } from "../modules/missions/mission.entity";
import {
  ShowcaseAssignment,
  ShowcaseGenreEntry,
  ShowcaseGenreSong,
  UserRolledArtist,
} from "../modules/missions/showcase-assignment.entity";
import { SpentPoints } from "../modules/points/spent-points.entity";
import { UserCompletedMission, UserCompletedQuest } from "../modules/points/completions.entity";
import { Log } from "../modules/logs/log.entity";
import { SessionRow } from "../modules/auth/session.entity";
import { JobRun, ScheduledJob } from "../jobs/scheduled-job.entity";
import { PointsAdjustment } from "../modules/points/points-adjustment.entity";
import { CONTEST_ENTITIES } from "../modules/contests/contests.entities";
import { MentorshipBadge, MentorshipCycle, MentorshipRecord } from "../modules/mentorship/mentorship.entity";
import { WorldCupNote } from "../modules/world-cup/world-cup.entity";
import { LocusCard } from "../modules/locus/locus-card.entity";
import { LocusSeasonRow } from "../modules/locus/locus-season.entity";
import { AspireSong } from "../modules/locus/aspire-song.entity";
import { MerchAccess } from "../modules/merch/merch-access.entity";
import { MerchCheckout } from "../modules/merch/merch-checkout.entity";
import { ApiToken } from "../modules/tokens/api-token.entity";
import { ImportRun, LegacyId, LegacyOsuBeatmap } from "../modules/legacy/legacy.entity";
import { AdminAuditEntry } from "../modules/audit/admin-audit.entity";
import { Webhook, WebhookDelivery, WebhookEventRow } from "../modules/webhooks/webhook.entity";
import { OfflineStoreCheckout } from "../modules/merch/offline-store/offline-checkout.entity";
import {
  DomainEventRow,
  Notification,
  NotificationSettingRow,
  OsuChatMessage,
} from "../modules/notifications/notification.entity";

export const ENTITIES = [
  User,
  Artist,
  Song,
  Beatmap,
  Task,
  Quest,
  Party,
  PartyMember,
  PartyInvite,
  Mission,
  ShowcaseAssignment,
  UserRolledArtist,
  SpentPoints,
  Log,
  SessionRow,
  ScheduledJob,
  JobRun,
  ShowcaseGenreEntry,
  ShowcaseGenreSong,
  PointsAdjustment,
  ...CONTEST_ENTITIES,
  MentorshipCycle,
  MentorshipRecord,
  MentorshipBadge,
  WorldCupNote,
  LocusCard,
  LocusSeasonRow,
  MerchAccess,
  MerchCheckout,
  OfflineStoreCheckout,
  ApiToken,
  LegacyId,
  ImportRun,
  LegacyOsuBeatmap,
  DomainEventRow,
  Notification,
  NotificationSettingRow,
  OsuChatMessage,
  UserCompletedQuest,
  UserCompletedMission,
  AspireSong,
  AdminAuditEntry,
  Webhook,
  WebhookEventRow,
  WebhookDelivery,
];
