/**
 * The points table (docs/domain.md#points-ranks-and-badges): what each kind of work earns. The API's points engine
 * computes with these values; the landing page's table lists them.
 */

/** Base points of a task on a Ranked map (difficulties and hitsounds scale with the map's length; split among mappers). */
export const BASE_TASK_POINTS = {
  Easy: 5,
  Normal: 6,
  Hard: 7,
  Insane: 8,
  Expert: 8,
  Hitsounds: 2,
  Storyboard: 10,
  Skin: 5,
} as const;

export const HOST_POINTS_PER_MAP = 3;
export const MOD_POINTS_PER_MAP = 1;
/** Completing a quest. */
export const QUEST_REWARD = 7;
/** Quest / priority quest / showcase bonus per difficulty before the collaborator split. */
export const DIFFICULTY_BONUS = 2;
export const CONTEST_CREATOR_POINTS = 5;
export const CONTEST_PARTICIPANT_POINTS = 3;
export const CONTEST_SCREENER_POINTS = 1;
/** A judge earns at least this per contest (more with many submissions). */
export const CONTEST_JUDGE_POINTS = 1;

/** Priority quest (mission) reward by tier; any tier outside 1-4 is worth what tier 1 is worth. */
export const MISSION_TIER_POINTS: Readonly<Record<number, number>> = { 1: 7, 2: 10, 3: 13, 4: 20 };

export function missionTierPoints(tier: number): number {
  return MISSION_TIER_POINTS[tier] ?? MISSION_TIER_POINTS[1]!;
}

/**
 * The per-difficulty bonus of a quest map ranked late: by days late (`lateBy`, exclusive), from on time to over 40
 * days. On time (ranked before the deadline) earns DIFFICULTY_BONUS.
 */
export const QUEST_LATE_BONUS = [
  { lateBy: 20, bonus: 1.5 },
  { lateBy: 40, bonus: 1 },
  { lateBy: Infinity, bonus: 0.5 },
] as const;

/** Quest bonus per difficulty from days late d (≤ 0: on time): 2; < 20 → 1.5; < 40 → 1; else 0.5. */
export function questBonusForDaysLate(daysLate: number): number {
  if (daysLate < 0) return DIFFICULTY_BONUS;
  return QUEST_LATE_BONUS.find((b) => daysLate < b.lateBy)!.bonus;
}
