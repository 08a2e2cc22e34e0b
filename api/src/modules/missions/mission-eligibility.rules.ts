/**
 * May this beatmap join this mission (pure): the checks in the original's order, the first failed requirement, the
 * problem a refusal answers with, and who may take a beatmap out of a mission again.
 */
import { BeatmapMode, BeatmapStatus, MissionStatus, Mode, MODES, TaskName } from "../../core/enums";
import { badInputProblem, conflictProblem, forbiddenProblem, notFoundProblem, type Problem } from "../../core/errors";
import { isMissionActionable, isOsuOriginalSong, MISSION_MSG } from "./missions.rules";
import type { RequirementFields, RequirementKey } from "./mission-requirements.rules";

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

export type IneligibleReason = "notOpen" | "pastDeadline" | "ranked" | "linked" | "mode" | "song" | "requirement";

export type Eligibility = { ok: true } | { ok: false; reason: IneligibleReason; requirement?: RequirementKey; message: string };

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

function ineligible(reason: IneligibleReason, message: string, requirement?: RequirementKey): Eligibility {
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
  if (mission.status !== MissionStatus.open) return ineligible("notOpen", MISSION_MSG.notOpen);
  if (now.getTime() > mission.deadline.getTime()) return ineligible("pastDeadline", MISSION_MSG.pastDeadline);
  if (b.status === BeatmapStatus.Ranked) return ineligible("ranked", "Error: Object not found");
  if (b.questId !== null || (b.missionId !== null && !opts.ignoreMissionLink))
    return ineligible("linked", MISSION_MSG.alreadyLinked);

  const modes = playModes(b);
  if (
    b.mode === BeatmapMode.hybrid
      ? modes.some((m) => !mission.modes.includes(m))
      : !mission.modes.includes(b.mode as unknown as Mode)
  ) {
    return ineligible("mode", MISSION_MSG.mode);
  }
  if (mission.artistIds.length && !mission.artistIds.includes(b.song.artistId)) return ineligible("song", MISSION_MSG.song);
  if (mission.isOsuOriginal && !isOsuOriginalSong(b.song)) return ineligible("song", MISSION_MSG.song);

  const failed = failedRequirement(mission, user, b, now);
  return failed ? ineligible("requirement", MISSION_MSG.requirements, failed) : { ok: true };
}

/** The problem a failed eligibility answers with (the original's codes); null when eligible. */
export function eligibilityProblem(e: Eligibility): Problem | null {
  if (e.ok) return null;
  switch (e.reason) {
    case "notOpen":
    case "pastDeadline":
      return forbiddenProblem(e.message);
    case "ranked":
      return notFoundProblem(e.message);
    case "linked":
      return conflictProblem(e.message);
    default:
      return badInputProblem(e.message);
  }
}

/**
 * Taking a beatmap out of a mission: it must be in that mission; an admin removes any such map at any time, its host
 * only while the mission is open and before the deadline, and never a Ranked map.
 */
export function removalProblem(
  viewer: { id: number; isAdmin: boolean },
  mission: { id: number; status: MissionStatus; deadline: Date },
  b: { missionId: number | null; hostId: number; status: BeatmapStatus },
  now: Date,
): Problem | null {
  if (b.missionId !== mission.id) return badInputProblem(MISSION_MSG.notInMission);
  if (viewer.isAdmin) return null;
  if (b.hostId !== viewer.id) return forbiddenProblem(MISSION_MSG.notHost);
  if (b.status === BeatmapStatus.Ranked) return notFoundProblem();
  if (mission.status !== MissionStatus.open) return forbiddenProblem(MISSION_MSG.notOpen);
  if (!isMissionActionable(mission, now)) return forbiddenProblem(MISSION_MSG.pastDeadline);
  return null;
}

/** The first requirement (display order) the beatmap fails, or null. */
export function failedRequirement(
  m: RequirementFields,
  user: EligibilityUser,
  b: EligibilityBeatmap,
  now: Date,
): RequirementKey | null {
  if (m.userMaximumRankedBeatmapsCount !== null && user.rankedBeatmapsCount > m.userMaximumRankedBeatmapsCount)
    return "rankedBeatmaps";
  // Global rank: a smaller number is a higher rank. A player without a global rank is below every rank.
  if (m.userMaximumGlobalRank !== null && user.globalRank !== null && user.globalRank < m.userMaximumGlobalRank)
    return "globalRank";
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
 * Favourites or plays: enforced only when BOTH thresholds are set (brief: "both fields needed"; a lone threshold is
 * neither shown nor enforced, see mission-requirements.rules.ts); then either one met passes (real OR).
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
  if (minFav === null || minPlays === null) return true;
  return fav >= minFav || plays >= minPlays;
}
