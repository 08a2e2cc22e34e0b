/**
 * What spending points costs (docs/domain.md#points-ranks-and-badges). The server charges these amounts through its
 * ledger; the web shows them before anything is sent.
 */

/** Rerolling a showcase song. */
export const SONG_REROLL_COST = 35;

/** Rerolling a showcase artist: 10 × 2^k, k = artist rerolls already made for that mission (10, 20, 40, ...). */
export function artistRerollCost(rerollsSoFar: number): number {
  return 10 * 2 ** Math.max(0, Math.floor(rerollsSoFar));
}

/** Rerolling one song of a genre selection: 2 × (k + 1), k = genre rerolls already made for that mission (2, 4, 6, ...). */
export function genreRerollCost(rerollsSoFar: number): number {
  return 2 * (Math.max(0, Math.floor(rerollsSoFar)) + 1);
}

/** Re-opening an expired quest: half its price plus 25. */
export function reopenPrice(price: number): number {
  return price * 0.5 + 25;
}

/** Submitting a custom quest with no required mapsets costs this flat amount (a deterrent). */
export const NO_MAPSETS_COST = 727;

/**
 * Submitting a custom quest with n required mapsets: base 25, +10 without an artist; n < 1 → 727 flat; n = 1 → +100;
 * 2 ≤ n ≤ 9 → +(10 − n)·7.5; n ≥ 10 → +0.
 */
export function questCreationCost(requiredMapsets: number, hasArtist: boolean): number {
  const n = Math.floor(Number.isFinite(requiredMapsets) ? requiredMapsets : 0);
  if (n < 1) return NO_MAPSETS_COST;
  const base = 25 + (hasArtist ? 0 : 10);
  if (n === 1) return base + 100;
  if (n <= 9) return base + (10 - n) * 7.5;
  return base;
}

/** Whether `available` points pay for `price`: `≥`, never `>` (available points are shown rounded to one decimal). */
export function canPay(available: number, price: number): boolean {
  return Number.isFinite(available) && available + 1e-9 >= price;
}
