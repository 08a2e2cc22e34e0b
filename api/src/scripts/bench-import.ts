/**
 * npm run bench -- import [--members 2000] [--format mongodump|mongoexport|canonical] [--keep]   (after npm run build)
 * The switch-over import at a real guild's size (README.md, api/src/import/README.md): generates a dump of ~2,000 members
 * and ~30,000 documents, then imports it with the real CLI in a fresh process, into a new embedded database and — when
 * DATABASE_URL is set — into a new PostgreSQL database created beside it (dropped afterwards). Prints the wall time,
 * the importer's peak memory and the counts; fails above the targets (embedded 120 s, PostgreSQL 30 s, 1 GB).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { generateDump, writeMongodump, writeMongoexport } from "../import/generator/generate-dump";
import type { ImportReport } from "../import/report";

const CLI = path.resolve(__dirname, "..", "import", "cli.js");
const TARGETS = { pglite: 120_000, postgres: 30_000, memoryMb: 1024 };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function runCli(
  dir: string,
  env: NodeJS.ProcessEnv,
  reportFile: string,
): Promise<{ wallMs: number; code: number | null; stderr: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, dir, "--report", reportFile], { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (b: Buffer) => {
      stderr += b.toString();
    });
    child.on("exit", (code) => resolve({ wallMs: Date.now() - started, code, stderr }));
  });
}

export async function benchImport(): Promise<void> {
  const members = Number(arg("--members") ?? 2000);
  const format = arg("--format") ?? "mongodump";
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "mg-bench-import-"));
  const t0 = Date.now();
  const { dump, documents } = generateDump({ members });
  const dir =
    format === "mongodump"
      ? writeMongodump(path.join(work, "dump"), dump)
      : writeMongoexport(path.join(work, "dump"), dump, { canonical: format === "canonical" });
  console.log(`generated ${documents} documents of ${members} members (${format}) in ${Date.now() - t0} ms: ${dir}`);

  const rows: { db: string; wallMs: number; importMs: number; memoryMb: number; report: ImportReport }[] = [];
  let failed = false;
  const once = async (db: "pglite" | "postgres", env: NodeJS.ProcessEnv) => {
    const reportFile = path.join(work, `report-${db}.json`);
    const r = await runCli(dir, env, reportFile);
    if (r.code !== 0) {
      console.error(r.stderr);
      throw new Error(`the import into ${db} exited with ${r.code}`);
    }
    const report = JSON.parse(fs.readFileSync(reportFile, "utf8")) as ImportReport;
    rows.push({ db, wallMs: r.wallMs, importMs: report.durationMs, memoryMb: report.peakMemoryMb, report });
    if (r.wallMs > TARGETS[db] || report.peakMemoryMb > TARGETS.memoryMb) failed = true;
  };

  const embeddedEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(work, "data"), LOG_LEVEL: "warn" };
  delete embeddedEnv.DATABASE_URL;
  await once("pglite", embeddedEnv);

  if (process.env.DATABASE_URL) {
    const name = `mg_bench_import_${Date.now().toString(36)}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      await once("postgres", { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: "warn" });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log("DATABASE_URL not set: PostgreSQL not measured (set it to a server where this user may create databases)");
  }

  console.log("");
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} (other processes slow the wall times)`,
  );
  console.log(
    "database   wall s   import s   CPU s   peak MB   documents   imported   skipped   points differences (unexplained)",
  );
  for (const r of rows) {
    const t = r.report.totals;
    const p = r.report.points;
    console.log(
      `${r.db.padEnd(10)} ${(r.wallMs / 1000).toFixed(1).padStart(6)}   ${(r.importMs / 1000).toFixed(1).padStart(8)}   ${String(r.report.cpuSeconds).padStart(5)}   ${String(r.memoryMb).padStart(7)}   ${String(t.read).padStart(9)}   ${String(t.imported).padStart(8)}   ${String(t.skipped).padStart(7)}   ${p ? `${p.differences.length} (${p.unexplained})` : "-"}`,
    );
  }
  console.log(
    `targets: embedded ≤ ${TARGETS.pglite / 1000} s, PostgreSQL ≤ ${TARGETS.postgres / 1000} s, ≤ ${TARGETS.memoryMb} MB`,
  );
  if (!process.argv.includes("--keep")) fs.rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
  if (failed) {
    console.error("over a target");
    process.exitCode = 1;
  }
}
