import fs from "node:fs";
import path from "node:path";
import {
  checkColumns,
  checkLimitation,
  checkSix,
  checkSliderShapes,
  checkTaikoSv,
  classifySlider,
  hasNoIssues,
  isSix,
  maniaGroups,
  sixHint,
  taikoAverageSv,
} from "./checks";
import { editorLink, editorTimestamp, parseOsuFile, type OsuBeatmap } from "./osu-file";

/** A minimal .osu text: mode, optional extra sections, the given timing point and hit object lines. */
function osu({
  mode = 0,
  keys = 4,
  timing = ["0,500,4,2,1,60,1,0"],
  objects,
  events = [],
}: {
  mode?: number;
  keys?: number;
  timing?: string[];
  objects: string[];
  events?: string[];
}): string {
  return [
    "osu file format v14",
    "",
    "[General]",
    `Mode: ${mode}`,
    "",
    "[Metadata]",
    "Title:Test",
    "Version:Unit",
    "",
    "[Difficulty]",
    `CircleSize:${keys}`,
    "",
    "[Events]",
    ...events,
    "",
    "[TimingPoints]",
    ...timing,
    "",
    "[HitObjects]",
    ...objects,
  ].join("\r\n");
}

function parse(text: string): OsuBeatmap {
  const r = parseOsuFile(text);
  if (!r.ok) throw new Error(r.error);
  return r.beatmap;
}

const circle = (t: number, hitSound = 0, x = 256) => `${x},192,${t},1,${hitSound},0:0:0:0:`;
const slider = (t: number, curve = "L|300:192") => `256,192,${t},2,0,${curve},1,100`;
const spinner = (t: number) => `256,192,${t},8,0,${t + 500},0:0:0:0:`;
const note = (t: number, x: number) => `${x},192,${t},1,0,0:0:0:0:`;
const hold = (t: number, x: number, end: number) => `${x},192,${t},128,0,${end}:0:0:0:0:`;

describe("parseOsuFile", () => {
  it("reads the sample file: mode, breaks, timing points, objects with curves", () => {
    const b = parse(fs.readFileSync(path.join(__dirname, "../../../../e2e/fixtures/limitation-sample.osu"), "utf8"));
    expect(b.mode).toBe(0);
    expect(b.version).toBe("Limitation Test");
    expect(b.breaks).toEqual([{ start: 6000, end: 9000 }]);
    expect(b.timingPoints).toEqual([
      { time: 1000, beatLength: 500, uninherited: true },
      { time: 3000, beatLength: -100, uninherited: false },
    ]);
    expect(b.hitObjects).toHaveLength(14);
    expect(b.hitObjects[2]!.curve).toEqual({
      type: "B",
      points: [
        { x: 100, y: 100 },
        { x: 150, y: 150 },
        { x: 200, y: 100 },
      ],
    });
    expect(b.hitObjects[7]).toMatchObject({ kind: "spinner", endTime: 5500 });
  });

  it("refuses files that are not .osu, without a mode, or without hit objects", () => {
    expect(parseOsuFile("hello")).toEqual({ ok: false, error: "This is not an .osu file." });
    expect(parseOsuFile(osu({ mode: 7, objects: [circle(0)] }))).toEqual({
      ok: false,
      error: "Could not determine game mode.",
    });
    expect(parseOsuFile("osu file format v14\n[HitObjects]\n256,192,0,1,0")).toEqual({
      ok: false,
      error: "Could not determine game mode.",
    });
    expect(parseOsuFile(osu({ objects: [] }))).toEqual({ ok: false, error: "No hit objects found." });
  });

  it("reads mania holds with their end time", () => {
    const b = parse(osu({ mode: 3, objects: [hold(100, 64, 900)] }));
    expect(b.hitObjects[0]).toMatchObject({ kind: "hold", time: 100, endTime: 900 });
  });
});

describe("editor timestamps", () => {
  it.each([
    [0, "00:00:000"],
    [61_005, "01:01:005"],
    [6_000_000, "100:00:000"],
  ])("%d ms → %s", (ms, text) => {
    expect(editorTimestamp(ms)).toBe(text);
  });
  it("links to the editor", () => expect(editorLink(2000)).toBe("osu://edit/00:02:000"));
});

describe("Limitation", () => {
  it("flags the sample file's runs of 5 sliders and 5 circles at their first object", () => {
    const b = parse(fs.readFileSync(path.join(__dirname, "../../../../e2e/fixtures/limitation-sample.osu"), "utf8"));
    expect(checkLimitation(b).violations).toEqual([
      { time: 2000, text: "5 sliders in a row" },
      { time: 10000, text: "5 circles in a row" },
    ]);
  });

  it("allows 3 in a row, flags 4", () => {
    const three = parse(osu({ objects: [circle(0), circle(100), circle(200), slider(300)] }));
    expect(hasNoIssues(checkLimitation(three))).toBe(true);
    const four = parse(osu({ objects: [circle(0), circle(100), circle(200), circle(300), spinner(400)] }));
    expect(checkLimitation(four).violations).toEqual([{ time: 0, text: "4 circles in a row" }]);
  });

  it("taiko: whistle or clap make kats, finish alone stays a don", () => {
    const b = parse(osu({ mode: 1, objects: [circle(0, 2), circle(100, 8), circle(200, 10), circle(300, 2), circle(400, 4)] }));
    expect(checkLimitation(b).violations).toEqual([{ time: 0, text: "4 kats in a row" }]);
    const dons = parse(osu({ mode: 1, objects: [circle(0), circle(100, 4), circle(200), circle(300, 2)] }));
    expect(hasNoIssues(checkLimitation(dons))).toBe(true);
  });

  it("catch: bananas are ignored (they neither count nor break a run)", () => {
    const b = parse(osu({ mode: 2, objects: [circle(0), circle(100), spinner(200), circle(1000), circle(1100)] }));
    expect(checkLimitation(b).violations).toEqual([{ time: 0, text: "4 fruits in a row" }]);
  });

  it("mania: notes within 2 ms are one group; normal, hold and mixed groups", () => {
    const b = parse(
      osu({
        mode: 3,
        objects: [note(0, 64), note(2, 192), hold(100, 64, 150), hold(100, 192, 150), note(200, 64), hold(201, 192, 260)],
      }),
    );
    expect(maniaGroups(b).map((g) => g.type)).toEqual(["normal", "hold", "mixed"]);
  });

  it("mania: a break or a hold ending between groups starts the run over", () => {
    const run = [note(0, 64), note(100, 192), note(200, 320), note(300, 448)];
    expect(checkLimitation(parse(osu({ mode: 3, objects: run }))).violations).toEqual([
      { time: 0, text: "4 normal note groups in a row" },
    ]);
    const withBreak = parse(osu({ mode: 3, objects: [...run], events: ["2,210,290"] }));
    expect(hasNoIssues(checkLimitation(withBreak))).toBe(true);
    // A hold from before the run ends between the 2nd and 3rd group: the run starts over there.
    const holdEnd = parse(
      osu({ mode: 3, objects: [hold(-500, 64, 150), note(0, 192), note(100, 192), note(200, 320), note(300, 448)] }),
    );
    expect(hasNoIssues(checkLimitation(holdEnd))).toBe(true);
  });
});

describe("Slider shapes", () => {
  const c = (type: "B" | "C" | "L" | "P", ...pts: [number, number][]) => ({
    type,
    points: pts.map(([x, y]) => ({ x, y })),
  });
  it.each([
    ["Perfect curve", c("P", [0, 0], [50, 50], [100, 0])],
    ["Straight", c("P", [0, 0], [50, 0], [100, 0])],
    ["Straight", c("L", [0, 0], [100, 0])],
    ["Straight", c("B", [0, 0], [100, 0])],
    ["2 straight segments", c("B", [0, 0], [100, 0], [100, 0], [100, 100])],
    ["2 straight segments", c("L", [0, 0], [100, 0], [100, 100])],
    ["3 straight segments", c("B", [0, 0], [100, 0], [100, 0], [100, 100], [100, 100], [200, 100])],
    ["Straight wave", c("L", [0, 0], [50, 50], [100, 0], [150, 50], [200, 0])],
    ["Straight complex shape", c("L", [0, 0], [100, 0], [100, 100], [0, 100], [0, 50])],
    ["1-anchor bezier", c("B", [0, 0], [50, 50], [100, 0])],
    ["1-anchor catmull", c("C", [0, 0], [50, 50], [100, 0])],
    ["Complex shape", c("B", [0, 0], [50, 50], [100, 0], [150, 50])],
    ["Complex shape", c("B", [0, 0], [50, 50], [100, 0], [100, 0], [200, 0])],
    ["Mixed (4+ segments)", c("B", [0, 0], [50, 50], [100, 0], [100, 0], [200, 0], [200, 0], [200, 100], [200, 100], [300, 100])],
  ])("%s", (shape, curve) => {
    expect(classifySlider(curve)).toBe(shape);
  });

  it("counts an osu! file's sliders and refuses other modes", () => {
    const b = parse(fs.readFileSync(path.join(__dirname, "../../../../e2e/fixtures/limitation-sample.osu"), "utf8"));
    const facts = Object.fromEntries(checkSliderShapes(b).facts.map((f) => [f.label, f.value]));
    expect(facts).toMatchObject({
      Sliders: "6",
      "1-anchor bezier": "1",
      "Perfect curve": "1",
      Straight: "3",
      "2 straight segments": "1",
    });
    expect(checkSliderShapes(parse(osu({ mode: 1, objects: [circle(0)] }))).error).toBe("Mode is invalid for this contest!");
  });
});

describe("Taiko average SV", () => {
  it("averages the inherited points objects are played under; unused ones do not count", () => {
    const b = parse(
      osu({
        mode: 1,
        timing: ["0,500,4,2,1,60,1,0", "1000,-50,4,2,1,60,0,0", "1500,-200,4,2,1,60,0,0", "3000,-25,4,2,1,60,0,0"],
        objects: [circle(0), circle(1000), circle(2000)],
      }),
    );
    // Used: 1000 (SV 2) and 1500 (SV 0.5); 3000 (SV 4) has no object after it.
    expect(taikoAverageSv(b)).toEqual({ average: 1.25, used: 2 });
    expect(checkTaikoSv(b).problems).toEqual(["The average SV is 1.25; it must be between 0.95 and 1.05."]);
  });

  it("no inherited points in use: SV 1, no issues; 0.95 and 1.05 pass", () => {
    expect(hasNoIssues(checkTaikoSv(parse(osu({ mode: 1, objects: [circle(0)] }))))).toBe(true);
    const edge = parse(osu({ mode: 1, timing: ["0,500,4,2,1,60,1,0", "10,-95.2380952,4,2,1,60,0,0"], objects: [circle(20)] }));
    expect(hasNoIssues(checkTaikoSv(edge))).toBe(true);
  });

  it("refuses other modes", () => {
    expect(checkTaikoSv(parse(osu({ objects: [circle(0)] }))).error).toBe("Not an osu!taiko beatmap!");
  });
});

describe("Six", () => {
  it.each([
    [6, true],
    [36, true],
    [60, true],
    [12, false],
    [16, false],
    [0, false],
  ])("isSix(%d) = %s", (n, ok) => expect(isSix(n)).toBe(ok));

  it("hints the nearest counts", () => {
    expect(sixHint(12)).toEqual({ add: 24, remove: 6 });
    expect(sixHint(5)).toEqual({ add: 1, remove: null });
    expect(sixHint(66)).toEqual({ add: 0, remove: 0 });
  });

  it("checks single, long and total notes of a mania map", () => {
    const singles = Array.from({ length: 6 }, (_, i) => note(i * 100, 64));
    const holds = Array.from({ length: 6 }, (_, i) => hold(1000 + i * 100, 192, 1050 + i * 100));
    const r = checkSix(parse(osu({ mode: 3, objects: [...singles, ...holds] })));
    expect(r.facts.map((f) => f.value)).toEqual(["6", "6", "12"]);
    expect(r.problems).toEqual(["Total notes: 12 must contain a 6 and be divisible by 6 (add 24 or remove 6)."]);
    expect(checkSix(parse(osu({ objects: [circle(0)] }))).error).toBe("Mode is invalid for this contest!");
  });
});

describe("Notes per column", () => {
  it("counts 4K columns from x", () => {
    const r = checkColumns(parse(osu({ mode: 3, keys: 4, objects: [note(0, 64), note(1, 64), note(2, 448), note(3, 320)] })));
    expect(r.facts).toEqual([
      { label: "Column 1", value: "2" },
      { label: "Column 2", value: "0" },
      { label: "Column 3", value: "1" },
      { label: "Column 4", value: "1" },
    ]);
    expect(hasNoIssues(r)).toBe(true);
  });

  it("only 4K and 7K mania maps", () => {
    expect(checkColumns(parse(osu({ mode: 3, keys: 5, objects: [note(0, 64)] }))).error).toBe(
      "Key count is invalid for this contest!",
    );
    expect(checkColumns(parse(osu({ objects: [circle(0)] }))).error).toBe("Mode is invalid for this contest!");
  });
});
