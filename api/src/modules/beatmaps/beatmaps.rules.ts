/**
 * Pure beatmap and task rules (spec other-areas §1.2-1.5, §1.9): creation validation, task availability, the Done
 * requirements, the permission matrix, search tokenising, links, and the osu! status transitions. No I/O.
 */
import type { ErrorCode } from "../../app/errors";
import { BeatmapMode, BeatmapStatus, DIFFICULTIES, Mode, TaskMode, TaskName, TaskStatus } from "../common/enums";

// ---------------------------------------------------------------------------------------------------------------------
// Texts: the original's where it had one (spec §1.3-1.4, §0.3), ours (marked) where it had none.

export const BEATMAP_MSG = {
  missingSong: "Missing song!",
  selectDifficulty: "Select at least one difficulty to map!",
  hitsoundsTaiko: '"Hitsounds" are not applicable to osu!taiko',
  /** Creation dialog wording. */
  onlyOneAtCreation: (name: string) => `Only one "${name}" task allowed`,
  /** Add-task wording. */
  onlyOne: (name: string) => `Only one "${name}" task is allowed`,
  alreadyMarked: (status: BeatmapStatus) => `Mapset already marked as ${status.toLowerCase()}`,
  questParty: "This mapset is part of a quest, so only members of the quest's current party can add difficulties!",
  questMode: "The selected quest doesn't support beatmaps of this mode!",
  missionMode: "Mode not allowed for this quest",
  tooManyTasks: "This mapset has too many difficulties!",
  locked: "This task is locked by the mapset host!",
  alreadyMapper: "User is already a mapper for this difficulty!",
  notAllowedToEdit: "Not allowed to edit",
  notMapper: "Not mapper",
  notValidTask: "Not a valid task",
  emptyMapset: "You can't mark an empty mapset as complete!",
  noDifficulties: "You can't mark a mapset without difficulties as complete!",
  needsHitsounds: "Your mapset needs hitsounds!",
  notValidUrl: "Not a valid URL",
  needLink: "Need a beatmapset link to calculate points!",
  ranked: "Mapset ranked",
  bnOwnMap: "You can't nominate a mapset you've done a task for!",
  notFound: "Beatmap ID does not exist!",
  missingMode: "Missing mode filter...",
  noMapperInput: "No mapper input",
  userDoesntMatch: (input: string) => `"${input}" doesn't match an existing user.`,
  somethingWrong: "Something went wrong!",
  notHost: "You are not mapset host!",
  // ours
  modOwnMap: "You can't mod your own mapset!",
  tooManyBns: "This mapset already has two Beatmap Nominators!",
  lastMapper: "A difficulty needs at least one mapper!",
  notOnTask: "User is not a mapper for this difficulty!",
  taskNotOnMap: "Task not found on this mapset!",
  invalidStatus: "Invalid status",
  songNotAvailable: "Select a song from a featured artist!",
  tooManyTokens: "Search is too long",
  modeRequired: "Select a mode for each difficulty!",
} as const;

export interface RuleError {
  code: ErrorCode;
  message: string;
}
const err = (code: ErrorCode, message: string): RuleError => ({ code, message });

// ---------------------------------------------------------------------------------------------------------------------
// Constants

/** The three task names a mapset can carry only once. */
export const EXTRA_TASKS: readonly TaskName[] = [TaskName.Hitsounds, TaskName.Storyboard, TaskName.Skin];
export const MAX_TASKS = 50;
export const MAX_BNS = 2;
/** osu! user groups that may nominate: NAT (7), BN (28), probationary BN (32). */
export const NOMINATOR_GROUP_IDS: readonly number[] = [7, 28, 32];
/** The /beatmaps page's "Other beatmaps" paging (spec §1.6): 30 first, then 50 more per click. */
export const FIRST_PAGE_SIZE = 30;
export const NEXT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_SEARCH_TOKENS = 8;
export const MAX_TERM_LENGTH = 64;
export const MAX_URL_LENGTH = 500;

const GAME_MODES: readonly string[] = [Mode.osu, Mode.taiko, Mode.catch, Mode.mania];
const TASK_MODE_ORDER: readonly TaskMode[] = [TaskMode.osu, TaskMode.taiko, TaskMode.catch, TaskMode.mania, TaskMode.hs, TaskMode.sb, TaskMode.skin];

export const isExtra = (name: TaskName): boolean => EXTRA_TASKS.includes(name);
export const isDifficulty = (name: TaskName): boolean => DIFFICULTIES.includes(name);

// ---------------------------------------------------------------------------------------------------------------------
// Facts the rules look at

export interface ViewerFacts {
  id: number;
  isAdmin: boolean;
}

export interface TaskFacts {
  id: number;
  name: TaskName;
  mode: TaskMode;
  status: TaskStatus;
  mapperIds: readonly number[];
}

export interface QuestFacts {
  modes: readonly Mode[];
  /** Members of the quest's current party. */
  partyMemberIds: readonly number[];
}

export interface MapFacts {
  hostId: number;
  status: BeatmapStatus;
  mode: BeatmapMode;
  tasksLocked: readonly TaskName[];
  tasks: readonly TaskFacts[];
  quest: QuestFacts | null;
  /** Modes of the linked mission, if any. */
  missionModes?: readonly Mode[] | null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Task modes and order

/**
 * The mode a task gets: Storyboard → sb, Hitsounds → hs, Skin → skin (also at creation: fix §1.9-10); a difficulty on a
 * hybrid map takes the requested game mode (null when none was given); otherwise the beatmap's mode.
 */
export function taskModeFor(name: TaskName, mapMode: BeatmapMode, requested?: string | null): TaskMode | null {
  if (name === TaskName.Storyboard) return TaskMode.sb;
  if (name === TaskName.Hitsounds) return TaskMode.hs;
  if (name === TaskName.Skin) return TaskMode.skin;
  if (mapMode === BeatmapMode.hybrid) return requested && GAME_MODES.includes(requested) ? (requested as TaskMode) : null;
  return mapMode as unknown as TaskMode;
}

/** Display order: canonical name order (Easy … Skin), then mode (osu, taiko, catch, mania, hs, sb, skin), then id. */
export function compareTasks(a: { name: TaskName; mode: TaskMode; id: number }, b: { name: TaskName; mode: TaskMode; id: number }): number {
  const names = Object.values(TaskName);
  return (
    names.indexOf(a.name) - names.indexOf(b.name) ||
    TASK_MODE_ORDER.indexOf(a.mode) - TASK_MODE_ORDER.indexOf(b.mode) ||
    a.id - b.id
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// Creation

export interface CreateTaskInput {
  name: TaskName;
  mode?: string | null;
  status?: TaskStatus | null;
}

export interface CreateInput {
  songId: number | null | undefined;
  mode: BeatmapMode;
  tasks: readonly CreateTaskInput[];
}

/**
 * Validation of a new mapset (spec §1.4 "Create beatmap", plus the checks the original left to its client): a song;
 * at least one task and one difficulty; no Hitsounds on osu!taiko; each extra at most once (fix §1.9-10); a mode for
 * every difficulty of a hybrid map.
 */
export function createProblem(input: CreateInput): RuleError | null {
  if (!input.songId) return err("BAD_USER_INPUT", BEATMAP_MSG.missingSong);
  if (input.tasks.length === 0 || !input.tasks.some((t) => isDifficulty(t.name))) {
    return err("BAD_USER_INPUT", BEATMAP_MSG.selectDifficulty);
  }
  if (input.tasks.length > MAX_TASKS) return err("BAD_USER_INPUT", BEATMAP_MSG.tooManyTasks);
  if (input.mode === BeatmapMode.taiko && input.tasks.some((t) => t.name === TaskName.Hitsounds)) {
    return err("BAD_USER_INPUT", BEATMAP_MSG.hitsoundsTaiko);
  }
  for (const extra of EXTRA_TASKS) {
    if (input.tasks.filter((t) => t.name === extra).length > 1) return err("BAD_USER_INPUT", BEATMAP_MSG.onlyOneAtCreation(extra));
  }
  if (input.tasks.some((t) => taskModeFor(t.name, input.mode, t.mode) === null)) return err("BAD_USER_INPUT", BEATMAP_MSG.modeRequired);
  return null;
}

/** Initial locks: difficulty names only (the dialog offers E/N/H/I/X), without duplicates, in canonical order. */
export function normalizeLocks(names: readonly TaskName[]): TaskName[] {
  return Object.values(TaskName).filter((n) => names.includes(n));
}

// ---------------------------------------------------------------------------------------------------------------------
// Permissions (the matrix of spec §1.2, with the holes of §1.9 closed)

export const isHost = (viewer: ViewerFacts, map: Pick<MapFacts, "hostId">): boolean => viewer.id === map.hostId;
export const isTaskMapper = (viewer: ViewerFacts, task: Pick<TaskFacts, "mapperIds">): boolean => task.mapperIds.includes(viewer.id);
export const isMapperOfMap = (userId: number, map: Pick<MapFacts, "tasks">): boolean => map.tasks.some((t) => t.mapperIds.includes(userId));

/** Ranked maps are frozen for everyone but admins. */
export function frozenProblem(viewer: ViewerFacts, map: Pick<MapFacts, "status">): RuleError | null {
  return map.status === BeatmapStatus.Ranked && !viewer.isAdmin ? err("FORBIDDEN", BEATMAP_MSG.ranked) : null;
}

/** Map-level edits (status, mode, link, locks, delete): the host or an admin, and not on a Ranked map. */
export function mapEditProblem(viewer: ViewerFacts, map: Pick<MapFacts, "hostId" | "status">): RuleError | null {
  if (!viewer.isAdmin && !isHost(viewer, map)) return err("FORBIDDEN", BEATMAP_MSG.notHost);
  return frozenProblem(viewer, map);
}

/** Task edits (status, removal): the task's mappers, the host or an admin, and not on a Ranked map. */
export function taskEditProblem(viewer: ViewerFacts, map: Pick<MapFacts, "hostId" | "status">, task: Pick<TaskFacts, "mapperIds">): RuleError | null {
  if (!viewer.isAdmin && !isHost(viewer, map) && !isTaskMapper(viewer, task)) return err("FORBIDDEN", BEATMAP_MSG.notMapper);
  return frozenProblem(viewer, map);
}

/**
 * Collaborators (fix §1.9-1): only the task's mappers or the host (or an admin), never on a Ranked map; adding one
 * also needs the mapset to be WIP (the original's UI rule, now enforced).
 */
export function collaboratorProblem(
  viewer: ViewerFacts,
  map: Pick<MapFacts, "hostId" | "status">,
  task: Pick<TaskFacts, "mapperIds">,
  adding: boolean,
): RuleError | null {
  if (!viewer.isAdmin && !isHost(viewer, map) && !isTaskMapper(viewer, task)) return err("FORBIDDEN", BEATMAP_MSG.notAllowedToEdit);
  const frozen = frozenProblem(viewer, map);
  if (frozen) return frozen;
  if (adding && !viewer.isAdmin && map.status !== BeatmapStatus.WIP) return err("CONFLICT", BEATMAP_MSG.alreadyMarked(map.status));
  return null;
}

/** Adding a task for someone else is for the host (and admins) only (fix §1.9-3). */
export function addTaskForProblem(viewer: ViewerFacts, map: Pick<MapFacts, "hostId">, targetUserId: number): RuleError | null {
  if (targetUserId === viewer.id || viewer.isAdmin || isHost(viewer, map)) return null;
  return err("FORBIDDEN", BEATMAP_MSG.notHost);
}

// ---------------------------------------------------------------------------------------------------------------------
// Task availability (spec §1.4 "Add task"), skipped entirely for admins

export interface AddTaskRequest {
  name: TaskName;
  mode: TaskMode;
  /** Who gets the task. */
  userId: number;
  requester: ViewerFacts;
}

/** The checks in the original's order; null when the task may be added. */
export function addTaskProblem(map: MapFacts, req: AddTaskRequest): RuleError | null {
  if (req.requester.isAdmin) return null;
  if (isExtra(req.name) && map.tasks.some((t) => t.name === req.name)) return err("CONFLICT", BEATMAP_MSG.onlyOne(req.name));
  if (map.status !== BeatmapStatus.WIP) return err("CONFLICT", BEATMAP_MSG.alreadyMarked(map.status));
  if (req.name === TaskName.Hitsounds && map.mode === BeatmapMode.taiko) return err("BAD_USER_INPUT", BEATMAP_MSG.hitsoundsTaiko);
  const quest = questProblem(map, req.name, req.mode, [req.userId]);
  if (quest) return quest;
  if (map.tasks.length >= MAX_TASKS) return err("CONFLICT", BEATMAP_MSG.tooManyTasks);
  if (map.tasksLocked.includes(req.name) && !isHost(req.requester, map)) return err("FORBIDDEN", BEATMAP_MSG.locked);
  return null;
}

/**
 * On a quest mapset, difficulty mappers must belong to the quest's current party and the quest must allow the mode.
 * Extras (hitsounds, storyboard, skin) are exempt, as in the original.
 */
export function questProblem(map: Pick<MapFacts, "quest">, name: TaskName, mode: TaskMode, userIds: readonly number[]): RuleError | null {
  if (!map.quest || isExtra(name)) return null;
  if (userIds.some((id) => !map.quest!.partyMemberIds.includes(id))) return err("FORBIDDEN", BEATMAP_MSG.questParty);
  if (!map.quest.modes.includes(mode as unknown as Mode)) return err("BAD_USER_INPUT", BEATMAP_MSG.questMode);
  return null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Status, mode, locks

/** What the host may set: WIP or Done only; Qualified and Ranked come from osu! (fix §1.9-4). */
export function hostStatusProblem(map: MapFacts, status: BeatmapStatus): RuleError | null {
  if (status !== BeatmapStatus.WIP && status !== BeatmapStatus.Done) return err("FORBIDDEN", BEATMAP_MSG.invalidStatus);
  if (map.status === BeatmapStatus.Qualified || map.status === BeatmapStatus.Ranked) {
    return err("CONFLICT", BEATMAP_MSG.alreadyMarked(map.status));
  }
  if (status === BeatmapStatus.Done) return doneProblem(map.mode, map.tasks);
  return null;
}

/** Done needs ≥1 task, ≥1 difficulty, and hitsounds on osu!/osu!catch mapsets. */
export function doneProblem(mode: BeatmapMode, tasks: readonly Pick<TaskFacts, "name">[]): RuleError | null {
  if (tasks.length === 0) return err("BAD_USER_INPUT", BEATMAP_MSG.emptyMapset);
  if (!tasks.some((t) => isDifficulty(t.name))) return err("BAD_USER_INPUT", BEATMAP_MSG.noDifficulties);
  if ((mode === BeatmapMode.osu || mode === BeatmapMode.catch) && !tasks.some((t) => t.name === TaskName.Hitsounds)) {
    return err("BAD_USER_INPUT", BEATMAP_MSG.needsHitsounds);
  }
  return null;
}

/** A mode change: taiko refuses hitsounds; a linked quest or mission must allow a single mode. */
export function modeProblem(map: MapFacts, mode: BeatmapMode): RuleError | null {
  if (mode === BeatmapMode.taiko && map.tasks.some((t) => t.name === TaskName.Hitsounds)) return err("BAD_USER_INPUT", BEATMAP_MSG.hitsoundsTaiko);
  if (mode !== BeatmapMode.hybrid && map.quest && !map.quest.modes.includes(mode as unknown as Mode)) {
    return err("BAD_USER_INPUT", BEATMAP_MSG.questMode);
  }
  if (mode !== BeatmapMode.hybrid && map.missionModes && !map.missionModes.includes(mode as unknown as Mode)) {
    return err("BAD_USER_INPUT", BEATMAP_MSG.missionMode);
  }
  return null;
}

/**
 * The new mode of each task after a mode change: difficulties take a single mode; extras keep sb/hs/skin (fix §1.9-8);
 * switching to hybrid keeps every task's mode.
 */
export function retaskModes<T extends { name: TaskName; mode: TaskMode }>(tasks: readonly T[], mode: BeatmapMode): TaskMode[] {
  return tasks.map((t) => (mode === BeatmapMode.hybrid || isExtra(t.name) ? t.mode : (mode as unknown as TaskMode)));
}

/** A lock request names a real task (fix §1.9-14: unknown names refused, no duplicates). */
export function parseTaskName(value: unknown): TaskName | null {
  return typeof value === "string" && (Object.values(TaskName) as string[]).includes(value) ? (value as TaskName) : null;
}

export function withLock(locks: readonly TaskName[], name: TaskName): TaskName[] {
  return normalizeLocks([...locks, name]);
}

export function withoutLock(locks: readonly TaskName[], name: TaskName): TaskName[] {
  return normalizeLocks(locks.filter((l) => l !== name));
}

// ---------------------------------------------------------------------------------------------------------------------
// Modders and nominators

export function modderProblem(viewer: ViewerFacts, map: Pick<MapFacts, "hostId" | "status">, adding: boolean): RuleError | null {
  if (map.status === BeatmapStatus.Ranked) return err("FORBIDDEN", BEATMAP_MSG.ranked);
  if (adding && isHost(viewer, map)) return err("FORBIDDEN", BEATMAP_MSG.modOwnMap);
  return null;
}

/**
 * Nominator checks that need no osu! call (the BN group check comes after): not Ranked; no mapper or host of the map;
 * at most two. Removing yourself is always allowed (but not from a Ranked map).
 */
export function nominatorProblem(viewer: ViewerFacts, map: Pick<MapFacts, "hostId" | "status" | "tasks">, bnCount: number, adding: boolean): RuleError | null {
  if (map.status === BeatmapStatus.Ranked) return err("FORBIDDEN", BEATMAP_MSG.ranked);
  if (!adding) return null;
  if (isHost(viewer, map) || isMapperOfMap(viewer.id, map)) return err("FORBIDDEN", BEATMAP_MSG.bnOwnMap);
  if (bnCount >= MAX_BNS) return err("CONFLICT", BEATMAP_MSG.tooManyBns);
  return null;
}

export function isNominatorGroup(groupIds: readonly number[]): boolean {
  return groupIds.some((g) => NOMINATOR_GROUP_IDS.includes(g));
}

// ---------------------------------------------------------------------------------------------------------------------
// Links

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** Empty → null (clears the link); otherwise a loose http(s) URL (spec §0.3), or null with ok=false. */
export function normalizeUrl(input: unknown): { ok: true; url: string | null } | { ok: false } {
  if (input === null || input === undefined) return { ok: true, url: null };
  if (typeof input !== "string") return { ok: false };
  const url = input.trim();
  if (!url) return { ok: true, url: null };
  if (url.length > MAX_URL_LENGTH || !URL_PATTERN.test(url)) return { ok: false };
  return { ok: true, url };
}

/** The beatmapset id of an osu! beatmapset link (digits after "beatmapsets/"), else null. */
export function beatmapsetIdOf(url: string | null | undefined): number | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!/(^|\.)ppy\.sh$/i.test(parsed.hostname)) return null;
  const m = /\/beatmapsets\/(\d{1,10})(?:[/#?]|$)/.exec(`${parsed.pathname}${parsed.hash}`);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Search

/**
 * Search input → tokens: lower-cased, split on whitespace, de-duplicated, each cut to the indexed term length, at most
 * MAX_SEARCH_TOKENS. A beatmap matches if ANY token is a substring of the artist, the title, the host's username or a
 * task mapper's username (the original's semantics).
 */
export function tokenizeSearch(input: string | null | undefined): string[] {
  if (!input) return [];
  const tokens = input.toLowerCase().split(/\s+/).filter(Boolean).map((t) => t.slice(0, MAX_TERM_LENGTH));
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

// ---------------------------------------------------------------------------------------------------------------------
// osu! status sync (spec §1.5, §5.1)

export type OsuSetStatus = "graveyard" | "wip" | "pending" | "ranked" | "approved" | "qualified" | "loved";

export type SyncAction = "none" | "qualify" | "rank" | "unqualify";

/**
 * What the sync does with a mapset given osu!'s status:
 * - ranked/approved: Done → Qualified (the admin gate `queuedForRank` comes first); Qualified and queued → Ranked.
 * - qualified: Done → Qualified.
 * - pending, wip, graveyard (disqualified or never nominated): Qualified → Done (and unqueued).
 * - loved: nothing (Loved maps earn no points; they stay Done).
 * WIP and Ranked mapsets never move here (Ranked maps are re-validated separately).
 */
export function osuSyncAction(status: BeatmapStatus, queuedForRank: boolean, osu: OsuSetStatus): SyncAction {
  if (status !== BeatmapStatus.Done && status !== BeatmapStatus.Qualified) return "none";
  switch (osu) {
    case "ranked":
    case "approved":
      if (status === BeatmapStatus.Done) return "qualify";
      return queuedForRank ? "rank" : "none";
    case "qualified":
      return status === BeatmapStatus.Done ? "qualify" : "none";
    case "loved":
      return "none";
    default:
      return status === BeatmapStatus.Qualified ? "unqualify" : "none";
  }
}

/** Log label of a mapset: `Artist - Title`. */
export function mapLabel(song: { artistName: string; title: string }): string {
  return `${song.artistName} - ${song.title}`;
}
