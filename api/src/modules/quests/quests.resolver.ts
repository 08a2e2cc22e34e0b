import { Arg, Args, Authorized, Ctx, FieldResolver, Float, ID, Info, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { GraphQLResolveInfo } from "graphql";
import { CONNECTION_NODES, declareProjection, projectionOf } from "../../core/projection";
import type { Context } from "../context";
import type { Config } from "../../config";
import { Role } from "../../core/access";
import { parseId, rowId } from "../../core/ids";
import { QuestStatus } from "../../core/enums";
import { Artist } from "../artists/artist.entity";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { Party } from "../parties/party.entity";
import { User } from "../users/user.entity";
import { artistCoverUrl } from "../users/avatar";
import { Quest } from "./quest.entity";
import type { Page } from "../../core/connection";
import { isQuestExpired, isQuestOverdue, questCreationCost, reopenPrice } from "./quests.rules";
import type { QuestActionResult, QuestInputFields, QuestPatch, QuestsService } from "./quests.service";
import type { NewsPostInfo as NewsPostInfoView, QuestsAdminService } from "./quests-admin.service";
import {
  BeatmapQuestLinkPayload,
  CreateQuestInput,
  NewsPostInfo,
  QuestActionPayload,
  QuestPage,
  QuestConnection,
  QuestsConnectionArgs,
  QuestsArgs,
  SubmitQuestInput,
  UpdateQuestInput,
} from "./quests.types";
import { artistById } from "../artists/artists.loaders";
import { partiesByQuest, partyMemberRefs } from "../parties/parties.loaders";
import { beatmapsByQuest } from "../beatmaps/beatmaps.loaders";
import { userById } from "../users/users.loaders";

/** After a mutation the request's loaders may hold stale rows; forget them. */
export function forgetLoaded(ctx: Context): void {
  ctx.loaders.clearAll();
}

function payload(ctx: Context, r: QuestActionResult): QuestActionPayload {
  forgetLoaded(ctx);
  return r;
}

function inputFields(i: SubmitQuestInput | CreateQuestInput): QuestInputFields {
  return {
    name: i.name,
    descriptionMain: i.descriptionMain,
    price: i.price,
    requiredMapsets: i.requiredMapsets,
    timeframe: i.timeframe,
    minParty: i.minParty,
    maxParty: i.maxParty,
    modes: i.modes,
    artistId: i.artistId ? rowId(i.artistId) : null,
    minRank: "minRank" in i ? i.minRank : 0,
    isMbc: "isMbc" in i ? i.isMbc : false,
    expiration: "expiration" in i ? (i.expiration ?? null) : null,
  };
}

/** What Quest's fields read from the quest row beyond a column of their name (core/projection.ts). */
declareProjection(Quest, {
  art: ["artistId"],
  artist: ["artistId"],
  coverUrl: ["artistId"],
  isExpired: ["status", "expiration"],
  isOverdue: ["status", "deadline"],
  reopenPrice: ["price"],
  creationCost: ["requiredMapsets", "artistId"],
  parties: [],
  currentParty: ["status"],
  viewerParty: [],
  associatedMaps: [],
  creator: ["creatorId"],
});

@Resolver(() => Quest)
export class QuestResolver {
  constructor(
    private readonly questsService: QuestsService,
    private readonly questsAdminService: QuestsAdminService,
    private readonly config: Config,
    private readonly now: () => Date,
  ) {}

  // ------------------------------------------------------------------------------------------ queries

  @Authorized()
  @Query(() => QuestPage, {
    description:
      "Quests you may see (pending, rejected, scheduled and hidden ones only to their creator and admins), newest first",
    deprecationReason: "Use questsConnection instead. Deprecated 2026-11-24.",
  })
  quests(@Args() args: QuestsArgs, @Ctx() ctx: Context): Promise<QuestPage> {
    return this.questsService.list(ctx.viewer, args);
  }

  @Authorized()
  @Query(() => QuestConnection, {
    description:
      "Quests you may see (pending, rejected, scheduled and hidden ones only to their creator and admins), newest first, a keyset page at a time (same order as quests)",
  })
  questsConnection(
    @Args() args: QuestsConnectionArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Page<Quest>> {
    return this.questsService.connection(ctx.viewer, args, args, projectionOf(info, Quest, [], CONNECTION_NODES));
  }

  @Authorized()
  @Query(() => Quest, { nullable: true, description: "One quest, if you may see it" })
  quest(@Arg("id", () => ID, { description: "Quest id" }) id: string, @Ctx() ctx: Context): Promise<Quest | null> {
    const n = parseId(id);
    return n !== null ? this.questsService.findVisible(ctx.viewer, n) : Promise.resolve(null);
  }

  @Authorized(Role.ADMIN)
  @Query(() => NewsPostInfo, {
    description: "Admins: the quests completed and the mapsets Ranked outside quests in [from, to), for the guild's news post",
  })
  adminNewsPostInfo(
    @Arg("from", () => Date, { description: "Start of the period (inclusive)" }) from: Date,
    @Arg("to", () => Date, { description: "End of the period (exclusive; at most 366 days after from)" }) to: Date,
    @Ctx() ctx: Context,
  ): Promise<NewsPostInfoView> {
    return this.questsAdminService.newsPostInfo(ctx.viewer, from, to);
  }

  // ------------------------------------------------------------------------------------------ member mutations

  @Authorized()
  @Mutation(() => QuestActionPayload, { description: "As a party's leader, accept the open quest for the party's modes" })
  async acceptQuest(
    @Arg("questId", () => ID, { description: "The open quest to accept" }) questId: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.questsService.accept(ctx.viewer, rowId(questId)));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, {
    description: "As the leader of the party holding it, drop a quest in progress (no refunds)",
  })
  async dropQuest(
    @Arg("questId", () => ID, { description: "The wip quest to drop" }) questId: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.questsService.drop(ctx.viewer, rowId(questId)));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, { description: "Re-open an expired quest for 90 more days (price × 0.5 + 25 points)" })
  async reopenQuest(
    @Arg("questId", () => ID, { description: "The expired open quest to re-open" }) questId: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.questsService.reopen(ctx.viewer, rowId(questId)));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, {
    description: "Submit a custom quest for review; its creation cost is charged now and refunded if rejected",
  })
  async submitQuest(
    @Arg("input", () => SubmitQuestInput, { description: "The quest to submit" }) input: SubmitQuestInput,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.questsService.submit(ctx.viewer, inputFields(input)));
  }

  @Authorized()
  @Mutation(() => BeatmapQuestLinkPayload, {
    description: "As its host, link your mapset to the quest your party holds (questId null = unlink)",
  })
  async linkBeatmapToQuest(
    @Arg("beatmapId", () => ID, { description: "Your mapset" }) beatmapId: string,
    @Arg("questId", () => ID, { nullable: true, description: "The wip quest your party holds; null unlinks the mapset" })
    questId: string | null,
    @Ctx() ctx: Context,
  ): Promise<BeatmapQuestLinkPayload> {
    const r = await this.questsService.linkBeatmapToQuest(ctx.viewer, rowId(beatmapId), questId ? rowId(questId) : null);
    forgetLoaded(ctx);
    return r;
  }

  // ------------------------------------------------------------------------------------------ admin mutations

  @Authorized(Role.ADMIN)
  @Mutation(() => [Quest], { description: "Admin: create quests (scheduled, published at the next 22:00 UTC run)" })
  async createQuests(
    @Arg("quests", () => [CreateQuestInput], { description: "The quests to create" }) quests: CreateQuestInput[],
    @Ctx() ctx: Context,
  ): Promise<Quest[]> {
    const created = await this.questsAdminService.createMany(ctx.viewer, quests.map(inputFields));
    forgetLoaded(ctx);
    return created;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Quest, { description: "Admin: edit a quest's fields" })
  async updateQuest(
    @Arg("id", () => ID, { description: "Quest id" }) id: string,
    @Arg("input", () => UpdateQuestInput, { description: "Fields to change; fields left out keep their value" })
    input: UpdateQuestInput,
    @Ctx() ctx: Context,
  ): Promise<Quest> {
    const patch: QuestPatch = {};
    for (const k of [
      "name",
      "descriptionMain",
      "price",
      "requiredMapsets",
      "timeframe",
      "minParty",
      "maxParty",
      "minRank",
      "modes",
      "isMbc",
    ] as const) {
      if (input[k] !== undefined && input[k] !== null) (patch as Record<string, unknown>)[k] = input[k];
    }
    if (input.clearArtist) patch.artistId = null;
    else if (input.artistId) patch.artistId = rowId(input.artistId);
    if (input.expiration) patch.expiration = input.expiration;
    const q = await this.questsAdminService.update(ctx.viewer, rowId(id), patch);
    forgetLoaded(ctx);
    return q;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Quest, { description: "Admin: approve a pending quest (or re-publish a hidden one) for the next publish run" })
  async scheduleQuest(
    @Arg("id", () => ID, { description: "The pending quest to schedule" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<Quest> {
    const q = await this.questsAdminService.schedule(ctx.viewer, rowId(id));
    forgetLoaded(ctx);
    return q;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => QuestActionPayload, {
    description: "Admin: reject a pending or scheduled quest; its creation cost is refunded once",
  })
  async rejectQuest(
    @Arg("id", () => ID, { description: "The pending quest to reject" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.questsAdminService.reject(ctx.viewer, rowId(id)));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => QuestActionPayload, { description: "Admin: force the party holding a wip quest to drop it" })
  async adminDropQuest(
    @Arg("id", () => ID, { description: "The wip quest to drop" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.questsAdminService.adminDrop(ctx.viewer, rowId(id)));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Quest, { description: "Admin: queue a wip quest for the daily completion job (or unqueue it)" })
  async setQueuedForCompletion(
    @Arg("id", () => ID, { description: "The wip quest" }) id: string,
    @Arg("value", { description: "true = the completion job completes it" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Quest> {
    const q = await this.questsAdminService.setQueuedForCompletion(ctx.viewer, rowId(id), value);
    forgetLoaded(ctx);
    return q;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Quest, { description: "Admin: change when an open quest expires (null = never)" })
  async updateQuestExpiration(
    @Arg("id", () => ID, { description: "Quest id" }) id: string,
    @Arg("expiration", () => Date, { nullable: true, description: "New expiration date; null = never expires" })
    expiration: Date | null,
    @Ctx() ctx: Context,
  ): Promise<Quest> {
    const q = await this.questsAdminService.updateExpiration(ctx.viewer, rowId(id), expiration);
    forgetLoaded(ctx);
    return q;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Quest, { description: "Admin: set a wip quest's deadline to 7 days from now" })
  async resetQuestDeadline(
    @Arg("id", () => ID, { description: "The wip quest" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<Quest> {
    const q = await this.questsAdminService.resetDeadline(ctx.viewer, rowId(id));
    forgetLoaded(ctx);
    return q;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ID, {
    description: "Admin: delete a quest nobody holds (open, scheduled, rejected or hidden) and its parties; returns its id",
  })
  async deleteQuest(@Arg("id", () => ID, { description: "Quest id" }) id: string, @Ctx() ctx: Context): Promise<string> {
    const deleted = await this.questsAdminService.delete(ctx.viewer, rowId(id));
    forgetLoaded(ctx);
    return String(deleted);
  }

  // ------------------------------------------------------------------------------------------ fields

  @FieldResolver(() => Int, { nullable: true, description: "osu! featured artist id of the quest's artist (cover reference)" })
  async art(@Root() q: Quest, @Ctx() ctx: Context): Promise<number | null> {
    if (!q.artistId) return null;
    return (await ctx.loaders.get(artistById).load(q.artistId))?.osuId ?? null;
  }

  @FieldResolver(() => Artist, {
    nullable: true,
    description: "The featured artist whose songs the quest is about; null for a quest without an artist",
  })
  artist(@Root() q: Quest, @Ctx() ctx: Context): Promise<Artist | null> {
    return q.artistId ? ctx.loaders.get(artistById).load(q.artistId) : Promise.resolve(null);
  }

  @FieldResolver(() => String, { nullable: true, description: "Cover image of the quest's artist" })
  async coverUrl(@Root() q: Quest, @Ctx() ctx: Context): Promise<string | null> {
    if (!q.artistId) return null;
    const a = await ctx.loaders.get(artistById).load(q.artistId);
    return artistCoverUrl(this.config, a?.osuId ?? null);
  }

  @FieldResolver(() => Boolean, { description: "An open quest past its expiration date (can be re-opened for points)" })
  isExpired(@Root() q: Quest): boolean {
    return isQuestExpired(q, this.now());
  }

  @FieldResolver(() => Boolean, { description: "A wip quest past its deadline" })
  isOverdue(@Root() q: Quest): boolean {
    return isQuestOverdue(q, this.now());
  }

  @FieldResolver(() => Float, { description: "Points each member pays to re-open it when expired (half the price + 25)" })
  reopenPrice(@Root() q: Quest): number {
    return reopenPrice(q.price);
  }

  @FieldResolver(() => Float, {
    description: "What submitting a quest like this one costs (base 25, +10 without an artist, by required mapsets)",
  })
  creationCost(@Root() q: Quest): number {
    return questCreationCost(q.requiredMapsets, q.artistId !== null);
  }

  @FieldResolver(() => [Party], { description: "Parties formed on this quest" })
  parties(@Root() q: Quest, @Ctx() ctx: Context): Promise<Party[]> {
    return ctx.loaders.get(partiesByQuest).load(q.id);
  }

  @FieldResolver(() => Party, { nullable: true, description: "The party holding the quest (wip or done)" })
  async currentParty(@Root() q: Quest, @Ctx() ctx: Context): Promise<Party | null> {
    if (q.status !== QuestStatus.wip && q.status !== QuestStatus.done) return null;
    return (await ctx.loaders.get(partiesByQuest).load(q.id))[0] ?? null;
  }

  @FieldResolver(() => Party, { nullable: true, description: "The party you belong to on this quest, if any" })
  async viewerParty(@Root() q: Quest, @Ctx() ctx: Context): Promise<Party | null> {
    const viewer = ctx.viewer;
    if (!viewer) return null;
    const parties = await ctx.loaders.get(partiesByQuest).load(q.id);
    // Only ids are compared: the reference columns do (and the members list of the same page shares the statement).
    const members = await Promise.all(parties.map((p) => ctx.loaders.get(partyMemberRefs).load(p.id)));
    return parties.find((_, i) => members[i].some((u) => u.id === viewer.id)) ?? null;
  }

  @FieldResolver(() => [Beatmap], { description: "Mapsets linked to this quest" })
  associatedMaps(@Root() q: Quest, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Beatmap[]> {
    return ctx.loaders.get(beatmapsByQuest, projectionOf(info, Beatmap)).load(q.id);
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: "Who submitted (custom quest) or created (admin) the quest; null once that account is gone",
  })
  creator(@Root() q: Quest, @Ctx() ctx: Context): Promise<User | null> {
    return q.creatorId ? ctx.loaders.get(userById).load(q.creatorId) : Promise.resolve(null);
  }
}
