// Over 400 lines: the points comparison is one chain (README.md "Points"): the original's formula, its deliberate
// differences with ours as switches, and the facts each link reads; split, the chain would no longer read top to bottom.
/**
 * Points after the import (README.md "Points"): the original's hard-coded exceptions become data, and every member
 * whose shown total differs from the dump's stored total gets the difference explained by a closed list of reasons.
 *
 * The explanation is a chain of totals, each link changing one thing, so the differences add up exactly:
 *   dump's stored total
 *   → the original's formula on the dump                       (stale cache: the original recalculates only on events)
 *   → the original's formula on what was imported              (rows the import skipped or changed)
 *   → … each deliberate difference of our engine switched on, one at a time (hard-coded exceptions as data, invalid
 *     maps, invalid winners, tier 5, showcase split, absent length, quest dates, quest reward, ongoing and unapproved
 *     contests, judge scaling, rounding)
 *   → our engine (points-engine.rules.ts) on what was imported (must be equal: else "no reason found", an importer bug)
 *   → our engine on everything in the database                 (activity on the new site)
 *   → the stored total after the recalculation                 (must be equal: else "no reason found").
 * `originalTotal` is a port of the original's `updateUserPoints` (its api/helpers/points.ts, 2026-08-21) written
 * for this comparison: it computes, it never decides anything stored.
 */
import type { EntityManager } from "typeorm";
import { missionTierPoints, QUEST_REWARD } from "@mg/rules";
import {
  BASE_TASK_POINTS,
  bnMapPoints,
  calculateUserPoints,
  judgePoints,
  lengthFactor,
  questLatenessBonus,
  QUEST_REWARD_EARLIEST_RANKED,
  round3,
  type EngineBeatmap,
  type EngineContest,
} from "../modules/points/points-engine.rules";
import { round1 } from "../modules/points/points.rules";
import { screeningTotal } from "../modules/contests/contests.rules";
import { ADJUSTMENT_LIMIT, REASON_MAX } from "../modules/points/points-admin.service";
import type { ImportContext, Source } from "./context";
import type { SourceDoc } from "./dump-reader";
import type { PointsExceptions } from "./exceptions";

import { POINTS_REASONS, type PointsDifference, type PointsReasonCode, type PointsReport } from "./points-reasons";

export { POINTS_REASONS, type PointsDifference, type PointsReasonCode, type PointsReport };

/** The deliberate differences, in the order the chain switches them on. */
const SWITCHES = [
  "hardCoded",
  "invalidForPoints",
  "invalidMissionWinner",
  "tier5",
  "showcaseSplit",
  "lengthAbsent",
  "questNullDates",
  "questRewardAnyMap",
  "ongoingContest",
  "unapprovedContest",
  "judgeScaling",
  "rounding",
] as const satisfies readonly PointsReasonCode[];
type Switch = (typeof SWITCHES)[number];
type Behaviour = Record<Switch, boolean>;

// ---------------------------------------------------------------------------------------------------------------------
// Facts (ids are ObjectIds where a row came from the dump, "n:<id>" for rows of ours)

interface FQuest {
  id: string;
  status: string;
  deadline: Date | null;
  completed: Date | null;
}
interface FMission {
  id: string;
  tier: number;
  status: string;
  closingAnnounced: boolean;
  allMappersWin: boolean;
  winners: Set<string>;
  invalid: Set<string>;
}
interface FMap {
  id: string;
  host: string | null;
  song: string;
  /** undefined: the field was absent from the document (the original computed NaN from it). */
  length: number | null | undefined;
  rankedDate: Date | null;
  isShowcase: boolean;
  invalidForPoints: boolean;
  tasks: { name: string; mode: string; mappers: string[] }[];
  modders: string[];
  bns: string[];
  quest: FQuest | null;
  mission: FMission | null;
}
interface FEntry {
  id: string;
  creator: string;
  contest: FContest | null;
  screenings: { screener: string; vote: number }[];
}
interface FContest {
  id: string;
  status: string;
  approved: boolean;
  fa: boolean;
  eligible: boolean;
  creators: string[];
  screeners: string[];
  judges: string[];
  threshold: number;
  voteCount: number;
  bonus: boolean;
  entries: FEntry[];
}
interface Facts {
  maps: FMap[];
  contests: FContest[];
  missions: Map<string, FMission>;
  entries: FEntry[];
  users: Map<string, { legacy: number; adjustments: number }>;
  mapsByUser: Map<string, FMap[]>;
  entriesByUser: Map<string, FEntry[]>;
}

function index(f: Omit<Facts, "mapsByUser" | "entriesByUser">): Facts {
  const mapsByUser = new Map<string, FMap[]>();
  for (const map of f.maps) {
    const who = new Set<string>([...map.modders, ...map.bns]);
    if (map.host) who.add(map.host);
    for (const t of map.tasks) for (const u of t.mappers) who.add(u);
    for (const u of who) {
      const list = mapsByUser.get(u);
      if (list) list.push(map);
      else mapsByUser.set(u, [map]);
    }
  }
  const entriesByUser = new Map<string, FEntry[]>();
  for (const e of f.entries) {
    const list = entriesByUser.get(e.creator);
    if (list) list.push(e);
    else entriesByUser.set(e.creator, [e]);
  }
  return { ...f, mapsByUser, entriesByUser };
}

const num = (v: unknown): number | null => (typeof v === "number" ? v : null);
const date = (v: unknown): Date | null => (v instanceof Date ? v : null);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/** The dump as the original's code would see it (mongoose populate: dangling references left out of arrays). */
function factsFromSource(source: Source): Facts {
  const users = new Map<string, { legacy: number; adjustments: number }>();
  for (const u of source.docs("users")) users.set(u._id, { legacy: num(u.legacyPoints) || 0, adjustments: 0 });
  const quest = (oid: unknown): FQuest | null => {
    const q = typeof oid === "string" ? source.get("quests", oid) : undefined;
    return q ? { id: q._id, status: String(q.status ?? "open"), deadline: date(q.deadline), completed: date(q.completed) } : null;
  };
  const missions = new Map<string, FMission>();
  for (const m of source.docs("missions")) {
    missions.set(m._id, {
      id: m._id,
      tier: num(m.tier) ?? 0,
      status: String(m.status ?? "open"),
      closingAnnounced: m.closingAnnounced === true,
      allMappersWin: false,
      winners: new Set(strs(m.winningBeatmaps).filter((b) => source.get("beatmaps", b))),
      invalid: new Set(strs(m.invalidBeatmaps)),
    });
  }
  const maps: FMap[] = [];
  for (const b of source.docs("beatmaps")) {
    if (b.status !== "Ranked") continue;
    const tasks = strs(b.tasks)
      .map((t) => source.get("tasks", t))
      .filter((t): t is SourceDoc => !!t)
      .map((t) => ({
        name: String(t.name),
        mode: String(t.mode ?? "osu"),
        mappers: strs(t.mappers).filter((u) => users.has(u)),
      }));
    const song = typeof b.song === "string" && b.song ? b.song : `none:${b._id}`;
    maps.push({
      id: b._id,
      host: typeof b.host === "string" && users.has(b.host) ? b.host : null,
      song,
      length: "length" in b ? (num(b.length) ?? null) : undefined,
      rankedDate: date(b.rankedDate),
      isShowcase: b.isShowcase === true,
      invalidForPoints: b.invalidForPoints === true,
      tasks,
      modders: strs(b.modders),
      bns: strs(b.bns),
      quest: quest(b.quest),
      mission: typeof b.mission === "string" ? (missions.get(b.mission) ?? null) : null,
    });
  }
  const contests: FContest[] = [];
  const entryContest = new Map<string, FContest>();
  const entries: FEntry[] = [];
  const screeningsOf = new Map<string, { screener: string; vote: number }[]>();
  for (const s of source.docs("screenings")) {
    if (typeof s.submission !== "string") continue;
    const list = screeningsOf.get(s.submission) ?? [];
    list.push({ screener: String(s.screener), vote: num(s.vote) ?? 0 });
    screeningsOf.set(s.submission, list);
  }
  for (const c of source.docs("contests")) {
    const contest: FContest = {
      id: c._id,
      status: String(c.status ?? "hidden"),
      approved: c.isApproved === true,
      fa: c.isFeaturedArtistContest === true,
      eligible: c.isEligibleForPoints !== false,
      creators: strs(c.creators).length ? strs(c.creators) : strs([c.creator]),
      screeners: strs(c.screeners),
      judges: strs(c.judges),
      threshold: num(c.judgingThreshold) ?? 0,
      voteCount: num(c.screeningVoteCount) ?? 5,
      bonus: c.screeningBonus === true,
      entries: [],
    };
    contests.push(contest);
    for (const sid of strs(c.submissions)) {
      const s = source.get("submissions", sid);
      if (!s) continue;
      // The submission's `contest` virtual is the first contest (in the collection's order) that lists it.
      if (!entryContest.has(sid)) entryContest.set(sid, contest);
      contest.entries.push({ id: sid, creator: String(s.creator), contest, screenings: screeningsOf.get(sid) ?? [] });
    }
  }
  for (const s of source.docs("submissions")) {
    entries.push({
      id: s._id,
      creator: String(s.creator),
      contest: entryContest.get(s._id) ?? null,
      screenings: screeningsOf.get(s._id) ?? [],
    });
  }
  return index({ maps, contests, missions, entries, users });
}

/**
 * The database as facts: only rows the import wrote (`onlyImported`, the "what was imported" link) or every row (the
 * "everything in the database" link). Ids become the documents' ObjectIds so the original's hard-coded ids apply.
 */
async function factsFromDb(m: EntityManager, source: Source, onlyImported: boolean): Promise<Facts> {
  const oids = new Map<string, Map<number, string>>();
  for (const r of (await m.query(
    `SELECT table_name, row_id, object_id, collection FROM legacy_ids WHERE row_id IS NOT NULL`,
  )) as {
    table_name: string;
    row_id: number;
    object_id: string;
    collection: string;
  }[]) {
    let t = oids.get(r.table_name);
    if (!t) oids.set(r.table_name, (t = new Map()));
    t.set(Number(r.row_id), r.collection === "_placeholders" ? `placeholder:${r.object_id}` : r.object_id);
  }
  const key = (table: string, id: number | null): string | null =>
    id == null ? null : (oids.get(table)?.get(Number(id)) ?? `n:${id}`);
  const imported = (table: string, id: number) => !onlyImported || oids.get(table)?.has(Number(id));

  const users = new Map<string, { legacy: number; adjustments: number }>();
  const importerAdjustments = new Map<number, number>();
  for (const r of (await m.query(
    `SELECT a.user_id, sum(a.amount) AS amount FROM points_adjustments a
       JOIN legacy_ids l ON l.table_name = 'points_adjustments' AND l.row_id = a.id GROUP BY a.user_id`,
  )) as { user_id: number; amount: number }[]) {
    importerAdjustments.set(Number(r.user_id), Number(r.amount));
  }
  for (const u of (await m.query(`SELECT id, legacy_points, adjustment_points FROM users`)) as {
    id: number;
    legacy_points: number;
    adjustment_points: number;
  }[]) {
    const k = key("users", u.id)!;
    const doc = source.get("users", k);
    users.set(k, {
      legacy: onlyImported ? (doc ? num(doc.legacyPoints) || 0 : 0) : Number(u.legacy_points),
      adjustments: onlyImported ? (importerAdjustments.get(Number(u.id)) ?? 0) : Number(u.adjustment_points),
    });
  }
  const missions = new Map<string, FMission>();
  const missionById = new Map<number, FMission>();
  for (const r of (await m.query(
    `SELECT id, tier, status::text AS status, closing_announced, all_mappers_win FROM missions`,
  )) as { id: number; tier: number; status: string; closing_announced: boolean; all_mappers_win: boolean }[]) {
    const f: FMission = {
      id: key("missions", r.id)!,
      tier: Number(r.tier),
      status: r.status,
      closingAnnounced: r.closing_announced,
      allMappersWin: r.all_mappers_win,
      winners: new Set(),
      invalid: new Set(),
    };
    missions.set(f.id, f);
    missionById.set(Number(r.id), f);
  }
  for (const r of (await m.query(`SELECT mission_id, beatmap_id FROM mission_winners`)) as {
    mission_id: number;
    beatmap_id: number;
  }[]) {
    missionById.get(Number(r.mission_id))?.winners.add(key("beatmaps", r.beatmap_id)!);
  }
  for (const r of (await m.query(`SELECT mission_id, beatmap_id FROM mission_invalid_beatmaps`)) as {
    mission_id: number;
    beatmap_id: number;
  }[]) {
    missionById.get(Number(r.mission_id))?.invalid.add(key("beatmaps", r.beatmap_id)!);
  }
  const quests = new Map<number, FQuest>();
  for (const r of (await m.query(`SELECT id, status::text AS status, deadline, completed FROM quests`)) as {
    id: number;
    status: string;
    deadline: Date | null;
    completed: Date | null;
  }[]) {
    quests.set(Number(r.id), { id: key("quests", r.id)!, status: r.status, deadline: r.deadline, completed: r.completed });
  }
  const maps = new Map<number, FMap>();
  for (const r of (await m.query(
    `SELECT id, host_id, song_id, length, ranked_date, is_showcase, invalid_for_points, quest_id, mission_id
       FROM beatmaps WHERE status = 'Ranked' ORDER BY id`,
  )) as {
    id: number;
    host_id: number;
    song_id: number;
    length: number | null;
    ranked_date: Date | null;
    is_showcase: boolean;
    invalid_for_points: boolean;
    quest_id: number | null;
    mission_id: number | null;
  }[]) {
    if (!imported("beatmaps", r.id)) continue;
    const id = key("beatmaps", r.id)!;
    const doc = source.get("beatmaps", id);
    maps.set(Number(r.id), {
      id,
      host: key("users", r.host_id),
      song: key("featured_songs", r.song_id)!,
      // Keep the dump's "absent" apart from "null": the original computed NaN from an absent length only.
      length: r.length ?? (doc && !("length" in doc) ? undefined : null),
      rankedDate: r.ranked_date,
      isShowcase: r.is_showcase,
      invalidForPoints: r.invalid_for_points,
      tasks: [],
      modders: [],
      bns: [],
      quest: r.quest_id == null ? null : (quests.get(Number(r.quest_id)) ?? null),
      mission: r.mission_id == null ? null : (missionById.get(Number(r.mission_id)) ?? null),
    });
  }
  for (const t of (await m.query(
    `SELECT t.id, t.beatmap_id, t.name::text AS name, t.mode::text AS mode,
            COALESCE(array_agg(tm.user_id ORDER BY tm.user_id) FILTER (WHERE tm.user_id IS NOT NULL), '{}') AS mappers
       FROM tasks t LEFT JOIN task_mappers tm ON tm.task_id = t.id GROUP BY t.id ORDER BY t.id`,
  )) as { id: number; beatmap_id: number; name: string; mode: string; mappers: number[] }[]) {
    if (!imported("tasks", t.id)) continue;
    maps.get(Number(t.beatmap_id))?.tasks.push({ name: t.name, mode: t.mode, mappers: t.mappers.map((u) => key("users", u)!) });
  }
  for (const [table, field] of [
    ["beatmap_modders", "modders"],
    ["beatmap_bns", "bns"],
  ] as const) {
    for (const r of (await m.query(`SELECT beatmap_id, user_id FROM ${table}`)) as { beatmap_id: number; user_id: number }[]) {
      maps.get(Number(r.beatmap_id))?.[field].push(key("users", r.user_id)!);
    }
  }
  const contests = new Map<number, FContest>();
  for (const c of (await m.query(
    `SELECT id, status::text AS status, is_approved, is_featured_artist_contest, is_eligible_for_points, judging_threshold,
            screening_vote_count, screening_bonus FROM contests ORDER BY id`,
  )) as {
    id: number;
    status: string;
    is_approved: boolean;
    is_featured_artist_contest: boolean;
    is_eligible_for_points: boolean;
    judging_threshold: number;
    screening_vote_count: number;
    screening_bonus: boolean;
  }[]) {
    if (!imported("contests", c.id)) continue;
    contests.set(Number(c.id), {
      id: key("contests", c.id)!,
      status: c.status,
      approved: c.is_approved,
      fa: c.is_featured_artist_contest,
      eligible: c.is_eligible_for_points,
      creators: [],
      screeners: [],
      judges: [],
      threshold: Number(c.judging_threshold),
      voteCount: Number(c.screening_vote_count),
      bonus: c.screening_bonus,
      entries: [],
    });
  }
  for (const [table, field] of [
    ["contest_creators", "creators"],
    ["contest_screeners", "screeners"],
    ["contest_judges", "judges"],
  ] as const) {
    for (const r of (await m.query(`SELECT contest_id, user_id FROM ${table}`)) as { contest_id: number; user_id: number }[]) {
      contests.get(Number(r.contest_id))?.[field].push(key("users", r.user_id)!);
    }
  }
  const entries = new Map<number, FEntry>();
  for (const s of (await m.query(`SELECT id, contest_id, creator_id FROM contest_submissions ORDER BY id`)) as {
    id: number;
    contest_id: number;
    creator_id: number;
  }[]) {
    if (!imported("contest_submissions", s.id)) continue;
    const contest = contests.get(Number(s.contest_id)) ?? null;
    const e: FEntry = { id: key("contest_submissions", s.id)!, creator: key("users", s.creator_id)!, contest, screenings: [] };
    entries.set(Number(s.id), e);
    contest?.entries.push(e);
  }
  for (const r of (await m.query(`SELECT id, submission_id, screener_id, vote FROM contest_screenings`)) as {
    id: number;
    submission_id: number;
    screener_id: number;
    vote: number;
  }[]) {
    if (!imported("contest_screenings", r.id)) continue;
    entries.get(Number(r.submission_id))?.screenings.push({ screener: key("users", r.screener_id)!, vote: Number(r.vote) });
  }
  return index({ maps: [...maps.values()], contests: [...contests.values()], missions, entries: [...entries.values()], users });
}

// ---------------------------------------------------------------------------------------------------------------------
// The original's formula, with our deliberate differences as switches

const DAY = 24 * 3600 * 1000;
const DIFFICULTIES = new Set(["Easy", "Normal", "Hard", "Insane", "Expert"]);
const ts = (d: Date | null): number => (d ? d.getTime() : 0); // +null is 0 in the original's JavaScript
const decimalRound = (v: number) => Math.round(v * 1000) / 1000;

/** The original's getLengthNerf, with JavaScript's comparisons: null reads as 0, an absent length gives NaN. */
function originalLengthNerf(length: number | null | undefined): number {
  const L = length as number;
  let e: number;
  if (L <= 90) e = L;
  else if (L <= 150) e = (L - 90) / 2 + 90;
  else if (L <= 210) e = (L - 150) / 3 + 120;
  else if (L <= 270) e = (L - 210) / 4 + 140;
  else e = (L - 270) / 5 + 155;
  return (e ?? 0) / 125;
}

function originalTierPoints(tier: number): number {
  return tier === 5 ? -1000 : missionTierPoints(tier);
}

interface Exceptions {
  collab: Set<string>;
  excluded: Set<string>; // `${mission}:${user}`
  granted: Map<string, string[]>; // user → missions
}

function exceptionSets(e: PointsExceptions): Exceptions {
  const granted = new Map<string, string[]>();
  for (const g of e.granted) for (const u of g.users) granted.set(u, [...(granted.get(u) ?? []), g.mission]);
  return {
    collab: new Set(e.allMappersWinMissions),
    excluded: new Set(e.excluded.flatMap((x) => x.users.map((u) => `${x.mission}:${u}`))),
    granted,
  };
}

/** One member's total by the original's formula, with the switched-on differences of ours applied. */
function originalTotal(f: Facts, u: string, b: Behaviour, ex: Exceptions): number {
  const all = f.mapsByUser.get(u) ?? [];
  const maps = b.invalidForPoints ? all.filter((m) => !m.invalidForPoints) : all;
  const factor = (L: number | null | undefined) => (b.lengthAbsent ? lengthFactor(L ?? null) : originalLengthNerf(L));
  const mine = maps.filter((m) => m.tasks.some((t) => t.mappers.includes(u)));

  const diffRaw = new Map<string, number>(); // difficulty → raw (the original) or "difficulty:mode" cell (ours)
  let hs = 0;
  let sb = 0;
  let skin = 0;
  const questReward = new Map<string, number>();
  const missionsWon: string[] = [];
  const missionsAsGuest: string[] = [];
  let missionReward = 0;
  const tierPoints = (t: number) => (b.tier5 ? missionTierPoints(t) : originalTierPoints(t));
  if (!b.hardCoded) {
    for (const mission of ex.granted.get(u) ?? []) {
      const mi = f.missions.get(mission);
      if (!mi) continue;
      missionsWon.push(mission);
      missionReward += tierPoints(mi.tier);
    }
  }
  for (const map of mine) {
    const L = factor(map.length);
    let questPart = false;
    let missionPart = false;
    const winner = (mi: FMission) => mi.winners.has(map.id) && !(b.invalidMissionWinner && mi.invalid.has(map.id));
    for (const task of map.tasks) {
      if (!task.mappers.includes(u)) continue;
      const m = task.mappers.length;
      let bonus = 0;
      if (map.quest?.status === "done") {
        questPart = true;
        const q = map.quest;
        if (b.questNullDates) {
          bonus = !q.deadline ? 2 / m : !map.rankedDate ? 0.5 / m : questLatenessBonus(q.deadline, map.rankedDate) / m;
        } else {
          const late = (ts(q.deadline) - ts(map.rankedDate)) / DAY;
          bonus = (late > 0 ? 2 : late > -20 ? 1.5 : late > -40 ? 1 : 0.5) / m;
        }
      } else if (map.mission?.status === "closed" && map.mission.closingAnnounced) {
        missionPart = true;
        bonus = winner(map.mission) ? 2 / m : 0;
      } else if (map.isShowcase) {
        bonus = b.showcaseSplit ? 2 / m : 2;
      }
      const base = (BASE_TASK_POINTS[task.name as keyof typeof BASE_TASK_POINTS] ?? 0) / m;
      if (DIFFICULTIES.has(task.name)) {
        const cell = b.rounding
          ? `${task.name}:${["osu", "taiko", "catch", "mania"].includes(task.mode) ? task.mode : "osu"}`
          : task.name;
        diffRaw.set(cell, (diffRaw.get(cell) ?? 0) + (base + bonus) * L);
      } else {
        const r = mine.filter(
          (o) => o.song === map.song && o.tasks.some((t) => t.name === task.name && t.mappers.includes(u)),
        ).length;
        if (task.name === "Hitsounds") hs += (base * L) / r;
        else if (task.name === "Storyboard") sb += base / r;
        else if (task.name === "Skin") skin += base / r;
      }
    }
    if (questPart && map.quest) {
      const q = map.quest;
      const onTime = b.questNullDates
        ? !!q.completed && (!q.deadline || ts(q.deadline) - ts(q.completed) > 0)
        : ts(q.deadline) - ts(q.completed) > 0;
      const earned = onTime && ts(map.rankedDate) > QUEST_REWARD_EARLIEST_RANKED.getTime() ? QUEST_REWARD : 0;
      if (!questReward.has(q.id)) questReward.set(q.id, earned);
      else if (b.questRewardAnyMap && earned) questReward.set(q.id, earned);
    }
    const mi = map.mission;
    if (missionPart && mi && winner(mi) && !missionsWon.includes(mi.id)) {
      const hasDifficulty = map.tasks.some((t) => t.mappers.includes(u) && DIFFICULTIES.has(t.name));
      const collab = b.hardCoded ? mi.allMappersWin : ex.collab.has(mi.id);
      if (map.host === u || collab) {
        const valid = hasDifficulty && (b.hardCoded || !ex.excluded.has(`${mi.id}:${u}`));
        if (valid) {
          const g = missionsAsGuest.indexOf(mi.id);
          if (g !== -1) missionsAsGuest.splice(g, 1);
          else missionReward += tierPoints(mi.tier);
          missionsWon.push(mi.id);
        }
      } else if (!missionsAsGuest.includes(mi.id) && hasDifficulty) {
        missionsAsGuest.push(mi.id);
        missionReward += tierPoints(mi.tier);
      }
    }
  }
  let difficulties = 0;
  for (const v of diffRaw.values()) difficulties += b.rounding ? Math.round(v * 1000) / 1000 : decimalRound(v);

  let host = 0;
  let plain = 0;
  let bn = 0;
  for (const map of maps) {
    if (map.host === u) host += 3;
    if (map.bns.includes(u)) {
      if (b.lengthAbsent) bn += bnMapPoints(map.length ?? null, map.tasks.length);
      else {
        const bonus = originalLengthNerf(map.length == null ? map.length : (map.length * map.tasks.length) / 1.5);
        bn += bonus < 1 ? 1 : bonus;
      }
    } else if (map.modders.includes(u)) plain++;
  }
  const mod = decimalRound(plain + Math.ceil(b.rounding ? bn - 1e-9 : bn));

  let contest = 0;
  const counts = (c: FContest) => c.fa && c.eligible && (!b.unapprovedContest || c.approved);
  for (const c of f.contests) {
    if (!counts(c) || c.status !== "complete") continue;
    if (c.creators.includes(u)) contest += 5;
    if (c.screeners.includes(u)) contest += 1;
    if (c.judges.includes(u)) {
      if (b.judgeScaling) {
        const current = new Set(c.screeners);
        const totals = c.entries.map((e) =>
          screeningTotal(
            e.screenings.filter((s) => s.vote > 0 && current.has(s.screener)).map((s) => s.vote),
            c.voteCount,
            c.bonus,
          ),
        );
        contest += judgePoints(totals, c.threshold > 0 ? c.threshold - 0.5 : null);
      } else if (c.entries.length > 15) {
        if (c.threshold > 0) {
          const k = c.entries.filter((e) => e.screenings.reduce((s, x) => s + x.vote, 0) > c.threshold).length;
          contest += k > 15 ? 1 + Math.log(k / 15) : 1;
        } else contest += 1 + Math.log(c.entries.length / 15);
      } else contest += 1;
    }
  }
  for (const e of f.entriesByUser.get(u) ?? []) {
    const c = e.contest;
    if (c && counts(c) && (!b.ongoingContest || c.status === "complete")) contest += 3;
  }
  const user = f.users.get(u);
  let total = difficulties + decimalRound(hs) + decimalRound(sb) + decimalRound(skin) + mod + host + contest + missionReward;
  for (const v of questReward.values()) total += v;
  total += user?.legacy ?? 0;
  if (b.hardCoded) total += user?.adjustments ?? 0;
  return total;
}

/** Our engine (points-engine.rules.ts) on the same facts, through the same inputs PointsService gives it. */
function engineTotal(f: Facts, u: string, intern: (s: string) => number): number {
  const beatmaps: EngineBeatmap[] = (f.mapsByUser.get(u) ?? []).map((m) => ({
    id: intern(m.id),
    hostId: m.host ? intern(m.host) : -1,
    songId: intern(m.song),
    length: m.length ?? null,
    rankedDate: m.rankedDate,
    isShowcase: m.isShowcase,
    invalidForPoints: m.invalidForPoints,
    tasks: m.tasks.map((t) => ({ name: t.name as never, mode: t.mode as never, mapperIds: t.mappers.map(intern) })),
    modderIds: m.modders.map(intern),
    bnIds: m.bns.map(intern),
    quest: m.quest
      ? { id: intern(m.quest.id), status: m.quest.status, deadline: m.quest.deadline, completed: m.quest.completed }
      : null,
    mission: m.mission
      ? {
          id: intern(m.mission.id),
          tier: m.mission.tier,
          status: m.mission.status,
          closingAnnounced: m.mission.closingAnnounced,
          allMappersWin: m.mission.allMappersWin,
        }
      : null,
    isMissionWinner: !!m.mission?.winners.has(m.id),
    isMissionInvalid: !!m.mission?.invalid.has(m.id),
  }));
  const contests: EngineContest[] = f.contests
    .filter((c) => c.status === "complete" && c.approved && c.fa && c.eligible)
    .filter(
      (c) => c.creators.includes(u) || c.screeners.includes(u) || c.judges.includes(u) || c.entries.some((e) => e.creator === u),
    )
    .map((c) => {
      const current = new Set(c.screeners);
      return {
        id: intern(c.id),
        isFeaturedArtistContest: true,
        isEligibleForPoints: true,
        completed: true,
        creatorIds: c.creators.map(intern),
        screenerIds: c.screeners.map(intern),
        judgeIds: c.judges.map(intern),
        judgingThreshold: c.threshold > 0 ? c.threshold - 0.5 : null,
        submissions: c.entries.map((e) => ({
          creatorId: intern(e.creator),
          screeningVoteTotal: screeningTotal(
            e.screenings.filter((s) => s.vote > 0 && current.has(s.screener)).map((s) => s.vote),
            c.voteCount,
            c.bonus,
          ),
        })),
      };
    });
  const user = f.users.get(u);
  return calculateUserPoints(intern(u), {
    beatmaps,
    contests,
    legacyPoints: user?.legacy ?? 0,
    adjustmentPoints: user?.adjustments ?? 0,
  }).totalPoints;
}

/** Missions a member wins in our engine (for the exceptions: an excluded member who wins, a granted one who does not). */
function ourMissionWins(f: Facts, u: string): Set<string> {
  const won = new Set<string>();
  for (const map of f.mapsByUser.get(u) ?? []) {
    const mi = map.mission;
    if (map.invalidForPoints || !mi || map.quest?.status === "done") continue;
    if (mi.status !== "closed" || !mi.closingAnnounced || !mi.winners.has(map.id) || mi.invalid.has(map.id)) continue;
    if (!map.tasks.some((t) => t.mappers.includes(u) && DIFFICULTIES.has(t.name))) continue;
    won.add(mi.id);
  }
  return won;
}

// ---------------------------------------------------------------------------------------------------------------------
// Exceptions → data, and the report

/**
 * The hard-coded grants and exclusions as adjustment rows (once; mapped in legacy_ids so a re-run does not repeat
 * them): an excluded member who wins the mission in ours loses its reward, a granted member who does not win it gets it.
 * Returns the members adjusted.
 */
export async function applyPointsExceptions(ctx: ImportContext): Promise<number[]> {
  const facts = await factsFromDb(ctx.m, ctx.source, true);
  const adjusted: number[] = [];
  const rows: { user: number; amount: number; reason: string; key: string }[] = [];
  const missionName = new Map<string, string>(ctx.source.docs("missions").map((m) => [m._id, String(m.name ?? m._id)]));
  for (const [kind, list] of [
    ["excluded", ctx.exceptions.excluded],
    ["granted", ctx.exceptions.granted],
  ] as const) {
    for (const e of list) {
      const mission = facts.missions.get(e.mission);
      for (const u of e.users) {
        const key = `${kind}:${e.mission}:${u}`;
        if (ctx.legacy.has("_exceptions", key)) continue;
        const user = ctx.legacy.id("users", u);
        if (!mission || user === undefined) continue;
        const wins = ourMissionWins(facts, u).has(e.mission);
        const points = missionTierPoints(mission.tier);
        const amount = kind === "excluded" ? (wins ? -points : 0) : wins ? 0 : points;
        if (!amount || Math.abs(amount) > ADJUSTMENT_LIMIT) continue;
        const reason =
          kind === "excluded"
            ? `No reward for the priority quest "${missionName.get(e.mission)}": ${e.note} (a hard-coded exception of the original site)`
            : `Reward of the priority quest "${missionName.get(e.mission)}" granted by hand: ${e.note} (a hard-coded exception of the original site)`;
        rows.push({ user, amount, reason: reason.slice(0, REASON_MAX), key });
      }
    }
  }
  const ids = await ctx.sink.alloc("points_adjustments", rows.length);
  rows.forEach((r, i) => {
    ctx.sink.push("points_adjustments", { id: ids[i], user_id: r.user, amount: r.amount, reason: r.reason, created_at: ctx.now });
    ctx.legacy.add({
      collection: "_exceptions",
      object_id: r.key,
      table_name: "points_adjustments",
      row_id: ids[i],
      source_hash: null,
      extra: null,
    });
    adjusted.push(r.user);
  });
  await ctx.sink.flush();
  if (adjusted.length) {
    await ctx.m.query(
      `UPDATE users u SET adjustment_points = COALESCE((SELECT sum(amount) FROM points_adjustments a WHERE a.user_id = u.id), 0)
        WHERE u.id = ANY($1::int[])`,
      [adjusted],
    );
  }
  return adjusted;
}

const STORED_FIELDS = [
  "easyPoints",
  "normalPoints",
  "hardPoints",
  "insanePoints",
  "expertPoints",
  "storyboardPoints",
  "hitsoundPoints",
  "skinPoints",
  "questPoints",
  "modPoints",
  "hostPoints",
  "contestCreatorPoints",
  "contestParticipantPoints",
  "contestScreenerPoints",
  "contestJudgePoints",
  "missionPoints",
  "legacyPoints",
] as const;

/** The dump's shown total, as the original's `totalPoints` virtual adds it up (absent fields are mongoose's 0). */
export function storedTotal(doc: SourceDoc): number {
  let t = 0;
  for (const f of STORED_FIELDS) {
    const v = doc[f];
    t += typeof v === "number" ? v : 0;
  }
  return t;
}

/** The original's stored point fields for a member of a dump (the generator writes its caches with this). */
export function originalPointsOf(source: Source, exceptions: PointsExceptions): Map<string, number> {
  const facts = factsFromSource(source);
  const ex = exceptionSets(exceptions);
  const none = Object.fromEntries(SWITCHES.map((s) => [s, false])) as Behaviour;
  const out = new Map<string, number>();
  for (const u of facts.users.keys()) out.set(u, originalTotal(facts, u, none, ex));
  return out;
}

function delta(a: number, b: number): number | null | 0 {
  const an = Number.isNaN(a);
  const bn = Number.isNaN(b);
  if (an && bn) return 0;
  if (an || bn) return null;
  return Math.abs(b - a) < 1e-6 ? 0 : b - a;
}

export async function buildPointsReport(ctx: ImportContext): Promise<PointsReport> {
  const ex = exceptionSets(ctx.exceptions);
  const a = factsFromSource(ctx.source);
  const b = await factsFromDb(ctx.m, ctx.source, true);
  const c = await factsFromDb(ctx.m, ctx.source, false);
  const ids = new Map<string, number>();
  const intern = (s: string) => {
    let n = ids.get(s);
    if (n === undefined) ids.set(s, (n = ids.size + 1));
    return n;
  };
  const rows: { id: number; username: string; total_points: number; spent_points: number }[] = await ctx.m.query(
    `SELECT id, username, total_points, spent_points FROM users WHERE id = ANY($1::int[])`,
    [[...ctx.legacy.all("users").values()].filter((v) => v !== null)],
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const differences: PointsDifference[] = [];
  let unexplained = 0;
  const behaviours: Behaviour[] = [];
  let current = Object.fromEntries(SWITCHES.map((s) => [s, false])) as Behaviour;
  behaviours.push(current);
  for (const s of SWITCHES) behaviours.push((current = { ...current, [s]: true }));
  let members = 0;
  for (const [oid, id] of ctx.legacy.all("users")) {
    const doc = ctx.source.get("users", oid);
    const row = id === null ? undefined : byId.get(id);
    if (!doc || !row) continue;
    members++;
    const ours = Number(row.total_points);
    const stored = storedTotal(doc);
    const dumpShown = Number.isNaN(stored) ? null : round1(stored);
    // Only members whose shown totals differ are listed (and explained): the chain is computed for them alone.
    if (dumpShown === round1(ours)) continue;
    const chain: { code: PointsReasonCode; value: number }[] = [
      { code: "staleCache", value: originalTotal(a, oid, behaviours[0], ex) },
    ];
    chain.push({ code: "droppedRows", value: originalTotal(b, oid, behaviours[0], ex) });
    SWITCHES.forEach((s, i) => chain.push({ code: s, value: originalTotal(b, oid, behaviours[i + 1], ex) }));
    chain.push({ code: "unexplained", value: engineTotal(b, oid, intern) });
    chain.push({ code: "newSiteActivity", value: engineTotal(c, oid, intern) });
    chain.push({ code: "unexplained", value: ours });
    const reasons: PointsDifference["reasons"] = [];
    let prev = stored;
    for (const link of chain) {
      const d = delta(prev, link.value);
      prev = link.value;
      if (d === 0) continue;
      const existing = reasons.find((r) => r.code === link.code);
      if (existing && existing.delta !== null && d !== null) existing.delta = round3(existing.delta + d);
      else if (!existing)
        reasons.push({ code: link.code, reason: POINTS_REASONS[link.code], delta: d === null ? null : round3(d) });
    }
    const real = reasons.filter((r) => r.delta !== 0);
    // Totals equal but for floating-point noise that happens to cross a rounding boundary of the shown tenth.
    if (!real.length && Math.abs(stored - ours) < 1e-6)
      real.push({ code: "rounding", reason: POINTS_REASONS.rounding, delta: 0 });
    if (!real.length || real.some((r) => r.code === "unexplained")) {
      unexplained++;
      if (!real.some((r) => r.code === "unexplained"))
        real.push({ code: "unexplained", reason: POINTS_REASONS.unexplained, delta: null });
    }
    differences.push({
      objectId: oid,
      userId: Number(row.id),
      username: row.username,
      dumpTotal: dumpShown,
      ourTotal: round1(ours),
      reasons: real,
    });
  }
  const negativeAvailable = rows
    .filter((r) => round1(Number(r.total_points) - Number(r.spent_points)) < 0)
    .map((r) => {
      const oid = [...ctx.legacy.all("users").entries()].find(([, v]) => v === Number(r.id))?.[0] ?? "";
      return {
        objectId: oid,
        userId: Number(r.id),
        username: r.username,
        total: round1(Number(r.total_points)),
        spent: round1(Number(r.spent_points)),
        available: round1(Number(r.total_points) - Number(r.spent_points)),
      };
    });
  const exceptions: PointsReport["exceptions"] = [];
  for (const [kind, list] of [
    ["excluded", ctx.exceptions.excluded],
    ["granted", ctx.exceptions.granted],
  ] as const) {
    for (const e of list) {
      for (const u of e.users) {
        const mapped = ctx.legacy.id("_exceptions", `${kind}:${e.mission}:${u}`);
        exceptions.push({ kind, mission: e.mission, user: u, applied: mapped !== undefined, amount: 0, note: e.note });
      }
    }
  }
  if (exceptions.some((e) => e.applied)) {
    const amounts: { id: number; amount: number }[] = await ctx.m.query(
      `SELECT a.id, a.amount FROM points_adjustments a JOIN legacy_ids l ON l.row_id = a.id AND l.collection = '_exceptions'`,
    );
    const byRow = new Map(amounts.map((x) => [Number(x.id), Number(x.amount)]));
    for (const e of exceptions) {
      const row = ctx.legacy.id("_exceptions", `${e.kind}:${e.mission}:${e.user}`);
      if (row !== undefined) e.amount = byRow.get(row) ?? 0;
    }
  }
  return { members, differences, unexplained, negativeAvailable, exceptions };
}
