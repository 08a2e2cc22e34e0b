/**
 * npm run import -- <dump directory> [--report <file.json>] [--exceptions <file.json>]   (after npm run build)
 *
 * Imports the original site's MongoDB dump (mongodump directory or mongoexport JSON lines) into the configured database:
 * DATABASE_URL, or the embedded one in DATA_DIR (stop the server first). All or nothing; see README.md and
 * docs/switch-over.md. Exit codes: 0 imported (or nothing new), 1 refused (nothing written), 2 usage.
 */
import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../config";
import { createLogger } from "../core/logger";
import { openDatabase } from "../db/data-source";
import { DataDirBusyError } from "../db/data-dir-lock";
import { DumpError } from "./dump-reader";
import { ImportRefusal } from "./errors";
import { checkExceptions, ORIGINAL_POINTS_EXCEPTIONS, type PointsExceptions } from "./exceptions";
import { readDump, runImport } from "./importer";
import { formatReport } from "./report";
import { toolDeps } from "../core/deps";

const USAGE = "usage: npm run import -- <dump directory> [--report <file.json>] [--exceptions <file.json>]";

/** Paths are read from where the command was typed (npm runs scripts from the package's folder). */
function resolveFromCaller(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const v = args[i + 1];
    args.splice(i, 2);
    if (!v) throw new Usage(`${name} needs a file`);
    return resolveFromCaller(v);
  };
  const reportFile = option("--report");
  const exceptionsFile = option("--exceptions");
  if (args.length !== 1 || args[0].startsWith("--")) throw new Usage(USAGE);
  const dir = resolveFromCaller(args[0]);

  let exceptions: PointsExceptions = ORIGINAL_POINTS_EXCEPTIONS;
  if (exceptionsFile) {
    const parsed: unknown = JSON.parse(fs.readFileSync(exceptionsFile, "utf8"));
    const problem = checkExceptions(parsed);
    if (problem) throw new ImportRefusal(`${exceptionsFile}: ${problem}`);
    exceptions = parsed as PointsExceptions;
  }

  // The whole dump is read and checked before the database is opened: a refused dump touches nothing.
  const onProgress = (line: string) => process.stderr.write(`  ${line}\n`);
  process.stderr.write(`Reading ${dir}\n`);
  const read = await readDump(dir, onProgress);

  const config = loadConfig();
  const logger = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${config.dataDir}`;
  process.stderr.write(`Importing into ${where}\n`);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: 2,
    purpose: "npm run import",
  });
  try {
    await db.dataSource.runMigrations({ transaction: "each" });
    // No subscribers: an import tells nobody (no inbox notifications, no chat, no webhooks for old history).
    const deps = toolDeps(db.dataSource, config, logger);
    const report = await runImport(deps, { dir, read, exceptions, onProgress });
    process.stdout.write(`${formatReport(report)}\n`);
    if (reportFile) {
      fs.writeFileSync(reportFile, JSON.stringify(report, null, 2));
      process.stdout.write(`\nThe full report is in ${reportFile}\n`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

class Usage extends Error {}

main()
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    if (err instanceof Usage) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    const known = err instanceof DumpError || err instanceof ImportRefusal || err instanceof DataDirBusyError;
    process.stderr.write(`\nImport refused: ${known ? (err as Error).message : String((err as Error)?.stack ?? err)}\n`);
    process.stderr.write("Nothing was written: the database is as it was before.\n");
    process.exit(1);
  });
