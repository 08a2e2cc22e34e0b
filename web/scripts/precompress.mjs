// Writes `<file>.br` and `<file>.gz` beside every text file of the web build (dist/), once at build time, so the
// server sends them as they are (api/src/app/compression.ts) instead of compressing on every request. Brotli at its
// best level (11) up to 512 KB and 9 above (the lazy editor bundles: level 11 costs ten times the time for 9 % less),
// gzip at 9: the work is paid once per build. Files under 1 KB and twins that would not be smaller are skipped (the
// server then answers the file itself).
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".map", ".xml", ".webmanifest"]);
const MIN_BYTES = 1024;
const BEST_UP_TO = 512 * 1024;

async function* files(dir) {
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(full);
    else if (TEXT.has(path.extname(e.name))) yield full;
  }
}

export async function precompress(dist) {
  const started = Date.now();
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const jobs = [];
  for await (const file of files(dist)) {
    jobs.push(
      (async () => {
        const raw = await fs.readFile(file);
        for (const ext of [".br", ".gz"]) await fs.rm(file + ext, { force: true });
        if (raw.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length <= BEST_UP_TO ? 11 : 9,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          }),
          gzip(raw, { level: 9 }),
        ]);
        totals.files++;
        totals.raw += raw.length;
        if (br.length < raw.length) {
          await fs.writeFile(file + ".br", br);
          totals.br += br.length;
        }
        if (gz.length < raw.length) {
          await fs.writeFile(file + ".gz", gz);
          totals.gz += gz.length;
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return { ...totals, ms: Date.now() - started };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist"));
  const t = await precompress(dist);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `precompressed ${t.files} files in ${t.ms} ms: ${kb(t.raw)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)} (${path.relative(process.cwd(), dist) || "."})`,
  );
}
