import pg from "pg";

const TIMESTAMPTZ_OID = 1184;

/** `pg`'s own timestamptz parser (postgres-date), taken before `registerTimestamptzParser` replaces it. */
export const parseDate = pg.types.getTypeParser(TIMESTAMPTZ_OID, "text") as (text: string) => Date | number | null;

/**
 * `timestamptz` values as `pg` hands them over, read faster (docs/architecture.md "Reads"). `pg` parses every
 * timestamp with postgres-date, three regular expressions per value; on the bench's lists that was 3–4% of a request's
 * CPU. PostgreSQL writes a timestamptz in one shape under the ISO DateStyle — `2026-11-24 13:55:39.123456+00`, the
 * offset as ±HH, ±HH:MM or ±HH:MM:SS — and that shape is read here by position. Anything else (other DateStyles,
 * infinity, BC dates, years before 1000) goes to postgres-date as before, and the result is the same Date
 * (`timestamptz.test.ts` compares both on every shape).
 */
export function parseTimestamptz(
  text: string,
  fallback: (text: string) => Date | number | null = parseDate,
): Date | number | null {
  const n = text.length;
  // Fixed positions: YYYY-MM-DD HH:MM:SS
  if (
    n < 22 ||
    text.charCodeAt(4) !== 45 ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 32 ||
    text.charCodeAt(13) !== 58 ||
    text.charCodeAt(16) !== 58
  )
    return fallback(text);
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  const hour = digits(text, 11, 13);
  const minute = digits(text, 14, 16);
  const second = digits(text, 17, 19);
  if (year < 1000 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return fallback(text);
  let i = 19;
  let ms = 0;
  if (text.charCodeAt(i) === 46) {
    let j = i + 1;
    while (j < n && isDigit(text.charCodeAt(j))) j++;
    if (j === i + 1) return fallback(text);
    // The same arithmetic as postgres-date (a fraction of a second, times 1000; Date.UTC truncates).
    ms = 1000 * parseFloat(text.slice(i, j));
    i = j;
  }
  const sign = text.charCodeAt(i);
  if (sign !== 43 && sign !== 45) return fallback(text);
  const parts = [0, 0, 0];
  let k = 0;
  i++;
  for (;;) {
    const v = digits(text, i, i + 2);
    if (v < 0) return fallback(text);
    parts[k++] = v;
    i += 2;
    if (i === n) break;
    if (k === 3 || text.charCodeAt(i) !== 58) return fallback(text);
    i++;
  }
  const offset = (parts[0] * 3600 + parts[1] * 60 + parts[2]) * 1000 * (sign === 45 ? -1 : 1);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset);
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/** The number written in text[from, to), or -1 unless it is all digits. */
function digits(text: string, from: number, to: number): number {
  if (to > text.length) return -1;
  let v = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (!isDigit(c)) return -1;
    v = v * 10 + (c - 48);
  }
  return v;
}

/** `pg` reads timestamptz columns with `parseTimestamptz` (process-wide, as `pg`'s type parsers are). */
export function registerTimestamptzParser(): void {
  pg.types.setTypeParser(TIMESTAMPTZ_OID, (text: string) => parseTimestamptz(text));
}
