/**
 * Input edges shared by every transport (docs/architecture.md, "Errors"): what a text, a whole number and a date may
 * be before a service sees them. The one rule for NUL characters: they are refused everywhere (REST query strings,
 * paths and bodies, GraphQL literals and variables) with NUL_MESSAGE — PostgreSQL text cannot hold them, and no
 * field of the guild has a use for them. app/pipeline/input-guard.ts applies it globally; the helpers below are for adapters.
 */
import { AppError, badInput, notFound } from "./errors";
import { parseId } from "./ids";

export const NUL_MESSAGE = "Text must not contain NUL characters (\\u0000)";
export const INVALID_NUMBER = "Invalid number";
export const INVALID_DATE = "Invalid date";

/** Whole numbers the database's `integer` columns hold. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

/** Dates the site stores: from the Unix epoch to the end of year 9999 (PostgreSQL and every client can show these). */
export const DATE_MIN = Date.UTC(1970, 0, 1);
export const DATE_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** True when a string anywhere in the value (object keys included) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([k, v]) => k.includes("\u0000") || containsNul(v, depth + 1));
}

/** A text field: a string without NUL, else a clear "<label> must be text". */
export function textInput(value: unknown, label: string): string {
  if (typeof value !== "string") throw badInput(`${label} must be text`);
  if (value.includes("\u0000")) throw badInput(NUL_MESSAGE);
  return value;
}

/** An optional text field: undefined stays undefined, null stays null. */
export function optionalTextInput(value: unknown, label: string): string | null | undefined {
  return value === undefined || value === null ? value : textInput(value, label);
}

/** A whole number (a JSON number or a decimal string) within [min, max], else `message`. */
export function intInput(value: unknown, opts: { min?: number; max?: number; message?: string } = {}): number {
  const { min = INT_MIN, max = INT_MAX, message = INVALID_NUMBER } = opts;
  const n = typeof value === "string" && /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < min || n > max) throw badInput(message);
  return n;
}

/** True for a valid date the site can store (DATE_MIN … DATE_MAX). */
export function isStorableDate(d: unknown): d is Date {
  return d instanceof Date && !Number.isNaN(d.getTime()) && d.getTime() >= DATE_MIN && d.getTime() <= DATE_MAX;
}

/** A date from an ISO string, a timestamp in milliseconds or a Date, within the storable range, else `message`. */
export function dateInput(value: unknown, message: string = INVALID_DATE): Date {
  const d =
    value instanceof Date
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? new Date(value)
        : typeof value === "number"
          ? new Date(value)
          : null;
  if (!isStorableDate(d)) throw badInput(message);
  return d;
}

/** A row id from a body or query value (core/ids.ts), or `error` (default: the original's "not found"). */
export function idInput(value: unknown, error: () => AppError = notFound): number {
  const n = parseId(value);
  if (n === null) throw error();
  return n;
}

/**
 * PostgreSQL "data exception" errors (SQLSTATE class 22: numeric or datetime out of range, invalid text
 * representation, NUL bytes) come from input values a check let through. They are answered as bad input — never as
 * a 500 — and the statement that failed changed nothing. Returns null for any other error.
 */
export function inputErrorFromDatabase(err: unknown): AppError | null {
  if (!err || typeof err !== "object") return null;
  const e = err as { driverError?: { code?: unknown }; code?: unknown; query?: unknown };
  const code = e.driverError?.code ?? (typeof e.query === "string" ? e.code : undefined);
  if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code))
    return badInput("Invalid input: a value is out of range or not allowed");
  return null;
}
