import type { DataSource, EntityManager } from "typeorm";
import { notFound } from "../../core/errors";
import { BeatmapStatus, QuestStatus, type Mode, type TaskMode, type TaskName, type TaskStatus } from "../../core/enums";
import type { PointsService } from "../points/points.service";
import { Task } from "./task.entity";
import { Song } from "../artists/song.entity";
import { hasRole, Role } from "../../core/access";
import type { User } from "../users/user.entity";
import { Beatmap } from "./beatmap.entity";
import { BEATMAP_MSG, type MapFacts, type TaskFacts, type ViewerFacts } from "./beatmaps.rules";

/** A mapset with everything its rules look at, loaded (and row-locked) inside a transaction. */
export interface LoadedMap {
  beatmap: Beatmap;
  song: Song;
  facts: MapFacts;
  tasks: TaskFacts[];
  modderIds: number[];
  bnIds: number[];
}

interface TaskRow {
  id: number;
  name: TaskName;
  mode: TaskMode;
  status: TaskStatus;
  mapper_ids: number[];
}

/**
 * Loads a mapset's facts through the transaction's manager. With `lock`, the beatmap row is locked FOR UPDATE first, so
 * concurrent writes on the same mapset (two people claiming the only Storyboard) run one after the other.
 */
export async function loadMap(m: EntityManager, beatmapId: number, lock = true): Promise<LoadedMap> {
  const qb = m.getRepository(Beatmap).createQueryBuilder("b").where("b.id = :id", { id: beatmapId });
  if (lock) qb.setLock("pessimistic_write");
  const beatmap = await qb.getOne();
  if (!beatmap) throw notFound(BEATMAP_MSG.notFound);
  const song = await m.getRepository(Song).findOneByOrFail({ id: beatmap.songId });
  const rows: TaskRow[] = await m.query(
    `SELECT t.id, t.name::text AS name, t.mode::text AS mode, t.status::text AS status,
            COALESCE(array_agg(tm.user_id ORDER BY tm.user_id) FILTER (WHERE tm.user_id IS NOT NULL), '{}'::int[]) AS mapper_ids
       FROM tasks t LEFT JOIN task_mappers tm ON tm.task_id = t.id
      WHERE t.beatmap_id = $1
      GROUP BY t.id ORDER BY t.id`,
    [beatmapId],
  );
  const tasks: TaskFacts[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    mode: r.mode,
    status: r.status,
    mapperIds: r.mapper_ids.map(Number),
  }));
  const people: { kind: "modder" | "bn"; user_id: number }[] = await m.query(
    `SELECT 'modder' AS kind, user_id FROM beatmap_modders WHERE beatmap_id = $1
     UNION ALL SELECT 'bn' AS kind, user_id FROM beatmap_bns WHERE beatmap_id = $1`,
    [beatmapId],
  );
  let quest: MapFacts["quest"] = null;
  if (beatmap.questId) {
    const [q]: { modes: Mode[] | string }[] = await m.query(`SELECT modes::text[] AS modes FROM quests WHERE id = $1`, [
      beatmap.questId,
    ]);
    quest = { modes: parseArray(q?.modes) as Mode[], partyMemberIds: await currentPartyMemberIds(m, beatmap.questId) };
  }
  let missionModes: Mode[] | null = null;
  if (beatmap.missionId) {
    const [mi]: { modes: Mode[] | string }[] = await m.query(`SELECT modes::text[] AS modes FROM missions WHERE id = $1`, [
      beatmap.missionId,
    ]);
    missionModes = parseArray(mi?.modes) as Mode[];
  }
  return {
    beatmap,
    song,
    tasks,
    modderIds: people.filter((p) => p.kind === "modder").map((p) => p.user_id),
    bnIds: people.filter((p) => p.kind === "bn").map((p) => p.user_id),
    facts: {
      hostId: beatmap.hostId,
      status: beatmap.status,
      mode: beatmap.mode,
      tasksLocked: beatmap.tasksLocked ?? [],
      tasks,
      quest,
      missionModes,
    },
  };
}

/**
 * Members of a quest's current party: the party holding a wip or done quest (the quest's first party, as the quest
 * resolver's `currentParty`). An open quest has no current party.
 */
export async function currentPartyMemberIds(m: EntityManager, questId: number): Promise<number[]> {
  const rows: { user_id: number }[] = await m.query(
    `SELECT pm.user_id FROM party_members pm
      WHERE pm.party_id = (SELECT p.id FROM parties p JOIN quests q ON q.id = p.quest_id
                            WHERE p.quest_id = $1 AND q.status IN ($2, $3)
                            ORDER BY p.created_at, p.id LIMIT 1)`,
    [questId, QuestStatus.wip, QuestStatus.done],
  );
  return rows.map((r) => r.user_id);
}

/** Everyone whose points a mapset feeds: host, task mappers, modders, nominators. */
export function involvedUserIds(map: Pick<LoadedMap, "beatmap" | "tasks" | "modderIds" | "bnIds">): number[] {
  const ids = new Set<number>([map.beatmap.hostId, ...map.modderIds, ...map.bnIds]);
  for (const t of map.tasks) for (const id of t.mapperIds) ids.add(id);
  return [...ids];
}

/** pg returns enum arrays as "{a,b}" strings unless cast; accept both. */
function parseArray(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === "string")
    return v
      .replace(/^\{|\}$/g, "")
      .split(",")
      .filter(Boolean);
  return [];
}

/** Inserts a task with its mappers (creation and add task). */
export async function insertTask(
  m: EntityManager,
  beatmapId: number,
  name: TaskName,
  mode: Task["mode"],
  status: TaskStatus,
  mapperIds: number[],
  now: Date,
): Promise<number> {
  const res = await m.insert(Task, { beatmapId, name, mode, status, createdAt: now });
  const taskId = (res.identifiers[0] as { id: number }).id;
  for (const uid of mapperIds) await m.query(`INSERT INTO task_mappers (task_id, user_id) VALUES ($1, $2)`, [taskId, uid]);
  return taskId;
}

/** A task of THIS mapset, or NOT_FOUND "Task not found on this mapset!". */
export function taskOf(map: LoadedMap, taskId: number) {
  const task = map.tasks.find((t) => t.id === taskId);
  if (!task) throw notFound(BEATMAP_MSG.taskNotOnMap);
  return task;
}

/** The mapset of a task (the REST paths that name only the task). */
export async function beatmapOfTask(db: DataSource, taskId: number): Promise<number> {
  const task = await db.getRepository(Task).findOneBy({ id: taskId });
  if (!task) throw notFound(BEATMAP_MSG.taskNotOnMap);
  return task.beatmapId;
}

/** Admin edits of a Ranked map change earned points: recalculate everyone it concerns (before and after). */
export async function recalcIfRanked(m: EntityManager, points: PointsService, before: LoadedMap, extra: number[]): Promise<void> {
  if (before.beatmap.status !== BeatmapStatus.Ranked) return;
  const after = await loadMap(m, before.beatmap.id, false);
  await points.recalculateUsers([...involvedUserIds(before), ...involvedUserIds(after), ...extra], { manager: m });
}

/** The mapset row after a change (outside the transaction). */
export async function reloadBeatmap(db: DataSource, id: number): Promise<Beatmap> {
  return db.getRepository(Beatmap).findOneByOrFail({ id });
}

/** The viewer as the permission rules see them. */
export const viewerFacts = (user: User): ViewerFacts => ({ id: user.id, isAdmin: hasRole(user, Role.ADMIN) });
