import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import { rejects } from "../../../test/rejects";
import type { Database } from "../../db/data-source";
import { BeatmapStatus, ShowcaseKind, UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { Artist } from "./artist.entity";
import { Song } from "./song.entity";
import { compareInColumn, FA_COLUMNS, FaColumn, FaFlag, inColumn, type DealFacts } from "./artists.rules";
import { FaScheduleService } from "./fa-schedule.service";

const NOW = new Date("2026-03-10T12:00:00Z");
const DAY = 86_400_000;

describe("FaScheduleService on a real database", () => {
  let db: Database;
  let svc: FaScheduleService;
  let f: ReturnType<typeof fixtures>;
  let fa: User;
  let admin: User;
  let member: User;

  beforeAll(async () => {
    db = await createTestDatabase();
    svc = new FaScheduleService(testDeps(db, () => NOW));
    f = fixtures(db.dataSource);
    fa = await f.user({ osuId: 107, username: "Scheduler" });
    admin = await f.user({ osuId: 100100, username: "FaAdmin", group: UserGroup.admin });
    member = await f.user({ osuId: 100101, username: "FaMember" });
  });
  afterAll(() => db.close());

  const reload = (id: number) => db.dataSource.getRepository(Artist).findOneByOrFail({ id });
  const deal = (over: Partial<Artist> = {}) =>
    f.unreleasedArtist({ songsTimed: false, isContacted: true, lastContacted: new Date(NOW.getTime() - 5 * DAY), ...over });

  describe("the board: every column in SQL is the pure rule, in the rule's order, across pages", () => {
    let ids: number[];
    beforeAll(async () => {
      await db.dataSource.query(`DELETE FROM featured_artists`);
      ids = [];
      // Every combination that matters, with repeated contact days (ties) and some never contacted.
      let i = 0;
      for (const released of [false, true])
        for (const contacted of [false, true])
          for (const responded of [false, true])
            for (const contract of [false, true])
              for (const ppy of [false, true])
                for (const upToDate of [false, true])
                  for (const extra of [0, 1, 2]) {
                    i++;
                    const a = await f.unreleasedArtist({
                      label: `Deal ${String(i).padStart(3, "0")}`,
                      osuId: released ? 20000 + i : null,
                      isContacted: contacted,
                      isResponded: responded,
                      contractSent: contract,
                      ppySigned: ppy,
                      isUpToDate: upToDate,
                      isRejected: extra === 1,
                      hasNewSongs: extra === 2 || i % 7 === 0,
                      projectedRelease: i % 5 === 0 ? `2026-0${(i % 9) + 1}-1${i % 10}` : null,
                      lastContacted: i % 6 === 0 ? null : new Date(NOW.getTime() - (i % 11) * DAY),
                      createdAt: new Date(NOW.getTime() - (i % 13) * DAY),
                    });
                    ids.push(a.id);
                  }
    });

    test.each(FA_COLUMNS.map((c) => [c]))("%s", async (column) => {
      const all = await db.dataSource.getRepository(Artist).find();
      const facts = (a: Artist): DealFacts => a;
      const expected = all
        .filter((a) => inColumn(column, facts(a)))
        .sort((a, b) => compareInColumn(column, a, b))
        .map((a) => a.id);
      const seen: number[] = [];
      let after: string | null = null;
      let total: number | null | undefined;
      do {
        const page = await svc.column(fa, column, { first: 7, after });
        total = page.totalCount;
        seen.push(...page.nodes.map((a) => a.id));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      expect(expected.length).toBeGreaterThan(0);
      expect(seen).toEqual(expected);
      expect(total).toBe(expected.length);
    });

    it("filters by a part of the name, ignoring case; wildcards are literal", async () => {
      const page = await svc.column(admin, FaColumn.notContacted, { first: 100, label: "deal 00" });
      expect(page.nodes.length).toBeGreaterThan(0);
      expect(page.nodes.every((a) => a.label.startsWith("Deal 00"))).toBe(true);
      expect((await svc.column(admin, FaColumn.notContacted, { first: 100, label: "%" })).nodes).toEqual([]);
      await rejects(svc.column(admin, FaColumn.notContacted, { label: "x".repeat(201) }), "BAD_USER_INPUT");
    });

    it("refuses everyone but the FA Schedule account and admins", async () => {
      await rejects(svc.column(null, FaColumn.ready, {}), "UNAUTHENTICATED");
      await rejects(svc.column(member, FaColumn.ready, {}), "FORBIDDEN");
      await rejects(svc.column({ ...member, group: UserGroup.secret }, FaColumn.ready, {}), "FORBIDDEN");
    });

    it('"Mark all as rejected" rejects exactly the Awaiting response column', async () => {
      const before = await db.dataSource.getRepository(Artist).find();
      const awaiting = before.filter((a) => inColumn(FaColumn.awaitingResponse, a)).map((a) => a.id);
      expect(awaiting.length).toBeGreaterThan(0);
      expect(await svc.rejectAllAwaiting(fa)).toBe(awaiting.length);
      const after = await db.dataSource.getRepository(Artist).find();
      for (const a of after) {
        const was = before.find((b) => b.id === a.id)!;
        expect(a.isRejected).toBe(was.isRejected || awaiting.includes(a.id));
      }
      expect((await svc.column(fa, FaColumn.awaitingResponse, {})).totalCount).toBe(0);
      expect(await svc.rejectAllAwaiting(admin)).toBe(0);
      await rejects(svc.rejectAllAwaiting(member), "FORBIDDEN");
    });
  });

  describe("creating a deal", () => {
    it("adds an artist; contacted dates the contact; the same name again 'already exists'", async () => {
      const a = await svc.create(fa, { name: "  Kobaryo  ", comment: "loves osu!", isContacted: true });
      expect(a).toMatchObject({ label: "Kobaryo", notes: "loves osu!", isContacted: true, isResponded: false, osuId: null });
      expect(a.lastContacted?.toISOString()).toBe(NOW.toISOString());
      await rejects(svc.create(admin, { name: "kobaryo " }), "CONFLICT", "already exists");
      expect(await db.dataSource.getRepository(Artist).countBy({ label: "Kobaryo" })).toBe(1);
    });

    it("announced: every progress flag on, so it is up to date", async () => {
      const a = await svc.create(fa, { name: "Announced One", isAnnounced: true });
      expect(inColumn(FaColumn.upToDate, a)).toBe(true);
      expect(a).toMatchObject({ hasRankedMaps: true, ppyPaid: true, songsTimed: true });
    });

    it("bad input changes nothing", async () => {
      const count = await db.dataSource.getRepository(Artist).count();
      await rejects(svc.create(fa, { name: "  " }), "BAD_USER_INPUT", "Artist name is required");
      await rejects(svc.create(fa, { name: "x", comment: "y".repeat(5001) }), "BAD_USER_INPUT");
      await rejects(svc.create(member, { name: "Sneaky" }), "FORBIDDEN");
      expect(await db.dataSource.getRepository(Artist).count()).toBe(count);
    });
  });

  describe("flags, dates and notes", () => {
    it("moves a deal across the board", async () => {
      const a = await svc.create(fa, { name: "Mover" });
      const colsOf = async () => FA_COLUMNS.filter((c) => inColumn(c, a));
      expect(await colsOf()).toEqual([FaColumn.notContacted]);
      Object.assign(a, await svc.setFlag(fa, a.id, FaFlag.contacted, true));
      expect(a.lastContacted?.toISOString()).toBe(NOW.toISOString());
      expect(await colsOf()).toEqual([FaColumn.awaitingResponse]);
      Object.assign(a, await svc.setFlag(fa, a.id, FaFlag.responded, true));
      expect(await colsOf()).toEqual([FaColumn.discussion]);
      Object.assign(a, await svc.setFlag(admin, a.id, FaFlag.contractSent, true));
      expect(await colsOf()).toEqual([FaColumn.contract]);
      Object.assign(a, await svc.setFlag(fa, a.id, FaFlag.ppySigned, true));
      expect(await colsOf()).toEqual([FaColumn.ready]);
    });

    it("up to date: off needs pending songs (nothing changes otherwise); on keeps the contract flags", async () => {
      const a = await deal({ isResponded: true, contractSent: true, ppySigned: true, projectedRelease: "2026-04-01" });
      const on = await svc.setFlag(fa, a.id, FaFlag.upToDate, true);
      expect(on).toMatchObject({
        isUpToDate: true,
        isResponded: true,
        contractSent: true,
        ppySigned: true,
        projectedRelease: null,
      });
      await rejects(
        svc.setFlag(fa, a.id, FaFlag.upToDate, false),
        "BAD_USER_INPUT",
        "Can't be not-up-to-date without pending songs!",
      );
      expect((await reload(a.id)).isUpToDate).toBe(true);
      await svc.setFlag(fa, a.id, FaFlag.hasNewSongs, true);
      const off = await svc.setFlag(fa, a.id, FaFlag.upToDate, false);
      expect(off).toMatchObject({
        isUpToDate: false,
        isResponded: false,
        contractSent: false,
        ppySigned: false,
        hasNewSongs: true,
      });
    });

    it("reset switches the progress off but keeps contact and notes", async () => {
      const a = await deal({
        isResponded: true,
        contractSent: true,
        ppySigned: true,
        notes: "keep",
        projectedRelease: "2026-05-05",
      });
      const r = await svc.reset(fa, a.id);
      expect(r).toMatchObject({
        isResponded: false,
        contractSent: false,
        ppySigned: false,
        projectedRelease: null,
        notes: "keep",
        isContacted: true,
      });
    });

    it("projected release and last contact take yyyy-mm-dd; bad days change nothing", async () => {
      const a = await deal();
      expect((await svc.setProjectedRelease(fa, a.id, "2026-06-30")).projectedRelease).toBe("2026-06-30");
      await rejects(svc.setProjectedRelease(fa, a.id, "06-30-2026"), "BAD_USER_INPUT", "Invalid date");
      expect((await reload(a.id)).projectedRelease).toBe("2026-06-30");
      expect((await svc.setProjectedRelease(fa, a.id, null)).projectedRelease).toBeNull();

      expect((await svc.setLastContacted(fa, a.id, "2026-03-10")).lastContacted?.toISOString()).toBe("2026-03-10T00:00:00.000Z");
      await rejects(svc.setLastContacted(fa, a.id, "2026-04-01"), "BAD_USER_INPUT", "Last contact can't be in the future");
      expect((await reload(a.id)).lastContacted?.toISOString()).toBe("2026-03-10T00:00:00.000Z");
      expect((await svc.setLastContacted(fa, a.id, null)).lastContacted).toBeNull();
    });

    it("notes: at most 5000 characters, empty clears", async () => {
      const a = await deal({ notes: "old" });
      await rejects(svc.setNotes(fa, a.id, "n".repeat(5001)), "BAD_USER_INPUT", "Notes must be at most 5000 characters");
      expect((await reload(a.id)).notes).toBe("old");
      expect((await svc.setNotes(fa, a.id, "new")).notes).toBe("new");
      expect((await svc.setNotes(fa, a.id, "")).notes).toBeNull();
    });

    it("every contact switch, either way, stamps the last contact now; the others do not", async () => {
      const old = new Date(NOW.getTime() - 30 * DAY);
      for (const [flag, value] of [
        [FaFlag.responded, true],
        [FaFlag.responded, false],
        [FaFlag.rejected, true],
        [FaFlag.contractSent, true],
        [FaFlag.artistSigned, true],
        [FaFlag.ppySigned, true],
        [FaFlag.ppyPaid, true],
        [FaFlag.contacted, false],
        [FaFlag.upToDate, true],
      ] as const) {
        const a = await deal({ lastContacted: old });
        await svc.setFlag(fa, a.id, flag, value);
        expect([flag, (await reload(a.id)).lastContacted?.toISOString()]).toEqual([flag, NOW.toISOString()]);
      }
      for (const flag of [FaFlag.songsTimed, FaFlag.songsReceived, FaFlag.assetsReceived, FaFlag.momentum]) {
        const a = await deal({ lastContacted: old });
        await svc.setFlag(admin, a.id, flag, true);
        expect([flag, (await reload(a.id)).lastContacted?.toISOString()]).toEqual([flag, old.toISOString()]);
      }
      // A refused switch stamps nothing.
      const kept = await deal({ lastContacted: old, hasNewSongs: false, isUpToDate: true });
      await rejects(svc.setFlag(fa, kept.id, FaFlag.upToDate, false), "BAD_USER_INPUT");
      expect((await reload(kept.id)).lastContacted?.toISOString()).toBe(old.toISOString());
    });

    it("50 simultaneous contact switches: one stamp of today, the flag as the last one left it", async () => {
      const a = await deal({ lastContacted: new Date(NOW.getTime() - 30 * DAY), isResponded: false });
      await Promise.all(Array.from({ length: 50 }, () => svc.setFlag(fa, a.id, FaFlag.responded, true)));
      const after = await reload(a.id);
      expect(after.isResponded).toBe(true);
      expect(after.lastContacted?.toISOString()).toBe(NOW.toISOString());
    });

    it("unknown artists are not found", async () => {
      await rejects(svc.setFlag(fa, 999999, FaFlag.contacted, true), "NOT_FOUND");
      await rejects(svc.setNotes(fa, 999999, "x"), "NOT_FOUND");
      await rejects(svc.delete(fa, 999999), "NOT_FOUND");
    });
  });

  describe("showcase mappers: chosen among members with the switch on", () => {
    it("offers only members who switched it on", async () => {
      const on = await f.user({ username: "zz_switched_on", isShowcaseMapper: true });
      await f.user({ username: "zz_switched_off" });
      const page = await svc.showcaseMapperCandidates(fa, { search: "zz_", first: 100 });
      expect(page.nodes.map((u) => u.id)).toEqual([on.id]);
      const byOsuId = await svc.showcaseMapperCandidates(fa, { search: String(on.osuId) });
      expect(byOsuId.nodes.map((u) => u.id)).toEqual([on.id]);
      await rejects(svc.showcaseMapperCandidates(member, {}), "FORBIDDEN");
    });

    it("refuses a member without the switch, with their name, and changes nothing", async () => {
      const a = await deal();
      const on = await f.user({ isShowcaseMapper: true });
      const off = await f.user({ username: "NoSwitch" });
      await rejects(
        svc.setShowcaseMappers(fa, a.id, [String(on.id), String(off.id)]),
        "BAD_USER_INPUT",
        `NoSwitch is not an FA showcase mapper (the "FA showcase mapper" switch in their user menu is off)`,
      );
      await rejects(svc.setShowcaseMappers(fa, a.id, ["999999"]), "BAD_USER_INPUT", "Cannot find 999999!");
      const rows = await db.dataSource.query(`SELECT user_id FROM artist_showcase_mappers WHERE artist_id = $1`, [a.id]);
      expect(rows).toEqual([]);
      await svc.setShowcaseMappers(fa, a.id, [String(on.id)]);
      expect(
        (await db.dataSource.query(`SELECT user_id FROM artist_showcase_mappers WHERE artist_id = $1`, [a.id])).map(
          (r: { user_id: number }) => r.user_id,
        ),
      ).toEqual([on.id]);
    });

    it("keeps members already listed (e.g. who rolled the artist); removal drops their song picks unless a mission assigns the artist", async () => {
      const a = await deal();
      const s = await f.song(a);
      const rolled = await f.user({ username: "RolledIt" }); // switch off, but listed by a priority quest roll
      const picker = await f.user({ isShowcaseMapper: true });
      const m = await f.mission({ isShowcaseMission: true, isArtistShowcase: true });
      for (const u of [rolled, picker]) {
        await db.dataSource.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2)`, [a.id, u.id]);
        await db.dataSource.query(`INSERT INTO song_showcase_mappers (song_id, user_id) VALUES ($1, $2)`, [s.id, u.id]);
      }
      await db.dataSource.query(
        `INSERT INTO showcase_assignments (mission_id, user_id, kind, artist_id) VALUES ($1, $2, $3, $4)`,
        [m.id, rolled.id, ShowcaseKind.artist, a.id],
      );
      await svc.setShowcaseMappers(fa, a.id, [String(rolled.id), String(picker.id)]); // both kept
      await svc.setShowcaseMappers(fa, a.id, []);
      const picks = await db.dataSource.query(`SELECT user_id FROM song_showcase_mappers WHERE song_id = $1`, [s.id]);
      expect(picks.map((r: { user_id: number }) => r.user_id)).toEqual([rolled.id]);
    });
  });

  describe("deleting a deal (refused while anything uses it)", () => {
    it("an unused artist goes, with its songs", async () => {
      const a = await deal({ isContacted: false });
      const s = await f.song(a);
      expect(await svc.delete(fa, a.id)).toBe(a.id);
      expect(await db.dataSource.getRepository(Artist).findOneBy({ id: a.id })).toBeNull();
      expect(await db.dataSource.getRepository(Song).findOneBy({ id: s.id })).toBeNull();
    });

    const uses: [string, (a: Artist) => Promise<void>, string][] = [
      ["a quest", async (a) => void (await f.quest({ artistId: a.id })), "1 quest"],
      ["a priority quest's artists", async (a) => f.missionArtists(await f.mission(), [a]), "1 priority quest"],
      [
        "a beatmap of one of its songs",
        async (a) => void (await f.beatmap(await f.song(a), member, { status: BeatmapStatus.WIP })),
        "1 beatmap",
      ],
      [
        "a showcase assignment of one of its songs",
        async (a) => {
          const s = await f.song(a);
          const m = await f.mission({ isShowcaseMission: true });
          await db.dataSource.query(
            `INSERT INTO showcase_assignments (mission_id, user_id, kind, song_id) VALUES ($1, $2, 'song', $3)`,
            [m.id, member.id, s.id],
          );
        },
        "1 priority quest",
      ],
    ];
    test.each(uses)("refused when %s uses it, and nothing is deleted", async (_name, use, text) => {
      const a = await deal({ label: `Used ${_name}` });
      await use(a);
      await rejects(svc.delete(admin, a.id), "CONFLICT", `Cannot delete Used ${_name}: ${text} use it`);
      expect(await db.dataSource.getRepository(Artist).findOneBy({ id: a.id })).not.toBeNull();
    });
  });
});
