import { Mode } from "../../core/enums";
import { likePrefix, mainMode, parseUserReference } from "./users.rules";

describe("mainMode", () => {
  const p = (osu: number, taiko: number, c: number, mania: number) => ({
    osuPoints: osu,
    taikoPoints: taiko,
    catchPoints: c,
    maniaPoints: mania,
  });
  test.each([
    [p(0, 0, 0, 0), Mode.osu],
    [p(1, 5, 0, 0), Mode.taiko],
    [p(1, 0, 0, 9), Mode.mania],
    [p(0, 3, 3, 0), Mode.catch], // ties: osu, catch, taiko, mania
    [p(2, 2, 2, 2), Mode.osu],
    [p(0, 4, 0, 4), Mode.taiko],
  ])("%o → %s", (points, mode) => expect(mainMode(points)).toBe(mode));
});

describe("parseUserReference", () => {
  test.each([
    ["12345", { osuId: 12345 }],
    ["  DemoMapper ", { username: "DemoMapper" }],
    ["", null],
    ["   ", null],
    ["x".repeat(33), null],
    ["user 2", { username: "user 2" }],
  ])("%p", (input, expected) => expect(parseUserReference(input)).toEqual(expected));
});

describe("likePrefix", () => {
  test("lower-cases and escapes LIKE wildcards", () => {
    expect(likePrefix("Ab%_c\\")).toBe("ab\\%\\_c\\\\%");
  });
});
