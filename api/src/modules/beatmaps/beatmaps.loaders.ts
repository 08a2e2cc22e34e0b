import { leanFind } from "../../core/lean";
import { byId, defineLoader, manyBy, viaJoinTable } from "../../core/loaders";
import { User } from "../users/user.entity";
import { USER_REF_PROPERTIES } from "../users/users.loaders";
import { Beatmap } from "./beatmap.entity";
import { Task } from "./task.entity";

/** Mapsets by id. */
export const beatmapById = defineLoader((db) => byId(db, Beatmap));

/** Mapsets of a song, oldest first. */
export const beatmapsBySong = defineLoader((db) =>
  manyBy<Beatmap>(
    (ids) => leanFind(db, Beatmap, `e.song_id = ANY($1)`, [ids], `e.created_at, e.id`),
    (b) => b.songId,
  ),
);

/** Mapsets linked to a mission, oldest first. */
export const beatmapsByMission = defineLoader((db) =>
  manyBy<Beatmap>(
    (ids) => leanFind(db, Beatmap, `e.mission_id = ANY($1)`, [ids], `e.created_at, e.id`),
    (b) => b.missionId!,
  ),
);

/** Mapsets linked to a quest, oldest first. */
export const beatmapsByQuest = defineLoader((db) =>
  manyBy<Beatmap>(
    (ids) => leanFind(db, Beatmap, `e.quest_id = ANY($1)`, [ids], `e.created_at, e.id`),
    (b) => b.questId!,
  ),
);

/** Tasks of a mapset, in id order (the beatmaps area sorts them for display). */
export const beatmapTasks = defineLoader((db) =>
  manyBy<Task>(
    (ids) => leanFind(db, Task, `e.beatmap_id = ANY($1)`, [ids], `e.id`),
    (t) => t.beatmapId,
  ),
);

/** The mappers of a task (more than one = a collab). */
export const taskMappers = defineLoader((db) => viaJoinTable(db, User, "task_mappers", "task_id", "user_id"));

/** `taskMappers` with the reference columns only (users.loaders.ts USER_REF_PROPERTIES). */
export const taskMapperRefs = defineLoader((db) =>
  viaJoinTable(db, User, "task_mappers", "task_id", "user_id", USER_REF_PROPERTIES),
);

/** The modders of a mapset. */
export const beatmapModders = defineLoader((db) => viaJoinTable(db, User, "beatmap_modders", "beatmap_id", "user_id"));

/** The nominators of a mapset. */
export const beatmapBns = defineLoader((db) => viaJoinTable(db, User, "beatmap_bns", "beatmap_id", "user_id"));
