// Over 400 lines: the FA Schedule board and the admin tools share their artist facts; the sections below are the seams for a later split.
/**
 * Featured artists: the FA Schedule deal board and the admin tools, as pure rules (api/src/modules/artists/README.md).
 * Every rule returns a Problem (or nothing) or a value; services call them and write.
 */
import { hasRole, Role, type AuthViewer } from "../../core/access";
import { badInputProblem, conflictProblem, forbiddenProblem, MSG, problem, type Problem } from "../../core/errors";
import { MAX_ROW_ID, parseId } from "../../core/ids";

// ------------------------------------------------------------------------------------------------ texts and limits

export const FA_MSG = {
  alreadyExists: "already exists",
  notUpToDateWithoutSongs: "Can't be not-up-to-date without pending songs!",
  cannotFind: (input: string) => `Cannot find ${input}!`,
  ambiguousUser: (input: string) => `"${input}" matches several members: use their osu! id`,
  notShowcaseMapper: (username: string) =>
    `${username} is not an FA showcase mapper (the "FA showcase mapper" switch in their user menu is off)`,
  noClassifiedQuest: "No active classified quest",
  claimedBy: "Claimed by",
  unclaimed: "Unclaimed",
  nameRequired: "Artist name is required",
  nameTooLong: (max: number) => `Artist name must be at most ${max} characters`,
  titleRequired: "Song title is required",
  titleTooLong: (max: number) => `Song title must be at most ${max} characters`,
  songArtistRequired: "Song artist is required",
  songArtistTooLong: (max: number) => `Song artist must be at most ${max} characters`,
  notesTooLong: (max: number) => `Notes must be at most ${max} characters`,
  invalidDate: "Invalid date",
  futureContact: "Last contact can't be in the future",
  invalidUrl: (field: string) => `${field} must be an http(s) link of at most ${URL_MAX} characters`,
  invalidOsuId: "Invalid osu! id",
  osuIdTaken: (osuId: number, label: string) => `osu! id ${osuId} already belongs to ${label}`,
  invalidTag: (max: number) => `A tag must be 1 to ${max} characters`,
  tooManyTags: (max: number) => `A song can have at most ${max} tags`,
  tooManyUsers: (max: number) => `At most ${max} members`,
  invalidThreshold: (max: number) => `Threshold must be a whole number from 1 to ${max}`,
  filterTooLong: (max: number) => `Search must be at most ${max} characters`,
  artistInUse: (label: string, uses: string) => `Cannot delete ${label}: ${uses} use it`,
  songInUse: (title: string, uses: string) => `Cannot delete ${title}: ${uses} use it`,
  osuSearchNameRequired: "Type an artist name to search osu! for",
  osuSearchNameTooLong: (max: number) => `An artist name to search for is at most ${max} characters`,
  osuUnavailable: "Couldn't search osu! right now. Please try again in a moment.",
} as const;

/** The longest artist name the osu! search takes (the original's search box held 100). */
export const OSU_SEARCH_MAX = 100;

/**
 * The osu! listing query for every beatmapset of an artist: `artist="<name>"` (quotes in the name would end the
 * filter early, so they are dropped). A problem when nothing is left or the name is too long.
 */
export function osuArtistQuery(name: string | null | undefined): Problem | string {
  const clean = (name ?? "").replace(/"/g, " ").replace(/\s+/g, " ").trim();
  if (!clean) return badInputProblem(FA_MSG.osuSearchNameRequired);
  if (clean.length > OSU_SEARCH_MAX) return badInputProblem(FA_MSG.osuSearchNameTooLong(OSU_SEARCH_MAX));
  return `artist="${clean}"`;
}

export const LABEL_MAX = 200;
export const SONG_TITLE_MAX = 300;
export const SONG_ARTIST_MAX = 200;
export const URL_MAX = 500;
export const NOTES_MAX = 5000;
export const TAG_MAX = 50;
export const TAGS_PER_SONG_MAX = 20;
export const USER_LIST_MAX = 50;
export const SEARCH_MAX = 200;
export const THRESHOLD_MAX = 1000;
/** "Recently licensed": songs added since this day (the original's report). */
export const RECENTLY_LICENSED_SINCE = "2019-01-01";
/** An artist not reviewed for this many days (or never) waits in the admins' review queue. */
export const REVIEW_AFTER_DAYS = 365;
/** The review queue on /admin/summary shows this many artists, newest first. */
export const REVIEW_QUEUE_SIZE = 50;
const DAY_MS = 86_400_000;

// ------------------------------------------------------------------------------------------------ who may do what

/**
 * The FA Schedule (the `/artists` deal board and its writes): the one account configured as FA_SCHEDULE_OSU_ID,
 * and group admins. Nobody else, whatever their other roles.
 */
export function faScheduleAccess(viewer: AuthViewer | null | undefined, faScheduleOsuId: number): Problem | null {
  if (!viewer) return problem("UNAUTHENTICATED", MSG.loginRequired);
  if (hasRole(viewer, Role.ADMIN) || viewer.osuId === faScheduleOsuId) return null;
  return forbiddenProblem();
}

// ------------------------------------------------------------------------------------------------ the deal board

/** The columns of the FA Schedule board, in display order (sections In-progress, Planned, Inactive). */
export enum FaColumn {
  ready = "ready",
  contract = "contract",
  discussion = "discussion",
  artistUpdates = "artistUpdates",
  awaitingResponse = "awaitingResponse",
  notContacted = "notContacted",
  upToDate = "upToDate",
  rejected = "rejected",
}

export const FA_COLUMNS: readonly FaColumn[] = Object.values(FaColumn);

/** What the board rules read of an artist. */
export interface DealFacts {
  id: number;
  osuId: number | null;
  isContacted: boolean;
  isResponded: boolean;
  isRejected: boolean;
  contractSent: boolean;
  ppySigned: boolean;
  isUpToDate: boolean;
  hasNewSongs: boolean;
  /** yyyy-mm-dd or null. */
  projectedRelease: string | null;
  lastContacted: Date | null;
  createdAt: Date;
  label: string;
}

const unreleased = (a: DealFacts) => a.osuId === null;

/**
 * Whether an artist belongs in a column. Columns are filters, not states: an artist can sit in several (a released
 * artist with new songs is both an artist update and up to date) or in none (the original's grouping, kept).
 */
export function inColumn(column: FaColumn, a: DealFacts): boolean {
  switch (column) {
    case FaColumn.ready:
      return unreleased(a) && (a.ppySigned || a.projectedRelease !== null);
    case FaColumn.contract:
      return unreleased(a) && !a.isUpToDate && a.isResponded && a.contractSent && !a.ppySigned && !a.isRejected;
    case FaColumn.discussion:
      return unreleased(a) && !a.isUpToDate && a.isResponded && !a.contractSent && !a.isRejected;
    case FaColumn.artistUpdates:
      return a.hasNewSongs;
    case FaColumn.awaitingResponse:
      return a.isContacted && !a.isResponded && a.projectedRelease === null && unreleased(a) && !a.isUpToDate && !a.isRejected;
    case FaColumn.notContacted:
      return !a.isContacted;
    case FaColumn.upToDate:
      return a.isUpToDate && a.isContacted;
    case FaColumn.rejected:
      return a.isRejected && !a.isUpToDate && a.isContacted;
  }
}

export function columnsOf(a: DealFacts): FaColumn[] {
  return FA_COLUMNS.filter((c) => inColumn(c, a));
}

/** The same filters in SQL over `featured_artists` aliased `a` (a service test checks both agree). */
export const COLUMN_SQL: Record<FaColumn, string> = {
  [FaColumn.ready]: `a.osu_id IS NULL AND (a.ppy_signed OR a.projected_release IS NOT NULL)`,
  [FaColumn.contract]: `a.osu_id IS NULL AND NOT a.is_up_to_date AND a.is_responded AND a.contract_sent AND NOT a.ppy_signed AND NOT a.is_rejected`,
  [FaColumn.discussion]: `a.osu_id IS NULL AND NOT a.is_up_to_date AND a.is_responded AND NOT a.contract_sent AND NOT a.is_rejected`,
  [FaColumn.artistUpdates]: `a.has_new_songs`,
  [FaColumn.awaitingResponse]: `a.is_contacted AND NOT a.is_responded AND a.projected_release IS NULL AND a.osu_id IS NULL AND NOT a.is_up_to_date AND NOT a.is_rejected`,
  [FaColumn.notContacted]: `NOT a.is_contacted`,
  [FaColumn.upToDate]: `a.is_up_to_date AND a.is_contacted`,
  [FaColumn.rejected]: `a.is_rejected AND NOT a.is_up_to_date AND a.is_contacted`,
};

/** The order inside a column. */
export type ColumnOrder = "release" | "lastContacted" | "created" | "label";

export const COLUMN_ORDER: Record<FaColumn, ColumnOrder> = {
  // projected release soonest first, then the undated ones by most recent contact
  [FaColumn.ready]: "release",
  [FaColumn.contract]: "lastContacted",
  [FaColumn.discussion]: "lastContacted",
  [FaColumn.artistUpdates]: "lastContacted",
  [FaColumn.awaitingResponse]: "lastContacted",
  // newest additions first
  [FaColumn.notContacted]: "created",
  // the original leaves it unsorted: alphabetical, so an artist is easy to find
  [FaColumn.upToDate]: "label",
  [FaColumn.rejected]: "lastContacted",
};

const NO_RELEASE = "9999-12-31";
const time = (d: Date | null) => (d ? Math.floor(d.getTime()) : 0);
const cmp = (x: number | string, y: number | string) => (x < y ? -1 : x > y ? 1 : 0);

/** Compares two artists in a column's order (ties end on the id, so the order is total). */
export function compareInColumn(column: FaColumn, a: DealFacts, b: DealFacts): number {
  switch (COLUMN_ORDER[column]) {
    case "release":
      return (
        cmp(a.projectedRelease ?? NO_RELEASE, b.projectedRelease ?? NO_RELEASE) ||
        cmp(time(b.lastContacted), time(a.lastContacted)) ||
        cmp(b.id, a.id)
      );
    case "lastContacted":
      return cmp(time(b.lastContacted), time(a.lastContacted)) || cmp(b.id, a.id);
    case "created":
      return cmp(time(b.createdAt), time(a.createdAt)) || cmp(b.id, a.id);
    case "label":
      return cmp(a.label.toLowerCase(), b.label.toLowerCase()) || cmp(a.id, b.id);
  }
}

/** Artists the "Mark all as rejected" button of the Awaiting response column rejects: exactly that column. */
export const isAwaitingResponse = (a: DealFacts): boolean => inColumn(FaColumn.awaitingResponse, a);

// ------------------------------------------------------------------------------------------------ flags

/** The deal's switches, as the FA Schedule card toggles them. */
export enum FaFlag {
  contacted = "contacted",
  responded = "responded",
  rejected = "rejected",
  contractSent = "contractSent",
  artistSigned = "artistSigned",
  ppyPaid = "ppyPaid",
  ppySigned = "ppySigned",
  songsTimed = "songsTimed",
  songsReceived = "songsReceived",
  assetsReceived = "assetsReceived",
  upToDate = "upToDate",
  hasRankedMaps = "hasRankedMaps",
  hasNewSongs = "hasNewSongs",
  momentum = "momentum",
}

export interface DealFlags {
  isContacted: boolean;
  isResponded: boolean;
  isRejected: boolean;
  contractSent: boolean;
  artistSigned: boolean;
  ppyPaid: boolean;
  ppySigned: boolean;
  songsTimed: boolean;
  songsReceived: boolean;
  assetsReceived: boolean;
  isUpToDate: boolean;
  hasRankedMaps: boolean;
  hasNewSongs: boolean;
  isMomentum: boolean;
}

export const FLAG_FIELD: Record<FaFlag, keyof DealFlags> = {
  [FaFlag.contacted]: "isContacted",
  [FaFlag.responded]: "isResponded",
  [FaFlag.rejected]: "isRejected",
  [FaFlag.contractSent]: "contractSent",
  [FaFlag.artistSigned]: "artistSigned",
  [FaFlag.ppyPaid]: "ppyPaid",
  [FaFlag.ppySigned]: "ppySigned",
  [FaFlag.songsTimed]: "songsTimed",
  [FaFlag.songsReceived]: "songsReceived",
  [FaFlag.assetsReceived]: "assetsReceived",
  [FaFlag.upToDate]: "isUpToDate",
  [FaFlag.hasRankedMaps]: "hasRankedMaps",
  [FaFlag.hasNewSongs]: "hasNewSongs",
  [FaFlag.momentum]: "isMomentum",
};

/** The flags of one release cycle (contract, payment, material), cleared when a new cycle starts. */
const CYCLE_RESET: Partial<DealFlags> & { projectedRelease: null } = {
  isResponded: false,
  contractSent: false,
  artistSigned: false,
  ppyPaid: false,
  ppySigned: false,
  songsReceived: false,
  songsTimed: false,
  assetsReceived: false,
  projectedRelease: null,
};

export type DealPatch = Partial<DealFlags> & { projectedRelease?: string | null; lastContacted?: Date | null };

/**
 * What setting one flag changes. Up to date:
 * - false needs pending songs ("Can't be not-up-to-date without pending songs!") and starts a new release cycle: the
 *   cycle's flags and the projected release are cleared for the new songs;
 * - true marks the release done and clears the projected release, but KEEPS the contract and material flags (the
 *   original wiped them here too, losing the finished cycle's record).
 * Every contact switch (contacted, responded, rejected, contract sent, both signatures, paid, up to date), either way,
 * stamps the last contact now: each one records an exchange with the artist, as the original's card did.
 */
export function flagPatch(
  a: DealFlags & { lastContacted: Date | null },
  flag: FaFlag,
  value: boolean,
  now: Date,
): Problem | DealPatch {
  const field = FLAG_FIELD[flag];
  const contact = CONTACT_FLAGS.has(flag) ? { lastContacted: now } : {};
  if (flag === FaFlag.upToDate) {
    if (!value && !a.hasNewSongs) return badInputProblem(FA_MSG.notUpToDateWithoutSongs);
    return value ? { isUpToDate: true, projectedRelease: null, ...contact } : { ...CYCLE_RESET, isUpToDate: false, ...contact };
  }
  return { [field]: value, ...contact };
}

/** The switches that record an exchange with the artist: setting one (on or off) stamps the last contact now. */
export const CONTACT_FLAGS: ReadonlySet<FaFlag> = new Set([
  FaFlag.contacted,
  FaFlag.responded,
  FaFlag.rejected,
  FaFlag.contractSent,
  FaFlag.artistSigned,
  FaFlag.ppySigned,
  FaFlag.ppyPaid,
  FaFlag.upToDate,
]);

/** "Reset": every progress flag off and no projected release (contact, notes, momentum and songs stay). */
export function resetPatch(): DealPatch {
  return {
    isResponded: false,
    isRejected: false,
    contractSent: false,
    artistSigned: false,
    ppyPaid: false,
    ppySigned: false,
    songsTimed: false,
    songsReceived: false,
    assetsReceived: false,
    hasRankedMaps: false,
    isUpToDate: false,
    projectedRelease: null,
  };
}

// ------------------------------------------------------------------------------------------------ creating a deal

export interface CreateDealInput {
  name: string;
  comment?: string | null;
  isContacted?: boolean | null;
  isResponded?: boolean | null;
  isAnnounced?: boolean | null;
}

export type CreateDealRow = DealPatch & { label: string; notes: string | null };

/**
 * "Add artist": contacted or responded → contacted now; announced → every progress flag set (it is released and has
 * its showcase maps). The label is trimmed; "already exists" is the service's (same label, ignoring case).
 */
export function createDealRow(input: CreateDealInput, now: Date): Problem | CreateDealRow {
  const label = checkLabel(input.name);
  if (typeof label !== "string") return label;
  const notes = checkNotes(input.comment ?? null);
  if (notes !== null && typeof notes !== "string") return notes;
  const row: CreateDealRow = { label, notes };
  if (input.isContacted || input.isResponded || input.isAnnounced) {
    row.isContacted = true;
    row.lastContacted = now;
  }
  if (input.isResponded) row.isResponded = true;
  if (input.isAnnounced) {
    Object.assign(row, {
      isResponded: true,
      contractSent: true,
      artistSigned: true,
      ppyPaid: true,
      ppySigned: true,
      songsTimed: true,
      songsReceived: true,
      assetsReceived: true,
      isUpToDate: true,
      hasRankedMaps: true,
    });
  }
  return row;
}

// ------------------------------------------------------------------------------------------------ input checks

/** Whether a rule answered with a problem (rules that return a value return either). */
export function isProblem(v: unknown): v is Problem {
  return typeof v === "object" && v !== null && "code" in v && "message" in v && !(v instanceof Date);
}

/** A trimmed artist name of 1..200 characters. */
export function checkLabel(input: string | null | undefined): Problem | string {
  const label = (input ?? "").trim();
  if (!label) return badInputProblem(FA_MSG.nameRequired);
  if (label.length > LABEL_MAX) return badInputProblem(FA_MSG.nameTooLong(LABEL_MAX));
  return label;
}

/** Notes: empty → null; at most 5000 characters. */
export function checkNotes(input: string | null | undefined): Problem | string | null {
  if (input === null || input === undefined || input.trim() === "") return null;
  if (input.length > NOTES_MAX) return badInputProblem(FA_MSG.notesTooLong(NOTES_MAX));
  return input;
}

/** An http(s) link of at most 500 characters; empty → null. */
export function checkUrl(input: string | null | undefined, field: string): Problem | string | null {
  const v = (input ?? "").trim();
  if (!v) return null;
  if (v.length > URL_MAX) return badInputProblem(FA_MSG.invalidUrl(field));
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return badInputProblem(FA_MSG.invalidUrl(field));
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return badInputProblem(FA_MSG.invalidUrl(field));
  return v;
}

/** An osu! featured-artist id: a positive integer; null = not released. */
export function checkOsuId(input: number | null | undefined): Problem | number | null {
  if (input === null || input === undefined) return null;
  if (!Number.isInteger(input) || input < 1 || input > MAX_ROW_ID) return badInputProblem(FA_MSG.invalidOsuId);
  return input;
}

/** A calendar day written yyyy-mm-dd, between 2000 and 2100. */
export function checkDay(input: string | null | undefined): Problem | string {
  const v = (input ?? "").trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return badInputProblem(FA_MSG.invalidDate);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 2000 || y > 2100 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return badInputProblem(FA_MSG.invalidDate);
  return v;
}

/**
 * The day of the last contact (midnight UTC of that day). Not after tomorrow: "today" in a time zone ahead of UTC is
 * tomorrow in UTC.
 */
export function checkContactDay(input: string, now: Date): Problem | Date {
  const day = checkDay(input);
  if (isProblem(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  if (date.getTime() > tomorrow) return badInputProblem(FA_MSG.futureContact);
  return date;
}

/** A song tag: trimmed, inner whitespace collapsed, 1..50 characters. */
export function checkTag(input: string | null | undefined): Problem | string {
  const tag = (input ?? "").trim().replace(/\s+/g, " ");
  if (!tag || tag.length > TAG_MAX) return badInputProblem(FA_MSG.invalidTag(TAG_MAX));
  return tag;
}

/** Tags after adding one (no duplicate ignoring case), or the problem of a full list. */
export function tagsWith(tags: readonly string[], tag: string): Problem | string[] {
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...tags];
  if (tags.length >= TAGS_PER_SONG_MAX) return badInputProblem(FA_MSG.tooManyTags(TAGS_PER_SONG_MAX));
  return [...tags, tag];
}

/** Tags after removing one (ignoring case). */
export function tagsWithout(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t.toLowerCase() !== tag.toLowerCase());
}

export interface SongFields {
  artistName: string;
  title: string;
  oszUrl: string | null;
}

/** A song's artist, title and .osz link (trimmed; an empty link is no link). */
export function checkSong(input: {
  artistName?: string | null;
  title?: string | null;
  oszUrl?: string | null;
}): Problem | SongFields {
  const artistName = (input.artistName ?? "").trim();
  const title = (input.title ?? "").trim();
  if (!artistName) return badInputProblem(FA_MSG.songArtistRequired);
  if (artistName.length > SONG_ARTIST_MAX) return badInputProblem(FA_MSG.songArtistTooLong(SONG_ARTIST_MAX));
  if (!title) return badInputProblem(FA_MSG.titleRequired);
  if (title.length > SONG_TITLE_MAX) return badInputProblem(FA_MSG.titleTooLong(SONG_TITLE_MAX));
  const oszUrl = checkUrl(input.oszUrl, "The .osz link");
  if (isProblem(oszUrl)) return oszUrl;
  return { artistName, title, oszUrl };
}

/** A list of members as typed (usernames or osu! ids): trimmed, non-empty, unique, at most 50. */
export function checkUserList(inputs: readonly string[]): Problem | string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of inputs) {
    const v = raw.trim();
    if (!v) continue;
    if (v.length > 32 && !/^\d+$/.test(v)) return badInputProblem(FA_MSG.cannotFind(v.slice(0, 40)));
    const key = v.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  if (out.length > USER_LIST_MAX) return badInputProblem(FA_MSG.tooManyUsers(USER_LIST_MAX));
  return out;
}

/** Member row ids (the showcase-mapper picker): canonical ids, unique, at most 50. */
export function checkUserIds(inputs: readonly string[]): Problem | number[] {
  const ids: number[] = [];
  for (const raw of inputs) {
    const id = parseId(raw);
    if (id === null) return badInputProblem(FA_MSG.cannotFind(String(raw).slice(0, 40)));
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > USER_LIST_MAX) return badInputProblem(FA_MSG.tooManyUsers(USER_LIST_MAX));
  return ids;
}

/** A free-text search (label or username): trimmed, at most 200 characters; empty → null. */
export function checkSearch(input: string | null | undefined): Problem | string | null {
  const v = (input ?? "").trim();
  if (!v) return null;
  if (v.length > SEARCH_MAX) return badInputProblem(FA_MSG.filterTooLong(SEARCH_MAX));
  return v;
}

export function checkThreshold(input: number): Problem | number {
  if (!Number.isInteger(input) || input < 1 || input > THRESHOLD_MAX)
    return badInputProblem(FA_MSG.invalidThreshold(THRESHOLD_MAX));
  return input;
}

/**
 * The LIKE pattern "contains this", the input's case kept and its wildcards (and backslash) escaped, for a query that
 * lowercases both sides itself (`lower(col) LIKE lower(:pattern)`), so PostgreSQL's case mapping applies to both.
 */
export function likeContainsAsTyped(input: string): string {
  return `%${input.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ------------------------------------------------------------------------------------------------ deleting

export interface Usage {
  quests: number;
  missions: number;
  beatmaps: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 quests, 1 priority quest and 3 beatmaps" (only the non-zero parts). */
export function describeUsage(u: Usage): string {
  const parts = [
    u.quests ? plural(u.quests, "quest", "quests") : null,
    u.missions ? plural(u.missions, "priority quest", "priority quests") : null,
    u.beatmaps ? plural(u.beatmaps, "beatmap", "beatmaps") : null,
  ].filter((p): p is string => p !== null);
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

const used = (u: Usage) => u.quests + u.missions + u.beatmaps > 0;

/**
 * An artist that quests, priority quests (its list of artists or a showcase assignment) or beatmaps (through its
 * songs) use cannot be deleted: the original left those references dangling.
 */
export function deleteArtistProblem(label: string, usage: Usage): Problem | null {
  return used(usage) ? conflictProblem(FA_MSG.artistInUse(label, describeUsage(usage))) : null;
}

/** The same for a song: beatmaps of it, or priority quests that handed it out (showcase song or genre entries). */
export function deleteSongProblem(title: string, usage: Usage): Problem | null {
  return used(usage) ? conflictProblem(FA_MSG.songInUse(title, describeUsage(usage))) : null;
}

// ------------------------------------------------------------------------------------------------ classified status

export interface ClassifiedStatusView {
  message: string;
  /** Members holding the song on the active classified quest (admins only ever see this). */
  claimedBy: string[];
  missionName: string | null;
}

/** Which showcase mission holds a song: none open, claimed (by whom), or unclaimed. */
export function classifiedStatus(missionName: string | null, claimants: readonly string[]): ClassifiedStatusView {
  if (missionName === null) return { message: FA_MSG.noClassifiedQuest, claimedBy: [], missionName: null };
  if (claimants.length) return { message: FA_MSG.claimedBy, claimedBy: [...claimants], missionName };
  return { message: FA_MSG.unclaimed, claimedBy: [], missionName };
}

// ------------------------------------------------------------------------------------------------ the review queue

/** What the review queue reads of an artist. */
export interface ReviewFacts {
  osuId: number | null;
  artistSigned: boolean;
  permanentlyDismiss: boolean;
  lastReviewed: Date | null;
}

/**
 * An artist waits for an admin's review (the original's "artists in need of action"): unreleased (no osu! id), not
 * signed, not dismissed for good, and not reviewed in the last 365 days (or never).
 */
export function needsReview(a: ReviewFacts, now: Date): boolean {
  const cutoff = now.getTime() - REVIEW_AFTER_DAYS * DAY_MS;
  return (
    a.osuId === null && !a.artistSigned && !a.permanentlyDismiss && (a.lastReviewed === null || a.lastReviewed.getTime() < cutoff)
  );
}

/** The same filter in SQL over `featured_artists` aliased `a`; `:reviewCutoff` is now less 365 days. */
export const NEEDS_REVIEW_SQL =
  "a.osu_id IS NULL AND NOT a.artist_signed AND NOT a.permanently_dismiss AND (a.last_reviewed IS NULL OR a.last_reviewed < :reviewCutoff)";

/** The cut-off of `NEEDS_REVIEW_SQL`. */
export const reviewCutoff = (now: Date): Date => new Date(now.getTime() - REVIEW_AFTER_DAYS * DAY_MS);
