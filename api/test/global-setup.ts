import "reflect-metadata";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { createDataSource, openDatabase } from "../src/db/data-source";
import { readTemplate } from "../src/db/pglite-template";

/**
 * Migrates one template database per test run. With DATABASE_URL every test file then gets its own
 * database created from the template (and dropped afterwards); without it, every file loads a dump of
 * a migrated in-memory PGlite.
 */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  if (process.env.DATABASE_URL) {
    const template = `mg_tpl_${runId}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${template}`;
    const ds = createDataSource({ url: url.toString() }, 2);
    await ds.initialize();
    await ds.runMigrations({ transaction: "each" });
    await ds.destroy();
    process.env.MG_TEST_TEMPLATE = template;
  } else {
    // The build's migrated template (db/pglite-template.ts) spares initdb when it is cached.
    const db = await openDatabase({ poolSize: 1, loadDataDir: readTemplate() ?? undefined });
    await db.dataSource.runMigrations({ transaction: "each" });
    await db.dataSource.destroy();
    // Dump the migrated database; each test file starts from a copy in well under a second.
    if (!db.pglite) throw new Error("PGlite handle missing");
    const dump = await db.pglite.dumpDataDir("gzip");
    const file = path.join(os.tmpdir(), `mg-test-${runId}.tar.gz`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    process.env.MG_TEST_PGLITE_DUMP = file;
  }
}
