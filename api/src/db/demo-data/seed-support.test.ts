import { numbered } from "./seed-support";

describe("numbered (unique names once the word pools run out)", () => {
  test("adds the smallest free number, case-insensitively, and records the result", () => {
    const taken = new Set(["blue fox", "blue fox2"]);
    expect(numbered("Blue Fox", taken, 15)).toBe("Blue Fox3");
    expect(taken.has("blue fox3")).toBe(true);
    expect(numbered("Blue Fox", taken, 15)).toBe("Blue Fox4");
  });

  test("cuts the name so name and number stay within the limit", () => {
    const taken = new Set<string>();
    const name = numbered("abcdefghijklmnop", taken, 15);
    expect(name).toBe("abcdefghijklmn2");
    expect(name.length).toBe(15);
  });
});
