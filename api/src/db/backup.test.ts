import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { backupDataDir, BackupError, restoreDataDir } from "./backup";
import { DataDirBusyError, lockFile } from "./data-dir-lock";
import { openDatabase, type Database } from "./data-source";
import { readTemplate } from "./pglite-template";

let root: string;
let dataDir: string;

async function open(): Promise<Database> {
  const dump = process.env.MG_TEST_PGLITE_DUMP;
  const fresh = !fs.existsSync(path.join(dataDir, "PG_VERSION"));
  const loadDataDir = fresh ? (dump ? new Blob([fs.readFileSync(dump)]) : (readTemplate() ?? undefined)) : undefined;
  return openDatabase({ dataDir, loadDataDir });
}

async function usernames(): Promise<string[]> {
  const db = await open();
  try {
    const rows: { username: string }[] = await db.dataSource.query(`SELECT username FROM users ORDER BY username`);
    return rows.map((r) => r.username);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "mg-backup-"));
  dataDir = path.join(root, "data");
  const db = await open();
  await db.dataSource.runMigrations({ transaction: "each" });
  await db.dataSource.query(`INSERT INTO users (osu_id, username) VALUES (1, 'BackedUp')`);
  await db.close();
}, 180_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it("a backup restored brings the data back; the replaced database is kept aside", async () => {
  const file = path.join(root, "backups", "mg.tar.gz");
  const made = await backupDataDir(dataDir, file);
  expect(made).toMatchObject({ users: 1, beatmaps: 0 });
  expect(fs.statSync(file).size).toBe(made.bytes);

  const db = await open();
  await db.dataSource.query(`DELETE FROM users`);
  await db.dataSource.query(`INSERT INTO users (osu_id, username) VALUES (2, 'AfterBackup')`);
  await db.close();
  expect(await usernames()).toEqual(["AfterBackup"]);

  const restored = await restoreDataDir(dataDir, file, new Date("2026-12-01T10:00:00Z"));
  expect(restored.users).toBe(1);
  expect(await usernames()).toEqual(["BackedUp"]);
  expect(restored.movedTo).toBe(`${dataDir}.before-restore-2026-12-01T10-00-00-000Z`);
  expect(fs.existsSync(path.join(restored.movedTo!, "PG_VERSION"))).toBe(true);
}, 180_000);

it("refuses while another process holds the database, and refuses a file that is not a backup, changing nothing", async () => {
  fs.writeFileSync(lockFile(dataDir), JSON.stringify({ pid: process.ppid, purpose: "the server", since: "now" }));
  try {
    await expect(backupDataDir(dataDir, path.join(root, "x.tar.gz"))).rejects.toThrow(DataDirBusyError);
    await expect(restoreDataDir(dataDir, path.join(root, "backups", "mg.tar.gz"))).rejects.toThrow(/in use by process/);
  } finally {
    fs.unlinkSync(lockFile(dataDir));
  }
  const junk = path.join(root, "junk.tar.gz");
  fs.writeFileSync(junk, "not a backup");
  await expect(restoreDataDir(dataDir, junk)).rejects.toThrow(BackupError);
  await expect(restoreDataDir(dataDir, path.join(root, "missing.tar.gz"))).rejects.toThrow(/does not exist/);
  await expect(backupDataDir(path.join(root, "nothing-here"), path.join(root, "y.tar.gz"))).rejects.toThrow(
    /no embedded database/,
  );
  expect(await usernames()).toEqual(["BackedUp"]);
}, 120_000);
