import { Node } from "../../core/node";
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { ArrayMaxSize, IsOptional, Max, MaxLength, Min } from "class-validator";
import { BeatmapMode, BeatmapStatus, Mode, TaskMode, TaskName, TaskStatus } from "../../core/enums";
import { User } from "../users/user.entity";
import { Beatmap } from "./beatmap.entity";
import { Connection, ConnectionArgs } from "../../core/connection";
import { QuestFilter } from "./beatmap-search";
import { FIRST_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from "./beatmap-search.rules";
import { MAX_TASKS } from "./beatmaps.rules";

registerEnumType(QuestFilter, {
  name: "BeatmapQuestFilter",
  description: "any: no filter; none: mapsets linked to no quest",
  valuesConfig: {
    any: { description: "Mapsets with or without a quest" },
    none: { description: "Only mapsets linked to no quest" },
  },
});

@ArgsType()
export class BeatmapFilterArgs {
  @Field(() => Mode, { nullable: true, description: "That mode or hybrid mapsets" })
  mode?: Mode | null;

  @Field(() => BeatmapStatus, { nullable: true, description: "Only mapsets with this status; null = any status" })
  status?: BeatmapStatus | null;

  @Field(() => QuestFilter, {
    nullable: true,
    defaultValue: QuestFilter.any,
    description: "Filter by quest link: any (default) or none (mapsets linked to no quest)",
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
  @Field(() => [Beatmap], { description: "The mapsets of this page" }) beatmaps: Beatmap[];
  @Field(() => String, { nullable: true, description: "Pass as after to get the next page; null on the last page" }) nextCursor:
    string | null;
  @Field({ description: "More mapsets follow this page" }) hasMore: boolean;
}

@InputType({ description: "One task to create together with a new mapset" })
export class CreateTaskInput {
  @Field(() => TaskName, { description: "Difficulty or extra to create" }) name: TaskName;

  @Field(() => Mode, { nullable: true, description: "Required for difficulties of a hybrid mapset; otherwise ignored" })
  mode?: Mode | null;

  @Field(() => TaskStatus, { nullable: true, defaultValue: TaskStatus.WIP, description: "Starting status, WIP by default" })
  status?: TaskStatus | null;

  @Field(() => [ID], { nullable: true, description: "Mappers (several = collab); empty = yourself" })
  @IsOptional()
  @ArrayMaxSize(10)
  mapperIds?: string[] | null;
}

@InputType({ description: "A new mapset: the song, its mode and its first tasks" })
export class CreateBeatmapInput {
  @Field(() => ID, { description: "A song of a featured artist (status public or playlist)" }) songId: string;

  @Field(() => BeatmapMode, { description: "Game mode of the mapset (hybrid allows difficulties of several modes)" })
  mode: BeatmapMode;

  @Field(() => [CreateTaskInput], {
    description: "Difficulties and extras to create with the mapset (at most 50)",
  })
  @ArrayMaxSize(MAX_TASKS)
  tasks: CreateTaskInput[];

  @Field(() => [TaskName], { nullable: true, description: "Task names other users may not claim" })
  @IsOptional()
  @ArrayMaxSize(8)
  tasksLocked?: TaskName[] | null;
}

@ObjectType({ description: "Points one task would earn if the mapset were ranked now" })
export class TaskPointsPreview {
  @Field(() => ID, { description: "The task previewed" }) taskId: number;
  @Field(() => TaskName, { description: "Difficulty or extra" }) name: TaskName;
  @Field(() => TaskMode, { description: "Game mode of the task (sb for extras)" }) mode: TaskMode;
  @Field(() => [User], { description: "The task's mappers; points are split between them" }) mappers: User[];
  @Field(() => Float, { description: "Per mapper" }) pointsPerMapper: number;
  @Field(() => Float, { description: "All mappers together" }) points: number;
}

@ObjectType({ description: "What one person would earn from this mapset if it were ranked now (the engine's categories)" })
export class UserPointsPreview {
  @Field(() => User, { description: "The member this row is about" }) user: User;
  @Field(() => Float, { description: "Points for difficulties they map" }) difficulties: number;
  @Field(() => Float, { description: "Points for hitsounds" }) hitsounds: number;
  @Field(() => Float, { description: "Points for the storyboard" }) storyboard: number;
  @Field(() => Float, { description: "Points for the skin" }) skin: number;
  @Field(() => Float, { description: "Points for hosting the mapset" }) host: number;
  @Field(() => Float, { description: "Modding, or nominating (BN scaling)" }) modding: number;
  @Field(() => Float, { description: "Quest completion reward (if the quest completed now, on time)" }) quest: number;
  @Field(() => Float, { description: "Priority quest reward (assuming a win)" }) mission: number;
  @Field(() => Float, { description: "Sum of all their categories for this mapset" }) total: number;
}

@ObjectType({ description: "Points preview of a mapset, assuming it is ranked now (spec: findPoints)" })
export class BeatmapPointsPreview {
  @Field(() => Int, { description: "Longest difficulty's length in seconds" }) length: number;
  @Field(() => Float, { description: "Multiplier from the longest difficulty's length (longer maps earn more per difficulty)" })
  lengthFactor: number;
  @Field(() => Int, { description: "Number of tasks on the mapset" }) taskCount: number;
  @Field(() => Float, { description: "Quest / priority quest / showcase bonus per difficulty, before the collab split" })
  bonusPerDifficulty: number;
  @Field(() => String, { nullable: true, description: "quest, mission or showcase" }) bonusSource: string | null;
  @Field(() => [TaskPointsPreview], { description: "One row per task" }) tasks: TaskPointsPreview[];
  @Field(() => [UserPointsPreview], { description: "One row per person who would earn points" }) users: UserPointsPreview[];
  @Field(() => Float, { description: "Points the host earns for hosting" }) hostPoints: number;
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

/** The arguments of `userBeatmapsConnection`: the member of `userBeatmaps`, paged by `first`/`after`. */
@ArgsType()
export class UserBeatmapsConnectionArgs extends ConnectionArgs {
  @Field(() => ID, { nullable: true, description: "The member whose mapsets to list (our id or their global id)" })
  userId?: string | null;

  @Field(() => Int, { nullable: true, description: "The member whose mapsets to list, by osu! user id (instead of userId)" })
  osuId?: number | null;
}

/** A page of mapsets (core/connection.ts). */
export const BeatmapConnection = Connection(Beatmap);

/** The arguments of `mappableArtistsConnection`: a part of the name, paged by `first`/`after`. */
@ArgsType()
export class MappableArtistsArgs extends ConnectionArgs {
  @Field(() => String, {
    nullable: true,
    description: "Only artists whose name contains this, ignoring case (wildcards are plain characters; at most 200)",
  })
  search?: string | null;
}

/** The arguments of `adminBeatmapsConnection`: the admin page's finder (the matching of `beatmaps`), paged by `first`/`after`. */
@ArgsType()
export class AdminBeatmapsConnectionArgs extends ConnectionArgs {
  @Field(() => BeatmapStatus, { nullable: true, description: "Only mapsets with this status; null = any status" })
  status?: BeatmapStatus | null;

  @Field(() => String, {
    nullable: true,
    description: "Space-separated words; a mapset matches if any word is part of its artist, title, host or a mapper's username",
  })
  @IsOptional()
  @MaxLength(MAX_SEARCH_LENGTH)
  search?: string | null;
}

/** The filter of `adminBundleCandidates`. */
@ArgsType()
export class AdminBundleCandidatesArgs extends ConnectionArgs {
  @Field(() => Boolean, {
    nullable: true,
    description: "true = only the bundled ones (the final lists), false = only the others, null = every candidate",
  })
  bundled?: boolean | null;
}

/** A Ranked mapset that fits a bundle (admins), with its bundled flag. */
@ObjectType({
  implements: Node,
  description: "Admins: a Ranked mapset with Easy, Normal, Hard and Insane, 90-240 s long, and whether it is bundled",
})
export class AdminBundleCandidate {
  @Field(() => ID, { description: "The mapset's id" }) id: number;
  @Field(() => Beatmap, { description: "The mapset" }) beatmap: Beatmap;
  @Field({ description: "Chosen for the bundled mapsets lists" }) isBundled: boolean;
}

export const AdminBundleCandidateConnection = Connection(AdminBundleCandidate);
