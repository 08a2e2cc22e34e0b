import { In } from "typeorm";
import { byId, defineLoader, manyBy, viaJoinTable } from "../../core/loaders";
import { User } from "../users/user.entity";
import { Beatmap } from "./beatmap.entity";
import { Task } from "./task.entity";

/** Mapsets by id. */
export const beatmapById = defineLoader((db) => byId(db, Beatmap));

/** Mapsets of a song, oldest first. */
export const beatmapsBySong = defineLoader((db) =>
  manyBy<Beatmap>(
    (ids) => db.getRepository(Beatmap).find({ where: { songId: In(ids) }, order: { createdAt: "ASC", id: "ASC" } }),
    (b) => b.songId,
  ),
);

/** Mapsets linked to a mission, oldest first. */
export const beatmapsByMission = defineLoader((db) =>
  manyBy<Beatmap>(
    (ids) => db.getRepository(Beatmap).find({ where: { missionId: In(ids) }, order: { createdAt: "ASC", id: "ASC" } }),
    (b) => b.missionId!,
  ),
);

/** Mapsets linked to a quest, oldest first. */
export const beatmapsByQuest = defineLoader((db) =>
  manyBy<Beatmap>(
    (ids) => db.getRepository(Beatmap).find({ where: { questId: In(ids) }, order: { createdAt: "ASC", id: "ASC" } }),
    (b) => b.questId!,
  ),
);

/** Tasks of a mapset, in id order (the beatmaps area sorts them for display). */
export const beatmapTasks = defineLoader((db) =>
  manyBy<Task>(
    (ids) => db.getRepository(Task).find({ where: { beatmapId: In(ids) }, order: { id: "ASC" } }),
    (t) => t.beatmapId,
  ),
);

/** The mappers of a task (more than one = a collab). */
export const taskMappers = defineLoader((db) => viaJoinTable(db, User, "task_mappers", "task_id", "user_id"));

/** The modders of a mapset. */
export const beatmapModders = defineLoader((db) => viaJoinTable(db, User, "beatmap_modders", "beatmap_id", "user_id"));

/** The nominators of a mapset. */
export const beatmapBns = defineLoader((db) => viaJoinTable(db, User, "beatmap_bns", "beatmap_id", "user_id"));
