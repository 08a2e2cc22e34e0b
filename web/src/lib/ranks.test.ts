import { rankForPoints, rankInfo, tierName } from "./ranks";

describe("ranks", () => {
  test.each([
    [0, 0],
    [99.9, 0],
    [100, 1],
    [249, 1],
    [250, 2],
    [500, 3],
    [999.99, 3],
    [1000, 4],
    [2500, 5],
    [10000, 5],
  ])("%p points -> rank %p", (points, rank) => expect(rankForPoints(points)).toBe(rank));

  test.each([
    [0, "Unranked"],
    [1, "Bronze"],
    [5, "Unreal"],
    [9, "Unreal"],
    [-1, "Unranked"],
  ])("rank %p is %s", (rank, name) => expect(rankInfo(rank).name).toBe(name));

  test.each([
    [1, "Bronze"],
    [4, "Platinum"],
    [7, "Tier 7"],
  ])("tier %p is %s", (tier, name) => expect(tierName(tier)).toBe(name));
});
