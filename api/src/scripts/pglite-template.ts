/**
 * node dist/src/scripts/pglite-template.js [--force]   (the last step of the api build)
 * Makes the embedded database templates (db/pglite-template.ts) unless they are already cached for this PGlite
 * version, migration list and day: initdb and every migration on an in-memory PGlite, dumped; then the demo guild of
 * today on a copy of it, dumped too.
 */
import "reflect-metadata";
import fs from "node:fs";
import { loadConfig } from "../config";
import { createLogger } from "../core/logger";
import { openDatabase, type Database } from "../db/data-source";
import { generateDemoData } from "../db/demo-data/seed";
import { demoDay, pruneDemoTemplates, readTemplate, templatePath, writeTemplate, type TemplateKind } from "../db/pglite-template";
import { toolDeps } from "../core/deps";

async function dump(db: Database, t: TemplateKind): Promise<string> {
  if (!db.pglite) throw new Error("PGlite handle missing");
  await db.dataSource.destroy();
  const data = await db.pglite.dumpDataDir("gzip");
  return writeTemplate(Buffer.from(await data.arrayBuffer()), t);
}

async function main() {
  const force = process.argv.includes("--force");
  const migrated = templatePath();
  if (!migrated) {
    console.log("pglite template: no node_modules directory, skipped (the first start runs initdb)");
    return;
  }
  if (force || !fs.existsSync(migrated)) {
    const started = Date.now();
    const db = await openDatabase({ template: false });
    try {
      await db.dataSource.runMigrations({ transaction: "each" });
      const file = await dump(db, { kind: "migrated" });
      console.log(`pglite template: migrated database made in ${((Date.now() - started) / 1000).toFixed(1)} s (${file})`);
    } finally {
      await db.close();
    }
  }

  const now = new Date();
  const demo: TemplateKind & { kind: "demo" } = { kind: "demo", day: demoDay(now) };
  pruneDemoTemplates(demo);
  if (!force && fs.existsSync(templatePath(demo)!)) {
    console.log(`pglite template: cached (${templatePath(demo)})`);
    return;
  }
  const started = Date.now();
  const db = await openDatabase({ loadDataDir: readTemplate()! });
  try {
    // The demo guild reads no settings; a plain development configuration of the embedded database.
    const config = loadConfig({ NODE_ENV: "development", LOG_LEVEL: "warn" });
    const logger = createLogger("warn");
    const deps = toolDeps(db.dataSource, config, logger, () => now);
    await generateDemoData(deps);
    const file = await dump(db, demo);
    console.log(`pglite template: demo guild of ${demo.day} made in ${((Date.now() - started) / 1000).toFixed(1)} s (${file})`);
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
