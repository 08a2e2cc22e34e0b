import { leanFind, type LeanProperties } from "../../core/lean";
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

/** A projection with the column a loader groups by (undefined = every column). */
const withKeys = (only: LeanProperties, ...keys: string[]): LeanProperties =>
  only ? [...new Set([...only, ...keys])].sort() : undefined;

/** Mapsets of a song, oldest first (with their hosts; the song is the one asked for). */
export const beatmapsBySong = defineLoader((_db, loaders, only) =>
  manyBy<Beatmap>(
    (ids) =>
      leanFindWithRefs(
        loaders,
        Beatmap,
        `e.song_id = ANY($1)`,
        [ids],
        `e.created_at, e.id`,
        [HOST_REF],
        withKeys(only, "songId"),
      ),
    (b) => b.songId,
  ),
);

/** Mapsets linked to a mission, oldest first. */
export const beatmapsByMission = defineLoader((_db, loaders, only) =>
  manyBy<Beatmap>(
    (ids) =>
      leanFindWithRefs(
        loaders,
        Beatmap,
        `e.mission_id = ANY($1)`,
        [ids],
        `e.created_at, e.id`,
        CARD_REFS,
        withKeys(only, "missionId"),
      ),
    (b) => b.missionId!,
  ),
);

/** Mapsets linked to a quest, oldest first. */
export const beatmapsByQuest = defineLoader((_db, loaders, only) =>
  manyBy<Beatmap>(
    (ids) =>
      leanFindWithRefs(
        loaders,
        Beatmap,
        `e.quest_id = ANY($1)`,
        [ids],
        `e.created_at, e.id`,
        CARD_REFS,
        withKeys(only, "questId"),
      ),
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
