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

function toNumber(text: string | undefined): number {
  const n = Number((text ?? "").trim());
  return Number.isFinite(n) ? n : NaN;
}

function parseCurve(x: number, y: number, field: string | undefined): HitObject["curve"] {
  const parts = (field ?? "").split("|");
  const type = parts[0]?.trim().toUpperCase();
  const points = [{ x, y }];
  for (const p of parts.slice(1)) {
    const [px, py] = p.split(":").map(toNumber);
    if (Number.isFinite(px) && Number.isFinite(py)) points.push({ x: px!, y: py! });
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
  const hitSound = toNumber(f[4]) || 0;
  if (![x, y, time, type].every(Number.isFinite)) return null;
  if (type & 2) return { x, y, time, kind: "slider", hitSound, curve: parseCurve(x, y, f[5]) };
  if (type & 8) return { x, y, time, kind: "spinner", hitSound, endTime: toNumber(f[5]) };
  if (type & 128) return { x, y, time, kind: "hold", hitSound, endTime: toNumber(f[5]?.split(":")[0]) };
  if (type & 1) return { x, y, time, kind: "circle", hitSound };
  return null;
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

  for (const raw of lines.slice(1)) {
    const line = raw.trim();
    if (!line || line.startsWith("//")) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      if (section === "General") sawGeneral = true;
      continue;
    }
    if (section === "General" || section === "Metadata" || section === "Difficulty") {
      const colon = line.indexOf(":");
      if (colon > 0) values.set(`${section}.${line.slice(0, colon).trim()}`, line.slice(colon + 1).trim());
    } else if (section === "Events") {
      const f = line.split(",");
      if (f[0] === "2" || f[0] === "Break") {
        const start = toNumber(f[1]);
        const end = toNumber(f[2]);
        if (Number.isFinite(start) && Number.isFinite(end)) breaks.push({ start, end });
      }
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
