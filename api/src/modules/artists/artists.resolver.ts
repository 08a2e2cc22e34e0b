import { Arg, Ctx, FieldResolver, Info, Int, Resolver, Root } from "type-graphql";
import type { GraphQLResolveInfo } from "graphql";
import { declareProjection, projectionOf } from "../../core/projection";
import type { Context } from "../context";
import type { Config } from "../../config";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { User } from "../users/user.entity";
import { artistCoverUrl } from "../users/avatar";
import { hasRole, Role } from "../../core/access";
import { ARTIST_PUBLIC_PROPERTIES, isArtistPublic } from "../missions/missions.rules";
import { Artist } from "./artist.entity";
import { Song } from "./song.entity";
import { showcaseEntitlement, showcaseKey } from "../missions/missions.loaders";
import { artistById, songShowcaseMappers, songsByArtist } from "./artists.loaders";
import { beatmapCountBySong, beatmapsBySong, firstBeatmapsBySong } from "../beatmaps/beatmaps.loaders";
import { badInput } from "../../core/errors";

/**
 * An unreleased (private) artist's song list, .osz pack and potential mappers are confidential: only admins, group
 * secret and the users entitled to the artist (assigned it on an artist-showcase mission, or one of its showcase mappers) see them.
 */
async function canSeeArtistDetails(ctx: Context, artist: Artist): Promise<boolean> {
  if (isArtistPublic(artist)) return true;
  if (!ctx.viewer) return false;
  if (hasRole(ctx.viewer, Role.SECRET)) return true; // admins and group secret (README.md: they see FA Showcase)
  return ctx.loaders.get(showcaseEntitlement).load(showcaseKey(ctx.viewer.id, artist.id));
}

/** What Artist's fields read from the artist row beyond a column of their name (core/projection.ts). */
declareProjection(Artist, {
  songs: ARTIST_PUBLIC_PROPERTIES,
  coverUrl: ["osuId"],
  oszTemplatesUrl: [...ARTIST_PUBLIC_PROPERTIES, "oszTemplatesUrl"],
});

@Resolver(() => Artist)
export class ArtistResolver {
  constructor(private readonly config: Config) {}

  @FieldResolver(() => [Song], {
    description: "The artist's songs; empty for those not allowed to see an unreleased artist's details",
  })
  async songs(
    @Root() artist: Artist,
    @Ctx() ctx: Context,
    @Arg("mappedOnly", { defaultValue: false, description: "Only songs with at least one guild beatmap" }) mappedOnly: boolean,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Song[]> {
    if (!(await canSeeArtistDetails(ctx, artist))) return [];
    const songs = await ctx.loaders.get(songsByArtist, projectionOf(info, Song)).load(artist.id);
    if (!mappedOnly) return songs;
    // Counted, not read: the songs' `beatmaps` may be asked for a few at a time (Song.beatmapCount reuses the counts).
    const counts = await ctx.loaders.get(beatmapCountBySong).loadMany(songs.map((s) => s.id));
    return songs.filter((_, i) => typeof counts[i] === "number" && counts[i] > 0);
  }

  @FieldResolver(() => String, { nullable: true, description: "Cover image; null while unreleased" })
  coverUrl(@Root() artist: Artist): string | null {
    return artistCoverUrl(this.config, artist.osuId);
  }

  @FieldResolver(() => String, { nullable: true, description: "Pack of every song's .osz template" })
  async oszTemplatesUrl(@Root() artist: Artist, @Ctx() ctx: Context): Promise<string | null> {
    return (await canSeeArtistDetails(ctx, artist)) ? artist.oszTemplatesUrl : null;
  }
}

/** The most mapsets `Song.beatmaps(first:)` takes: the field's cap ("Song.beatmaps" in app/pipeline/list-caps.ts). */
const SONG_BEATMAPS_MAX = 200;

/** What Song's fields read from the song row beyond a column of their name (core/projection.ts). */
declareProjection(Song, {
  beatmaps: [],
  beatmapCount: [],
  artist: ["artistId"],
  songShowcaseMappers: ["artistId"],
  oszUrl: ["oszUrl"],
});

@Resolver(() => Song)
export class SongResolver {
  @FieldResolver(() => [Beatmap], { description: "Guild beatmaps of this song, oldest first" })
  beatmaps(
    @Root() song: Song,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Arg("first", () => Int, {
      nullable: true,
      description: `Only the first this many (1 to ${SONG_BEATMAPS_MAX}; \`beatmapCount\` says how many there are, \`node(id:)\` on the song's \`globalId\` without \`first\` gives the rest); all when omitted`,
    })
    first?: number | null,
  ): Promise<Beatmap[]> {
    if (first === null || first === undefined) return ctx.loaders.get(beatmapsBySong, projectionOf(info, Beatmap)).load(song.id);
    if (!Number.isInteger(first) || first < 1 || first > SONG_BEATMAPS_MAX) {
      throw badInput(`first must be between 1 and ${SONG_BEATMAPS_MAX}`);
    }
    return ctx.loaders.get(firstBeatmapsBySong(first), projectionOf(info, Beatmap)).load(song.id);
  }

  @FieldResolver(() => Int, { description: "How many guild beatmaps the song has (all of `beatmaps`, whatever `first`)" })
  beatmapCount(@Root() song: Song, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.get(beatmapCountBySong).load(song.id);
  }

  @FieldResolver(() => Artist, { description: "The featured artist the song belongs to" })
  async artist(@Root() song: Song, @Ctx() ctx: Context): Promise<Artist> {
    return (await ctx.loaders.get(artistById).load(song.artistId))!;
  }

  @FieldResolver(() => [User], { description: "Showcase mappers who may map this song" })
  async songShowcaseMappers(@Root() song: Song, @Ctx() ctx: Context): Promise<User[]> {
    const artist = await ctx.loaders.get(artistById).load(song.artistId);
    if (!artist || !(await canSeeArtistDetails(ctx, artist))) return [];
    return ctx.loaders.get(songShowcaseMappers).load(song.id);
  }

  @FieldResolver(() => String, { nullable: true, description: "Link to the song's .osz template" })
  oszUrl(@Root() song: Song): string | null {
    return song.oszUrl;
  }
}
