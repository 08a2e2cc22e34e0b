/** Showcase ("Classified") selection costs (brief §9; the server charges the same through its ledger). */

/** Rerolling a showcase song costs 35 points. */
export const SONG_REROLL_COST = 35;

/** Rerolling a showcase artist: 10 × 2^(rerolls so far) → 10, 20, 40, ... */
export function artistRerollCost(rerollsSoFar: number): number {
  return 10 * 2 ** Math.max(0, Math.floor(rerollsSoFar));
}

/** Rerolling one genre song: 2 × (rerolls so far + 1) → 2, 4, 6, ... */
export function genreRerollCost(rerollsSoFar: number): number {
  return 2 * (Math.max(0, Math.floor(rerollsSoFar)) + 1);
}

/** The reroll button's tooltip when the member cannot afford it. */
export const NOT_ENOUGH_POINTS_TOOLTIP = "you don't have enough Available Points for this";

/** Whether `available` points pay for `cost` (available points are shown rounded to one decimal). */
export function canAfford(available: number, cost: number): boolean {
  return Number.isFinite(available) && available + 1e-9 >= cost;
}
