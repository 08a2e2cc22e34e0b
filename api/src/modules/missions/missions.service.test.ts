// Over 400 lines on purpose: every missions use case on one real database with one clock and one set of fixtures.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import type { Deps } from "../../core/deps";
import { createLogger } from "../../core/logger";
import { BeatmapMode, BeatmapStatus, MissionSection, MissionStatus, Mode, TaskMode, TaskName, UserGroup } from "../../core/enums";
import { Beatmap } from "../beatmaps/beatmap.entity";
import type { Song } from "../artists/song.entity";
import { Log } from "../logs/log.entity";
import { LogsService } from "../logs/logs.service";
import { Notifier } from "../../core/notifier";
import { PointsService } from "../points/points.service";
import { User } from "../users/user.entity";
import { Mission } from "./mission.entity";
import { MissionsService } from "./missions.service";
import { MissionsAdminService } from "./missions-admin.service";

const DAY = 86_400_000;

describe("MissionsService (real database)", () => {
  let db: Database;
  let deps: Deps;
  let svc: MissionsService;
  let adminSvc: MissionsAdminService;
  let now = new Date("2026-06-01T12:00:00Z");
  let f: ReturnType<typeof fixtures>;
  let admin: User;

  beforeAll(async () => {
    db = await createTestDatabase(6);
    deps = testDeps(db, () => now);
    svc = new MissionsService(deps, new LogsService(deps), new PointsService(deps));
    adminSvc = new MissionsAdminService(deps, new LogsService(deps), new PointsService(deps), svc);
    f = fixtures(db.dataSource);
    admin = await f.user({ group: UserGroup.admin });
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(() => {
    now = new Date("2026-06-01T12:00:00Z");
  });

  const mission = (over: Partial<Mission> = {}) =>
    f.mission({ deadline: new Date(now.getTime() + 10 * DAY), createdAt: new Date(now.getTime() - 10 * DAY), ...over });
  const reload = (b: Beatmap) => db.dataSource.getRepository(Beatmap).findOneByOrFail({ id: b.id });
  const lastLog = async () => (await db.dataSource.getRepository(Log).find({ order: { id: "DESC" }, take: 1 }))[0];

  async function mapOf(
    host: User,
    over: Partial<Beatmap> = {},
    tasks: [TaskName, TaskMode][] = [
      [TaskName.Normal, TaskMode.osu],
      [TaskName.Hard, TaskMode.osu],
    ],
  ) {
    const artist = await f.artist();
    const song = await f.song(artist, { title: `Tune ${Math.random().toString(36).slice(2, 7)}` });
    const b = await f.beatmap(song, host, { submissionDate: new Date(now.getTime() - DAY), length: 200, ...over });
    for (const [name, mode] of tasks) await f.task(b, name, mode, [host]);
    return b;
  }

  describe("adding a beatmap", () => {
    test("the host adds a qualifying map: linked, logged, mission returned", async () => {
      const host = await f.user();
      const m = await mission({ name: "Add me" });
      const b = await mapOf(host);
      const out = await svc.addBeatmap(host, m.id, b.id);
      expect(out.id).toBe(m.id);
      expect((await reload(b)).missionId).toBe(m.id);
      expect((await lastLog()).action).toMatch(/^added ".+" to mission "Add me"$/);
    });

    test.each<[string, (u: User) => Promise<{ m: Mission; b: Beatmap; as?: User }>, string]>([
      [
        "someone else's map",
        async (u) => ({ m: await mission(), b: await mapOf(await f.user()), as: u }),
        "You are not mapset host!",
      ],
      [
        "an admin adding someone else's map",
        async () => ({ m: await mission(), b: await mapOf(await f.user()), as: admin }),
        "You are not mapset host!",
      ],
      [
        "a closed mission",
        async (u) => ({ m: await mission({ status: MissionStatus.closed }), b: await mapOf(u) }),
        "Unauthorized",
      ],
      [
        "an unannounced mission",
        async (u) => ({ m: await mission({ openingAnnounced: false }), b: await mapOf(u) }),
        "Mission ID does not exist!",
      ],
      [
        "a hidden mission",
        async (u) => ({ m: await mission({ status: MissionStatus.hidden }), b: await mapOf(u) }),
        "Mission ID does not exist!",
      ],
      [
        "a mission past its deadline (job not run yet)",
        async (u) => ({ m: await mission({ deadline: new Date(now.getTime() - 1000) }), b: await mapOf(u) }),
        "The deadline for this priority quest has passed",
      ],
      [
        "a Ranked map",
        async (u) => ({ m: await mission(), b: await mapOf(u, { status: BeatmapStatus.Ranked }) }),
        "Error: Object not found",
      ],
      [
        "a map in a quest",
        async (u) => ({ m: await mission(), b: await mapOf(u, { questId: (await f.quest()).id }) }),
        "Beatmap assigned to a quest/mission already!",
      ],
      [
        "a map in another mission",
        async (u) => ({ m: await mission(), b: await mapOf(u, { missionId: (await mission()).id }) }),
        "Beatmap assigned to a quest/mission already!",
      ],
      [
        "a taiko map on an osu! mission",
        async (u) => ({
          m: await mission({ modes: [Mode.osu] }),
          b: await mapOf(u, { mode: BeatmapMode.taiko }, [[TaskName.Hard, TaskMode.taiko]]),
        }),
        "Mode not allowed for this quest",
      ],
      [
        "a hybrid map with a mania difficulty on an osu!/taiko mission",
        async (u) => ({
          m: await mission({ modes: [Mode.osu, Mode.taiko] }),
          b: await mapOf(u, { mode: BeatmapMode.hybrid }, [
            [TaskName.Hard, TaskMode.osu],
            [TaskName.Insane, TaskMode.mania],
          ]),
        }),
        "Mode not allowed for this quest",
      ],
      [
        "a song of another artist",
        async (u) => {
          const m = await mission();
          await f.missionArtists(m, [await f.artist()]);
          return { m, b: await mapOf(u) };
        },
        "Song not applicable to this quest!",
      ],
      [
        "an untagged song on an osu! original mission",
        async (u) => ({ m: await mission({ isOsuOriginal: true }), b: await mapOf(u) }),
        "Song not applicable to this quest!",
      ],
      [
        "too many ranked maps (0 is a limit)",
        async (u) => ({ m: await mission({ userMaximumRankedBeatmapsCount: 0 }), b: await mapOf(u) }),
        "Beatmap does not meet quest requirements",
      ],
      [
        "MG rank too low (checked on add now)",
        async (u) => ({ m: await mission({ userMinimumRank: 1 }), b: await mapOf(u) }),
        "Beatmap does not meet quest requirements",
      ],
      [
        "pp in the map's mode too high",
        async (u) => ({ m: await mission({ userMaximumPp: 1000 }), b: await mapOf(u) }),
        "Beatmap does not meet quest requirements",
      ],
      [
        "global rank too high",
        async (u) => ({ m: await mission({ userMaximumGlobalRank: 5000 }), b: await mapOf(u) }),
        "Beatmap does not meet quest requirements",
      ],
      [
        "a required difficulty missing",
        async (u) => ({ m: await mission({ beatmapDifficulties: [TaskName.Easy] }), b: await mapOf(u) }),
        "Beatmap does not meet quest requirements",
      ],
      [
        "too long",
        async (u) => ({ m: await mission({ beatmapMaximumLength: 120 }), b: await mapOf(u) }),
        "Beatmap does not meet quest requirements",
      ],
      [
        "submitted too early",
        async (u) => ({ m: await mission({ beatmapEarliestSubmissionDate: new Date(now.getTime() - 1000) }), b: await mapOf(u) }),
        "Beatmap does not meet quest requirements",
      ],
      [
        "zero favourites and too few plays against both thresholds",
        async (u) => ({
          m: await mission({ beatmapMinimumFavorites: 1, beatmapMinimumPlayCount: 10 }),
          b: await mapOf(u, { favorites: 0, playCount: 5 }),
        }),
        "Beatmap does not meet quest requirements",
      ],
      [
        "a song already ranked in the guild before the mission (unique to Ranked)",
        async (u) => {
          const m = await mission({ isUniqueToRanked: true });
          const b = await mapOf(u);
          await f.beatmap({ id: b.songId } as Song, await f.user(), {
            status: BeatmapStatus.Ranked,
            rankedDate: new Date(now.getTime() - 100 * DAY),
          });
          return { m, b };
        },
        "Beatmap does not meet quest requirements",
      ],
    ])("refuses %s", async (_name, setup, message) => {
      const host = await f.user({ rankedBeatmapsCount: 2, globalRank: 1000, ppOsu: 4000 });
      const { m, b, as } = await setup(host);
      await expect(svc.addBeatmap(as ?? host, m.id, b.id)).rejects.toThrow(message);
      const after = await reload(b);
      expect(after.missionId === m.id).toBe(false);
    });

    test("a lone favourites threshold is not enforced: accepted", async () => {
      const host = await f.user();
      const m = await mission({ beatmapMinimumFavorites: 1 });
      const b = await mapOf(host, { favorites: 0, playCount: 0 });
      await svc.addBeatmap(host, m.id, b.id);
      expect((await reload(b)).missionId).toBe(m.id);
    });

    test("favourites OR plays, pp of the map's mode, unknown length: accepted", async () => {
      const host = await f.user({ ppOsu: 9000, ppTaiko: 100 });
      const m = await mission({
        beatmapMinimumFavorites: 50,
        beatmapMinimumPlayCount: 1000,
        userMaximumPp: 500,
        beatmapMinimumLength: 300,
      });
      const b = await mapOf(host, { mode: BeatmapMode.taiko, favorites: 0, playCount: 1000, length: null }, [
        [TaskName.Hard, TaskMode.taiko],
      ]);
      await svc.addBeatmap(host, m.id, b.id);
      expect((await reload(b)).missionId).toBe(m.id);
    });

    test("my qualifying beatmaps are exactly the ones add accepts", async () => {
      const host = await f.user({ rankedBeatmapsCount: 1 });
      const m = await mission({ modes: [Mode.osu, Mode.mania], beatmapDifficulties: [TaskName.Hard] });
      const good1 = await mapOf(host);
      const good2 = await mapOf(host, { mode: BeatmapMode.hybrid }, [
        [TaskName.Hard, TaskMode.osu],
        [TaskName.Insane, TaskMode.mania],
      ]);
      const bad = [
        await mapOf(host, { status: BeatmapStatus.Ranked }),
        await mapOf(host, { mode: BeatmapMode.taiko }, [[TaskName.Hard, TaskMode.taiko]]),
        await mapOf(host, {}, [[TaskName.Insane, TaskMode.osu]]),
        await mapOf(host, { questId: (await f.quest()).id }),
      ];
      await mapOf(await f.user()); // someone else's
      const q = await svc.qualifyingBeatmaps(host, m.id);
      expect(q.map((b) => b.id).sort()).toEqual([good1.id, good2.id].sort());
      for (const b of bad) await expect(svc.addBeatmap(host, m.id, b.id)).rejects.toThrow();
      for (const b of q) await svc.addBeatmap(host, m.id, b.id);
      expect(await svc.qualifyingBeatmaps(host, m.id)).toEqual([]);
      now = new Date(m.deadline.getTime() + 1);
      const late = await mapOf(host);
      expect((await svc.qualifyingBeatmaps(host, m.id)).map((b) => b.id)).not.toContain(late.id);
    });
  });

  describe("removing and linking", () => {
    test("the host removes their map; not another mission's map; not someone else's", async () => {
      const host = await f.user();
      const m = await mission();
      const other = await mission();
      const b = await mapOf(host);
      await svc.addBeatmap(host, m.id, b.id);
      await expect(svc.removeBeatmap(await f.user(), m.id, b.id)).rejects.toThrow("You are not mapset host!");
      await expect(svc.removeBeatmap(host, other.id, b.id)).rejects.toThrow("Beatmap is not associated with this mission");
      await svc.removeBeatmap(host, m.id, b.id);
      const after = await reload(b);
      expect(after.missionId).toBeNull();
      expect((await lastLog()).action).toMatch(/^removed ".+" from mission/);
    });

    test("after the deadline or once closed only an admin removes; removal drops winner/invalid marks and recalculates", async () => {
      const host = await f.user();
      const m = await mission({ status: MissionStatus.closed, closingAnnounced: true, tier: 4 });
      const b = await mapOf(host, { missionId: m.id, status: BeatmapStatus.Ranked, rankedDate: now });
      await expect(svc.removeBeatmap(host, m.id, b.id)).rejects.toThrow("Error: Object not found");
      const open = await mission();
      const b2 = await mapOf(host, { missionId: open.id });
      now = new Date(open.deadline.getTime() + 1000);
      await expect(svc.removeBeatmap(host, open.id, b2.id)).rejects.toThrow("The deadline for this priority quest has passed");
      await svc.removeBeatmap(admin, open.id, b2.id);

      await adminSvc.toggleWinner(admin, m.id, b.id);
      await adminSvc.toggleInvalid(admin, m.id, b.id);
      await adminSvc.toggleInvalid(admin, m.id, b.id);
      const before = await db.dataSource.getRepository(User).findOneByOrFail({ id: host.id });
      expect(before.missionPoints).toBeGreaterThan(0);
      await svc.removeBeatmap(admin, m.id, b.id);
      const [{ w }] = await db.dataSource.query(`SELECT count(*)::int AS w FROM mission_winners WHERE beatmap_id = $1`, [b.id]);
      expect(w).toBe(0);
      expect((await db.dataSource.getRepository(User).findOneByOrFail({ id: host.id })).missionPoints).toBe(0);
    });

    test("linkMission: same checks as add (no bypass), moves between missions atomically, empty id unlinks", async () => {
      const host = await f.user({ rankedBeatmapsCount: 10 });
      const strict = await mission({ userMaximumRankedBeatmapsCount: 1 });
      const a = await mission();
      const b = await mission();
      const map = await mapOf(host);
      await expect(svc.linkBeatmap(host, map.id, strict.id)).rejects.toThrow("Beatmap does not meet quest requirements");
      await svc.linkBeatmap(host, map.id, a.id);
      expect((await reload(map)).missionId).toBe(a.id);
      await svc.linkBeatmap(host, map.id, a.id); // idempotent
      await expect(svc.linkBeatmap(host, map.id, strict.id)).rejects.toThrow("Beatmap does not meet quest requirements");
      expect((await reload(map)).missionId).toBe(a.id);
      await svc.linkBeatmap(host, map.id, b.id);
      expect((await reload(map)).missionId).toBe(b.id);
      await expect(svc.linkBeatmap(await f.user(), map.id, null)).rejects.toThrow("You are not mapset host!");
      await svc.linkBeatmap(host, map.id, null);
      expect((await reload(map)).missionId).toBeNull();
      const inQuest = await mapOf(host, { questId: (await f.quest()).id });
      await expect(svc.linkBeatmap(host, inQuest.id, a.id)).rejects.toThrow("Beatmap assigned to a quest/mission already!");
    });
  });

  describe("winners and invalid maps (admin)", () => {
    test("only admins, only maps of that mission; points recalculated for host and task mappers; logged", async () => {
      const host = await f.user();
      const guest = await f.user();
      const m = await mission({ status: MissionStatus.closed, closingAnnounced: true, tier: 2, name: "Judged" });
      const b = await mapOf(host, { missionId: m.id, status: BeatmapStatus.Ranked, rankedDate: now }, []);
      await f.task(b, TaskName.Hard, TaskMode.osu, [host]);
      await f.task(b, TaskName.Insane, TaskMode.osu, [guest]);
      const stray = await mapOf(host);
      await expect(adminSvc.toggleWinner(host, m.id, b.id)).rejects.toThrow("Unauthorized");
      await expect(adminSvc.toggleWinner(null, m.id, b.id)).rejects.toThrow("Unauthorized - May need to login first");
      await expect(adminSvc.toggleWinner(admin, m.id, stray.id)).rejects.toThrow("Beatmap is not associated with this mission");
      const winners = await adminSvc.toggleWinner(admin, m.id, b.id);
      expect(winners.map((w) => w.id)).toEqual([b.id]);
      expect((await lastLog()).action).toMatch(/^marked ".+" as winning beatmap for mission "Judged"$/);
      const points = async (u: User) => (await db.dataSource.getRepository(User).findOneByOrFail({ id: u.id })).missionPoints;
      expect(await points(host)).toBe(10);
      expect(await points(guest)).toBe(10);
      expect((await adminSvc.toggleInvalid(admin, m.id, b.id)).map((x) => x.id)).toEqual([b.id]);
      expect(await points(host)).toBe(0);
      expect(await points(guest)).toBe(0);
      expect(await adminSvc.toggleInvalid(admin, m.id, b.id)).toEqual([]);
      expect(await points(host)).toBe(10);
      expect(await adminSvc.toggleWinner(admin, m.id, b.id)).toEqual([]);
      expect(await points(host)).toBe(0);
    });
  });

  describe("browsing", () => {
    test("sections, mode filter, name search; one by id hides unannounced and hidden missions from non-admins", async () => {
      const viewer = await f.user();
      const tag = `zq${Date.now().toString(36)}`;
      const active = await mission({ name: `${tag} active`, modes: [Mode.taiko] });
      const pending = await mission({ name: `${tag} pending`, isSeparate: true });
      const inactive = await mission({ name: `${tag} inactive`, status: MissionStatus.closed });
      const unannounced = await mission({ name: `${tag} unannounced`, openingAnnounced: false });
      const hidden = await mission({ name: `${tag} hidden`, status: MissionStatus.hidden });
      const names = async (section: MissionSection, mode?: Mode) =>
        (await svc.list(viewer, { section, mode, search: tag.toUpperCase() })).map((m) => m.name);
      expect(await names(MissionSection.active)).toEqual([active.name]);
      expect(await names(MissionSection.active, Mode.osu)).toEqual([]);
      expect(await names(MissionSection.pending)).toEqual([pending.name]);
      expect(await names(MissionSection.inactive)).toEqual([inactive.name]);
      await expect(svc.list(null)).rejects.toThrow("Unauthorized - May need to login first");
      await expect(svc.getVisible(viewer, unannounced.id)).rejects.toThrow("Mission ID does not exist!");
      await expect(svc.getVisible(viewer, hidden.id)).rejects.toThrow("Mission ID does not exist!");
      expect((await svc.getVisible(admin, hidden.id)).id).toBe(hidden.id);
      expect((await svc.getVisible(viewer, inactive.id)).id).toBe(inactive.id);
      expect((await adminSvc.adminList(admin)).map((m) => m.id)).toEqual(expect.arrayContaining([hidden.id, unannounced.id]));
      await expect(adminSvc.adminList(viewer)).rejects.toThrow("Unauthorized");
    });

    test("the beatmap page's chooser lists the open missions the map qualifies for", async () => {
      const host = await f.user();
      const map = await mapOf(host, { mode: BeatmapMode.mania }, [[TaskName.Hard, TaskMode.mania]]);
      const fits = await mission({ modes: [Mode.mania] });
      const wrongMode = await mission({ modes: [Mode.osu] });
      const tooStrict = await mission({ modes: [Mode.mania], userMinimumRank: 5 });
      const ids = (await svc.eligibleMissionsForBeatmap(host, map.id, "mania")).map((m) => m.id);
      expect(ids).toContain(fits.id);
      expect(ids).not.toContain(wrongMode.id);
      expect(ids).not.toContain(tooStrict.id);
      await expect(svc.eligibleMissionsForBeatmap(await f.user(), map.id, "mania")).rejects.toThrow("You are not mapset host!");
    });
  });

  describe("admin create and update", () => {
    test("create: hidden, unannounced, all modes by default, artists linked; validation", async () => {
      const artist = await f.artist();
      const m = await adminSvc.create(admin, {
        name: "New PQ",
        tier: 2,
        objective: "Do it",
        deadline: "2026-08-01T00:00:00Z",
        artistIds: [artist.id],
        modes: [],
      });
      expect(m).toMatchObject({
        status: MissionStatus.hidden,
        openingAnnounced: false,
        closingAnnounced: false,
        modes: ["osu", "taiko", "catch", "mania"],
      });
      expect(await adminSvc.artistIdsOf(m.id)).toEqual([artist.id]);
      await expect(adminSvc.create(admin, { name: "x", tier: 9, objective: "o", deadline: "2026-08-01" })).rejects.toThrow(
        "Invalid number",
      );
      await expect(adminSvc.create(admin, { tier: 1, objective: "o", deadline: "2026-08-01" })).rejects.toThrow(
        "Name is required",
      );
      await expect(
        adminSvc.create(admin, { name: "x", tier: 1, objective: "o", deadline: "2026-08-01", artistIds: [999999] }),
      ).rejects.toThrow("Error: Object not found");
      await expect(
        adminSvc.create(await f.user(), { name: "x", tier: 1, objective: "o", deadline: "2026-08-01" }),
      ).rejects.toThrow("Unauthorized");
    });

    test("update: any field, whole-mission validation, explicit null clears a requirement", async () => {
      const m = await adminSvc.create(admin, {
        name: "Upd",
        tier: 1,
        objective: "o",
        deadline: "2026-08-01T00:00:00Z",
        userMinimumPp: 10,
      });
      const u = await adminSvc.update(admin, m.id, {
        status: "open",
        userMinimumPp: null,
        userMaximumPp: 300,
        genreOptions: ["rock"],
        isSeparate: true,
        beatmapDifficulties: ["Hard"],
      });
      expect(u).toMatchObject({
        status: "open",
        userMinimumPp: null,
        userMaximumPp: 300,
        genreOptions: ["rock"],
        isSeparate: true,
        beatmapDifficulties: ["Hard"],
      });
      await expect(adminSvc.update(admin, m.id, { modes: [] })).rejects.toThrow("Select at least one mode!");
      await expect(adminSvc.update(admin, m.id, { userMinimumPp: 500 })).rejects.toThrow("Minimum pp is above the maximum pp");
      await expect(adminSvc.update(admin, m.id, { status: "archived" })).rejects.toThrow("Invalid status");
      await expect(adminSvc.update(admin, 987654, { name: "x" })).rejects.toThrow("Mission ID does not exist!");
    });
  });

  describe("scheduled opening and closing", () => {
    test("announces, closes past-deadline non-showcase missions, announces winners once and recalculates their points", async () => {
      const received: { embeds: { title?: string; description: string }[] }[] = [];
      const hook = http.createServer((req, res) => {
        let body = "";
        req.on("data", (c) => (body += c));
        req.on("end", () => {
          received.push(JSON.parse(body));
          res.end("ok");
        });
      });
      await new Promise<void>((r) => hook.listen(0, "127.0.0.1", r));
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
      try {
        const jobDeps: Deps = {
          ...deps,
          notifier: new Notifier({ webhookUrl: url, devWebhookUrl: url }, createLogger("silent")),
        };
        const job = new MissionsAdminService(jobDeps, new LogsService(jobDeps), new PointsService(jobDeps), svc);
        await job.processMissions(); // drain whatever other tests left
        received.length = 0;

        const fresh = await mission({ name: "Fresh PQ", openingAnnounced: false });
        const due = await mission({ name: "Due PQ", deadline: new Date(now.getTime() - DAY) });
        const showcase = await mission({ name: "Showcase PQ", isShowcaseMission: true, deadline: new Date(now.getTime() - DAY) });
        const host = await f.user();
        const judged = await mission({ name: "Judged PQ", status: MissionStatus.closed, tier: 3 });
        const b = await mapOf(host, { missionId: judged.id, status: BeatmapStatus.Ranked, rankedDate: now });
        await db.dataSource.query(`INSERT INTO mission_winners (mission_id, beatmap_id) VALUES ($1, $2)`, [judged.id, b.id]);

        expect(await job.processMissions()).toBe("opened 1, closed 1, winners announced 1");
        const get = (id: number) => db.dataSource.getRepository(Mission).findOneByOrFail({ id });
        expect((await get(fresh.id)).openingAnnounced).toBe(true);
        expect((await get(due.id)).status).toBe(MissionStatus.closed);
        expect((await get(showcase.id)).status).toBe(MissionStatus.open);
        expect((await get(judged.id)).closingAnnounced).toBe(true);
        const actions = (await db.dataSource.getRepository(Log).find({ order: { id: "DESC" }, take: 5 })).map((l) => [
          l.userId,
          l.action,
        ]);
        expect(actions).toEqual(
          expect.arrayContaining([
            [null, '"Fresh PQ" opened'],
            [null, '"Due PQ" closed (past deadline)'],
          ]),
        );
        expect((await db.dataSource.getRepository(User).findOneByOrFail({ id: host.id })).missionPoints).toBe(13);
        await new Promise((r) => setTimeout(r, 50));
        const titles = received.map((r) => r.embeds[0].title);
        expect(titles).toEqual(
          expect.arrayContaining(["New priority quest: Fresh PQ", "Mission deadline met", "Closed priority quest: Judged PQ"]),
        );
        expect(received.find((r) => r.embeds[0].title === "Closed priority quest: Judged PQ")!.embeds[0].description).toContain(
          host.username,
        );

        expect(await job.processMissions()).toBe("opened 0, closed 0, winners announced 0");
      } finally {
        hook.close();
      }
    });
  });
});
