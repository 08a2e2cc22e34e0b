/**
 * The MBC checkers on 181 real beatmap files (web/test/osu-samples/README.md): every checker on every file, the same
 * answer whatever the line endings, and the Limitation and Slider Shape Counter answers of the original site on the
 * same files (original-results.json), except where docs/mbc-checkers.md says ours differs on purpose.
 */
import fs from "node:fs";
import path from "node:path";
import { CHECKERS, checkLimitation, checkSliderShapes, type CheckReport } from "./checks";
import { editorTimestamp, parseOsuFile, type OsuBeatmap } from "./osu-file";

const DIR = path.resolve(__dirname, "../../../../test/osu-samples");
const FILES = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith(".osu"))
  .sort();

type Recorded = { notes?: string[]; error?: string; limitation?: string[]; sliders?: Record<string, number> };
const ORIGINAL = JSON.parse(fs.readFileSync(path.join(DIR, "original-results.json"), "utf8")) as Record<string, Recorded>;

const read = (file: string) => fs.readFileSync(path.join(DIR, file), "utf8");
function beatmap(file: string): OsuBeatmap {
  const parsed = parseOsuFile(read(file));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
  return parsed.beatmap;
}
const limitation = (b: OsuBeatmap) => checkLimitation(b).violations.map((v) => `${editorTimestamp(v.time)} ${v.text}`);
const sliderCounts = (b: OsuBeatmap): Record<string, number> =>
  Object.fromEntries(
    checkSliderShapes(b)
      .facts.slice(1)
      .map((f) => [f.label.toLowerCase(), Number(f.value)]),
  );

/** Every checker's report, or the reason the file cannot be read. */
function runAll(text: string): { error: string } | Record<string, CheckReport> {
  const parsed = parseOsuFile(text);
  if (!parsed.ok) return { error: parsed.error };
  return Object.fromEntries(CHECKERS.map((c) => [c.id, c.run(parsed.beatmap)]));
}

describe("the samples", () => {
  it("are the 181 files index.tsv lists", () => {
    const listed = read("index.tsv")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split("\t")[0]);
    expect(FILES).toHaveLength(181);
    expect(listed).toEqual(FILES);
    expect(Object.keys(ORIGINAL).sort()).toEqual(FILES);
  });
});

describe("every checker on every sample", () => {
  it.each(FILES)("%s: no crash, no hang, the same on LF and CRLF", (file) => {
    const lf = read(file).replace(/\r\n?/g, "\n");
    const started = performance.now();
    const onLf = runAll(lf);
    const onCrlf = runAll(lf.replace(/\n/g, "\r\n"));
    // Generous (the largest sample takes a few ms): only a hang or a quadratic blow-up gets near it.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(onCrlf).toEqual(onLf);
  });
});

/** Where ours differs from the original on purpose (docs/mbc-checkers.md, "Where ours differs"). */
const SLIDER_DIFFERENCES: Record<string, Record<string, number>> = {
  // Two 3-point beziers on a line are straight; two linear sliders with a repeated point have 3 segments, not 4.
  "f020.osu": { "1 anchor bezier curve": -2, straight: +2, "straight complex shape": -2, "straight wave": +2 },
  // A bezier piece whose points lie on a line is a straight segment.
  "f114.osu": { "2 bezier curve segments": -2, "1 straight segment, 1 bezier curve segment": +2 },
  // A perfect curve through a point written twice is drawn as a line.
  "f127.osu": { "perfect curve": -1, straight: +1 },
  // Linear sliders with a repeated end point; beziers that jitter back and forth along a line after one curve.
  "k005.osu": { "2 straight segments": -2, straight: +2, "bezier complex shape": -3, "4+ segment straight/curve shape": +3 },
};

describe("agreement with the original's checkers", () => {
  it.each(FILES)("%s", (file) => {
    const recorded = ORIGINAL[file]!;
    const parsed = parseOsuFile(read(file));
    if (!/^(\uFEFF)?osu file format/.test(read(file))) {
      // No "osu file format" line: ours says so; the original fails on these too, with another message.
      expect(recorded.error).toMatch(/^(Could not determine game mode|No hit objects found)\.$/);
      expect(parsed).toEqual({ ok: false, error: "This is not an .osu file." });
      return;
    }
    if (recorded.error) {
      expect(parsed).toEqual({ ok: false, error: recorded.error });
      return;
    }
    if (!parsed.ok) throw new Error(parsed.error);
    expect(limitation(parsed.beatmap)).toEqual(recorded.limitation);
    if (parsed.beatmap.mode !== 0) return;
    const expected = { ...recorded.sliders };
    for (const [shape, delta] of Object.entries(SLIDER_DIFFERENCES[file] ?? {})) {
      expected[shape] = (expected[shape] ?? 0) + delta;
      if (expected[shape] === 0) delete expected[shape];
    }
    expect(sliderCounts(parsed.beatmap)).toEqual(expected);
  });
});

describe("named cases", () => {
  // Files of the comparison that found the disagreements (issue 24, section 3).
  const BREAK_FILES = ["f004", "f008", "f015", "f017", "f022", "f078", "f103", "f114", "k007", "k010", "k015"];
  const MANIA_FILES = ["f057", "f067", "f070", "k002", "k004", "k011", "k013", "k014"];
  const BANANA_FILES = ["f009", "f016", "f019", "f026", "k001"];

  it("f004 (a break 16325–17625 ms): 13 circles before it, 7 after, not one run of 20", () => {
    const b = beatmap("f004.osu");
    expect(b.breaks).toContainEqual({ start: 16325, end: 17625 });
    const found = limitation(b);
    expect(found).toContain("00:13:625 13 consecutive circles");
    expect(found).toContain("00:18:375 7 consecutive circles");
    expect(found.some((v) => v.includes("20 consecutive"))).toBe(false);
  });

  it.each(BREAK_FILES)("%s: breaks end runs (without them the answer differs)", (name) => {
    const b = beatmap(`${name}.osu`);
    expect(b.mode).not.toBe(3);
    expect(limitation({ ...b, breaks: [] })).not.toEqual(limitation(b));
    expect(limitation(b)).toEqual(ORIGINAL[`${name}.osu`]!.limitation);
  });

  it.each(MANIA_FILES)("%s: osu!mania runs as the original counts them", (name) => {
    const b = beatmap(`${name}.osu`);
    expect(b.mode).toBe(3);
    const found = limitation(b);
    expect(found).toEqual(ORIGINAL[`${name}.osu`]!.limitation);
    expect(found.some((v) => v.includes("mixed"))).toBe(false);
  });

  it("k013: 75 violations, as the original (not 114)", () => {
    expect(limitation(beatmap("k013.osu"))).toHaveLength(75);
  });

  it.each(BANANA_FILES)("%s: banana showers end fruit runs", (name) => {
    const b = beatmap(`${name}.osu`);
    expect(b.mode).toBe(2);
    const withoutBananas = { ...b, hitObjects: b.hitObjects.filter((o) => o.kind !== "spinner") };
    expect(limitation(withoutBananas)).not.toEqual(limitation(b));
    expect(limitation(b).some((v) => v.includes("bananas"))).toBe(false);
    expect(limitation(b)).toEqual(ORIGINAL[`${name}.osu`]!.limitation);
  });

  it.each([
    ["f077", "straight wave", 14],
    ["k015", "straight wave", 71],
    ["f076", "straight complex shape", 6],
    ["f114", "straight complex shape", 33],
    ["f114", "bezier complex shape", 58],
    ["k007", "bezier complex shape", 9],
  ])("%s: %s × %d, as the original names them", (name, shape, count) => {
    const counts = sliderCounts(beatmap(`${name}.osu`));
    expect(counts[shape]).toBe(count);
    expect(counts[shape]).toBe(ORIGINAL[`${name}.osu`]!.sliders![shape]);
  });

  it("k005 (hit objects out of order in the file): runs are found in time order", () => {
    expect(ORIGINAL["k005.osu"]!.notes).toEqual(["hit objects sorted"]);
    expect(limitation(beatmap("k005.osu"))[0]).toBe("00:19:692 18 consecutive sliders");
  });
});
