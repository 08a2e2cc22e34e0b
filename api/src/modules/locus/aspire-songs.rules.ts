/**
 * Pure rules of Aspire's allowed songs (modules/locus/README.md, "Aspire's allowed songs"): how a line is normalised
 * for the search, and what an admin's pasted list may hold. Each check returns a Problem or nothing.
 */
import { badInputProblem, type Problem } from "../../core/errors";
import { ASPIRE_SONG_LIMITS } from "./locus.options";

export const MSG_ASPIRE_SONGS = {
  noLines: 'Paste at least one song (one "Artist - Title" per line)',
  tooManyLines: `Paste at most ${ASPIRE_SONG_LIMITS.linesPerPaste.toLocaleString("en-US")} songs at a time`,
  searchTooLong: `Search text must be at most ${ASPIRE_SONG_LIMITS.search} characters`,
  searchTooShort: `Type at least ${ASPIRE_SONG_LIMITS.minSearch} letters to search`,
  seasonFull: `A season allows at most ${ASPIRE_SONG_LIMITS.perSeason.toLocaleString("en-US")} songs`,
  noSeason: "There is no such Aspire season; start it first",
  badDate: "Invalid date",
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The form a line is searched in: accents removed (é → e), lower case, runs of spaces as one — so "Cafe" finds
 * "Café" and "  camellia " finds "Camellia". The original's search normalised the same way.
 */
export function normalizeSongText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The words of a search, normalised: every one must appear in a line for it to match. Empty = no search. Refuses a
 * search that is too long or, once normalised, shorter than ASPIRE_SONG_LIMITS.minSearch.
 */
export function searchWords(search: string | null | undefined): { words: string[]; problem: Problem | null } {
  const raw = search ?? "";
  if (raw.length > ASPIRE_SONG_LIMITS.search) return { words: [], problem: badInputProblem(MSG_ASPIRE_SONGS.searchTooLong) };
  const normalized = normalizeSongText(raw);
  if (normalized.length === 0) return { words: [], problem: null };
  if (normalized.length < ASPIRE_SONG_LIMITS.minSearch)
    return { words: [], problem: badInputProblem(MSG_ASPIRE_SONGS.searchTooShort) };
  return { words: [...new Set(normalized.split(" "))], problem: null };
}

/**
 * An admin's pasted list: one song per line ("Artist - Title", as the original's allowlist file), blank lines
 * skipped, spaces trimmed, repeats (ignoring case) kept once. A line that is too long or holds control characters
 * refuses the whole paste, naming its line number.
 */
export function parseSongLines(text: string): { lines: string[]; problem: Problem | null } {
  const lines: string[] = [];
  const seen = new Set<string>();
  const rows = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < rows.length; i++) {
    const line = rows[i].replace(/\s+/g, " ").trim();
    if (!line) continue;
    if (line.length > ASPIRE_SONG_LIMITS.line)
      return { lines: [], problem: badInputProblem(`Line ${i + 1} is longer than ${ASPIRE_SONG_LIMITS.line} characters`) };
    if (CONTROL.test(line)) return { lines: [], problem: badInputProblem(`Line ${i + 1} contains invalid characters`) };
    const key = line.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(line);
    if (lines.length > ASPIRE_SONG_LIMITS.linesPerPaste)
      return { lines: [], problem: badInputProblem(MSG_ASPIRE_SONGS.tooManyLines) };
  }
  if (lines.length === 0) return { lines: [], problem: badInputProblem(MSG_ASPIRE_SONGS.noLines) };
  return { lines, problem: null };
}

/** "Artist - Title" of a featured song, as the original's list wrote them. */
export function songLine(artist: string, title: string): string {
  return `${artist.trim()} - ${title.trim()}`.replace(/\s+/g, " ").slice(0, ASPIRE_SONG_LIMITS.line);
}
