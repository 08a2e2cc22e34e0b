/**
 * Admin fields of a mission (pure): parsing an untrusted patch, the defaults of a new mission, whole-mission
 * validation, and the edits of the original's admin page (`POST /admin/missions/:id/:action`).
 */
import { MISSION_LIMITS } from "@mg/rules";
import { MissionStatus, Mode, MODES, TASK_ORDER, TaskName } from "../../core/enums";
import { badInputProblem, fail, type Problem } from "../../core/errors";
import { parseId } from "../../core/ids";
import { isStorableDate } from "../../core/input";
import { MISSION_MSG } from "./missions.rules";
import type { RequirementFields } from "./mission-requirements.rules";

// The limits live in @mg/rules (packages/rules); the admin mission form shows the same ones.
export const MISSION_NAME_MAX = MISSION_LIMITS.nameMax;
export const MISSION_MARKDOWN_MAX = MISSION_LIMITS.markdownMax;
export const GENRE_OPTION_MAX = MISSION_LIMITS.genreOptionMax;
export const GENRE_OPTIONS_MAX = MISSION_LIMITS.genreOptionsMax;
export const MISSION_NUMBER_MAX: number = MISSION_LIMITS.numberMax;

// ------------------------------------------------------------------ parsing and validation

export interface MissionFields extends RequirementFieldsNoDates {
  name: string;
  tier: number;
  status: MissionStatus;
  objective: string;
  winCondition: string;
  additionalRequirement: string | null;
  deadline: Date;
  modes: Mode[];
  artistIds: number[];
  isShowcaseMission: boolean;
  isArtistShowcase: boolean;
  isGenreShowcase: boolean;
  isSeparate: boolean;
  isOsuOriginal: boolean;
  isUniqueToRanked: boolean;
  isUniqueArtistToRanked: boolean;
  hasLameWinners: boolean;
  allMappersWin: boolean;
  openingAnnounced: boolean;
  closingAnnounced: boolean;
  remainingArtists: number;
  genreOptions: string[];
  beatmapEarliestSubmissionDate: Date | null;
  beatmapLatestSubmissionDate: Date | null;
}

type RequirementFieldsNoDates = Omit<
  RequirementFields,
  "beatmapEarliestSubmissionDate" | "beatmapLatestSubmissionDate" | "createdAt" | "isUniqueToRanked" | "isUniqueArtistToRanked"
>;

export type MissionPatch = Partial<MissionFields>;

/** A bad admin field value: thrown as BAD_USER_INPUT with the user-facing text. */
function invalid(message: string): never {
  return fail(badInputProblem(message));
}

const NULLABLE_INTS = [
  "userMaximumRankedBeatmapsCount",
  "userMaximumGlobalRank",
  "userMaximumPp",
  "userMinimumPp",
  "beatmapMinimumFavorites",
  "beatmapMinimumPlayCount",
  "beatmapMinimumLength",
  "beatmapMaximumLength",
] as const;
const BOOLEANS = [
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

function intOrNull(v: unknown, min = 0, max = MISSION_NUMBER_MAX): number | null {
  if (v === null || v === "") return null;
  const n = typeof v === "string" ? Number(v) : v;
  if (typeof n !== "number" || !Number.isInteger(n) || n < min || n > max) invalid(MISSION_MSG.invalidNumber);
  return n;
}

function dateOrNull(v: unknown): Date | null {
  if (v === null || v === "") return null;
  const d = v instanceof Date ? v : typeof v === "string" || typeof v === "number" ? new Date(v) : null;
  if (!isStorableDate(d)) invalid(MISSION_MSG.invalidDate);
  return d;
}

function text(v: unknown, max: number, label: string): string {
  if (typeof v !== "string") invalid(`${label} must be text`);
  if (v.length > max) invalid(`${label} is too long (at most ${max} characters)`);
  return v;
}

/**
 * Parses an untrusted patch (REST body or GraphQL input) into typed mission fields. Unknown keys are ignored;
 * a present key with a bad value fails (BAD_USER_INPUT) with the user-facing text.
 */
export function parseMissionPatch(raw: Record<string, unknown>): MissionPatch {
  const p: MissionPatch = {};
  const has = (k: string) => Object.prototype.hasOwnProperty.call(raw, k) && raw[k] !== undefined;
  if (has("name")) {
    const name = text(raw.name, MISSION_NAME_MAX, "Name").trim();
    if (!name) invalid("Name is required");
    p.name = name;
  }
  if (has("tier")) {
    const tier = intOrNull(raw.tier, 1, 4);
    if (tier === null) invalid(MISSION_MSG.invalidNumber);
    p.tier = tier;
  }
  if (has("status")) {
    if (!Object.values(MissionStatus).includes(raw.status as MissionStatus)) invalid("Invalid status");
    p.status = raw.status as MissionStatus;
  }
  if (has("objective")) {
    const objective = text(raw.objective, MISSION_MARKDOWN_MAX, "Objective");
    if (!objective.trim()) invalid("Objective is required");
    p.objective = objective;
  }
  if (has("winCondition"))
    p.winCondition = raw.winCondition === null ? "" : text(raw.winCondition, MISSION_MARKDOWN_MAX, "Win condition");
  if (has("additionalRequirement")) {
    const a =
      raw.additionalRequirement === null ? "" : text(raw.additionalRequirement, MISSION_MARKDOWN_MAX, "Additional requirement");
    p.additionalRequirement = a.trim() ? a : null;
  }
  if (has("deadline")) {
    const d = dateOrNull(raw.deadline);
    if (!d) invalid(MISSION_MSG.invalidDate);
    p.deadline = d;
  }
  if (has("modes")) {
    if (!Array.isArray(raw.modes) || raw.modes.some((m) => !MODES.includes(m as Mode))) invalid("Invalid mode");
    p.modes = MODES.filter((m) => (raw.modes as unknown[]).includes(m));
  }
  if (has("artistIds")) {
    if (!Array.isArray(raw.artistIds)) invalid("Invalid artist");
    const ids = raw.artistIds.map((a) => parseId(a));
    if (ids.some((n) => n === null)) invalid("Invalid artist");
    p.artistIds = [...new Set(ids as number[])];
  }
  for (const k of BOOLEANS) {
    if (!has(k)) continue;
    if (typeof raw[k] !== "boolean") invalid("value must be true or false");
    p[k] = raw[k] as boolean;
  }
  if (has("remainingArtists")) p.remainingArtists = intOrNull(raw.remainingArtists) ?? 0;
  if (has("genreOptions")) {
    if (!Array.isArray(raw.genreOptions)) invalid("Invalid genre");
    const opts = [...new Set(raw.genreOptions.map((g) => text(g, GENRE_OPTION_MAX, "Genre").trim()).filter(Boolean))];
    if (opts.length > GENRE_OPTIONS_MAX) invalid(`At most ${GENRE_OPTIONS_MAX} genres`);
    p.genreOptions = opts;
  }
  for (const k of NULLABLE_INTS) if (has(k)) p[k] = intOrNull(raw[k]);
  if (has("userMinimumRank")) p.userMinimumRank = intOrNull(raw.userMinimumRank, 1, 5);
  if (has("beatmapEarliestSubmissionDate")) p.beatmapEarliestSubmissionDate = dateOrNull(raw.beatmapEarliestSubmissionDate);
  if (has("beatmapLatestSubmissionDate")) p.beatmapLatestSubmissionDate = dateOrNull(raw.beatmapLatestSubmissionDate);
  if (has("beatmapDifficulties")) {
    if (!Array.isArray(raw.beatmapDifficulties) || raw.beatmapDifficulties.some((d) => !TASK_ORDER.includes(d as TaskName))) {
      invalid("Invalid difficulty");
    }
    p.beatmapDifficulties = TASK_ORDER.filter((d) => (raw.beatmapDifficulties as unknown[]).includes(d));
  }
  return p;
}

/** A mission that requires nothing of a member or a map: every requirement of README.md unset. */
export const NO_REQUIREMENTS = {
  userMaximumRankedBeatmapsCount: null,
  userMaximumGlobalRank: null,
  userMinimumRank: null,
  userMaximumPp: null,
  userMinimumPp: null,
  beatmapEarliestSubmissionDate: null,
  beatmapLatestSubmissionDate: null,
  beatmapMinimumFavorites: null,
  beatmapMinimumPlayCount: null,
  beatmapDifficulties: [],
  beatmapMinimumLength: null,
  beatmapMaximumLength: null,
} satisfies Partial<MissionFields>;

/** Defaults of a new mission (README.md: hidden, not announced, all modes when none chosen). */
export const NEW_MISSION_DEFAULTS = {
  status: MissionStatus.hidden,
  winCondition: "",
  additionalRequirement: null,
  modes: [...MODES],
  artistIds: [],
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
  remainingArtists: 0,
  genreOptions: [],
  ...NO_REQUIREMENTS,
} satisfies Partial<MissionFields>;

/** Whole-mission consistency after a patch is applied: the first problem, or null. */
export function missionFieldsProblem(f: MissionFields): Problem | null {
  const message = missionFieldsMessage(f);
  return message === null ? null : badInputProblem(message);
}

function missionFieldsMessage(f: MissionFields): string | null {
  if (!f.name?.trim()) return "Name is required";
  if (!Number.isInteger(f.tier) || f.tier < 1 || f.tier > 4) return MISSION_MSG.invalidNumber;
  if (!f.objective?.trim()) return "Objective is required";
  if (!(f.deadline instanceof Date) || Number.isNaN(f.deadline.getTime())) return MISSION_MSG.invalidDate;
  if (!f.modes.length) return MISSION_MSG.selectMode;
  if (f.isArtistShowcase && f.isGenreShowcase) return "A showcase mission is either an artist or a genre showcase, not both";
  if (f.userMinimumPp !== null && f.userMaximumPp !== null && f.userMinimumPp > f.userMaximumPp)
    return "Minimum pp is above the maximum pp";
  if (f.beatmapMinimumLength !== null && f.beatmapMaximumLength !== null && f.beatmapMinimumLength > f.beatmapMaximumLength) {
    return "Minimum length is above the maximum length";
  }
  if (
    f.beatmapEarliestSubmissionDate &&
    f.beatmapLatestSubmissionDate &&
    f.beatmapEarliestSubmissionDate > f.beatmapLatestSubmissionDate
  ) {
    return "Earliest submission date is after the latest one";
  }
  return null;
}

/** A new mission needs a name, a tier, an objective and a deadline (checked before the defaults are applied). */
export function newMissionProblem(patch: MissionPatch): Problem | null {
  if (patch.name === undefined) return badInputProblem("Name is required");
  if (patch.tier === undefined) return badInputProblem(MISSION_MSG.invalidNumber);
  if (patch.objective === undefined) return badInputProblem("Objective is required");
  if (patch.deadline === undefined) return badInputProblem(MISSION_MSG.invalidDate);
  return null;
}

// ------------------------------------------------------------------ admin page edits (POST /admin/missions/:id/:action)

/** Field updates: path action → mission field (the body carries the field's name or `value`). */
export const MISSION_FIELD_ACTIONS: Readonly<Record<string, keyof MissionFields>> = {
  rename: "name",
  updateTier: "tier",
  updateObjective: "objective",
  updateWinCondition: "winCondition",
  updateStatus: "status",
  updateDeadline: "deadline",
  updateRemainingArtists: "remainingArtists",
  updateAdditionalRequirement: "additionalRequirement",
  updateUserMaximumRankedBeatmapsCount: "userMaximumRankedBeatmapsCount",
  updateUserMaximumGlobalRank: "userMaximumGlobalRank",
  updateUserMaximumPp: "userMaximumPp",
  updateUserMinimumPp: "userMinimumPp",
  updateUserMinimumRank: "userMinimumRank",
  updateBeatmapEarliestSubmissionDate: "beatmapEarliestSubmissionDate",
  updateBeatmapLatestSubmissionDate: "beatmapLatestSubmissionDate",
  updateBeatmapMinimumFavorites: "beatmapMinimumFavorites",
  updateBeatmapMinimumPlayCount: "beatmapMinimumPlayCount",
  updateBeatmapMinimumLength: "beatmapMinimumLength",
  updateBeatmapMaximumLength: "beatmapMaximumLength",
  toggleIsShowcaseMission: "isShowcaseMission",
  toggleIsArtistShowcase: "isArtistShowcase",
  toggleIsGenreShowcase: "isGenreShowcase",
  toggleIsSeparate: "isSeparate",
  toggleHasLameWinners: "hasLameWinners",
  toggleOpeningAnnounced: "openingAnnounced",
  toggleClosingAnnounced: "closingAnnounced",
  toggleIsUniqueToRanked: "isUniqueToRanked",
  toggleIsUniqueArtistToRanked: "isUniqueArtistToRanked",
  toggleIsOsuOriginal: "isOsuOriginal",
  toggleAllMappersWin: "allMappersWin",
};

/** The field an admin action updates, if it is a field update. */
export function fieldOfAction(action: string): keyof MissionFields | null {
  return Object.prototype.hasOwnProperty.call(MISSION_FIELD_ACTIONS, action) ? MISSION_FIELD_ACTIONS[action] : null;
}

/** The original sent a renamed value under a few historic keys. */
const HISTORIC_VALUE_KEYS = [
  "name",
  "tier",
  "objective",
  "winCondition",
  "status",
  "deadline",
  "remainingArtists",
  "additionalRequirement",
  "date",
  "number",
] as const;

/** The value a field update writes: the body's field of that name, else `value`, else a historic key; null when none. */
export function fieldActionValue(body: Record<string, unknown>, field: string): { value: unknown } | null {
  if (field in body) return { value: body[field] };
  if ("value" in body) return { value: body.value };
  for (const k of HISTORIC_VALUE_KEYS) if (k in body) return { value: body[k] };
  return null;
}

/** The admin page's list toggles. */
export type MissionListAction = "toggleMode" | "toggleDifficulty" | "addGenreOption" | "removeGenreOption";

export function isListAction(action: string): action is MissionListAction {
  return (
    action === "toggleMode" || action === "toggleDifficulty" || action === "addGenreOption" || action === "removeGenreOption"
  );
}

const genreOf = (body: Record<string, unknown>): string => (typeof body.genreOption === "string" ? body.genreOption.trim() : "");

/** Is the body of a list toggle usable: a known mode, a known difficulty, a non-empty genre. */
export function listEditProblem(action: MissionListAction, body: Record<string, unknown>): Problem | null {
  switch (action) {
    case "toggleMode":
      return MODES.includes(body.mode as Mode) ? null : badInputProblem("Invalid mode");
    case "toggleDifficulty":
      return TASK_ORDER.includes(body.difficulty as TaskName) ? null : badInputProblem("Invalid difficulty");
    case "addGenreOption":
    case "removeGenreOption":
      return genreOf(body) ? null : badInputProblem("Invalid genre");
  }
}

const toggled = <T>(list: readonly T[], item: T): T[] => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/**
 * The patch of a (valid) list toggle from the mission's current lists: a mode or a difficulty flips in or out; a genre
 * is added (replacing any spelling of it that differs only in case) or removed.
 */
export function listEditPatch(
  current: Pick<MissionFields, "modes" | "beatmapDifficulties" | "genreOptions">,
  action: MissionListAction,
  body: Record<string, unknown>,
): MissionPatch {
  switch (action) {
    case "toggleMode":
      return { modes: toggled(current.modes, body.mode as Mode) };
    case "toggleDifficulty":
      return { beatmapDifficulties: toggled(current.beatmapDifficulties, body.difficulty as TaskName) };
    case "addGenreOption":
    case "removeGenreOption": {
      const g = genreOf(body);
      const rest = current.genreOptions.filter((x) => x.toLowerCase() !== g.toLowerCase());
      return { genreOptions: action === "addGenreOption" ? [...rest, g] : rest };
    }
  }
}
