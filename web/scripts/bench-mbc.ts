/**
 * npm run bench -w web   (docs/mbc-checkers.md, "Speed")
 * Times the MBC checkers (src/features/contests/mbc) as the browser runs them: reading the file, then each check, on
 * the largest sample of each mode (test/osu-samples) and on a generated 50,000-object map of each mode. Prints medians
 * of 7 runs (after 2 warm-up runs) and exits 1 when reading the file or a check takes over 200 ms.
 * Options: --objects=N (generated maps' size, default 50000), --runs=N.
 *
 * A web script rather than an entry of api/src/scripts/bench.ts: the checkers are web code (they run in the browser)
 * and the API must not import from web/. Node runs this TypeScript through @swc-node/register, as the API's dev
 * scripts do.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHECKERS } from "../src/features/contests/mbc/checks";
import { parseOsuFile, type OsuBeatmap } from "../src/features/contests/mbc/osu-file";

const BUDGET_MS = 200;
const arg = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split("=")[1]) : fallback;
};
const OBJECTS = arg("objects", 50_000);
const RUNS = arg("runs", 7);
const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../test/osu-samples");

/** A small deterministic generator (the same maps on every run). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A map of `count` objects in `mode`: a mix of every object kind, a break every 2,000 objects, a green line every 8
 * objects. osu!mania (7K): chords, and holds up to 4 s long, so that hundreds of holds are in flight at any time (the
 * case that made the old hold check quadratic).
 */
function generate(mode: 0 | 1 | 2 | 3, count: number): string {
  const rnd = random(mode + 1);
  const pick = <T>(items: T[]) => items[Math.floor(rnd() * items.length)]!;
  const timing = ["0,300,4,2,1,60,1,0"];
  const events: string[] = [];
  const objects: string[] = [];
  let t = 1000;
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % 2000 === 0) {
      events.push(`2,${t + 100},${t + 2900}`);
      t += 3000;
    }
    if (i % 8 === 0) timing.push(`${t},${-100 / (0.8 + rnd() * 0.4)},4,2,1,60,0,0`);
    const x = Math.floor(rnd() * 512);
    const y = Math.floor(rnd() * 384);
    const hitSound = pick([0, 2, 4, 8, 10]);
    const r = rnd();
    if (mode === 3) {
      const column = Math.floor(((Math.floor(rnd() * 7) + 0.5) * 512) / 7);
      if (r < 0.5) objects.push(`${column},192,${t},128,0,${t + 50 + Math.floor(rnd() * 4000)}:0:0:0:0:`);
      else objects.push(`${column},192,${t},1,0,0:0:0:0:`);
      if (rnd() < 0.2) continue; // the next note joins this one: a chord
    } else if (r < 0.03) {
      objects.push(`256,192,${t},8,${hitSound},${t + 400},0:0:0:0:`);
      t += 400;
    } else if (r < 0.45) {
      const points = Array.from(
        { length: 1 + Math.floor(rnd() * 6) },
        () => `${Math.floor(rnd() * 512)}:${Math.floor(rnd() * 384)}`,
      );
      if (points.length > 2 && rnd() < 0.5) points.splice(1, 0, points[0]!); // a red anchor
      const type = points.length === 2 && rnd() < 0.5 ? "P" : pick(["L", "B", "B", "C"]);
      objects.push(`${x},${y},${t},2,${hitSound},${type}|${points.join("|")},1,140`);
    } else {
      objects.push(`${x},${y},${t},1,${hitSound},0:0:0:0:`);
    }
    t += 75 + Math.floor(rnd() * 3) * 75;
  }
  const header = ["osu file format v14", "", "[General]", `Mode: ${mode}`, "", "[Metadata]", "Title:Bench", `Version:${count}`];
  const difficulty = ["[Difficulty]", `CircleSize:${mode === 3 ? 7 : 4}`, "SliderMultiplier:1.4"];
  return [
    ...header,
    "",
    ...difficulty,
    "",
    "[Events]",
    ...events,
    "",
    "[TimingPoints]",
    ...timing,
    "",
    "[HitObjects]",
    ...objects,
    "",
  ].join("\r\n");
}

type Timing = { wall: number; cpu: number; slowest: number };

/**
 * Median wall-clock and CPU time of RUNS calls (after two untimed ones), and the slowest wall-clock time. CPU time
 * (this process's user + system time) is what the budget applies to: on a shared machine the wall clock also counts
 * the time spent waiting for a core.
 */
function time(fn: () => unknown): Timing {
  fn();
  fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const usage = process.cpuUsage();
    const started = performance.now();
    fn();
    wall.push(performance.now() - started);
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { wall: median(wall), cpu: median(cpu), slowest: Math.max(...wall) };
}

const MODE_CHECKS: Record<number, string[]> = {
  0: ["limitation", "sliders"],
  1: ["limitation", "taiko-sv"],
  2: ["limitation"],
  3: ["limitation", "six", "columns"],
};

function largestSample(mode: number): string {
  const rows = fs
    .readFileSync(path.join(SAMPLES, "index.tsv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t"))
    .filter((f) => f[2] === String(mode))
    .sort((a, b) => Number(b[4]) - Number(a[4]));
  return rows[0]![0]!;
}

const cases: { name: string; text: string }[] = [];
for (const mode of [0, 1, 2, 3] as const) {
  const file = largestSample(mode);
  cases.push({ name: `${file} (largest sample)`, text: fs.readFileSync(path.join(SAMPLES, file), "utf8") });
}
for (const mode of [0, 1, 2, 3] as const) cases.push({ name: `generated, mode ${mode}`, text: generate(mode, OBJECTS) });

let over = false;
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
console.log(`MBC checkers: medians of ${RUNS} runs; the budget is ${BUDGET_MS} ms of CPU time per check\n`);
console.log(
  `${"map".padEnd(28)}${"objects".padStart(8)}  ${"check".padEnd(12)}${"CPU".padStart(10)}${"wall".padStart(10)}${"slowest".padStart(10)}`,
);
for (const c of cases) {
  const parsed = parseOsuFile(c.text);
  if (!parsed.ok) throw new Error(`${c.name}: ${parsed.error}`);
  const b: OsuBeatmap = parsed.beatmap;
  const rows: [string, Timing][] = [["(read file)", time(() => parseOsuFile(c.text))]];
  for (const id of MODE_CHECKS[b.mode]!) {
    const checker = CHECKERS.find((k) => k.id === id)!;
    const report = checker.run(b);
    if (report.error) throw new Error(`${c.name}: ${id}: ${report.error}`);
    rows.push([id, time(() => checker.run(b))]);
  }
  for (const [label, t] of rows) {
    if (t.cpu > BUDGET_MS) over = true;
    const size = String(b.hitObjects.length).padStart(8);
    console.log(`${c.name.padEnd(28)}${size}  ${label.padEnd(12)}${ms(t.cpu)}${ms(t.wall)}${ms(t.slowest)}`);
  }
}
if (over) {
  console.error(`\nAbove the budget: a median CPU time over ${BUDGET_MS} ms.`);
  process.exit(1);
}
