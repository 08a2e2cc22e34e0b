/**
 * The MBC checkers of /contests/mbc (api/src/modules/contests/README.md: client-side, nothing on the server). Each
 * check is a pure function of a parsed beatmap (osu-file.ts) and answers a report: an error when it cannot run on
 * this file, violations tied to a time (shown as editor links), problems without a time, and facts (counts).
 */
import type { BreakPeriod, HitObject, OsuBeatmap } from "./osu-file";

export interface Violation {
  time: number;
  text: string;
}

export interface CheckReport {
  error?: string;
  violations: Violation[];
  problems: string[];
  facts: { label: string; value: string }[];
}

const report = (partial: Partial<CheckReport> = {}): CheckReport => ({ violations: [], problems: [], facts: [], ...partial });
const failed = (error: string): CheckReport => report({ error });

/** "No issues :)" applies: the check ran and found nothing. */
export const hasNoIssues = (r: CheckReport) => !r.error && r.violations.length === 0 && r.problems.length === 0;

// ---------- Priority Quest: Limitation ----------
//
// The rule (the original's, docs/mbc-checkers.md): walk the objects in time order (osu!mania: note groups) and report
// every run of more than 3 steps of one type, at the run's first step. A run ends where the type changes and where a
// break starts between two steps. osu!catch: a banana shower is a type of its own (it ends a fruit run) whose runs
// are never reported. osu!mania: a mixed note group (notes and holds) ends a run and never forms one; a hold that
// began before the run and ends after one group (by more than 2 ms) and no later than 2 ms after the next ends the run
// there. Holds that begin inside a run never end it.

/** The longest run of one type allowed; a 4th object of the same type in a row is a violation. */
export const MAX_SAME_TYPE_RUN = 3;
/** osu!mania: notes this close (ms) to a group's first note join the group; a hold ending this late still ends "on" it. */
export const MANIA_LENIENCY_MS = 2;

/** One step of the walk: an object, or an osu!mania note group. */
export interface LimitationStep {
  time: number;
  /** What a report calls a run of this type ("circles", "normal note groups"). */
  type: string;
  /** Runs of this type are never reported (osu!catch banana showers, osu!mania mixed note groups). */
  exempt?: boolean;
  /** A run ends before this step even when the type is the same (a break, an osu!mania hold ending). */
  interrupts?: boolean;
}

/** The limitation type of one object in a mode other than osu!mania, as a report names its runs. */
export function limitationType(mode: OsuBeatmap["mode"], o: HitObject): string {
  if (mode === 1) {
    if (o.kind === "slider") return "drumrolls";
    if (o.kind === "spinner") return "dendens";
    // Whistle (2) or clap (8) make a kat; finish (4) only makes it big.
    return o.hitSound & 10 ? "kats" : "dons";
  }
  if (mode === 2) {
    if (o.kind === "spinner") return "bananas";
    return o.kind === "slider" ? "juice streams" : "fruits";
  }
  if (o.kind === "slider") return "sliders";
  return o.kind === "spinner" ? "spinners" : "circles";
}

/**
 * Whether a break starts strictly between two times. Calls must come in time order (each `previous` no earlier than
 * the last one): one pass over the sorted break starts, however many steps ask.
 */
function breakStarts(breaks: BreakPeriod[]): (previous: number, current: number) => boolean {
  const starts = breaks.map((b) => b.start).sort((a, b) => a - b);
  let k = 0;
  return (previous, current) => {
    while (k < starts.length && starts[k]! <= previous) k++;
    return k < starts.length && starts[k]! < current;
  };
}

/** The steps of an osu!, osu!taiko or osu!catch map: one per object, in time order. */
export function objectSteps(b: OsuBeatmap): LimitationStep[] {
  const breakBetween = breakStarts(b.breaks);
  return b.hitObjects.map((o, i) => {
    const type = limitationType(b.mode, o);
    return {
      time: o.time,
      type,
      exempt: type === "bananas",
      interrupts: i > 0 && breakBetween(b.hitObjects[i - 1]!.time, o.time),
    };
  });
}

/** osu!mania note groups (notes within 2 ms of the group's first note) typed normal, hold or mixed. */
export function maniaGroups(b: OsuBeatmap): LimitationStep[] {
  const L = MANIA_LENIENCY_MS;
  const groups: { time: number; notes: boolean; holds: boolean }[] = [];
  for (const o of b.hitObjects) {
    if (o.kind !== "circle" && o.kind !== "hold") continue;
    let last = groups[groups.length - 1];
    if (!last || o.time - last.time > L) groups.push((last = { time: o.time, notes: false, holds: false }));
    if (o.kind === "hold") last.holds = true;
    else last.notes = true;
  }
  // Holds by end time: each is looked at once, at the first group it ends no later than 2 ms after.
  const holds = b.hitObjects
    .filter((o) => o.kind === "hold" && Number.isFinite(o.endTime))
    .sort((x, y) => x.endTime! - y.endTime!);
  const breakBetween = breakStarts(b.breaks);
  const steps: LimitationStep[] = [];
  let h = 0;
  let runStart = -Infinity;
  for (const g of groups) {
    const previous = steps[steps.length - 1];
    let holdEnded = false;
    for (; h < holds.length && holds[h]!.endTime! <= g.time + L; h++) {
      if (previous && holds[h]!.time < runStart - L) holdEnded = true;
    }
    const type = g.holds ? (g.notes ? "mixed note groups" : "hold note groups") : "normal note groups";
    const interrupts = previous !== undefined && (holdEnded || breakBetween(previous.time, g.time));
    if (!previous || interrupts || type !== previous.type) runStart = g.time;
    steps.push({ time: g.time, type, exempt: g.holds && g.notes, interrupts });
  }
  return steps;
}

export function checkLimitation(b: OsuBeatmap): CheckReport {
  const steps = b.mode === 3 ? maniaGroups(b) : objectSteps(b);
  const violations: Violation[] = [];
  let start = 0;
  for (let i = 1; i <= steps.length; i++) {
    const step = steps[i];
    if (step && !step.interrupts && step.type === steps[start]!.type) continue;
    const length = i - start;
    const first = steps[start]!;
    if (length > MAX_SAME_TYPE_RUN && !first.exempt) {
      violations.push({ time: first.time, text: `${length} consecutive ${first.type}` });
    }
    start = i;
  }
  return report({ violations });
}

// ---------- Slider Shape Counter ----------
//
// The original's categories (docs/mbc-checkers.md has the full table). A slider is cut into segments: for a linear
// slider each pair of successive points, for bezier and catmull sliders the pieces between red anchors (a point
// written twice). A segment is straight when it has no control point between its ends or all its points are on one
// line; otherwise it is a curve.

type Point = { x: number; y: number };
type Curve = NonNullable<HitObject["curve"]>;
const same = (a: Point, b: Point) => a.x === b.x && a.y === b.y;
/** The turn at b on the way a → b → c: > 0 one way, < 0 the other, 0 straight on (or straight back). */
const turn = (a: Point, b: Point, c: Point) => (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
const collinear = (points: Point[]) => points.every((p, i) => i < 2 || Math.abs(turn(points[0]!, points[1]!, p)) < 1e-9);
const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** How often a polyline's turns switch between left and right (corners that go straight on do not count). */
function directionChanges(points: Point[]): number {
  let changes = 0;
  let previous = 0;
  for (let i = 0; i + 2 < points.length; i++) {
    const t = turn(points[i]!, points[i + 1]!, points[i + 2]!);
    if (Math.abs(t) < 0.01) continue;
    if (previous !== 0 && Math.sign(t) !== previous) changes++;
    previous = Math.sign(t);
  }
  return changes;
}

/** The way a curve segment bends on the whole (the sign of its turns' sum; 0 when they cancel out). */
function bend(points: Point[]): number {
  let sum = 0;
  for (let i = 0; i + 2 < points.length; i++) sum += turn(points[i]!, points[i + 1]!, points[i + 2]!);
  return Math.abs(sum) < 0.01 ? 0 : Math.sign(sum);
}

/** The angle (degrees) between the legs a → b and b → c. */
function angleAt(a: Point, b: Point, c: Point): number {
  const [ux, uy, vx, vy] = [b.x - a.x, b.y - a.y, c.x - b.x, c.y - b.y];
  const cos = (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

/** Successive repeats removed: a point written twice in a row adds no corner to a linear slider. */
const withoutRepeats = (points: Point[]) => points.filter((p, i) => i === 0 || !same(p, points[i - 1]!));

/** Bezier and catmull segments: each runs from one red anchor (a repeated point) to the next, both included. */
function segmentsOf(points: Point[]): Point[][] {
  const segments: Point[][] = [[points[0]!]];
  for (let i = 1; i < points.length; i++) {
    const current = segments[segments.length - 1]!;
    if (!same(points[i]!, points[i - 1]!)) current.push(points[i]!);
    else if (current.length > 1) segments.push([points[i]!]);
  }
  return segments.filter((s) => s.length > 1);
}

/** Sliders of straight segments only, given their corners (head, each segment's end). */
function straightShape(corners: Point[]): string {
  const segments = corners.length - 1;
  if (segments <= 1) return "Straight";
  if (segments === 2) return "2 straight segments";
  if (segments === 3) return directionChanges(corners) >= 1 ? "Straight wave" : "3 straight segments";
  return "Straight complex shape";
}

/** The original's name of a slider's shape, in sentence case. */
export function classifySlider(curve: Curve): string {
  const { type, points } = curve;
  // osu! draws a perfect curve through 3 points on one line as a line, and one of any other point count as a bezier.
  if (type === "P" && points.length === 3) return collinear(points) ? "Straight" : "Perfect curve";
  if (type === "L") return straightShape(withoutRepeats(points));

  const family = type === "C" ? "catmull" : "bezier";
  const segments = segmentsOf(points);
  const curves = segments.filter((s) => s.length > 2 && !collinear(s));
  const straight = segments.length - curves.length;
  if (curves.length === 0) return straightShape([points[0]!, ...segments.map((s) => s[s.length - 1]!)]);
  if (segments.length > 3) return straight === 0 ? `${capitalised(family)} complex shape` : "4+ segment straight/curve shape";
  if (straight > 0) return `${plural(straight, "straight segment")}, ${plural(curves.length, `${family} curve segment`)}`;

  if (curves.length === 1) {
    const curve = curves[0]!;
    const anchors = curve.length - 2;
    const changes = directionChanges(curve);
    if (anchors === 1) return `1 anchor ${family} curve`;
    if (changes === 0) return anchors === 2 ? `2 anchor ${family} curve` : `3+ anchor ${family} curve`;
    return changes === 1 || anchors === 2 ? `${capitalised(family)} wave` : `${capitalised(family)} complex shape`;
  }
  if (curves.length === 2) {
    const [first, second] = curves as [Point[], Point[]];
    // Two curves joined smoothly (the legs at the red anchor within 1°) that bend opposite ways: an S.
    const joint = angleAt(first[first.length - 2]!, first[first.length - 1]!, second[1]!);
    const wave = joint <= 1 && bend(first) * bend(second) < 0;
    return wave ? `${capitalised(family)} wave` : `2 ${family} curve segments`;
  }
  return `${capitalised(family)} complex shape`;
}

/** Every name classifySlider gives, in the order reports list equal counts. */
export const SLIDER_SHAPES: readonly string[] = [
  "Perfect curve",
  "Straight",
  "2 straight segments",
  "3 straight segments",
  "Straight wave",
  "Straight complex shape",
  ...(["bezier", "catmull"] as const).flatMap((f) => [
    `1 anchor ${f} curve`,
    `2 anchor ${f} curve`,
    `3+ anchor ${f} curve`,
    `${capitalised(f)} wave`,
    `2 ${f} curve segments`,
    `${capitalised(f)} complex shape`,
    `1 straight segment, 1 ${f} curve segment`,
    `2 straight segments, 1 ${f} curve segment`,
    `1 straight segment, 2 ${f} curve segments`,
  ]),
  "4+ segment straight/curve shape",
];

/** The total, then each shape found, most frequent first (as the original lists them). */
export function checkSliderShapes(b: OsuBeatmap): CheckReport {
  if (b.mode !== 0) return failed("Mode is invalid for this contest!");
  const counts = new Map<string, number>();
  let total = 0;
  for (const o of b.hitObjects) {
    if (o.kind !== "slider" || !o.curve || o.curve.points.length === 0) continue;
    const shape = classifySlider(o.curve);
    counts.set(shape, (counts.get(shape) ?? 0) + 1);
    total++;
  }
  const order = (shape: string) => SLIDER_SHAPES.indexOf(shape);
  const found = [...counts].sort(([a, m], [b, n]) => n - m || order(a) - order(b));
  return report({
    facts: [{ label: "Sliders", value: String(total) }, ...found.map(([label, n]) => ({ label, value: String(n) }))],
  });
}

// ---------- Taiko average SV ----------

export const TAIKO_SV_RANGE = { min: 0.95, max: 1.05 } as const;

/** The average slider velocity of the inherited points that some object is played under (1 when none is). */
export function taikoAverageSv(b: OsuBeatmap): { average: number; used: number } {
  const used = new Set<number>();
  let p = -1;
  for (const o of b.hitObjects) {
    while (p + 1 < b.timingPoints.length && b.timingPoints[p + 1]!.time <= o.time) p++;
    const point = b.timingPoints[p];
    if (point && !point.uninherited) used.add(p);
  }
  if (used.size === 0) return { average: 1, used: 0 };
  const svs = [...used].map((i) => -100 / b.timingPoints[i]!.beatLength);
  return { average: svs.reduce((a, v) => a + v, 0) / svs.length, used: used.size };
}

export function checkTaikoSv(b: OsuBeatmap): CheckReport {
  if (b.mode !== 1) return failed("Not an osu!taiko beatmap!");
  const { average, used } = taikoAverageSv(b);
  const rounded = Math.round(average * 1000) / 1000;
  const inRange = rounded >= TAIKO_SV_RANGE.min && rounded <= TAIKO_SV_RANGE.max;
  return report({
    problems: inRange ? [] : [`The average SV is ${rounded}; it must be between 0.95 and 1.05.`],
    facts: [
      { label: "Average SV", value: String(rounded) },
      { label: "Inherited points used", value: String(used) },
    ],
  });
}

// ---------- Six (osu!mania) ----------

export const isSix = (n: number) => n > 0 && n % 6 === 0 && String(n).includes("6");

/** How many notes to add, and to remove, to reach the nearest counts that pass (remove null when none below). */
export function sixHint(n: number): { add: number; remove: number | null } {
  let add = 0;
  while (!isSix(n + add)) add++;
  let remove: number | null = null;
  for (let k = 0; k < n; k++) {
    if (isSix(n - k)) {
      remove = k;
      break;
    }
  }
  return { add, remove };
}

export function checkSix(b: OsuBeatmap): CheckReport {
  if (b.mode !== 3) return failed("Mode is invalid for this contest!");
  const single = b.hitObjects.filter((o) => o.kind !== "hold").length;
  const long = b.hitObjects.length - single;
  const counts = [
    { label: "Single notes", value: single },
    { label: "Long notes", value: long },
    { label: "Total notes", value: single + long },
  ];
  const problems = counts
    .filter((c) => !isSix(c.value))
    .map((c) => {
      const { add, remove } = sixHint(c.value);
      const hint = remove === null ? `add ${add}` : `add ${add} or remove ${remove}`;
      return `${c.label}: ${c.value} must contain a 6 and be divisible by 6 (${hint}).`;
    });
  return report({ problems, facts: counts.map((c) => ({ label: c.label, value: String(c.value) })) });
}

// ---------- Notes per column (osu!mania 4K / 7K) ----------

export function checkColumns(b: OsuBeatmap): CheckReport {
  if (b.mode !== 3) return failed("Mode is invalid for this contest!");
  if (b.keys !== 4 && b.keys !== 7) return failed("Key count is invalid for this contest!");
  const counts = Array.from({ length: b.keys }, () => 0);
  for (const o of b.hitObjects) {
    const column = Math.min(b.keys - 1, Math.max(0, Math.floor((o.x * b.keys) / 512)));
    counts[column]!++;
  }
  return report({ facts: counts.map((n, i) => ({ label: `Column ${i + 1}`, value: String(n) })) });
}

// ---------- The list shown on the page ----------

export interface Checker {
  id: string;
  name: string;
  description: string;
  run: (b: OsuBeatmap) => CheckReport;
}

export const CHECKERS: readonly Checker[] = [
  {
    id: "limitation",
    name: "Priority Quest: Limitation",
    description: `No more than ${MAX_SAME_TYPE_RUN} hit objects of the same type in a row (osu!mania: note groups).`,
    run: checkLimitation,
  },
  {
    id: "sliders",
    name: "Slider Shape Counter",
    description: "Counts the sliders of an osu! beatmap by shape.",
    run: checkSliderShapes,
  },
  {
    id: "taiko-sv",
    name: "Taiko average SV",
    description: "The average SV of the inherited points in use must be between 0.95 and 1.05.",
    run: checkTaikoSv,
  },
  {
    id: "six",
    name: "Six",
    description: "osu!mania: single, long and total note counts must contain a 6 and be divisible by 6.",
    run: checkSix,
  },
  {
    id: "columns",
    name: "Count notes per column",
    description: "osu!mania 4K and 7K: how many notes each column has.",
    run: checkColumns,
  },
];
