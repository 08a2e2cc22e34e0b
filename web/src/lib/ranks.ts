/** Mappers' Guild ranks (badges) from total points. */
export interface RankInfo {
  rank: number;
  name: string;
  threshold: number;
}

export const RANKS: readonly RankInfo[] = [
  { rank: 0, name: "Unranked", threshold: 0 },
  { rank: 1, name: "Bronze", threshold: 100 },
  { rank: 2, name: "Silver", threshold: 250 },
  { rank: 3, name: "Gold", threshold: 500 },
  { rank: 4, name: "Platinum", threshold: 1000 },
  { rank: 5, name: "Unreal", threshold: 2500 },
];

export function rankInfo(rank: number): RankInfo {
  return RANKS[Math.min(Math.max(Math.trunc(rank), 0), 5)] ?? RANKS[0]!;
}

/** The rank reached with `total` points (100/250/500/1000/2500). */
export function rankForPoints(total: number): number {
  let r = 0;
  for (const info of RANKS) if (total >= info.threshold) r = info.rank;
  return r;
}

/** Mission tiers: 1 bronze, 2 silver, 3 gold, 4 platinum. */
export const TIER_NAMES: Record<number, string> = { 1: "Bronze", 2: "Silver", 3: "Gold", 4: "Platinum", 5: "Unreal" };

export function tierName(tier: number): string {
  return TIER_NAMES[tier] ?? `Tier ${tier}`;
}
