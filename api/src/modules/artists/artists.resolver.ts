import { Arg, Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../../app/context";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { User } from "../users/user.entity";
import { artistCoverUrl } from "../users/avatar";
import { hasRole, Role } from "../../app/auth-checker";
import { isArtistPublic } from "../missions/missions.rules";
import { Artist } from "./artist.entity";
import { Song } from "./song.entity";

/**
 * An unreleased (private) artist's song list, .osz pack and potential mappers are confidential: only admins, group
 * secret and the users entitled to the artist (assigned it on an artist-showcase mission, or one of its showcase mappers) see them.
 */
async function canSeeArtistDetails(ctx: Context, artist: Artist): Promise<boolean> {
  if (isArtistPublic(artist)) return true;
  if (!ctx.viewer) return false;
  if (hasRole(ctx.viewer, Role.SECRET)) return true; // admins and group secret (brief §6: they see FA Showcase)
  return ctx.loaders.showcaseEntitlement.load(`${ctx.viewer.id}:${artist.id}`);
}

@Resolver(() => Artist)
export class ArtistResolver {
  @FieldResolver(() => [Song])
  async songs(
    @Root() artist: Artist,
    @Ctx() ctx: Context,
    @Arg("mappedOnly", { defaultValue: false, description: "Only songs with at least one guild beatmap" }) mappedOnly: boolean,
  ): Promise<Song[]> {
    if (!(await canSeeArtistDetails(ctx, artist))) return [];
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
  async oszTemplatesUrl(@Root() artist: Artist, @Ctx() ctx: Context): Promise<string | null> {
    return (await canSeeArtistDetails(ctx, artist)) ? artist.oszTemplatesUrl : null;
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
  async songShowcaseMappers(@Root() song: Song, @Ctx() ctx: Context): Promise<User[]> {
    const artist = await ctx.loaders.artist.load(song.artistId);
    if (!artist || !(await canSeeArtistDetails(ctx, artist))) return [];
    return ctx.loaders.songShowcaseMappers.load(song.id);
  }

  @FieldResolver(() => String, { nullable: true, description: "Link to the song's .osz template" })
  oszUrl(@Root() song: Song): string | null {
    return song.oszUrl;
  }
}
