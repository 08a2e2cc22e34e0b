/**
 * npm run import:generate -- --out <dir> [--members 2000] [--format mongodump|mongoexport|canonical] [--seed N] [--clean]
 * Writes a generated dump of the original site (generate-dump.ts) for trying the import: `--clean` leaves out the
 * planted irregularities.
 */
import { DEFAULT_SEED, generateDump, writeMongodump, writeMongoexport } from "./generate-dump";
import path from "node:path";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const out = arg("--out");
if (!out) {
  console.error(
    "usage: npm run import:generate -- --out <dir> [--members 2000] [--format mongodump|mongoexport|canonical] [--seed N] [--clean]",
  );
  process.exit(2);
}
const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), out);
const members = Number(arg("--members") ?? 2000);
const format = arg("--format") ?? "mongodump";
const started = Date.now();
const { dump, documents } = generateDump({
  members,
  seed: Number(arg("--seed") ?? DEFAULT_SEED),
  plant: !process.argv.includes("--clean"),
});
const written =
  format === "mongodump" ? writeMongodump(dir, dump) : writeMongoexport(dir, dump, { canonical: format === "canonical" });
console.log(`${documents} documents of ${members} members written to ${written} (${format}) in ${Date.now() - started} ms`);
