/**
 * GraphQL types of the FA Schedule and the admin featured-artist tools. `FaArtist` and `FaSong` are the INTERNAL
 * projections of the artist and song rows (licensing pipeline, notes, dates, tags): only the FA Schedule account and
 * admins ever receive them. The public `Artist` and `Song` types (artist.entity.ts, song.entity.ts) carry none of it.
 */
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { ArtistStatus } from "../../core/enums";
import { Connection, ConnectionArgs } from "../../core/connection";
import { FaColumn, FaFlag } from "./artists.rules";
import { User } from "../users/user.entity";
import { Artist } from "./artist.entity";
import { ArtistScope } from "./artists-admin.service";
import { Node } from "../../core/node";

registerEnumType(FaColumn, {
  name: "FaColumn",
  description: "A column of the FA Schedule board",
  valuesConfig: {
    ready: { description: "In progress: unreleased, signed by ppy or with a projected release" },
    contract: { description: "In progress: responded, contract sent, not yet signed by ppy" },
    discussion: { description: "In progress: responded, no contract yet" },
    artistUpdates: { description: "In progress: released artists with new songs pending" },
    awaitingResponse: { description: "Planned: contacted, no answer yet" },
    notContacted: { description: "Planned: not contacted yet" },
    upToDate: { description: "Inactive: released and up to date" },
    rejected: { description: "Inactive: declined or stopped answering" },
  },
});

registerEnumType(FaFlag, {
  name: "FaFlag",
  description: "A switch of an FA Schedule deal",
  valuesConfig: {
    contacted: { description: "The artist was contacted" },
    responded: { description: "The artist answered" },
    rejected: { description: "The artist declined or stopped answering" },
    contractSent: { description: "The contract was sent" },
    artistSigned: { description: "The artist signed the contract" },
    ppyPaid: { description: "ppy paid the artist" },
    ppySigned: { description: "ppy signed the contract" },
    songsTimed: { description: "The songs are timed" },
    songsReceived: { description: "The songs were received" },
    assetsReceived: { description: "The visual assets (images) were received" },
    upToDate: { description: "Released, and the osu! listing is up to date (off needs pending songs)" },
    hasRankedMaps: { description: "Has a showcase map" },
    hasNewSongs: { description: "New songs are pending" },
    momentum: { description: "A Momentum artist" },
  },
});

registerEnumType(ArtistScope, {
  name: "ArtistScope",
  description: "Which artists the admin list shows",
  valuesConfig: {
    relevant: { description: "Contacted artists" },
    all: { description: "Every artist" },
    needsReview: {
      description: "Waiting for a review: unreleased, not signed, not dismissed for good, not reviewed in 365 days",
    },
  },
});

@ObjectType("FaArtist", {
  implements: Node,
  description: "A featured artist with its internal licensing data (the FA Schedule account and admins only)",
})
export class FaArtist {
  @Field(() => ID, { description: "Row id (the public Artist's id)" }) id: number;
  @Field({ description: "The artist's name" }) label: string;
  @Field(() => Int, { nullable: true, description: "osu! featured artist id; null while unreleased" }) osuId: number | null;
  @Field(() => ArtistStatus, { description: "public, private or playlist" }) status: ArtistStatus;
  @Field({ description: "Contacted" }) isContacted: boolean;
  @Field({ description: "Answered" }) isResponded: boolean;
  @Field({ description: "Declined or stopped answering" }) isRejected: boolean;
  @Field({ description: "Contract sent" }) contractSent: boolean;
  @Field({ description: "The artist signed" }) artistSigned: boolean;
  @Field({ description: "ppy paid" }) ppyPaid: boolean;
  @Field({ description: "ppy signed" }) ppySigned: boolean;
  @Field({ description: "Songs timed" }) songsTimed: boolean;
  @Field({ description: "Songs received" }) songsReceived: boolean;
  @Field({ description: "Visual assets received" }) assetsReceived: boolean;
  @Field({ description: "Released and up to date on osu!" }) isUpToDate: boolean;
  @Field({ description: "Has a showcase map" }) hasRankedMaps: boolean;
  @Field({ description: "New songs pending" }) hasNewSongs: boolean;
  @Field({ description: "A Momentum artist" }) isMomentum: boolean;
  @Field({ description: "Never shown in the admin review queue again" }) permanentlyDismiss: boolean;
  @Field(() => String, { nullable: true, description: "Projected release day, yyyy-mm-dd" }) projectedRelease: string | null;
  @Field(() => Date, { nullable: true, description: "Last contact with the artist" }) lastContacted: Date | null;
  @Field(() => Date, { nullable: true, description: "When an admin last reviewed the artist" }) lastReviewed: Date | null;
  @Field(() => String, { nullable: true, description: "Internal notes" }) notes: string | null;
  @Field(() => String, { nullable: true, description: "Reference link for showcase mappers" }) referenceUrl: string | null;
  @Field(() => String, { nullable: true, description: "Pack of every song's .osz template" }) oszTemplatesUrl: string | null;
  @Field({ description: "When the artist was added" }) createdAt: Date;
  @Field({ description: "Last change" }) updatedAt: Date;
}

@ObjectType("FaSong", {
  implements: Node,
  description: "A featured song with its internal fields (the FA Schedule account and admins only)",
})
export class FaSong {
  @Field(() => ID, { description: "Row id (the public Song's id)" }) id: number;
  @Field({ description: "Artist name as shown on the song" }) artistName: string;
  @Field({ description: "Song title" }) title: string;
  @Field(() => String, { nullable: true, description: "Link to the song's .osz template" }) oszUrl: string | null;
  @Field({ description: "Never handed out by showcase (Classified) selection" }) isExcludedFromClassified: boolean;
  @Field(() => [String], { description: "Genre tags" }) tags: string[];
  @Field({ description: "When the song was licensed (added)" }) createdAt: Date;
}

@ObjectType({ description: "What uses an artist or a song; a delete is refused while anything does" })
export class FaUsage {
  @Field(() => Int, { description: "Quests of the artist" }) quests: number;
  @Field(() => Int, { description: "Priority quests that list the artist or handed it (or the song) out" }) missions: number;
  @Field(() => Int, { description: "Guild beatmaps of the song(s)" }) beatmaps: number;
}

@ObjectType({ description: "Which showcase (Classified) mission holds a song" })
export class ClassifiedStatus {
  @Field({ description: '"No active classified quest", "Claimed by" or "Unclaimed"' }) message: string;
  @Field(() => [String], { description: "Members the active mission handed the song to" }) claimedBy: string[];
  @Field(() => String, { nullable: true, description: "The active classified mission" }) missionName: string | null;
}

@ObjectType({
  implements: Node,
  description: "A released artist and how many of its songs have a guild map Ranked since the report's date",
})
export class RankedMapsReportRow {
  @Field(() => FaArtist, { description: "The artist" }) artist: FaArtist;
  @Field(() => Int, { description: "Songs with a guild beatmap Ranked since the date" }) rankedSongs: number;
}

export const FaArtistConnection = Connection(FaArtist);
export const FaSongConnection = Connection(FaSong);
export const RankedMapsReportConnection = Connection(RankedMapsReportRow, "RankedMapsReport");
/** Members (public projection), e.g. the showcase-mapper candidates. */
export const MemberConnection = Connection(User);

@ArgsType()
export class FaScheduleArgs extends ConnectionArgs {
  @Field(() => FaColumn, { description: "The board column" }) column: FaColumn;
  @Field(() => String, { nullable: true, description: "Only artists whose name contains this (ignoring case)" })
  label?: string | null;
}

@ArgsType()
export class SearchConnectionArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: "A part of the name (artists) or a username prefix / osu! id (members)" })
  search?: string | null;
}

@ArgsType()
export class AdminArtistsArgs extends SearchConnectionArgs {
  @Field(() => ArtistScope, { defaultValue: ArtistScope.relevant, description: "Contacted artists or all of them" })
  scope: ArtistScope;
}

@ArgsType()
export class RankedMapsReportArgs extends ConnectionArgs {
  @Field({ description: "Count guild maps Ranked on or after this day (yyyy-mm-dd)" }) since: string;
  @Field(() => Int, { description: "List artists with fewer songs than this (1 to 1000)" }) threshold: number;
}

@InputType({ description: 'A new deal ("Add artist")' })
export class CreateFaArtistInput {
  @Field({ description: "The artist's name" }) name: string;
  @Field(() => String, { nullable: true, description: "Becomes the notes" }) comment?: string | null;
  @Field({ defaultValue: false, description: "Already contacted (dates the contact today)" }) isContacted: boolean;
  @Field({ defaultValue: false, description: "Already answered" }) isResponded: boolean;
  @Field({ defaultValue: false, description: "Already announced: every progress flag on" }) isAnnounced: boolean;
}

@InputType({ description: "Admin fields of an artist; an absent field stays as it is, null clears a nullable one" })
export class FeaturedArtistInput {
  @Field(() => Int, { nullable: true, description: "osu! featured artist id (null: unreleased)" }) osuId?: number | null;
  @Field(() => String, { nullable: true, description: "The artist's name" }) label?: string | null;
  @Field(() => ArtistStatus, { nullable: true, description: "public, private or playlist" }) status?: ArtistStatus | null;
  @Field(() => String, { nullable: true, description: "Reference link (http/https)" }) referenceUrl?: string | null;
  @Field(() => String, { nullable: true, description: ".osz templates pack link (http/https)" }) oszTemplatesUrl?: string | null;
  @Field(() => String, { nullable: true, description: "Internal notes" }) notes?: string | null;
  @Field(() => Boolean, { nullable: true, description: "Never show in the review queue again" }) permanentlyDismiss?:
    boolean | null;
  @Field(() => Boolean, { nullable: true, description: "A Momentum artist" }) isMomentum?: boolean | null;
}

@InputType({ description: "A new song of an artist" })
export class FeaturedSongInput {
  @Field({ description: "Artist name as shown on the song" }) artistName: string;
  @Field({ description: "Song title" }) title: string;
  @Field(() => String, { nullable: true, description: "Link to the .osz template (http/https); empty = none" }) oszUrl?:
    string | null;
}

@InputType({ description: "Changes to a song; an absent field stays as it is" })
export class FeaturedSongUpdateInput {
  @Field(() => String, { nullable: true, description: "Artist name as shown on the song" }) artistName?: string | null;
  @Field(() => String, { nullable: true, description: "Song title" }) title?: string | null;
  @Field(() => String, { nullable: true, description: "Link to the .osz template; null or empty removes it" }) oszUrl?:
    string | null;
  @Field(() => Boolean, { nullable: true, description: "Exclude from showcase (Classified) selection" })
  isExcludedFromClassified?: boolean | null;
}

/** A page of featured artists (core/connection.ts): the home page's, the artist pickers' and the FA Showcase page's. */
export const ArtistConnection = Connection(Artist);

/** The review queue of /admin/summary (admins). */
@ObjectType({ description: "Admins: featured artists waiting for a review, newest first (at most 50 of them)" })
export class ArtistReviewQueue {
  @Field(() => [FaArtist], { description: "The newest 50 artists waiting" }) artists: Artist[];
  @Field(() => Int, { description: "How many artists wait in all" }) totalCount: number;
}

/** One beatmapset of osu!'s listing (admins' artist search). */
@ObjectType({ description: "Admins: one beatmapset on osu! (from osu!'s beatmap listing search)" })
export class OsuListedBeatmapset {
  @Field(() => Int, { description: "osu! beatmapset id" }) id: number;
  @Field({ description: "Artist as osu! lists it" }) artist: string;
  @Field({ description: "Title as osu! lists it" }) title: string;
  @Field({ description: "The mapper's osu! username" }) creator: string;
  @Field(() => Int, { description: "The mapper's osu! id" }) userId: number;
  @Field({ description: "osu! status: ranked, approved, qualified, loved, pending, wip or graveyard" }) status: string;
  @Field(() => Int, { description: "Plays on osu!" }) playCount: number;
  @Field(() => Int, { description: "Favourites on osu!" }) favouriteCount: number;
  @Field(() => Date, { nullable: true, description: "When it was ranked (or loved, qualified); null if never" })
  rankedDate: Date | null;
}

@ObjectType({ description: "Admins: osu!'s beatmapsets of an artist, most played first" })
export class OsuArtistSearch {
  @Field({ description: 'The query sent to osu! (artist="<name>")' }) query: string;
  @Field(() => Int, { description: "How many beatmapsets osu! found in all" }) total: number;
  @Field(() => [OsuListedBeatmapset], { description: "The first 50, most played first" }) beatmapsets: OsuListedBeatmapset[];
}
