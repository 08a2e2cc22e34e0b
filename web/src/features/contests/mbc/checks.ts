/**
 * The MBC checkers of /contests/mbc (api/src/modules/contests/README.md: client-side, nothing on the server). Each
 * check is a pure function of a parsed beatmap (osu-file.ts) and answers a report: an error when it cannot run on
 * this file, violations tied to a time (shown as editor links), problems without a time, and facts (counts).
 */
import type { HitObject, OsuBeatmap } from "./osu-file";

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

/** The longest run of one type allowed; a 4th object of the same type in a row is a violation. */
export const MAX_SAME_TYPE_RUN = 3;
/** osu!mania: notes this close (ms) form one note group. */
export const MANIA_GROUP_MS = 2;

const PLURALS: Record<string, string> = {
  circle: "circles",
  slider: "sliders",
  spinner: "spinners",
  don: "dons",
  kat: "kats",
  drumroll: "drumrolls",
  denden: "dendens",
  fruit: "fruits",
  "juice stream": "juice streams",
  normal: "normal note groups",
  hold: "hold note groups",
  mixed: "mixed note groups",
};

/** The limitation type of one object, or null when the mode ignores it (osu!catch bananas). */
export function limitationType(mode: OsuBeatmap["mode"], o: HitObject): string | null {
  if (mode === 1) {
    if (o.kind === "slider") return "drumroll";
    if (o.kind === "spinner") return "denden";
    // Whistle (2) or clap (8) make a kat; finish (4) only makes it big.
    return o.hitSound & 10 ? "kat" : "don";
  }
  if (mode === 2) {
    if (o.kind === "spinner") return null;
    return o.kind === "slider" ? "juice stream" : "fruit";
  }
  return o.kind === "hold" ? "circle" : o.kind;
}

interface TypedStep {
  time: number;
  type: string;
  /** The run starts over here (osu!mania: a break or a hold end since the previous group). */
  reset?: boolean;
}

/** osu!mania note groups (notes within 2 ms of the group's first note), typed normal / hold / mixed. */
export function maniaGroups(b: OsuBeatmap): TypedStep[] {
  const groups: { time: number; objects: HitObject[] }[] = [];
  for (const o of b.hitObjects) {
    const last = groups[groups.length - 1];
    if (last && o.time - last.time <= MANIA_GROUP_MS) last.objects.push(o);
    else groups.push({ time: o.time, objects: [o] });
  }
  const holdEnds = b.hitObjects.filter((o) => o.kind === "hold" && Number.isFinite(o.endTime)).map((o) => o.endTime!);
  return groups.map((g, i) => {
    const holds = g.objects.filter((o) => o.kind === "hold").length;
    const type = holds === 0 ? "normal" : holds === g.objects.length ? "hold" : "mixed";
    const prev = groups[i - 1];
    const reset =
      prev !== undefined &&
      (b.breaks.some((br) => br.start >= prev.time && br.end <= g.time) ||
        holdEnds.some((end) => end > prev.time && end < g.time));
    return { time: g.time, type, reset };
  });
}

export function checkLimitation(b: OsuBeatmap): CheckReport {
  const steps: TypedStep[] =
    b.mode === 3
      ? maniaGroups(b)
      : b.hitObjects.flatMap((o) => {
          const type = limitationType(b.mode, o);
          return type ? [{ time: o.time, type }] : [];
        });
  const violations: Violation[] = [];
  let start = 0;
  const close = (end: number) => {
    const length = end - start;
    if (length > MAX_SAME_TYPE_RUN) {
      const type = steps[start]!.type;
      violations.push({ time: steps[start]!.time, text: `${length} ${PLURALS[type] ?? type} in a row` });
    }
  };
  for (let i = 1; i <= steps.length; i++) {
    const step = steps[i];
    if (step === undefined || step.reset || step.type !== steps[start]!.type) {
      close(i);
      start = i;
    }
  }
  return report({ violations });
}

// ---------- Slider Shape Counter ----------

export const SLIDER_SHAPES = [
  "Perfect curve",
  "Straight",
  "2 straight segments",
  "3 straight segments",
  "Straight wave",
  "Straight complex shape",
  "1-anchor bezier",
  "1-anchor catmull",
  "Complex shape",
  "Mixed (4+ segments)",
] as const;
export type SliderShape = (typeof SLIDER_SHAPES)[number];

type Point = { x: number; y: number };
const same = (a: Point, b: Point) => a.x === b.x && a.y === b.y;
const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
const collinear = (points: Point[]) => points.every((p, i) => i < 2 || cross(points[0]!, points[1]!, p) === 0);

/** A bezier's segments: a repeated point (a red anchor) ends one segment and starts the next. */
function bezierSegments(points: Point[]): Point[][] {
  const segments: Point[][] = [[points[0]!]];
  for (let i = 1; i < points.length; i++) {
    const current = segments[segments.length - 1]!;
    if (same(points[i]!, points[i - 1]!)) {
      if (current.length > 1) segments.push([points[i]!]);
    } else current.push(points[i]!);
  }
  return segments.filter((s) => s.length > 1);
}

/** Straight segments only: a zigzag (turns alternate left and right) is a wave. */
function isWave(corners: Point[]): boolean {
  let previous = 0;
  for (let i = 1; i < corners.length - 1; i++) {
    const turn = Math.sign(cross(corners[i - 1]!, corners[i]!, corners[i + 1]!));
    if (turn === 0 || turn === previous) return false;
    previous = turn;
  }
  return true;
}

export function classifySlider(curve: NonNullable<HitObject["curve"]>): SliderShape {
  const points = curve.points.filter((p, i) => i === 0 || curve.type === "B" || !same(p, curve.points[i - 1]!));
  if (curve.type === "P" && points.length === 3 && !collinear(points)) return "Perfect curve";
  if (curve.type === "C") {
    if (points.length <= 2 || collinear(points)) return "Straight";
    return points.length === 3 ? "1-anchor catmull" : "Complex shape";
  }
  const segments =
    curve.type === "L" ? points.slice(1).map((p, i) => [points[i]!, p]) : bezierSegments(points.length ? points : []);
  if (segments.length === 0) return "Straight";
  const straight = segments.map((s) => s.length === 2 || collinear(s));
  if (straight.every(Boolean)) {
    if (segments.length === 1) return "Straight";
    if (segments.length === 2) return "2 straight segments";
    if (segments.length === 3) return "3 straight segments";
    const corners = [segments[0]![0]!, ...segments.map((s) => s[s.length - 1]!)];
    return isWave(corners) ? "Straight wave" : "Straight complex shape";
  }
  if (segments.length >= 4) return "Mixed (4+ segments)";
  if (segments.length === 1 && segments[0]!.length === 3) return "1-anchor bezier";
  return "Complex shape";
}

export function checkSliderShapes(b: OsuBeatmap): CheckReport {
  if (b.mode !== 0) return failed("Mode is invalid for this contest!");
  const counts = new Map<SliderShape, number>(SLIDER_SHAPES.map((s) => [s, 0]));
  let total = 0;
  for (const o of b.hitObjects) {
    if (o.kind !== "slider" || !o.curve) continue;
    const shape = classifySlider(o.curve);
    counts.set(shape, counts.get(shape)! + 1);
    total++;
  }
  return report({
    facts: [
      { label: "Sliders", value: String(total) },
      ...SLIDER_SHAPES.map((s) => ({ label: s, value: String(counts.get(s)) })),
    ],
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
