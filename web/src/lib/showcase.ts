/** Showcase ("Classified") selection costs: one home in @mg/rules (packages/rules); the server charges the same. */
import { canPay } from "@mg/rules";

export { artistRerollCost, genreRerollCost, SONG_REROLL_COST } from "@mg/rules";

/** The reroll button's tooltip when the member cannot afford it. */
export const NOT_ENOUGH_POINTS_TOOLTIP = "you don't have enough Available Points for this";

/** Whether `available` points pay for `cost` (available points are shown rounded to one decimal). */
export const canAfford = (available: number, cost: number): boolean => canPay(available, cost);
