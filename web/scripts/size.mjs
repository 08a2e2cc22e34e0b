#!/usr/bin/env node
/**
 * Initial-load budget check. Builds nothing: reads dist/index.html (run `vite build` first), sums the gzip size
 * of what the landing page loads before any lazy chunk — the entry script, its modulepreloads and stylesheets —
 * prints it with the largest chunks, and exits 1 when it is over the budget.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const BUDGET_KB = 150;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const indexPath = path.join(dist, "index.html");

if (!fs.existsSync(indexPath)) {
  console.error(`size: ${indexPath} not found — run "npm run build -w web" first.`);
  process.exit(1);
}

const html = fs.readFileSync(indexPath, "utf8");
const refs = new Set();
for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) refs.add(m[1]);
for (const m of html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="([^"]+)"/g)) refs.add(m[1]);

const gzip = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

const initial = [...refs]
  .filter((r) => r.startsWith("/") && !r.startsWith("//"))
  .map((ref) => {
    const file = path.join(dist, ref.replace(/^\//, ""));
    const buf = fs.readFileSync(file);
    return { ref, raw: buf.length, gz: gzip(buf) };
  })
  .sort((a, b) => b.gz - a.gz);

const total = initial.reduce((s, f) => s + f.gz, 0);
const totalRaw = initial.reduce((s, f) => s + f.raw, 0);

console.log("Initial load (entry + modulepreloads + CSS):");
for (const f of initial) console.log(`  ${kb(f.gz).padStart(7)} KB gzip  ${kb(f.raw).padStart(8)} KB raw  ${f.ref}`);
console.log(`  ${"-".repeat(40)}`);
console.log(`  ${kb(total).padStart(7)} KB gzip  ${kb(totalRaw).padStart(8)} KB raw  total (budget ${BUDGET_KB} KB gzip)`);

// The largest lazy chunks, for orientation (they load only on the pages that need them).
const assets = path.join(dist, "assets");
const lazy = fs
  .readdirSync(assets)
  .filter((f) => f.endsWith(".js") && !refs.has(`/assets/${f}`))
  .map((f) => {
    const buf = fs.readFileSync(path.join(assets, f));
    return { f, gz: gzip(buf), raw: buf.length };
  })
  .sort((a, b) => b.gz - a.gz)
  .slice(0, 8);
console.log("\nLargest lazy chunks:");
for (const c of lazy) console.log(`  ${kb(c.gz).padStart(7)} KB gzip  ${kb(c.raw).padStart(8)} KB raw  /assets/${c.f}`);

if (total > BUDGET_KB * 1024) {
  console.error(`\nsize: FAIL — initial load is ${kb(total)} KB gzip, over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
console.log(`\nsize: OK — ${kb(total)} KB gzip of ${BUDGET_KB} KB.`);
