import "reflect-metadata";
import { EntityManager } from "typeorm";
import type { DataSource } from "typeorm";
import { createTestDatabase } from "../../../test/db";
import type { Database } from "../../db/data-source";
import type { Deps } from "../../core/deps";
import { createLogger } from "../../core/logger";
import { PointsService } from "./points.service";

const NOW = new Date("2024-07-01T00:00:00Z");
const DEADLINE = new Date("2024-06-10T00:00:00Z");

let database: Database;
let ds: DataSource;
let service: PointsService;
let ids: Record<"alice" | "bob" | "carol" | "dave" | "erin", number>;
let maps: Record<"A" | "B" | "C" | "D" | "E", number>;

async function one<T = { id: number }>(sql: string, params: unknown[] = []): Promise<T> {
  const rows: T[] = await ds.query(sql, params);
  return rows[0];
}

/** Inserts a user; `columns` presets cached columns (e.g. stale points). */
async function user(osuId: number, username: string, columns: Record<string, number> = {}): Promise<number> {
  const names = Object.keys(columns);
  const sql = `INSERT INTO users (osu_id, username${names.map((n) => `, ${n}`).join("")})
               VALUES ($1, $2${names.map((_, i) => `, $${i + 3}`).join("")}) RETURNING id`;
  return (await one(sql, [osuId, username, ...Object.values(columns)])).id;
}

async function beatmap(
  songId: number,
  hostId: number,
  o: {
    status?: string;
    length?: number | null;
    ranked?: Date | null;
    questId?: number;
    missionId?: number;
    invalid?: boolean;
  } = {},
): Promise<number> {
  return (
    await one(
      `INSERT INTO beatmaps (song_id, host_id, status, length, ranked_date, quest_id, mission_id, invalid_for_points)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        songId,
        hostId,
        o.status ?? "Ranked",
        o.length ?? null,
        o.ranked ?? null,
        o.questId ?? null,
        o.missionId ?? null,
        o.invalid ?? false,
      ],
    )
  ).id;
}

async function addTask(beatmapId: number, name: string, mode: string, mapperIds: number[]): Promise<void> {
  const taskId = (
    await one(`INSERT INTO tasks (beatmap_id, name, mode, status) VALUES ($1, $2, $3, 'Done') RETURNING id`, [
      beatmapId,
      name,
      mode,
    ])
  ).id;
  for (const u of mapperIds) await ds.query(`INSERT INTO task_mappers (task_id, user_id) VALUES ($1, $2)`, [taskId, u]);
}

interface StoredPoints {
  easy_points: number;
  normal_points: number;
  hard_points: number;
  insane_points: number;
  expert_points: number;
  storyboard_points: number;
  hitsound_points: number;
  skin_points: number;
  quest_points: number;
  mission_points: number;
  mod_points: number;
  host_points: number;
  legacy_points: number;
  osu_points: number;
  taiko_points: number;
  catch_points: number;
  mania_points: number;
  total_points: number;
  spent_points: number;
  rank: number;
  completed_quests_count: number;
  completed_missions_count: number;
  points_calculated_at: Date | null;
}

async function stored(userId: number): Promise<StoredPoints> {
  return one<StoredPoints>(`SELECT * FROM users WHERE id = $1`, [userId]);
}

beforeAll(async () => {
  database = await createTestDatabase();
  ds = database.dataSource;
  const deps = { db: ds, logger: createLogger("silent"), now: () => NOW } as unknown as Deps;
  service = new PointsService(deps);

  ids = {
    alice: await user(101, "alice", { legacy_points: 80 }),
    bob: await user(102, "bob", { spent_points: 5 }),
    carol: await user(103, "carol"),
    dave: await user(104, "dave"),
    erin: await user(105, "erin", { total_points: 999, easy_points: 5, rank: 4 }),
  };

  const artist = (await one(`INSERT INTO featured_artists (label) VALUES ('Artist') RETURNING id`)).id;
  const song = (
    await one(`INSERT INTO featured_songs (artist_id, artist_name, title) VALUES ($1, 'Artist', 'Song') RETURNING id`, [artist])
  ).id;
  const song2 = (
    await one(`INSERT INTO featured_songs (artist_id, artist_name, title) VALUES ($1, 'Artist', 'Song 2') RETURNING id`, [artist])
  ).id;

  const quest = (
    await one(
      `INSERT INTO quests (name, status, timeframe, deadline, completed) VALUES ('Quest', 'done', $1, $2, $3) RETURNING id`,
      [30 * 86_400_000, DEADLINE, new Date("2024-06-05T00:00:00Z")],
    )
  ).id;
  const mission = (
    await one(
      `INSERT INTO missions (name, tier, status, objective, deadline, opening_announced, closing_announced)
       VALUES ('Mission', 2, 'closed', 'obj', $1, true, true) RETURNING id`,
      [new Date("2024-05-01T00:00:00Z")],
    )
  ).id;

  maps = {
    // A: quest map hosted by alice, ranked 5 days before the quest deadline, 180 s.
    A: await beatmap(song, ids.alice, { length: 180, ranked: new Date("2024-06-05T00:00:00Z"), questId: quest }),
    // B: winning mission map hosted by bob, 90 s; alice is a guest.
    B: await beatmap(song, ids.bob, { length: 90, ranked: new Date("2024-04-20T00:00:00Z"), missionId: mission }),
    // C: WIP map of alice: earns nothing.
    C: await beatmap(song, ids.alice, { status: "WIP", length: 200 }),
    // D: Ranked but invalid for points (carol hosts).
    D: await beatmap(song2, ids.carol, { length: 200, ranked: new Date("2024-03-01T00:00:00Z"), invalid: true }),
    // E: plain map hosted by dave, 150 s.
    E: await beatmap(song2, ids.dave, { length: 150, ranked: new Date("2024-02-01T00:00:00Z") }),
  };
  await addTask(maps.A, "Insane", "osu", [ids.alice]);
  await addTask(maps.A, "Hard", "osu", [ids.alice, ids.bob]);
  await addTask(maps.A, "Hitsounds", "hs", [ids.carol]);
  await ds.query(`INSERT INTO beatmap_modders (beatmap_id, user_id) VALUES ($1, $2)`, [maps.A, ids.dave]);
  await ds.query(`INSERT INTO beatmap_bns (beatmap_id, user_id) VALUES ($1, $2)`, [maps.A, ids.carol]);

  await addTask(maps.B, "Normal", "taiko", [ids.bob]);
  await addTask(maps.B, "Insane", "taiko", [ids.alice]);
  await ds.query(`INSERT INTO mission_winners (mission_id, beatmap_id) VALUES ($1, $2)`, [mission, maps.B]);

  await addTask(maps.C, "Expert", "osu", [ids.alice]);
  await ds.query(`INSERT INTO beatmap_modders (beatmap_id, user_id) VALUES ($1, $2)`, [maps.C, ids.dave]);

  await addTask(maps.D, "Expert", "osu", [ids.carol]);
  await ds.query(`INSERT INTO beatmap_modders (beatmap_id, user_id) VALUES ($1, $2)`, [maps.D, ids.dave]);

  await addTask(maps.E, "Easy", "mania", [ids.dave, ids.carol]);
  await addTask(maps.E, "Storyboard", "sb", [ids.bob]);
});

afterAll(async () => {
  await database?.close();
});

describe("PointsService.recalculateUsers", () => {
  beforeAll(async () => {
    await service.recalculateUsers([ids.alice, ids.bob, ids.carol, ids.dave, ids.erin]);
  });

  test("alice: quest map host with solo and shared difficulties, guest winner of a mission, legacy points kept", async () => {
    const a = await stored(ids.alice);
    expect(a.insane_points).toBeCloseTo(10.4 + 7.2, 9); // A: (8 + 2) × 1.04; B: (8 + 2) × 0.72
    expect(a.hard_points).toBeCloseTo(4.68, 9); // A: (7/2 + 2/2) × 1.04
    expect(a.expert_points).toBe(0); // C is WIP
    expect(a.osu_points).toBeCloseTo(15.08, 9);
    expect(a.taiko_points).toBeCloseTo(7.2, 9);
    expect(a.host_points).toBe(3); // A only
    expect(a.quest_points).toBe(7);
    expect(a.mission_points).toBe(10); // tier 2, as a guest
    expect(a.legacy_points).toBe(80);
    expect(a.total_points).toBeCloseTo(122.28, 9);
    expect(a.rank).toBe(1);
    expect(a.completed_quests_count).toBe(1);
    expect(a.completed_missions_count).toBe(0); // guest wins are not host wins
    expect(a.points_calculated_at?.toISOString()).toBe(NOW.toISOString());
  });

  test("bob: collaborator on the quest map, host and winner of the mission, storyboard; spent points untouched", async () => {
    const b = await stored(ids.bob);
    expect(b.hard_points).toBeCloseTo(4.68, 9);
    expect(b.normal_points).toBeCloseTo(5.76, 9); // (6 + 2) × 0.72
    expect(b.storyboard_points).toBe(10);
    expect(b.osu_points).toBeCloseTo(4.68, 9);
    expect(b.taiko_points).toBeCloseTo(5.76, 9);
    expect(b.host_points).toBe(3);
    expect(b.mission_points).toBe(10);
    expect(b.quest_points).toBe(7);
    expect(b.total_points).toBeCloseTo(40.44, 9);
    expect(b.spent_points).toBe(5);
    expect(b.rank).toBe(0);
    expect(b.completed_quests_count).toBe(1);
    expect(b.completed_missions_count).toBe(1);
  });

  test("carol: hitsounds on the quest map, BN points, shared Easy; her invalid map earns nothing", async () => {
    const c = await stored(ids.carol);
    expect(c.hitsound_points).toBeCloseTo(2.08, 9);
    expect(c.easy_points).toBeCloseTo(2.4, 9); // (5/2) × 0.96
    expect(c.mania_points).toBeCloseTo(2.4, 9);
    expect(c.expert_points).toBe(0); // D is invalidForPoints
    expect(c.host_points).toBe(0); // D is invalidForPoints
    expect(c.mod_points).toBe(2); // ceil(f(180 × 3 / 1.5)) = ceil(1.384)
    expect(c.quest_points).toBe(7);
    expect(c.total_points).toBeCloseTo(13.48, 9);
  });

  test("dave: mod points only for valid Ranked maps, host and shared Easy", async () => {
    const d = await stored(ids.dave);
    expect(d.mod_points).toBe(1); // A; C is WIP and D invalid
    expect(d.host_points).toBe(3);
    expect(d.easy_points).toBeCloseTo(2.4, 9);
    expect(d.total_points).toBeCloseTo(6.4, 9);
  });

  test("erin: stale cached points are overwritten with zero", async () => {
    const e = await stored(ids.erin);
    expect(e.total_points).toBe(0);
    expect(e.easy_points).toBe(0);
    expect(e.rank).toBe(0);
    expect(e.points_calculated_at?.toISOString()).toBe(NOW.toISOString());
  });

  test("the engine's completed quests and won priority quests are stored for the profile (as host / as guest)", async () => {
    const quests = await ds.query(`SELECT user_id, quest_id FROM user_completed_quests ORDER BY user_id`);
    const missions = await ds.query(`SELECT user_id, mission_id, as_guest FROM user_completed_missions ORDER BY user_id`);
    const questId = (await ds.query(`SELECT id FROM quests`))[0].id;
    const missionId = (await ds.query(`SELECT id FROM missions`))[0].id;
    expect(quests).toEqual(
      [ids.alice, ids.bob, ids.carol].sort((a, b) => a - b).map((user_id) => ({ user_id, quest_id: questId })),
    );
    expect(missions).toEqual(
      [
        { user_id: ids.alice, mission_id: missionId, as_guest: true },
        { user_id: ids.bob, mission_id: missionId, as_guest: false },
      ].sort((a, b) => a.user_id - b.user_id),
    );
    // A recalculation replaces a member's rows (a map leaving its quest takes the quest off the list).
    await ds.query(`INSERT INTO user_completed_quests (user_id, quest_id) VALUES ($1, $2)`, [ids.erin, questId]);
    await service.recalculateUsers([ids.erin]);
    expect(await ds.query(`SELECT 1 FROM user_completed_quests WHERE user_id = $1`, [ids.erin])).toEqual([]);
  });

  test("recalculating again is idempotent", async () => {
    const before = await ds.query(`SELECT * FROM users ORDER BY id`);
    await service.recalculateUsers([ids.erin, ids.dave, ids.carol, ids.bob, ids.alice, ids.alice]);
    const after = await ds.query(`SELECT * FROM users ORDER BY id`);
    expect(after).toEqual(before);
  });

  test("a map turning Ranked is counted on the next recalculation; empty and unknown ids are a no-op", async () => {
    await service.recalculateUsers([]);
    await service.recalculateUsers([987654]);
    await ds.query(`UPDATE beatmaps SET status = 'Ranked', ranked_date = $2 WHERE id = $1`, [
      maps.C,
      new Date("2024-06-20T00:00:00Z"),
    ]);
    try {
      await service.recalculateUsers([ids.alice]);
      const a = await stored(ids.alice);
      expect(a.expert_points).toBeCloseTo((8 * (120 + 50 / 3)) / 125, 3); // 200 s
      expect(a.host_points).toBe(6);
      expect((await stored(ids.dave)).mod_points).toBe(1); // dave not recalculated yet
    } finally {
      await ds.query(`UPDATE beatmaps SET status = 'WIP', ranked_date = NULL WHERE id = $1`, [maps.C]);
      await service.recalculateUsers([ids.alice, ids.dave]);
    }
    expect((await stored(ids.alice)).total_points).toBeCloseTo(122.28, 9);
  });

  test("loads in a bounded number of queries however many beatmaps there are", async () => {
    const spy = jest.spyOn(EntityManager.prototype, "query");
    try {
      const count = () => spy.mock.calls.filter(([sql]) => !/^\s*UPDATE/i.test(sql as string)).length;
      await service.recalculateUsers(Object.values(ids));
      const small = count();
      const updates = spy.mock.calls.length - small;
      expect(updates).toBe(5);

      const song = (await one<{ song_id: number }>(`SELECT song_id FROM beatmaps WHERE id = $1`, [maps.A])).song_id;
      const extra: number[] = [];
      for (let i = 0; i < 12; i++) {
        const id = await beatmap(song, ids.erin, { length: 100 + i, ranked: new Date("2024-01-01T00:00:00Z") });
        await addTask(id, "Hard", "catch", [ids.erin, ids.dave]);
        extra.push(id);
      }
      spy.mockClear();
      await service.recalculateUsers(Object.values(ids));
      expect(count()).toBe(small);
      expect((await stored(ids.erin)).host_points).toBe(36);
      await ds.query(`DELETE FROM beatmaps WHERE id = ANY($1::int[])`, [extra]);
      await service.recalculateUsers(Object.values(ids));
    } finally {
      spy.mockRestore();
    }
    expect((await stored(ids.erin)).total_points).toBe(0);
  });
});

describe("PointsService.recalculateAll", () => {
  test("recalculates every user in chunks and returns the count", async () => {
    const reference = await ds.query(`SELECT * FROM users ORDER BY id`);
    await ds.query(`UPDATE users SET total_points = 0, easy_points = 0, hard_points = 0, rank = 0, points_calculated_at = NULL`);

    const chunked = new PointsService({ db: ds, logger: createLogger("silent"), now: () => NOW } as unknown as Deps, {
      chunkSize: 2,
    });
    expect(await chunked.recalculateAll()).toBe(5);
    expect(await ds.query(`SELECT * FROM users ORDER BY id`)).toEqual(reference);

    expect(await service.recalculateAll()).toBe(5);
    expect(await ds.query(`SELECT * FROM users ORDER BY id`)).toEqual(reference);
  });
});
