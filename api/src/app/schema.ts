import "reflect-metadata";
import path from "node:path";
import { buildSchema } from "type-graphql";
import type { GraphQLSchema } from "graphql";
import "../modules/common/enums";
import { authChecker } from "./auth-checker";
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

export const RESOLVERS = [
  UserResolver, CurrentUserResolver, ArtistResolver, SongResolver, BeatmapResolver, PartyResolver, QuestResolver,
  MissionResolver, HomeResolver, LogResolver, JobsResolver,
  ShowcaseResolver, ShowcaseArtistFieldsResolver,
  TaskResolver, BeatmapAdminResolver, PointsAdminResolver,
] as const;

export const SCHEMA_FILE = path.resolve(__dirname, "..", "..", "..", "schema.graphql");

let cached: Promise<GraphQLSchema> | null = null;

/** The TypeGraphQL schema (built once per process). */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
  return cached;
}
