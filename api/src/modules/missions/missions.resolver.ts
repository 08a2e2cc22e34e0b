import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../../app/context";
import { Artist } from "../artists/artist.entity";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { Mission } from "./mission.entity";

@Resolver(() => Mission)
export class MissionResolver {
  @FieldResolver(() => [Artist], { description: "Applicable featured artists; empty = any artist (or any osu!-original one)" })
  artists(@Root() m: Mission, @Ctx() ctx: Context): Promise<Artist[]> {
    return ctx.loaders.missionArtists.load(m.id);
  }

  @FieldResolver(() => [Beatmap])
  associatedMaps(@Root() m: Mission, @Ctx() ctx: Context): Promise<Beatmap[]> {
    return ctx.loaders.beatmapsByMission.load(m.id);
  }

  @FieldResolver(() => [Beatmap])
  winningBeatmaps(@Root() m: Mission, @Ctx() ctx: Context): Promise<Beatmap[]> {
    return ctx.loaders.missionWinners.load(m.id);
  }

  @FieldResolver(() => [Beatmap])
  invalidBeatmaps(@Root() m: Mission, @Ctx() ctx: Context): Promise<Beatmap[]> {
    return ctx.loaders.missionInvalid.load(m.id);
  }
}
