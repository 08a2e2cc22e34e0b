/**
 * Pure rules shared by the whole missions area (no I/O): the original's texts, the osu! original tag, and the
 * predicates the other rules files and the services share (who sees a mission, is it open, is an artist public).
 * The rest, by concern: mission-eligibility.rules.ts (may this beatmap join), mission-requirements.rules.ts (the
 * requirement fields and the lines shown), showcase.rules.ts (selection window, reroll costs, random picks) and
 * mission-fields.rules.ts (admin field parsing, validation and the admin page's edits). See ./README.md.
 */
import { ArtistStatus, MissionStatus } from "../../core/enums";
import { hasRole, Role, type AuthViewer } from "../../core/access";

/** The tag that marks a song as an osu! original (matched ignoring case, spaces and punctuation). */
export const OSU_ORIGINAL_TAG = "osu! original";

// ------------------------------------------------------------------ messages (the original's texts)

export const MISSION_MSG = {
  missionNotFound: "Mission ID does not exist!",
  notOpen: "Unauthorized",
  pastDeadline: "The deadline for this priority quest has passed",
  notHost: "You are not mapset host!",
  alreadyLinked: "Beatmap assigned to a quest/mission already!",
  requirements: "Beatmap does not meet quest requirements",
  mode: "Mode not allowed for this quest",
  song: "Song not applicable to this quest!",
  notInMission: "Beatmap is not associated with this mission",
  notEnoughPoints: "Not enough available points!",
  songRankTooLow: "Song not loaded. Your MG rank is too low for this quest.",
  artistRankTooLow: "Artist not loaded. Your MG rank is too low for this quest.",
  genreRankTooLow: "Songs not loaded. Your MG rank is too low for this quest.",
  noArtists: "No available artists remaining. Talk to pishifat because something probably went wrong.",
  noSongs: "No available songs remaining.",
  invalidSongIndex: "Invalid song index.",
  seenEverySong: "You've already seen every available song in this category!",
  entryNotFound: "Entry not found.",
  noGenre: "No genre selected.",
  invalidGenre: "This genre is not offered by this priority quest.",
  noGenreSongs: "No songs available for this genre.",
  notInterested: "Not marked as interested in artist",
  alreadyInterested: "Already marked as interested in artist",
  alreadyMarked: "Already marked for song. Try refreshing!",
  notMarked: "Not marked for song. Try refreshing!",
  tooLateSong: "You're too late to pick a song. Sorry :(",
  tooLateArtist: "You're too late to pick an artist. Sorry :(",
  tooLateGenre: "You're too late to pick songs. Sorry :(",
  notShowcase: "This priority quest has no such selection",
  invalidNumber: "Invalid number",
  invalidDate: "Invalid date",
  selectMode: "Select at least one mode!",
} as const;

// ------------------------------------------------------------------ shared predicates

export function normalizeTag(tag: string): string {
  return tag.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** A song is an osu! original when it carries the osu! original tag (admins tag songs in the FA admin). */
export function isOsuOriginalSong(song: { tags: string[] }): boolean {
  const want = normalizeTag(OSU_ORIGINAL_TAG);
  return song.tags.some((t) => normalizeTag(t) === want);
}

/** A released, public artist: anything else is confidential (reachable only through one's own showcase assignment). */
/** What `isArtistPublic` reads (core/projection.ts: a projection of artists that are checked reads these). */
export const ARTIST_PUBLIC_PROPERTIES: readonly string[] = ["status", "osuId"];

export function isArtistPublic(a: { status: ArtistStatus; osuId: number | null }): boolean {
  return a.status !== ArtistStatus.private && a.osuId !== null && a.osuId !== undefined;
}

/** Non-admins see a mission once it is announced and not hidden (fixes the original's unannounced leak, README.md). */
export function isMissionVisibleTo(viewer: AuthViewer | null, m: { status: MissionStatus; openingAnnounced: boolean }): boolean {
  if (viewer && hasRole(viewer, Role.ADMIN)) return true;
  return m.status !== MissionStatus.hidden && m.openingAnnounced;
}

/** Is the mission accepting additions, removals and showcase selections at `now`? Open and not past its deadline. */
export function isMissionActionable(m: { status: MissionStatus; deadline: Date }, now: Date): boolean {
  return m.status === MissionStatus.open && now.getTime() <= m.deadline.getTime();
}
