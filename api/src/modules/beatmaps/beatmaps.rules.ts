/**
 * Pure beatmap and task rules (README.md): creation validation, task availability, the Done
 * requirements, the permission matrix, search tokenising, links, and the osu! status transitions. No I/O.
 */
import { problem, type Problem } from "../../core/errors";
import { BeatmapMode, BeatmapStatus, DIFFICULTIES, Mode, TaskMode, TaskName, TaskStatus } from "../../core/enums";

// ---------------------------------------------------------------------------------------------------------------------
// Texts: the original's where it had one (README.md), ours (marked) where it had none.

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

// ---------------------------------------------------------------------------------------------------------------------
// Constants

/** The three task names a mapset can carry only once. */
export const EXTRA_TASKS: readonly TaskName[] = [TaskName.Hitsounds, TaskName.Storyboard, TaskName.Skin];
export const MAX_TASKS = 50;
export const MAX_BNS = 2;
/** osu! user groups that may nominate: NAT (7), BN (28), probationary BN (32). */
export const NOMINATOR_GROUP_IDS: readonly number[] = [7, 28, 32];

const GAME_MODES: readonly string[] = [Mode.osu, Mode.taiko, Mode.catch, Mode.mania];
const TASK_MODE_ORDER: readonly TaskMode[] = [
  TaskMode.osu,
  TaskMode.taiko,
  TaskMode.catch,
  TaskMode.mania,
  TaskMode.hs,
  TaskMode.sb,
  TaskMode.skin,
];

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
 * The mode a task gets: Storyboard → sb, Hitsounds → hs, Skin → skin (also at creation: a fix, see README.md); a difficulty on a
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
export function compareTasks(
  a: { name: TaskName; mode: TaskMode; id: number },
  b: { name: TaskName; mode: TaskMode; id: number },
): number {
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
 * Validation of a new mapset (README.md "Create beatmap", plus the checks the original left to its client): a song;
 * at least one task and one difficulty; no Hitsounds on osu!taiko; each extra at most once (a fix, see README.md); a mode for
 * every difficulty of a hybrid map.
 */
export function createProblem(input: CreateInput): Problem | null {
  if (!input.songId) return problem("BAD_USER_INPUT", BEATMAP_MSG.missingSong);
  if (input.tasks.length === 0 || !input.tasks.some((t) => isDifficulty(t.name))) {
    return problem("BAD_USER_INPUT", BEATMAP_MSG.selectDifficulty);
  }
  if (input.tasks.length > MAX_TASKS) return problem("BAD_USER_INPUT", BEATMAP_MSG.tooManyTasks);
  if (input.mode === BeatmapMode.taiko && input.tasks.some((t) => t.name === TaskName.Hitsounds)) {
    return problem("BAD_USER_INPUT", BEATMAP_MSG.hitsoundsTaiko);
  }
  for (const extra of EXTRA_TASKS) {
    if (input.tasks.filter((t) => t.name === extra).length > 1)
      return problem("BAD_USER_INPUT", BEATMAP_MSG.onlyOneAtCreation(extra));
  }
  if (input.tasks.some((t) => taskModeFor(t.name, input.mode, t.mode) === null))
    return problem("BAD_USER_INPUT", BEATMAP_MSG.modeRequired);
  return null;
}

/** Initial locks: difficulty names only (the dialog offers E/N/H/I/X), without duplicates, in canonical order. */
export function normalizeLocks(names: readonly TaskName[]): TaskName[] {
  return Object.values(TaskName).filter((n) => names.includes(n));
}

// ---------------------------------------------------------------------------------------------------------------------
// Permissions (the matrix in README.md, with the original's holes closed)

export const isHost = (viewer: ViewerFacts, map: Pick<MapFacts, "hostId">): boolean => viewer.id === map.hostId;
export const isTaskMapper = (viewer: ViewerFacts, task: Pick<TaskFacts, "mapperIds">): boolean =>
  task.mapperIds.includes(viewer.id);
export const isMapperOfMap = (userId: number, map: Pick<MapFacts, "tasks">): boolean =>
  map.tasks.some((t) => t.mapperIds.includes(userId));

/** Ranked maps are frozen for everyone but admins. */
export function frozenProblem(viewer: ViewerFacts, map: Pick<MapFacts, "status">): Problem | null {
  return map.status === BeatmapStatus.Ranked && !viewer.isAdmin ? problem("FORBIDDEN", BEATMAP_MSG.ranked) : null;
}

/** Map-level edits (status, mode, link, locks, delete): the host or an admin, and not on a Ranked map. */
export function mapEditProblem(viewer: ViewerFacts, map: Pick<MapFacts, "hostId" | "status">): Problem | null {
  if (!viewer.isAdmin && !isHost(viewer, map)) return problem("FORBIDDEN", BEATMAP_MSG.notHost);
  return frozenProblem(viewer, map);
}

/** Task edits (status, removal): the task's mappers, the host or an admin, and not on a Ranked map. */
export function taskEditProblem(
  viewer: ViewerFacts,
  map: Pick<MapFacts, "hostId" | "status">,
  task: Pick<TaskFacts, "mapperIds">,
): Problem | null {
  if (!viewer.isAdmin && !isHost(viewer, map) && !isTaskMapper(viewer, task)) return problem("FORBIDDEN", BEATMAP_MSG.notMapper);
  return frozenProblem(viewer, map);
}

/**
 * Collaborators (a fix, see README.md): only the task's mappers or the host (or an admin), never on a Ranked map; adding one
 * also needs the mapset to be WIP (the original's UI rule, now enforced).
 */
export function collaboratorProblem(
  viewer: ViewerFacts,
  map: Pick<MapFacts, "hostId" | "status">,
  task: Pick<TaskFacts, "mapperIds">,
  adding: boolean,
): Problem | null {
  if (!viewer.isAdmin && !isHost(viewer, map) && !isTaskMapper(viewer, task))
    return problem("FORBIDDEN", BEATMAP_MSG.notAllowedToEdit);
  const frozen = frozenProblem(viewer, map);
  if (frozen) return frozen;
  if (adding && !viewer.isAdmin && map.status !== BeatmapStatus.WIP)
    return problem("CONFLICT", BEATMAP_MSG.alreadyMarked(map.status));
  return null;
}

/** A new collaborator of a task must not map it already. */
export function newCollaboratorProblem(task: Pick<TaskFacts, "mapperIds">, userId: number): Problem | null {
  return task.mapperIds.includes(userId) ? problem("CONFLICT", BEATMAP_MSG.alreadyMapper) : null;
}

/** Removing a collaborator: they must map the task, and the task keeps at least one mapper. */
export function collaboratorRemovalProblem(task: Pick<TaskFacts, "mapperIds">, userId: number): Problem | null {
  if (!task.mapperIds.includes(userId)) return problem("BAD_USER_INPUT", BEATMAP_MSG.notOnTask);
  if (task.mapperIds.length <= 1) return problem("BAD_USER_INPUT", BEATMAP_MSG.lastMapper);
  return null;
}

/** A finished mapset keeps finished tasks: a task goes back to WIP only while the mapset is WIP (admins: always). */
export function taskStatusProblem(viewer: ViewerFacts, map: Pick<MapFacts, "status">, status: TaskStatus): Problem | null {
  if (status === TaskStatus.WIP && !viewer.isAdmin && map.status !== BeatmapStatus.WIP) {
    return problem("CONFLICT", BEATMAP_MSG.alreadyMarked(map.status));
  }
  return null;
}

/** Adding a task for someone else is for the host (and admins) only (a fix, see README.md). */
export function addTaskForProblem(viewer: ViewerFacts, map: Pick<MapFacts, "hostId">, targetUserId: number): Problem | null {
  if (targetUserId === viewer.id || viewer.isAdmin || isHost(viewer, map)) return null;
  return problem("FORBIDDEN", BEATMAP_MSG.notHost);
}

// ---------------------------------------------------------------------------------------------------------------------
// Task availability (README.md "Add task"), skipped entirely for admins

export interface AddTaskRequest {
  name: TaskName;
  mode: TaskMode;
  /** Who gets the task. */
  userId: number;
  requester: ViewerFacts;
}

/** The checks in the original's order; null when the task may be added. */
export function addTaskProblem(map: MapFacts, req: AddTaskRequest): Problem | null {
  if (req.requester.isAdmin) return null;
  if (isExtra(req.name) && map.tasks.some((t) => t.name === req.name)) return problem("CONFLICT", BEATMAP_MSG.onlyOne(req.name));
  if (map.status !== BeatmapStatus.WIP) return problem("CONFLICT", BEATMAP_MSG.alreadyMarked(map.status));
  if (req.name === TaskName.Hitsounds && map.mode === BeatmapMode.taiko)
    return problem("BAD_USER_INPUT", BEATMAP_MSG.hitsoundsTaiko);
  const quest = questProblem(map, req.name, req.mode, [req.userId]);
  if (quest) return quest;
  if (map.tasks.length >= MAX_TASKS) return problem("CONFLICT", BEATMAP_MSG.tooManyTasks);
  if (map.tasksLocked.includes(req.name) && !isHost(req.requester, map)) return problem("FORBIDDEN", BEATMAP_MSG.locked);
  return null;
}

/**
 * On a quest mapset, difficulty mappers must belong to the quest's current party and the quest must allow the mode.
 * Extras (hitsounds, storyboard, skin) are exempt, as in the original.
 */
export function questProblem(
  map: Pick<MapFacts, "quest">,
  name: TaskName,
  mode: TaskMode,
  userIds: readonly number[],
): Problem | null {
  if (!map.quest || isExtra(name)) return null;
  if (userIds.some((id) => !map.quest!.partyMemberIds.includes(id))) return problem("FORBIDDEN", BEATMAP_MSG.questParty);
  if (!map.quest.modes.includes(mode as unknown as Mode)) return problem("BAD_USER_INPUT", BEATMAP_MSG.questMode);
  return null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Status, mode, locks

/** What the host may set: WIP or Done only; Qualified and Ranked come from osu! (a fix, see README.md). */
export function hostStatusProblem(map: MapFacts, status: BeatmapStatus): Problem | null {
  if (status !== BeatmapStatus.WIP && status !== BeatmapStatus.Done) return problem("FORBIDDEN", BEATMAP_MSG.invalidStatus);
  if (map.status === BeatmapStatus.Qualified || map.status === BeatmapStatus.Ranked) {
    return problem("CONFLICT", BEATMAP_MSG.alreadyMarked(map.status));
  }
  if (status === BeatmapStatus.Done) return doneProblem(map.mode, map.tasks);
  return null;
}

/** Done needs ≥1 task, ≥1 difficulty, and hitsounds on osu!/osu!catch mapsets. */
export function doneProblem(mode: BeatmapMode, tasks: readonly Pick<TaskFacts, "name">[]): Problem | null {
  if (tasks.length === 0) return problem("BAD_USER_INPUT", BEATMAP_MSG.emptyMapset);
  if (!tasks.some((t) => isDifficulty(t.name))) return problem("BAD_USER_INPUT", BEATMAP_MSG.noDifficulties);
  if ((mode === BeatmapMode.osu || mode === BeatmapMode.catch) && !tasks.some((t) => t.name === TaskName.Hitsounds)) {
    return problem("BAD_USER_INPUT", BEATMAP_MSG.needsHitsounds);
  }
  return null;
}

/** A mode change: taiko refuses hitsounds; a linked quest or mission must allow a single mode. */
export function modeProblem(map: MapFacts, mode: BeatmapMode): Problem | null {
  if (mode === BeatmapMode.taiko && map.tasks.some((t) => t.name === TaskName.Hitsounds))
    return problem("BAD_USER_INPUT", BEATMAP_MSG.hitsoundsTaiko);
  if (mode !== BeatmapMode.hybrid && map.quest && !map.quest.modes.includes(mode as unknown as Mode)) {
    return problem("BAD_USER_INPUT", BEATMAP_MSG.questMode);
  }
  if (mode !== BeatmapMode.hybrid && map.missionModes && !map.missionModes.includes(mode as unknown as Mode)) {
    return problem("BAD_USER_INPUT", BEATMAP_MSG.missionMode);
  }
  return null;
}

/**
 * The new mode of each task after a mode change: difficulties take a single mode; extras keep sb/hs/skin (a fix, see README.md);
 * switching to hybrid keeps every task's mode.
 */
export function retaskModes<T extends { name: TaskName; mode: TaskMode }>(tasks: readonly T[], mode: BeatmapMode): TaskMode[] {
  return tasks.map((t) => (mode === BeatmapMode.hybrid || isExtra(t.name) ? t.mode : (mode as unknown as TaskMode)));
}

/** A lock request names a real task (a fix, see README.md: unknown names refused, no duplicates). */
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

export function modderProblem(viewer: ViewerFacts, map: Pick<MapFacts, "hostId" | "status">, adding: boolean): Problem | null {
  if (map.status === BeatmapStatus.Ranked) return problem("FORBIDDEN", BEATMAP_MSG.ranked);
  if (adding && isHost(viewer, map)) return problem("FORBIDDEN", BEATMAP_MSG.modOwnMap);
  return null;
}

/**
 * Nominator checks that need no osu! call (the BN group check comes after): not Ranked; no mapper or host of the map;
 * at most two. Removing yourself is always allowed (but not from a Ranked map).
 */
export function nominatorProblem(
  viewer: ViewerFacts,
  map: Pick<MapFacts, "hostId" | "status" | "tasks">,
  bnCount: number,
  adding: boolean,
): Problem | null {
  if (map.status === BeatmapStatus.Ranked) return problem("FORBIDDEN", BEATMAP_MSG.ranked);
  if (!adding) return null;
  if (isHost(viewer, map) || isMapperOfMap(viewer.id, map)) return problem("FORBIDDEN", BEATMAP_MSG.bnOwnMap);
  if (bnCount >= MAX_BNS) return problem("CONFLICT", BEATMAP_MSG.tooManyBns);
  return null;
}

export function isNominatorGroup(groupIds: readonly number[]): boolean {
  return groupIds.some((g) => NOMINATOR_GROUP_IDS.includes(g));
}

/** Log label of a mapset: `Artist - Title`. */
export function mapLabel(song: { artistName: string; title: string }): string {
  return `${song.artistName} - ${song.title}`;
}
