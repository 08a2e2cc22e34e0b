import { artistRerollCost, canAfford, genreRerollCost, SONG_REROLL_COST } from "./showcase";

describe("showcase reroll costs (docs/domain.md#showcase-selection)", () => {
  it("song: 35", () => {
    expect(SONG_REROLL_COST).toBe(35);
  });
  it("artist: 10 × 2^k", () => {
    expect([0, 1, 2, 3, 4].map(artistRerollCost)).toEqual([10, 20, 40, 80, 160]);
    expect(artistRerollCost(-1)).toBe(10);
  });
  it("genre: 2 × (k + 1)", () => {
    expect([0, 1, 2, 3].map(genreRerollCost)).toEqual([2, 4, 6, 8]);
  });
  it("affordability compares effective available points with the cost", () => {
    expect(canAfford(35, 35)).toBe(true);
    expect(canAfford(34.9, 35)).toBe(false);
    expect(canAfford(0, 10)).toBe(false);
    expect(canAfford(Number.NaN, 0)).toBe(false);
  });
});
