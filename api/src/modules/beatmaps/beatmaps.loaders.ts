import { leanFind } from "../../core/lean";
import { withProperties } from "../../core/projection";
import DataLoader from "dataloader";
import {
  byId,
  defineLoader,
  leanFindWithRefs,
  manyBy,
  viaJoinTable,
  type JoinedRef,
  type LoaderFactory,
} from "../../core/loaders";
import { readRows } from "../../core/sql";
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

/**
 * The first `n` mapsets of each song asked for (oldest first, as `beatmapsBySong`), with their hosts: a preview of a
 * long list (the landing's artist grid). Only the rows of the preview are read whole; the rest are skipped by
 * position within their song (`idx_beatmaps_song`). One factory per `n`, so each size is a loader of its own.
 */
export function firstBeatmapsBySong(n: number): LoaderFactory<number, Beatmap[]> {
  let factory = firstBySong.get(n);
  if (!factory) {
    factory = defineLoader((_db, loaders, only) =>
      manyBy<Beatmap>(
        (ids) =>
          leanFindWithRefs(
            loaders,
            Beatmap,
            `e.id IN (SELECT id FROM (SELECT b.id, row_number() OVER (PARTITION BY b.song_id ORDER BY b.created_at, b.id) AS k
                        FROM beatmaps b WHERE b.song_id = ANY($1)) ranked WHERE k <= $2)`,
            [ids, n],
            `e.created_at, e.id`,
            [HOST_REF],
            withProperties(only, "songId"),
          ),
        (b) => b.songId,
      ),
    );
    firstBySong.set(n, factory);
  }
  return factory;
}
const firstBySong = new Map<number, LoaderFactory<number, Beatmap[]>>();

/** How many mapsets each song asked for has (0 for none). */
export const beatmapCountBySong = defineLoader(
  (db) =>
    new DataLoader<number, number>(async (ids) => {
      const rows = await readRows(
        db,
        `SELECT song_id, count(*)::int AS n FROM beatmaps WHERE song_id = ANY($1) GROUP BY song_id`,
        [[...ids]],
      );
      const counts = new Map(rows.map((r) => [Number(r.song_id), Number(r.n)]));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
);

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
