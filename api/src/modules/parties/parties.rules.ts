/** A party's rank: the rounded average MG rank of its members (0 when empty). */
export function partyRank(memberRanks: number[]): number {
  if (memberRanks.length === 0) return 0;
  return Math.round(memberRanks.reduce((s, r) => s + r, 0) / memberRanks.length);
}
