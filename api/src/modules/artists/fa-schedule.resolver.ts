import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { ConnectionArgs, type Page } from "../../core/connection";
import { check } from "../../core/errors";
import { rowId } from "../../core/ids";
import type { Context } from "../context";
import { User } from "../users/user.entity";
import type { Artist } from "./artist.entity";
import type { Song } from "./song.entity";
import type { ArtistsAdminService } from "./artists-admin.service";
import { offeredUsersByArtist, showcaseMappersByArtist, songCountByArtist } from "./artists.loaders";
import { columnsOf, FaColumn, faScheduleAccess, FaFlag } from "./artists.rules";
import {
  CreateFaArtistInput,
  FaArtist,
  FaArtistConnection,
  FaScheduleArgs,
  FaSongConnection,
  FaUsage,
  MemberConnection,
  SearchConnectionArgs,
} from "./artists.types";
import type { FaScheduleService } from "./fa-schedule.service";

/**
 * The FA Schedule (`/artists`): the deal board and its writes, for the configured FA Schedule account and admins
 * (checked by the service on every call). Also the fields of the internal `FaArtist` type.
 */
@Resolver(() => FaArtist)
export class FaScheduleResolver {
  constructor(
    private readonly schedule: FaScheduleService,
    private readonly admin: ArtistsAdminService,
  ) {}

  @Query(() => FaArtistConnection, { description: "FA Schedule: one column of the deal board, in the column's order" })
  faSchedule(@Args() args: FaScheduleArgs, @Ctx() ctx: Context): Promise<Page<Artist>> {
    return this.schedule.column(ctx.viewer, args.column, args);
  }

  @Query(() => FaArtist, { description: "FA Schedule: one artist with its internal data" })
  faArtist(@Arg("id", () => ID, { description: "Artist id" }) id: string, @Ctx() ctx: Context): Promise<Artist> {
    return this.schedule.artist(ctx.viewer, rowId(id));
  }

  @Query(() => MemberConnection, {
    description: 'FA Schedule: members who may be chosen as showcase mappers (their "FA showcase mapper" switch is on)',
  })
  faShowcaseMapperCandidates(@Args() args: SearchConnectionArgs, @Ctx() ctx: Context): Promise<Page<User>> {
    return this.schedule.showcaseMapperCandidates(ctx.viewer, args);
  }

  @Mutation(() => FaArtist, { description: 'FA Schedule "Add artist": a new deal ("already exists" for a taken name)' })
  async createFaArtist(
    @Arg("input", { description: "The new deal" }) input: CreateFaArtistInput,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    return ctx.loaders.after(await this.schedule.create(ctx.viewer, input));
  }

  @Mutation(() => FaArtist, { description: "FA Schedule: switch one flag of a deal" })
  async setFaArtistFlag(
    @Arg("id", () => ID, { description: "Artist id" }) id: string,
    @Arg("flag", () => FaFlag, { description: "Which flag" }) flag: FaFlag,
    @Arg("value", { description: "On or off" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    return ctx.loaders.after(await this.schedule.setFlag(ctx.viewer, rowId(id), flag, value));
  }

  @Mutation(() => FaArtist, { description: "FA Schedule: the projected release day" })
  async setFaProjectedRelease(
    @Arg("id", () => ID, { description: "Artist id" }) id: string,
    @Arg("date", () => String, { nullable: true, description: "yyyy-mm-dd; null clears it" }) date: string | null,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    return ctx.loaders.after(await this.schedule.setProjectedRelease(ctx.viewer, rowId(id), date));
  }

  @Mutation(() => FaArtist, { description: 'FA Schedule: the day of the last contact ("mark as today" sends today)' })
  async setFaLastContacted(
    @Arg("id", () => ID, { description: "Artist id" }) id: string,
    @Arg("date", () => String, { nullable: true, description: "yyyy-mm-dd, not in the future; null = never" })
    date: string | null,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    return ctx.loaders.after(await this.schedule.setLastContacted(ctx.viewer, rowId(id), date));
  }

  @Mutation(() => FaArtist, { description: "FA Schedule: the internal notes of a deal" })
  async setFaArtistNotes(
    @Arg("id", () => ID, { description: "Artist id" }) id: string,
    @Arg("notes", () => String, { nullable: true, description: "At most 5000 characters; empty or null clears them" })
    notes: string | null,
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    return ctx.loaders.after(await this.schedule.setNotes(ctx.viewer, rowId(id), notes));
  }

  @Mutation(() => FaArtist, {
    description: 'FA Schedule: the artist\'s showcase mappers (members added must have the "FA showcase mapper" switch on)',
  })
  async setFaShowcaseMappers(
    @Arg("id", () => ID, { description: "Artist id" }) id: string,
    @Arg("userIds", () => [ID], { description: "Member ids, the whole list (at most 50)" }) userIds: string[],
    @Ctx() ctx: Context,
  ): Promise<Artist> {
    return ctx.loaders.after(await this.schedule.setShowcaseMappers(ctx.viewer, rowId(id), userIds));
  }

  @Mutation(() => FaArtist, { description: "FA Schedule: every progress flag off and no projected release" })
  async resetFaArtist(@Arg("id", () => ID, { description: "Artist id" }) id: string, @Ctx() ctx: Context): Promise<Artist> {
    return ctx.loaders.after(await this.schedule.reset(ctx.viewer, rowId(id)));
  }

  @Mutation(() => ID, {
    description: "Delete an artist (FA Schedule account, admins); refused while quests, priority quests or beatmaps use it",
  })
  async deleteFaArtist(@Arg("id", () => ID, { description: "Artist id" }) id: string, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.after(await this.schedule.delete(ctx.viewer, rowId(id)));
  }

  @Mutation(() => Int, { description: 'FA Schedule "Mark all as rejected": rejects the Awaiting response column; how many' })
  async rejectAllAwaitingFaArtists(@Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.after(await this.schedule.rejectAllAwaiting(ctx.viewer));
  }

  // ---------------------------------------------------------------- FaArtist fields (relations)

  @FieldResolver(() => FaSongConnection, { description: "The artist's songs by title" })
  songs(@Root() artist: Artist, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<Song>> {
    return this.admin.songs(ctx.viewer, artist.id, args);
  }

  @FieldResolver(() => Int, { description: "How many songs the artist has" })
  songCount(@Root() artist: Artist, @Ctx() ctx: Context): Promise<number> {
    this.guard(ctx);
    return ctx.loaders.get(songCountByArtist).load(artist.id);
  }

  @FieldResolver(() => [User], { description: "Showcase mappers: members who rolled the artist or were chosen for it" })
  showcaseMappers(@Root() artist: Artist, @Ctx() ctx: Context): Promise<User[]> {
    this.guard(ctx);
    return ctx.loaders.get(showcaseMappersByArtist).load(artist.id);
  }

  @FieldResolver(() => [User], { description: "Members the artist was offered to" })
  offeredUsers(@Root() artist: Artist, @Ctx() ctx: Context): Promise<User[]> {
    this.guard(ctx);
    return ctx.loaders.get(offeredUsersByArtist).load(artist.id);
  }

  @FieldResolver(() => [FaColumn], {
    description: "The board columns the deal is in now (none, one or several), by the board's own rules",
  })
  columns(@Root() artist: Artist, @Ctx() ctx: Context): FaColumn[] {
    this.guard(ctx);
    return columnsOf(artist);
  }

  @FieldResolver(() => FaUsage, { description: "What uses the artist (a delete is refused while anything does)" })
  usage(@Root() artist: Artist, @Ctx() ctx: Context): Promise<FaUsage> {
    return this.admin.artistUsage(ctx.viewer, artist.id);
  }

  /** FaArtist is only handed out by checked calls; the relations check again, in case that ever changes. */
  private guard(ctx: Context): void {
    check(faScheduleAccess(ctx.viewer, this.schedule.faScheduleOsuId));
  }
}
