import { Arg, Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../../app/context";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { User } from "../users/user.entity";
import { artistCoverUrl } from "../users/avatar";
import { Artist } from "./artist.entity";
import { Song } from "./song.entity";

@Resolver(() => Artist)
export class ArtistResolver {
  @FieldResolver(() => [Song])
  async songs(
    @Root() artist: Artist,
    @Ctx() ctx: Context,
    @Arg("mappedOnly", { defaultValue: false, description: "Only songs with at least one guild beatmap" }) mappedOnly: boolean,
  ): Promise<Song[]> {
    const songs = await ctx.loaders.songsByArtist.load(artist.id);
    if (!mappedOnly) return songs;
    const maps = await Promise.all(songs.map((s) => ctx.loaders.beatmapsBySong.load(s.id)));
    return songs.filter((_, i) => maps[i].length > 0);
  }

  @FieldResolver(() => String, { nullable: true, description: "Cover image; null while unreleased" })
  coverUrl(@Root() artist: Artist, @Ctx() ctx: Context): string | null {
    return artistCoverUrl(ctx.services.deps.config, artist.osuId);
  }

  @FieldResolver(() => String, { nullable: true, description: "Pack of every song's .osz template" })
  oszTemplatesUrl(@Root() artist: Artist): string | null {
    return artist.oszTemplatesUrl;
  }
}

@Resolver(() => Song)
export class SongResolver {
  @FieldResolver(() => [Beatmap], { description: "Guild beatmaps of this song" })
  beatmaps(@Root() song: Song, @Ctx() ctx: Context): Promise<Beatmap[]> {
    return ctx.loaders.beatmapsBySong.load(song.id);
  }

  @FieldResolver(() => Artist)
  async artist(@Root() song: Song, @Ctx() ctx: Context): Promise<Artist> {
    return (await ctx.loaders.artist.load(song.artistId))!;
  }

  @FieldResolver(() => [User], { description: "Showcase mappers who may map this song" })
  songShowcaseMappers(@Root() song: Song, @Ctx() ctx: Context): Promise<User[]> {
    return ctx.loaders.songShowcaseMappers.load(song.id);
  }
}
