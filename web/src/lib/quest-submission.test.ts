import {
  BATCH_PRESETS,
  defaultObjective,
  defaultPartyRange,
  defaultQuestName,
  defaultQuestPrice,
  defaultTimeframeDays,
  questCreationCost,
  questDefaults,
  questDraftProblem,
  questSizeName,
} from "./quest-submission";

describe("questCreationCost", () => {
  it.each([
    // [mapsets, hasArtist, cost]
    [1, true, 125],
    [6, true, 55],
    [1, false, 135],
    [6, false, 65],
    [0, true, 727],
    [0, false, 727],
    [-3, true, 727],
    [2, true, 85],
    [9, true, 32.5],
    [9, false, 42.5],
    [10, true, 25],
    [10, false, 35],
    [42, true, 25],
  ])("%i mapset(s), artist %s → %d", (n, hasArtist, cost) => {
    expect(questCreationCost(n, hasArtist)).toBe(cost);
  });

  it("treats a missing count as none", () => {
    expect(questCreationCost(Number.NaN, true)).toBe(727);
  });
});

describe("client defaults for a submission", () => {
  it.each([
    // [mapsets, size, price, days, min, max]
    [1, "single", 20, 80, 1, 3],
    [2, "double", 10, 90, 2, 6],
    [3, "mini-pack", 5, 100, 3, 9],
    [4, "mini-pack", 0, 110, 4, 12],
    [5, "pack", 0, 120, 5, 15],
    [9, "pack", 0, 160, 9, 27],
    [10, "mega-pack", 0, 170, 10, 30],
    [25, "mega-pack", 0, 320, 25, 75],
  ] as const)("%i mapset(s): %s, %i pts, %i days, party %i-%i", (n, size, price, days, min, max) => {
    expect(questSizeName(n)).toBe(size);
    expect(defaultQuestPrice(n)).toBe(price);
    expect(defaultTimeframeDays(n)).toBe(days);
    expect(defaultPartyRange(n)).toEqual({ minParty: min, maxParty: max });
  });

  it("names the quest after the artist and the size", () => {
    expect(defaultQuestName("Lunar Engine", 1)).toBe("Lunar Engine single");
    expect(defaultQuestName("Lunar Engine", 12)).toBe("Lunar Engine mega-pack");
    expect(defaultQuestName(null, 2)).toBe("double");
  });

  it("writes an objective and bundles every default", () => {
    expect(defaultObjective("Lunar Engine", 2)).toContain("2 songs from **Lunar Engine**");
    expect(defaultObjective(null, 1)).toContain("1 song from the featured artist library");
    expect(questDefaults("Aurora", 3)).toEqual({
      name: "Aurora mini-pack",
      descriptionMain: defaultObjective("Aurora", 3),
      price: 5,
      timeframeDays: 100,
      minParty: 3,
      maxParty: 9,
    });
  });

  it("has one batch preset per size", () => {
    expect(BATCH_PRESETS.map((p) => questSizeName(p.requiredMapsets))).toEqual(BATCH_PRESETS.map((p) => p.size));
  });
});

describe("questDraftProblem", () => {
  const ok = {
    name: "A single",
    descriptionMain: "Map it",
    price: 20,
    requiredMapsets: 1,
    timeframeDays: 80,
    minParty: 1,
    maxParty: 3,
    modes: ["osu"],
  };
  it("accepts a valid draft", () => expect(questDraftProblem(ok)).toBeNull());
  it.each([
    [{ name: "  " }, "Name is required"],
    [{ descriptionMain: "" }, "Objective is required"],
    [{ price: 501 }, "Price must be a whole number from 0 to 500"],
    [{ price: 2.5 }, "Price must be a whole number from 0 to 500"],
    [{ timeframeDays: 0 }, "Timeframe must be between 1 and 730 days"],
    [{ minParty: 4 }, "Minimum party size cannot exceed the maximum"],
    [{ maxParty: 0 }, "Party size must be a whole number from 1 to 100"],
    [{ minRank: 6 }, "Minimum rank must be from 0 to 5"],
    [{ modes: [] }, "Select at least one mode!"],
  ])("%o → %s", (patch, message) => {
    expect(questDraftProblem({ ...ok, ...patch })).toBe(message);
  });
});
