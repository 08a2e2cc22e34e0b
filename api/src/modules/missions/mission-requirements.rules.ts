/**
 * The requirements a mission may set on its members and beatmaps (the fields and their keys) and the lines a mission
 * card shows for them, with whether the server checks each. Pure; eligibility itself is mission-eligibility.rules.ts.
 */
import { TASK_ORDER, TaskName } from "../../core/enums";
import { thresholdForRank } from "../points/points.rules";

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

/** Every property `requirementLines` reads (a projection of the mission row reads these for `requirements`). */
const REQUIREMENT_FIELD_SET: Record<keyof RequirementFields, true> = {
  userMaximumRankedBeatmapsCount: true,
  userMaximumGlobalRank: true,
  userMinimumRank: true,
  userMaximumPp: true,
  userMinimumPp: true,
  beatmapEarliestSubmissionDate: true,
  beatmapLatestSubmissionDate: true,
  beatmapMinimumFavorites: true,
  beatmapMinimumPlayCount: true,
  beatmapDifficulties: true,
  beatmapMinimumLength: true,
  beatmapMaximumLength: true,
  isUniqueToRanked: true,
  isUniqueArtistToRanked: true,
  createdAt: true,
};
export const REQUIREMENT_PROPERTIES: readonly string[] = Object.keys(REQUIREMENT_FIELD_SET);

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

/** Submission-date requirements are shown only when stricter than these (README.md). */
export const DISPLAY_EARLIEST_AFTER = new Date("2007-09-17T00:00:00Z");
export const DISPLAY_LATEST_BEFORE = new Date("2050-01-01T00:00:00Z");

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
  if (m.userMaximumGlobalRank !== null)
    add("globalRank", `You must be no higher than ${num(m.userMaximumGlobalRank)} global rank`);
  if (m.userMaximumPp !== null)
    add("maximumPp", `Your performance points in your map's mode must be no higher than ${num(m.userMaximumPp)}`);
  if (m.userMinimumPp !== null)
    add("minimumPp", `Your performance points in your map's mode must be higher than ${num(m.userMinimumPp)}`);
  if (m.beatmapEarliestSubmissionDate && m.beatmapEarliestSubmissionDate.getTime() > DISPLAY_EARLIEST_AFTER.getTime()) {
    add("earliestSubmission", `Beatmap must be submitted after ${isoDay(m.beatmapEarliestSubmissionDate)}`);
  }
  if (m.beatmapLatestSubmissionDate && m.beatmapLatestSubmissionDate.getTime() < DISPLAY_LATEST_BEFORE.getTime()) {
    add("latestSubmission", `Beatmap must be submitted before ${isoDay(m.beatmapLatestSubmissionDate)}`);
  }
  if (m.userMinimumRank !== null) {
    add(
      "mgRank",
      `Your Mappers' Guild rank must be at least ${m.userMinimumRank} (${num(thresholdForRank(m.userMinimumRank))} total points)`,
    );
  }
  const fav = m.beatmapMinimumFavorites;
  const plays = m.beatmapMinimumPlayCount;
  // Shown (and enforced, mission-eligibility.rules.ts) only when both thresholds are set.
  if (fav !== null && plays !== null)
    add("favoritesOrPlays", `Beatmap must have at least ${num(fav)} favorites or ${num(plays)} plays`);
  if (m.beatmapDifficulties.length) {
    const sorted = [...new Set(m.beatmapDifficulties)].sort((a, b) => TASK_ORDER.indexOf(a) - TASK_ORDER.indexOf(b));
    add("difficulties", `Mapset must include these difficulties: ${sorted.join(", ")}`);
  }
  if (m.beatmapMinimumLength !== null)
    add("minimumLength", `Beatmap must be at least ${num(m.beatmapMinimumLength)} seconds long`);
  if (m.beatmapMaximumLength !== null)
    add("maximumLength", `Beatmap must be no longer than ${num(m.beatmapMaximumLength)} seconds`);
  if (m.isUniqueToRanked) add("uniqueToRanked", `Song must be unique to the Ranked section as of ${isoDay(m.createdAt)}`, false);
  if (m.isUniqueArtistToRanked)
    add("uniqueArtistToRanked", `Artist must have no Ranked beatmaps as of ${isoDay(m.createdAt)}`, false);
  return lines;
}
