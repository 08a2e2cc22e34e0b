import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { MIGRATIONS } from "./migrations";

/**
 * The embedded database's starting point (docs/architecture.md, "Cold start"): PGlite's initdb takes 20+ s of
 * WebAssembly, so it runs once — at build time (`npm run build` ends with scripts/pglite-template.ts) — on an
 * in-memory database that is then migrated and dumped to a tarball under `node_modules/.cache/mappers-guild/`. A new
 * data directory starts from a copy of that tarball instead of running initdb (well under a second). The file name
 * carries a key of the PGlite version and the migration list, so a new migration or a PGlite upgrade makes a new
 * template; a data directory made from an older one simply runs the newer migrations at start, as always.
 */

function nodeModulesDir(): string | null {
  try {
    // .../node_modules/@electric-sql/pglite/dist/index.cjs → .../node_modules
    const entry = require.resolve("@electric-sql/pglite");
    const marker = `${path.sep}node_modules${path.sep}`;
    const i = entry.lastIndexOf(marker);
    return i === -1 ? null : entry.slice(0, i + marker.length - 1);
  } catch {
    return null;
  }
}

function pgliteVersion(): string {
  try {
    const dir = nodeModulesDir();
    if (!dir) return "unknown";
    return (JSON.parse(fs.readFileSync(path.join(dir, "@electric-sql", "pglite", "package.json"), "utf8")) as { version: string })
      .version;
  } catch {
    return "unknown";
  }
}

/** Where the template for this PGlite version and migration list lives (null when there is no node_modules). */
export function templatePath(): string | null {
  if (process.env.MG_PGLITE_TEMPLATE) return path.resolve(process.env.MG_PGLITE_TEMPLATE);
  const dir = nodeModulesDir();
  if (!dir) return null;
  const key = crypto
    .createHash("sha256")
    .update([pgliteVersion(), ...MIGRATIONS.map((m) => m.name)].join("\n"))
    .digest("hex")
    .slice(0, 16);
  return path.join(dir, ".cache", "mappers-guild", `pglite-template-${key}.tar.gz`);
}

/** Has this data directory been initialised (initdb ran or a template was unpacked into it)? */
export function isInitialised(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, "PG_VERSION"));
}

/** The template as a Blob for `PGlite.create({ loadDataDir })`, or null when there is none yet. */
export function readTemplate(): Blob | null {
  const file = templatePath();
  if (!file || !fs.existsSync(file)) return null;
  return new Blob([fs.readFileSync(file)]);
}

/** Writes the template atomically (a half-written file is never read). */
export function writeTemplate(data: Buffer): string {
  const file = templatePath();
  if (!file) throw new Error("no node_modules directory to cache the embedded database template in");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
  return file;
}
