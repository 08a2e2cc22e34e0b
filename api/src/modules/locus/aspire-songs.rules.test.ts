import { normalizeSongText, parseSongLines, searchWords, songLine } from "./aspire-songs.rules";

describe("Aspire's allowed songs: pure rules", () => {
  test.each([
    ["Café Lumière - Étoile", "cafe lumiere - etoile"],
    ["  CAMELLIA   -  Arche ", "camellia - arche"],
    ["*namirin - Ciel étoile", "*namirin - ciel etoile"],
    ["Ñandú", "nandu"],
  ])("normalizes %j for the search", (input, expected) => {
    expect(normalizeSongText(input)).toBe(expected);
  });

  test.each([
    ["", [], null],
    ["   ", [], null],
    ["Camellia", ["camellia"], null],
    ["arche  CAMELLIA arche", ["arche", "camellia"], null],
    ["é", [], "Type at least 2 letters to search"],
    ["x".repeat(201), [], "Search text must be at most 200 characters"],
  ])("search %j → words %j", (search, words, message) => {
    const got = searchWords(search);
    expect(got.words).toEqual(words);
    expect(got.problem?.message ?? null).toBe(message);
  });

  test("a pasted list: blank lines skipped, spaces trimmed and collapsed, repeats (ignoring case) kept once", () => {
    expect(parseSongLines("A - One\r\n\n  a  -   one\nB - Two\rC - Three\nA - ONE")).toEqual({
      lines: ["A - One", "B - Two", "C - Three"],
      problem: null,
    });
  });

  test.each([
    ["\n \n", 'Paste at least one song (one "Artist - Title" per line)'],
    [`ok - fine\n${"x".repeat(301)}`, "Line 2 is longer than 300 characters"],
    ["tab\tis - fine\nbell\u0007 - no", "Line 2 contains invalid characters"],
    [Array.from({ length: 20_001 }, (_, i) => `A - ${i}`).join("\n"), "Paste at most 20,000 songs at a time"],
  ])("refuses the whole paste: %#", (text, message) => {
    const got = parseSongLines(text);
    expect(got.lines).toEqual([]);
    expect(got.problem).toEqual({ code: "BAD_USER_INPUT", message });
  });

  test("a featured song's line", () => {
    expect(songLine(" Camellia ", "Arche  (extended)")).toBe("Camellia - Arche (extended)");
    expect(songLine("A", "x".repeat(400))).toHaveLength(300);
  });
});
