/** Demo data, featured artists and their songs: released, unreleased (showcase pool) and pipeline-only artists. */
import { ArtistStatus } from "../../core/enums";
import { Artist } from "../../modules/artists/artist.entity";
import { Song } from "../../modules/artists/song.entity";
import { OSU_ORIGINAL_TAG } from "../../modules/missions/missions.rules";
import type { Rng } from "./random";
import { insertMany, numbered, type SeedRun } from "./seed-support";
import { ARTIST_FIRST, ARTIST_SECOND, GENRES, SONG_WORDS_A, SONG_WORDS_B } from "./words";

/**
 * A fresh artist label. The pools hold 600 labels: past a few collisions (large scales) a label gets a number instead
 * of looping forever; small scales never get there, so their data does not change.
 */
function artistLabel(rng: Rng, taken: Set<string>): string {
  for (let tries = 0; ; tries++) {
    const label = `${rng.pick(ARTIST_FIRST)} ${rng.pick(ARTIST_SECOND)}`;
    if (!taken.has(label.toLowerCase())) {
      taken.add(label.toLowerCase());
      return label;
    }
    if (tries >= 20) return numbered(`${label} `, taken, 64);
  }
}

export async function seedArtists(run: SeedRun) {
  const { m, rng, days, scale } = run;
  const artistCount = 45 * scale;
  const released = 38 * scale;
  const unreleased = 5 * scale;
  const artistRows: Partial<Artist>[] = [];
  const labels = new Set<string>();
  for (let i = 0; i < artistCount; i++) {
    const label = artistLabel(rng, labels);
    const isReleased = i < released;
    const isEligible = !isReleased && i < released + unreleased;
    artistRows.push({
      label,
      osuId: isReleased ? 100 + i * 3 : null,
      status: isReleased ? (i % 13 === 5 ? ArtistStatus.playlist : ArtistStatus.public) : ArtistStatus.private,
      isUpToDate: isReleased,
      songsTimed: isReleased || isEligible,
      hasRankedMaps: isReleased && i % 4 !== 3,
      isContacted: true,
      isResponded: isReleased || isEligible,
      contractSent: isReleased || isEligible,
      artistSigned: isReleased || isEligible,
      ppySigned: isReleased || isEligible,
      ppyPaid: isReleased,
      songsReceived: isReleased || isEligible,
      assetsReceived: isReleased,
      lastContacted: rng.date(new Date("2020-01-01T00:00:00Z"), days(-10)),
      projectedRelease: isEligible ? days(rng.int(20, 120)).toISOString().slice(0, 10) : null,
      notes: isReleased ? null : "Awaiting announcement assets.",
      oszTemplatesUrl: isReleased || isEligible ? `https://example.org/mg-demo/osz/${i + 1}.zip` : null,
      createdAt: rng.date(new Date("2019-01-01T00:00:00Z"), days(-30)),
    });
  }
  const artistIds = await insertMany(m, Artist, artistRows);
  const songRows: Partial<Song>[] = [];
  const songArtistIndex: number[] = [];
  artistRows.forEach((a, ai) => {
    const pipelineOnly = ai >= released + unreleased;
    const n = pipelineOnly ? 0 : rng.int(4, 9);
    const titles = new Set<string>();
    for (let s = 0; s < n; s++) {
      let title: string;
      do title = rng.chance(0.3) ? rng.pick(SONG_WORDS_B) : `${rng.pick(SONG_WORDS_A)} ${rng.pick(SONG_WORDS_B)}`;
      while (titles.has(title));
      titles.add(title);
      songRows.push({
        artistId: artistIds[ai],
        artistName: a.label!,
        title,
        oszUrl: rng.chance(0.8) ? `https://example.org/mg-demo/osz/${ai + 1}-${s + 1}.osz` : null,
        tags: rng.sample(GENRES, rng.int(1, 2)),
        isExcludedFromClassified: rng.chance(0.05),
      });
      songArtistIndex.push(ai);
    }
  });
  // osu! originals: every song of a few released artists carries the tag that "any osu-original artist" missions require.
  songRows.forEach((row, i) => {
    if (songArtistIndex[i] < released && songArtistIndex[i] % 9 === 4) row.tags = [...(row.tags ?? []), OSU_ORIGINAL_TAG];
  });
  const songIds = await insertMany(m, Song, songRows);
  const releasedSongs = songIds.filter((_, i) => songArtistIndex[i] < released);
  const originalSongs = songIds.filter((_, i) => songArtistIndex[i] < released && songArtistIndex[i] % 9 === 4);
  const songsOfArtist = (ai: number) => songIds.filter((_, i) => songArtistIndex[i] === ai);
  const songLabel = new Map(songIds.map((id, i) => [id, `${songRows[i].artistName} - ${songRows[i].title}`]));
  return {
    artistRows,
    artistIds,
    released,
    unreleased,
    songRows,
    songArtistIndex,
    songIds,
    releasedSongs,
    originalSongs,
    songsOfArtist,
    songLabel,
  };
}

export type SeededArtists = Awaited<ReturnType<typeof seedArtists>>;
