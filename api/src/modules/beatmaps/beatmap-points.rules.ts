/**
 * The points preview of one mapset (README.md `findPoints`): what everyone involved would earn if the
 * map were ranked now. Pure; built from the points engine's own functions, so the preview and the real recalculation
 * can never disagree on a formula. Assumptions (stated in the spec): the ranked date is now (or the stored one for a
 * Ranked map); a linked quest counts as completed now; a linked mission counts as won (closed, announced, winner).
 * Unlike the original's estimator, extras are counted once (no double split of storyboards) and the per-user lines are
 * the engine's own results for this map alone.
 */
import type { TaskMode, TaskName } from "../../core/enums";
import {
  BASE_TASK_POINTS,
  DIFFICULTY_BONUS,
  HOST_POINTS_PER_MAP,
  bnMapPoints,
  calculateUserPoints,
  lengthFactor,
  questLatenessBonus,
  round3,
  type EngineBeatmap,
} from "../points/points-engine.rules";
import { round1 } from "../points/points.rules";
import { isDifficulty } from "./beatmaps.rules";

export interface PreviewMap {
  id: number;
  hostId: number;
  songId: number;
  /** Longest difficulty's hit length in seconds. */
  length: number;
  rankedDate: Date | null;
  isShowcase: boolean;
  tasks: readonly { id: number; name: TaskName; mode: TaskMode; mapperIds: readonly number[] }[];
  modderIds: readonly number[];
  bnIds: readonly number[];
  quest: { id: number; deadline: Date | null; completed: Date | null } | null;
  mission: { id: number; tier: number; allMappersWin: boolean } | null;
}

export interface TaskPreview {
  taskId: number;
  name: TaskName;
  mode: TaskMode;
  mapperIds: number[];
  /** What each mapper of the task earns from it. */
  pointsPerMapper: number;
  /** The whole task (all mappers). */
  points: number;
}

export interface UserPreview {
  userId: number;
  difficulties: number;
  hitsounds: number;
  storyboard: number;
  skin: number;
  host: number;
  modding: number;
  quest: number;
  mission: number;
  total: number;
}

export type BonusSource = "quest" | "mission" | "showcase" | null;

export interface PointsPreview {
  length: number;
  lengthFactor: number;
  taskCount: number;
  /** Bonus per difficulty before the split among a difficulty's mappers. */
  bonusPerDifficulty: number;
  bonusSource: BonusSource;
  tasks: TaskPreview[];
  users: UserPreview[];
  hostPoints: number;
  /** Points of a Beatmap Nominator: max(1, f(length × tasks / 1.5)), to one decimal. */
  bnPoints: number;
  /** Every task's points plus the host's. */
  totalPoints: number;
  summary: string;
}

/** Bonus per difficulty, first matching rule as in the engine: quest lateness, mission win, showcase. */
export function previewBonus(map: PreviewMap, rankedDate: Date): { bonus: number; source: BonusSource } {
  if (map.quest)
    return { bonus: map.quest.deadline ? questLatenessBonus(map.quest.deadline, rankedDate) : DIFFICULTY_BONUS, source: "quest" };
  if (map.mission) return { bonus: DIFFICULTY_BONUS, source: "mission" };
  if (map.isShowcase) return { bonus: DIFFICULTY_BONUS, source: "showcase" };
  return { bonus: 0, source: null };
}

function formatLength(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}m${s % 60}s`;
}

export function previewPoints(map: PreviewMap, now: Date): PointsPreview {
  const rankedDate = map.rankedDate ?? now;
  const f = lengthFactor(map.length);
  const { bonus, source } = previewBonus(map, rankedDate);

  const tasks: TaskPreview[] = map.tasks.map((t) => {
    const mapperIds = [...new Set(t.mapperIds)];
    const m = Math.max(1, mapperIds.length);
    const share = (BASE_TASK_POINTS[t.name] ?? 0) / m;
    let each: number;
    if (isDifficulty(t.name)) each = (share + bonus / m) * f;
    else if (t.name === "Hitsounds") each = share * f;
    else each = share;
    return { taskId: t.id, name: t.name, mode: t.mode, mapperIds, pointsPerMapper: round3(each), points: round3(each * m) };
  });

  // The engine's result for each person, on this map alone, as if it had been ranked now.
  const engineMap: EngineBeatmap = {
    id: map.id,
    hostId: map.hostId,
    songId: map.songId,
    length: map.length,
    rankedDate,
    isShowcase: map.isShowcase,
    invalidForPoints: false,
    tasks: map.tasks.map((t) => ({ name: t.name, mode: t.mode, mapperIds: t.mapperIds })),
    modderIds: map.modderIds,
    bnIds: map.bnIds,
    quest: map.quest
      ? { id: map.quest.id, status: "done", deadline: map.quest.deadline, completed: map.quest.completed ?? now }
      : null,
    mission: map.mission
      ? {
          id: map.mission.id,
          tier: map.mission.tier,
          status: "closed",
          closingAnnounced: true,
          allMappersWin: map.mission.allMappersWin,
        }
      : null,
    isMissionWinner: !!map.mission,
    isMissionInvalid: false,
  };
  const people = new Set<number>([map.hostId, ...map.modderIds, ...map.bnIds]);
  for (const t of map.tasks) for (const id of t.mapperIds) people.add(id);
  const users: UserPreview[] = [...people].map((userId) => {
    const r = calculateUserPoints(userId, { beatmaps: [engineMap], contests: [], legacyPoints: 0, adjustmentPoints: 0 });
    const difficulties = r.easyPoints + r.normalPoints + r.hardPoints + r.insanePoints + r.expertPoints;
    return {
      userId,
      difficulties: round3(difficulties),
      hitsounds: r.hitsoundPoints,
      storyboard: r.storyboardPoints,
      skin: r.skinPoints,
      host: r.hostPoints,
      modding: r.modPoints,
      quest: r.questPoints,
      mission: r.missionPoints,
      total: round3(r.totalPoints),
    };
  });
  users.sort((a, b) => b.total - a.total || a.userId - b.userId);

  const taskTotal = tasks.reduce((s, t) => s + t.points, 0);
  const bnPoints = round1(bnMapPoints(map.length, map.tasks.length));
  const difficultyCount = map.tasks.filter((t) => isDifficulty(t.name)).length;
  const summary =
    `based on ${formatLength(map.length)} length and ${difficultyCount} ${difficultyCount === 1 ? "difficulty" : "difficulties"}` +
    (bonus > 0 ? ` + includes ${round3(bonus)} ${source} bonus point${bonus === 1 ? "" : "s"} per difficulty` : "");
  return {
    length: map.length,
    lengthFactor: round3(f),
    taskCount: map.tasks.length,
    bonusPerDifficulty: round3(bonus),
    bonusSource: source,
    tasks,
    users,
    hostPoints: HOST_POINTS_PER_MAP,
    bnPoints,
    totalPoints: round3(taskTotal + HOST_POINTS_PER_MAP),
    summary,
  };
}
