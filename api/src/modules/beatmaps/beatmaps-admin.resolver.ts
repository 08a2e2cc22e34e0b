import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../context";
import type { BeatmapsAdminService, BundleCandidate } from "./beatmaps-admin.service";
import { Role } from "../../core/access";
import { BeatmapStatus } from "../../core/enums";
import { Beatmap } from "./beatmap.entity";
import { toId } from "./beatmaps.resolver";
import { ConnectionArgs, type Page } from "../../core/connection";
import {
  AdminBeatmapsConnectionArgs,
  AdminBundleCandidate,
  AdminBundleCandidateConnection,
  AdminBundleCandidatesArgs,
  BeatmapConnection,
} from "./beatmaps.types";

/** Admin beatmap tools (README.md). Every operation requires the admin group. */
@Resolver()
export class BeatmapAdminResolver {
  constructor(private readonly beatmapsAdminService: BeatmapsAdminService) {}

  @Authorized(Role.ADMIN)
  @Query(() => [Beatmap], {
    description: "Admins: Qualified mapsets not yet queued for rank, least recently updated first (at most 500)",
    deprecationReason: "Use adminQualifiedBeatmapsConnection instead. Deprecated 2026-11-24.",
  })
  adminQualifiedBeatmaps(@Ctx() ctx: Context): Promise<Beatmap[]> {
    return this.beatmapsAdminService.qualifiedQueue(ctx.viewer);
  }

  @Authorized(Role.ADMIN)
  @Query(() => BeatmapConnection, {
    description:
      "Admins: Qualified mapsets not yet queued for rank, least recently updated first (ties by id), a keyset page at a time; totalCount is the queue's length",
  })
  adminQualifiedBeatmapsConnection(@Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<Beatmap>> {
    return this.beatmapsAdminService.qualifiedQueuePage(ctx.viewer, args);
  }

  @Authorized(Role.ADMIN)
  @Query(() => BeatmapConnection, {
    description:
      "Admins: find any mapset (their own included) by words and status, newest first (ties by id), a keyset page at a time; the words match as in beatmaps",
  })
  adminBeatmapsConnection(@Args() args: AdminBeatmapsConnectionArgs, @Ctx() ctx: Context): Promise<Page<Beatmap>> {
    return this.beatmapsAdminService.findPage(ctx.viewer, args, args);
  }

  @Authorized(Role.ADMIN)
  @Query(() => AdminBundleCandidateConnection, {
    description:
      "Admins: Ranked mapsets with Easy, Normal, Hard and Insane, 90-240 s long (the bundled mapsets lists), newest first",
  })
  adminBundleCandidates(@Args() args: AdminBundleCandidatesArgs, @Ctx() ctx: Context): Promise<Page<BundleCandidate>> {
    return this.beatmapsAdminService.bundleCandidates(ctx.viewer, args.bundled, args);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminBundleCandidate, { description: "Admins: choose a mapset for the bundled mapsets lists, or take it off" })
  adminSetBeatmapBundled(
    @Arg("id", () => ID, { description: "Mapset id" }) id: string,
    @Arg("value", { description: "true = bundled" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<BundleCandidate> {
    return this.beatmapsAdminService.setBundled(ctx.viewer, toId(id), value);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Beatmap, { description: "Admins: any status; Ranked runs the ranked processing (osu! data, points, webhook)" })
  adminSetBeatmapStatus(
    @Arg("id", () => ID, { description: "Mapset id" }) id: string,
    @Arg("status", () => BeatmapStatus, { description: "Any status, including Qualified and Ranked" }) status: BeatmapStatus,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsAdminService.setStatus(ctx.viewer, toId(id), status);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Beatmap, { description: "Admins: approve a Qualified mapset for the ranked job" })
  adminSetQueuedForRank(
    @Arg("id", () => ID, { description: "Mapset id" }) id: string,
    @Arg("value", { description: "true = approved for the ranked job" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsAdminService.setQueuedForRank(ctx.viewer, toId(id), value);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Beatmap, {
    description: "Admins: back to WIP with a message to the host; without resolution it also becomes invalid for points",
  })
  adminRejectBeatmap(
    @Arg("id", () => ID, { description: "Mapset id" }) id: string,
    @Arg("reason", { description: "Message to the host (required, length-limited)" }) reason: string,
    @Arg("resolvable", { description: "true = the host can fix it; false = also invalid for points" }) resolvable: boolean,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsAdminService.reject(ctx.viewer, toId(id), reason, resolvable);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Beatmap, { description: "Admins: mark a mapset (in)valid for points" })
  adminSetInvalidForPoints(
    @Arg("id", () => ID, { description: "Mapset id" }) id: string,
    @Arg("value", { description: "true = earns no points" }) value: boolean,
    @Arg("reason", () => String, { nullable: true, description: "Why it is invalid; null keeps the previous reason" })
    reason: string | null,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsAdminService.setInvalidForPoints(ctx.viewer, toId(id), value, reason);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ID, { description: "Admins: delete any mapset (points of a Ranked one are recalculated)" })
  adminDeleteBeatmap(@Arg("id", () => ID, { description: "Mapset id" }) id: string, @Ctx() ctx: Context): Promise<number> {
    return this.beatmapsAdminService.delete(ctx.viewer, toId(id));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Beatmap, { description: "Admins: FA showcase flag (earns the showcase bonus)" })
  adminSetBeatmapShowcase(
    @Arg("id", () => ID, { description: "Mapset id" }) id: string,
    @Arg("value", { description: "true = made for a featured artist's announcement" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsAdminService.setShowcase(ctx.viewer, toId(id), value);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Beatmap, { description: "Admins: suppress the 'has been ranked' webhook" })
  adminSetSkipWebhook(
    @Arg("id", () => ID, { description: "Mapset id" }) id: string,
    @Arg("value", { description: "true = no webhook when it is ranked" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsAdminService.setSkipWebhook(ctx.viewer, toId(id), value);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Beatmap, { description: "Admins: take a member off a mapset's modders" })
  adminRemoveModder(
    @Arg("id", () => ID, { description: "Mapset id" }) id: string,
    @Arg("userId", () => ID, { description: "The modder to remove" }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<Beatmap> {
    return this.beatmapsAdminService.removeModder(ctx.viewer, toId(id), toId(userId));
  }
}
