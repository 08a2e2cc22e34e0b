import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { MIGRATIONS } from "./migrations";

/**
 * The embedded database's starting point (docs/architecture.md, "Cold start"): PGlite's initdb takes 20+ s of
 * WebAssembly, so it runs once — at build time (`npm run build` ends with scripts/pglite-template.ts) — on an
 * in-memory database that is then migrated and dumped to a tarball under `node_modules/.cache/mappers-guild/`; a
 * second tarball holds the same database with the demo guild of the build's (UTC) day. A new data directory starts
 * from a copy of the demo tarball when it is of today (else the migrated one, and the demo guild is generated at
 * start as before) instead of running initdb and the generator. The file names carry a key of the PGlite version and
 * the migration list, so a new migration or a PGlite upgrade makes new templates; a data directory made from an older
 * one simply runs the newer migrations at start, as always. The demo tarball's name also carries a key of the demo
 * generator's files (demo-data/), so a build with a changed generator makes a new one the same day.
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

let demoKeyCache: string | undefined;

/** A key of the demo generator's files (this folder's demo-data/, sources or built), read once per process. */
function demoDataKey(): string {
  if (demoKeyCache === undefined) {
    const hash = crypto.createHash("sha256");
    const dir = path.join(__dirname, "demo-data");
    try {
      for (const name of fs.readdirSync(dir).sort()) {
        if (!/\.(js|ts)$/.test(name) || /\.test\.|\.d\.ts$/.test(name)) continue;
        hash.update(name).update(fs.readFileSync(path.join(dir, name)));
      }
    } catch {
      hash.update("unknown");
    }
    demoKeyCache = hash.digest("hex").slice(0, 8);
  }
  return demoKeyCache;
}

/** The two templates: migrated and empty, or migrated with the demo guild of one (UTC) day. */
export type TemplateKind = { kind: "migrated" } | { kind: "demo"; day: string };

/** The demo guild is dated relative to its day (seed.ts), so its template is only valid on that UTC day. */
export function demoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function templateDir(): string | null {
  if (process.env.MG_PGLITE_TEMPLATE_DIR) return path.resolve(process.env.MG_PGLITE_TEMPLATE_DIR);
  const dir = nodeModulesDir();
  return dir ? path.join(dir, ".cache", "mappers-guild") : null;
}

/** Where a template for this PGlite version and migration list lives (null when there is no node_modules). */
export function templatePath(t: TemplateKind = { kind: "migrated" }): string | null {
  const dir = templateDir();
  if (!dir) return null;
  const key = crypto
    .createHash("sha256")
    .update([pgliteVersion(), ...MIGRATIONS.map((m) => m.name)].join("\n"))
    .digest("hex")
    .slice(0, 16);
  return path.join(
    dir,
    t.kind === "demo" ? `pglite-demo-${key}-${demoDataKey()}-${t.day}.tar.gz` : `pglite-template-${key}.tar.gz`,
  );
}

/** Has this data directory been initialised (initdb ran or a template was unpacked into it)? */
export function isInitialised(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, "PG_VERSION"));
}

/** A template as a Blob for `PGlite.create({ loadDataDir })`, or null when there is none. */
export function readTemplate(t: TemplateKind = { kind: "migrated" }): Blob | null {
  const file = templatePath(t);
  if (!file || !fs.existsSync(file)) return null;
  return new Blob([fs.readFileSync(file)]);
}

/** Removes demo templates of other days (and of older migration lists): they can never be used again. */
export function pruneDemoTemplates(keep: TemplateKind & { kind: "demo" }): void {
  const file = templatePath(keep);
  if (!file) return;
  const dir = path.dirname(file);
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (name.startsWith("pglite-demo-") && name !== path.basename(file)) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** Writes a template atomically (a half-written file is never read). */
export function writeTemplate(data: Buffer, t: TemplateKind = { kind: "migrated" }): string {
  const file = templatePath(t);
  if (!file) throw new Error("no node_modules directory to cache the embedded database template in");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
  return file;
}
