/**
 * Pure rules for points display, ranks and badges (README.md).
 * The earned-points recalculation lives in points-engine.rules.ts.
 */

import { RANK_NAMES, rankFromTotal, thresholdForRank } from "@mg/rules";

// Thresholds, names and the rank formula live in @mg/rules (packages/rules), shared with the web app.
export { BADGE_THRESHOLDS, RANK_NAMES, rankFromTotal, thresholdForRank } from "@mg/rules";

export function round1(n: number): number {
  return Math.round((n + Number.EPSILON) * 10) / 10;
}

export interface BadgeProgress {
  rank: number;
  rankName: string;
  nextRank: number | null;
  nextRankName: string | null;
  nextThreshold: number | null;
  pointsToNext: number;
  /** 0..1 progress from the current threshold to the next one. */
  progress: number;
}

export function badgeProgress(total: number): BadgeProgress {
  const rank = rankFromTotal(total);
  if (rank >= 5) {
    return {
      rank,
      rankName: RANK_NAMES[rank],
      nextRank: null,
      nextRankName: null,
      nextThreshold: null,
      pointsToNext: 0,
      progress: 1,
    };
  }
  const from = thresholdForRank(rank);
  const to = thresholdForRank(rank + 1);
  return {
    rank,
    rankName: RANK_NAMES[rank],
    nextRank: rank + 1,
    nextRankName: RANK_NAMES[rank + 1],
    nextThreshold: to,
    pointsToNext: round1(Math.max(0, to - total)),
    progress: Math.min(1, Math.max(0, (total - from) / (to - from))),
  };
}

/** The cached per-category fields a user row carries. */
export interface PointFields {
  easyPoints: number;
  normalPoints: number;
  hardPoints: number;
  insanePoints: number;
  expertPoints: number;
  storyboardPoints: number;
  hitsoundPoints: number;
  skinPoints: number;
  questPoints: number;
  missionPoints: number;
  modPoints: number;
  hostPoints: number;
  contestCreatorPoints: number;
  contestParticipantPoints: number;
  contestScreenerPoints: number;
  contestJudgePoints: number;
  legacyPoints: number;
  adjustmentPoints: number;
  osuPoints: number;
  taikoPoints: number;
  catchPoints: number;
  maniaPoints: number;
  spentPoints: number;
}

/** Every property of `PointFields` (core/projection.ts: a projection of members that prints their points reads these). */
const POINT_FIELD_SET: Record<keyof PointFields, true> = {
  easyPoints: true,
  normalPoints: true,
  hardPoints: true,
  insanePoints: true,
  expertPoints: true,
  storyboardPoints: true,
  hitsoundPoints: true,
  skinPoints: true,
  questPoints: true,
  missionPoints: true,
  modPoints: true,
  hostPoints: true,
  contestCreatorPoints: true,
  contestParticipantPoints: true,
  contestScreenerPoints: true,
  contestJudgePoints: true,
  legacyPoints: true,
  adjustmentPoints: true,
  osuPoints: true,
  taikoPoints: true,
  catchPoints: true,
  maniaPoints: true,
  spentPoints: true,
};
export const POINT_PROPERTIES: readonly string[] = Object.keys(POINT_FIELD_SET);

export const CATEGORY_FIELDS = [
  "easyPoints",
  "normalPoints",
  "hardPoints",
  "insanePoints",
  "expertPoints",
  "storyboardPoints",
  "hitsoundPoints",
  "skinPoints",
  "questPoints",
  "missionPoints",
  "modPoints",
  "hostPoints",
  "contestCreatorPoints",
  "contestParticipantPoints",
  "contestScreenerPoints",
  "contestJudgePoints",
  "legacyPoints",
  "adjustmentPoints",
] as const satisfies readonly (keyof PointFields)[];

export function totalFromFields(p: PointFields): number {
  let total = 0;
  for (const f of CATEGORY_FIELDS) total += p[f] ?? 0;
  return total;
}

export interface PointsInfo {
  total: number;
  available: number;
  mapping: number;
  modding: number;
  other: number;
}

/**
 * The user-menu breakdown, each figure rounded to one decimal. `other` is whatever is neither mapping
 * nor modding (mission rewards included, unlike the original), so mapping + modding + other = total exactly.
 */
export function pointsInfo(p: PointFields): PointsInfo {
  const total = round1(totalFromFields(p));
  const mapping = round1(p.osuPoints + p.taikoPoints + p.catchPoints + p.maniaPoints);
  const modding = round1(p.modPoints);
  return {
    total,
    available: round1(total - p.spentPoints),
    mapping,
    modding,
    other: round1(total - mapping - modding),
  };
}

/** Points a user can still spend (unrounded, for balance checks). */
export function availablePoints(p: PointFields): number {
  return totalFromFields(p) - p.spentPoints;
}

export const CATEGORY_LABELS: Record<(typeof CATEGORY_FIELDS)[number], [string, string]> = {
  easyPoints: ["easy", "Easy difficulties"],
  normalPoints: ["normal", "Normal difficulties"],
  hardPoints: ["hard", "Hard difficulties"],
  insanePoints: ["insane", "Insane difficulties"],
  expertPoints: ["expert", "Expert difficulties"],
  storyboardPoints: ["storyboard", "Storyboards"],
  hitsoundPoints: ["hitsound", "Hitsounds"],
  skinPoints: ["skin", "Skins"],
  questPoints: ["quest", "Completed quests"],
  missionPoints: ["mission", "Priority quests"],
  modPoints: ["mod", "Modding"],
  hostPoints: ["host", "Hosting mapsets"],
  contestCreatorPoints: ["contestCreator", "Contest organization"],
  contestParticipantPoints: ["contestParticipant", "Contest participation"],
  contestScreenerPoints: ["contestScreener", "Contest screening"],
  contestJudgePoints: ["contestJudge", "Contest judging"],
  legacyPoints: ["legacy", "Legacy"],
  adjustmentPoints: ["adjustment", "Adjustments"],
};

/**
 * Rounds each category to one decimal so that the rounded rows add up exactly to the rounded total
 * (largest-remainder rounding in tenths).
 */
export function breakdownRows(p: PointFields): { key: string; label: string; points: number }[] {
  const raw = CATEGORY_FIELDS.map((f) => ({ f, tenths: (p[f] ?? 0) * 10 }));
  // The same rounding as pointsInfo's total, so the table and the menu always agree.
  const target = Math.round(round1(totalFromFields(p)) * 10);
  const floors = raw.map((r) => Math.floor(r.tenths + 1e-9));
  let remaining = target - floors.reduce((s, v) => s + v, 0);
  const order = raw.map((r, i) => ({ i, frac: r.tenths - floors[i] })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const o of order) {
    if (remaining <= 0) break;
    floors[o.i] += 1;
    remaining -= 1;
  }
  return raw
    .map((r, i) => ({ key: CATEGORY_LABELS[r.f][0], label: CATEGORY_LABELS[r.f][1], points: floors[i] / 10 }))
    .filter((row) => row.points !== 0);
}
