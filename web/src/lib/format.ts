/** Pure formatting helpers shared by the pages. Everything here is unit tested. */
import { MODES, type ModeName, QUEST_NAME_DISPLAY_MAX } from "@mg/rules";

export const DAY_MS = 86_400_000;

/** Rounds to one decimal place (half away from zero), avoiding float noise such as 0.1 + 0.2. */
export function round1(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const r = (Math.sign(n) * Math.round((Math.abs(n) + Number.EPSILON) * 10)) / 10;
  return Object.is(r, -0) ? 0 : r;
}

/** A points figure as shown in menus and tables: always one decimal ("12.0", "7.5"). */
export function formatPoints(n: number): string {
  return round1(n).toFixed(1);
}

/** "1 pt", "0 pts", "7 pts", "2.5 pts". */
export function pts(n: number): string {
  const shown = Number.isInteger(n) ? String(n) : String(round1(n));
  return `${shown} ${n === 1 ? "pt" : "pts"}`;
}

/** Cuts text longer than `max` characters and appends "..." (quest names: 40, log actions: 120). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export const QUEST_NAME_MAX = QUEST_NAME_DISPLAY_MAX;
export const LOG_ACTION_MAX = 120;

export const truncateQuestName = (name: string): string => truncate(name, QUEST_NAME_MAX);

/** Whole days in a duration given in milliseconds (quest timeframes are stored in ms). */
export function daysFromMs(ms: number): number {
  return Math.round(ms / DAY_MS);
}

/** Days left until `deadline` (rounded up; 0 on the last day, negative once it has passed). */
export function daysRemaining(deadline: string | Date, now: Date = new Date()): number {
  const ms = new Date(deadline).getTime() - now.getTime();
  return ms >= 0 ? Math.ceil(ms / DAY_MS) : -Math.ceil(-ms / DAY_MS);
}

/** "1 day", "5 days". */
export function days(n: number): string {
  return `${n} ${Math.abs(n) === 1 ? "day" : "days"}`;
}

export { MODES, type ModeName } from "@mg/rules";

export const MODE_LABELS: Record<ModeName, string> = { osu: "osu!", taiko: "osu!taiko", catch: "osu!catch", mania: "osu!mania" };

/** A mission's or quest's modes: "" when all four, otherwise "(osu!taiko only)" / "(osu!, osu!mania only)". */
export function modeOnlyLabel(modes: readonly string[]): string {
  const known = MODES.filter((m) => modes.includes(m));
  if (known.length === 0 || known.length >= MODES.length) return "";
  return `(${known.map((m) => MODE_LABELS[m]).join(", ")} only)`;
}

/**
 * Dates are written from toUTCString ("Wed, 05 Mar 2025 14:03:59 GMT"), not with Intl.DateTimeFormat: the first
 * formatter a page makes loads the browser's locale and time-zone data, tens of milliseconds in the middle of the
 * first render of a page of cards (a long task at start-up), for a form that never varies.
 */
function utcParts(value: string | Date): string[] {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return date.toUTCString().split(" ");
}

/** "Mar 5, 2025" in UTC. */
export function formatDate(value: string | Date): string {
  const [, day, month, year] = utcParts(value);
  return `${month} ${Number(day)}, ${Number(year)}`;
}

/** "Mar 5, 2025, 14:03 UTC" (the logs page). */
export function formatDateTimeUtc(value: string | Date): string {
  return `${formatDate(value)}, ${utcParts(value)[4]!.slice(0, 5)} UTC`;
}

/** "1:05" for 65 seconds; lengths of beatmaps. */
export function formatSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

export function osuProfileUrl(osuId: number): string {
  return `https://osu.ppy.sh/users/${osuId}`;
}
