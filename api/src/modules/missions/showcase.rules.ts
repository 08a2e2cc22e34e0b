/**
 * Showcase ("Classified") selection rules (pure): which selection a mission offers, its window, the reroll costs and
 * the random picks (the random source is injected, so tests are deterministic).
 */
import { MissionStatus } from "../../core/enums";
import { badInputProblem, forbiddenProblem, type Problem } from "../../core/errors";
import { isMissionActionable, MISSION_MSG } from "./missions.rules";

// ------------------------------------------------------------------ costs

// Song 35, artist 10 · 2^k, genre 2 · (k + 1): one home in @mg/rules (packages/rules), shared with the web app.
export { artistRerollCost, genreRerollCost, SONG_REROLL_COST } from "@mg/rules";
export const GENRE_SONGS_PER_ENTRY = 3;

// ------------------------------------------------------------------ selection window

export type ShowcaseMode = "song" | "artist" | "genre";

/** Which selection a mission offers: song, artist or genre mode, or none. */
export function showcaseMode(m: {
  isShowcaseMission: boolean;
  isArtistShowcase: boolean;
  isGenreShowcase: boolean;
}): ShowcaseMode | null {
  if (!m.isShowcaseMission) return null;
  if (m.isArtistShowcase) return "artist";
  if (m.isGenreShowcase) return "genre";
  return "song";
}

/**
 * Showcase selection window: open missions until the deadline (README.md "after the deadline ... too late").
 * The original's UI hid the buttons 7 days earlier; the brief wins, so selection closes at the deadline itself.
 */
export function isSelectionOpen(
  m: { status: MissionStatus; deadline: Date; isShowcaseMission: boolean; isArtistShowcase: boolean; isGenreShowcase: boolean },
  now: Date,
): boolean {
  return showcaseMode(m) !== null && isMissionActionable(m, now);
}

const TOO_LATE: Record<ShowcaseMode, string> = {
  song: MISSION_MSG.tooLateSong,
  artist: MISSION_MSG.tooLateArtist,
  genre: MISSION_MSG.tooLateGenre,
};
const RANK_TOO_LOW: Record<ShowcaseMode, string> = {
  song: MISSION_MSG.songRankTooLow,
  artist: MISSION_MSG.artistRankTooLow,
  genre: MISSION_MSG.genreRankTooLow,
};

/**
 * May a member make a selection of this mode (load or reroll) on this mission now: the mission offers that selection,
 * is open and not past its deadline, and the member's MG rank reaches the mission's minimum.
 */
export function selectionProblem(
  mission: {
    status: MissionStatus;
    deadline: Date;
    isShowcaseMission: boolean;
    isArtistShowcase: boolean;
    isGenreShowcase: boolean;
    userMinimumRank: number | null;
  },
  mode: ShowcaseMode,
  memberRank: number,
  now: Date,
): Problem | null {
  if (showcaseMode(mission) !== mode) return badInputProblem(MISSION_MSG.notShowcase);
  if (mission.status !== MissionStatus.open) return forbiddenProblem(MISSION_MSG.notOpen);
  if (now.getTime() > mission.deadline.getTime()) return forbiddenProblem(TOO_LATE[mode]);
  if (mission.userMinimumRank !== null && memberRank < mission.userMinimumRank) return forbiddenProblem(RANK_TOO_LOW[mode]);
  return null;
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
  candidates: readonly T[],
  heldByOthers: ReadonlySet<number>,
  random: Random,
): T | undefined {
  const free = candidates.filter((c) => !heldByOthers.has(c.id));
  const pool = free.length ? free : candidates;
  const artistId = pickOne([...new Set(pool.map((s) => s.artistId))], random);
  return artistId === undefined
    ? undefined
    : pickOne(
        pool.filter((s) => s.artistId === artistId),
        random,
      );
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
    picked.push(
      ...shuffle(
        pool.filter((s) => !taken.has(s.id)),
        random,
      ).slice(0, n - picked.length),
    );
  }
  return picked;
}

/** Genre mode, reroll of one song: prefer an artist none of the other current songs (nor the replaced one) has. */
export function pickGenreReplacement<T extends { id: number; artistId: number }>(
  pool: readonly T[],
  avoidArtistIds: ReadonlySet<number>,
  random: Random,
): T | undefined {
  const fresh = pool.filter((s) => !avoidArtistIds.has(s.artistId));
  return pickOne(fresh.length ? fresh : pool, random);
}
