import type { EntityManager } from "typeorm";
import { notFound } from "../../core/errors";
import { Beatmap } from "../beatmaps/beatmap.entity";
import type { User } from "../users/user.entity";
import { Mission } from "./mission.entity";
import { isMissionVisibleTo, MISSION_MSG } from "./missions.rules";
import { lockById } from "../../core/locks";

/** Database helpers shared by the missions services. Every function takes the transaction's manager. */

/** Locks a beatmap row for the rest of the transaction; NOT_FOUND when there is none. */
export async function lockBeatmap(m: EntityManager, id: number): Promise<Beatmap> {
  if (!Number.isSafeInteger(id)) throw notFound();
  return lockById(m, Beatmap, id);
}

/** A mission the user may see, or NOT_FOUND "Mission ID does not exist!". */
export async function visibleMission(m: EntityManager, user: User, id: number): Promise<Mission> {
  const mission = Number.isSafeInteger(id) ? await m.findOneBy(Mission, { id }) : null;
  if (!mission || !isMissionVisibleTo(user, mission)) throw notFound(MISSION_MSG.missionNotFound);
  return mission;
}

/** Host and task mappers of a beatmap (the people whose points a mission change can move). */
export async function beatmapPeople(m: EntityManager, beatmapId: number): Promise<number[]> {
  const rows: { id: number }[] = await m.query(
    `SELECT host_id AS id FROM beatmaps WHERE id = $1
     UNION SELECT tm.user_id FROM tasks t JOIN task_mappers tm ON tm.task_id = t.id WHERE t.beatmap_id = $1`,
    [beatmapId],
  );
  return rows.map((r) => Number(r.id));
}

/** Hosts and task mappers of the missions' winning maps (the people whose points a mission's result moves). */
export async function winnerPeople(m: EntityManager, missionIds: number[]): Promise<number[]> {
  const rows: { id: number }[] = await m.query(
    `SELECT b.host_id AS id FROM mission_winners w JOIN beatmaps b ON b.id = w.beatmap_id WHERE w.mission_id = ANY($1::int[])
     UNION SELECT tm.user_id FROM mission_winners w JOIN tasks t ON t.beatmap_id = w.beatmap_id
       JOIN task_mappers tm ON tm.task_id = t.id WHERE w.mission_id = ANY($1::int[])`,
    [missionIds],
  );
  return rows.map((r) => Number(r.id));
}
