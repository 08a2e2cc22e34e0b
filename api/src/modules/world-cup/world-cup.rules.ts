/**
 * World Cup rules (pure): note texts, modes and the beatmap search input. See README.md beside this file.
 */
import { WORLD_CUP_NOTE_MAX } from "@mg/rules";
import { badInputProblem, type Problem } from "../../core/errors";
import { Mode, MODES } from "../../core/enums";

export const WORLD_CUP_TEXT = {
  noteTooLong: "Note must be at most 10000 characters",
  invalidMode: "Invalid mode",
  beatmapNotFound: "Beatmap ID does not exist!",
  searchTooShort: "Type at least 2 characters to search",
  searchTooLong: "Search must be at most 100 characters",
} as const;

/** One home in @mg/rules (packages/rules); the World Cup page shows the same limit. */
export const NOTE_MAX = WORLD_CUP_NOTE_MAX;
export const SEARCH_MAX = 100;

export function noteModeProblem(mode: unknown): Problem | null {
  return MODES.includes(mode as Mode) ? null : badInputProblem(WORLD_CUP_TEXT.invalidMode);
}

export function noteProblem(content: unknown): Problem | null {
  if (typeof content !== "string") return badInputProblem(WORLD_CUP_TEXT.noteTooLong);
  return content.length > NOTE_MAX ? badInputProblem(WORLD_CUP_TEXT.noteTooLong) : null;
}

/** A note as stored: trailing whitespace dropped (an all-blank note is empty). */
export const cleanNote = (content: string): string => content.replace(/\s+$/, "");

export type BeatmapSearch =
  | { kind: "id"; beatmapId: number; osuBeatmapsetId: number }
  | { kind: "osuLink"; osuBeatmapsetId: number }
  | { kind: "text"; words: string[] };

/**
 * What a helper typed to find a beatmap to flag: a number (a guild beatmap id or an osu! beatmapset id), an osu!
 * beatmapset link, or words of the artist, title or host.
 */
export function parseBeatmapSearch(input: string): { problem: Problem } | { search: BeatmapSearch } {
  const v = input.trim();
  if (v.length > SEARCH_MAX) return { problem: badInputProblem(WORLD_CUP_TEXT.searchTooLong) };
  if (v.length < 2 && !/^\d$/.test(v)) return { problem: badInputProblem(WORLD_CUP_TEXT.searchTooShort) };
  if (/^\d{1,10}$/.test(v) && Number(v) <= 2_147_483_647)
    return { search: { kind: "id", beatmapId: Number(v), osuBeatmapsetId: Number(v) } };
  const link = /osu\.ppy\.sh\/(?:beatmapsets|s)\/(\d{1,10})/i.exec(v);
  if (link && Number(link[1]) <= 2_147_483_647) return { search: { kind: "osuLink", osuBeatmapsetId: Number(link[1]) } };
  // Case is left to the query, which lowercases both sides in PostgreSQL (JavaScript's case mapping differs for İ, Σ).
  const words = v
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 5);
  return { search: { kind: "text", words } };
}

/** LIKE pattern for "contains", with wildcards in the input escaped. */
export const likeContains = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
