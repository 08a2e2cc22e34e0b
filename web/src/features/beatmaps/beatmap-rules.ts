/**
 * The /beatmaps page's client rules (docs/domain.md#beatmaps-and-tasks), pure and unit tested: the difficulty letters
 * of a card, the server's filter semantics (which list a changed mapset now belongs to), which task actions a viewer
 * is offered, and the create dialog's validation. The server enforces every rule again; these only decide what to show.
 */
import { BEATMAP_SEARCH_INPUT_MAX, BEATMAP_SEARCH_MAX_WORDS } from "@mg/rules";
import { DIFFICULTIES, DIFFICULTY_LETTERS, type DifficultyName } from "../../lib/beatmaps";

export type Status = "WIP" | "Done" | "Qualified" | "Ranked";
export type TaskStatusValue = "WIP" | "Done";
export type GameMode = "osu" | "taiko" | "catch" | "mania";
export type MapMode = GameMode | "hybrid";

export interface PersonLike {
  id: string;
  username: string;
}

export interface TaskLike {
  id: string;
  name: string;
  mode: string;
  status: TaskStatusValue | string;
  mappers: readonly PersonLike[];
}

export interface MapLike {
  status: Status | string;
  mode: MapMode | string;
  host: PersonLike;
  tasks: readonly TaskLike[];
  tasksLocked: readonly string[];
}

export interface Viewer {
  id: string;
  isAdmin: boolean;
}

// ---------------------------------------------------------------------------------------------------------------------
// Card: difficulty letters

/** How a letter is coloured: unclaimed (open), unclaimed but locked by the host (blocked), or a task's status. */
export type LetterState = "open" | "blocked" | "WIP" | "Done" | "many";

export interface Letter {
  /** "E", "N", …, or "E+" for a crowded difficulty. */
  text: string;
  difficulty: DifficultyName;
  state: LetterState;
  /** Accessible description, e.g. "Hard: WIP" or "Insane: 3 tasks". */
  label: string;
}

/** A mapset with this many tasks or more shows "X+" (with the count) instead of one letter per task of a name. */
export const CROWDED_TASK_COUNT = 10;

/**
 * The card's letters E N H I X: one letter per task of that difficulty, coloured by the task's status; an unclaimed
 * difficulty shows one letter, "blocked" when the host locked it, otherwise "open". When the mapset has 10 or more
 * tasks, a difficulty with several tasks collapses into one "X+" letter carrying the count.
 */
export function difficultyLetters(map: Pick<MapLike, "tasks" | "tasksLocked">): Letter[] {
  const crowded = map.tasks.length >= CROWDED_TASK_COUNT;
  const out: Letter[] = [];
  for (const d of DIFFICULTIES) {
    const letter = DIFFICULTY_LETTERS[d];
    const tasks = map.tasks.filter((t) => t.name === d);
    if (tasks.length === 0) {
      const locked = map.tasksLocked.includes(d);
      out.push({ text: letter, difficulty: d, state: locked ? "blocked" : "open", label: `${d}: ${locked ? "locked" : "open"}` });
    } else if (crowded && tasks.length > 1) {
      out.push({ text: `${letter}+`, difficulty: d, state: "many", label: `${d}: ${tasks.length} tasks` });
    } else {
      for (const t of tasks) {
        const state = t.status === "Done" ? "Done" : "WIP";
        out.push({ text: letter, difficulty: d, state, label: `${d}: ${state}` });
      }
    }
  }
  return out;
}

/** Hybrid mapsets: the number of difficulties per game mode, and whether any of them is still WIP. */
export function modeCounts(tasks: readonly TaskLike[]): { mode: GameMode; count: number; wip: boolean }[] {
  const modes: GameMode[] = ["osu", "taiko", "catch", "mania"];
  return modes
    .map((mode) => {
      const of = tasks.filter((t) => t.mode === mode);
      return { mode, count: of.length, wip: of.some((t) => t.status !== "Done") };
    })
    .filter((m) => m.count > 0);
}

// ---------------------------------------------------------------------------------------------------------------------
// Filters (the server applies them to all three sections; the cache uses the same semantics to tell which lists a
// changed mapset enters or leaves, see useBeatmapActions.ts)

export interface Filters {
  mode: GameMode | null;
  status: Status | null;
  /** true: only mapsets linked to no quest. */
  noQuest: boolean;
  search: string;
}

export const MAX_SEARCH = BEATMAP_SEARCH_INPUT_MAX;
/** The server cuts each word to the length of its indexed terms (api beatmap-search.rules.ts MAX_TERM_LENGTH). */
const MAX_TERM_LENGTH = 64;

/** The server's words of a search (api beatmap-search.rules.ts tokenizeSearch): lower-cased, distinct, at most 8. */
export function searchTokens(search: string): string[] {
  const tokens = search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => t.slice(0, MAX_TERM_LENGTH));
  return [...new Set(tokens)].slice(0, BEATMAP_SEARCH_MAX_WORDS);
}

/**
 * The server's semantics: mode or hybrid; exact status; no quest; any word a substring of the artist, title, host, a
 * mapper or (in my own sections, `matchLink`) the link.
 */
export function matchesFilters(
  map: MapLike & { song: { artistName: string; title: string }; url?: string | null; quest?: unknown },
  f: Filters,
  { matchLink = true }: { matchLink?: boolean } = {},
): boolean {
  if (f.mode && map.mode !== f.mode && map.mode !== "hybrid") return false;
  if (f.status && map.status !== f.status) return false;
  if (f.noQuest && map.quest) return false;
  const tokens = searchTokens(f.search);
  if (tokens.length === 0) return true;
  const fields = [
    map.song.artistName,
    map.song.title,
    map.host.username,
    ...map.tasks.flatMap((t) => t.mappers.map((m) => m.username)),
    matchLink ? (map.url ?? "") : "",
  ].map((s) => s.toLowerCase());
  return tokens.some((t) => fields.some((f2) => f2.includes(t)));
}

// ---------------------------------------------------------------------------------------------------------------------
// Who is offered what (docs/domain.md#beatmaps-and-tasks)

export const isHost = (viewer: Viewer, map: Pick<MapLike, "host">): boolean => viewer.id === map.host.id;
export const isTaskMapper = (viewer: Viewer, task: Pick<TaskLike, "mappers">): boolean =>
  task.mappers.some((m) => m.id === viewer.id);

/** Qualified and Ranked mapsets offer no task actions (admins excepted: they keep their powers). */
const finished = (viewer: Viewer, map: Pick<MapLike, "status">) =>
  !viewer.isAdmin && (map.status === "Qualified" || map.status === "Ranked");

export interface TaskActions {
  markDone: boolean;
  markWip: boolean;
  remove: boolean;
  addCollaborator: boolean;
  /** Ids of mappers the viewer may remove from the task. */
  removableMappers: string[];
}

/**
 * Task actions for a viewer: the task's mappers, the host and admins may change the status and remove the task
 * (never on Qualified/Ranked for non-admins; "mark as WIP" only while the mapset is WIP); collaborators can be added
 * while the mapset and the task are WIP; a collaborator can be removed, but never the last mapper, nor yourself.
 */
export function taskActions(viewer: Viewer, map: Pick<MapLike, "status" | "host">, task: TaskLike): TaskActions {
  const may = viewer.isAdmin || isHost(viewer, map) || isTaskMapper(viewer, task);
  if (!may || finished(viewer, map)) {
    return { markDone: false, markWip: false, remove: false, addCollaborator: false, removableMappers: [] };
  }
  const mapWip = map.status === "WIP";
  return {
    markDone: task.status !== "Done",
    markWip: task.status === "Done" && (mapWip || viewer.isAdmin),
    remove: true,
    addCollaborator: viewer.isAdmin || (mapWip && task.status !== "Done"),
    removableMappers: task.mappers.length > 1 ? task.mappers.filter((m) => m.id !== viewer.id).map((m) => m.id) : [],
  };
}

/** The "add difficulty" row shows while the mapset is WIP (always for admins). */
export function canClaim(viewer: Viewer, map: Pick<MapLike, "status">): boolean {
  return viewer.isAdmin || map.status === "WIP";
}

/** Names the viewer may claim: difficulties (locked ones only for the host and admins), Hitsounds (not on taiko) and Storyboard once. */
export function claimableNames(viewer: Viewer, map: MapLike): string[] {
  const privileged = viewer.isAdmin || isHost(viewer, map);
  const out: string[] = [];
  for (const d of DIFFICULTIES) if (privileged || !map.tasksLocked.includes(d)) out.push(d);
  const has = (n: string) => map.tasks.some((t) => t.name === n);
  if (map.mode !== "taiko" && !has("Hitsounds") && (privileged || !map.tasksLocked.includes("Hitsounds"))) out.push("Hitsounds");
  if (!has("Storyboard") && (privileged || !map.tasksLocked.includes("Storyboard"))) out.push("Storyboard");
  return out;
}

/** Names the host may lock (unlocked ones; no Hitsounds on taiko). */
export function lockableNames(map: Pick<MapLike, "mode" | "tasksLocked">): string[] {
  const names = [...DIFFICULTIES, "Hitsounds", "Storyboard"];
  return names.filter((n) => !map.tasksLocked.includes(n) && !(n === "Hitsounds" && map.mode === "taiko"));
}

/** The host panel: status (not once Qualified/Ranked), mode and locks (WIP only), the link (not when Qualified), delete (not Qualified/Ranked). */
export function hostPanel(map: Pick<MapLike, "status">) {
  const s = map.status;
  return {
    shown: s !== "Ranked",
    status: s === "WIP" || s === "Done",
    mode: s === "WIP",
    link: s !== "Qualified" && s !== "Ranked",
    locks: s === "WIP",
    questLink: s !== "Ranked",
    remove: s === "WIP" || s === "Done",
  };
}

/** The BN "+" shows while there are fewer than two nominators, to anyone not mapping or hosting the mapset (osu! decides the rest). */
export function canOfferNomination(viewer: Viewer, map: MapLike & { bns: readonly PersonLike[] }): boolean {
  if (map.status === "Ranked" || map.bns.length >= 2) return false;
  if (map.bns.some((b) => b.id === viewer.id)) return false;
  return !isHost(viewer, map) && !map.tasks.some((t) => isTaskMapper(viewer, t));
}

// ---------------------------------------------------------------------------------------------------------------------
// Create dialog

export const CREATE_MSG = {
  selectArtist: "Select or type an artist!",
  artistNotFound: "Couldn't find artist! Check your typing or select one from the list.",
  lookingUpArtist: "Still looking up the artist: try again in a moment.",
  selectSong: "Select a song!",
  missingTask: "Missing task or status",
  onlyOne: (name: string) => `Only one "${name}" task allowed`,
  selectDifficulty: "Select at least one difficulty to map!",
  selectMode: "Select a mode for each difficulty!",
} as const;

export interface ArtistOption {
  id: string;
  label: string;
}

/** The typed artist: an exact label, else the first label containing the text (case-insensitive). */
export function resolveArtist<A extends ArtistOption>(artists: readonly A[], text: string): A | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  return artists.find((a) => a.label.toLowerCase() === t) ?? artists.find((a) => a.label.toLowerCase().includes(t)) ?? null;
}

export function artistProblem(artists: readonly ArtistOption[], text: string): string | null {
  if (!text.trim()) return CREATE_MSG.selectArtist;
  return resolveArtist(artists, text) ? null : CREATE_MSG.artistNotFound;
}

export interface DraftTask {
  name: string;
  status: string;
  /** Hybrid mapsets: the difficulty's game mode. */
  mode?: string;
}

/** A new task row: a name and status; Hitsounds and Storyboard once; a mode for difficulties of a hybrid mapset. */
export function newTaskProblem(rows: readonly { name: string }[], draft: DraftTask, mapMode: string): string | null {
  if (!draft.name || !draft.status) return CREATE_MSG.missingTask;
  for (const extra of ["Hitsounds", "Storyboard"]) {
    if (draft.name === extra && rows.some((r) => r.name === extra)) return CREATE_MSG.onlyOne(extra);
  }
  if (mapMode === "hybrid" && (DIFFICULTIES as readonly string[]).includes(draft.name) && !draft.mode)
    return CREATE_MSG.selectMode;
  return null;
}

/** The whole dialog before it is sent (the server checks again). */
export function createProblem(input: {
  artists: readonly ArtistOption[];
  artistText: string;
  songId: string;
  rows: readonly { name: string }[];
}): string | null {
  const artist = artistProblem(input.artists, input.artistText);
  if (artist) return artist;
  if (!input.songId) return CREATE_MSG.selectSong;
  if (!input.rows.some((r) => (DIFFICULTIES as readonly string[]).includes(r.name))) return CREATE_MSG.selectDifficulty;
  return null;
}

/** Task rows after a mode change: to or from "Multiple modes" clears them; osu!taiko drops Hitsounds. */
export function rowsAfterModeChange<R extends { name: string }>(rows: readonly R[], from: string, to: string): R[] {
  if ((from === "hybrid") !== (to === "hybrid")) return [];
  if (to === "taiko") return rows.filter((r) => r.name !== "Hitsounds");
  return [...rows];
}

/** Names offered in the create dialog: the five difficulties, Hitsounds (not on taiko), Storyboard. */
export function createTaskNames(mapMode: string): string[] {
  return [...DIFFICULTIES, ...(mapMode === "taiko" ? [] : ["Hitsounds"]), "Storyboard"];
}
