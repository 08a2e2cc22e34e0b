import { Ctx, FieldResolver, Float, Int, Resolver, Root } from "type-graphql";
import type { Context } from "../../app/context";
import { QuestStatus } from "../common/enums";
import { Artist } from "../artists/artist.entity";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { Party } from "../parties/party.entity";
import { User } from "../users/user.entity";
import { artistCoverUrl } from "../users/avatar";
import { Quest } from "./quest.entity";
import { isQuestExpired, isQuestOverdue, reopenPrice } from "./quests.rules";

@Resolver(() => Quest)
export class QuestResolver {
  @FieldResolver(() => Int, { nullable: true, description: "osu! featured artist id of the quest's artist (cover reference)" })
  async art(@Root() q: Quest, @Ctx() ctx: Context): Promise<number | null> {
    if (!q.artistId) return null;
    return (await ctx.loaders.artist.load(q.artistId))?.osuId ?? null;
  }

  @FieldResolver(() => Artist, { nullable: true })
  artist(@Root() q: Quest, @Ctx() ctx: Context): Promise<Artist | null> {
    return q.artistId ? ctx.loaders.artist.load(q.artistId) : Promise.resolve(null);
  }

  @FieldResolver(() => String, { nullable: true, description: "Cover image of the quest's artist" })
  async coverUrl(@Root() q: Quest, @Ctx() ctx: Context): Promise<string | null> {
    if (!q.artistId) return null;
    const a = await ctx.loaders.artist.load(q.artistId);
    return artistCoverUrl(ctx.services.deps.config, a?.osuId ?? null);
  }

  @FieldResolver(() => Boolean)
  isExpired(@Root() q: Quest, @Ctx() ctx: Context): boolean {
    return isQuestExpired(q, ctx.services.deps.now());
  }

  @FieldResolver(() => Boolean, { description: "A wip quest past its deadline" })
  isOverdue(@Root() q: Quest, @Ctx() ctx: Context): boolean {
    return isQuestOverdue(q, ctx.services.deps.now());
  }

  @FieldResolver(() => Float)
  reopenPrice(@Root() q: Quest): number {
    return reopenPrice(q.price);
  }

  @FieldResolver(() => [Party])
  parties(@Root() q: Quest, @Ctx() ctx: Context): Promise<Party[]> {
    return ctx.loaders.partiesByQuest.load(q.id);
  }

  @FieldResolver(() => Party, { nullable: true, description: "The party holding the quest (wip or done)" })
  async currentParty(@Root() q: Quest, @Ctx() ctx: Context): Promise<Party | null> {
    if (q.status !== QuestStatus.wip && q.status !== QuestStatus.done) return null;
    return (await ctx.loaders.partiesByQuest.load(q.id))[0] ?? null;
  }

  @FieldResolver(() => [Beatmap])
  associatedMaps(@Root() q: Quest, @Ctx() ctx: Context): Promise<Beatmap[]> {
    return ctx.loaders.beatmapsByQuest.load(q.id);
  }

  @FieldResolver(() => User, { nullable: true })
  creator(@Root() q: Quest, @Ctx() ctx: Context): Promise<User | null> {
    return q.creatorId ? ctx.loaders.user.load(q.creatorId) : Promise.resolve(null);
  }
}
