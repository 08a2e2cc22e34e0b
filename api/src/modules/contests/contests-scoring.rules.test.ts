import {
  computeLeaderboard,
  exportLeaderboard,
  mean,
  pearson,
  standardDeviation,
  type ScoringInput,
} from "./contests-scoring.rules";

/** Scores given as { judge: { entry: [criterion 1, criterion 2] } }. */
function input(
  table: Record<number, Record<number, number[]>>,
  over: Partial<ScoringInput> = {},
  names: Record<number, string> = {},
): ScoringInput {
  const entries = new Set<number>();
  const scores: ScoringInput["scores"][number][] = [];
  for (const [judge, byEntry] of Object.entries(table)) {
    for (const [entry, values] of Object.entries(byEntry)) {
      entries.add(Number(entry));
      values.forEach((score, i) =>
        scores.push({ judgeId: Number(judge), submissionId: Number(entry), criteriaId: i + 1, score }),
      );
    }
  }
  return {
    submissions: [...entries].sort((a, b) => a - b).map((id) => ({ id, name: names[id] ?? `Entry ${id}` })),
    judgeIds: Object.keys(table).map(Number),
    criteria: [
      { id: 1, maxScore: 10 },
      { id: 2, maxScore: 5 },
    ],
    scores,
    useRawScoring: false,
    ...over,
  };
}

describe("statistics helpers", () => {
  test.each([
    [[], 0, 0],
    [[2, 4, 4, 4, 5, 5, 7, 9], 5, 2],
    [[3, 3, 3], 3, 0],
  ])("mean and population SD of %j", (xs, m, sd) => {
    expect(mean(xs)).toBeCloseTo(m, 12);
    expect(standardDeviation(xs)).toBeCloseTo(sd, 12);
  });

  test.each([
    [[1, 2, 3], [2, 4, 6], 1],
    [[1, 2, 3], [3, 2, 1], -1],
    [[1, 2, 3], [1, 3, 2], 0.5],
    [[1, 1, 1], [1, 2, 3], null],
    [[1], [1], null],
  ])("pearson(%j, %j) = %s", (xs, ys, r) => {
    const got = pearson(xs, ys);
    if (r === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(r, 12);
  });
});

describe("leaderboard (hand-computed examples)", () => {
  test("two judges, three entries", () => {
    // Judge 1 sums: X=12, Y=9, Z=6 → mean 9, SD √6, z = 3/√6, 0, −3/√6.
    // Judge 2 sums: X=6, Y=14, Z=10 → mean 10, SD √(32/3), z = −4/√(32/3), 4/√(32/3), 0 (= −3/√6, 3/√6, 0).
    const X = 1,
      Y = 2,
      Z = 3;
    const b = computeLeaderboard(
      input({
        1: { [X]: [8, 4], [Y]: [6, 3], [Z]: [4, 2] },
        2: { [X]: [5, 1], [Y]: [9, 5], [Z]: [7, 3] },
      }),
    );
    const k = 3 / Math.sqrt(6); // 1.2247…
    expect(b.judges[0].mean).toBe(9);
    expect(b.judges[0].sd).toBeCloseTo(Math.sqrt(6), 12);
    expect(b.judges[1].mean).toBe(10);
    expect(b.judges[1].sd).toBeCloseTo(Math.sqrt(32 / 3), 12);
    // r = Σxy / √(Σx² Σy²) = 1.5 / 3 for both judges
    expect(b.judges[0].correlation).toBeCloseTo(0.5, 12);
    expect(b.judges[1].correlation).toBeCloseTo(0.5, 12);
    expect(b.maxRawTotal).toBe(30);

    expect(b.rows.map((r) => r.submissionId)).toEqual([Y, X, Z]);
    const [y, x, z] = b.rows;
    expect(y.rawTotal).toBe(23);
    expect(y.criteriaSums).toEqual([15, 8]);
    expect(y.judgeSums).toEqual([9, 14]);
    expect(y.judgeStandardised[0]).toBeCloseTo(0, 12);
    expect(y.judgeStandardised[1]).toBeCloseTo(k, 12);
    expect(y.standardisedTotal).toBeCloseTo(k, 12);
    expect(x.rawTotal).toBe(18);
    expect(x.criteriaSums).toEqual([13, 5]);
    expect(x.standardisedTotal).toBeCloseTo(0, 12);
    expect(z.rawTotal).toBe(16);
    expect(z.standardisedTotal).toBeCloseTo(-k, 12);
    expect(b.rows.map((r) => r.place)).toEqual([1, 2, 3]);
    expect(y.finalScore).toBeCloseTo(k, 12);
  });

  test("standardised and raw orders differ; raw scoring ranks by raw totals and equal scores share a place", () => {
    // Judge 1: P=10, Q=9, R=8 → mean 9, SD √(2/3): z = √1.5, 0, −√1.5.
    // Judge 2: P=0, Q=10, R=2 → mean 4, SD √(56/3): z = −4/s, 6/s, −2/s.
    const P = 1,
      Q = 2,
      R = 3;
    const table = { 1: { [P]: [10, 0], [Q]: [9, 0], [R]: [8, 0] }, 2: { [P]: [0, 0], [Q]: [10, 0], [R]: [2, 0] } };
    const s = Math.sqrt(56 / 3);
    const std = computeLeaderboard(input(table, {}, { [P]: "P", [Q]: "Q", [R]: "R" }));
    expect(std.rows.map((r) => r.name)).toEqual(["Q", "P", "R"]);
    expect(std.rows[1].standardisedTotal).toBeCloseTo(Math.sqrt(1.5) - 4 / s, 12);
    expect(std.rows[0].standardisedTotal).toBeCloseTo(6 / s, 12);
    expect(std.rows[2].standardisedTotal).toBeCloseTo(-Math.sqrt(1.5) - 2 / s, 12);

    const raw = computeLeaderboard(input(table, { useRawScoring: true }, { [P]: "P", [Q]: "Q", [R]: "R" }));
    expect(raw.rows.map((r) => [r.name, r.finalScore, r.place])).toEqual([
      ["Q", 19, 1],
      ["P", 10, 2],
      ["R", 10, 2],
    ]);
  });

  test("a judge who gives everything the same total: z = 0 and no correlation", () => {
    const b = computeLeaderboard(input({ 1: { 1: [5, 5], 2: [5, 5] }, 2: { 1: [10, 5], 2: [0, 0] } }));
    expect(b.judges[0].sd).toBe(0);
    expect(b.judges[0].correlation).toBeNull();
    expect(b.rows.every((r) => r.judgeStandardised[0] === 0)).toBe(true);
    expect(b.rows[0].standardisedTotal).toBeCloseTo(1, 12);
    expect(b.judges[1].correlation).toBeCloseTo(1, 12);
  });

  test("an entry a judge did not score (their own): no standardised score from them; stats over what they scored", () => {
    const b = computeLeaderboard(input({ 1: { 1: [4, 0], 2: [8, 0], 3: [6, 0] }, 2: { 1: [2, 0], 2: [4, 0] } }));
    const e3 = b.rows.find((r) => r.submissionId === 3)!;
    expect(e3.judgeSums).toEqual([6, null]);
    expect(e3.judgeStandardised[1]).toBeNull();
    expect(b.judges[1]).toMatchObject({ judgedCount: 2, mean: 3, sd: 1 });
    expect(e3.standardisedTotal).toBeCloseTo(0, 12);
  });

  test("entries without scores are left out; scores of non-judges and unknown criteria are ignored", () => {
    const i = input({ 1: { 1: [1, 1], 2: [2, 2] } });
    i.submissions = [...i.submissions, { id: 9, name: "Unjudged" }];
    i.scores = [
      ...i.scores,
      { judgeId: 77, submissionId: 9, criteriaId: 1, score: 10 },
      { judgeId: 1, submissionId: 1, criteriaId: 99, score: 10 },
    ];
    const b = computeLeaderboard(i);
    expect(b.rows.map((r) => r.submissionId)).toEqual([2, 1]);
    expect(b.rows[1].rawTotal).toBe(2);
  });
});

describe("exports", () => {
  const board = computeLeaderboard(input({ 1: { 1: [8, 4], 2: [6, 3], 3: [4, 2] }, 2: { 1: [5, 1], 2: [9, 5], 3: [7, 3] } }));
  const labels = {
    criteriaNames: ["musicality", "creativity"],
    judgeNames: ["Alice", "Bob"],
    entries: new Map([
      [1, { name: "Entry, X", mapper: "=cmd" }],
      [2, { name: "Entry Y", mapper: "Yuki" }],
      [3, { name: "Entry|Z", mapper: "Zed" }],
    ]),
    useRawScoring: false,
  };

  test("CSV by criteria: quoted cells, no formulas", () => {
    expect(exportLeaderboard(board, "criteria", "csv", labels)).toBe(
      [
        "Place,Entry,Mapper,musicality,creativity,Raw Score,Final Score",
        "1,Entry Y,Yuki,15,8,23,1.225",
        `2,"Entry, X",'=cmd,13,5,18,0`,
        "3,Entry|Z,Zed,11,5,16,-1.225",
        "",
      ].join("\n"),
    );
  });

  test("markdown by judge with AVG, SD and COR rows; Final Score links to the MBC judging wiki", () => {
    const md = exportLeaderboard(board, "judge", "markdown", labels);
    const lines = md.trim().split("\n");
    expect(lines[0]).toBe(
      "| Place | Entry | Mapper | Alice | Bob | Raw Score | [Final Score](https://osu.ppy.sh/wiki/en/Contests/Monthly_Beatmapping_Contest#judging) |",
    );
    expect(lines[1]).toBe("| :-- | :-- | :-- | --: | --: | --: | --: |");
    expect(lines[4]).toBe("| 3 | Entry\\|Z | Zed | 6 | 10 | 16 | -1.225 |");
    expect(lines.slice(5)).toEqual([
      "|  | AVG |  | 9 | 10 |  |  |",
      "|  | SD |  | 2.449 | 3.266 |  |  |",
      "|  | COR |  | 0.5 | 0.5 |  |  |",
    ]);
  });

  test("raw scoring: no separate raw column and a plain Final Score header", () => {
    const md = exportLeaderboard(board, "judgeStandardised", "markdown", { ...labels, useRawScoring: true });
    expect(md.split("\n")[0]).toBe("| Place | Entry | Mapper | Alice | Bob | Final Score |");
  });
});
