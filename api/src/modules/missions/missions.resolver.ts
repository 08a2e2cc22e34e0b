import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { GraphQLResolveInfo } from "graphql";
import { selectsOnly } from "../../core/lean";
import { CONNECTION_NODES, declareProjection, projectionOf } from "../../core/projection";
import { REQUIREMENT_PROPERTIES } from "./mission-requirements.rules";
import type { Context } from "../context";
import type { MissionsService } from "./missions.service";
import type { MissionsAdminService } from "./missions-admin.service";
import { hasRole, Role } from "../../core/access";
import { notFound } from "../../core/errors";
import { parseId } from "../../core/ids";
import { Artist } from "../artists/artist.entity";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { Mission } from "./mission.entity";
import { ARTIST_PUBLIC_PROPERTIES, isArtistPublic, isMissionActionable, MISSION_MSG } from "./missions.rules";
import { isSelectionOpen } from "./showcase.rules";
import { requirementLines } from "./mission-requirements.rules";
import {
  AdminMissionsConnectionArgs,
  inputToPatch,
  MissionConnection,
  MissionInput,
  MissionRequirement,
  MissionsArgs,
  MissionsConnectionArgs,
} from "./missions.types";
import { ConnectionArgs, pageFromList, type Page } from "../../core/connection";
import { BeatmapConnection } from "../beatmaps/beatmaps.types";
import { beatmapById, beatmapsByMission } from "../beatmaps/beatmaps.loaders";
import {
  BEATMAP_ID_FIELDS,
  missionArtists,
  missionById,
  missionInvalid,
  missionBeatmapIds,
  missionWinners,
} from "./missions.loaders";

/** GraphQL ids are strings; ours are positive integers. */
export function toId(value: string, message: string = MISSION_MSG.missionNotFound): number {
  const n = parseId(value);
  if (n === null) throw notFound(message);
  return n;
}

/** Mutations change a mission's map lists: forget what this request's loaders cached for it. */
export function forgetMissionMaps(ctx: Context, missionId: number): void {
  ctx.loaders.clear(beatmapsByMission, missionId);
  ctx.loaders.clear(missionWinners, missionId);
  ctx.loaders.clear(missionInvalid, missionId);
  ctx.loaders.clear(missionById, missionId);
}

/** What Mission's fields read from the mission row beyond a column of their name (core/projection.ts). */
declareProjection(Mission, {
  artists: [],
  associatedMaps: [],
  winningBeatmaps: [],
  invalidBeatmaps: [],
  requirements: REQUIREMENT_PROPERTIES,
  selectionOpen: ["status", "deadline", "isShowcaseMission", "isArtistShowcase", "isGenreShowcase"],
  acceptsBeatmaps: ["status", "deadline"],
  openingAnnounced: ["openingAnnounced"],
  closingAnnounced: ["closingAnnounced"],
});

@Resolver(() => Mission)
export class MissionResolver {
  constructor(
    private readonly missionsService: MissionsService,
    private readonly missionsAdminService: MissionsAdminService,
    private readonly now: () => Date,
  ) {}

  // ---------------------------------------------------------------- queries

  @Authorized()
  @Query(() => [Mission], {
    description: "Announced missions of one section of the missions page, with mode and name filters",
    deprecationReason: "Use missionsConnection instead. Deprecated 2026-11-24.",
  })
  missions(@Args() args: MissionsArgs, @Ctx() ctx: Context): Promise<Mission[]> {
    return this.missionsService.list(ctx.viewer, args);
  }

  @Authorized()
  @Query(() => MissionConnection, {
    description: "Announced missions of one section of the missions page, a keyset page at a time (same order as missions)",
  })
  missionsConnection(
    @Args() args: MissionsConnectionArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Page<Mission>> {
    return this.missionsService.page(ctx.viewer, args, args, projectionOf(info, Mission, [], CONNECTION_NODES));
  }

  @Authorized()
  @Query(() => Mission, { description: "One mission: any announced, non-hidden one (admins: any)" })
  mission(@Arg("id", () => ID, { description: "Mission id" }) id: string, @Ctx() ctx: Context): Promise<Mission> {
    return this.missionsService.getVisible(ctx.viewer, toId(id));
  }

  @Authorized(Role.ADMIN)
  @Query(() => [Mission], {
    description: "Admin: every mission, newest first",
    deprecationReason: "Use adminMissionsConnection instead. Deprecated 2026-11-24.",
  })
  adminMissions(@Ctx() ctx: Context): Promise<Mission[]> {
    return this.missionsAdminService.adminList(ctx.viewer);
  }

  @Authorized(Role.ADMIN)
  @Query(() => MissionConnection, {
    description:
      "Admin: every mission (hidden ones too), newest first (ties by id), a keyset page at a time; search filters by name; totalCount counts the matches",
  })
  adminMissionsConnection(@Args() args: AdminMissionsConnectionArgs, @Ctx() ctx: Context): Promise<Page<Mission>> {
    return this.missionsAdminService.adminPage(ctx.viewer, args, args);
  }

  @Authorized()
  @Query(() => BeatmapConnection, {
    description:
      "My beatmaps that the mission would accept right now (not Ranked, unlinked, every checkable requirement met), newest first, a page at a time",
  })
  async myQualifyingBeatmapsConnection(
    @Arg("missionId", () => ID, { description: "Mission id" }) missionId: string,
    @Args() args: ConnectionArgs,
    @Ctx() ctx: Context,
  ): Promise<Page<Beatmap>> {
    return pageFromList(await this.missionsService.qualifyingBeatmaps(ctx.viewer, toId(missionId)), args, (b) => b.id);
  }

  @Authorized()
  @Query(() => MissionConnection, {
    description: "Open missions my beatmap qualifies for (the beatmap page's chooser), newest first, a page at a time",
  })
  async eligibleMissionsForBeatmapConnection(
    @Arg("beatmapId", () => ID, { description: "Your mapset" }) beatmapId: string,
    @Args() args: ConnectionArgs,
    @Ctx() ctx: Context,
  ): Promise<Page<Mission>> {
    const missions = await this.missionsService.eligibleMissionsForBeatmap(
      ctx.viewer,
      toId(beatmapId, "Error: Object not found"),
    );
    return pageFromList(missions, args, (m) => m.id);
  }

  @Authorized()
  @Query(() => [Beatmap], {
    description: "My beatmaps that the mission would accept right now (not Ranked, unlinked, every checkable requirement met)",
    deprecationReason: "Use myQualifyingBeatmapsConnection instead. Deprecated 2026-11-28.",
  })
  myQualifyingBeatmaps(
    @Arg("missionId", () => ID, { description: "Mission id" }) missionId: string,
    @Ctx() ctx: Context,
  ): Promise<Beatmap[]> {
    return this.missionsService.qualifyingBeatmaps(ctx.viewer, toId(missionId));
  }

  @Authorized()
  @Query(() => [Mission], {
    description: "Open missions my beatmap qualifies for (the beatmap page's chooser), newest first",
    deprecationReason: "Use eligibleMissionsForBeatmapConnection instead. Deprecated 2026-11-28.",
  })
  eligibleMissionsForBeatmap(
    @Arg("beatmapId", () => ID, { description: "Your mapset" }) beatmapId: string,
    @Ctx() ctx: Context,
  ): Promise<Mission[]> {
    return this.missionsService.eligibleMissionsForBeatmap(ctx.viewer, toId(beatmapId, "Error: Object not found"));
  }

  // ---------------------------------------------------------------- host mutations

  @Authorized()
  @Mutation(() => Mission, { description: "Add my beatmap to an open mission (server-checked requirements)" })
  async addBeatmapToMission(
    @Arg("missionId", () => ID, { description: "The open mission" }) missionId: string,
    @Arg("beatmapId", () => ID, { description: "Your mapset" }) beatmapId: string,
    @Ctx() ctx: Context,
  ): Promise<Mission> {
    const m = await this.missionsService.addBeatmap(ctx.viewer, toId(missionId), toId(beatmapId, "Error: Object not found"));
    forgetMissionMaps(ctx, m.id);
    return m;
  }

  @Authorized()
  @Mutation(() => Mission, { description: "Remove my beatmap from an open mission (admins: any map, any time)" })
  async removeBeatmapFromMission(
    @Arg("missionId", () => ID, { description: "Mission id" }) missionId: string,
    @Arg("beatmapId", () => ID, { description: "The mapset to remove" }) beatmapId: string,
    @Ctx() ctx: Context,
  ): Promise<Mission> {
    const m = await this.missionsService.removeBeatmap(ctx.viewer, toId(missionId), toId(beatmapId, "Error: Object not found"));
    forgetMissionMaps(ctx, m.id);
    return m;
  }

  @Authorized()
  @Mutation(() => Beatmap, { description: "Link my beatmap to a mission (null unlinks); the same rules as add and remove" })
  async linkBeatmapMission(
    @Arg("beatmapId", () => ID, { description: "Your mapset" }) beatmapId: string,
    @Arg("missionId", () => ID, { nullable: true, description: "The open mission; null unlinks the mapset" })
    missionId: string | null,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    const b = await this.missionsService.linkBeatmap(
      ctx.viewer,
      toId(beatmapId, "Error: Object not found"),
      missionId ? toId(missionId) : null,
    );
    ctx.loaders.clear(beatmapById, b.id);
    return b;
  }

  // ---------------------------------------------------------------- admin mutations

  @Authorized(Role.ADMIN)
  @Mutation(() => [Beatmap], { description: "Admin: (un)mark a map of this mission as a winner; returns the winners" })
  async toggleMissionWinner(
    @Arg("missionId", () => ID, { description: "Mission id" }) missionId: string,
    @Arg("beatmapId", () => ID, { description: "A mapset entered in the mission" }) beatmapId: string,
    @Ctx() ctx: Context,
  ): Promise<Beatmap[]> {
    const id = toId(missionId);
    const list = await this.missionsAdminService.toggleWinner(ctx.viewer, id, toId(beatmapId, "Error: Object not found"));
    forgetMissionMaps(ctx, id);
    return list;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => [Beatmap], { description: "Admin: (un)mark a map of this mission as invalid; returns the invalid maps" })
  async toggleMissionInvalid(
    @Arg("missionId", () => ID, { description: "Mission id" }) missionId: string,
    @Arg("beatmapId", () => ID, { description: "A mapset entered in the mission" }) beatmapId: string,
    @Ctx() ctx: Context,
  ): Promise<Beatmap[]> {
    const id = toId(missionId);
    const list = await this.missionsAdminService.toggleInvalid(ctx.viewer, id, toId(beatmapId, "Error: Object not found"));
    forgetMissionMaps(ctx, id);
    return list;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Boolean, { description: "Admin: flip the 'winner but really lame' label of a map of this mission" })
  toggleMissionLame(
    @Arg("missionId", () => ID, { description: "Mission id" }) missionId: string,
    @Arg("beatmapId", () => ID, { description: "A winning mapset of the mission" }) beatmapId: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return this.missionsAdminService.toggleLame(ctx.viewer, toId(missionId), toId(beatmapId, "Error: Object not found"));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Mission, { description: "Admin: create a mission (hidden and unannounced unless told otherwise)" })
  createMission(
    @Arg("input", () => MissionInput, { description: "The new mission" }) input: MissionInput,
    @Ctx() ctx: Context,
  ): Promise<Mission> {
    return this.missionsAdminService.create(ctx.viewer, inputToPatch(input));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Mission, { description: "Admin: change any fields of a mission" })
  async updateMission(
    @Arg("id", () => ID, { description: "Mission id" }) id: string,
    @Arg("input", () => MissionInput, { description: "Fields to change; fields left out keep their value" }) input: MissionInput,
    @Ctx() ctx: Context,
  ): Promise<Mission> {
    const m = await this.missionsAdminService.update(ctx.viewer, toId(id), inputToPatch(input));
    ctx.loaders.clear(missionArtists, m.id);
    return m;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Int, {
    description: "Admin: recalculate the points of everyone on the mission's winning maps; returns how many users",
  })
  recalculateMissionPoints(
    @Arg("missionId", () => ID, { description: "Mission id" }) missionId: string,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return this.missionsAdminService.recalculateWinners(ctx.viewer, toId(missionId));
  }

  // ---------------------------------------------------------------- fields

  @FieldResolver(() => [Artist], { description: "Applicable featured artists; empty = any artist (or any osu!-original one)" })
  async artists(@Root() m: Mission, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Artist[]> {
    const all = await ctx.loaders.get(missionArtists, projectionOf(info, Artist, ARTIST_PUBLIC_PROPERTIES)).load(m.id);
    // Unreleased artists are confidential: only admins see them here.
    return ctx.viewer && hasRole(ctx.viewer, Role.ADMIN) ? all : all.filter(isArtistPublic);
  }

  @FieldResolver(() => [Beatmap], { description: "Beatmaps linked to the mission, oldest first" })
  associatedMaps(@Root() m: Mission, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Beatmap[]> {
    return ctx.loaders.get(beatmapsByMission, projectionOf(info, Beatmap)).load(m.id);
  }

  @FieldResolver(() => [Beatmap], { description: "Mapsets an admin marked as winners" })
  async winningBeatmaps(@Root() m: Mission, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Beatmap[]> {
    if (selectsOnly(info, BEATMAP_ID_FIELDS)) return (await ctx.loaders.get(missionBeatmapIds).load(m.id)).winners;
    return ctx.loaders.get(missionWinners).load(m.id);
  }

  @FieldResolver(() => [Beatmap], { description: "Mapsets an admin marked as invalid for the mission" })
  async invalidBeatmaps(@Root() m: Mission, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Beatmap[]> {
    if (selectsOnly(info, BEATMAP_ID_FIELDS)) return (await ctx.loaders.get(missionBeatmapIds).load(m.id)).invalid;
    return ctx.loaders.get(missionInvalid).load(m.id);
  }

  @FieldResolver(() => [MissionRequirement], { description: "Requirement lines to show, with whether the server checks each" })
  requirements(@Root() m: Mission): MissionRequirement[] {
    return requirementLines(m);
  }

  @FieldResolver(() => Boolean, {
    description: "A showcase mission still taking song/artist/genre selections (open, before the deadline)",
  })
  selectionOpen(@Root() m: Mission): boolean {
    return isSelectionOpen(m, this.now());
  }

  @FieldResolver(() => Boolean, { description: "Open and before the deadline: beatmaps may be added or removed" })
  acceptsBeatmaps(@Root() m: Mission): boolean {
    return isMissionActionable(m, this.now());
  }

  @Authorized(Role.ADMIN)
  @FieldResolver(() => Boolean, {
    nullable: true,
    description: "Admins only (others: null and FORBIDDEN): the opening was announced (the mission is listed)",
  })
  openingAnnounced(@Root() m: Mission): boolean {
    return m.openingAnnounced;
  }

  @Authorized(Role.ADMIN)
  @FieldResolver(() => Boolean, {
    nullable: true,
    description: "Admins only (others: null and FORBIDDEN): the winners were announced",
  })
  closingAnnounced(@Root() m: Mission): boolean {
    return m.closingAnnounced;
  }
}
