import crypto from "node:crypto";
import fs from "node:fs";
import { Client } from "pg";
import { createDataSource, openDatabase, type Database } from "../src/db/data-source";
import { prepareStatements } from "../src/core/sql";

/**
 * A fresh, migrated database of this test file's own: a copy of the run's template on PostgreSQL
 * (dropped on close), or a new in-memory PGlite loaded from the migrated dump.
 */
export async function createTestDatabase(poolSize = 4): Promise<Database> {
  if (process.env.DATABASE_URL) {
    const template = process.env.MG_TEST_TEMPLATE;
    if (!template) throw new Error("MG_TEST_TEMPLATE missing (jest globalSetup did not run)");
    const name = `mg_test_${Date.now().toString(36)}_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    const dataSource = createDataSource({ url: url.toString() }, poolSize);
    await dataSource.initialize();
    // As openDatabase does on PostgreSQL: the tests read through prepared statements like production.
    prepareStatements(dataSource);
    let closed = false;
    return {
      dataSource,
      kind: "postgres",
      async close() {
        if (closed) return;
        closed = true;
        await dataSource.destroy();
        const a = new Client({ connectionString: process.env.DATABASE_URL });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dump = process.env.MG_TEST_PGLITE_DUMP;
  if (!dump) throw new Error("MG_TEST_PGLITE_DUMP missing (jest globalSetup did not run)");
  const blob = new Blob([fs.readFileSync(dump)]);
  return openDatabase({ poolSize, loadDataDir: blob });
}
