/** The game's enumerations as the guild uses them (docs/domain.md#beatmaps-and-tasks). */

/** osu! game modes. A beatmap's "hybrid" mode (one mode per task) is display-only. */
export const MODES = ["osu", "taiko", "catch", "mania"] as const;
export type ModeName = (typeof MODES)[number];

/** The five difficulties in canonical order. */
export const DIFFICULTIES = ["Easy", "Normal", "Hard", "Insane", "Expert"] as const;
export type DifficultyName = (typeof DIFFICULTIES)[number];

/** Every task of a mapset in canonical order (sorting, locks, requirement display): the difficulties, then the extras. */
export const TASK_NAMES = [...DIFFICULTIES, "Hitsounds", "Storyboard", "Skin"] as const;
export type TaskNameValue = (typeof TASK_NAMES)[number];

export const BEATMAP_STATUSES = ["WIP", "Done", "Qualified", "Ranked"] as const;
export type BeatmapStatusName = (typeof BEATMAP_STATUSES)[number];

/** Priority quest (mission) tiers: 1 bronze, 2 silver, 3 gold, 4 platinum. */
export const MISSION_TIERS = [1, 2, 3, 4] as const;
export const MISSION_STATUSES = ["open", "closed", "hidden"] as const;

/** Names shared by ranks and mission tiers (tier n has the name of rank n). */
export const TIER_NAMES: Readonly<Record<number, string>> = { 1: "Bronze", 2: "Silver", 3: "Gold", 4: "Platinum", 5: "Unreal" };

export function tierName(tier: number): string {
  return TIER_NAMES[tier] ?? `Tier ${tier}`;
}
