import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { ArtistConnection } from "../artists/artists.types";
import type { Context } from "../context";
import type { BeatmapsService } from "./beatmaps.service";
import type { BeatmapCrewService } from "./beatmap-crew.service";
import { check, notFound } from "../../core/errors";
import { memberSelectionProblem } from "../users/users.rules";
import { parseId } from "../../core/ids";
import { Role } from "../../core/access";
import { BeatmapMode, BeatmapStatus, Mode, TaskName, TaskStatus } from "../../core/enums";
import { Artist } from "../artists/artist.entity";
import { Song } from "../artists/song.entity";
import { Quest } from "../quests/quest.entity";
import { Mission } from "../missions/mission.entity";
import { User } from "../users/user.entity";
import { Beatmap } from "./beatmap.entity";
import type { Page } from "../../core/connection";
import { Task } from "./task.entity";
import { beatmapsetIdOf } from "./beatmap-osu.rules";
import type { Config } from "../../config";
import { beatmapCoverUrl } from "../users/avatar";
import { compareTasks } from "./beatmaps.rules";
import {
  BeatmapFilterArgs,
  BeatmapPage,
  BeatmapConnection,
  BeatmapsConnectionArgs,
  BeatmapPointsPreview,
  BeatmapsArgs,
  CreateBeatmapInput,
  MappableArtistsArgs,
  TaskPointsPreview,
  UserBeatmapsConnectionArgs,
  UserPointsPreview,
} from "./beatmaps.types";
import { USER_REF_FIELDS, userById, userRefById } from "../users/users.loaders";
import { selectsOnly } from "../../core/lean";
import type { GraphQLResolveInfo } from "graphql";
import { songById } from "../artists/artists.loaders";
import { CONNECTION_NODES, declareProjection, projectionOf } from "../../core/projection";
import { beatmapBns, beatmapModders, beatmapTasks, taskMapperRefs, taskMappers } from "./beatmaps.loaders";
import { questById } from "../quests/quests.loaders";
import { missionById } from "../missions/missions.loaders";

/** GraphQL ids are strings; a malformed one is simply not found. */
export function toId(value: string | number | null | undefined, message?: string): number {
  const n = parseId(value);
  if (n === null) throw notFound(message);
  return n;
}

/** One collator for every sort (String#localeCompare builds one per call). */
/**
 * What Beatmap's fields read from the mapset row beyond a column of their name (core/projection.ts): lists of mapsets
 * read only the columns their selection prints. `pointsPreview` reads the mapset again by id.
 */
declareProjection(Beatmap, {
  host: ["hostId"],
  song: ["songId"],
  tasks: [],
  modders: [],
  bns: [],
  quest: ["questId"],
  mission: ["missionId"],
  osuBeatmapsetId: ["url"],
  cardCoverUrl: ["url"],
  coverUrl: ["url"],
  viewerIsHost: ["hostId"],
  pointsPreview: [],
  queuedForRank: ["queuedForRank"],
  invalidForPoints: ["invalidForPoints"],
  invalidReason: ["invalidReason"],
  skipWebhook: ["skipWebhook"],
});

const collator = new Intl.Collator();
const byUsername = (a: User, b: User) => collator.compare(a.username, b.username) || a.id - b.id;

@Resolver(() => Beatmap)
export class BeatmapResolver {
  constructor(
    private readonly beatmapsService: BeatmapsService,
    private readonly beatmapCrewService: BeatmapCrewService,
    private readonly config: Config,
  ) {}

  // ------------------------------------------------------------------------------------------------ queries

  @Authorized()
  @Query(() => BeatmapPage, {
    description: "Everyone else's mapsets (the /beatmaps page's 'Other beatmaps'), newest first",
    deprecationReason: "Use beatmapsConnection instead. Deprecated 2026-11-24.",
  })
  beatmaps(@Args() args: BeatmapsArgs, @Ctx() ctx: Context): Promise<BeatmapPage> {
    return this.beatmapsService.search(ctx.viewer, { ...args, limit: args.first });
  }

  @Authorized()
  @Query(() => BeatmapConnection, {
    description:
      "Everyone else's mapsets (the /beatmaps page's 'Other beatmaps'), newest first, a keyset page at a time (same order as beatmaps)",
  })
  beatmapsConnection(
    @Args() args: BeatmapsConnectionArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Page<Beatmap>> {
    return this.beatmapsService.connection(ctx.viewer, args, args, projectionOf(info, Beatmap, [], CONNECTION_NODES));
  }

  @Authorized()
  @Query(() => [Beatmap], {
    description: "Mapsets the signed-in member hosts",
    deprecationReason: "Use myBeatmapsConnection instead. Deprecated 2026-11-24.",
  })
  myBeatmaps(@Args() args: BeatmapFilterArgs, @Ctx() ctx: Context): Promise<Beatmap[]> {
    return this.beatmapsService.hosted(ctx.viewer, args);
  }

  @Authorized()
  @Query(() => BeatmapConnection, {
    description:
      "Mapsets the signed-in member hosts (the /beatmaps page's 'My mapsets'), newest first, a keyset page at a time (same filters as myBeatmaps)",
  })
  myBeatmapsConnection(@Args() args: BeatmapsConnectionArgs, @Ctx() ctx: Context): Promise<Page<Beatmap>> {
    return this.beatmapsService.mineConnection(ctx.viewer, "hosted", args, args);
  }

  @Authorized()
  @Query(() => [Beatmap], {
    description: "Mapsets hosted by others where the signed-in member maps a task",
    deprecationReason: "Use myGuestBeatmapsConnection instead. Deprecated 2026-11-24.",
  })
  myGuestBeatmaps(@Args() args: BeatmapFilterArgs, @Ctx() ctx: Context): Promise<Beatmap[]> {
    return this.beatmapsService.guest(ctx.viewer, args);
  }

  @Authorized()
  @Query(() => BeatmapConnection, {
    description:
      "Mapsets hosted by others where the signed-in member maps a task (the /beatmaps page's 'My guest difficulties'), newest first, a keyset page at a time (same filters as myGuestBeatmaps)",
  })
  myGuestBeatmapsConnection(@Args() args: BeatmapsConnectionArgs, @Ctx() ctx: Context): Promise<Page<Beatmap>> {
    return this.beatmapsService.mineConnection(ctx.viewer, "guest", args, args);
  }

  @Query(() => [Beatmap], {
    description: "A member's mapsets, hosted or with a task of theirs, newest first (public, for the users page; at most 500)",
    deprecationReason: "Use userBeatmapsConnection instead. Deprecated 2026-11-24.",
  })
  userBeatmaps(@Arg("userId", () => ID, { description: "The member whose mapsets to list" }) userId: string): Promise<Beatmap[]> {
    return this.beatmapsService.ofUser(toId(userId, "Cannot find user!"));
  }

  @Query(() => BeatmapConnection, {
    description:
      "A member's mapsets, hosted or with a task of theirs (public, for the users page), a keyset page at a time in the " +
      "page's order: WIP, Done, Qualified, Ranked, newest first within a status; totalCount counts them all",
  })
  async userBeatmapsConnection(@Args() args: UserBeatmapsConnectionArgs): Promise<Page<Beatmap>> {
    check(memberSelectionProblem({ id: args.userId, osuId: args.osuId }, "userId"));
    const member =
      args.osuId != null ? await this.beatmapsService.memberIdOfOsuId(args.osuId) : toId(args.userId, "Cannot find user!");
    return this.beatmapsService.ofUserConnection(member ?? 0, args);
  }

  @Authorized()
  @Query(() => Beatmap, { description: 'One mapset (deep link /beatmaps?id=); NOT_FOUND "Beatmap ID does not exist!"' })
  beatmap(@Arg("id", () => ID, { description: "Mapset id" }) id: string, @Ctx() ctx: Context): Promise<Beatmap> {
    return this.beatmapsService.getById(ctx.viewer, toId(id, "Beatmap ID does not exist!"));
  }

  @Authorized()
  @Query(() => [User], {
    description: "Resolves comma-separated usernames or osu! ids to members (the create dialog's mapper field)",
  })
  validateUsers(
    @Arg("input", { description: "Comma-separated osu! usernames or osu! ids" }) input: string,
    @Ctx() ctx: Context,
  ): Promise<User[]> {
    return this.beatmapsService.validateUsers(ctx.viewer, input);
  }

  @Authorized()
  @Query(() => [Artist], {
    description: "Featured artists whose songs can be mapped (status public or playlist)",
    deprecationReason: "Use mappableArtistsConnection instead. Deprecated 2026-11-24.",
  })
  mappableArtists(@Ctx() ctx: Context): Promise<Artist[]> {
    return this.beatmapsService.mappableArtists(ctx.viewer);
  }

  @Authorized()
  @Query(() => ArtistConnection, {
    description:
      "Featured artists whose songs can be mapped (status public or playlist), by name ignoring case (ties by id), a keyset page at a time; `search` keeps names containing it",
  })
  mappableArtistsConnection(@Args() args: MappableArtistsArgs, @Ctx() ctx: Context): Promise<Page<Artist>> {
    return this.beatmapsService.mappableArtistsConnection(ctx.viewer, args);
  }

  // ------------------------------------------------------------------------------------------------ mutations

  @Authorized()
  @Mutation(() => Beatmap, { description: "New mapset for a featured artist's song; you become its host" })
  createBeatmap(
    @Arg("input", { description: "The song, mode and first tasks of the mapset" }) input: CreateBeatmapInput,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsService.create(ctx.viewer, {
      songId: toId(input.songId, "Missing song!"),
      mode: input.mode,
      tasksLocked: input.tasksLocked,
      tasks: input.tasks.map((t) => ({
        name: t.name,
        mode: t.mode,
        status: t.status,
        mapperIds: t.mapperIds?.map((id) => toId(id, "Cannot find user!")),
      })),
    });
  }

  @Authorized()
  @Mutation(() => ID, { description: "Host: delete a mapset (not Qualified or Ranked)" })
  deleteBeatmap(@Arg("id", () => ID, { description: "Mapset id" }) id: string, @Ctx() ctx: Context): Promise<number> {
    return this.beatmapsService.delete(ctx.viewer, toId(id));
  }

  @Authorized()
  @Mutation(() => Beatmap, { description: "Host: WIP or Done (Done needs a difficulty and, for osu!/catch, hitsounds)" })
  setBeatmapStatus(
    @Arg("id", () => ID, { description: "Mapset id" }) id: string,
    @Arg("status", () => BeatmapStatus, { description: "WIP or Done (Qualified and Ranked come from osu!)" })
    status: BeatmapStatus,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsService.setStatus(ctx.viewer, toId(id), status);
  }

  @Authorized()
  @Mutation(() => Beatmap, { description: "Host: change the mode (difficulties follow; hitsounds/storyboard/skin keep theirs)" })
  setBeatmapMode(
    @Arg("id", () => ID, { description: "Mapset id" }) id: string,
    @Arg("mode", () => BeatmapMode, { description: "New mode of the mapset" }) mode: BeatmapMode,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsService.setMode(ctx.viewer, toId(id), mode);
  }

  @Authorized()
  @Mutation(() => Beatmap, { description: "Host: set the osu! beatmapset link; empty clears it" })
  setBeatmapLink(
    @Arg("id", () => ID, { description: "Mapset id" }) id: string,
    @Arg("url", () => String, { nullable: true, description: "osu! beatmapset link; null or empty removes the link" })
    url: string | null,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsService.setLink(ctx.viewer, toId(id), url);
  }

  @Authorized()
  @Mutation(() => Beatmap, { description: "Host: stop others from claiming a task name" })
  lockTask(
    @Arg("beatmapId", () => ID, { description: "Mapset id" }) beatmapId: string,
    @Arg("name", () => TaskName, { description: "Task name to lock" }) name: TaskName,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsService.lockTask(ctx.viewer, toId(beatmapId), name);
  }

  @Authorized()
  @Mutation(() => Beatmap, { description: "Host: let others claim a locked task name again" })
  unlockTask(
    @Arg("beatmapId", () => ID, { description: "Mapset id" }) beatmapId: string,
    @Arg("name", () => TaskName, { description: "Task name to unlock" }) name: TaskName,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsService.unlockTask(ctx.viewer, toId(beatmapId), name);
  }

  @Authorized()
  @Mutation(() => Beatmap, { description: "Claim a difficulty or extra; userId (someone else) is for the host only" })
  addTask(
    @Arg("beatmapId", () => ID, { description: "Mapset id" }) beatmapId: string,
    @Arg("name", () => TaskName, { description: "Difficulty or extra to claim" }) name: TaskName,
    @Arg("mode", () => Mode, { nullable: true, description: "Required on hybrid mapsets" }) mode: Mode | null,
    @Arg("userId", () => ID, { nullable: true, description: "Host only: the member who maps the task; null = yourself" })
    userId: string | null,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapCrewService.addTask(ctx.viewer, toId(beatmapId), {
      name,
      mode,
      userId: userId ? toId(userId, "Cannot find user!") : null,
    });
  }

  @Authorized()
  @Mutation(() => Beatmap, { description: "A task of this mapset: its mappers, the host or an admin" })
  removeTask(
    @Arg("beatmapId", () => ID, { description: "Mapset id" }) beatmapId: string,
    @Arg("taskId", () => ID, { description: "Task to remove" }) taskId: string,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapCrewService.removeTask(ctx.viewer, toId(beatmapId), toId(taskId));
  }

  @Authorized()
  @Mutation(() => Beatmap, { description: "A task's mappers or the host mark it WIP or Done" })
  setTaskStatus(
    @Arg("beatmapId", () => ID, { description: "Mapset id" }) beatmapId: string,
    @Arg("taskId", () => ID, { description: "Task id" }) taskId: string,
    @Arg("status", () => TaskStatus, { description: "New status of the task" }) status: TaskStatus,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapCrewService.setTaskStatus(ctx.viewer, toId(beatmapId), toId(taskId), status);
  }

  @Authorized()
  @Mutation(() => Beatmap, {
    description: "A task's mappers or the host add a collaborator (default: yourself) while the mapset is WIP",
  })
  addCollaborator(
    @Arg("beatmapId", () => ID, { description: "Mapset id" }) beatmapId: string,
    @Arg("taskId", () => ID, { description: "Task id" }) taskId: string,
    @Arg("userId", () => ID, { nullable: true, description: "The member to add; null = yourself" }) userId: string | null,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapCrewService.addCollaborator(
      ctx.viewer,
      toId(beatmapId),
      toId(taskId),
      userId ? toId(userId, "Cannot find user!") : null,
    );
  }

  @Authorized()
  @Mutation(() => Beatmap, { description: "A task's mappers or the host remove one of its mappers while the mapset is WIP" })
  removeCollaborator(
    @Arg("beatmapId", () => ID, { description: "Mapset id" }) beatmapId: string,
    @Arg("taskId", () => ID, { description: "Task id" }) taskId: string,
    @Arg("userId", () => ID, { description: "The mapper to remove" }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapCrewService.removeCollaborator(
      ctx.viewer,
      toId(beatmapId),
      toId(taskId),
      toId(userId, "Cannot find user!"),
    );
  }

  @Authorized()
  @Mutation(() => Beatmap, { description: "Add or remove yourself as a modder (not on your own mapset)" })
  toggleModder(@Arg("id", () => ID, { description: "Mapset id" }) id: string, @Ctx() ctx: Context): Promise<Beatmap> {
    return this.beatmapCrewService.toggleModder(ctx.viewer, toId(id));
  }

  @Authorized()
  @Mutation(() => Beatmap, { description: "osu! BN/NAT: add or remove yourself as a nominator (at most 2; not on maps you map)" })
  toggleNominator(@Arg("id", () => ID, { description: "Mapset id" }) id: string, @Ctx() ctx: Context): Promise<Beatmap> {
    return this.beatmapCrewService.toggleNominator(ctx.viewer, toId(id));
  }

  // ------------------------------------------------------------------------------------------------ fields (all through DataLoaders)

  @FieldResolver(() => User, { description: "The member who hosts the mapset" })
  host(@Root() b: Beatmap, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): User | Promise<User> {
    const refOnly = selectsOnly(info, USER_REF_FIELDS);
    // Read with the mapset (core/loaders.ts leanFindWithRefs): returned as it is, without a promise.
    const primed = refOnly ? ctx.loaders.peek(userRefById, b.hostId) : undefined;
    if (primed) return primed;
    return ctx.loaders
      .get(refOnly ? userRefById : userById)
      .load(b.hostId)
      .then((u) => u!);
  }

  @FieldResolver(() => Song, { description: "The featured artist's song the mapset is for" })
  song(@Root() b: Beatmap, @Ctx() ctx: Context): Song | Promise<Song> {
    return (
      ctx.loaders.peek(songById, b.songId) ??
      ctx.loaders
        .get(songById)
        .load(b.songId)
        .then((s) => s!)
    );
  }

  @FieldResolver(() => [Task], { description: "Difficulties and extras, in canonical order" })
  async tasks(@Root() b: Beatmap, @Ctx() ctx: Context): Promise<Task[]> {
    return [...(await ctx.loaders.get(beatmapTasks).load(b.id))].sort(compareTasks);
  }

  @FieldResolver(() => [User], { description: "Members who modded the mapset, by username" })
  async modders(@Root() b: Beatmap, @Ctx() ctx: Context): Promise<User[]> {
    return [...(await ctx.loaders.get(beatmapModders).load(b.id))].sort(byUsername);
  }

  @FieldResolver(() => [User], { description: "Beatmap Nominators" })
  async bns(@Root() b: Beatmap, @Ctx() ctx: Context): Promise<User[]> {
    return [...(await ctx.loaders.get(beatmapBns).load(b.id))].sort(byUsername);
  }

  @FieldResolver(() => Quest, { nullable: true, description: "The quest this mapset is linked to; null if none" })
  quest(@Root() b: Beatmap, @Ctx() ctx: Context): Promise<Quest | null> {
    return b.questId ? ctx.loaders.get(questById).load(b.questId) : Promise.resolve(null);
  }

  @FieldResolver(() => Mission, { nullable: true, description: "The priority quest this mapset is entered in" })
  mission(@Root() b: Beatmap, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Mission | null> {
    return b.missionId ? ctx.loaders.get(missionById, projectionOf(info, Mission)).load(b.missionId) : Promise.resolve(null);
  }

  @FieldResolver(() => Int, { nullable: true, description: "osu! beatmapset id parsed from the link" })
  osuBeatmapsetId(@Root() b: Beatmap): number | null {
    return beatmapsetIdOf(b.url);
  }

  @FieldResolver(() => String, { nullable: true, description: "osu! beatmapset cover for list cards; null without a link" })
  cardCoverUrl(@Root() b: Beatmap): string | null {
    return beatmapCoverUrl(this.config, beatmapsetIdOf(b.url), "card");
  }

  @FieldResolver(() => String, { nullable: true, description: "osu! beatmapset cover (wide header); null without a link" })
  coverUrl(@Root() b: Beatmap): string | null {
    return beatmapCoverUrl(this.config, beatmapsetIdOf(b.url), "cover");
  }

  @FieldResolver(() => Boolean, { description: "The signed-in member hosts this mapset" })
  viewerIsHost(@Root() b: Beatmap, @Ctx() ctx: Context): boolean {
    return !!ctx.viewer && ctx.viewer.id === b.hostId;
  }

  @FieldResolver(() => BeatmapPointsPreview, {
    nullable: true,
    description:
      "What everyone would earn if the mapset were ranked now. Ask for it on one mapset at a time: it may call osu!. " +
      'Errors with "Need a beatmapset link to calculate points!" without a link.',
  })
  async pointsPreview(@Root() b: Beatmap, @Ctx() ctx: Context): Promise<BeatmapPointsPreview> {
    const p = await this.beatmapsService.pointsPreview(ctx.viewer, b.id);
    const users = async (ids: number[]) =>
      (await ctx.loaders.get(userById).loadMany(ids)).filter((u): u is User => !!u && !(u instanceof Error));
    return {
      ...p,
      tasks: await Promise.all(
        p.tasks.map(async (t): Promise<TaskPointsPreview> => ({ ...t, mappers: await users(t.mapperIds) })),
      ),
      users: (
        await Promise.all(
          p.users.map(async (u): Promise<UserPointsPreview | null> => {
            const user = await ctx.loaders.get(userById).load(u.userId);
            return user ? { ...u, user } : null;
          }),
        )
      ).filter((u): u is UserPointsPreview => !!u),
    };
  }

  // ---- admin-only fields: nullable, so that for others they answer null (with FORBIDDEN at their path) and never null
  // the rest of an answer
  @Authorized(Role.ADMIN)
  @FieldResolver(() => Boolean, {
    nullable: true,
    description: "Admins only (others: null and FORBIDDEN): approved for the ranked job",
  })
  queuedForRank(@Root() b: Beatmap): boolean {
    return b.queuedForRank;
  }

  @Authorized(Role.ADMIN)
  @FieldResolver(() => Boolean, {
    nullable: true,
    description: "Admins only (others: null and FORBIDDEN): rejected without resolution, earns no points",
  })
  invalidForPoints(@Root() b: Beatmap): boolean {
    return b.invalidForPoints;
  }

  @Authorized(Role.ADMIN)
  @FieldResolver(() => String, {
    nullable: true,
    description: "Admins only (others: null and FORBIDDEN): why it earns no points",
  })
  invalidReason(@Root() b: Beatmap): string | null {
    return b.invalidReason;
  }

  @Authorized(Role.ADMIN)
  @FieldResolver(() => Boolean, {
    nullable: true,
    description: "Admins only (others: null and FORBIDDEN): no 'has been ranked' webhook",
  })
  skipWebhook(@Root() b: Beatmap): boolean {
    return b.skipWebhook;
  }
}

@Resolver(() => Task)
export class TaskResolver {
  @FieldResolver(() => [User], { description: "More than one = a collab" })
  async mappers(@Root() t: Task, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<User[]> {
    const loader = selectsOnly(info, USER_REF_FIELDS) ? taskMapperRefs : taskMappers;
    return [...(await ctx.loaders.get(loader).load(t.id))].sort(byUsername);
  }

  @FieldResolver(() => ID, { description: "The mapset this task belongs to" })
  beatmapId(@Root() t: Task): number {
    return t.beatmapId;
  }
}
