/**
 * The search text of Aspire's allowed songs as the server reads it (api/src/modules/locus/aspire-songs.rules.ts):
 * accents removed, lower case, spaces collapsed. The page asks only once there are enough letters.
 */
export const ASPIRE_MIN_SEARCH = 2;
export const ASPIRE_SEARCH_MAX = 200;

export function normalizeSongSearch(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** "1 song" / "12 songs" / "1,234 songs". */
export function songCount(n: number): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? "song" : "songs"}`;
}
