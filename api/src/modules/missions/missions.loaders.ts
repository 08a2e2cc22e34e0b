import DataLoader from "dataloader";
import { byId, defineLoader, viaJoinTable } from "../../core/loaders";
import { hydrateLean } from "../../core/lean";
import { readRows } from "../../core/sql";
import { Artist } from "../artists/artist.entity";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { Mission } from "./mission.entity";

/** Missions by id. */
export const missionById = defineLoader((db, _loaders, only) => byId(db, Mission, only));

/** A mission's applicable featured artists. */
export const missionArtists = defineLoader((db, _loaders, only) =>
  viaJoinTable(db, Artist, "mission_artists", "mission_id", "artist_id", only),
);

/** A mission's winning mapsets. */
export const missionWinners = defineLoader((db) => viaJoinTable(db, Beatmap, "mission_winners", "mission_id", "beatmap_id"));

/** A mission's mapsets marked invalid. */
export const missionInvalid = defineLoader((db) =>
  viaJoinTable(db, Beatmap, "mission_invalid_beatmaps", "mission_id", "beatmap_id"),
);

/**
 * The same two lists with the id alone, for selections that print nothing else (`winningBeatmaps { id }` on every
 * mission card): a mission's winners can be hundreds of mapsets, and their whole rows are 20 columns each. Both come
 * from the link tables in one statement.
 */
export const BEATMAP_ID_FIELDS: ReadonlySet<string> = new Set(["id", "__typename"]);
export const missionBeatmapIds = defineLoader(
  (db) =>
    new DataLoader<number, { winners: Beatmap[]; invalid: Beatmap[] }>(async (ids) => {
      // Both link tables in one statement, each list in link order (as viaJoinTable reads them).
      const rows: Record<string, unknown>[] = await readRows(
        db,
        `SELECT mission_id AS "__parent", beatmap_id AS "c0", true AS "__winner", ctid AS "__pos"
           FROM mission_winners WHERE mission_id = ANY($1)
         UNION ALL
         SELECT mission_id, beatmap_id, false, ctid FROM mission_invalid_beatmaps WHERE mission_id = ANY($1)
         ORDER BY "__winner" DESC, "__pos"`,
        [[...ids]],
      );
      const beatmaps = hydrateLean(db, Beatmap, rows, ["id"]);
      const lists = new Map(ids.map((id) => [id, { winners: [] as Beatmap[], invalid: [] as Beatmap[] }]));
      rows.forEach((r, i) => {
        const lists_ = lists.get(Number(r.__parent));
        if (lists_) (r.__winner ? lists_.winners : lists_.invalid).push(beatmaps[i]);
      });
      return ids.map((id) => lists.get(id)!);
    }),
);

/** Key `showcaseKey(userId, artistId)` → may the user see the (unreleased) artist's songs: assigned it, or one of its showcase mappers. */
export const showcaseEntitlement = defineLoader(
  (db) =>
    new DataLoader<string, boolean>(async (keys) => {
      const pairs = keys.map((k) => k.split(":").map(Number));
      const rows: { u: number; a: number }[] = await db.query(
        `SELECT p.u, p.a FROM unnest($1::int[], $2::int[]) AS p(u, a)
       WHERE EXISTS (SELECT 1 FROM artist_showcase_mappers x WHERE x.user_id = p.u AND x.artist_id = p.a)
          OR EXISTS (SELECT 1 FROM showcase_assignments x WHERE x.user_id = p.u AND x.artist_id = p.a AND x.kind = 'artist')`,
        [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
      const ok = new Set(rows.map((r) => `${r.u}:${r.a}`));
      return keys.map((k) => ok.has(k));
    }),
);

/** The key of `showcaseEntitlement` for a member and an artist. */
export const showcaseKey = (userId: number, artistId: number): string => `${userId}:${artistId}`;
