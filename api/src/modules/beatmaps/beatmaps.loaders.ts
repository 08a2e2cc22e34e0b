import { leanFind } from "../../core/lean";
import { withProperties } from "../../core/projection";
import { byId, defineLoader, leanFindWithRefs, manyBy, viaJoinTable, type JoinedRef } from "../../core/loaders";
import { User } from "../users/user.entity";
import { USER_REF_PROPERTIES, userRefById } from "../users/users.loaders";
import { Song } from "../artists/song.entity";
import { songById } from "../artists/artists.loaders";
import { Beatmap } from "./beatmap.entity";
import { Task } from "./task.entity";

/** Mapsets by id. */
export const beatmapById = defineLoader((db) => byId(db, Beatmap));

/**
 * What a list of mapsets prints with each: its song and its host as a reference, read with the mapsets and handed to
 * `songById` and `userRefById` (core/loaders.ts `leanFindWithRefs`), so `Beatmap.song` and `Beatmap.host` send no
 * statement of their own.
 */
const HOST_REF: JoinedRef = { foreignKey: "host_id", entity: User, loader: userRefById, only: USER_REF_PROPERTIES };
const CARD_REFS: readonly JoinedRef[] = [{ foreignKey: "song_id", entity: Song, loader: songById }, HOST_REF];

/**
 * Mapsets whose `column` is one of the ids asked for, oldest first, grouped by `key` (the same column's property), with
 * `refs` read in the same statement and only the columns of the caller's projection (plus `key`).
 */
const mapsetsBy = (column: string, key: "songId" | "missionId" | "questId", refs: readonly JoinedRef[]) =>
  defineLoader((_db, loaders, only) =>
    manyBy<Beatmap>(
      (ids) =>
        leanFindWithRefs(loaders, Beatmap, `e.${column} = ANY($1)`, [ids], `e.created_at, e.id`, refs, withProperties(only, key)),
      (b) => b[key]!,
    ),
  );

/** Mapsets of a song, oldest first (with their hosts; the song is the one asked for). */
export const beatmapsBySong = mapsetsBy("song_id", "songId", [HOST_REF]);

/** Mapsets linked to a mission, oldest first. */
export const beatmapsByMission = mapsetsBy("mission_id", "missionId", CARD_REFS);

/** Mapsets linked to a quest, oldest first. */
export const beatmapsByQuest = mapsetsBy("quest_id", "questId", CARD_REFS);

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
