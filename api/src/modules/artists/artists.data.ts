/**
 * Loading steps the artist services share: rows locked for a write, and what uses an artist or a song (the delete
 * guard). Every function takes the transaction's EntityManager.
 */
import type { EntityManager } from "typeorm";
import { Artist } from "./artist.entity";
import { Song } from "./song.entity";
import type { Usage } from "./artists.rules";
import { lockById } from "../../core/locks";

/** The artist row, locked until the transaction ends; unknown ids answer "not found". */
export async function lockArtist(m: EntityManager, id: number): Promise<Artist> {
  return lockById(m, Artist, id);
}

/** The song row, locked until the transaction ends. */
export async function lockSong(m: EntityManager, id: number): Promise<Song> {
  return lockById(m, Song, id);
}

/** Quests of the artist, priority quests that list it or handed it (or one of its songs) out, beatmaps of its songs. */
export async function artistUsage(m: EntityManager, artistId: number): Promise<Usage> {
  const [row] = await m.query(
    `SELECT
       (SELECT count(*) FROM quests WHERE artist_id = $1) AS quests,
       (SELECT count(*) FROM (
          SELECT mission_id FROM mission_artists WHERE artist_id = $1
          UNION SELECT mission_id FROM showcase_assignments
                 WHERE artist_id = $1 OR song_id IN (SELECT id FROM featured_songs WHERE artist_id = $1)
          UNION SELECT e.mission_id FROM showcase_genre_entries e JOIN showcase_genre_songs g ON g.entry_id = e.id
                 WHERE g.song_id IN (SELECT id FROM featured_songs WHERE artist_id = $1)
        ) used) AS missions,
       (SELECT count(*) FROM beatmaps b JOIN featured_songs s ON s.id = b.song_id WHERE s.artist_id = $1) AS beatmaps`,
    [artistId],
  );
  return { quests: Number(row.quests), missions: Number(row.missions), beatmaps: Number(row.beatmaps) };
}

/** Priority quests that handed the song out (song or genre showcase) and beatmaps of it. Quests name artists, not songs. */
export async function songUsage(m: EntityManager, songId: number): Promise<Usage> {
  const [row] = await m.query(
    `SELECT
       (SELECT count(*) FROM (
          SELECT mission_id FROM showcase_assignments WHERE song_id = $1
          UNION SELECT e.mission_id FROM showcase_genre_entries e JOIN showcase_genre_songs g ON g.entry_id = e.id
                 WHERE g.song_id = $1
        ) used) AS missions,
       (SELECT count(*) FROM beatmaps WHERE song_id = $1) AS beatmaps`,
    [songId],
  );
  return { quests: 0, missions: Number(row.missions), beatmaps: Number(row.beatmaps) };
}
