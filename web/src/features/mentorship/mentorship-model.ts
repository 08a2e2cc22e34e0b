/**
 * Mentorship display helpers (pure; unit tested): mode and group labels, categories, the cycle label and how a
 * cycle's records become columns of mentors with their extra mentors and mentees.
 */
import type { MentorshipCategory, MentorshipMode, MentorshipRecordFieldsFragment } from "./gql/graphql";

export const CATEGORIES: { value: MentorshipCategory; label: string }[] = [
  { value: "mapping", label: "mapping" },
  { value: "modding", label: "modding" },
  { value: "graduation", label: "graduation" },
  { value: "other", label: "other" },
];

export const CATEGORY_MODES: Record<MentorshipCategory, MentorshipMode[]> = {
  mapping: ["osu", "taiko", "catch", "mania"],
  modding: ["osuModding", "taikoModding", "catchModding", "maniaModding"],
  graduation: ["osuGraduation", "taikoGraduation", "catchGraduation", "maniaGraduation"],
  other: ["storyboard"],
};

export const MODE_LABELS: Record<MentorshipMode, string> = {
  osu: "osu!",
  taiko: "osu!taiko",
  catch: "osu!catch",
  mania: "osu!mania",
  osuModding: "osu! modding",
  taikoModding: "osu!taiko modding",
  catchModding: "osu!catch modding",
  maniaModding: "osu!mania modding",
  osuGraduation: "osu! graduation",
  taikoGraduation: "osu!taiko graduation",
  catchGraduation: "osu!catch graduation",
  maniaGraduation: "osu!mania graduation",
  storyboard: "storyboard",
};

export const ALL_MODES = Object.keys(MODE_LABELS) as MentorshipMode[];

/** The osu! mode of a mentorship mode (for its icon), or null (storyboard). */
export function baseMode(mode: MentorshipMode): "osu" | "taiko" | "catch" | "mania" | null {
  const m = /^(osu|taiko|catch|mania)/.exec(mode);
  return m ? (m[1] as "osu" | "taiko" | "catch" | "mania") : null;
}

export const GROUP_LABELS = { mentor: "mentor", extraMentor: "extra mentor", mentee: "mentee" } as const;

/** "<number> - <name>", marked when not public. */
export function cycleLabel(c: { number: number; name: string; isPublic: boolean }): string {
  return `${c.number} - ${c.name}${c.isPublic ? "" : " (NOT PUBLIC)"}`;
}

type Rec = MentorshipRecordFieldsFragment;

export interface MentorEntry {
  mentor: Rec;
  extraMentors: Rec[];
  mentees: Rec[];
}

/** A mode's column: its mentors (by name) with their extra mentors and mentees. */
export function mentorsOf(records: readonly Rec[], mode: MentorshipMode): MentorEntry[] {
  const ofMode = records.filter((r) => r.mode === mode);
  const byName = (a: Rec, b: Rec) => a.user.username.localeCompare(b.user.username);
  return ofMode
    .filter((r) => r.group === "mentor")
    .sort(byName)
    .map((mentor) => ({
      mentor,
      extraMentors: ofMode.filter((r) => r.group === "extraMentor" && r.mentor?.id === mentor.user.id).sort(byName),
      mentees: ofMode.filter((r) => r.group === "mentee" && r.mentor?.id === mentor.user.id).sort(byName),
    }));
}

/** A date input's value (YYYY-MM-DD, UTC) of an ISO date, and back. */
export const toDateInput = (iso: string): string => iso.slice(0, 10);
export const fromDateInput = (value: string): string => `${value}T00:00:00.000Z`;

/** "Jan 1, 2025 – Mar 31, 2025" in UTC. */
export function dateRange(start: string, end: string): string {
  const f = (iso: string) =>
    new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return `${f(start)} – ${f(end)}`;
}
