// Over 400 lines: the whole points recalculation is one deterministic function and its helpers, tested as one table (points-engine.rules.test.ts).
/**
 * The earned-points engine (README.md): a pure, deterministic recalculation of one
 * user's cached point fields from source facts. No I/O here; PointsService loads the facts and stores the result.
 *
 * Deliberate differences from the original (README.md):
 * - no hard-coded user or mission ids: "collab" missions are the mission flag `allMappersWin`, manual grants are
 *   the user's `adjustmentPoints`, and a beatmap with `invalidForPoints` earns nobody anything (host, tasks, mods, BN,
 *   quest or mission rewards);
 * - a beatmap listed as invalid for its mission (`isMissionInvalid`) is treated as a non-winner of that mission;
 * - tiers outside 1-4 (the old tier 5 = −1000) are worth what tier 1 is worth (7);
 * - mission rewards are accumulated in `missionPoints`;
 * - the showcase bonus is divided among a task's mappers like the quest and mission bonuses;
 * - contest participation counts only completed contests (like every other contest role);
 * - a Ranked map without a stored length never produces NaN (see `lengthFactor`);
 * - the result never depends on the order of the input.
 *
 * Over 400 lines on purpose: the inputs, the constants of the points table and the one calculation read top to bottom
 * as the points table of docs/domain.md; split, a change to a formula would touch several files.
 */
import {
  BASE_TASK_POINTS as RULES_BASE_TASK_POINTS,
  CONTEST_CREATOR_POINTS,
  CONTEST_JUDGE_POINTS,
  CONTEST_PARTICIPANT_POINTS,
  CONTEST_SCREENER_POINTS,
  DIFFICULTY_BONUS,
  HOST_POINTS_PER_MAP,
  missionTierPoints,
  MOD_POINTS_PER_MAP,
  QUEST_REWARD,
  questBonusForDaysLate,
} from "@mg/rules";
import type { TaskMode, TaskName } from "../../core/enums";
import { CATEGORY_FIELDS, rankFromTotal, type PointFields } from "./points.rules";

// ---------------------------------------------------------------------------------------------------------------------
// Input / output

type TaskNameValue = `${TaskName}`;
type TaskModeValue = `${TaskMode}`;
type GameMode = "osu" | "taiko" | "catch" | "mania";
type Difficulty = "Easy" | "Normal" | "Hard" | "Insane" | "Expert";

export interface EngineTask {
  name: TaskNameValue;
  /** Game mode of a difficulty (osu/taiko/catch/mania); sb/hs/skin for the extras. */
  mode: TaskModeValue;
  mapperIds: readonly number[];
}

export interface EngineQuest {
  id: number;
  status: string;
  deadline: Date | null;
  completed: Date | null;
}

export interface EngineMission {
  id: number;
  tier: number;
  status: string;
  closingAnnounced: boolean;
  /** Every task mapper of a winning map is rewarded like the host (the original's hard-coded "collab" missions). */
  allMappersWin: boolean;
}

/** One Ranked beatmap (the caller passes Ranked maps only). */
export interface EngineBeatmap {
  id: number;
  hostId: number;
  songId: number;
  /** Longest difficulty's hit length in seconds; null when osu! has not provided it yet. */
  length: number | null;
  rankedDate: Date | null;
  isShowcase: boolean;
  invalidForPoints: boolean;
  tasks: readonly EngineTask[];
  modderIds: readonly number[];
  bnIds: readonly number[];
  quest: EngineQuest | null;
  mission: EngineMission | null;
  /** The map is one of its (current) mission's winning beatmaps. */
  isMissionWinner: boolean;
  /** The map is in its mission's invalid list: it can take part but never wins. */
  isMissionInvalid?: boolean;
}

export interface EngineContestSubmission {
  creatorId: number;
  /** Sum of the screeners' votes for this submission. */
  screeningVoteTotal: number;
}

export interface EngineContest {
  id: number;
  isFeaturedArtistContest: boolean;
  isEligibleForPoints: boolean;
  /** status = complete */
  completed: boolean;
  creatorIds: readonly number[];
  screenerIds: readonly number[];
  judgeIds: readonly number[];
  /** > 0: only submissions whose screening total exceeds it count towards judge scaling. */
  judgingThreshold: number | null;
  submissions: readonly EngineContestSubmission[];
}

export interface EngineInput {
  /** The user's relevant Ranked beatmaps (hosted, mapped, modded or nominated). Others are ignored. */
  beatmaps: readonly EngineBeatmap[];
  contests: readonly EngineContest[];
  legacyPoints: number;
  adjustmentPoints: number;
}

export type EngineResult = Omit<PointFields, "spentPoints"> & {
  /** Sum of every category field (CATEGORY_FIELDS), i.e. exactly what the stored columns add up to. */
  totalPoints: number;
  rank: number;
  /** Quests (status done) where the user mapped at least one task on a Ranked map, ascending. */
  completedQuestIds: number[];
  /** Missions won as host (or as any mapper when the mission has `allMappersWin`), ascending. */
  completedMissionIds: number[];
  /** Missions won as a guest difficulty mapper only, ascending. */
  completedMissionAsGuestIds: number[];
};

// ---------------------------------------------------------------------------------------------------------------------
// Constants and single formulas

export const BASE_TASK_POINTS: Readonly<Record<TaskNameValue, number>> = RULES_BASE_TASK_POINTS;

const DIFFICULTY_FIELD: Readonly<
  Record<Difficulty, "easyPoints" | "normalPoints" | "hardPoints" | "insanePoints" | "expertPoints">
> = {
  Easy: "easyPoints",
  Normal: "normalPoints",
  Hard: "hardPoints",
  Insane: "insanePoints",
  Expert: "expertPoints",
};
const DIFFICULTY_NAMES = Object.keys(DIFFICULTY_FIELD) as Difficulty[];
const GAME_MODES: readonly GameMode[] = ["osu", "taiko", "catch", "mania"];
const MODE_FIELD: Readonly<Record<GameMode, "osuPoints" | "taikoPoints" | "catchPoints" | "maniaPoints">> = {
  osu: "osuPoints",
  taiko: "taikoPoints",
  catch: "catchPoints",
  mania: "maniaPoints",
};

// The points table's values live in @mg/rules (packages/rules); the landing page lists the same ones.
export {
  CONTEST_CREATOR_POINTS,
  CONTEST_PARTICIPANT_POINTS,
  CONTEST_SCREENER_POINTS,
  DIFFICULTY_BONUS,
  HOST_POINTS_PER_MAP,
  missionTierPoints,
  MOD_POINTS_PER_MAP,
  QUEST_REWARD,
} from "@mg/rules";
/** Mappers' Guild launch: quest rewards need a map ranked strictly after this instant. */
export const QUEST_REWARD_EARLIEST_RANKED = new Date(Date.UTC(2019, 2, 1));
/** Judge scaling starts above this many (counted) submissions. */
export const JUDGE_SCALING_SUBMISSIONS = 15;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Length factor f(L) = effective length / 125, where every minute band beyond 90 s counts less:
 * ≤90 → L; 90–150 → 90 + (L−90)/2; 150–210 → 120 + (L−150)/3; 210–270 → 140 + (L−210)/4; >270 → 155 + (L−270)/5.
 * The bands meet continuously (90 s → 0.72, 150 → 0.96, 210 → 1.12, 270 → 1.24).
 *
 * Unknown length (null, NaN, negative — a map marked Ranked without osu! data): factor 0. Every length-scaled award
 * (difficulties, hitsounds, BN scaling beyond the minimum) is withheld until osu! supplies the length and the
 * map is recalculated, instead of guessing a length or poisoning the totals with NaN.
 */
export function lengthFactor(seconds: number | null | undefined): number {
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return 0;
  const L = seconds;
  let effective: number;
  if (L <= 90) effective = L;
  else if (L <= 150) effective = 90 + (L - 90) / 2;
  else if (L <= 210) effective = 120 + (L - 150) / 3;
  else if (L <= 270) effective = 140 + (L - 210) / 4;
  else effective = 155 + (L - 270) / 5;
  return effective / 125;
}

/**
 * Quest bonus per difficulty (before the collaborator split), from d = (deadline − rankedDate) in days
 * (fractional): d > 0 → 2; −20 < d ≤ 0 → 1.5; −40 < d ≤ −20 → 1; otherwise 0.5.
 */
export function questLatenessBonus(deadline: Date, rankedDate: Date): number {
  return questBonusForDaysLate((rankedDate.getTime() - deadline.getTime()) / DAY_MS);
}

/**
 * Judge points for one completed contest. `screeningTotals` has one entry per submission (its summed screening
 * votes). Up to 15 submissions → 1. Above that, with a judging threshold > 0, k = submissions whose total is
 * strictly above the threshold and the award is 1 + ln(k/15) when k > 15, else 1; without a threshold
 * (null/0/negative) it is 1 + ln(submissions/15).
 */
export function judgePoints(screeningTotals: readonly number[], judgingThreshold: number | null | undefined): number {
  const n = screeningTotals.length;
  const base = CONTEST_JUDGE_POINTS;
  if (n <= JUDGE_SCALING_SUBMISSIONS) return base;
  if (judgingThreshold != null && judgingThreshold > 0) {
    const k = screeningTotals.filter((t) => t > judgingThreshold).length;
    return k > JUDGE_SCALING_SUBMISSIONS ? base + Math.log(k / JUDGE_SCALING_SUBMISSIONS) : base;
  }
  return base + Math.log(n / JUDGE_SCALING_SUBMISSIONS);
}

/** BN points for one nominated map, before the final ceiling: max(1, f(L × tasks / 1.5)). */
export function bnMapPoints(lengthSeconds: number | null, taskCount: number): number {
  const scaled = lengthSeconds == null ? null : (lengthSeconds * taskCount) / 1.5;
  return Math.max(1, lengthFactor(scaled));
}

export function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

// ---------------------------------------------------------------------------------------------------------------------
// The engine

function isDifficulty(name: string): name is Difficulty {
  return name in DIFFICULTY_FIELD;
}

function gameModeOf(task: EngineTask): GameMode {
  // A difficulty always carries a game mode; anything else (bad data) is counted as osu! so that the
  // mode totals keep adding up to the difficulty totals.
  return (GAME_MODES as readonly string[]).includes(task.mode) ? (task.mode as GameMode) : "osu";
}

const uniqueCount = (ids: readonly number[]) => new Set(ids).size;

/**
 * Recalculates every cached point field of `userId` from `input`.
 *
 * Rounding: difficulty points are accumulated per (difficulty, game mode) cell and each cell is rounded to
 * 3 decimals; a difficulty field is the sum of its row and a mode field the sum of its column, so
 * osu + taiko + catch + mania always equals the five difficulty fields. Hitsound, storyboard, skin and mod
 * fields are rounded to 3 decimals; the other fields are exact sums. totalPoints is the sum of the stored
 * fields and the rank is derived from it.
 */
export function calculateUserPoints(userId: number, input: EngineInput): EngineResult {
  // Only maps that may earn points; sorted so that nothing depends on the caller's order.
  const maps = input.beatmaps
    .filter((b) => !b.invalidForPoints)
    .slice()
    .sort((a, b) => a.id - b.id);

  // r for repeated extras: how many of my maps of a song carry an extra task of mine of that type.
  const extraRepeats = new Map<string, number>();
  for (const map of maps) {
    const mine = new Set(map.tasks.filter((t) => !isDifficulty(t.name) && t.mapperIds.includes(userId)).map((t) => t.name));
    for (const name of mine) {
      const key = `${map.songId}:${name}`;
      extraRepeats.set(key, (extraRepeats.get(key) ?? 0) + 1);
    }
  }

  // Thousandths per (difficulty, game mode) cell, raw before rounding.
  const cells = new Map<string, number>();
  let hitsound = 0;
  let storyboard = 0;
  let skin = 0;
  let hostMaps = 0;
  let plainModdedMaps = 0;
  let bnSum = 0;

  /** quest id → whether the +7 reward is earned (completed on time and some map ranked after launch). */
  const quests = new Map<number, boolean>();
  /** mission id → tier and the best path through which the user won it. */
  const missions = new Map<number, { tier: number; asHost: boolean }>();

  for (const map of maps) {
    const f = lengthFactor(map.length);

    if (map.hostId === userId) hostMaps++;
    if (map.bnIds.includes(userId)) bnSum += bnMapPoints(map.length, map.tasks.length);
    else if (map.modderIds.includes(userId)) plainModdedMaps++;

    const myTasks = map.tasks.filter((t) => t.mapperIds.includes(userId));
    if (myTasks.length === 0) continue;

    // Which bonus rule applies to this map (first match wins).
    const quest = map.quest && map.quest.status === "done" ? map.quest : null;
    const mission = !quest && map.mission && map.mission.status === "closed" && map.mission.closingAnnounced ? map.mission : null;
    const isWinner = !!mission && map.isMissionWinner && !map.isMissionInvalid;
    let bonus = 0; // before the split by the task's mapper count
    if (quest) {
      // No deadline recorded: nothing to be late for. No ranked date: lateness cannot be shown, lowest band.
      if (!quest.deadline) bonus = 2;
      else if (!map.rankedDate) bonus = 0.5;
      else bonus = questLatenessBonus(quest.deadline, map.rankedDate);
    } else if (mission) {
      bonus = isWinner ? DIFFICULTY_BONUS : 0;
    } else if (map.isShowcase) {
      // Choice (README.md): the showcase bonus is split among a difficulty's mappers like the quest and
      // mission bonuses, instead of the original's full 2 points to every collaborator.
      bonus = DIFFICULTY_BONUS;
    }

    let hasDifficulty = false;
    for (const task of myTasks) {
      const m = uniqueCount(task.mapperIds);
      const share = (BASE_TASK_POINTS[task.name] ?? 0) / m;
      if (isDifficulty(task.name)) {
        hasDifficulty = true;
        const key = `${task.name}:${gameModeOf(task)}`;
        cells.set(key, (cells.get(key) ?? 0) + (share + bonus / m) * f);
      } else {
        const r = extraRepeats.get(`${map.songId}:${task.name}`) ?? 1;
        if (task.name === "Hitsounds") hitsound += (share * f) / r;
        else if (task.name === "Storyboard") storyboard += share / r;
        else if (task.name === "Skin") skin += share / r;
      }
    }

    if (quest) {
      const onTime = !!quest.completed && (!quest.deadline || quest.deadline.getTime() - quest.completed.getTime() > 0);
      const afterLaunch = !!map.rankedDate && map.rankedDate.getTime() > QUEST_REWARD_EARLIEST_RANKED.getTime();
      quests.set(quest.id, (quests.get(quest.id) ?? false) || (onTime && afterLaunch));
    }

    if (mission && isWinner && hasDifficulty) {
      const asHost = map.hostId === userId || mission.allMappersWin;
      const prev = missions.get(mission.id);
      // Won as host/collab on any map beats a guest win on another map of the same mission (never twice).
      missions.set(mission.id, { tier: mission.tier, asHost: (prev?.asHost ?? false) || asHost });
    }
  }

  // Round each cell, then build rows (difficulties) and columns (modes) from the rounded integers.
  const diffThousandths: Record<Difficulty, number> = { Easy: 0, Normal: 0, Hard: 0, Insane: 0, Expert: 0 };
  const modeThousandths: Record<GameMode, number> = { osu: 0, taiko: 0, catch: 0, mania: 0 };
  for (const [key, raw] of cells) {
    const [name, mode] = key.split(":") as [Difficulty, GameMode];
    const t = Math.round(raw * 1000);
    diffThousandths[name] += t;
    modeThousandths[mode] += t;
  }

  const completedQuestIds = [...quests.keys()].sort((a, b) => a - b);
  const questPoints = [...quests.values()].filter(Boolean).length * QUEST_REWARD;

  const completedMissionIds: number[] = [];
  const completedMissionAsGuestIds: number[] = [];
  let missionPoints = 0;
  for (const [id, win] of [...missions.entries()].sort((a, b) => a[0] - b[0])) {
    (win.asHost ? completedMissionIds : completedMissionAsGuestIds).push(id);
    missionPoints += missionTierPoints(win.tier);
  }

  const contest = contestPoints(userId, input.contests);

  const fields: Omit<PointFields, "spentPoints"> = {
    easyPoints: 0,
    normalPoints: 0,
    hardPoints: 0,
    insanePoints: 0,
    expertPoints: 0,
    storyboardPoints: round3(storyboard),
    hitsoundPoints: round3(hitsound),
    skinPoints: round3(skin),
    questPoints,
    missionPoints,
    modPoints: round3(plainModdedMaps * MOD_POINTS_PER_MAP + Math.ceil(bnSum - 1e-9)),
    hostPoints: hostMaps * HOST_POINTS_PER_MAP,
    ...contest,
    legacyPoints: finiteOrZero(input.legacyPoints),
    adjustmentPoints: finiteOrZero(input.adjustmentPoints),
    osuPoints: 0,
    taikoPoints: 0,
    catchPoints: 0,
    maniaPoints: 0,
  };
  for (const d of DIFFICULTY_NAMES) fields[DIFFICULTY_FIELD[d]] = diffThousandths[d] / 1000;
  for (const mode of GAME_MODES) fields[MODE_FIELD[mode]] = modeThousandths[mode] / 1000;

  let totalPoints = 0;
  for (const key of CATEGORY_FIELDS) totalPoints += fields[key];

  return {
    ...fields,
    totalPoints,
    rank: rankFromTotal(totalPoints),
    completedQuestIds,
    completedMissionIds,
    completedMissionAsGuestIds,
  };
}

function finiteOrZero(n: number | null | undefined): number {
  return n != null && Number.isFinite(n) ? n : 0;
}

/** Contest roles; only Featured Artist contests that are eligible for points and completed count. */
export function contestPoints(
  userId: number,
  contests: readonly EngineContest[],
): Pick<PointFields, "contestCreatorPoints" | "contestParticipantPoints" | "contestScreenerPoints" | "contestJudgePoints"> {
  let creator = 0;
  let participant = 0;
  let screener = 0;
  let judge = 0;
  for (const c of [...contests].sort((a, b) => a.id - b.id)) {
    if (!c.isFeaturedArtistContest || !c.isEligibleForPoints || !c.completed) continue;
    if (c.creatorIds.includes(userId)) creator += CONTEST_CREATOR_POINTS;
    participant += c.submissions.filter((s) => s.creatorId === userId).length * CONTEST_PARTICIPANT_POINTS;
    if (c.screenerIds.includes(userId)) screener += CONTEST_SCREENER_POINTS;
    if (c.judgeIds.includes(userId)) {
      judge += judgePoints(
        c.submissions.map((s) => s.screeningVoteTotal),
        c.judgingThreshold,
      );
    }
  }
  return {
    contestCreatorPoints: creator,
    contestParticipantPoints: participant,
    contestScreenerPoints: screener,
    contestJudgePoints: judge,
  };
}
