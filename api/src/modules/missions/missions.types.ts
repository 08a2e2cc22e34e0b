import { ArrayMaxSize, IsOptional, Max, MaxLength, Min } from "class-validator";
import { OptionalField } from "../../core/input-field";
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { MissionSection, MissionStatus, Mode, TaskName } from "../../core/enums";
import { Artist } from "../artists/artist.entity";
import { Song } from "../artists/song.entity";
import { Connection, ConnectionArgs } from "../../core/connection";
import { Mission } from "./mission.entity";
import {
  GENRE_OPTION_MAX,
  GENRE_OPTIONS_MAX,
  MISSION_MARKDOWN_MAX,
  MISSION_NAME_MAX,
  MISSION_NUMBER_MAX,
} from "./mission-fields.rules";

@ObjectType({ description: "One requirement line of a mission card, worded as the site shows it" })
export class MissionRequirement {
  @Field({ description: "Stable key, e.g. rankedBeatmaps, globalRank, maximumPp, mgRank, difficulties" })
  key: string;

  @Field({ description: "The requirement as shown on the mission card" })
  text: string;

  @Field({ description: "Checked by the server when a beatmap is added (false: judged by the Mappers' Guild team)" })
  checkable: boolean;
}

@ObjectType({ description: "My showcase song after a load or reroll" })
export class ShowcaseSongResult {
  @Field(() => Song, { description: "The song drawn for you; confidential until the artist is announced" }) song: Song;
  @Field(() => Float, { description: "My available points after the action" }) availablePoints: number;
  @Field({ description: "True when this call rerolled (and charged)" }) rerolled: boolean;
  @Field(() => Int, { description: "Cost of the next reroll" }) rerollCost: number;
}

@ObjectType({ description: "My showcase artist after a load or reroll" })
export class ShowcaseArtistResult {
  @Field(() => Artist, { description: "The artist drawn for you; confidential until it is announced" }) artist: Artist;
  @Field(() => Float, { description: "Your available points after the action" }) availablePoints: number;
  @Field({ description: "True when this call rerolled (and charged)" }) rerolled: boolean;
  @Field(() => Int, { description: "My artist rerolls on this mission so far" }) rerollCount: number;
  @Field(() => Int, { description: "10 × 2^rerollCount" }) nextRerollCost: number;
}

@ObjectType("ShowcaseGenreEntry", { description: "My genre-showcase entry: three songs of one genre" })
export class ShowcaseGenreEntryType {
  @Field({ description: "The genre tag of the entry (one of the mission's genreOptions)" }) tag: string;
  @Field(() => [Song], { description: "Current songs; the index is the songIndex of a reroll" }) songs: Song[];
  @Field(() => [Song], { description: "Songs rerolled away (never offered again)" }) previousSongs: Song[];
  @Field(() => Int, { description: "Rerolls of songs in this entry so far" }) rerollCount: number;
  @Field(() => Int, { description: "2 × (rerollCount + 1)" }) nextRerollCost: number;
}

@ObjectType({ description: "My genre-showcase entry after a load or reroll" })
export class ShowcaseGenreResult {
  @Field(() => ShowcaseGenreEntryType, { description: "The entry, as it is now" }) entry: ShowcaseGenreEntryType;
  @Field(() => Float, { description: "Your available points after the action" }) availablePoints: number;
  @Field({ description: "True when this call rerolled (and charged)" }) rerolled: boolean;
}

@ArgsType()
export class MissionsArgs {
  @Field(() => MissionSection, {
    defaultValue: MissionSection.active,
    description: "Section of the missions page: active by default",
  })
  section: MissionSection;

  @Field(() => Mode, { nullable: true, description: "Only missions open to this mode" })
  @IsOptional()
  mode?: Mode | null;

  @Field(() => String, { nullable: true, description: "Part of the name (case-insensitive)" })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "Page size (1-500); null = the largest page",
    deprecationReason: "Use missionsConnection (keyset pages with first/after); kept for external clients since 2026-11-24",
  })
  @IsOptional()
  @Min(1)
  @Max(500)
  limit?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Missions to skip; null = 0",
    deprecationReason: "Use missionsConnection (keyset pages with first/after); kept for external clients since 2026-11-24",
  })
  @IsOptional()
  @Min(0)
  offset?: number | null;
}

@ArgsType()
export class MissionsConnectionArgs extends ConnectionArgs {
  @Field(() => MissionSection, {
    defaultValue: MissionSection.active,
    description: "Section of the missions page: active by default",
  })
  section: MissionSection;

  @Field(() => Mode, { nullable: true, description: "Only missions open to this mode" })
  @IsOptional()
  mode?: Mode | null;

  @Field(() => String, { nullable: true, description: "Part of the name (case-insensitive)" })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;
}

/** The arguments of `adminMissionsConnection`: every mission, optionally filtered by name, paged by `first`/`after`. */
@ArgsType()
export class AdminMissionsConnectionArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: "Part of the name (case-insensitive)" })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;
}

/** A page of missions (core/connection.ts). */
export const MissionConnection = Connection(Mission);

/** Longest `search` of `myShowcaseArtistsConnection` (an artist label is at most 200 characters). */
export const SHOWCASE_SEARCH_MAX = 100;

/** The arguments of `myShowcaseArtistsConnection`: the FA Showcase page's artists, filtered by name, a page at a time. */
@ArgsType()
export class ShowcaseArtistsConnectionArgs extends ConnectionArgs {
  @Field(() => String, {
    nullable: true,
    description: `Part of the artist's name (case-insensitive; % and _ match themselves), at most ${SHOWCASE_SEARCH_MAX} characters`,
  })
  @IsOptional()
  @MaxLength(SHOWCASE_SEARCH_MAX, { message: "Search is too long" })
  search?: string | null;
}

/** A mission flag: an optional, nullable boolean. */
const Flag = (description: string) => OptionalField(() => Boolean, description);
/** A mission count or threshold: an optional, nullable whole number from 0 to MISSION_NUMBER_MAX. */
const Count = (description: string) => OptionalField(() => Int, description, Min(0), Max(MISSION_NUMBER_MAX));

/** Every editable field of a mission (README.md). Create needs name, tier, objective and deadline; update takes any subset. */
@InputType({
  description:
    "Every editable field of a mission; create needs name, tier, objective and deadline, update changes only the fields given",
})
export class MissionInput {
  @OptionalField(() => String, "Mission name", MaxLength(MISSION_NAME_MAX))
  name?: string | null;
  @OptionalField(() => Int, "1 bronze, 2 silver, 3 gold, 4 platinum", Min(1), Max(4))
  tier?: number | null;
  @OptionalField(() => MissionStatus, "Create defaults to hidden")
  status?: MissionStatus | null;
  @OptionalField(() => String, "Markdown", MaxLength(MISSION_MARKDOWN_MAX))
  objective?: string | null;
  @OptionalField(() => String, "Markdown", MaxLength(MISSION_MARKDOWN_MAX))
  winCondition?: string | null;
  @OptionalField(() => String, "Markdown", MaxLength(MISSION_MARKDOWN_MAX))
  additionalRequirement?: string | null;
  @OptionalField(() => Date, "Maps are added and selections made until this moment")
  deadline?: Date | null;
  @OptionalField(() => [Mode], "Empty on create = all four")
  modes?: Mode[] | null;
  @OptionalField(() => [ID], "Featured artists; empty = any artist", ArrayMaxSize(200))
  artistIds?: string[] | null;
  @Flag("Song showcase: each member draws one confidential song")
  isShowcaseMission?: boolean | null;
  @Flag("Artist showcase: each member draws one confidential artist")
  isArtistShowcase?: boolean | null;
  @Flag("Genre showcase: each member picks a genre and draws three songs")
  isGenreShowcase?: boolean | null;
  @Flag("Meant only for members who selected a showcase song (shown, not enforced)")
  isSeparate?: boolean | null;
  @Flag("Only songs tagged 'osu! original' are accepted")
  isOsuOriginal?: boolean | null;
  @Flag("The song must not have been ranked before")
  isUniqueToRanked?: boolean | null;
  @Flag("The artist must have no ranked map yet")
  isUniqueArtistToRanked?: boolean | null;
  @Flag("Some winners carry the 'winner but really lame' label")
  hasLameWinners?: boolean | null;
  @Flag("Every mapper of a winning map counts as a winner, not only the host")
  allMappersWin?: boolean | null;
  @Flag("The opening was announced (the hourly job sets it; set false to announce again)")
  openingAnnounced?: boolean | null;
  @Flag("The closing was announced (the hourly job sets it)")
  closingAnnounced?: boolean | null;
  @Count("Pending artist announcements shown after selection closes")
  remainingArtists?: number | null;
  @OptionalField(
    () => [String],
    "Genre tags members may pick on a genre showcase",
    ArrayMaxSize(GENRE_OPTIONS_MAX),
    MaxLength(GENRE_OPTION_MAX, { each: true }),
  )
  genreOptions?: string[] | null;
  @Count("Requirement: at most this many ranked mapsets; null removes it")
  userMaximumRankedBeatmapsCount?: number | null;
  @Count("Requirement: osu! global rank of this number or worse; null removes it")
  userMaximumGlobalRank?: number | null;
  @OptionalField(() => Int, "1-5", Min(1), Max(5))
  userMinimumRank?: number | null;
  @Count("Requirement: at most this pp in the map's mode; null removes it")
  userMaximumPp?: number | null;
  @Count("Requirement: at least this pp in the map's mode; null removes it")
  userMinimumPp?: number | null;
  @OptionalField(() => Date, "Requirement: submitted to osu! on or after this date; null removes it")
  beatmapEarliestSubmissionDate?: Date | null;
  @OptionalField(() => Date, "Requirement: submitted to osu! on or before this date; null removes it")
  beatmapLatestSubmissionDate?: Date | null;
  @Count("Requirement (with beatmapMinimumPlayCount): favourites threshold; null removes it")
  beatmapMinimumFavorites?: number | null;
  @Count("Requirement (with beatmapMinimumFavorites): play count threshold; null removes it")
  beatmapMinimumPlayCount?: number | null;
  @OptionalField(() => [TaskName], "Requirement: tasks the map must have; empty removes it")
  beatmapDifficulties?: TaskName[] | null;
  @Count("seconds")
  beatmapMinimumLength?: number | null;
  @Count("seconds")
  beatmapMaximumLength?: number | null;
}

/**
 * The provided fields of an input object as a plain patch. Explicit nulls stay (they clear a requirement); for
 * non-nullable columns a null is dropped (GraphQL cannot express "required on create, optional on update").
 */
export function inputToPatch(input: object): Record<string, unknown> {
  const clearable = new Set([
    "additionalRequirement",
    "userMaximumRankedBeatmapsCount",
    "userMaximumGlobalRank",
    "userMinimumRank",
    "userMaximumPp",
    "userMinimumPp",
    "beatmapEarliestSubmissionDate",
    "beatmapLatestSubmissionDate",
    "beatmapMinimumFavorites",
    "beatmapMinimumPlayCount",
    "beatmapMinimumLength",
    "beatmapMaximumLength",
    "winCondition",
  ]);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    if (v === null && !clearable.has(k)) continue;
    out[k] = v;
  }
  return out;
}
