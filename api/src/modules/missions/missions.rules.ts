/**
 * Pure rules of missions (priority quests) and showcase selection: eligibility of a beatmap, the requirement
 * lines shown to users, selection window, reroll costs, random picks and the admin field validation.
 * No I/O here; the services load the inputs and act on the answers.
 */
import { ArtistStatus, BeatmapMode, BeatmapStatus, MissionStatus, Mode, MODES, TASK_ORDER, TaskName } from "../common/enums";
import { thresholdForRank } from "../points/points.rules";

// ------------------------------------------------------------------ constants (brief §9)

export const SONG_REROLL_COST = 35;
/** Artist reroll: 10 · 2^k, k = artist rerolls already made by the user for that mission (10, 20, 40, ...). */
export function artistRerollCost(rerollsSoFar: number): number {
  return 10 * 2 ** Math.max(0, rerollsSoFar);
}
/** Genre reroll (one song of the three): 2 · (k + 1), k = genre rerolls already made for that mission (2, 4, 6, ...). */
export function genreRerollCost(rerollsSoFar: number): number {
  return 2 * (Math.max(0, rerollsSoFar) + 1);
}
export const GENRE_SONGS_PER_ENTRY = 3;

/** Submission-date requirements are shown only when stricter than these (brief §5, §9). */
export const DISPLAY_EARLIEST_AFTER = new Date("2007-09-17T00:00:00Z");
export const DISPLAY_LATEST_BEFORE = new Date("2050-01-01T00:00:00Z");

export const MISSION_NAME_MAX = 200;
export const MISSION_MARKDOWN_MAX = 10_000;
export const GENRE_OPTION_MAX = 50;
export const GENRE_OPTIONS_MAX = 30;
export const MISSION_NUMBER_MAX = 1_000_000_000;

/** The tag that marks a song as an osu! original (matched ignoring case, spaces and punctuation). */
export const OSU_ORIGINAL_TAG = "osu! original";

// ------------------------------------------------------------------ messages (the original's texts, Appendix A)

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

// ------------------------------------------------------------------ shapes the rules read

export interface RequirementFields {
  userMaximumRankedBeatmapsCount: number | null;
  userMaximumGlobalRank: number | null;
  userMinimumRank: number | null;
  userMaximumPp: number | null;
  userMinimumPp: number | null;
  beatmapEarliestSubmissionDate: Date | null;
  beatmapLatestSubmissionDate: Date | null;
  beatmapMinimumFavorites: number | null;
  beatmapMinimumPlayCount: number | null;
  beatmapDifficulties: TaskName[];
  beatmapMinimumLength: number | null;
  beatmapMaximumLength: number | null;
  isUniqueToRanked: boolean;
  isUniqueArtistToRanked: boolean;
  createdAt: Date;
}

export interface EligibilityMission extends RequirementFields {
  status: MissionStatus;
  deadline: Date;
  modes: Mode[];
  /** The mission's featured artists; empty = any artist. */
  artistIds: number[];
  isOsuOriginal: boolean;
}

export interface EligibilityUser {
  rank: number;
  globalRank: number | null;
  ppOsu: number | null;
  ppTaiko: number | null;
  ppCatch: number | null;
  ppMania: number | null;
  rankedBeatmapsCount: number;
}

export interface EligibilityBeatmap {
  status: BeatmapStatus;
  mode: BeatmapMode;
  questId: number | null;
  missionId: number | null;
  submissionDate: Date | null;
  favorites: number | null;
  playCount: number | null;
  /** Longest difficulty's hit length in seconds; null until known from osu!. */
  length: number | null;
  /** Task name and mode (osu/taiko/catch/mania/sb/hs/skin) of every task of the mapset. */
  tasks: { name: TaskName; mode: string }[];
  song: { artistId: number; tags: string[] };
  /** Another guild beatmap of the same song was Ranked before the mission was created. */
  songRankedBefore: boolean;
  /** A guild beatmap of any song of the same artist was Ranked before the mission was created. */
  artistRankedBefore: boolean;
}

export type RequirementKey =
  | "rankedBeatmaps"
  | "globalRank"
  | "maximumPp"
  | "minimumPp"
  | "earliestSubmission"
  | "latestSubmission"
  | "mgRank"
  | "favoritesOrPlays"
  | "difficulties"
  | "minimumLength"
  | "maximumLength"
  | "uniqueToRanked"
  | "uniqueArtistToRanked";

export type IneligibleReason = "notOpen" | "pastDeadline" | "ranked" | "linked" | "mode" | "song" | "requirement";

export type Eligibility =
  | { ok: true }
  | { ok: false; reason: IneligibleReason; requirement?: RequirementKey; message: string };

// ------------------------------------------------------------------ helpers

const GAME_MODES = new Set<string>(MODES);

/** The game modes a beatmap is played in: its mode, or for hybrid maps every difficulty task's mode. */
export function playModes(b: Pick<EligibilityBeatmap, "mode" | "tasks">): Mode[] {
  if (b.mode !== BeatmapMode.hybrid) return [b.mode as unknown as Mode];
  return [...new Set(b.tasks.map((t) => t.mode).filter((m) => GAME_MODES.has(m)))] as Mode[];
}

/**
 * The user's pp that a requirement compares, in the map's mode. Unknown pp counts as 0 (the player has no
 * statistics in that mode). Hybrid maps: the highest pp among the modes of the map's difficulties, so a
 * maximum-pp limit keeps out anyone strong in any mode of the map and a minimum needs strength in one of them.
 */
export function ppForBeatmap(user: EligibilityUser, b: Pick<EligibilityBeatmap, "mode" | "tasks">): number {
  const of = (m: Mode): number =>
    (m === Mode.osu ? user.ppOsu : m === Mode.taiko ? user.ppTaiko : m === Mode.catch ? user.ppCatch : user.ppMania) ?? 0;
  const modes = playModes(b);
  return modes.length ? Math.max(...modes.map(of)) : 0;
}

export function normalizeTag(tag: string): string {
  return tag.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** A song is an osu! original when it carries the osu! original tag (admins tag songs in the FA admin). */
export function isOsuOriginalSong(song: { tags: string[] }): boolean {
  const want = normalizeTag(OSU_ORIGINAL_TAG);
  return song.tags.some((t) => normalizeTag(t) === want);
}

/** A released, public artist: anything else is confidential (reachable only through one's own showcase assignment). */
export function isArtistPublic(a: { status: ArtistStatus; osuId: number | null }): boolean {
  return a.status !== ArtistStatus.private && a.osuId !== null && a.osuId !== undefined;
}

/** Is the mission accepting additions, removals and showcase selections at `now`? Open and not past its deadline. */
export function isMissionActionable(m: { status: MissionStatus; deadline: Date }, now: Date): boolean {
  return m.status === MissionStatus.open && now.getTime() <= m.deadline.getTime();
}

export type ShowcaseMode = "song" | "artist" | "genre";

/** Which selection a mission offers: song, artist or genre mode, or none. */
export function showcaseMode(m: { isShowcaseMission: boolean; isArtistShowcase: boolean; isGenreShowcase: boolean }): ShowcaseMode | null {
  if (!m.isShowcaseMission) return null;
  if (m.isArtistShowcase) return "artist";
  if (m.isGenreShowcase) return "genre";
  return "song";
}

/**
 * Showcase selection window: open missions until the deadline (brief §4 "after the deadline ... too late").
 * The original's UI hid the buttons 7 days earlier; the brief wins, so selection closes at the deadline itself.
 */
export function isSelectionOpen(
  m: { status: MissionStatus; deadline: Date; isShowcaseMission: boolean; isArtistShowcase: boolean; isGenreShowcase: boolean },
  now: Date,
): boolean {
  return showcaseMode(m) !== null && isMissionActionable(m, now);
}

// ------------------------------------------------------------------ eligibility

function fail(reason: IneligibleReason, message: string, requirement?: RequirementKey): Eligibility {
  return requirement ? { ok: false, reason, requirement, message } : { ok: false, reason, message };
}

/**
 * Which requirement of a mission the user's beatmap fails (the first in display order), or ok.
 * Order: mission open → before the deadline → not Ranked → not linked elsewhere → mode → song/artist → requirements.
 * `ignoreMissionLink`: the beatmap's current mission link does not count (switching missions through linkMission).
 */
export function checkEligibility(
  mission: EligibilityMission,
  user: EligibilityUser,
  b: EligibilityBeatmap,
  now: Date,
  opts: { ignoreMissionLink?: boolean } = {},
): Eligibility {
  if (mission.status !== MissionStatus.open) return fail("notOpen", MISSION_MSG.notOpen);
  if (now.getTime() > mission.deadline.getTime()) return fail("pastDeadline", MISSION_MSG.pastDeadline);
  if (b.status === BeatmapStatus.Ranked) return fail("ranked", "Error: Object not found");
  if (b.questId !== null || (b.missionId !== null && !opts.ignoreMissionLink)) return fail("linked", MISSION_MSG.alreadyLinked);

  const modes = playModes(b);
  if (b.mode === BeatmapMode.hybrid ? modes.some((m) => !mission.modes.includes(m)) : !mission.modes.includes(b.mode as unknown as Mode)) {
    return fail("mode", MISSION_MSG.mode);
  }
  if (mission.artistIds.length && !mission.artistIds.includes(b.song.artistId)) return fail("song", MISSION_MSG.song);
  if (mission.isOsuOriginal && !isOsuOriginalSong(b.song)) return fail("song", MISSION_MSG.song);

  const failed = failedRequirement(mission, user, b, now);
  return failed ? fail("requirement", MISSION_MSG.requirements, failed) : { ok: true };
}

/** The first requirement (display order) the beatmap fails, or null. */
export function failedRequirement(m: RequirementFields, user: EligibilityUser, b: EligibilityBeatmap, now: Date): RequirementKey | null {
  if (m.userMaximumRankedBeatmapsCount !== null && user.rankedBeatmapsCount > m.userMaximumRankedBeatmapsCount) return "rankedBeatmaps";
  // Global rank: a smaller number is a higher rank. A player without a global rank is below every rank.
  if (m.userMaximumGlobalRank !== null && user.globalRank !== null && user.globalRank < m.userMaximumGlobalRank) return "globalRank";
  const pp = ppForBeatmap(user, b);
  if (m.userMaximumPp !== null && pp > m.userMaximumPp) return "maximumPp";
  if (m.userMinimumPp !== null && pp < m.userMinimumPp) return "minimumPp";
  // A map not submitted yet can only be submitted from now on: its effective submission date is now.
  const submitted = (b.submissionDate ?? now).getTime();
  if (m.beatmapEarliestSubmissionDate && submitted < m.beatmapEarliestSubmissionDate.getTime()) return "earliestSubmission";
  if (m.beatmapLatestSubmissionDate && submitted > m.beatmapLatestSubmissionDate.getTime()) return "latestSubmission";
  if (m.userMinimumRank !== null && user.rank < m.userMinimumRank) return "mgRank";
  if (!meetsFavoritesOrPlays(m, b)) return "favoritesOrPlays";
  const names = new Set(b.tasks.map((t) => t.name));
  if (m.beatmapDifficulties.some((d) => !names.has(d))) return "difficulties";
  // Length is known once osu! reports it; until then it cannot be checked (the team judges at the end).
  if (b.length !== null && m.beatmapMinimumLength !== null && b.length < m.beatmapMinimumLength) return "minimumLength";
  if (b.length !== null && m.beatmapMaximumLength !== null && b.length > m.beatmapMaximumLength) return "maximumLength";
  // Uniqueness is only partly knowable (the guild's own Ranked maps): refuse what is known to break it.
  if (m.isUniqueToRanked && b.songRankedBefore) return "uniqueToRanked";
  if (m.isUniqueArtistToRanked && b.artistRankedBefore) return "uniqueArtistToRanked";
  return null;
}

/**
 * Favourites or plays: with both thresholds, either one met passes (real OR); with one threshold, that one.
 * Zero is a value (0 favourites is below 1); unknown counts (never synced from osu!) count as 0.
 */
export function meetsFavoritesOrPlays(
  m: Pick<RequirementFields, "beatmapMinimumFavorites" | "beatmapMinimumPlayCount">,
  b: Pick<EligibilityBeatmap, "favorites" | "playCount">,
): boolean {
  const fav = b.favorites ?? 0;
  const plays = b.playCount ?? 0;
  const minFav = m.beatmapMinimumFavorites;
  const minPlays = m.beatmapMinimumPlayCount;
  if (minFav !== null && minPlays !== null) return fav >= minFav || plays >= minPlays;
  if (minFav !== null) return fav >= minFav;
  if (minPlays !== null) return plays >= minPlays;
  return true;
}

// ------------------------------------------------------------------ requirement lines (brief §5)

export interface MissionRequirementLine {
  key: RequirementKey;
  text: string;
  /** The server checks it on add (false: the Mappers' Guild team judges it). */
  checkable: boolean;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const num = (n: number) => n.toLocaleString("en-US");

/** The requirement lines a mission card shows, in the brief's order, with whether the server enforces each. */
export function requirementLines(m: RequirementFields): MissionRequirementLine[] {
  const lines: MissionRequirementLine[] = [];
  const add = (key: RequirementKey, text: string, checkable = true) => lines.push({ key, text, checkable });
  if (m.userMaximumRankedBeatmapsCount !== null) {
    add("rankedBeatmaps", `You must have no more than ${num(m.userMaximumRankedBeatmapsCount)} ranked beatmaps`);
  }
  if (m.userMaximumGlobalRank !== null) add("globalRank", `You must be no higher than ${num(m.userMaximumGlobalRank)} global rank`);
  if (m.userMaximumPp !== null) add("maximumPp", `Your performance points in your map's mode must be no higher than ${num(m.userMaximumPp)}`);
  if (m.userMinimumPp !== null) add("minimumPp", `Your performance points in your map's mode must be higher than ${num(m.userMinimumPp)}`);
  if (m.beatmapEarliestSubmissionDate && m.beatmapEarliestSubmissionDate.getTime() > DISPLAY_EARLIEST_AFTER.getTime()) {
    add("earliestSubmission", `Beatmap must be submitted after ${isoDay(m.beatmapEarliestSubmissionDate)}`);
  }
  if (m.beatmapLatestSubmissionDate && m.beatmapLatestSubmissionDate.getTime() < DISPLAY_LATEST_BEFORE.getTime()) {
    add("latestSubmission", `Beatmap must be submitted before ${isoDay(m.beatmapLatestSubmissionDate)}`);
  }
  if (m.userMinimumRank !== null) {
    add("mgRank", `Your Mappers' Guild rank must be at least ${m.userMinimumRank} (${num(thresholdForRank(m.userMinimumRank))} total points)`);
  }
  const fav = m.beatmapMinimumFavorites;
  const plays = m.beatmapMinimumPlayCount;
  if (fav !== null && plays !== null) add("favoritesOrPlays", `Beatmap must have at least ${num(fav)} favorites or ${num(plays)} plays`);
  else if (fav !== null) add("favoritesOrPlays", `Beatmap must have at least ${num(fav)} favorites`);
  else if (plays !== null) add("favoritesOrPlays", `Beatmap must have at least ${num(plays)} plays`);
  if (m.beatmapDifficulties.length) {
    const sorted = [...new Set(m.beatmapDifficulties)].sort((a, b) => TASK_ORDER.indexOf(a) - TASK_ORDER.indexOf(b));
    add("difficulties", `Mapset must include these difficulties: ${sorted.join(", ")}`);
  }
  if (m.beatmapMinimumLength !== null) add("minimumLength", `Beatmap must be at least ${num(m.beatmapMinimumLength)} seconds long`);
  if (m.beatmapMaximumLength !== null) add("maximumLength", `Beatmap must be no longer than ${num(m.beatmapMaximumLength)} seconds`);
  if (m.isUniqueToRanked) add("uniqueToRanked", `Song must be unique to the Ranked section as of ${isoDay(m.createdAt)}`, false);
  if (m.isUniqueArtistToRanked) add("uniqueArtistToRanked", `Artist must have no Ranked beatmaps as of ${isoDay(m.createdAt)}`, false);
  return lines;
}

// ------------------------------------------------------------------ random picks (random injected for tests)

export type Random = () => number;

export function pickOne<T>(items: readonly T[], random: Random): T | undefined {
  if (!items.length) return undefined;
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Song mode: a random artist, then a random song of it, among the songs no other participant of the mission holds
 * (every song held already: any candidate, duplicates allowed). Artists weigh the same whatever their song count.
 */
export function pickSongForSongMode<T extends { id: number; artistId: number }>(
  candidates: readonly T[], heldByOthers: ReadonlySet<number>, random: Random,
): T | undefined {
  const free = candidates.filter((c) => !heldByOthers.has(c.id));
  const pool = free.length ? free : candidates;
  const artistId = pickOne([...new Set(pool.map((s) => s.artistId))], random);
  return artistId === undefined ? undefined : pickOne(pool.filter((s) => s.artistId === artistId), random);
}

/** Genre mode, first load: up to n songs, one per artist (shuffled), then filled from the remaining songs. */
export function pickGenreSongs<T extends { id: number; artistId: number }>(pool: readonly T[], n: number, random: Random): T[] {
  const byArtist = new Map<number, T[]>();
  for (const s of pool) {
    const list = byArtist.get(s.artistId);
    if (list) list.push(s);
    else byArtist.set(s.artistId, [s]);
  }
  const picked: T[] = [];
  for (const artistId of shuffle([...byArtist.keys()], random)) {
    if (picked.length >= n) break;
    picked.push(pickOne(byArtist.get(artistId)!, random)!);
  }
  if (picked.length < n) {
    const taken = new Set(picked.map((s) => s.id));
    picked.push(...shuffle(pool.filter((s) => !taken.has(s.id)), random).slice(0, n - picked.length));
  }
  return picked;
}

/** Genre mode, reroll of one song: prefer an artist none of the other current songs (nor the replaced one) has. */
export function pickGenreReplacement<T extends { id: number; artistId: number }>(pool: readonly T[], avoidArtistIds: ReadonlySet<number>, random: Random): T | undefined {
  const fresh = pool.filter((s) => !avoidArtistIds.has(s.artistId));
  return pickOne(fresh.length ? fresh : pool, random);
}

// ------------------------------------------------------------------ admin fields: parsing and validation

export interface MissionFields extends RequirementFieldsNoDates {
  name: string;
  tier: number;
  status: MissionStatus;
  objective: string;
  winCondition: string;
  additionalRequirement: string | null;
  deadline: Date;
  modes: Mode[];
  artistIds: number[];
  isShowcaseMission: boolean;
  isArtistShowcase: boolean;
  isGenreShowcase: boolean;
  isSeparate: boolean;
  isOsuOriginal: boolean;
  isUniqueToRanked: boolean;
  isUniqueArtistToRanked: boolean;
  hasLameWinners: boolean;
  allMappersWin: boolean;
  openingAnnounced: boolean;
  closingAnnounced: boolean;
  remainingArtists: number;
  genreOptions: string[];
  beatmapEarliestSubmissionDate: Date | null;
  beatmapLatestSubmissionDate: Date | null;
}

type RequirementFieldsNoDates = Omit<RequirementFields, "beatmapEarliestSubmissionDate" | "beatmapLatestSubmissionDate" | "createdAt" | "isUniqueToRanked" | "isUniqueArtistToRanked">;

export type MissionPatch = Partial<MissionFields>;

export class MissionFieldError extends Error {}

const NULLABLE_INTS = [
  "userMaximumRankedBeatmapsCount", "userMaximumGlobalRank", "userMaximumPp", "userMinimumPp", "beatmapMinimumFavorites",
  "beatmapMinimumPlayCount", "beatmapMinimumLength", "beatmapMaximumLength",
] as const;
const BOOLEANS = [
  "isShowcaseMission", "isArtistShowcase", "isGenreShowcase", "isSeparate", "isOsuOriginal", "isUniqueToRanked",
  "isUniqueArtistToRanked", "hasLameWinners", "allMappersWin", "openingAnnounced", "closingAnnounced",
] as const;

function intOrNull(v: unknown, min = 0, max = MISSION_NUMBER_MAX): number | null {
  if (v === null || v === "") return null;
  const n = typeof v === "string" ? Number(v) : v;
  if (typeof n !== "number" || !Number.isInteger(n) || n < min || n > max) throw new MissionFieldError(MISSION_MSG.invalidNumber);
  return n;
}

function dateOrNull(v: unknown): Date | null {
  if (v === null || v === "") return null;
  const d = v instanceof Date ? v : typeof v === "string" || typeof v === "number" ? new Date(v) : null;
  if (!d || Number.isNaN(d.getTime())) throw new MissionFieldError(MISSION_MSG.invalidDate);
  return d;
}

function text(v: unknown, max: number, label: string): string {
  if (typeof v !== "string") throw new MissionFieldError(`${label} must be text`);
  if (v.length > max) throw new MissionFieldError(`${label} is too long (at most ${max} characters)`);
  return v;
}

/**
 * Parses an untrusted patch (REST body or GraphQL input) into typed mission fields. Unknown keys are ignored;
 * a present key with a bad value throws a MissionFieldError with the user-facing text.
 */
export function parseMissionPatch(raw: Record<string, unknown>): MissionPatch {
  const p: MissionPatch = {};
  const has = (k: string) => Object.prototype.hasOwnProperty.call(raw, k) && raw[k] !== undefined;
  if (has("name")) {
    const name = text(raw.name, MISSION_NAME_MAX, "Name").trim();
    if (!name) throw new MissionFieldError("Name is required");
    p.name = name;
  }
  if (has("tier")) {
    const tier = intOrNull(raw.tier, 1, 4);
    if (tier === null) throw new MissionFieldError(MISSION_MSG.invalidNumber);
    p.tier = tier;
  }
  if (has("status")) {
    if (!Object.values(MissionStatus).includes(raw.status as MissionStatus)) throw new MissionFieldError("Invalid status");
    p.status = raw.status as MissionStatus;
  }
  if (has("objective")) {
    const objective = text(raw.objective, MISSION_MARKDOWN_MAX, "Objective");
    if (!objective.trim()) throw new MissionFieldError("Objective is required");
    p.objective = objective;
  }
  if (has("winCondition")) p.winCondition = raw.winCondition === null ? "" : text(raw.winCondition, MISSION_MARKDOWN_MAX, "Win condition");
  if (has("additionalRequirement")) {
    const a = raw.additionalRequirement === null ? "" : text(raw.additionalRequirement, MISSION_MARKDOWN_MAX, "Additional requirement");
    p.additionalRequirement = a.trim() ? a : null;
  }
  if (has("deadline")) {
    const d = dateOrNull(raw.deadline);
    if (!d) throw new MissionFieldError(MISSION_MSG.invalidDate);
    p.deadline = d;
  }
  if (has("modes")) {
    if (!Array.isArray(raw.modes) || raw.modes.some((m) => !MODES.includes(m as Mode))) throw new MissionFieldError("Invalid mode");
    p.modes = MODES.filter((m) => (raw.modes as unknown[]).includes(m));
  }
  if (has("artistIds")) {
    if (!Array.isArray(raw.artistIds)) throw new MissionFieldError("Invalid artist");
    const ids = raw.artistIds.map((a) => Number(a));
    if (ids.some((n) => !Number.isInteger(n) || n <= 0)) throw new MissionFieldError("Invalid artist");
    p.artistIds = [...new Set(ids)];
  }
  for (const k of BOOLEANS) {
    if (!has(k)) continue;
    if (typeof raw[k] !== "boolean") throw new MissionFieldError("value must be true or false");
    p[k] = raw[k] as boolean;
  }
  if (has("remainingArtists")) p.remainingArtists = intOrNull(raw.remainingArtists) ?? 0;
  if (has("genreOptions")) {
    if (!Array.isArray(raw.genreOptions)) throw new MissionFieldError("Invalid genre");
    const opts = [...new Set(raw.genreOptions.map((g) => text(g, GENRE_OPTION_MAX, "Genre").trim()).filter(Boolean))];
    if (opts.length > GENRE_OPTIONS_MAX) throw new MissionFieldError(`At most ${GENRE_OPTIONS_MAX} genres`);
    p.genreOptions = opts;
  }
  for (const k of NULLABLE_INTS) if (has(k)) p[k] = intOrNull(raw[k]);
  if (has("userMinimumRank")) p.userMinimumRank = intOrNull(raw.userMinimumRank, 1, 5);
  if (has("beatmapEarliestSubmissionDate")) p.beatmapEarliestSubmissionDate = dateOrNull(raw.beatmapEarliestSubmissionDate);
  if (has("beatmapLatestSubmissionDate")) p.beatmapLatestSubmissionDate = dateOrNull(raw.beatmapLatestSubmissionDate);
  if (has("beatmapDifficulties")) {
    if (!Array.isArray(raw.beatmapDifficulties) || raw.beatmapDifficulties.some((d) => !TASK_ORDER.includes(d as TaskName))) {
      throw new MissionFieldError("Invalid difficulty");
    }
    p.beatmapDifficulties = TASK_ORDER.filter((d) => (raw.beatmapDifficulties as unknown[]).includes(d));
  }
  return p;
}

/** Defaults of a new mission (brief §3 / spec §1.6: hidden, not announced, all modes when none chosen). */
export const NEW_MISSION_DEFAULTS = {
  status: MissionStatus.hidden,
  winCondition: "",
  additionalRequirement: null,
  modes: [...MODES],
  artistIds: [],
  isShowcaseMission: false,
  isArtistShowcase: false,
  isGenreShowcase: false,
  isSeparate: false,
  isOsuOriginal: false,
  isUniqueToRanked: false,
  isUniqueArtistToRanked: false,
  hasLameWinners: false,
  allMappersWin: false,
  openingAnnounced: false,
  closingAnnounced: false,
  remainingArtists: 0,
  genreOptions: [],
  userMaximumRankedBeatmapsCount: null,
  userMaximumGlobalRank: null,
  userMinimumRank: null,
  userMaximumPp: null,
  userMinimumPp: null,
  beatmapEarliestSubmissionDate: null,
  beatmapLatestSubmissionDate: null,
  beatmapMinimumFavorites: null,
  beatmapMinimumPlayCount: null,
  beatmapDifficulties: [],
  beatmapMinimumLength: null,
  beatmapMaximumLength: null,
} satisfies Partial<MissionFields>;

/** Whole-mission consistency after a patch is applied; returns the error text or null. */
export function validateMissionFields(f: MissionFields): string | null {
  if (!f.name?.trim()) return "Name is required";
  if (!Number.isInteger(f.tier) || f.tier < 1 || f.tier > 4) return MISSION_MSG.invalidNumber;
  if (!f.objective?.trim()) return "Objective is required";
  if (!(f.deadline instanceof Date) || Number.isNaN(f.deadline.getTime())) return MISSION_MSG.invalidDate;
  if (!f.modes.length) return MISSION_MSG.selectMode;
  if (f.isArtistShowcase && f.isGenreShowcase) return "A showcase mission is either an artist or a genre showcase, not both";
  if (f.userMinimumPp !== null && f.userMaximumPp !== null && f.userMinimumPp > f.userMaximumPp) return "Minimum pp is above the maximum pp";
  if (f.beatmapMinimumLength !== null && f.beatmapMaximumLength !== null && f.beatmapMinimumLength > f.beatmapMaximumLength) {
    return "Minimum length is above the maximum length";
  }
  if (f.beatmapEarliestSubmissionDate && f.beatmapLatestSubmissionDate && f.beatmapEarliestSubmissionDate > f.beatmapLatestSubmissionDate) {
    return "Earliest submission date is after the latest one";
  }
  return null;
}
