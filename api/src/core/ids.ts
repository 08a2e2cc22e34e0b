/**
 * Row ids as clients send them. An id is a canonical positive integer of PostgreSQL's `integer` range:
 * a number, or a string of digits without sign, spaces, leading zeros, exponent or hex ("0x1", "1e2", " 1 "
 * and "01" are not ids). Anything else reads as "not found", never as a different row.
 */
import { notFound } from "./errors";

export const MAX_ROW_ID = 2_147_483_647;
const DIGITS = /^[1-9][0-9]{0,9}$/;

/** The id, or null when the value is not a canonical id. */
export function parseId(value: unknown): number | null {
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string" && DIGITS.test(value)) n = Number(value);
  else return null;
  return Number.isInteger(n) && n > 0 && n <= MAX_ROW_ID ? n : null;
}

/** The id, or a NOT_FOUND error with the original's "not found" text. */
export function rowId(value: unknown): number {
  const n = parseId(value);
  if (n === null) throw notFound();
  return n;
}
