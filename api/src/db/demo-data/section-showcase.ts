/** Demo data, showcase selections (confidential): song, artist and genre assignments, showcase mappers, rerolls. */
import { ShowcaseKind, SpendCategory } from "../../core/enums";
import { ShowcaseAssignment, ShowcaseGenreSong, UserRolledArtist } from "../../modules/missions/showcase-assignment.entity";
import type { SpentPoints } from "../../modules/points/spent-points.entity";
import { insertLinks, type SeedRun } from "./seed-support";
import type { SeededUsers } from "./section-users";
import type { SeededArtists } from "./section-artists";
import type { SeededMissions } from "./section-missions";

/** Returns the assignments and the reroll spends (the ledger section adds the rest and stores them). */
export async function seedShowcase(run: SeedRun, users: SeededUsers, artists: SeededArtists, missions: SeededMissions) {
  const { m, days } = run;
  const { userRows, userIds, SHOWCASE } = users;
  const { artistIds, released, unreleased, songRows, songArtistIndex, songIds, songsOfArtist } = artists;
  const { missionPlans, missionIds, genreOptions } = missions;
  const songMission =
    missionIds[missionPlans.findIndex((p) => p.row.isShowcaseMission && !p.row.isArtistShowcase && !p.row.isGenreShowcase)];
  const artistMission = missionIds[missionPlans.findIndex((p) => p.row.isArtistShowcase)];
  const eligibleArtists = artistIds.slice(released, released + unreleased);
  const eligibleSongs = songIds.filter(
    (_, i) =>
      songArtistIndex[i] >= released && songArtistIndex[i] < released + unreleased && !songRows[i].isExcludedFromClassified,
  );
  const showcaseUsers = userIds.filter((_, i) => userRows[i].isShowcaseMapper && userIds[i] !== SHOWCASE).slice(0, 6);
  const assignments: Partial<ShowcaseAssignment>[] = [];
  const ledger: Partial<SpentPoints>[] = [];
  showcaseUsers.forEach((u, k) => {
    const rerolls = k % 3 === 0 ? 1 : 0;
    assignments.push({
      missionId: songMission,
      userId: u,
      kind: ShowcaseKind.song,
      songId: eligibleSongs[k % eligibleSongs.length],
      rerolls,
    });
    if (rerolls)
      ledger.push({
        userId: u,
        category: SpendCategory.rerollShowcaseMissionSong,
        amount: 35,
        reason: "Rerolled a showcase mission song",
        missionId: songMission,
        createdAt: days(-2),
      });
  });
  const artistAssigned = showcaseUsers.slice(0, 4).map((u, k) => ({
    missionId: artistMission,
    userId: u,
    kind: ShowcaseKind.artist,
    artistId: eligibleArtists[k % eligibleArtists.length],
    rerolls: 0,
  }));
  assignments.push(...artistAssigned);
  if (assignments.length) await m.insert(ShowcaseAssignment, assignments as never);
  // One genre entry (three songs of the first genre) for the first showcase mapper.
  const genreMission = missionIds[missionPlans.findIndex((p) => p.row.isGenreShowcase)];
  const genreSongs = songIds
    .filter(
      (_, i) =>
        songArtistIndex[i] >= released &&
        songArtistIndex[i] < released + unreleased &&
        songRows[i].oszUrl &&
        !songRows[i].isExcludedFromClassified &&
        songRows[i].tags?.includes(genreOptions[0]),
    )
    .slice(0, 3);
  if (showcaseUsers.length && genreSongs.length) {
    const [{ id: entryId }] = await m.query(
      `INSERT INTO showcase_genre_entries (mission_id, user_id, tag) VALUES ($1, $2, $3) RETURNING id`,
      [genreMission, showcaseUsers[0], genreOptions[0]],
    );
    await m.insert(ShowcaseGenreSong, genreSongs.map((songId, slot) => ({ entryId, songId, slot })) as never);
  }
  if (artistAssigned.length) {
    await m.insert(UserRolledArtist, artistAssigned.map((a) => ({ userId: a.userId, artistId: a.artistId })) as never);
    await insertLinks(
      m,
      "artist_showcase_mappers",
      ["artist_id", "user_id"],
      artistAssigned.map((a) => [a.artistId, a.userId] as [number, number]),
    );
    const firstSongs = artistAssigned
      .map((a) => [songsOfArtist(artistIds.indexOf(a.artistId))[0], a.userId] as [number, number])
      .filter((x) => x[0]);
    await insertLinks(m, "song_showcase_mappers", ["song_id", "user_id"], firstSongs.slice(0, 2));
  }
  await insertLinks(
    m,
    "artist_showcase_mappers",
    ["artist_id", "user_id"],
    eligibleArtists.slice(0, 2).map((a) => [a, SHOWCASE] as [number, number]),
  );
  return { assignments, ledger };
}

export type SeededShowcase = Awaited<ReturnType<typeof seedShowcase>>;
