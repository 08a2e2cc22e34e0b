import { formatDate } from "./format";
import { RANKS } from "./ranks";

/** The requirement fields of a mission (a subset of the GraphQL Mission type). */
export interface MissionRequirementFields {
  userMaximumRankedBeatmapsCount?: number | null;
  userMaximumGlobalRank?: number | null;
  userMaximumPp?: number | null;
  userMinimumPp?: number | null;
  userMinimumRank?: number | null;
  beatmapEarliestSubmissionDate?: string | null;
  beatmapLatestSubmissionDate?: string | null;
  beatmapMinimumFavorites?: number | null;
  beatmapMinimumPlayCount?: number | null;
  beatmapDifficulties?: readonly string[] | null;
  beatmapMinimumLength?: number | null;
  beatmapMaximumLength?: number | null;
  isUniqueToRanked?: boolean | null;
  createdAt?: string | null;
}

/** Submission-date limits are only worth showing when they narrow the osu! era (2007-09-17 .. 2050-01-01). */
export const EARLIEST_SHOWN_AFTER = Date.UTC(2007, 8, 17);
export const LATEST_SHOWN_BEFORE = Date.UTC(2050, 0, 1);

/** Difficulty order of the TaskName enum as shown to people. */
export const DIFFICULTY_ORDER = ["Easy", "Normal", "Hard", "Insane", "Expert", "Hitsounds", "Storyboard", "Skin"] as const;

const isSet = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The requirement lines shown on a mission card, in a fixed order. */
export function missionRequirementLines(m: MissionRequirementFields): string[] {
  const lines: string[] = [];

  if (isSet(m.userMaximumRankedBeatmapsCount)) {
    const n = m.userMaximumRankedBeatmapsCount;
    lines.push(`You must have no more than ${n} ranked ${plural(n, "beatmap", "beatmaps")}`);
  }
  if (isSet(m.userMaximumGlobalRank)) {
    lines.push(`You must be no higher than #${m.userMaximumGlobalRank} in global rank`);
  }
  if (isSet(m.userMaximumPp)) {
    lines.push(`Your performance points in your map's mode must be no higher than ${m.userMaximumPp}pp`);
  }
  if (isSet(m.userMinimumPp)) {
    lines.push(`Your performance points in your map's mode must be at least ${m.userMinimumPp}pp`);
  }
  if (m.beatmapEarliestSubmissionDate && new Date(m.beatmapEarliestSubmissionDate).getTime() > EARLIEST_SHOWN_AFTER) {
    lines.push(`Your beatmap must be submitted after ${formatDate(m.beatmapEarliestSubmissionDate)}`);
  }
  if (m.beatmapLatestSubmissionDate && new Date(m.beatmapLatestSubmissionDate).getTime() < LATEST_SHOWN_BEFORE) {
    lines.push(`Your beatmap must be submitted before ${formatDate(m.beatmapLatestSubmissionDate)}`);
  }
  if (isSet(m.userMinimumRank) && m.userMinimumRank > 0) {
    const info = RANKS[Math.min(m.userMinimumRank, 5)];
    if (info) lines.push(`Your Mappers' Guild rank must be at least ${info.rank} (${info.threshold} total points)`);
  }
  if (isSet(m.beatmapMinimumFavorites) && isSet(m.beatmapMinimumPlayCount)) {
    const f = m.beatmapMinimumFavorites;
    const p = m.beatmapMinimumPlayCount;
    lines.push(`Your beatmap must have at least ${f} ${plural(f, "favorite", "favorites")} or ${p} ${plural(p, "play", "plays")}`);
  }
  const diffs = DIFFICULTY_ORDER.filter((d) => m.beatmapDifficulties?.includes(d));
  if (diffs.length > 0) {
    lines.push(`Your mapset must include: ${diffs.join(", ")}`);
  }
  if (isSet(m.beatmapMinimumLength)) {
    lines.push(`Your beatmap must be at least ${m.beatmapMinimumLength} seconds long`);
  }
  if (isSet(m.beatmapMaximumLength)) {
    lines.push(`Your beatmap must be no longer than ${m.beatmapMaximumLength} seconds`);
  }
  if (m.isUniqueToRanked) {
    const asOf = m.createdAt ? ` as of ${formatDate(m.createdAt)}` : "";
    lines.push(`Your beatmap's song must be unique to the Ranked section${asOf}`);
  }
  return lines;
}
