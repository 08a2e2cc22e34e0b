/**
 * npm run bench -- [name] [options]   (after npm run build; or node -r @swc-node/register src/scripts/bench.ts)
 * Dispatches to one benchmark. Available:
 *   beatmaps (default) — the /beatmaps list and search queries (bench-beatmaps.ts)
 *   coldstart          — the embedded database's first start and restart (bench-coldstart.ts)
 *   graphql            — the web app's read operations against hand-written SQL twins (bench-graphql.ts)
 *   sizes              — the largest answer of every query document of the web app on the large guild (bench-sizes.ts)
 *   mbc                — the /contests/mbc .osu checkers (browser code: runs web's `npm run bench -w web`)
 *   lighthouse         — Lighthouse scores of `/` signed out and `/missions` signed in on the built app, mobile preset
 *                        (--desktop for the desktop one; browser tooling: runs web's `npm run lighthouse -w web`)
 *   import             — the switch-over import of a generated ~2,000-member dump, embedded and PostgreSQL (bench-import.ts)
 *   crowd              — the web app's mix from 2,000 signed-in members, open model and closed loops, 1 and all processes (bench-crowd.ts)
 *   peer               — the same five reads against PostGraphile 4 on the same database: p50 and CPU per request (bench-peer.ts)
 *   growth             — each web read's p50 and statements on the demo guild and on the large one (bench-growth.ts)
 */
import "./bench-env";
import "reflect-metadata";
import { benchBeatmaps } from "./bench-beatmaps";
import { benchColdstart } from "./bench-coldstart";
import { benchGraphql } from "./bench-graphql";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { benchSizes } from "./bench-sizes";
import { benchImport } from "./bench-import";
import { benchCrowd } from "./bench-crowd";
import { benchGrowth } from "./bench-growth";
import { benchPeer } from "./bench-peer";

/**
 * Runs one of web's npm scripts with the remaining arguments. This file runs from src/scripts (swc) or from
 * dist/src/scripts (npm run bench): the web workspace is found by walking up to the root, not by a fixed depth.
 */
async function runInWeb(script: string) {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, "web", "package.json"))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`the web workspace was not found above ${__dirname}`);
    dir = up;
  }
  const run = spawnSync("npm", ["run", script, "--", ...process.argv.slice(3)], {
    stdio: "inherit",
    cwd: path.join(dir, "web"),
  });
  if (run.error) throw run.error;
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const BENCHES: Record<string, () => Promise<void>> = {
  beatmaps: benchBeatmaps,
  coldstart: benchColdstart,
  graphql: benchGraphql,
  sizes: benchSizes,
  // The checkers are web code (the API never imports web/): run web's own bench with the remaining arguments.
  mbc: () => runInWeb("bench"),
  // Lighthouse is ESM-only browser tooling of the web workspace: run its script there with the remaining arguments.
  lighthouse: () => runInWeb("lighthouse"),
  import: benchImport,
  crowd: benchCrowd,
  growth: benchGrowth,
  peer: benchPeer,
};

async function main() {
  const name = process.argv[2] && !process.argv[2].startsWith("--") ? process.argv[2] : "beatmaps";
  const bench = BENCHES[name];
  if (!bench) throw new Error(`unknown bench "${name}" (available: ${Object.keys(BENCHES).join(", ")})`);
  await bench();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
