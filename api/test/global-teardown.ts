import fs from "node:fs";
import { Client } from "pg";

export default async function globalTeardown(): Promise<void> {
  if (process.env.MG_TEST_TEMPLATE && process.env.DATABASE_URL) {
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${process.env.MG_TEST_TEMPLATE}" WITH (FORCE)`);
    await admin.end();
  }
  if (process.env.MG_TEST_PGLITE_DUMP) fs.rmSync(process.env.MG_TEST_PGLITE_DUMP, { force: true });
}
