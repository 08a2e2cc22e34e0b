import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "./data-source";
import { MIGRATIONS } from "./migrations";
import { isInitialised, pruneDemoTemplates, templatePath, writeTemplate } from "./pglite-template";

/**
 * New embedded data directories start from the build's templates (docs/architecture.md, "Cold start"): the demo one
 * of today when asked for and present, else the migrated one; an existing data directory is never replaced.
 */
jest.setTimeout(300_000);

describe("embedded database templates", () => {
  let root: string;
  const previous = process.env.MG_PGLITE_TEMPLATE_DIR;
  const DAY = new Date("2026-11-24T12:00:00Z");

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "mg-template-test-"));
    process.env.MG_PGLITE_TEMPLATE_DIR = path.join(root, "cache");
    // The migrated template: the test run's migrated dump (embedded runs), else one made here.
    let migrated: Buffer<ArrayBuffer>;
    if (process.env.MG_TEST_PGLITE_DUMP) migrated = fs.readFileSync(process.env.MG_TEST_PGLITE_DUMP);
    else {
      const db = await openDatabase({ template: false });
      await db.dataSource.runMigrations({ transaction: "each" });
      await db.dataSource.destroy();
      migrated = Buffer.from(await (await db.pglite!.dumpDataDir("gzip")).arrayBuffer());
      await db.close();
    }
    writeTemplate(migrated);
    // A "demo" template told apart by a marker table.
    const db = await openDatabase({ loadDataDir: new Blob([new Uint8Array(migrated)]) });
    await db.dataSource.query(`CREATE TABLE template_marker (day text)`);
    await db.dataSource.query(`INSERT INTO template_marker VALUES ('2026-11-24')`);
    await db.dataSource.destroy();
    writeTemplate(Buffer.from(await (await db.pglite!.dumpDataDir("gzip")).arrayBuffer()), { kind: "demo", day: "2026-11-24" });
    await db.close();
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.MG_PGLITE_TEMPLATE_DIR;
    else process.env.MG_PGLITE_TEMPLATE_DIR = previous;
    fs.rmSync(root, { recursive: true, force: true });
  });

  const open = async (name: string, template: "demo" | "migrated", now = DAY) => {
    const dataDir = path.join(root, name);
    const db = await openDatabase({ dataDir, template, now: () => now });
    const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM migrations`);
    const [{ marker }] = await db.dataSource.query(`SELECT to_regclass('template_marker') IS NOT NULL AS marker`);
    return { db, dataDir, migrations: n, marker };
  };

  test("a new data directory starts migrated, from the demo template of its day when asked for", async () => {
    const demo = await open("demo", "demo");
    expect({ migrations: demo.migrations, marker: demo.marker, initialised: isInitialised(demo.dataDir) }).toEqual({
      migrations: MIGRATIONS.length,
      marker: true,
      initialised: true,
    });
    await demo.db.close();

    const nextDay = await open("next-day", "demo", new Date("2026-11-25T00:30:00Z"));
    expect({ migrations: nextDay.migrations, marker: nextDay.marker }).toEqual({ migrations: MIGRATIONS.length, marker: false });
    await nextDay.db.close();

    const migrated = await open("migrated", "migrated");
    expect({ migrations: migrated.migrations, marker: migrated.marker }).toEqual({
      migrations: MIGRATIONS.length,
      marker: false,
    });
    await migrated.db.close();
  });

  test("an existing data directory keeps its own data", async () => {
    const first = await open("kept", "migrated");
    await first.db.dataSource.query(`CREATE TABLE kept_here (x int)`);
    await first.db.close();
    const again = await open("kept", "demo");
    const [{ kept }] = await again.db.dataSource.query(`SELECT to_regclass('kept_here') IS NOT NULL AS kept`);
    expect({ kept, marker: again.marker }).toEqual({ kept: true, marker: false });
    await again.db.close();
  });

  test("demo templates of other days are pruned, the migrated one stays", () => {
    writeTemplate(Buffer.from("old"), { kind: "demo", day: "2026-11-20" });
    pruneDemoTemplates({ kind: "demo", day: "2026-11-24" });
    const names = fs.readdirSync(path.join(root, "cache")).sort();
    expect(names).toEqual(
      [path.basename(templatePath({ kind: "demo", day: "2026-11-24" })!), path.basename(templatePath()!)].sort(),
    );
  });
});
