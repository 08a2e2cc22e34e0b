/**
 * A small `.osu` file reader for the MBC checkers (api/src/modules/contests/README.md: they run in the browser and
 * need nothing from the server). Pure: text in, the parts the checkers read out, or an error text.
 */

export type GameMode = 0 | 1 | 2 | 3;

export const MODE_NAMES: Record<GameMode, string> = { 0: "osu!", 1: "osu!taiko", 2: "osu!catch", 3: "osu!mania" };

export interface TimingPoint {
  time: number;
  beatLength: number;
  /** false: an inherited (green) point, whose beatLength is −100 / slider velocity. */
  uninherited: boolean;
}

export type CurveType = "B" | "C" | "L" | "P";

export interface HitObject {
  x: number;
  y: number;
  time: number;
  kind: "circle" | "slider" | "spinner" | "hold";
  hitSound: number;
  /** Spinners and mania holds: when they end. */
  endTime?: number;
  /** Sliders: curve type and every point, the head first. */
  curve?: { type: CurveType; points: { x: number; y: number }[] };
}

export interface BreakPeriod {
  start: number;
  end: number;
}

export interface OsuBeatmap {
  mode: GameMode;
  /** osu!mania key count (CircleSize). */
  keys: number;
  title: string;
  version: string;
  timingPoints: TimingPoint[];
  hitObjects: HitObject[];
  breaks: BreakPeriod[];
}

export type ParseResult = { ok: true; beatmap: OsuBeatmap } | { ok: false; error: string };

/** A number, NaN when there is none (Number() itself ignores surrounding spaces; "" alone would be 0). */
function toNumber(text: string | undefined): number {
  if (text === undefined) return NaN;
  const n = Number(text);
  if (n === 0 && text.trim() === "") return NaN;
  return Number.isFinite(n) ? n : NaN;
}

function parseCurve(x: number, y: number, field: string | undefined): HitObject["curve"] {
  const parts = (field ?? "").split("|");
  const type = parts[0]?.trim().toUpperCase();
  const points = [{ x, y }];
  for (let i = 1; i < parts.length; i++) {
    const p = parts[i]!;
    const colon = p.indexOf(":");
    if (colon < 0) continue;
    const end = p.indexOf(":", colon + 1);
    const px = toNumber(p.slice(0, colon));
    const py = toNumber(end < 0 ? p.slice(colon + 1) : p.slice(colon + 1, end));
    if (Number.isFinite(px) && Number.isFinite(py)) points.push({ x: px, y: py });
  }
  const curveType: CurveType = type === "C" || type === "L" || type === "P" ? type : "B";
  return { type: curveType, points };
}

function parseHitObject(line: string): HitObject | null {
  const f = line.split(",");
  const x = toNumber(f[0]);
  const y = toNumber(f[1]);
  const time = toNumber(f[2]);
  const type = toNumber(f[3]);
  if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(time) || !Number.isFinite(type)) return null;
  const kind: HitObject["kind"] | null =
    type & 2 ? "slider" : type & 8 ? "spinner" : type & 128 ? "hold" : type & 1 ? "circle" : null;
  if (kind === null) return null;
  // One object shape for every kind (fields a kind lacks are undefined): the checkers' loops stay monomorphic.
  // Holds write their end time as the first part of "end:sampleSet:...".
  const end = kind === "spinner" ? f[5] : kind === "hold" ? f[5]?.split(":", 1)[0] : undefined;
  return {
    x,
    y,
    time,
    kind,
    hitSound: toNumber(f[4]) || 0,
    endTime: end === undefined ? undefined : toNumber(end),
    curve: kind === "slider" ? parseCurve(x, y, f[5]) : undefined,
  };
}

/** Reads a `.osu` file's text. */
export function parseOsuFile(text: string): ParseResult {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (!lines[0]?.trim().startsWith("osu file format")) return { ok: false, error: "This is not an .osu file." };

  const values = new Map<string, string>();
  const timingPoints: TimingPoint[] = [];
  const hitObjects: HitObject[] = [];
  const breaks: BreakPeriod[] = [];
  let section = "";
  let sawGeneral = false;

  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line || line.startsWith("//")) continue;
    const header = line[0] === "[" ? /^\[(\w+)\]$/.exec(line) : null;
    if (header) {
      section = header[1]!;
      if (section === "General") sawGeneral = true;
      continue;
    }
    if (section === "General" || section === "Metadata" || section === "Difficulty") {
      const colon = line.indexOf(":");
      if (colon > 0) values.set(`${section}.${line.slice(0, colon).trim()}`, line.slice(colon + 1).trim());
    } else if (section === "Events") {
      // Only breaks; storyboard lines (possibly thousands) are skipped unsplit.
      if (!line.startsWith("2,") && !line.startsWith("Break,")) continue;
      const f = line.split(",");
      const start = toNumber(f[1]);
      const end = toNumber(f[2]);
      if (Number.isFinite(start) && Number.isFinite(end)) breaks.push({ start, end });
    } else if (section === "TimingPoints") {
      const f = line.split(",");
      const time = toNumber(f[0]);
      const beatLength = toNumber(f[1]);
      if (!Number.isFinite(time) || !Number.isFinite(beatLength)) continue;
      // Files before v6 have no "uninherited" column: a negative beat length marks an inherited point.
      const flag = f[6] === undefined ? beatLength > 0 : f[6].trim() !== "0";
      timingPoints.push({ time, beatLength, uninherited: flag });
    } else if (section === "HitObjects") {
      const object = parseHitObject(line);
      if (object) hitObjects.push(object);
    }
  }

  const modeText = values.get("General.Mode");
  const mode = modeText === undefined ? (sawGeneral ? 0 : NaN) : toNumber(modeText);
  if (mode !== 0 && mode !== 1 && mode !== 2 && mode !== 3) return { ok: false, error: "Could not determine game mode." };
  if (hitObjects.length === 0) return { ok: false, error: "No hit objects found." };

  hitObjects.sort((a, b) => a.time - b.time);
  timingPoints.sort((a, b) => a.time - b.time || Number(b.uninherited) - Number(a.uninherited));
  return {
    ok: true,
    beatmap: {
      mode,
      keys: Math.round(toNumber(values.get("Difficulty.CircleSize"))) || 0,
      title: values.get("Metadata.Title") ?? "",
      version: values.get("Metadata.Version") ?? "",
      timingPoints,
      hitObjects,
      breaks,
    },
  };
}

/** The editor's timestamp of a time in ms: `mm:ss:mmm` (minutes may exceed 99). */
export function editorTimestamp(ms: number): string {
  const t = Math.max(0, Math.round(ms));
  const minutes = Math.floor(t / 60000);
  const seconds = Math.floor((t % 60000) / 1000);
  const millis = t % 1000;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}:${String(millis).padStart(3, "0")}`;
}

/** The link that opens the editor at that time. */
export function editorLink(ms: number): string {
  return `osu://edit/${editorTimestamp(ms)}`;
}
