import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { createTestDatabase } from "../../test/db";
import type { Database } from "../db/data-source";
import { processCount } from "./cluster";

describe("processCount", () => {
  test("one per core by default, WEB_CONCURRENCY when given, one on the embedded database", () => {
    expect(processCount({ databaseUrl: "postgres://x/y" }, 4)).toBe(4);
    expect(processCount({ databaseUrl: "postgres://x/y", webConcurrency: 2 }, 4)).toBe(2);
    expect(processCount({ databaseUrl: "postgres://x/y", webConcurrency: 1 }, 4)).toBe(1);
    expect(processCount({ webConcurrency: 4 }, 4)).toBe(1);
  });
});

/** A plain request on a connection of its own, so the primary hands each to the next worker. */
function post(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/graphql`,
      { method: "POST", agent: false, headers: { "content-type": "application/json", connection: "close" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres("npm run serve with WEB_CONCURRENCY=2 on PostgreSQL", () => {
  let db: Database;
  let child: ChildProcess;
  const lines: Record<string, unknown>[] = [];
  let url = "";

  beforeAll(async () => {
    db = await createTestDatabase(2);
    const databaseUrl = (db.dataSource.options as { url: string }).url;
    child = spawn(process.execPath, ["-r", "@swc-node/register", path.resolve(__dirname, "../main.ts")], {
      cwd: path.resolve(__dirname, "../.."),
      env: {
        ...process.env,
        NODE_OPTIONS: "",
        NODE_ENV: "development",
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: "2",
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        SEED_DEMO_DATA: "false",
        JOB_POLL_SECONDS: "0.2",
        JOB_RETRY_DELAYS_SECONDS: "",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let buffered = "";
    const up = new Set<number>();
    await new Promise<void>((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
      child.stdout!.on("data", (chunk: Buffer) => {
        buffered += chunk.toString();
        let nl: number;
        while ((nl = buffered.indexOf("\n")) >= 0) {
          const line = buffered.slice(0, nl);
          buffered = buffered.slice(nl + 1);
          let entry: Record<string, unknown>;
          try {
            entry = JSON.parse(line) as Record<string, unknown>;
          } catch {
            continue;
          }
          lines.push(entry);
          if (entry.msg === "Mappers' Guild is up") {
            url = String(entry.url).replace("localhost", "127.0.0.1");
            up.add(Number(entry.pid));
            if (up.size === 2) resolve();
          }
        }
      });
    });
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await db?.close();
  }, 30_000);

  test("both processes answer on one port", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push(await post(url, JSON.stringify({ query: "{ __typename }" })));
    expect(statuses.every((s) => s === 200)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    const answered = new Set(lines.filter((l) => l.msg === "request completed").map((l) => l.pid));
    expect(answered.size).toBe(2);
  });

  test("every due job slot runs once, whichever process claims it", async () => {
    const jobs = (await db.dataSource.query(
      `UPDATE scheduled_jobs SET next_run_at = date_trunc('second', now()) - interval '1 second' RETURNING name, next_run_at AS slot`,
    )) as [{ name: string; slot: Date }[], number];
    const due = jobs[0];
    expect(due.length).toBeGreaterThan(1);
    const runsOf = async () =>
      (await db.dataSource.query(
        `SELECT r.job_name, r.slot, r.instance FROM job_runs r JOIN unnest($1::text[], $2::timestamptz[]) d(name, slot)
           ON d.name = r.job_name AND d.slot = r.slot`,
        [due.map((j) => j.name), due.map((j) => j.slot)],
      )) as { job_name: string; slot: Date; instance: string }[];
    const deadline = Date.now() + 30_000;
    let runs = await runsOf();
    while (runs.length < due.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      runs = await runsOf();
    }
    // Polled every 0.2 s by both processes: each slot claimed once, and by the processes between them.
    await new Promise((r) => setTimeout(r, 1000));
    runs = await runsOf();
    expect(runs.map((r) => r.job_name).sort()).toEqual(due.map((j) => j.name).sort());
  }, 45_000);
});
