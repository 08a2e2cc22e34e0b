import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { ConnectionArgs, type Page } from "../../core/connection";
import { notFound } from "../../core/errors";
import { rowId } from "../../core/ids";
import type { Context } from "../context";
import type { Artist } from "./artist.entity";
import type { Song } from "./song.entity";
import type { ArtistsAdminService, RankedMapsRow } from "./artists-admin.service";
import { artistById } from "./artists.loaders";
import type { ClassifiedStatusView } from "./artists.rules";
import {
  AdminArtistsArgs,
  ArtistReviewQueue,
  OsuArtistSearch,
  ClassifiedStatus,
  FaArtist,
  FaArtistConnection,
  FaSong,
  FaSongConnection,
  FaUsage,
  FeaturedArtistInput,
  FeaturedSongInput,
  FeaturedSongUpdateInput,
  RankedMapsReportArgs,
  RankedMapsReportConnection,
} from "./artists.types";

/** Admin featured artists (`/admin/featuredArtists`): admins only, checked by the service on every call. */
@Resolver(() => FaSong)
export class ArtistsAdminResolver {
  constructor(private readonly admin: ArtistsAdminService) {}

  @Query(() => FaArtistConnection, { description: "Admin: contacted (relevant) or all artists, unreleased first" })
  adminFeaturedArtists(@Args() args: AdminArtistsArgs, @Ctx() ctx: Context): Promise<Page<Artist>> {
    return this.admin.list(ctx.viewer, args.scope, args);
  }

  @Query(() => ArtistReviewQueue, {
    description:
      "Admin: artists waiting for a review (unreleased, not signed, not dismissed for good, not reviewed in 365 days), newest 50",
  })
  adminArtistReviewQueue(@Ctx() ctx: Context): Promise<{ artists: Artist[]; totalCount: number }> {
    return this.admin.reviewQueue(ctx.viewer);
  }

  @Query(() => OsuArtistSearch, {
    description: "Admin: osu!'s beatmapsets of an artist, most played first (osu!'s beatmap listing, any status, first 50)",
  })
  adminOsuArtistSearch(
    @Arg("artist", { description: "The artist's name (at most 100 characters)" }) artist: string,
    @Ctx() ctx: Context,
  ): Promise<OsuArtistSearch> {
    return this.admin.searchOsuBeatmapsets(ctx.viewer, artist);
  }

  @Query(() => FaSongConnection, { description: "Admin: songs licensed since 2019-01-01, newest first" })
  recentlyLicensedSongs(@Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<Song>> {
    return this.admin.recentlyLicensedSongs(ctx.viewer, args);
  }

  @Query(() => RankedMapsReportConnection, {
    description: "Admin: released artists with fewer than `threshold` songs that have a guild map Ranked since `since`",
  })
  artistsWithoutRankedMaps(@Args() args: RankedMapsReportArgs, @Ctx() ctx: Context): Promise<Page<RankedMapsRow>> {
    return this.admin.artistsWithoutRankedMaps(ctx.viewer, args.since, args.threshold, args);
  }

  @Query(() => ClassifiedStatus, { description: "Admin: which active showcase (Classified) mission holds a song, and for whom" })
  featuredSongClassifiedStatus(
    @Arg("songId", () => ID, { description: "Song id" }) songId: string,
    @Ctx() ctx: Context,
  ): Promise<ClassifiedStatusView> {
    return this.admin.classifiedStatus(ctx.viewer, rowId(songId));
  }

  @Mutation(() => FaArtist, { description: "Admin: edit an artist's fields (absent fields stay as they are)" })
  async updateFeaturedArtist(
    @Arg("id", () => ID, { description: "Artist id" }) id: string,
    @Arg("input", { description: "The fields to change" }) input: FeaturedArtistInput,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    return ctx.loaders.after(await this.admin.update(ctx.viewer, rowId(id), input));
  }

  @Mutation(() => FaArtist, { description: "Admin: mark the artist as reviewed now" })
  async markFeaturedArtistReviewed(
    @Arg("id", () => ID, { description: "Artist id" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    return ctx.loaders.after(await this.admin.markReviewed(ctx.viewer, rowId(id)));
  }

  @Mutation(() => FaArtist, {
    description: "Admin: the members the artist was offered to (usernames or osu! ids; the whole list)",
  })
  async setFeaturedArtistOfferedUsers(
    @Arg("id", () => ID, { description: "Artist id" }) id: string,
    @Arg("users", () => [String], { description: "Exact usernames or osu! ids (at most 50)" }) users: string[],
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    return ctx.loaders.after(await this.admin.setOfferedUsers(ctx.viewer, rowId(id), users));
  }

  @Mutation(() => FaSong, { description: "Admin: add a song to an artist" })
  async createFeaturedSong(
    @Arg("artistId", () => ID, { description: "Artist id" }) artistId: string,
    @Arg("input", { description: "The song" }) input: FeaturedSongInput,
    @Ctx() ctx: Context,
  ): Promise<Song> {
    return ctx.loaders.after(await this.admin.createSong(ctx.viewer, rowId(artistId), input));
  }

  @Mutation(() => FaSong, { description: "Admin: edit a song (absent fields stay as they are)" })
  async updateFeaturedSong(
    @Arg("id", () => ID, { description: "Song id" }) id: string,
    @Arg("input", { description: "The fields to change" }) input: FeaturedSongUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<Song> {
    return ctx.loaders.after(await this.admin.updateSong(ctx.viewer, rowId(id), input));
  }

  @Mutation(() => ID, { description: "Admin: delete a song; refused while beatmaps or priority quests use it" })
  async deleteFeaturedSong(@Arg("id", () => ID, { description: "Song id" }) id: string, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.after(await this.admin.deleteSong(ctx.viewer, rowId(id)));
  }

  @Mutation(() => FaSong, { description: "Admin: add a genre tag to a song" })
  async addFeaturedSongTag(
    @Arg("id", () => ID, { description: "Song id" }) id: string,
    @Arg("tag", { description: "1 to 50 characters" }) tag: string,
    @Ctx() ctx: Context,
  ): Promise<Song> {
    return ctx.loaders.after(await this.admin.addSongTag(ctx.viewer, rowId(id), tag));
  }

  @Mutation(() => FaSong, { description: "Admin: remove a genre tag from a song" })
  async removeFeaturedSongTag(
    @Arg("id", () => ID, { description: "Song id" }) id: string,
    @Arg("tag", { description: "The tag (ignoring case)" }) tag: string,
    @Ctx() ctx: Context,
  ): Promise<Song> {
    return ctx.loaders.after(await this.admin.removeSongTag(ctx.viewer, rowId(id), tag));
  }

  @Mutation(() => FaArtist, { description: "Admin: add a genre tag to every song of the artist" })
  async addTagToAllFeaturedSongs(
    @Arg("artistId", () => ID, { description: "Artist id" }) artistId: string,
    @Arg("tag", { description: "1 to 50 characters" }) tag: string,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    return ctx.loaders.after(await this.admin.addTagToAllSongs(ctx.viewer, rowId(artistId), tag));
  }

  @Mutation(() => FaArtist, { description: "Admin: remove a genre tag from every song of the artist" })
  async removeTagFromAllFeaturedSongs(
    @Arg("artistId", () => ID, { description: "Artist id" }) artistId: string,
    @Arg("tag", { description: "The tag (ignoring case)" }) tag: string,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    return ctx.loaders.after(await this.admin.removeTagFromAllSongs(ctx.viewer, rowId(artistId), tag));
  }

  // ---------------------------------------------------------------- FaSong fields

  @FieldResolver(() => FaArtist, { description: "The song's artist" })
  async artist(@Root() song: Song, @Ctx() ctx: Context): Promise<Artist> {
    const artist = await ctx.loaders.get(artistById).load(song.artistId);
    if (!artist) throw notFound();
    return artist;
  }

  @FieldResolver(() => FaUsage, { description: "What uses the song (a delete is refused while anything does)" })
  usage(@Root() song: Song, @Ctx() ctx: Context): Promise<FaUsage> {
    return this.admin.songUsage(ctx.viewer, song.id);
  }
}
