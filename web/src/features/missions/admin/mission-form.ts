/**
 * The admin mission form: values as typed, conversion from/to the API, and client-side validation that mirrors the
 * server's (api missions.rules parseMissionPatch / validateMissionFields), so most mistakes show before a round trip.
 * The server still checks everything; its message is shown when it refuses.
 */
import { MISSION_LIMITS, MISSION_STATUSES as STATUSES, MISSION_TIERS, TASK_NAMES, tierName } from "@mg/rules";
import { MODES } from "../../../lib/format";
import type { AdminMissionFieldsFragment, MissionInput, MissionStatus, Mode, TaskName } from "../gql/graphql";

// Limits, tiers, statuses and task names: one home in @mg/rules (packages/rules), the server's own values.
export const MISSION_NAME_MAX = MISSION_LIMITS.nameMax;
export const MISSION_MARKDOWN_MAX = MISSION_LIMITS.markdownMax;
export const GENRE_OPTION_MAX = MISSION_LIMITS.genreOptionMax;
export const GENRE_OPTIONS_MAX = MISSION_LIMITS.genreOptionsMax;
export const MISSION_NUMBER_MAX: number = MISSION_LIMITS.numberMax;

export const TIER_NAMES: Record<number, string> = Object.fromEntries(MISSION_TIERS.map((t) => [t, tierName(t).toLowerCase()]));
export const MISSION_STATUSES: readonly MissionStatus[] = STATUSES;
/** Difficulties and extras in canonical order. */
export const DIFFICULTIES: readonly TaskName[] = TASK_NAMES;

export const NUMBER_FIELDS = [
  "userMaximumRankedBeatmapsCount",
  "userMaximumGlobalRank",
  "userMaximumPp",
  "userMinimumPp",
  "beatmapMinimumFavorites",
  "beatmapMinimumPlayCount",
  "beatmapMinimumLength",
  "beatmapMaximumLength",
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export const FLAG_FIELDS = [
  "isShowcaseMission",
  "isArtistShowcase",
  "isGenreShowcase",
  "isSeparate",
  "isOsuOriginal",
  "isUniqueToRanked",
  "isUniqueArtistToRanked",
  "hasLameWinners",
  "allMappersWin",
  "openingAnnounced",
  "closingAnnounced",
] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

export interface MissionFormValues extends Record<NumberField, string>, Record<FlagField, boolean> {
  name: string;
  tier: string;
  status: MissionStatus;
  objective: string;
  winCondition: string;
  additionalRequirement: string;
  /** datetime-local value, read as UTC: "2025-03-05T14:00" */
  deadline: string;
  modes: Mode[];
  artists: { id: string; label: string }[];
  remainingArtists: string;
  /** Comma-separated genre tags */
  genreOptions: string;
  userMinimumRank: string;
  /** date values, read as UTC midnight: "2025-03-05" */
  beatmapEarliestSubmissionDate: string;
  beatmapLatestSubmissionDate: string;
  beatmapDifficulties: TaskName[];
}

export type MissionFormField = keyof MissionFormValues;
export type MissionFormErrors = Partial<Record<MissionFormField | "form", string>>;

const DAY_MS = 86_400_000;

export function emptyMissionForm(now: Date = new Date()): MissionFormValues {
  const deadline = new Date(Math.ceil((now.getTime() + 30 * DAY_MS) / DAY_MS) * DAY_MS);
  return {
    name: "",
    tier: "1",
    status: "hidden",
    objective: "",
    winCondition: "",
    additionalRequirement: "",
    deadline: deadline.toISOString().slice(0, 16),
    modes: [...MODES],
    artists: [],
    isShowcaseMission: false,
    isArtistShowcase: false,
    isGenreShowcase: false,
    isSeparate: false,
    isOsuOriginal: false,
    isUniqueToRanked: false,
    isUniqueArtistToRanked: false,
    hasLameWinners: false,
    allMappersWin: false,
    openingAnnounced: false,
    closingAnnounced: false,
    remainingArtists: "0",
    genreOptions: "",
    userMaximumRankedBeatmapsCount: "",
    userMaximumGlobalRank: "",
    userMinimumRank: "",
    userMaximumPp: "",
    userMinimumPp: "",
    beatmapEarliestSubmissionDate: "",
    beatmapLatestSubmissionDate: "",
    beatmapMinimumFavorites: "",
    beatmapMinimumPlayCount: "",
    beatmapDifficulties: [],
    beatmapMinimumLength: "",
    beatmapMaximumLength: "",
  };
}

const numText = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
const dayText = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");

export function missionToForm(m: AdminMissionFieldsFragment): MissionFormValues {
  const out: MissionFormValues = {
    ...emptyMissionForm(),
    name: m.name,
    tier: String(m.tier),
    status: m.status,
    objective: m.objective,
    winCondition: m.winCondition,
    additionalRequirement: m.additionalRequirement ?? "",
    deadline: new Date(m.deadline).toISOString().slice(0, 16),
    modes: MODES.filter((x) => m.modes.includes(x)),
    artists: m.artists.map((a) => ({ id: a.id, label: a.label })),
    remainingArtists: String(m.remainingArtists),
    genreOptions: m.genreOptions.join(", "),
    userMinimumRank: numText(m.userMinimumRank),
    beatmapEarliestSubmissionDate: dayText(m.beatmapEarliestSubmissionDate),
    beatmapLatestSubmissionDate: dayText(m.beatmapLatestSubmissionDate),
    beatmapDifficulties: DIFFICULTIES.filter((d) => m.beatmapDifficulties.includes(d)),
  };
  // Admin-only flags answer null to others; this form is for admins, who always get them.
  for (const k of FLAG_FIELDS) out[k] = m[k] ?? false;
  for (const k of NUMBER_FIELDS) out[k] = numText(m[k]);
  return out;
}

/** "" → null; a whole number in [min, max] → the number; anything else → an error. */
function parseInt0(text: string, min = 0, max = MISSION_NUMBER_MAX): { value: number | null } | { error: string } {
  const t = text.trim();
  if (t === "") return { value: null };
  if (!/^-?\d+$/.test(t)) return { error: "Invalid number" };
  const n = Number(t);
  if (!Number.isSafeInteger(n) || n < min || n > max) return { error: "Invalid number" };
  return { value: n };
}

function parseDay(text: string): { value: string | null } | { error: string } {
  const t = text.trim();
  if (!t) return { value: null };
  const d = new Date(`${t}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(t) || Number.isNaN(d.getTime())) return { error: "Invalid date" };
  return { value: d.toISOString() };
}

export function parseGenreOptions(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((g) => g.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Validates the form like the server does and, when valid, builds the MissionInput (every field: empty requirement
 * fields are sent as null, which clears them on update).
 */
export function validateMissionForm(v: MissionFormValues): { errors: MissionFormErrors; input: MissionInput | null } {
  const errors: MissionFormErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = "Name is required";
  else if (name.length > MISSION_NAME_MAX) errors.name = `Name is too long (at most ${MISSION_NAME_MAX} characters)`;

  const tier = parseInt0(v.tier, 1, 4);
  if ("error" in tier || tier.value === null) errors.tier = "Invalid number";
  if (!MISSION_STATUSES.includes(v.status)) errors.status = "Invalid status";

  if (!v.objective.trim()) errors.objective = "Objective is required";
  else if (v.objective.length > MISSION_MARKDOWN_MAX)
    errors.objective = `Objective is too long (at most ${MISSION_MARKDOWN_MAX} characters)`;
  if (v.winCondition.length > MISSION_MARKDOWN_MAX)
    errors.winCondition = `Win condition is too long (at most ${MISSION_MARKDOWN_MAX} characters)`;
  if (v.additionalRequirement.length > MISSION_MARKDOWN_MAX) {
    errors.additionalRequirement = `Additional requirement is too long (at most ${MISSION_MARKDOWN_MAX} characters)`;
  }

  const deadline = new Date(`${v.deadline}:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v.deadline) || Number.isNaN(deadline.getTime())) errors.deadline = "Invalid date";
  if (v.modes.length === 0) errors.modes = "Select at least one mode!";
  if (v.isArtistShowcase && v.isGenreShowcase) {
    errors.isGenreShowcase = "A showcase mission is either an artist or a genre showcase, not both";
  }

  const remaining = parseInt0(v.remainingArtists);
  if ("error" in remaining) errors.remainingArtists = remaining.error;
  const genres = parseGenreOptions(v.genreOptions);
  if (genres.some((g) => g.length > GENRE_OPTION_MAX))
    errors.genreOptions = `Genre is too long (at most ${GENRE_OPTION_MAX} characters)`;
  else if (genres.length > GENRE_OPTIONS_MAX) errors.genreOptions = `At most ${GENRE_OPTIONS_MAX} genres`;

  const numbers = {} as Record<NumberField, number | null>;
  for (const k of NUMBER_FIELDS) {
    const r = parseInt0(v[k]);
    if ("error" in r) errors[k] = r.error;
    else numbers[k] = r.value;
  }
  const minRank = parseInt0(v.userMinimumRank, 1, 5);
  if ("error" in minRank) errors.userMinimumRank = minRank.error;
  const earliest = parseDay(v.beatmapEarliestSubmissionDate);
  if ("error" in earliest) errors.beatmapEarliestSubmissionDate = earliest.error;
  const latest = parseDay(v.beatmapLatestSubmissionDate);
  if ("error" in latest) errors.beatmapLatestSubmissionDate = latest.error;

  if (
    !errors.userMinimumPp &&
    !errors.userMaximumPp &&
    numbers.userMinimumPp != null &&
    numbers.userMaximumPp != null &&
    numbers.userMinimumPp > numbers.userMaximumPp
  ) {
    errors.userMinimumPp = "Minimum pp is above the maximum pp";
  }
  if (
    !errors.beatmapMinimumLength &&
    !errors.beatmapMaximumLength &&
    numbers.beatmapMinimumLength != null &&
    numbers.beatmapMaximumLength != null &&
    numbers.beatmapMinimumLength > numbers.beatmapMaximumLength
  ) {
    errors.beatmapMinimumLength = "Minimum length is above the maximum length";
  }
  if ("value" in earliest && "value" in latest && earliest.value && latest.value && earliest.value > latest.value) {
    errors.beatmapEarliestSubmissionDate = "Earliest submission date is after the latest one";
  }

  if (Object.keys(errors).length > 0) return { errors, input: null };
  const input: MissionInput = {
    name,
    tier: (tier as { value: number }).value,
    status: v.status,
    objective: v.objective,
    winCondition: v.winCondition,
    additionalRequirement: v.additionalRequirement.trim() ? v.additionalRequirement : null,
    deadline: deadline.toISOString(),
    modes: MODES.filter((m) => v.modes.includes(m)),
    artistIds: v.artists.map((a) => a.id),
    remainingArtists: (remaining as { value: number | null }).value ?? 0,
    genreOptions: genres,
    userMinimumRank: (minRank as { value: number | null }).value,
    beatmapEarliestSubmissionDate: (earliest as { value: string | null }).value,
    beatmapLatestSubmissionDate: (latest as { value: string | null }).value,
    beatmapDifficulties: DIFFICULTIES.filter((d) => v.beatmapDifficulties.includes(d)),
    ...numbers,
  };
  for (const k of FLAG_FIELDS) input[k] = v[k];
  return { errors, input };
}

/** Sets one field of the form. */
export type Setter = <K extends MissionFormField>(key: K, value: MissionFormValues[K]) => void;
