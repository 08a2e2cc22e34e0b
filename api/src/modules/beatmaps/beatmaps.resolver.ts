import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../../app/context";
import { Song } from "../artists/song.entity";
import { User } from "../users/user.entity";
import { Beatmap } from "./beatmap.entity";

@Resolver(() => Beatmap)
export class BeatmapResolver {
  @FieldResolver(() => User)
  async host(@Root() b: Beatmap, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(b.hostId))!;
  }

  @FieldResolver(() => Song)
  async song(@Root() b: Beatmap, @Ctx() ctx: Context): Promise<Song> {
    return (await ctx.loaders.song.load(b.songId))!;
  }
}
