/**
 * Developer tool: prints the SQL that would bring a database migrated to the latest checked-in
 * migration in line with the entities, as a new migration class.
 * Usage: node -r @swc-node/register src/scripts/generate-migration.ts <Name>   (needs DATABASE_URL of a scratch database)
 */
import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import { createDataSource } from "../db/data-source";

async function main() {
  const name = process.argv[2];
  const url = process.env.DATABASE_URL;
  if (!name || !url) throw new Error("usage: DATABASE_URL=... generate-migration <Name>");
  const ds = createDataSource({ url }, 2);
  await ds.initialize();
  await ds.runMigrations();
  const sql = await ds.driver.createSchemaBuilder().log();
  await ds.destroy();
  if (sql.upQueries.length === 0) {
    console.log("No changes.");
    return;
  }
  const ts = Date.now();
  const esc = (q: string) => q.replace(/\\/g, "\\\\").replace(/`/g, "\\`");
  // The schema builder logs CREATE TYPE once per column using a shared enum; keep the first of each.
  const dedupe = (qs: { query: string }[]) =>
    qs.filter((q, i) => !/^(CREATE|DROP) TYPE/.test(q.query) || qs.findIndex((o) => o.query === q.query) === i);
  sql.upQueries = dedupe(sql.upQueries) as typeof sql.upQueries;
  sql.downQueries = dedupe(sql.downQueries) as typeof sql.downQueries;
  const up = sql.upQueries.map((q) => `    await q.query(\`${esc(q.query)}\`);`).join("\n");
  const down = sql.downQueries
    .reverse()
    .map((q) => `    await q.query(\`${esc(q.query)}\`);`)
    .join("\n");
  const cls = `${name}${ts}`;
  const file = path.join(__dirname, "..", "db", "migrations", `${ts}-${name}.ts`);
  fs.writeFileSync(
    file,
    `import { MigrationInterface, QueryRunner } from "typeorm";

export class ${cls} implements MigrationInterface {
  name = "${cls}";

  public async up(q: QueryRunner): Promise<void> {
${up}
  }

  public async down(q: QueryRunner): Promise<void> {
${down}
  }
}
`,
  );
  console.log("wrote", file);
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
