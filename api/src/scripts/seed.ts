import "reflect-metadata";
import { loadConfig } from "../config";
import { createLogger } from "../core/logger";
import { openDatabase } from "../db/data-source";
import { generateDemoData, wipeData } from "../db/demo-data/seed";
import { toolDeps } from "../core/deps";

/**
 * npm run seed -- [--scale N] [--reset]
 * Fills the configured database (DATABASE_URL, or the embedded one in DATA_DIR — stop the server first)
 * with the deterministic demo guild. --reset wipes existing data first; without it a non-empty database is left alone.
 */
async function main() {
  const args = process.argv.slice(2);
  const scaleArg = args.indexOf("--scale");
  const scale = scaleArg >= 0 ? Number(args[scaleArg + 1]) : 1;
  if (!Number.isInteger(scale) || scale < 1 || scale > 500) throw new Error("--scale must be an integer from 1 to 500");
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  try {
    await db.dataSource.runMigrations({ transaction: "each" });
    const deps = toolDeps(db.dataSource, config, logger);
    const [{ count }] = await db.dataSource.query(`SELECT count(*)::int AS count FROM users`);
    if (Number(count) > 0) {
      if (!args.includes("--reset")) {
        console.error("The database already has data. Re-run with --reset to replace it with the demo guild.");
        process.exitCode = 2;
        return;
      }
      await wipeData(deps);
    }
    const started = Date.now();
    const summary = await generateDemoData(deps, { scale });
    console.log(`Demo guild created at scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
