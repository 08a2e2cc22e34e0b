/**
 * Beatmap display helpers shared by the beatmaps pages and the users page (pure; unit tested): status and difficulty
 * colours, mode-specific difficulty names, canonical task order. Beatmapset covers come from the server (Beatmap.coverUrl),
 * which picks osu!'s assets host or the offline provider.
 */

import { BEATMAP_STATUSES, type BeatmapStatusName, DIFFICULTIES, type DifficultyName, TASK_NAMES } from "@mg/rules";

// The game's enumerations: one home in @mg/rules (packages/rules), the server's own lists.
export {
  BEATMAP_STATUSES,
  type BeatmapStatusName,
  DIFFICULTIES,
  type DifficultyName,
  TASK_NAMES,
  type TaskNameValue,
} from "@mg/rules";

/** Status colours of the brief: WIP yellow, Done green, Qualified red, Ranked blue. */
export const STATUS_COLORS: Record<BeatmapStatusName, string> = {
  WIP: "#d9bb13",
  Done: "#36d8a2",
  Qualified: "#E74C3C",
  Ranked: "#428ae7",
};

export const DIFFICULTY_COLORS: Record<DifficultyName, string> = {
  Easy: "rgb(69, 185, 254)",
  Normal: "rgb(129, 255, 85)",
  Hard: "rgb(254, 216, 90)",
  // osu!'s Insane pink, lightened a little: the original's 4.5:1 on the cards and dialogs sat exactly on WCAG AA's line,
  // and any blend (a dialog fading in) dropped it under; now 5:1.
  Insane: "rgb(250, 98, 140)",
  // osu!'s Expert purple, lightened to 4.8:1 or more on the cards (the original 3.2:1 failed WCAG AA for text).
  Expert: "rgb(165, 142, 242)",
};

export const DIFFICULTY_LETTERS: Record<DifficultyName, string> = { Easy: "E", Normal: "N", Hard: "H", Insane: "I", Expert: "X" };

const TAIKO_NAMES: Record<DifficultyName, string> = {
  Easy: "Kantan",
  Normal: "Futsuu",
  Hard: "Muzukashii",
  Insane: "Oni",
  Expert: "Inner Oni",
};
const CATCH_NAMES: Record<DifficultyName, string> = {
  Easy: "Cup",
  Normal: "Salad",
  Hard: "Platter",
  Insane: "Rain",
  Expert: "Overdose",
};

export const isDifficulty = (name: string): name is DifficultyName => (DIFFICULTIES as readonly string[]).includes(name);

/** A task's name as mappers of that mode know it: osu!taiko Kantan…Inner Oni, osu!catch Cup…Overdose; others as is. */
export function difficultyName(name: string, mode: string): string {
  if (!isDifficulty(name)) return name;
  if (mode === "taiko") return TAIKO_NAMES[name];
  if (mode === "catch") return CATCH_NAMES[name];
  return name;
}

/** The colour of a difficulty name (extras have none). */
export function difficultyColor(name: string): string | undefined {
  return isDifficulty(name) ? DIFFICULTY_COLORS[name] : undefined;
}

const TASK_MODE_ORDER = ["osu", "taiko", "catch", "mania", "hs", "sb", "skin"];

/** Canonical order: name (Easy … Skin), then mode (osu, taiko, catch, mania, hs, sb, skin). Stable otherwise. */
export function compareTasks(a: { name: string; mode: string }, b: { name: string; mode: string }): number {
  const n = (TASK_NAMES as readonly string[]).indexOf(a.name) - (TASK_NAMES as readonly string[]).indexOf(b.name);
  return n || TASK_MODE_ORDER.indexOf(a.mode) - TASK_MODE_ORDER.indexOf(b.mode);
}

/** Status order of the users page's beatmaps table: WIP, Done, Qualified, Ranked. */
export function compareStatus(a: string, b: string): number {
  return (BEATMAP_STATUSES as readonly string[]).indexOf(a) - (BEATMAP_STATUSES as readonly string[]).indexOf(b);
}

export const BEATMAP_MODE_LABELS: Record<string, string> = {
  osu: "osu!",
  taiko: "osu!taiko",
  catch: "osu!catch",
  mania: "osu!mania",
  hybrid: "Multiple modes",
};

/** "Artist - Title". */
export function mapsetLabel(song: { artistName: string; title: string }): string {
  return `${song.artistName} - ${song.title}`;
}
