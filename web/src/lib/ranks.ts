/** Mappers' Guild ranks (badges) from total points, for display. The values live in @mg/rules (packages/rules). */
import { MAX_RANK, RANK_NAMES, rankFromTotal, thresholdForRank } from "@mg/rules";

export { TIER_NAMES, tierName } from "@mg/rules";

export interface RankInfo {
  rank: number;
  name: string;
  threshold: number;
}

export const RANKS: readonly RankInfo[] = RANK_NAMES.map((name, rank) => ({ rank, name, threshold: thresholdForRank(rank) }));

export function rankInfo(rank: number): RankInfo {
  return RANKS[Math.min(Math.max(Math.trunc(rank), 0), MAX_RANK)] ?? RANKS[0]!;
}

/** The rank reached with `total` points (thresholds: BADGE_THRESHOLDS of @mg/rules). */
export const rankForPoints = (total: number): number => rankFromTotal(total);
