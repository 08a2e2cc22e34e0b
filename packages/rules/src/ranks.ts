/** Guild ranks (profile badges) from total points (docs/domain.md#points-ranks-and-badges). */

/** Total points that reach ranks 1-5. */
export const BADGE_THRESHOLDS = [100, 250, 500, 1000, 2500] as const;
export const RANK_NAMES = ["Unranked", "Bronze", "Silver", "Gold", "Platinum", "Unreal"] as const;
export const MAX_RANK = 5;

/** Rank 0-5 from the unrounded total: <100 → 0, <250 → 1, <500 → 2, <1000 → 3, <2500 → 4, else 5. */
export function rankFromTotal(total: number): number {
  let rank = 0;
  for (const t of BADGE_THRESHOLDS) if (total >= t) rank++;
  return rank;
}

/** Total points needed for a rank (1-5, higher ranks count as 5); 0 for rank 0 and below. */
export function thresholdForRank(rank: number): number {
  return rank <= 0 ? 0 : BADGE_THRESHOLDS[Math.min(Math.trunc(rank), MAX_RANK) - 1]!;
}

/** The name of a rank; out-of-range ranks are clamped to 0-5. */
export function rankName(rank: number): string {
  return RANK_NAMES[Math.min(Math.max(Math.trunc(rank), 0), MAX_RANK)]!;
}
