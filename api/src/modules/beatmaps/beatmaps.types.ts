import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { ArrayMaxSize, IsOptional, Max, MaxLength, Min } from "class-validator";
import { BeatmapMode, BeatmapStatus, Mode, TaskMode, TaskName, TaskStatus } from "../../core/enums";
import { User } from "../users/user.entity";
import { Beatmap } from "./beatmap.entity";
import { Connection, ConnectionArgs } from "../../core/connection";
import { QuestFilter } from "./beatmap-search";
import { FIRST_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from "./beatmap-search.rules";
import { MAX_TASKS } from "./beatmaps.rules";

registerEnumType(QuestFilter, { name: "BeatmapQuestFilter", description: "any: no filter; none: mapsets linked to no quest" });

@ArgsType()
export class BeatmapFilterArgs {
  @Field(() => Mode, { nullable: true, description: "That mode or hybrid mapsets" })
  mode?: Mode | null;

  @Field(() => BeatmapStatus, { nullable: true })
  status?: BeatmapStatus | null;

  @Field(() => QuestFilter, { nullable: true, defaultValue: QuestFilter.any })
  quest?: QuestFilter | null;

  @Field(() => String, {
    nullable: true,
    description: "Space-separated words; a mapset matches if any word is part of its artist, title, host or a mapper's username",
  })
  @IsOptional()
  @MaxLength(MAX_SEARCH_LENGTH)
  search?: string | null;
}

@ArgsType()
export class BeatmapsArgs extends BeatmapFilterArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: FIRST_PAGE_SIZE,
    description: "Page size: 30 first, then 50 per 'show more'",
  })
  @IsOptional()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  first?: number | null;

  @Field(() => String, { nullable: true, description: "nextCursor of the previous page" })
  @IsOptional()
  @MaxLength(200)
  after?: string | null;

  @Field(() => Int, { nullable: true, description: "Offset paging (ignored with a cursor)" })
  @IsOptional()
  @Min(0)
  @Max(1_000_000)
  offset?: number | null;
}

@ObjectType({ description: "A page of everyone else's mapsets, newest first" })
export class BeatmapPage {
  @Field(() => [Beatmap]) beatmaps: Beatmap[];
  @Field(() => String, { nullable: true }) nextCursor: string | null;
  @Field() hasMore: boolean;
}

@InputType()
export class CreateTaskInput {
  @Field(() => TaskName) name: TaskName;

  @Field(() => Mode, { nullable: true, description: "Required for difficulties of a hybrid mapset; otherwise ignored" })
  mode?: Mode | null;

  @Field(() => TaskStatus, { nullable: true, defaultValue: TaskStatus.WIP })
  status?: TaskStatus | null;

  @Field(() => [ID], { nullable: true, description: "Mappers (several = collab); empty = yourself" })
  @IsOptional()
  @ArrayMaxSize(10)
  mapperIds?: string[] | null;
}

@InputType()
export class CreateBeatmapInput {
  @Field(() => ID, { description: "A song of a featured artist (status public or playlist)" }) songId: string;

  @Field(() => BeatmapMode) mode: BeatmapMode;

  @Field(() => [CreateTaskInput])
  @ArrayMaxSize(MAX_TASKS)
  tasks: CreateTaskInput[];

  @Field(() => [TaskName], { nullable: true, description: "Task names other users may not claim" })
  @IsOptional()
  @ArrayMaxSize(8)
  tasksLocked?: TaskName[] | null;
}

@ObjectType({ description: "Points one task would earn if the mapset were ranked now" })
export class TaskPointsPreview {
  @Field(() => ID) taskId: number;
  @Field(() => TaskName) name: TaskName;
  @Field(() => TaskMode) mode: TaskMode;
  @Field(() => [User]) mappers: User[];
  @Field(() => Float, { description: "Per mapper" }) pointsPerMapper: number;
  @Field(() => Float, { description: "All mappers together" }) points: number;
}

@ObjectType({ description: "What one person would earn from this mapset if it were ranked now (the engine's categories)" })
export class UserPointsPreview {
  @Field(() => User) user: User;
  @Field(() => Float) difficulties: number;
  @Field(() => Float) hitsounds: number;
  @Field(() => Float) storyboard: number;
  @Field(() => Float) skin: number;
  @Field(() => Float) host: number;
  @Field(() => Float, { description: "Modding, or nominating (BN scaling)" }) modding: number;
  @Field(() => Float, { description: "Quest completion reward (if the quest completed now, on time)" }) quest: number;
  @Field(() => Float, { description: "Priority quest reward (assuming a win)" }) mission: number;
  @Field(() => Float) total: number;
}

@ObjectType({ description: "Points preview of a mapset, assuming it is ranked now (spec: findPoints)" })
export class BeatmapPointsPreview {
  @Field(() => Int, { description: "Longest difficulty's length in seconds" }) length: number;
  @Field(() => Float) lengthFactor: number;
  @Field(() => Int) taskCount: number;
  @Field(() => Float, { description: "Quest / priority quest / showcase bonus per difficulty, before the collab split" })
  bonusPerDifficulty: number;
  @Field(() => String, { nullable: true, description: "quest, mission or showcase" }) bonusSource: string | null;
  @Field(() => [TaskPointsPreview]) tasks: TaskPointsPreview[];
  @Field(() => [UserPointsPreview]) users: UserPointsPreview[];
  @Field(() => Float) hostPoints: number;
  @Field(() => Float, { description: "A Beatmap Nominator's points for this mapset" }) bnPoints: number;
  @Field(() => Float, { description: "All tasks plus hosting" }) totalPoints: number;
  @Field({ description: 'e.g. "based on 3m0s length and 4 difficulties + includes 2 quest bonus points per difficulty"' })
  summary: string;
}

/** The arguments of `beatmapsConnection`: the filters of `beatmaps`, paged by `first`/`after`. */
@ArgsType()
export class BeatmapsConnectionArgs extends ConnectionArgs {
  @Field(() => Mode, { nullable: true, description: "That mode or hybrid mapsets" })
  mode?: Mode | null;

  @Field(() => BeatmapStatus, { nullable: true, description: "Only mapsets with this status" })
  status?: BeatmapStatus | null;

  @Field(() => QuestFilter, {
    nullable: true,
    defaultValue: QuestFilter.any,
    description: "Mapsets linked to a quest or not (any: no filter)",
  })
  quest?: QuestFilter | null;

  @Field(() => String, {
    nullable: true,
    description: "Space-separated words; a mapset matches if any word is part of its artist, title, host or a mapper's username",
  })
  @IsOptional()
  @MaxLength(MAX_SEARCH_LENGTH)
  search?: string | null;
}

/** A page of mapsets (core/connection.ts). */
export const BeatmapConnection = Connection(Beatmap);
