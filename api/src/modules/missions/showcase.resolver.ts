import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { ArtistConnection } from "../artists/artists.types";
import { Role } from "../../core/access";
import { declareProjection } from "../../core/projection";
import type { Context } from "../context";
import { Artist } from "../artists/artist.entity";
import { Song } from "../artists/song.entity";
import type { GenreEntryView, ShowcaseService } from "./showcase.service";
import type { ShowcaseMappersService } from "./showcase-mappers.service";
import {
  ShowcaseArtistResult,
  ShowcaseArtistsConnectionArgs,
  ShowcaseGenreEntryType,
  ShowcaseGenreResult,
  ShowcaseSongResult,
} from "./missions.types";
import type { Page } from "../../core/connection";
import { toId } from "./missions.resolver";
import { showcaseEntitlement, showcaseKey } from "./missions.loaders";
import { songShowcaseMappers } from "../artists/artists.loaders";

const NOT_FOUND = "Error: Object not found";

/**
 * Showcase ("Classified") selection. Every query answers with the caller's own entry only; there is no way to ask
 * for anyone else's assignment.
 */
@Resolver()
export class ShowcaseResolver {
  constructor(
    private readonly showcaseService: ShowcaseService,
    private readonly showcaseMappersService: ShowcaseMappersService,
  ) {}

  @Authorized()
  @Query(() => Song, { nullable: true, description: "My confidential song on a song-showcase mission" })
  myShowcaseSong(
    @Arg("missionId", () => ID, { description: "A song showcase mission" }) missionId: string,
    @Ctx() ctx: Context,
  ): Promise<Song | null> {
    return this.showcaseService.mySong(ctx.viewer, toId(missionId));
  }

  @Authorized()
  @Query(() => Artist, {
    nullable: true,
    description: "My confidential artist on an artist-showcase mission (songs with their potential mappers)",
  })
  myShowcaseArtist(
    @Arg("missionId", () => ID, { description: "An artist showcase mission" }) missionId: string,
    @Ctx() ctx: Context,
  ): Promise<Artist | null> {
    return this.showcaseService.myArtist(ctx.viewer, toId(missionId));
  }

  @Authorized()
  @Query(() => ShowcaseGenreEntryType, { nullable: true, description: "My genre-showcase entry" })
  myShowcaseGenreEntry(
    @Arg("missionId", () => ID, { description: "A genre showcase mission" }) missionId: string,
    @Arg("eligibleOnly", { defaultValue: false, description: "Only songs that are still eligible (artist still unreleased)" })
    eligibleOnly: boolean,
    @Ctx() ctx: Context,
  ): Promise<GenreEntryView | null> {
    return this.showcaseService.myGenreEntry(ctx.viewer, toId(missionId), { eligibleOnly });
  }

  @Authorized()
  @Query(() => [Artist], {
    description: "FA Showcase: unreleased artists whose songs I may pick (secret group and admins: all unreleased artists)",
    deprecationReason: "Use myShowcaseArtistsConnection instead. Deprecated 2026-11-24.",
  })
  myShowcaseArtists(@Ctx() ctx: Context): Promise<Artist[]> {
    return this.showcaseMappersService.showcaseArtists(ctx.viewer);
  }

  @Authorized()
  @Query(() => ArtistConnection, {
    description:
      "FA Showcase: unreleased artists whose songs I may pick (secret group and admins: all unreleased artists), a keyset " +
      "page at a time in myShowcaseArtists' order (name ignoring case, then id), optionally by part of the name; " +
      "totalCount counts every match",
  })
  myShowcaseArtistsConnection(@Args() args: ShowcaseArtistsConnectionArgs, @Ctx() ctx: Context): Promise<Page<Artist>> {
    return this.showcaseMappersService.showcaseArtistsPage(ctx.viewer, args);
  }

  @Authorized()
  @Query(() => Int, { description: "My artist rerolls on this mission (the next costs 10 × 2^count)" })
  myArtistRerollCount(
    @Arg("missionId", () => ID, { description: "An artist showcase mission" }) missionId: string,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return this.showcaseService.artistRerollCount(ctx.viewer, toId(missionId));
  }

  @Authorized()
  @Query(() => Int, { description: "My genre rerolls on this mission (the next costs 2 × (count + 1))" })
  myGenreRerollCount(
    @Arg("missionId", () => ID, { description: "A genre showcase mission" }) missionId: string,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return this.showcaseService.genreRerollCount(ctx.viewer, toId(missionId));
  }

  @Authorized()
  @Mutation(() => ShowcaseSongResult, { description: "Get my song (free; returns the one I have if already assigned)" })
  loadShowcaseSong(
    @Arg("missionId", () => ID, { description: "A song showcase mission" }) missionId: string,
    @Ctx() ctx: Context,
  ): Promise<ShowcaseSongResult> {
    return this.showcaseService.selectSong(ctx.viewer, toId(missionId), "load");
  }

  @Authorized()
  @Mutation(() => ShowcaseSongResult, { description: "Replace my song for 35 points" })
  rerollShowcaseSong(
    @Arg("missionId", () => ID, { description: "A song showcase mission" }) missionId: string,
    @Ctx() ctx: Context,
  ): Promise<ShowcaseSongResult> {
    return this.showcaseService.selectSong(ctx.viewer, toId(missionId), "reroll");
  }

  @Authorized()
  @Mutation(() => ShowcaseArtistResult, { description: "Get my artist (free; returns the one I have if already assigned)" })
  loadShowcaseArtist(
    @Arg("missionId", () => ID, { description: "An artist showcase mission" }) missionId: string,
    @Ctx() ctx: Context,
  ): Promise<ShowcaseArtistResult> {
    return this.showcaseService.selectArtist(ctx.viewer, toId(missionId), "load");
  }

  @Authorized()
  @Mutation(() => ShowcaseArtistResult, { description: "Replace my artist for 10 × 2^(my rerolls so far) points" })
  rerollShowcaseArtist(
    @Arg("missionId", () => ID, { description: "An artist showcase mission" }) missionId: string,
    @Ctx() ctx: Context,
  ): Promise<ShowcaseArtistResult> {
    return this.showcaseService.selectArtist(ctx.viewer, toId(missionId), "reroll");
  }

  @Authorized()
  @Mutation(() => ShowcaseGenreResult, { description: "Get three songs of a genre offered by the mission (free; once)" })
  loadShowcaseGenre(
    @Arg("missionId", () => ID, { description: "A genre showcase mission" }) missionId: string,
    @Arg("tag", { description: "One of the mission's genreOptions" }) tag: string,
    @Ctx() ctx: Context,
  ): Promise<ShowcaseGenreResult> {
    return this.showcaseService.selectGenre(ctx.viewer, toId(missionId), { tag });
  }

  @Authorized()
  @Mutation(() => ShowcaseGenreResult, { description: "Replace one of my genre songs (index 0-2) for 2 × (k + 1) points" })
  rerollShowcaseGenreSong(
    @Arg("missionId", () => ID, { description: "A genre showcase mission" }) missionId: string,
    @Arg("songIndex", () => Int, { description: "Position (0-2) of the song to replace in the entry's songs" }) songIndex: number,
    @Ctx() ctx: Context,
  ): Promise<ShowcaseGenreResult> {
    return this.showcaseService.selectGenre(ctx.viewer, toId(missionId), { songIndex });
  }

  @Authorized(Role.SECRET)
  @Mutation(() => Artist, {
    description: "FA Showcase (group secret, admins): mark interest in an unreleased artist, so you may select its songs",
  })
  async addShowcaseMapper(
    @Arg("artistId", () => ID, { description: "An unreleased featured artist" }) artistId: string,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    const id = toId(artistId, NOT_FOUND);
    const a = await this.showcaseMappersService.addShowcaseMapper(ctx.viewer, id);
    ctx.loaders.get(showcaseEntitlement).clearAll();
    return a;
  }

  @Authorized()
  @Mutation(() => Artist, {
    description:
      "FA Showcase: withdraw interest in an artist (also your song selections, unless a priority quest assigns you the artist)",
  })
  async removeShowcaseMapper(
    @Arg("artistId", () => ID, { description: "The artist to withdraw from" }) artistId: string,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    const id = toId(artistId, NOT_FOUND);
    const a = await this.showcaseMappersService.removeShowcaseMapper(ctx.viewer, id);
    ctx.loaders.get(showcaseEntitlement).clearAll();
    ctx.loaders.get(songShowcaseMappers).clearAll();
    return a;
  }

  @Authorized()
  @Mutation(() => Artist, { description: "Select a song of my showcase artist: become one of its potential mappers" })
  async addSongShowcaseMapper(
    @Arg("artistId", () => ID, { description: "Your showcase artist" }) artistId: string,
    @Arg("songId", () => ID, { description: "A song of that artist" }) songId: string,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    const sid = toId(songId, NOT_FOUND);
    const a = await this.showcaseMappersService.addSongShowcaseMapper(ctx.viewer, toId(artistId, NOT_FOUND), sid);
    ctx.loaders.clear(songShowcaseMappers, sid);
    return a;
  }

  @Authorized()
  @Mutation(() => Artist, { description: "Stop being a potential mapper of a song of my showcase artist" })
  async removeSongShowcaseMapper(
    @Arg("artistId", () => ID, { description: "Your showcase artist" }) artistId: string,
    @Arg("songId", () => ID, { description: "A song of that artist" }) songId: string,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    const sid = toId(songId, NOT_FOUND);
    const a = await this.showcaseMappersService.removeSongShowcaseMapper(ctx.viewer, toId(artistId, NOT_FOUND), sid);
    ctx.loaders.clear(songShowcaseMappers, sid);
    return a;
  }
}

/** The viewer's own relation to an artist (never anyone else's). */
declareProjection(Artist, { viewerIsShowcaseMapper: [] });

@Resolver(() => Artist)
export class ShowcaseArtistFieldsResolver {
  @FieldResolver(() => Boolean, {
    description:
      "The signed-in member may select this artist's songs: one of its showcase mappers, or assigned it on an artist-showcase mission",
  })
  async viewerIsShowcaseMapper(@Root() artist: Artist, @Ctx() ctx: Context): Promise<boolean> {
    if (!ctx.viewer) return false;
    return ctx.loaders.get(showcaseEntitlement).load(showcaseKey(ctx.viewer.id, artist.id));
  }
}
