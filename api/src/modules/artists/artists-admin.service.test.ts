import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import { rejects } from "../../../test/rejects";
import type { Database } from "../../db/data-source";
import { ArtistStatus, BeatmapStatus, MissionStatus, UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { Artist } from "./artist.entity";
import { Song } from "./song.entity";
import { ArtistScope, ArtistsAdminService } from "./artists-admin.service";

const NOW = new Date("2026-03-10T12:00:00Z");

describe("ArtistsAdminService on a real database", () => {
  let db: Database;
  let svc: ArtistsAdminService;
  let f: ReturnType<typeof fixtures>;
  let admin: User;
  let fa: User;
  let member: User;

  beforeAll(async () => {
    db = await createTestDatabase();
    svc = new ArtistsAdminService(testDeps(db, () => NOW));
    f = fixtures(db.dataSource);
    admin = await f.user({ osuId: 200100, username: "AdminA", group: UserGroup.admin });
    fa = await f.user({ osuId: 107, username: "Scheduler" });
    member = await f.user({ osuId: 200101, username: "Member" });
  });
  afterAll(() => db.close());

  const reload = (id: number) => db.dataSource.getRepository(Artist).findOneByOrFail({ id });
  const reloadSong = (id: number) => db.dataSource.getRepository(Song).findOneByOrFail({ id });

  it("an osu! that cannot be reached makes the artist search a clear 'try again', not a 500", async () => {
    // testDeps' osu! client points at a closed port.
    await rejects(
      svc.searchOsuBeatmapsets(admin, "Anyone"),
      "CONFLICT",
      "Couldn't search osu! right now. Please try again in a moment.",
    );
  });

  it("lists contacted (relevant) or all artists: unreleased first, then by osu! id, then by name; paged", async () => {
    const z = await f.unreleasedArtist({ label: "zz list b", isContacted: true });
    const y = await f.unreleasedArtist({ label: "zz list a", isContacted: true });
    const released = await f.artist({ label: "zz list c", osuId: 5, isContacted: true });
    const hidden = await f.unreleasedArtist({ label: "zz list d", isContacted: false });
    const relevant = await svc.list(admin, ArtistScope.relevant, { search: "zz list", first: 2 });
    expect(relevant.nodes.map((a) => a.id)).toEqual([y.id, z.id]);
    const next = await svc.list(admin, ArtistScope.relevant, { search: "zz list", first: 2, after: relevant.pageInfo.endCursor });
    expect(next.nodes.map((a) => a.id)).toEqual([released.id]);
    const all = await svc.list(admin, ArtistScope.all, { search: "ZZ LIST", first: 10 });
    expect(all.nodes.map((a) => a.id)).toEqual([y.id, z.id, hidden.id, released.id]);
    await rejects(svc.list(fa, ArtistScope.all, {}), "FORBIDDEN");
  });

  describe("editing an artist", () => {
    it("changes only the given fields; an osu! id releases it (up to date) and belongs to one artist", async () => {
      const a = await f.unreleasedArtist({ label: "Edit Me", notes: "keep", isContacted: true });
      const other = await f.artist({ osuId: 777, label: "Taken" });
      const u = await svc.update(admin, a.id, {
        label: "  Edited ",
        status: ArtistStatus.playlist,
        referenceUrl: "https://ref.example/x",
      });
      expect(u).toMatchObject({
        label: "Edited",
        status: ArtistStatus.playlist,
        referenceUrl: "https://ref.example/x",
        notes: "keep",
        osuId: null,
      });
      await rejects(svc.update(admin, a.id, { osuId: 777 }), "CONFLICT", `osu! id 777 already belongs to ${other.label}`);
      const released = await svc.update(admin, a.id, { osuId: 888 });
      expect(released).toMatchObject({ osuId: 888, isUpToDate: true });
      expect((await svc.update(admin, a.id, { referenceUrl: null })).referenceUrl).toBeNull();
      expect((await svc.update(admin, a.id, { permanentlyDismiss: true, isMomentum: true })).permanentlyDismiss).toBe(true);
    });

    test.each<[string, Parameters<ArtistsAdminService["update"]>[2], string, string]>([
      ["a taken name", { label: "taken NAME" }, "CONFLICT", "already exists"],
      ["an empty name", { label: " " }, "BAD_USER_INPUT", "Artist name is required"],
      [
        "a javascript: link",
        { oszTemplatesUrl: "javascript:alert(1)" },
        "BAD_USER_INPUT",
        "The .osz templates link must be an http(s) link of at most 500 characters",
      ],
      ["an osu! id of 0", { osuId: 0 }, "BAD_USER_INPUT", "Invalid osu! id"],
      ["too long notes", { notes: "n".repeat(5001) }, "BAD_USER_INPUT", "Notes must be at most 5000 characters"],
      ["an unknown status", { status: "secret" as ArtistStatus }, "BAD_USER_INPUT", "Invalid status"],
    ])("refuses %s and changes nothing", async (_name, input, code, message) => {
      await f.unreleasedArtist({ label: "Taken Name" });
      const a = await f.unreleasedArtist({ label: `Stays ${_name}`, notes: "n" });
      await rejects(svc.update(admin, a.id, { ...input, isMomentum: true }), code, message);
      expect(await reload(a.id)).toMatchObject({ label: `Stays ${_name}`, notes: "n", isMomentum: false, osuId: null });
    });

    it("is admins only; unknown ids are not found", async () => {
      const a = await f.unreleasedArtist();
      await rejects(svc.update(fa, a.id, { notes: "x" }), "FORBIDDEN");
      await rejects(svc.update(null, a.id, { notes: "x" }), "UNAUTHENTICATED");
      await rejects(svc.update(admin, 999999, { notes: "x" }), "NOT_FOUND");
    });

    it("mark reviewed stamps now", async () => {
      const a = await f.unreleasedArtist();
      expect((await svc.markReviewed(admin, a.id)).lastReviewed?.toISOString()).toBe(NOW.toISOString());
    });
  });

  describe("offered users: exact username or osu! id, never a guess", () => {
    it("resolves each entry to one member and replaces the list", async () => {
      const a = await f.unreleasedArtist();
      const alice = await f.user({ username: "OfferAlice", osuId: 300001 });
      const bob = await f.user({ username: "OfferBob", osuId: 300002 });
      await svc.setOfferedUsers(admin, a.id, ["offeralice", " 300002 ", "OfferBob"]);
      const rows = await db.dataSource.query(`SELECT user_id FROM artist_offered_users WHERE artist_id = $1 ORDER BY user_id`, [
        a.id,
      ]);
      expect(rows.map((r: { user_id: number }) => r.user_id)).toEqual([alice.id, bob.id].sort((x, y) => x - y));
      await svc.setOfferedUsers(admin, a.id, []);
      expect(await db.dataSource.query(`SELECT 1 FROM artist_offered_users WHERE artist_id = $1`, [a.id])).toEqual([]);
    });

    it("'Cannot find <x>!' and two members differing only in case are refused, nothing changed", async () => {
      const a = await f.unreleasedArtist();
      const carol = await f.user({ username: "OfferCarol", osuId: 300003 });
      await svc.setOfferedUsers(admin, a.id, ["OfferCarol"]);
      await f.user({ username: "Twin", osuId: 300004 });
      await f.user({ username: "TWIN", osuId: 300005 });
      await rejects(
        svc.setOfferedUsers(admin, a.id, ["OfferCarol", "Nobody Here"]),
        "BAD_USER_INPUT",
        "Cannot find Nobody Here!",
      );
      await rejects(
        svc.setOfferedUsers(admin, a.id, ["twin"]),
        "BAD_USER_INPUT",
        `"twin" matches several members: use their osu! id`,
      );
      // the exact spelling is not a guess
      await svc.setOfferedUsers(admin, a.id, ["OfferCarol", "TWIN"]);
      const rows = await db.dataSource.query(`SELECT user_id FROM artist_offered_users WHERE artist_id = $1`, [a.id]);
      expect(rows.map((r: { user_id: number }) => r.user_id)).toContain(carol.id);
      expect(rows).toHaveLength(2);
    });
  });

  describe("songs", () => {
    it("create, edit (exclude from showcase), tags one by one and for all songs", async () => {
      const a = await f.unreleasedArtist({ label: "Songwriter" });
      const s = await svc.createSong(admin, a.id, { artistName: " Songwriter ", title: " First ", oszUrl: "" });
      expect(s).toMatchObject({
        artistName: "Songwriter",
        title: "First",
        oszUrl: null,
        tags: [],
        isExcludedFromClassified: false,
      });
      const s2 = await svc.createSong(admin, a.id, {
        artistName: "Songwriter",
        title: "Second",
        oszUrl: "https://x.example/2.osz",
      });
      const edited = await svc.updateSong(admin, s.id, {
        title: "First (edit)",
        isExcludedFromClassified: true,
        oszUrl: "https://x.example/1.osz",
      });
      expect(edited).toMatchObject({
        title: "First (edit)",
        artistName: "Songwriter",
        isExcludedFromClassified: true,
        oszUrl: "https://x.example/1.osz",
      });
      expect((await svc.updateSong(admin, s.id, { oszUrl: null })).oszUrl).toBeNull();
      expect((await svc.addSongTag(admin, s.id, " Rock ")).tags).toEqual(["Rock"]);
      expect((await svc.addSongTag(admin, s.id, "rock")).tags).toEqual(["Rock"]);
      await svc.addTagToAllSongs(admin, a.id, "electronic");
      expect((await reloadSong(s.id)).tags).toEqual(["Rock", "electronic"]);
      expect((await reloadSong(s2.id)).tags).toEqual(["electronic"]);
      expect((await svc.removeSongTag(admin, s.id, "ROCK")).tags).toEqual(["electronic"]);
      await svc.removeTagFromAllSongs(admin, a.id, "Electronic");
      expect((await reloadSong(s.id)).tags).toEqual([]);
      expect((await reloadSong(s2.id)).tags).toEqual([]);
      const page = await svc.songs(fa, a.id, { first: 1 });
      expect(page.totalCount).toBe(2);
      expect(page.nodes.map((x) => x.title)).toEqual(["First (edit)"]);
    });

    it("bad song input changes nothing", async () => {
      const a = await f.unreleasedArtist();
      const s = await f.song(a, { title: "Untouched", tags: ["x"] });
      await rejects(svc.createSong(admin, a.id, { artistName: "A", title: "" }), "BAD_USER_INPUT", "Song title is required");
      await rejects(svc.updateSong(admin, s.id, { title: "t".repeat(301) }), "BAD_USER_INPUT");
      await rejects(svc.updateSong(admin, s.id, { oszUrl: "file:///etc/passwd" }), "BAD_USER_INPUT");
      await rejects(svc.addSongTag(admin, s.id, ""), "BAD_USER_INPUT", "A tag must be 1 to 50 characters");
      await rejects(svc.addTagToAllSongs(admin, a.id, "x".repeat(51)), "BAD_USER_INPUT");
      await rejects(svc.createSong(admin, 999999, { artistName: "A", title: "T" }), "NOT_FOUND");
      await rejects(svc.updateSong(admin, 999999, { title: "T" }), "NOT_FOUND");
      await rejects(svc.createSong(member, a.id, { artistName: "A", title: "T" }), "FORBIDDEN");
      expect(await reloadSong(s.id)).toMatchObject({ title: "Untouched", tags: ["x"], oszUrl: null });
      expect(await db.dataSource.getRepository(Song).countBy({ artistId: a.id })).toBe(1);
    });

    it("a full tag list refuses a bulk add for every song (all or nothing)", async () => {
      const a = await f.unreleasedArtist();
      const full = await f.song(a, { tags: Array.from({ length: 20 }, (_, i) => `t${i}`) });
      const other = await f.song(a, { tags: [] });
      await rejects(svc.addTagToAllSongs(admin, a.id, "new"), "BAD_USER_INPUT", "A song can have at most 20 tags");
      expect((await reloadSong(other.id)).tags).toEqual([]);
      expect((await reloadSong(full.id)).tags).toHaveLength(20);
    });

    it("an unused song can be deleted (its potential mappers' picks go with it)", async () => {
      const a = await f.unreleasedArtist();
      const s = await f.song(a);
      await db.dataSource.query(`INSERT INTO song_showcase_mappers (song_id, user_id) VALUES ($1, $2)`, [s.id, member.id]);
      expect(await svc.deleteSong(admin, s.id)).toBe(s.id);
      expect(await db.dataSource.getRepository(Song).findOneBy({ id: s.id })).toBeNull();
    });

    const uses: [string, (s: Song) => Promise<void>, string][] = [
      ["a beatmap", async (s) => void (await f.beatmap(s, member)), "1 beatmap"],
      [
        "a showcase song assignment",
        async (s) => {
          const m = await f.mission({ isShowcaseMission: true });
          await db.dataSource.query(
            `INSERT INTO showcase_assignments (mission_id, user_id, kind, song_id) VALUES ($1, $2, 'song', $3)`,
            [m.id, member.id, s.id],
          );
        },
        "1 priority quest",
      ],
      [
        "a genre showcase entry",
        async (s) => {
          const m = await f.mission({ isShowcaseMission: true, isGenreShowcase: true });
          const [e] = await db.dataSource.query(
            `INSERT INTO showcase_genre_entries (mission_id, user_id, tag) VALUES ($1, $2, 'rock') RETURNING id`,
            [m.id, member.id],
          );
          await db.dataSource.query(`INSERT INTO showcase_genre_songs (entry_id, song_id, slot) VALUES ($1, $2, NULL)`, [
            e.id,
            s.id,
          ]);
        },
        "1 priority quest",
      ],
    ];
    test.each(uses)("deleting a song used by %s is refused, nothing deleted", async (_name, use, text) => {
      const a = await f.unreleasedArtist();
      const s = await f.song(a, { title: `Used by ${_name}` });
      await use(s);
      await rejects(svc.deleteSong(admin, s.id), "CONFLICT", `Cannot delete Used by ${_name}: ${text} use it`);
      expect(await db.dataSource.getRepository(Song).findOneBy({ id: s.id })).not.toBeNull();
    });
  });

  describe("classified status (admins only: it names assignments)", () => {
    it("no open showcase mission → unclaimed → claimed by the holders", async () => {
      await db.dataSource.query(`UPDATE missions SET status = 'closed' WHERE is_showcase_mission`);
      const a = await f.unreleasedArtist();
      const s = await f.song(a);
      expect(await svc.classifiedStatus(admin, s.id)).toEqual({
        message: "No active classified quest",
        claimedBy: [],
        missionName: null,
      });
      await f.mission({ name: "Separate one", isShowcaseMission: true, isSeparate: true });
      const m = await f.mission({ name: "Classified now", isShowcaseMission: true, status: MissionStatus.open });
      expect(await svc.classifiedStatus(admin, s.id)).toEqual({
        message: "Unclaimed",
        claimedBy: [],
        missionName: "Classified now",
      });
      await db.dataSource.query(
        `INSERT INTO showcase_assignments (mission_id, user_id, kind, song_id) VALUES ($1, $2, 'song', $3)`,
        [m.id, member.id, s.id],
      );
      expect(await svc.classifiedStatus(admin, s.id)).toEqual({
        message: "Claimed by",
        claimedBy: ["Member"],
        missionName: "Classified now",
      });
      await rejects(svc.classifiedStatus(fa, s.id), "FORBIDDEN");
      await rejects(svc.classifiedStatus(member, s.id), "FORBIDDEN");
      await rejects(svc.classifiedStatus(admin, 999999), "NOT_FOUND");
    });
  });

  describe("reports", () => {
    it("recently licensed songs: since 2019-01-01, newest first, paged", async () => {
      const a = await f.artist();
      const old = await f.song(a, { title: "Old" });
      const mid = await f.song(a, { title: "Mid" });
      const fresh = await f.song(a, { title: "Fresh" });
      await db.dataSource.query(`UPDATE featured_songs SET created_at = '2018-06-01' WHERE id = $1`, [old.id]);
      await db.dataSource.query(`UPDATE featured_songs SET created_at = '2030-01-01' WHERE id = $1`, [mid.id]);
      await db.dataSource.query(`UPDATE featured_songs SET created_at = '2030-02-01' WHERE id = $1`, [fresh.id]);
      const page = await svc.recentlyLicensedSongs(admin, { first: 2 });
      expect(page.nodes.map((s) => s.title)).toEqual(["Fresh", "Mid"]);
      const all: number[] = [];
      let after: string | null = null;
      do {
        const p = await svc.recentlyLicensedSongs(admin, { first: 3, after });
        all.push(...p.nodes.map((s) => s.id));
        after = p.pageInfo.hasNextPage ? p.pageInfo.endCursor : null;
      } while (after);
      expect(all).not.toContain(old.id);
      expect(new Set(all).size).toBe(all.length);
      await rejects(svc.recentlyLicensedSongs(fa, {}), "FORBIDDEN");
    });

    it("released artists with too few ranked guild maps since a date", async () => {
      const many = await f.artist({ label: "rep many", osuId: 61001 });
      const few = await f.artist({ label: "rep few", osuId: 61002 });
      const none = await f.artist({ label: "rep none", osuId: 61003 });
      const unreleased = await f.unreleasedArtist({ label: "rep unreleased" });
      const rank = async (artist: Artist, date: string) =>
        f.beatmap(await f.song(artist), member, { status: BeatmapStatus.Ranked, rankedDate: new Date(date) });
      await rank(many, "2026-01-05");
      await rank(many, "2026-02-05");
      await rank(few, "2026-01-05");
      await rank(few, "2024-01-05"); // before the date: does not count
      await f.beatmap(await f.song(none), member, { status: BeatmapStatus.WIP });
      await rank(unreleased, "2026-01-05");
      const page = await svc.artistsWithoutRankedMaps(admin, "2025-01-01", 2, { first: 100 });
      const rows = page.nodes.filter((r) => r.artist.label.startsWith("rep ")).map((r) => [r.artist.label, r.rankedSongs]);
      expect(rows).toEqual([
        ["rep few", 1],
        ["rep none", 0],
      ]);
      await rejects(svc.artistsWithoutRankedMaps(admin, "01/01/2025", 2, {}), "BAD_USER_INPUT", "Invalid date");
      await rejects(svc.artistsWithoutRankedMaps(admin, "2025-01-01", 0, {}), "BAD_USER_INPUT");
      await rejects(svc.artistsWithoutRankedMaps(fa, "2025-01-01", 2, {}), "FORBIDDEN");
    });
  });
});
