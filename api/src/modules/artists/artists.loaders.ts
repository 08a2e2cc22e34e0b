import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { leanFind } from "../../core/lean";
import { withProperties } from "../../core/projection";
import { byId, defineLoader, manyBy, viaJoinTable } from "../../core/loaders";
import { User } from "../users/user.entity";
import { Artist } from "./artist.entity";
import { Song } from "./song.entity";

/** Featured artists by id. */
export const artistById = defineLoader((db) => byId(db, Artist));

/** Songs by id. */
export const songById = defineLoader((db) => byId(db, Song));

/** An artist's songs, by title. */
export const songsByArtist = defineLoader((db, _loaders, only) =>
  manyBy<Song>(
    // A projection (core/projection.ts) also reads the artist id the songs are grouped by.
    (ids) => leanFind(db, Song, `e.artist_id = ANY($1)`, [ids], `e.title, e.id`, withProperties(only, "artistId")),
    (s) => s.artistId,
  ),
);

/** The showcase mappers who selected a song (its potential mappers). */
export const songShowcaseMappers = defineLoader((db) => viaJoinTable(db, User, "song_showcase_mappers", "song_id", "user_id"));

/** Members linked to artists through a join table (artist id → members, by username). */
function usersOfArtists(db: DataSource, table: "artist_showcase_mappers" | "artist_offered_users") {
  return new DataLoader<number, User[]>(async (ids) => {
    const rows: { artist_id: number; user_id: number }[] = await db.query(
      `SELECT x.artist_id, x.user_id FROM "${table}" x JOIN users u ON u.id = x.user_id
        WHERE x.artist_id = ANY($1) ORDER BY lower(u.username), u.id`,
      [[...ids]],
    );
    const userIds = [...new Set(rows.map((r) => r.user_id))];
    const users = userIds.length ? await db.getRepository(User).findBy({ id: In(userIds) }) : [];
    const byUser = new Map(users.map((u) => [u.id, u]));
    const out = new Map<number, User[]>();
    for (const r of rows) {
      const u = byUser.get(r.user_id);
      if (!u) continue;
      const list = out.get(r.artist_id);
      if (list) list.push(u);
      else out.set(r.artist_id, [u]);
    }
    return ids.map((id) => out.get(id) ?? []);
  });
}

/** An artist's showcase mappers (internal: the FA Schedule account and admins only). */
export const showcaseMappersByArtist = defineLoader((db) => usersOfArtists(db, "artist_showcase_mappers"));

/** The members an artist was offered to (internal: admins only). */
export const offeredUsersByArtist = defineLoader((db) => usersOfArtists(db, "artist_offered_users"));

/** How many songs each artist has. */
export const songCountByArtist = defineLoader(
  (db) =>
    new DataLoader<number, number>(async (ids) => {
      const rows: { artist_id: number; n: string }[] = await db.query(
        `SELECT artist_id, count(*) AS n FROM featured_songs WHERE artist_id = ANY($1) GROUP BY artist_id`,
        [[...ids]],
      );
      const map = new Map(rows.map((r) => [r.artist_id, Number(r.n)]));
      return ids.map((id) => map.get(id) ?? 0);
    }),
);
