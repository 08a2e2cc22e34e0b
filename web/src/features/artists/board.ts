/**
 * The FA Schedule board as data (api/src/modules/artists/README.md): sections, columns, the card's status hints and
 * "N days ago". Which artists sit in a column, and in what order, is the server's (one query per column).
 */
import type { FaCardFieldsFragment, FaColumn } from "./gql/graphql";

export interface ColumnDef {
  column: FaColumn;
  title: string;
  /** What the column holds, for the column's description. */
  hint: string;
  /** Cards here are work in progress: a contact older than 21 days is overdue. */
  inProgress?: boolean;
  /** Starts folded (long lists of finished deals); a button unfolds it. */
  folded?: boolean;
}

export interface SectionDef {
  title: string;
  columns: ColumnDef[];
}

export const SECTIONS: readonly SectionDef[] = [
  {
    title: "In progress",
    columns: [
      { column: "ready", title: "Ready", hint: "ppy signed or release planned; soonest release first", inProgress: true },
      { column: "contract", title: "Contract", hint: "contract sent, waiting for signatures", inProgress: true },
      { column: "discussion", title: "Discussion", hint: "responded, no contract yet", inProgress: true },
      {
        column: "artistUpdates",
        title: "Current artist updates",
        hint: "released artists with new songs pending",
        inProgress: true,
      },
    ],
  },
  {
    title: "Planned",
    columns: [
      { column: "awaitingResponse", title: "Awaiting response", hint: "contacted, no answer yet" },
      { column: "notContacted", title: "Not contacted", hint: "newest first" },
    ],
  },
  {
    title: "Inactive",
    columns: [
      { column: "upToDate", title: "Up to date", hint: "released and up to date, A to Z", folded: true },
      { column: "rejected", title: "Rejected", hint: "declined or stopped answering", folded: true },
    ],
  },
];

export const ALL_COLUMNS: readonly ColumnDef[] = SECTIONS.flatMap((s) => s.columns);

/** The label filter applies from three characters on (the original's rule). */
export const FILTER_MIN = 3;

export function effectiveFilter(input: string): string | null {
  const v = input.trim();
  return v.length >= FILTER_MIN ? v : null;
}

const DAY_MS = 86_400_000;

/** Whole days since the last contact, or null (never contacted). */
export function daysSince(lastContacted: string | null | undefined, now: Date = new Date()): number | null {
  if (!lastContacted) return null;
  const t = new Date(lastContacted).getTime();
  if (Number.isNaN(t)) return null;
  return Math.max(0, Math.floor((now.getTime() - t) / DAY_MS));
}

/** "today", "1 day ago", "N days ago", "never". */
export function daysAgoText(lastContacted: string | null | undefined, now: Date = new Date()): string {
  const d = daysSince(lastContacted, now);
  if (d === null) return "never";
  if (d === 0) return "today";
  return `${d} ${d === 1 ? "day" : "days"} ago`;
}

export const OVERDUE_DAYS = 21;

export function isOverdue(a: Pick<FaCardFieldsFragment, "lastContacted">, inProgress: boolean, now: Date = new Date()): boolean {
  const d = daysSince(a.lastContacted, now);
  return inProgress && d !== null && d > OVERDUE_DAYS;
}

export type HintTone = "danger" | "warning" | "muted" | "done";

export interface Hint {
  text: string;
  tone: HintTone;
}

/**
 * The card's status hints: what is still missing. Up to date → "up to date". Contract sent → the missing signatures
 * and payment; once ppy signed and paid → the missing images, songs and timing. No contract and rejected → "no
 * response" / "stopped responding". No showcase map yet → [showcase].
 */
export function statusHints(a: FaCardFieldsFragment): Hint[] {
  if (a.isUpToDate) return [{ text: "up to date", tone: "muted" }];
  const out: Hint[] = [];
  if (a.contractSent) {
    if (!a.artistSigned) out.push({ text: "[artist signed]", tone: "danger" });
    if (!a.ppySigned) out.push({ text: "[ppy signed]", tone: "danger" });
    if (!a.ppyPaid) out.push({ text: "[ppy paid]", tone: "danger" });
    if (a.ppySigned && a.ppyPaid) {
      if (!a.assetsReceived) out.push({ text: "[images]", tone: "danger" });
      if (!a.songsReceived) out.push({ text: "[songs]", tone: "danger" });
      if (!a.songsTimed && a.songsReceived) out.push({ text: "[timing]", tone: "danger" });
    }
  } else if (a.isRejected) {
    out.push({ text: a.isResponded ? "stopped responding" : "no response", tone: "muted" });
  }
  if (!a.hasRankedMaps) out.push({ text: "[showcase]", tone: "warning" });
  return out;
}

/** yyyy-mm-dd of a day in the visitor's calendar ("mark as today"). */
export function localDay(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** yyyy-mm-dd of a stored contact time (midnight UTC of the day it was entered). */
export function isoDay(value: string | null | undefined): string {
  return value ? new Date(value).toISOString().slice(0, 10) : "";
}

/** "12 Mar 2026" for a yyyy-mm-dd day, without time-zone drift. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "";
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return d.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

export interface FlagDef {
  flag: import("./gql/graphql").FaFlag;
  label: string;
  field: keyof FaCardFieldsFragment;
}

/** The deal's switches, grouped as on the original card. */
export const FLAG_GROUPS: readonly { title: string; flags: FlagDef[] }[] = [
  {
    title: "Discussion",
    flags: [
      { flag: "contacted", label: "Contacted", field: "isContacted" },
      { flag: "responded", label: "Responded", field: "isResponded" },
      { flag: "rejected", label: "Rejected", field: "isRejected" },
    ],
  },
  {
    title: "Contract",
    flags: [
      { flag: "contractSent", label: "Sent", field: "contractSent" },
      { flag: "artistSigned", label: "Artist signed", field: "artistSigned" },
      { flag: "ppyPaid", label: "ppy paid", field: "ppyPaid" },
      { flag: "ppySigned", label: "ppy signed", field: "ppySigned" },
    ],
  },
  {
    title: "Publication",
    flags: [
      { flag: "songsReceived", label: "Songs received", field: "songsReceived" },
      { flag: "songsTimed", label: "Songs timed", field: "songsTimed" },
      { flag: "assetsReceived", label: "Visual assets received", field: "assetsReceived" },
      { flag: "upToDate", label: "Released", field: "isUpToDate" },
    ],
  },
  {
    title: "Other",
    flags: [
      { flag: "hasRankedMaps", label: "Has showcase map", field: "hasRankedMaps" },
      { flag: "hasNewSongs", label: "New songs pending", field: "hasNewSongs" },
      { flag: "momentum", label: "Momentum", field: "isMomentum" },
    ],
  },
];

/** The switch's name as the deal modal shows it ("Artist signed"). */
export function flagLabel(flag: import("./gql/graphql").FaFlag): string {
  for (const g of FLAG_GROUPS) for (const f of g.flags) if (f.flag === flag) return f.label;
  return flag;
}

/** Where the deal sits on the board now, in words ("Contract, Current artist updates" or "no column"). */
export function columnsText(columns: readonly FaColumn[]): string {
  const titles = ALL_COLUMNS.filter((c) => columns.includes(c.column)).map((c) => c.title);
  return titles.length ? titles.join(", ") : "no column";
}
