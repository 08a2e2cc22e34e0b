import {
  cleanNote,
  likeContains,
  noteModeProblem,
  noteProblem,
  parseBeatmapSearch,
  WORLD_CUP_TEXT as T,
} from "./world-cup.rules";

const msg = (p: { message: string } | null) => p?.message ?? null;

describe("world cup rules", () => {
  test.each([
    ["", null],
    ["# Pool\n- map", null],
    ["x".repeat(10_000), null],
    ["x".repeat(10_001), T.noteTooLong],
    [42, T.noteTooLong],
  ])("note %#", (content, expected) => expect(msg(noteProblem(content))).toBe(expected));

  test.each([
    ["osu", null],
    ["mania", null],
    ["hybrid", T.invalidMode],
    ["", T.invalidMode],
  ])("mode %j", (mode, expected) => expect(msg(noteModeProblem(mode))).toBe(expected));

  test("notes drop trailing blanks", () => {
    expect(cleanNote("hello \n\n")).toBe("hello");
    expect(cleanNote("   ")).toBe("");
  });

  test.each<[string, unknown]>([
    ["12", { search: { kind: "id", beatmapId: 12, osuBeatmapsetId: 12 } }],
    ["7", { search: { kind: "id", beatmapId: 7, osuBeatmapsetId: 7 } }],
    ["https://osu.ppy.sh/beatmapsets/1234#osu/55", { search: { kind: "osuLink", osuBeatmapsetId: 1234 } }],
    ["osu.ppy.sh/s/99", { search: { kind: "osuLink", osuBeatmapsetId: 99 } }],
    ["  Camellia  Ghost ", { search: { kind: "text", words: ["Camellia", "Ghost"] } }],
    ["99999999999", { search: { kind: "text", words: ["99999999999"] } }],
    ["x", { problem: { code: "BAD_USER_INPUT", message: T.searchTooShort } }],
    ["x".repeat(101), { problem: { code: "BAD_USER_INPUT", message: T.searchTooLong } }],
  ])("search %j", (input, expected) => expect(parseBeatmapSearch(input)).toEqual(expected));

  test("LIKE wildcards are escaped", () => {
    expect(likeContains("50%_a\\")).toBe("%50\\%\\_a\\\\%");
  });
});
