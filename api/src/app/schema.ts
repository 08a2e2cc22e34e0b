import "reflect-metadata";
import path from "node:path";
import { buildSchema } from "type-graphql";
import type { GraphQLSchema } from "graphql";
import "../core/enums";
import { authChecker } from "./auth-checker";
import type { RequestContext, ResolverContainer } from "../core/context";
import type { Services } from "./services";
import { UserResolver, CurrentUserResolver } from "../modules/users/users.resolver";
import { ArtistResolver, SongResolver } from "../modules/artists/artists.resolver";
import { BeatmapResolver, TaskResolver } from "../modules/beatmaps/beatmaps.resolver";
import { PartyResolver } from "../modules/parties/parties.resolver";
import { QuestResolver } from "../modules/quests/quests.resolver";
import { MissionResolver } from "../modules/missions/missions.resolver";
import { ShowcaseArtistFieldsResolver, ShowcaseResolver } from "../modules/missions/showcase.resolver";
import { HomeResolver } from "../modules/home/home.resolver";
import { LogResolver } from "../modules/logs/logs.resolver";
import { JobsResolver } from "../jobs/jobs.resolver";
import { BeatmapAdminResolver } from "../modules/beatmaps/beatmaps-admin.resolver";
import { PointsAdminResolver } from "../modules/points/points-admin.resolver";
import { CONTEST_RESOLVER_FACTORIES, CONTEST_RESOLVERS } from "../modules/contests/contests.wiring";
import {
  MentorshipBadgeEntryFieldsResolver,
  MentorshipCycleFieldsResolver,
  MentorshipMemberHistoryFieldsResolver,
  MentorshipRecordFieldsResolver,
  MentorshipResolver,
} from "../modules/mentorship/mentorship.resolver";
import {
  WorldCupBeatmapFieldsResolver,
  WorldCupNoteFieldsResolver,
  WorldCupResolver,
} from "../modules/world-cup/world-cup.resolver";
import { LocusResolver } from "../modules/locus/locus.resolver";
import { AspireSongsResolver } from "../modules/locus/aspire-songs.resolver";
import { UserHistoryResolver } from "../modules/profiles/profile-history.resolver";
import { MerchCheckoutResolver, MerchMemberResolver, MerchResolver } from "../modules/merch/merch.resolver";
import { applyDeadlines } from "./pipeline/time-limit";
import { applyListCaps } from "./pipeline/list-caps";
import { applyConnectionFields } from "../core/connection";
import { NodeResolver } from "./node.resolver";
import { applyNodeIds } from "./nodes";
import { applyGlobalIdArguments } from "./global-ids";
import { FaScheduleResolver } from "../modules/artists/fa-schedule.resolver";
import { ArtistsAdminResolver } from "../modules/artists/artists-admin.resolver";
import { TokensResolver } from "../modules/tokens/tokens.resolver";
import { RateLimitResolver } from "../modules/tokens/rate-limit.resolver";
import { LegacyResolver } from "../modules/legacy/legacy.resolver";
import { CurrentUserNotificationsResolver, NotificationsResolver } from "../modules/notifications/notifications.resolver";
import { AuditResolver } from "../modules/audit/audit.resolver";
import { UsersAdminResolver } from "../modules/users/users-admin.resolver";
import { MissionsAdminToolsResolver } from "../modules/missions/missions-admin-tools.resolver";
import { WebhookDeliveryResolver, WebhooksResolver } from "../modules/webhooks/webhooks.resolver";

export const RESOLVERS = [
  UserResolver,
  LegacyResolver,
  CurrentUserResolver,
  ArtistResolver,
  SongResolver,
  BeatmapResolver,
  PartyResolver,
  QuestResolver,
  MissionResolver,
  HomeResolver,
  LogResolver,
  JobsResolver,
  ShowcaseResolver,
  ShowcaseArtistFieldsResolver,
  TaskResolver,
  BeatmapAdminResolver,
  PointsAdminResolver,
  ...CONTEST_RESOLVERS,
  MentorshipResolver,
  MentorshipCycleFieldsResolver,
  MentorshipRecordFieldsResolver,
  MentorshipMemberHistoryFieldsResolver,
  MentorshipBadgeEntryFieldsResolver,
  WorldCupResolver,
  WorldCupBeatmapFieldsResolver,
  WorldCupNoteFieldsResolver,
  LocusResolver,
  AspireSongsResolver,
  UserHistoryResolver,
  MerchResolver,
  MerchMemberResolver,
  MerchCheckoutResolver,
  FaScheduleResolver,
  ArtistsAdminResolver,
  TokensResolver,
  RateLimitResolver,
  NotificationsResolver,
  CurrentUserNotificationsResolver,
  AuditResolver,
  UsersAdminResolver,
  MissionsAdminToolsResolver,
  WebhooksResolver,
  WebhookDeliveryResolver,
  NodeResolver,
] as const;

export const SCHEMA_FILE = path.resolve(__dirname, "..", "..", "..", "schema.graphql");

let cached: Promise<GraphQLSchema> | null = null;

/** The TypeGraphQL schema (built once per process). */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    // Resolver instances come from the request's container (services are handed to resolvers by constructor).
    container: ({ context }: { context: RequestContext }) => context.container,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  }).then((schema) => {
    // The execution time limit (app/pipeline/time-limit.ts): no resolver starts after a GraphQL operation's deadline.
    applyDeadlines(schema);
    // Every nested list has a cap (app/pipeline/list-caps.ts).
    applyListCaps(schema);
    // Every connection answers its full pageInfo and its totalCount (core/connection.ts).
    applyConnectionFields(schema);
    // Global ids (core/node.ts): every Node type answers its globalId; every id argument also takes a global id.
    applyNodeIds(schema);
    applyGlobalIdArguments(schema);
    // TypeGraphQL gives the root types no description; the schema documents every type (schema-descriptions.test.ts).
    schema.getQueryType()!.description ??= "Entry points for reading; each field says who may see it and what null means";
    schema.getMutationType()!.description ??=
      "Entry points for changes; each says who may run it, and a refused or invalid call changes nothing";
    return schema;
  });
  return cached;
}

type ResolverClass = abstract new (...args: never[]) => object;

/**
 * How to build each resolver: every resolver takes its services by constructor. A resolver class not listed here
 * takes no arguments. New resolvers are added here, next to their entry in RESOLVERS.
 */
const FACTORIES = new Map<ResolverClass, (services: Services) => object>([
  [UserResolver, (s) => new UserResolver(s.users, s.ledger, s.deps.config)],
  [CurrentUserResolver, (s) => new CurrentUserResolver(s.deps.config)],
  [ArtistResolver, (s) => new ArtistResolver(s.deps.config)],
  [BeatmapResolver, (s) => new BeatmapResolver(s.beatmaps, s.beatmapCrew, s.deps.config)],
  [PartyResolver, (s) => new PartyResolver(s.parties, s.deps.now)],
  [QuestResolver, (s) => new QuestResolver(s.quests, s.questsAdmin, s.deps.config, s.deps.now)],
  [MissionResolver, (s) => new MissionResolver(s.missions, s.missionsAdmin, s.deps.now)],
  [HomeResolver, (s) => new HomeResolver(s.home)],
  [LogResolver, (s) => new LogResolver(s.logs)],
  [JobsResolver, (s) => new JobsResolver(s.jobs)],
  [ShowcaseResolver, (s) => new ShowcaseResolver(s.showcase, s.showcaseMappers)],
  [BeatmapAdminResolver, (s) => new BeatmapAdminResolver(s.beatmapsAdmin)],
  [PointsAdminResolver, (s) => new PointsAdminResolver(s.pointsAdmin)],
  ...CONTEST_RESOLVER_FACTORIES.map(([cls, make]) => [cls, (s: Services) => make(s.contests, s.deps)] as const),
  [MentorshipResolver, (s) => new MentorshipResolver(s.mentorship)],
  [MentorshipCycleFieldsResolver, (s) => new MentorshipCycleFieldsResolver(s.mentorship)],
  [MentorshipMemberHistoryFieldsResolver, (s) => new MentorshipMemberHistoryFieldsResolver(s.mentorship)],
  [WorldCupResolver, (s) => new WorldCupResolver(s.worldCup)],
  [WorldCupBeatmapFieldsResolver, (s) => new WorldCupBeatmapFieldsResolver(s.worldCup)],
  [LocusResolver, (s) => new LocusResolver(s.locus)],
  [AspireSongsResolver, (s) => new AspireSongsResolver(s.aspireSongs)],
  [MerchResolver, (s) => new MerchResolver(s.merch)],
  [FaScheduleResolver, (s) => new FaScheduleResolver(s.faSchedule, s.artistsAdmin)],
  [ArtistsAdminResolver, (s) => new ArtistsAdminResolver(s.artistsAdmin)],
  [TokensResolver, (s) => new TokensResolver(s.tokens, s.deps.now)],
  [LegacyResolver, (s) => new LegacyResolver(s.legacy)],
  [NotificationsResolver, (s) => new NotificationsResolver(s.notifications)],
  [CurrentUserNotificationsResolver, (s) => new CurrentUserNotificationsResolver(s.notifications)],
  [AuditResolver, (s) => new AuditResolver(s.audit)],
  [UsersAdminResolver, (s) => new UsersAdminResolver(s.usersAdmin)],
  [MissionsAdminToolsResolver, (s) => new MissionsAdminToolsResolver(s.missionsAdminTools)],
  [WebhooksResolver, (s) => new WebhooksResolver(s.webhooks)],
  [WebhookDeliveryResolver, () => new WebhookDeliveryResolver()],
  [NodeResolver, (s) => new NodeResolver(s)],
]);

/** One instance of every resolver per service container (resolvers hold no per-request state). */
export function createResolverContainer(services: Services): ResolverContainer {
  const instances = new Map<unknown, object>();
  return {
    get(resolverClass: unknown) {
      let instance = instances.get(resolverClass);
      if (!instance) {
        const factory = FACTORIES.get(resolverClass as ResolverClass);
        instance = factory ? factory(services) : new (resolverClass as new () => object)();
        instances.set(resolverClass, instance);
      }
      return instance;
    },
  };
}
