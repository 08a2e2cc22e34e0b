/**
 * The closed list of reasons a member's points may differ from the dump's, and the points part of the import report
 * (points-report.ts computes it; README.md "Points").
 */

export const POINTS_REASONS = {
  staleCache: "the dump's stored total is stale (the original recalculated a member's points only on some events)",
  droppedRows: "a row that fed points was skipped or changed by the import (see the items of the report)",
  hardCoded: "a hard-coded exception of the original's formula, now data (all-mappers-win missions, adjustment rows)",
  invalidForPoints: "ours honours invalidForPoints: such a map earns nobody anything (the original ignored the flag)",
  invalidMissionWinner: "a map in its priority quest's invalid list does not win in ours",
  tier5: "ours values a priority quest tier outside 1–4 like tier 1 (the original: tier 5 = −1000)",
  showcaseSplit: "ours divides the showcase bonus among a difficulty's mappers (the original gave each the full 2)",
  lengthAbsent: "a Ranked map without a length: ours withholds its length-scaled points (the original got NaN)",
  questNullDates: "a quest without a deadline or completion date, or a map without a ranked date, is read as ours defines",
  questRewardAnyMap:
    "the quest reward: ours counts any of the member's maps of the quest (the original only the first one, e.g. a map ranked before 2019-03-01)",
  ongoingContest: "contest entries count in ours only once the contest is complete (the original counted ongoing ones)",
  unapprovedContest: "contest points count in ours only for approved contests",
  judgeScaling: "judge points count the entries past screening as our contests do (current screeners, the bonus, ≥ threshold)",
  rounding: "rounding: ours rounds each difficulty × mode cell, and BN points without floating-point noise",
  newSiteActivity: "activity on the new site since the import (mapsets, contests, adjustments or legacy points of ours)",
  unexplained: "NO REASON FOUND — an importer bug",
} as const;
export type PointsReasonCode = keyof typeof POINTS_REASONS;

export interface PointsDifference {
  objectId: string;
  userId: number;
  username: string;
  /** round₁ of the dump's stored fields (null when they hold NaN). */
  dumpTotal: number | null;
  ourTotal: number;
  reasons: { code: PointsReasonCode; reason: string; delta: number | null }[];
}

export interface PointsReport {
  members: number;
  differences: PointsDifference[];
  unexplained: number;
  negativeAvailable: { objectId: string; userId: number; username: string; total: number; spent: number; available: number }[];
  exceptions: { kind: "excluded" | "granted"; mission: string; user: string; applied: boolean; amount: number; note: string }[];
}
