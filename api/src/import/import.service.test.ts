import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Int32, ObjectId } from "bson";
import { createTestDatabase } from "../../test/db";
import { testDeps } from "../../test/deps";
import type { Database } from "../db/data-source";
import type { Deps } from "../core/deps";
import { DumpError } from "./dump-reader";
import { ImportRefusal } from "./errors";
import { generateDump, writeMongodump, writeMongoexport, type Dump, type Planted } from "./generator/generate-dump";
import { runImport } from "./importer";
import { snapshot } from "../../test/snapshot";
import type { ImportReport } from "./report";

const MEMBERS = 150;
let root: string;
let dump: Dump;
let planted: Planted;
let dumpDir: string;
let db: Database;
let deps: Deps;
let first: ImportReport;
let signedInId: number;

const oidOf = (d: Record<string, unknown>) => (d._id as ObjectId).toHexString();
const docs = (c: string) => dump.get(c) ?? [];
async function one<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = (await db.dataSource.query(sql, params)) as T[];
  return row;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "mg-import-"));
  ({ dump, planted } = generateDump({ members: MEMBERS, seed: 11 }));
  dumpDir = writeMongodump(path.join(root, "dump"), dump);
  db = await createTestDatabase(2);
  deps = testDeps(db);
  // A member who signed in to the new site before the switch-over.
  const row = await one<{ id: number }>(
    `INSERT INTO users (osu_id, username, created_at) VALUES ($1, 'FreshName', '2026-11-01') RETURNING id`,
    [planted.signedInOsuId],
  );
  signedInId = Number(row.id);
  first = await runImport(deps, { dir: dumpDir });
}, 180_000);

afterAll(async () => {
  await db?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("importing a generated dump", () => {
  it("counts every document of every imported collection, and lists the collections it does not import", () => {
    for (const [name, list] of dump) {
      const c = first.collections[name];
      if (!c) continue;
      // mentorshiprecords also counts the records embedded in members of before 2026-08 (one planted).
      expect({ name, read: c.read }).toEqual({ name, read: list.length + (name === "mentorshiprecords" ? 1 : 0) });
      expect({ name, read: c.read }).toEqual({ name, read: c.imported + c.alreadyImported + c.skipped });
    }
    expect(first.collections.users).toMatchObject({ read: MEMBERS, imported: MEMBERS, merged: 1, skipped: 0 });
    expect(first.collectionsNotImported.map((c) => c.name).sort()).toEqual(["invites", "locusinfos", "sessions"]);
    expect(first.collectionsNotImported.find((c) => c.name === "sessions")!.reason).toMatch(/never imported/);
    expect(first.nothingNew).toBe(false);
  });

  it("keeps the map ObjectId → row for every imported document, and the rows exist", async () => {
    const mapped = await one<{ n: number }>(`SELECT count(*)::int AS n FROM legacy_ids WHERE collection NOT LIKE '\\_%'`);
    expect(mapped.n).toBe(first.totals.imported);
    for (const [collection, table] of [
      ["users", "users"],
      ["beatmaps", "beatmaps"],
      ["tasks", "tasks"],
      ["contests", "contests"],
      ["logs", "logs"],
    ]) {
      const missing = await one<{ n: number }>(
        `SELECT count(*)::int AS n FROM legacy_ids l LEFT JOIN "${table}" t ON t.id = l.row_id WHERE l.collection = $1 AND t.id IS NULL`,
        [collection],
      );
      expect({ collection, missing: missing.n }).toEqual({ collection, missing: 0 });
    }
  });

  it("keeps links intact: a mapset's host, song, tasks and their mappers are the dump's", async () => {
    const map = docs("beatmaps").find((b) => b.status === "Ranked" && (b.tasks as ObjectId[]).length >= 2 && b.song && b.host)!;
    const row = await one<{ host: string; song: string; tasks: string[]; mappers: string[] }>(
      `SELECT (SELECT object_id FROM legacy_ids WHERE collection = 'users' AND row_id = b.host_id) AS host,
              (SELECT object_id FROM legacy_ids WHERE collection = 'featuredsongs' AND row_id = b.song_id) AS song,
              (SELECT array_agg(l.object_id ORDER BY l.object_id) FROM tasks t JOIN legacy_ids l ON l.collection = 'tasks' AND l.row_id = t.id WHERE t.beatmap_id = b.id) AS tasks,
              (SELECT array_agg(DISTINCT l.object_id ORDER BY l.object_id) FROM tasks t JOIN task_mappers tm ON tm.task_id = t.id
                 JOIN legacy_ids l ON l.collection = 'users' AND l.row_id = tm.user_id WHERE t.beatmap_id = b.id) AS mappers
         FROM beatmaps b JOIN legacy_ids m ON m.collection = 'beatmaps' AND m.row_id = b.id WHERE m.object_id = $1`,
      [oidOf(map)],
    );
    expect(row.host).toBe(String(map.host));
    expect(row.song).toBe(String(map.song));
    expect(row.tasks).toEqual((map.tasks as ObjectId[]).map(String).sort());
    const mappers = new Set<string>();
    for (const t of map.tasks as ObjectId[]) {
      const task = docs("tasks").find((x) => oidOf(x) === String(t))!;
      for (const u of task.mappers as ObjectId[]) if (docs("users").some((x) => oidOf(x) === String(u))) mappers.add(String(u));
    }
    expect(row.mappers).toEqual([...mappers].sort());
  });

  it("takes timestamps from the documents (the ObjectId's time when createdAt is absent)", async () => {
    const user = docs("users").find((u) => u.createdAt instanceof Date && (u.osuId as Int32).value !== planted.signedInOsuId)!;
    const row = await one<{ created_at: Date }>(
      `SELECT u.created_at FROM users u JOIN legacy_ids l ON l.row_id = u.id AND l.collection = 'users' WHERE l.object_id = $1`,
      [oidOf(user)],
    );
    expect(new Date(row.created_at).toISOString()).toBe((user.createdAt as Date).toISOString());
    const old = docs("users").find((u) => !("createdAt" in u))!;
    const oldRow = await one<{ created_at: Date }>(
      `SELECT u.created_at FROM users u JOIN legacy_ids l ON l.row_id = u.id AND l.collection = 'users' WHERE l.object_id = $1`,
      [oidOf(old)],
    );
    expect(new Date(oldRow.created_at).getTime()).toBe((old._id as ObjectId).getTimestamp().getTime());
  });

  it("merges a member who signed in before: same row, gains the ObjectId and the guild's data, keeps the osu! name", async () => {
    const user = docs("users").find((u) => (u.osuId as Int32).value === planted.signedInOsuId)!;
    const row = await one<{ id: number; username: string; object_id: string; created_at: Date }>(
      `SELECT u.id, u.username, l.object_id, u.created_at FROM users u JOIN legacy_ids l ON l.row_id = u.id AND l.collection = 'users'
        WHERE u.osu_id = $1`,
      [planted.signedInOsuId],
    );
    expect(Number(row.id)).toBe(signedInId);
    expect(row.username).toBe("FreshName");
    expect(row.object_id).toBe(oidOf(user));
    expect(new Date(row.created_at).getTime()).toBeLessThan(new Date("2026-11-01").getTime());
    expect(first.items).toContainEqual(expect.objectContaining({ collection: "users", objectId: oidOf(user), action: "merged" }));
    const count = await one<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE osu_id = $1`, [planted.signedInOsuId]);
    expect(count.n).toBe(1);
  });

  it("lists every planted irregularity under its collection and ObjectId, and never relaxes a constraint", () => {
    const has = (collection: string, objectId: string, action: string) =>
      expect(first.items).toContainEqual(expect.objectContaining({ collection, objectId, action }));
    has("beatmaps", planted.danglingHostBeatmap, "skipped");
    has("beatmaps", planted.songlessBeatmap, "remapped");
    has("parties", planted.leaderlessParty, "remapped");
    has("contests", planted.duplicateContestNames[1], "remapped");
    has("teaminfos", planted.aspireCard, "skipped");
    has("judgings", planted.oldJudging, "skipped");
    has("mentorshiprecords", planted.mentorWithMentor, "nulled");
    has("mentorshiprecords", planted.menteeWithoutMentor, "skipped");
    for (const action of ["element-skipped", "truncated", "nulled", "remapped", "skipped"]) {
      expect(first.items.some((i) => i.action === action)).toBe(true);
    }
    expect(first.fields).toContainEqual(
      expect.objectContaining({ collection: "users", field: "secretsAttempted", verdict: "archived" }),
    );
    expect(first.fields).toContainEqual(
      expect.objectContaining({ collection: "users", field: "bypassLogin", verdict: "dropped" }),
    );
    expect(first.ownHostLinks.length).toBeGreaterThan(0);
  });

  it("explains every points difference from the dump by a reason of the closed list", () => {
    const p = first.points!;
    expect(p.unexplained).toBe(0);
    expect(p.members).toBe(MEMBERS);
    const reasonsOf = (oid: string) => p.differences.find((d) => d.objectId === oid)?.reasons.map((r) => r.code) ?? [];
    for (const stale of planted.staleUsers) expect(reasonsOf(stale)).toContain("staleCache");
    expect(reasonsOf(planted.tier5Winner)).toContain("tier5");
    expect(reasonsOf(planted.invalidForPointsMapper)).toContain("invalidForPoints");
    expect(reasonsOf(planted.lengthAbsentMapper)).toContain("lengthAbsent");
    expect(reasonsOf(planted.showcaseMappers[0])).toContain("showcaseSplit");
    expect(reasonsOf(planted.invalidWinnerHost)).toContain("invalidMissionWinner");
    expect(reasonsOf(planted.earlyQuestMapper)).toContain("questRewardAnyMap");
    expect(reasonsOf(planted.nullDeadlineQuestMapper)).toContain("questNullDates");
    expect(reasonsOf(planted.ongoingContestEntrant)).toContain("ongoingContest");
    expect(reasonsOf(planted.unapprovedContestCreator)).toContain("unapprovedContest");
    expect(reasonsOf(planted.judgeScalingJudge)).toContain("judgeScaling");
    expect(p.negativeAvailable.map((n) => n.objectId)).toContain(planted.negativeAvailable);
    // The hard-coded exceptions became adjustment rows: the excluded guest of the all-mappers mission loses its reward.
    expect(p.exceptions).toContainEqual(expect.objectContaining({ kind: "excluded", user: planted.excludedUser, applied: true }));
    expect(p.exceptions).toContainEqual(expect.objectContaining({ kind: "granted", user: planted.grantedUser, applied: true }));
  });

  it("stores the ledger at the original's prices, and the members' spent totals are its sums", async () => {
    const r = await one<{ bad: number; rows: number }>(
      `SELECT count(*) FILTER (WHERE u.spent_points <> COALESCE(s.total, 0))::int AS bad, count(*)::int AS rows
         FROM users u LEFT JOIN (SELECT user_id, sum(amount) AS total FROM spent_points GROUP BY user_id) s ON s.user_id = u.id`,
    );
    expect(r.bad).toBe(0);
    const song = await one<{ amount: string }>(
      `SELECT amount FROM spent_points WHERE category = 'rerollShowcaseMissionSong' LIMIT 1`,
    );
    if (song) expect(Number(song.amount)).toBe(35);
  });

  it("a second run of the same dump changes nothing and says so", async () => {
    const before = await snapshot(db);
    const again = await runImport(deps, { dir: dumpDir });
    expect(again.nothingNew).toBe(true);
    expect(again.totals.imported).toBe(0);
    expect(again.totals.alreadyImported).toBe(first.totals.imported);
    const after = await snapshot(db);
    // Each run leaves its record and its admin audit entry (kind `import`), nothing else.
    const audit = await db.dataSource.query(
      `SELECT actor_id, target_type, target_id, new_value FROM admin_audit_log WHERE kind = 'import' ORDER BY id`,
    );
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actor_id: null, target_type: "importRun" });
    expect(audit[1].new_value).toMatch(/^"?nothing new/);
    for (const t of ["import_runs", "admin_audit_log"]) {
      delete before[t];
      delete after[t];
    }
    expect(after).toEqual(before);
  });

  it("a newer dump adds exactly what is new, in the other form (mongoexport, canonical)", async () => {
    const at = new Date(Date.UTC(2026, 8, 1));
    const newUser = new ObjectId();
    const host = docs("users")[70];
    const task = { _id: new ObjectId(), name: "Hard", mode: "osu", mappers: [newUser], status: "WIP", createdAt: at };
    const map = {
      _id: new ObjectId(),
      song: docs("featuredsongs")[0]._id,
      host: host._id,
      status: "WIP",
      tasks: [task._id],
      mode: "osu",
      createdAt: at,
    };
    const newer: Dump = new Map(dump);
    newer.set("users", [...docs("users"), { _id: newUser, osuId: new Int32(9_999_999), username: "newcomer", createdAt: at }]);
    newer.set("tasks", [...docs("tasks"), task]);
    newer.set("beatmaps", [...docs("beatmaps"), map]);
    newer.set("logs", [
      ...docs("logs"),
      { _id: new ObjectId(), user: newUser, action: "joined", category: "user", createdAt: at },
    ]);
    const report = await runImport(deps, { dir: writeMongoexport(path.join(root, "newer"), newer, { canonical: true }) });
    expect(report.totals.imported).toBe(4);
    expect(report.collections.users.imported).toBe(1);
    expect(report.collections.beatmaps.imported).toBe(1);
    const row = await one<{ username: string; maps: number }>(
      `SELECT u.username, (SELECT count(*)::int FROM beatmap_mappers bm WHERE bm.user_id = u.id) AS maps FROM users u WHERE osu_id = 9999999`,
    );
    expect(row).toEqual({ username: "newcomer", maps: 1 });
  });
});

describe("refusals leave the database as it was", () => {
  it("a malformed file, a dump of another application, two ObjectIds with one osu! id, a failure half-way", async () => {
    const before = await snapshot(db);
    const broken = writeMongodump(path.join(root, "broken"), dump);
    const file = path.join(broken, "logs.bson");
    fs.writeFileSync(file, fs.readFileSync(file).subarray(0, fs.statSync(file).size - 3));
    await expect(runImport(deps, { dir: broken })).rejects.toThrow(DumpError);
    await expect(runImport(deps, { dir: broken })).rejects.toThrow(/logs\.bson: byte offset \d+: truncated BSON document/);

    const other = writeMongodump(path.join(root, "other"), new Map([["orders", [{ _id: new ObjectId(), total: 1 }]]]));
    await expect(runImport(deps, { dir: other })).rejects.toThrow(/not a dump of the Mappers' Guild/);

    const twin: Dump = new Map(dump);
    const u = docs("users")[80];
    twin.set("users", [...docs("users"), { ...u, _id: new ObjectId() }]);
    await expect(runImport(deps, { dir: writeMongodump(path.join(root, "twin"), twin) })).rejects.toThrow(ImportRefusal);
    await expect(runImport(deps, { dir: path.join(root, "twin") })).rejects.toThrow(/the same osu! id/);

    const fresh: Dump = new Map(dump);
    fresh.set("logs", [...docs("logs"), { _id: new ObjectId(), action: "x", category: "user", createdAt: new Date() }]);
    const failing = writeMongodump(path.join(root, "failing"), fresh);
    await expect(
      runImport(deps, {
        dir: failing,
        afterStep: (step) => {
          if (step === "logs") throw new Error("the power went out");
        },
      }),
    ).rejects.toThrow("the power went out");
    expect(await snapshot(db)).toEqual(before);
  });
});
