import {
  decodeBeatmapCursor,
  encodeBeatmapCursor,
  likePrefixPattern,
  matchesSearch,
  profileStatusRank,
  searchTermsOf,
  tokenizeSearch,
} from "./beatmap-search.rules";
import { BeatmapStatus } from "../../core/enums";

describe("search tokenising", () => {
  test.each<[string | null, string[]]>([
    [null, []],
    ["", []],
    ["   ", []],
    ["Camellia", ["camellia"]],
    ["  Camellia   GHOST camellia ", ["camellia", "ghost"]],
    ["a b c d e f g h i j", ["a", "b", "c", "d", "e", "f", "g", "h"]],
    [`${"x".repeat(80)}`, ["x".repeat(64)]],
  ])("%j → %j", (input, expected) => {
    expect(tokenizeSearch(input)).toEqual(expected);
  });

  test.each([
    ["abc", "abc%"],
    ["50%", "50\\%%"],
    ["a_b", "a\\_b%"],
    ["c:\\x", "c:\\\\x%"],
  ])("LIKE prefix of %s = %s", (token, expected) => {
    expect(likePrefixPattern(token)).toBe(expected);
  });

  test("terms are every suffix of every word, lower-cased", () => {
    expect(searchTermsOf("Hi Yo").sort()).toEqual(["hi", "i", "o", "yo"]);
    expect(searchTermsOf("aaa")).toEqual(["aaa", "aa", "a"]);
  });

  // The index's promise: "token is a substring of the text" ⇔ "some term of the text starts with the token".
  const texts = ["Camellia - GHOST", "xi Blue Zenith", "-White", "Nanahira feat. Camellia", "t+pazolite", "MISS MAGGIE"];
  const tokens = ["cam", "host", "zen", "ite", "+p", "-w", "feat.", "s m", "miss", "e", "zz", "ghost camellia"];
  test.each(tokens.flatMap((tok) => texts.map((text) => [tok, text] as const)))("token %j against %j", (tok, text) => {
    for (const t of tokenizeSearch(tok)) {
      const viaTerms = searchTermsOf(text).some((term) => term.startsWith(t));
      expect(viaTerms).toBe(matchesSearch([t], [text]));
    }
  });

  test("a mapset matches when ANY token is in ANY field", () => {
    expect(matchesSearch(["zz", "ghost"], ["Camellia", "GHOST", "host", "mapper"])).toBe(true);
    expect(matchesSearch(["zz"], ["Camellia", "GHOST"])).toBe(false);
  });

  test("cursors round-trip; garbage is refused", () => {
    const c = encodeBeatmapCursor({ createdAt: new Date("2024-01-02T03:04:05.678Z"), id: 42 });
    expect(decodeBeatmapCursor(c)).toEqual({ createdAt: new Date("2024-01-02T03:04:05.678Z"), id: 42 });
    expect(decodeBeatmapCursor("garbage")).toBeNull();
    expect(decodeBeatmapCursor(Buffer.from("nope_x").toString("base64url"))).toBeNull();
  });
});

describe("a member's profile list: status order", () => {
  test("WIP, Done, Qualified, Ranked, and every status of the schema has its place", () => {
    const statuses = Object.values(BeatmapStatus);
    expect(statuses.every((s) => profileStatusRank(s) >= 0)).toBe(true);
    expect([...statuses].sort((a, b) => profileStatusRank(a) - profileStatusRank(b))).toEqual([
      "WIP",
      "Done",
      "Qualified",
      "Ranked",
    ]);
    expect(profileStatusRank("Graveyard")).toBe(-1);
  });
});
