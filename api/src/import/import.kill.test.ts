import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "../db/data-source";
import { readTemplate } from "../db/pglite-template";
import { generateDump, writeMongodump } from "./generator/generate-dump";
import { snapshot } from "../../test/snapshot";

/**
 * Killing the import at any moment leaves the embedded database as it was, and the next run completes: the real CLI
 * runs in a child process on an embedded data directory and gets SIGKILL at a random moment of its work (picked among
 * its progress lines, plus a random delay), mostly before it could commit; a kill that comes while it commits must
 * leave all of the import or none of it.
 */
const API = path.resolve(__dirname, "..", "..");
let root: string;
let dataDir: string;
let dumpDir: string;

function cli(onLine?: (line: string) => void): {
  child: ReturnType<typeof spawn>;
  lines: string[];
  done: Promise<number | null>;
} {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_OPTIONS: "" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["-r", "@swc-node/register", "src/import/cli.ts", dumpDir], {
    cwd: API,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let buffer = "";
  child.stderr!.on("data", (b: Buffer) => {
    buffer += b.toString();
    const parts = buffer.split("\n");
    buffer = parts.pop()!;
    lines.push(...parts);
    if (onLine) for (const line of parts) onLine(line);
  });
  child.stdout!.resume();
  const done = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, lines, done };
}

async function open(): Promise<Database> {
  const dump = process.env.MG_TEST_PGLITE_DUMP;
  const loadDataDir = dump ? new Blob([fs.readFileSync(dump)]) : (readTemplate() ?? undefined);
  return openDatabase({ dataDir, loadDataDir: fs.existsSync(path.join(dataDir, "PG_VERSION")) ? undefined : loadDataDir });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "mg-kill-"));
  dataDir = path.join(root, "data");
  const { dump } = generateDump({ members: 120, seed: 3 });
  dumpDir = writeMongodump(path.join(root, "dump"), dump);
  const db = await open();
  await db.dataSource.runMigrations({ transaction: "each" });
  await db.dataSource.query(`INSERT INTO users (osu_id, username) VALUES (42, 'AlreadyHere')`);
  await db.close();
}, 180_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it("a killed import leaves the database as it was, and the next run completes", async () => {
  let db = await open();
  const before = await snapshot(db);
  await db.close();

  const steps = [
    "read users",
    "imported users",
    "imported beatmaps",
    "imported tasks",
    "imported contests",
    "imported logs",
    "recalculated points",
    "compared points",
  ];
  const pick = Math.floor(Math.random() * steps.length);
  const at = steps[pick];
  // The kill comes as the chosen line arrives (not on a poll), plus a random delay while work remains after it; after
  // the last steps only the commit is left, which a quiet machine finishes within a few milliseconds.
  const delay = pick >= steps.length - 2 ? 0 : Math.floor(Math.random() * 150);
  let scheduled = false;
  let killed!: () => void;
  const kill = new Promise<void>((resolve) => (killed = resolve));
  const run = cli((line) => {
    if (scheduled || !line.includes(at)) return;
    scheduled = true;
    setTimeout(() => {
      run.child.kill("SIGKILL");
      killed();
    }, delay);
  });
  await new Promise<void>((resolve, reject) => {
    void kill.then(resolve);
    void run.done.then((code) => {
      if (!scheduled) reject(new Error(`the import ended (${code}) before it was killed at "${at}":\n${run.lines.join("\n")}`));
    });
  });
  expect(await run.done).toBeNull();

  db = await open();
  const after = await snapshot(db);
  if (run.lines.some((l) => l.includes("committing"))) {
    // The kill came after the run's last step (a busy machine can be that slow): it died while committing, so the
    // database holds all of the import or none of it.
    const [{ users }]: { users: number }[] = await db.dataSource.query(`SELECT count(*)::int AS users FROM users`);
    if (users !== 121) expect(after).toEqual(before);
  } else {
    expect(after).toEqual(before);
  }
  await db.close();

  const again = cli();
  expect(await again.done).toBe(0);
  db = await open();
  const [row]: { users: number; mapped: number }[] = await db.dataSource.query(
    `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM legacy_ids WHERE collection = 'users') AS mapped`,
  );
  expect(row).toEqual({ users: 121, mapped: 120 });
  await db.close();
}, 300_000);
