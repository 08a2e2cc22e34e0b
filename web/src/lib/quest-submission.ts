/**
 * Quest submission helpers (docs/domain.md#quests-and-parties): the creation cost of a custom quest, and the client defaults a
 * quest form fills in when an artist and a mapset count are picked. The server applies the same cost formula
 * (Quest.creationCost); these only let the form show it before anything is sent.
 */
import { QUEST_LIMITS } from "@mg/rules";
import { DAY_MS } from "./format";

// The creation cost and the field limits: one home in @mg/rules (packages/rules), the server's own values.
export { NO_MAPSETS_COST, questCreationCost } from "@mg/rules";

export type QuestSizeName = "single" | "double" | "mini-pack" | "pack" | "mega-pack";

/** 1 single, 2 double, ≤4 mini-pack, ≤9 pack, ≥10 mega-pack. */
export function questSizeName(requiredMapsets: number): QuestSizeName {
  const n = requiredMapsets;
  if (n <= 1) return "single";
  if (n === 2) return "double";
  if (n <= 4) return "mini-pack";
  if (n <= 9) return "pack";
  return "mega-pack";
}

/** Price per member: 20 / 10 / 5 / 0 for 1 / 2 / 3 / 4+ mapsets. */
export function defaultQuestPrice(requiredMapsets: number): number {
  if (requiredMapsets <= 1) return 20;
  if (requiredMapsets === 2) return 10;
  if (requiredMapsets === 3) return 5;
  return 0;
}

/** Timeframe in days: 10·n + 70. */
export function defaultTimeframeDays(requiredMapsets: number): number {
  return 10 * Math.max(requiredMapsets, 0) + 70;
}

/** Party sizes: n to 3n (at least 1). */
export function defaultPartyRange(requiredMapsets: number): { minParty: number; maxParty: number } {
  const n = Math.max(requiredMapsets, 1);
  return { minParty: n, maxParty: 3 * n };
}

/** "<artist> <single|double|mini-pack|pack|mega-pack>"; without an artist just the size. */
export function defaultQuestName(artistLabel: string | null | undefined, requiredMapsets: number): string {
  const size = questSizeName(requiredMapsets);
  return artistLabel ? `${artistLabel} ${size}` : size;
}

export function defaultObjective(artistLabel: string | null | undefined, requiredMapsets: number): string {
  const songs = requiredMapsets === 1 ? "1 song" : `${Math.max(requiredMapsets, 0)} songs`;
  const from = artistLabel ? `**${artistLabel}**'s featured artist release` : "the featured artist library";
  return `Map ${songs} from ${from}. Each mapset needs at least two difficulties.`;
}

export interface QuestDraftDefaults {
  name: string;
  descriptionMain: string;
  price: number;
  timeframeDays: number;
  minParty: number;
  maxParty: number;
}

/** Every default for an artist and a mapset count (the form overwrites its fields with these on each pick). */
export function questDefaults(artistLabel: string | null | undefined, requiredMapsets: number): QuestDraftDefaults {
  return {
    name: defaultQuestName(artistLabel, requiredMapsets),
    descriptionMain: defaultObjective(artistLabel, requiredMapsets),
    price: defaultQuestPrice(requiredMapsets),
    timeframeDays: defaultTimeframeDays(requiredMapsets),
    ...defaultPartyRange(requiredMapsets),
  };
}

export const daysToMs = (daysCount: number): number => Math.round(daysCount * DAY_MS);

/** The server's limits on quest fields, for the form controls. */
export const QUEST_FIELD_LIMITS = QUEST_LIMITS;

export interface QuestDraftFields {
  name: string;
  descriptionMain: string;
  price: number;
  requiredMapsets: number;
  timeframeDays: number;
  minParty: number;
  maxParty: number;
  modes: readonly string[];
  minRank?: number;
}

const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The first problem with a quest form, in the server's words where it has them; null when it may be sent. */
export function questDraftProblem(f: QuestDraftFields): string | null {
  const L = QUEST_FIELD_LIMITS;
  if (!f.name.trim()) return "Name is required";
  if (f.name.trim().length > L.nameMax) return `Name must be at most ${L.nameMax} characters`;
  if (!f.descriptionMain.trim()) return "Objective is required";
  if (f.descriptionMain.length > L.descriptionMax) return `Objective must be at most ${L.descriptionMax} characters`;
  if (!whole(f.price, 0, L.priceMax)) return `Price must be a whole number from 0 to ${L.priceMax}`;
  if (!whole(f.requiredMapsets, 0, L.requiredMapsetsMax))
    return `Required mapsets must be a whole number from 0 to ${L.requiredMapsetsMax}`;
  if (!whole(f.timeframeDays, L.timeframeMinDays, L.timeframeMaxDays)) {
    return `Timeframe must be between ${L.timeframeMinDays} and ${L.timeframeMaxDays} days`;
  }
  if (!whole(f.minParty, 1, L.partyMax) || !whole(f.maxParty, 1, L.partyMax))
    return `Party size must be a whole number from 1 to ${L.partyMax}`;
  if (f.minParty > f.maxParty) return "Minimum party size cannot exceed the maximum";
  if (f.minRank !== undefined && !whole(f.minRank, 0, L.rankMax)) return `Minimum rank must be from 0 to ${L.rankMax}`;
  if (f.modes.length === 0) return "Select at least one mode!";
  return null;
}

/** Preset sizes for an admin batch (one quest per featured-artist pack): single, double, mini-pack, pack, mega-pack. */
export const BATCH_PRESETS: readonly { size: QuestSizeName; requiredMapsets: number }[] = [
  { size: "single", requiredMapsets: 1 },
  { size: "double", requiredMapsets: 2 },
  { size: "mini-pack", requiredMapsets: 3 },
  { size: "pack", requiredMapsets: 6 },
  { size: "mega-pack", requiredMapsets: 10 },
];
