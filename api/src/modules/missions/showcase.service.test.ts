import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import { MissionStatus, ShowcaseKind, SpendCategory, UserGroup } from "../../core/enums";
import type { Artist } from "../artists/artist.entity";
import type { Song } from "../artists/song.entity";
import { LogsService } from "../logs/logs.service";
import { LedgerService } from "../points/ledger.service";
import { SpentPoints } from "../points/spent-points.entity";
import { User } from "../users/user.entity";
import type { Mission } from "./mission.entity";
import { ShowcaseAssignment, ShowcaseGenreEntry } from "./showcase-assignment.entity";
import { ShowcaseService } from "./showcase.service";
import { ShowcaseMappersService } from "./showcase-mappers.service";

const DAY = 86_400_000;

/**
 * Showcase selection against a real database. The pool of eligible artists/songs is shared by the whole file, so each
 * test that depends on its exact size makes its own artists "released" first (`resetPool`).
 */
describe("ShowcaseService (real database)", () => {
  let db: Database;
  let svc: ShowcaseService;
  let mappersSvc: ShowcaseMappersService;
  let now = new Date("2026-06-01T12:00:00Z");
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    db = await createTestDatabase(8);
    const deps = testDeps(db, () => now);
    svc = new ShowcaseService(deps, new LogsService(deps), new LedgerService(deps));
    mappersSvc = new ShowcaseMappersService(deps);
    f = fixtures(db.dataSource);
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    now = new Date("2026-06-01T12:00:00Z");
    // Every test starts with an empty eligible pool: earlier tests' artists count as released.
    await db.dataSource.query(`UPDATE featured_artists SET osu_id = 1 WHERE osu_id IS NULL`);
  });

  const songMission = (over: Partial<Mission> = {}) =>
    f.mission({ isShowcaseMission: true, deadline: new Date(now.getTime() + 10 * DAY), ...over });
  const artistMission = (over: Partial<Mission> = {}) => songMission({ isArtistShowcase: true, ...over });
  const genreMission = (over: Partial<Mission> = {}) =>
    songMission({ isGenreShowcase: true, genreOptions: ["rock", "jazz"], ...over });
  const userWith = (points: number, over: Partial<User> = {}) =>
    f.user({ questPoints: points, totalPoints: points, rank: 1, ...over });
  const ledgerOf = (u: User) => db.dataSource.getRepository(SpentPoints).find({ where: { userId: u.id }, order: { id: "ASC" } });
  const fresh = (u: User) => db.dataSource.getRepository(User).findOneByOrFail({ id: u.id });

  async function pool(
    artists: number,
    songsEach: number,
    over: Partial<Song> = {},
  ): Promise<{ artists: Artist[]; songs: Song[] }> {
    const out: { artists: Artist[]; songs: Song[] } = { artists: [], songs: [] };
    for (let i = 0; i < artists; i++) {
      const a = await f.unreleasedArtist();
      out.artists.push(a);
      for (let j = 0; j < songsEach; j++)
        out.songs.push(await f.song(a, { oszUrl: `https://x/${a.id}-${j}.osz`, tags: ["rock"], ...over }));
    }
    return out;
  }

  describe("song mode", () => {
    test("load assigns once (free, idempotent); reroll costs 35 and changes the song; logged", async () => {
      await pool(2, 2);
      const m = await songMission();
      const u = await userWith(100);
      const first = await svc.selectSong(u, m.id, "load");
      expect(first).toMatchObject({ rerolled: false, availablePoints: 100, rerollCost: 35 });
      expect((await svc.selectSong(u, m.id, "load")).song.id).toBe(first.song.id);
      expect(await svc.mySong(u, m.id)).toMatchObject({ id: first.song.id });
      const again = await svc.selectSong(u, m.id, "reroll");
      expect(again.rerolled).toBe(true);
      expect(again.song.id).not.toBe(first.song.id);
      expect(again.availablePoints).toBe(65);
      expect((await ledgerOf(u)).map((r) => [r.category, r.amount, r.missionId])).toEqual([
        [SpendCategory.rerollShowcaseMissionSong, 35, m.id],
      ]);
      const a = await db.dataSource
        .getRepository(ShowcaseAssignment)
        .findOneByOrFail({ missionId: m.id, userId: u.id, kind: ShowcaseKind.song });
      expect(a.rerolls).toBe(1);
      // auto (the REST call): assigned → reroll
      expect((await svc.selectSong(u, m.id, "auto")).rerolled).toBe(true);
      expect((await fresh(u)).spentPoints).toBe(70);
    });

    test("prefers songs nobody else on the mission holds", async () => {
      const { songs } = await pool(1, 2);
      const m = await songMission();
      const a = await svc.selectSong(await userWith(0), m.id, "load");
      const b = await svc.selectSong(await userWith(0), m.id, "load");
      expect(new Set([a.song.id, b.song.id])).toEqual(new Set(songs.map((s) => s.id)));
    });

    test("no charge when the reroll cannot be fulfilled, or points are short", async () => {
      await pool(1, 1);
      const m = await songMission();
      const u = await userWith(100);
      await svc.selectSong(u, m.id, "load");
      await expect(svc.selectSong(u, m.id, "reroll")).rejects.toThrow("No available songs remaining.");
      await pool(1, 1);
      const poor = await userWith(34);
      await svc.selectSong(poor, m.id, "load");
      await expect(svc.selectSong(poor, m.id, "reroll")).rejects.toThrow("Not enough available points!");
      expect(await ledgerOf(u)).toEqual([]);
      expect(await ledgerOf(poor)).toEqual([]);
    });

    test("20 concurrent rerolls by one user with points for exactly 3: charged 3 × 35, never below zero", async () => {
      await pool(5, 4);
      const m = await songMission();
      const u = await userWith(3 * 35 + 20);
      await svc.selectSong(u, m.id, "load");
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => svc.selectSong(u, m.id, "reroll")));
      const ok = results.filter((r) => r.status === "fulfilled");
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(ok).toHaveLength(3);
      expect(refused.every((r) => r.reason.message === "Not enough available points!")).toBe(true);
      expect((await ledgerOf(u)).map((r) => r.amount)).toEqual([35, 35, 35]);
      const after = await fresh(u);
      expect(after.spentPoints).toBe(105);
      const a = await db.dataSource
        .getRepository(ShowcaseAssignment)
        .findOneByOrFail({ missionId: m.id, userId: u.id, kind: ShowcaseKind.song });
      expect(a.rerolls).toBe(3);
    });

    test("20 concurrent first loads create one assignment and charge nothing", async () => {
      await pool(3, 3);
      const m = await songMission();
      const u = await userWith(500);
      const results = await Promise.all(Array.from({ length: 20 }, () => svc.selectSong(u, m.id, "load")));
      expect(new Set(results.map((r) => r.song.id)).size).toBe(1);
      expect(await db.dataSource.getRepository(ShowcaseAssignment).countBy({ missionId: m.id, userId: u.id })).toBe(1);
      expect(await ledgerOf(u)).toEqual([]);
    });

    test("closes at the deadline (server-side), refuses closed missions, wrong kinds and low MG ranks", async () => {
      await pool(2, 2);
      const m = await songMission({ userMinimumRank: 2 });
      const ranked = await userWith(100, { rank: 2 });
      await expect(svc.selectSong(await userWith(100, { rank: 1 }), m.id, "load")).rejects.toThrow(
        "Song not loaded. Your MG rank is too low for this quest.",
      );
      await svc.selectSong(ranked, m.id, "load");
      now = new Date(m.deadline.getTime() + 1);
      await expect(svc.selectSong(ranked, m.id, "reroll")).rejects.toThrow("You're too late to pick a song. Sorry :(");
      await expect(svc.selectSong(await userWith(100, { rank: 3 }), m.id, "load")).rejects.toThrow(
        "You're too late to pick a song. Sorry :(",
      );
      expect(await svc.mySong(ranked, m.id)).not.toBeNull();
      now = new Date("2026-06-01T12:00:00Z");
      const closed = await songMission({ status: MissionStatus.closed });
      await expect(svc.selectSong(ranked, closed.id, "load")).rejects.toThrow("Unauthorized");
      const artistOnly = await artistMission();
      await expect(svc.selectSong(ranked, artistOnly.id, "load")).rejects.toThrow("This priority quest has no such selection");
      const unannounced = await songMission({ openingAnnounced: false });
      await expect(svc.selectSong(ranked, unannounced.id, "load")).rejects.toThrow("Mission ID does not exist!");
      await expect(svc.selectSong(null, m.id, "load")).rejects.toThrow("Unauthorized - May need to login first");
    });
  });

  describe("artist mode", () => {
    test("load, reroll at 10 · 2^k, never an artist the user was handed before; detaches from the old artist", async () => {
      const { artists } = await pool(4, 2);
      const m = await artistMission();
      const u = await userWith(200);
      const first = await svc.selectArtist(u, m.id, "load");
      expect(first).toMatchObject({ rerolled: false, rerollCount: 0, nextRerollCost: 10, availablePoints: 200 });
      const songOfFirst = (
        await db.dataSource.query(`SELECT id FROM featured_songs WHERE artist_id = $1 LIMIT 1`, [first.artist.id])
      )[0].id;
      await mappersSvc.addSongShowcaseMapper(u, first.artist.id, songOfFirst);
      const seen = new Set([first.artist.id]);
      const costs: number[] = [];
      for (let k = 0; k < 3; k++) {
        const r = await svc.selectArtist(u, m.id, "reroll");
        expect(seen.has(r.artist.id)).toBe(false);
        seen.add(r.artist.id);
        costs.push((await ledgerOf(u)).at(-1)!.amount);
        expect(r.rerollCount).toBe(k + 1);
      }
      expect(costs).toEqual([10, 20, 40]);
      expect(seen).toEqual(new Set(artists.map((a) => a.id)));
      expect(await svc.artistRerollCount(u, m.id)).toBe(3);
      const a = await db.dataSource
        .getRepository(ShowcaseAssignment)
        .findOneByOrFail({ missionId: m.id, userId: u.id, kind: ShowcaseKind.artist });
      expect(a.rerolls).toBe(3);
      // Detached from the first artist and its songs (no stale "potentially mapped by").
      const [{ n }] = await db.dataSource.query(
        `SELECT (SELECT count(*) FROM artist_showcase_mappers WHERE artist_id = $1 AND user_id = $2)
              + (SELECT count(*) FROM song_showcase_mappers WHERE song_id = $3 AND user_id = $2) AS n`,
        [first.artist.id, u.id, songOfFirst],
      );
      expect(Number(n)).toBe(0);
      // Everything seen: the reroll is refused before any charge.
      await expect(svc.selectArtist(u, m.id, "reroll")).rejects.toThrow(
        "No available artists remaining. Talk to pishifat because something probably went wrong.",
      );
      expect((await ledgerOf(u)).length).toBe(3);
      expect((await fresh(u)).spentPoints).toBe(70);
    });

    test("20 concurrent artist rerolls with points for exactly 3 (10 + 20 + 40): 3 charged, balance ≥ 0", async () => {
      await pool(25, 1);
      const m = await artistMission();
      const u = await userWith(75);
      await svc.selectArtist(u, m.id, "load");
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => svc.selectArtist(u, m.id, "reroll")));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
      expect(
        results
          .filter((r): r is PromiseRejectedResult => r.status === "rejected")
          .every((r) => r.reason.message === "Not enough available points!"),
      ).toBe(true);
      expect((await ledgerOf(u)).map((r) => r.amount)).toEqual([10, 20, 40]);
      expect((await fresh(u)).spentPoints).toBe(70);
      expect(await svc.artistRerollCount(u, m.id)).toBe(3);
    });
  });

  describe("genre mode", () => {
    test("load needs one of the mission's genres; 3 songs of distinct artists; a second load changes nothing", async () => {
      await pool(4, 2);
      await pool(2, 2, { tags: ["jazz"], oszUrl: null });
      const m = await genreMission();
      const u = await userWith(100);
      await expect(svc.selectGenre(u, m.id, {})).rejects.toThrow("No genre selected.");
      await expect(svc.selectGenre(u, m.id, { tag: "metal" })).rejects.toThrow(
        "This genre is not offered by this priority quest.",
      );
      await expect(svc.selectGenre(u, m.id, { tag: "jazz" })).rejects.toThrow("No songs available for this genre.");
      await expect(svc.selectGenre(u, m.id, { songIndex: 0 })).rejects.toThrow("Entry not found.");
      const first = await svc.selectGenre(u, m.id, { tag: "ROCK" });
      expect(first.entry.tag).toBe("rock");
      expect(first.entry.songs).toHaveLength(3);
      expect(new Set(first.entry.songs.map((s) => s.artistId)).size).toBe(3);
      const again = await svc.selectGenre(u, m.id, { tag: "rock" });
      expect(again.entry.songs.map((s) => s.id)).toEqual(first.entry.songs.map((s) => s.id));
      expect(await db.dataSource.getRepository(ShowcaseGenreEntry).countBy({ missionId: m.id, userId: u.id })).toBe(1);
      expect(await ledgerOf(u)).toEqual([]);
    });

    test("reroll one song by index for 2·(k+1); never a song seen before; refused without charge when all are seen", async () => {
      const { songs } = await pool(5, 1);
      const m = await genreMission();
      const u = await userWith(100);
      const start = await svc.selectGenre(u, m.id, { tag: "rock" });
      await expect(svc.selectGenre(u, m.id, { songIndex: 3 })).rejects.toThrow("Invalid song index.");
      await expect(svc.selectGenre(u, m.id, { songIndex: 1.5 })).rejects.toThrow("Invalid song index.");
      const r1 = await svc.selectGenre(u, m.id, { songIndex: 1 });
      expect(r1.entry.songs[0].id).toBe(start.entry.songs[0].id);
      expect(r1.entry.songs[2].id).toBe(start.entry.songs[2].id);
      expect(r1.entry.previousSongs.map((s) => s.id)).toEqual([start.entry.songs[1].id]);
      const r2 = await svc.selectGenre(u, m.id, { songIndex: 1 });
      expect(r2.entry.rerollCount).toBe(2);
      expect(r2.entry.nextRerollCost).toBe(6);
      expect(r2.availablePoints).toBe(94);
      const all = new Set([...r2.entry.songs, ...r2.entry.previousSongs].map((s) => s.id));
      expect(all).toEqual(new Set(songs.map((s) => s.id)));
      await expect(svc.selectGenre(u, m.id, { songIndex: 0 })).rejects.toThrow(
        "You've already seen every available song in this category!",
      );
      expect((await ledgerOf(u)).map((r) => r.amount)).toEqual([2, 4]);
      await db.dataSource.query(`UPDATE featured_artists SET osu_id = 5 WHERE id = $1`, [r2.entry.songs[0].artistId]);
      const eligible = await svc.myGenreEntry(u, m.id, { eligibleOnly: true });
      expect(eligible!.songs).toHaveLength(2);
      expect((await svc.myGenreEntry(u, m.id))!.songs).toHaveLength(3);
    });
  });

  describe("song showcase mappers", () => {
    test("only on a song of an artist I am entitled to; the song must be that artist's (README.md)", async () => {
      const { artists, songs } = await pool(2, 2);
      const [mine, theirs] = artists;
      const m = await artistMission();
      const me = await userWith(0);
      const other = await userWith(0);
      await db.dataSource.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2)`, [
        theirs.id,
        other.id,
      ]);
      await db.dataSource.query(`UPDATE featured_artists SET osu_id = 1 WHERE id <> ALL($1::int[]) AND osu_id IS NULL`, [
        [mine.id, theirs.id],
      ]);
      await db.dataSource.query(`INSERT INTO user_rolled_artists (user_id, artist_id) VALUES ($1, $2)`, [me.id, theirs.id]);
      expect((await svc.selectArtist(me, m.id, "load")).artist.id).toBe(mine.id);
      const mySong = songs.find((s) => s.artistId === mine.id)!;
      const theirSong = songs.find((s) => s.artistId === theirs.id)!;
      const artist = await mappersSvc.addSongShowcaseMapper(me, mine.id, mySong.id);
      expect(artist.id).toBe(mine.id);
      await expect(mappersSvc.addSongShowcaseMapper(me, mine.id, mySong.id)).rejects.toThrow(
        "Already marked for song. Try refreshing!",
      );
      await expect(mappersSvc.addSongShowcaseMapper(me, mine.id, theirSong.id)).rejects.toThrow("Error: Object not found");
      await expect(mappersSvc.addSongShowcaseMapper(me, theirs.id, theirSong.id)).rejects.toThrow(
        "Not marked as interested in artist",
      );
      // The IDOR: marked on one song, ask for another (private) artist → nothing about it comes back.
      await expect(mappersSvc.removeSongShowcaseMapper(me, theirs.id, mySong.id)).rejects.toThrow("Error: Object not found");
      await expect(mappersSvc.removeSongShowcaseMapper(me, theirs.id, theirSong.id)).rejects.toThrow(
        "Not marked as interested in artist",
      );
      await mappersSvc.removeSongShowcaseMapper(me, mine.id, mySong.id);
      await expect(mappersSvc.removeSongShowcaseMapper(me, mine.id, mySong.id)).rejects.toThrow(
        "Not marked for song. Try refreshing!",
      );
      const admin = await f.user({ group: UserGroup.admin });
      await expect(mappersSvc.addSongShowcaseMapper(admin, mine.id, mySong.id)).rejects.toThrow(
        "Not marked as interested in artist",
      );
    });

    test("FA Showcase interest in an artist: group secret and admins only, unreleased artists only, then songs can be selected", async () => {
      const { artists, songs } = await pool(1, 2);
      const [artist] = artists;
      const secret = await f.user({ group: UserGroup.secret, isShowcaseMapper: true });
      const member = await userWith(0);
      await expect(mappersSvc.addShowcaseMapper(member, artist.id)).rejects.toThrow("Unauthorized");
      // the user menu's "FA showcase mapper" switch must be on (modules/artists/README.md)
      const switchedOff = await f.user({ group: UserGroup.secret });
      await expect(mappersSvc.addShowcaseMapper(switchedOff, artist.id)).rejects.toThrow('Switch on "FA showcase mapper"');
      await expect(mappersSvc.addShowcaseMapper(null, artist.id)).rejects.toThrow("Unauthorized - May need to login first");
      const released = await f.artist();
      await expect(mappersSvc.addShowcaseMapper(secret, released.id)).rejects.toThrow("Error: Object not found");
      await expect(mappersSvc.addShowcaseMapper(secret, 999_999)).rejects.toThrow("Error: Object not found");

      await expect(mappersSvc.addSongShowcaseMapper(secret, artist.id, songs[0].id)).rejects.toThrow(
        "Not marked as interested in artist",
      );
      expect((await mappersSvc.addShowcaseMapper(secret, artist.id)).id).toBe(artist.id);
      await expect(mappersSvc.addShowcaseMapper(secret, artist.id)).rejects.toThrow("Already marked as interested in artist");
      await mappersSvc.addSongShowcaseMapper(secret, artist.id, songs[0].id);

      // Withdrawing also drops my song selections of that artist; a second withdrawal has nothing to withdraw.
      await mappersSvc.removeShowcaseMapper(secret, artist.id);
      const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM song_showcase_mappers WHERE user_id = $1`, [
        secret.id,
      ]);
      expect(n).toBe(0);
      await expect(mappersSvc.removeShowcaseMapper(secret, artist.id)).rejects.toThrow("Not marked as interested in artist");
      await expect(mappersSvc.addSongShowcaseMapper(secret, artist.id, songs[0].id)).rejects.toThrow(
        "Not marked as interested in artist",
      );
    });

    test("withdrawing interest keeps song selections while a priority quest still assigns me the artist", async () => {
      const { artists, songs } = await pool(1, 1);
      const m = await artistMission();
      const me = await userWith(0);
      expect((await svc.selectArtist(me, m.id, "load")).artist.id).toBe(artists[0].id);
      await mappersSvc.addSongShowcaseMapper(me, artists[0].id, songs[0].id);
      await mappersSvc.removeShowcaseMapper(me, artists[0].id);
      const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM song_showcase_mappers WHERE user_id = $1`, [
        me.id,
      ]);
      expect(n).toBe(1);
      // still entitled through the assignment
      await mappersSvc.removeSongShowcaseMapper(me, artists[0].id, songs[0].id);
    });

    test("the FA Showcase list: my entitled artists; group secret and admins see every unreleased artist", async () => {
      const { artists } = await pool(3, 1);
      const m = await artistMission();
      const me = await userWith(0);
      await db.dataSource.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2)`, [
        artists[0].id,
        me.id,
      ]);
      await db.dataSource.query(`INSERT INTO user_rolled_artists (user_id, artist_id) SELECT $1, unnest($2::int[])`, [
        me.id,
        [artists[0].id, artists[2].id],
      ]);
      await svc.selectArtist(me, m.id, "load");
      expect((await mappersSvc.showcaseArtists(me)).map((a) => a.id).sort()).toEqual([artists[0].id, artists[1].id].sort());
      expect(await mappersSvc.showcaseArtists(await userWith(0))).toEqual([]);
      const secret = await f.user({ group: UserGroup.secret });
      expect((await mappersSvc.showcaseArtists(secret)).map((a) => a.id)).toEqual(
        expect.arrayContaining(artists.map((a) => a.id)),
      );
      await expect(mappersSvc.showcaseArtists(null)).rejects.toThrow("Unauthorized - May need to login first");
    });
  });
});
