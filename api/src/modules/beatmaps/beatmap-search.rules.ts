/**
 * The /beatmaps search (pure): paging sizes, search tokens and their database terms, the reference matching semantics,
 * the keyset cursor of the newest-first list, and the status order of a member's profile list. The queries themselves
 * are beatmap-search.ts.
 */
import { BEATMAP_SEARCH_MAX_WORDS, BEATMAP_STATUSES, BEATMAPS_FIRST_PAGE, BEATMAPS_NEXT_PAGE } from "@mg/rules";

/** The /beatmaps page's "Other beatmaps" paging (README.md): 30 first, then 50 more per click. */
export const FIRST_PAGE_SIZE = BEATMAPS_FIRST_PAGE;
export const NEXT_PAGE_SIZE = BEATMAPS_NEXT_PAGE;
export const MAX_PAGE_SIZE = 200;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_SEARCH_TOKENS = BEATMAP_SEARCH_MAX_WORDS;
export const MAX_TERM_LENGTH = 64;

/**
 * Search input → tokens: lower-cased, split on whitespace, de-duplicated, each cut to the indexed term length, at most
 * MAX_SEARCH_TOKENS. A beatmap matches if ANY token is a substring of the artist, the title, the host's username or a
 * task mapper's username (the original's semantics).
 */
export function tokenizeSearch(input: string | null | undefined): string[] {
  if (!input) return [];
  const tokens = input
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => t.slice(0, MAX_TERM_LENGTH));
  return [...new Set(tokens)].slice(0, MAX_SEARCH_TOKENS);
}

/** LIKE prefix pattern of a token (wildcards escaped, backslash as escape character). */
export function likePrefixPattern(token: string): string {
  return `${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The JS mirror of the database's mg_search_terms(): every suffix of every word, cut to 64 characters. */
export function searchTermsOf(text: string): string[] {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) {
    for (let i = 0; i < word.length; i++) out.add(word.slice(i, i + MAX_TERM_LENGTH));
  }
  return [...out];
}

/** The reference semantics: any token is a substring of any field (case-insensitive). */
export function matchesSearch(tokens: readonly string[], fields: readonly string[]): boolean {
  const lower = fields.map((f) => f.toLowerCase());
  return tokens.some((t) => lower.some((f) => f.includes(t)));
}

/** Keyset cursor over (createdAt, id) of the newest-first list. */
export function encodeBeatmapCursor(b: { createdAt: Date; id: number }): string {
  return Buffer.from(`${b.createdAt.toISOString()}_${b.id}`).toString("base64url");
}

export function decodeBeatmapCursor(cursor: string): { createdAt: Date; id: number } | null {
  const raw = Buffer.from(cursor, "base64url").toString();
  const i = raw.lastIndexOf("_");
  if (i < 0) return null;
  const createdAt = new Date(raw.slice(0, i));
  const id = Number(raw.slice(i + 1));
  if (Number.isNaN(createdAt.getTime()) || !Number.isSafeInteger(id)) return null;
  return { createdAt, id };
}

/**
 * A member's profile list (userBeatmapsConnection) groups mapsets by status in this order, the web's compareStatus
 * (both read BEATMAP_STATUSES of @mg/rules): WIP, Done, Qualified, Ranked.
 */
export const PROFILE_STATUS_ORDER: readonly string[] = BEATMAP_STATUSES;

/** A status's place in PROFILE_STATUS_ORDER (0 = WIP); the first key of the profile list. */
export function profileStatusRank(status: string): number {
  return PROFILE_STATUS_ORDER.indexOf(status);
}
