/**
 * node dist/src/scripts/pglite-template.js [--force]   (the last step of the api build)
 * Makes the embedded database template (db/pglite-template.ts) unless one for this PGlite version and migration list
 * is already cached: initdb and every migration on an in-memory PGlite, dumped to a tarball.
 */
import "reflect-metadata";
import fs from "node:fs";
import { openDatabase } from "../db/data-source";
import { templatePath, writeTemplate } from "../db/pglite-template";

async function main() {
  const file = templatePath();
  if (!file) {
    console.log("pglite template: no node_modules directory, skipped (the first start runs initdb)");
    return;
  }
  if (fs.existsSync(file) && !process.argv.includes("--force")) {
    console.log(`pglite template: cached (${file})`);
    return;
  }
  const started = Date.now();
  const db = await openDatabase({ useTemplate: false });
  try {
    await db.dataSource.runMigrations({ transaction: "each" });
    await db.dataSource.destroy();
    if (!db.pglite) throw new Error("PGlite handle missing");
    const dump = await db.pglite.dumpDataDir("gzip");
    const written = writeTemplate(Buffer.from(await dump.arrayBuffer()));
    console.log(`pglite template: made in ${((Date.now() - started) / 1000).toFixed(1)} s (${written})`);
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
