import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../context";
import { Role } from "../../core/access";
import { Connection, ConnectionArgs, type Page } from "../../core/connection";
import { rowId } from "../../core/ids";
import { AspireSong } from "./aspire-song.entity";
import type { AspireSongsService } from "./aspire-songs.service";

const AspireSongConnection = Connection(AspireSong);

@ObjectType({ description: "An Aspire season's list of allowed songs: its title and size" })
export class AspireSongList {
  @Field(() => Int, { description: "The Aspire edition" })
  season: number;

  @Field({ description: 'The season as people name it: "Aspire 6"' })
  title: string;

  @Field(() => Int, { description: "How many songs the season allows" })
  songCount: number;
}

@ObjectType({ description: "What an admin's change did to a season's list of allowed songs" })
export class AspireSongsChange {
  @Field(() => Int, { description: "The Aspire edition" })
  season: number;

  @Field(() => Int, { description: "Songs added" })
  added: number;

  @Field(() => Int, { description: "Songs given that were already on the list (nothing changed for them)" })
  skipped: number;

  @Field(() => Int, { description: "Songs removed" })
  removed: number;

  @Field(() => Int, { description: "Songs on the season's list now" })
  total: number;
}

@ArgsType()
export class AspireSongsArgs extends ConnectionArgs {
  @Field(() => Int, { nullable: true, description: "The Aspire edition; Aspire's current season when omitted" })
  season?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Words that must all appear in the song (accents and case ignored), at least 2 letters; empty = every song, alphabetically",
  })
  search?: string | null;
}

/** Aspire's allowed songs (modules/locus/README.md): a public search, admins' list management. */
@Resolver(() => AspireSong)
export class AspireSongsResolver {
  constructor(private readonly service: AspireSongsService) {}

  @Query(() => AspireSongConnection, {
    description: "Public: the songs allowed in an Aspire season (the /aspire/search page), alphabetically",
  })
  aspireSongs(@Args() args: AspireSongsArgs): Promise<Page<AspireSong>> {
    return this.service.list(args);
  }

  @Query(() => AspireSongList, { description: "Public: an Aspire season's list of allowed songs, its title and size" })
  aspireSongList(
    @Arg("season", () => Int, { nullable: true, description: "The Aspire edition; Aspire's current season when omitted" })
    season: number | null,
  ): Promise<AspireSongList> {
    return this.service.summary(season);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AspireSongsChange, {
    description: 'Admins: allow the pasted songs in an Aspire season (one "Artist - Title" per line; repeats skipped)',
  })
  addAspireSongs(
    @Arg("season", () => Int, { description: "The Aspire edition (the season must exist)" }) season: number,
    @Arg("lines", { description: 'One song per line, "Artist - Title"; blank lines are skipped' }) lines: string,
    @Ctx() ctx: Context,
  ): Promise<AspireSongsChange> {
    return this.service.add(ctx.viewer, season, lines);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AspireSongsChange, {
    description:
      "Admins: allow every song of the released featured artists added to the guild before a date (songs already listed are skipped)",
  })
  addAspireSongsFromFeaturedArtists(
    @Arg("season", () => Int, { description: "The Aspire edition (the season must exist)" }) season: number,
    @Arg("before", () => Date, { description: "Songs added to the guild before this moment" }) before: Date,
    @Ctx() ctx: Context,
  ): Promise<AspireSongsChange> {
    return this.service.addFromFeaturedArtists(ctx.viewer, season, before);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AspireSongsChange, { description: "Admins: take one song off its season's list" })
  removeAspireSong(
    @Arg("id", () => ID, { description: "The allowed song's id" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<AspireSongsChange> {
    return this.service.remove(ctx.viewer, rowId(id));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AspireSongsChange, { description: "Admins: empty an Aspire season's list of allowed songs" })
  clearAspireSongs(
    @Arg("season", () => Int, { description: "The Aspire edition (the season must exist)" }) season: number,
    @Ctx() ctx: Context,
  ): Promise<AspireSongsChange> {
    return this.service.clear(ctx.viewer, season);
  }
}
