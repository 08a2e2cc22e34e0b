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
  SLIDER_SHAPES,
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
  const texts = (b: OsuBeatmap) => checkLimitation(b).violations;

  it("flags the sample file's runs of 5 sliders and 5 circles at their first object", () => {
    const b = parse(fs.readFileSync(path.join(__dirname, "../../../../e2e/fixtures/limitation-sample.osu"), "utf8"));
    expect(texts(b)).toEqual([
      { time: 2000, text: "5 consecutive sliders" },
      { time: 10000, text: "5 consecutive circles" },
    ]);
  });

  it("allows 3 in a row, flags 4", () => {
    const three = parse(osu({ objects: [circle(0), circle(100), circle(200), slider(300)] }));
    expect(hasNoIssues(checkLimitation(three))).toBe(true);
    const four = parse(osu({ objects: [circle(0), circle(100), circle(200), circle(300), spinner(400)] }));
    expect(texts(four)).toEqual([{ time: 0, text: "4 consecutive circles" }]);
  });

  it("taiko: whistle or clap make kats, finish alone stays a don", () => {
    const b = parse(osu({ mode: 1, objects: [circle(0, 2), circle(100, 8), circle(200, 10), circle(300, 2), circle(400, 4)] }));
    expect(texts(b)).toEqual([{ time: 0, text: "4 consecutive kats" }]);
    const dons = parse(osu({ mode: 1, objects: [circle(0), circle(100, 4), circle(200), circle(300, 2)] }));
    expect(hasNoIssues(checkLimitation(dons))).toBe(true);
  });

  it.each([
    [0, "circles"],
    [1, "dons"],
    [2, "fruits"],
  ])("mode %d: a break starting between two objects ends the run", (mode, plural) => {
    const run = [circle(0), circle(100), circle(200), circle(1000), circle(1100)];
    expect(texts(parse(osu({ mode, objects: run })))).toEqual([{ time: 0, text: `5 consecutive ${plural}` }]);
    expect(hasNoIssues(checkLimitation(parse(osu({ mode, objects: run, events: ["2,300,900"] }))))).toBe(true);
    // A break that starts after the last object of a pair does not sit between them.
    const after = parse(osu({ mode, objects: run, events: ["2,1100,1500"] }));
    expect(texts(after)).toEqual([{ time: 0, text: `5 consecutive ${plural}` }]);
  });

  it("catch: a banana shower ends a fruit run; runs of banana showers are not reported", () => {
    const split = parse(osu({ mode: 2, objects: [circle(0), circle(100), spinner(200), circle(1000), circle(1100)] }));
    expect(hasNoIssues(checkLimitation(split))).toBe(true);
    const bananas = parse(osu({ mode: 2, objects: [spinner(0), spinner(1000), spinner(2000), spinner(3000)] }));
    expect(hasNoIssues(checkLimitation(bananas))).toBe(true);
    const fruits = parse(osu({ mode: 2, objects: [slider(0), circle(500), circle(600), circle(700), circle(800)] }));
    expect(texts(fruits)).toEqual([{ time: 500, text: "4 consecutive fruits" }]);
  });

  it("mania: notes within 2 ms of a group's first note are one group; normal, hold and mixed groups", () => {
    const b = parse(
      osu({
        mode: 3,
        objects: [
          note(0, 64),
          note(2, 192),
          hold(100, 64, 150),
          hold(100, 192, 150),
          note(200, 64),
          hold(201, 192, 260),
          note(203, 320),
        ],
      }),
    );
    expect(maniaGroups(b).map((g) => [g.time, g.type])).toEqual([
      [0, "normal note groups"],
      [100, "hold note groups"],
      [200, "mixed note groups"],
      [203, "normal note groups"],
    ]);
  });

  const run = [note(0, 64), note(100, 192), note(200, 320), note(300, 448)];

  it("mania: a break ends a run", () => {
    expect(texts(parse(osu({ mode: 3, objects: run })))).toEqual([{ time: 0, text: "4 consecutive normal note groups" }]);
    expect(hasNoIssues(checkLimitation(parse(osu({ mode: 3, objects: run, events: ["2,210,290"] }))))).toBe(true);
  });

  it("mania: a mixed group ends a run and never forms one", () => {
    const mixed = (t: number) => [note(t, 64), hold(t, 192, t + 50)];
    const b = parse(
      osu({
        mode: 3,
        objects: [...run.slice(0, 3), ...mixed(300), note(400, 64), ...mixed(500), ...mixed(600), ...mixed(700), ...mixed(800)],
      }),
    );
    expect(hasNoIssues(checkLimitation(b))).toBe(true);
  });

  const five = [note(0, 192), note(100, 192), note(200, 320), note(300, 448), note(400, 320)];
  it.each([
    ["between two groups: the run starts over at the next", 150, []],
    ["on a group: the run starts over there", 200, []],
    ["2 ms after a group: the run starts over at that group", 202, []],
    ["1 ms after the 2nd group: the run starts over at the 2nd", 101, [{ time: 100, text: "4 consecutive normal note groups" }]],
    ["within 2 ms of the run's first group: no effect", 1, [{ time: 0, text: "5 consecutive normal note groups" }]],
  ])("mania: a hold from before the run ending %s", (_, end, expected) => {
    // The hold (column 1) began at -500, long before the run of normal groups in the other columns.
    expect(texts(parse(osu({ mode: 3, objects: [hold(-500, 64, end), ...five] })))).toEqual(expected);
  });

  it("mania: a hold that began inside the run never ends it", () => {
    // A run of hold groups whose holds end inside the run: no reset.
    const holds = [hold(0, 64, 250), hold(100, 192, 350), hold(200, 320, 450), hold(300, 448, 550)];
    expect(texts(parse(osu({ mode: 3, objects: holds })))).toEqual([{ time: 0, text: "4 consecutive hold note groups" }]);
    // The last hold of that run began before the normal run after it: ending inside that run, it ends it.
    const notes = [note(400, 64), note(500, 64), note(600, 64), note(700, 64)];
    const short = [hold(0, 64, 50), hold(100, 192, 150), hold(200, 320, 250)];
    const endsInside = [...short, hold(300, 448, 650), ...notes];
    expect(texts(parse(osu({ mode: 3, objects: endsInside })))).toEqual([{ time: 0, text: "4 consecutive hold note groups" }]);
    const endsBefore = [...short, hold(300, 448, 350), ...notes];
    expect(texts(parse(osu({ mode: 3, objects: endsBefore })))).toEqual([
      { time: 0, text: "4 consecutive hold note groups" },
      { time: 400, text: "4 consecutive normal note groups" },
    ]);
  });
});

describe("Slider shapes", () => {
  const c = (type: "B" | "C" | "L" | "P", ...pts: [number, number][]) => ({
    type,
    points: pts.map(([x, y]) => ({ x, y })),
  });
  it.each([
    ["Perfect curve", c("P", [0, 0], [50, 50], [100, 0])],
    // osu! draws a perfect curve through a line as a line, and one of 4 points as a bezier.
    ["Straight", c("P", [0, 0], [50, 0], [100, 0])],
    ["1 anchor bezier curve", c("P", [0, 0], [50, 50], [100, 0], [100, 0])],
    ["Straight", c("L", [0, 0], [100, 0])],
    ["Straight", c("B", [0, 0], [100, 0])],
    ["Straight", c("B", [0, 0], [50, 0], [100, 0])],
    ["2 straight segments", c("B", [0, 0], [100, 0], [100, 0], [100, 100])],
    ["2 straight segments", c("L", [0, 0], [100, 0], [100, 100])],
    ["2 straight segments", c("L", [0, 0], [100, 0], [100, 0], [100, 100])],
    ["3 straight segments", c("B", [0, 0], [100, 0], [100, 0], [100, 100], [100, 100], [0, 100])],
    // Three straight segments that turn one way, then the other: a zigzag.
    ["Straight wave", c("L", [0, 0], [100, 0], [100, 100], [200, 100])],
    ["Straight wave", c("B", [0, 0], [100, 0], [100, 0], [100, 100], [100, 100], [200, 100])],
    ["Straight complex shape", c("L", [0, 0], [50, 50], [100, 0], [150, 50], [200, 0])],
    ["Straight complex shape", c("L", [0, 0], [100, 0], [100, 100], [0, 100], [0, 50])],
    ["1 anchor bezier curve", c("B", [0, 0], [50, 50], [100, 0])],
    ["1 anchor catmull curve", c("C", [0, 0], [50, 50], [100, 0])],
    ["2 anchor bezier curve", c("B", [0, 0], [0, 100], [100, 100], [100, 0])],
    ["Bezier wave", c("B", [0, 0], [50, 50], [100, 0], [150, 50])],
    ["3+ anchor bezier curve", c("B", [0, 0], [0, 100], [100, 150], [200, 100], [200, 0])],
    ["Bezier wave", c("B", [0, 0], [0, 100], [100, 150], [200, 100], [300, 150])],
    ["Bezier complex shape", c("B", [0, 0], [50, 50], [100, 0], [150, 50], [200, 0])],
    ["Catmull complex shape", c("C", [0, 0], [50, 50], [100, 0], [150, 50], [200, 0])],
    // Two curves meeting smoothly at the red anchor and bending opposite ways: an S.
    ["Bezier wave", c("B", [0, 0], [0, 100], [100, 100], [100, 100], [200, 100], [200, 200])],
    ["2 bezier curve segments", c("B", [0, 0], [0, 100], [100, 100], [100, 100], [100, 200], [200, 200])],
    ["Bezier complex shape", c("B", [0, 0], [50, 50], [100, 0], [100, 0], [150, 50], [200, 0], [200, 0], [250, 50], [300, 0])],
    ["1 straight segment, 1 bezier curve segment", c("B", [0, 0], [50, 50], [100, 0], [100, 0], [200, 0])],
    [
      "2 straight segments, 1 catmull curve segment",
      c("C", [0, 0], [100, 0], [100, 0], [100, 100], [100, 100], [150, 150], [200, 100]),
    ],
    [
      "4+ segment straight/curve shape",
      c("B", [0, 0], [50, 50], [100, 0], [100, 0], [200, 0], [200, 0], [200, 100], [200, 100], [300, 100]),
    ],
    [
      "Bezier complex shape",
      c(
        "B",
        [0, 0],
        [50, 50],
        [100, 0],
        [100, 0],
        [150, 50],
        [200, 0],
        [200, 0],
        [250, 50],
        [300, 0],
        [300, 0],
        [350, 50],
        [400, 0],
      ),
    ],
  ])("%s", (shape, curve) => {
    expect(classifySlider(curve)).toBe(shape);
    expect(SLIDER_SHAPES).toContain(shape);
  });

  it("counts an osu! file's sliders, most frequent first, and refuses other modes", () => {
    const b = parse(fs.readFileSync(path.join(__dirname, "../../../../e2e/fixtures/limitation-sample.osu"), "utf8"));
    expect(checkSliderShapes(b).facts).toEqual([
      { label: "Sliders", value: "6" },
      { label: "Straight", value: "3" },
      { label: "Perfect curve", value: "1" },
      { label: "2 straight segments", value: "1" },
      { label: "1 anchor bezier curve", value: "1" },
    ]);
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
