import { Rng } from "../../db/demo-data/random";
import {
  availablePoints,
  badgeProgress,
  breakdownRows,
  CATEGORY_FIELDS,
  pointsInfo,
  rankFromTotal,
  round1,
  thresholdForRank,
  totalFromFields,
  type PointFields,
} from "./points.rules";

function fields(over: Partial<PointFields> = {}): PointFields {
  const base = Object.fromEntries(CATEGORY_FIELDS.map((f) => [f, 0])) as unknown as PointFields;
  return { ...base, osuPoints: 0, taikoPoints: 0, catchPoints: 0, maniaPoints: 0, spentPoints: 0, ...over };
}

describe("rankFromTotal", () => {
  test.each([
    [0, 0],
    [99.99, 0],
    [100, 1],
    [249.9, 1],
    [250, 2],
    [499.99, 2],
    [500, 3],
    [999.9, 3],
    [1000, 4],
    [2499.99, 4],
    [2500, 5],
    [99999, 5],
  ])("%p points → rank %p", (total, rank) => expect(rankFromTotal(total)).toBe(rank));

  test("thresholds", () => {
    expect([0, 1, 2, 3, 4, 5].map(thresholdForRank)).toEqual([0, 100, 250, 500, 1000, 2500]);
  });
});

describe("badgeProgress", () => {
  test("halfway from bronze to silver", () => {
    const p = badgeProgress(175);
    expect(p).toMatchObject({
      rank: 1,
      rankName: "Bronze",
      nextRank: 2,
      nextRankName: "Silver",
      nextThreshold: 250,
      pointsToNext: 75,
    });
    expect(p.progress).toBeCloseTo(0.5);
  });
  test("unreal is the top", () => {
    expect(badgeProgress(3000)).toMatchObject({ rank: 5, rankName: "Unreal", nextRank: null, progress: 1, pointsToNext: 0 });
  });
  test("a newcomer", () => {
    expect(badgeProgress(0)).toMatchObject({ rank: 0, nextThreshold: 100, pointsToNext: 100, progress: 0 });
  });
});

describe("pointsInfo", () => {
  test("mission points count as 'other', so the three buckets sum to the total", () => {
    const p = fields({ easyPoints: 10.44, osuPoints: 10.44, modPoints: 3, missionPoints: 20, hostPoints: 3, spentPoints: 12.5 });
    const info = pointsInfo(p);
    expect(info).toEqual({ total: 36.4, available: 23.9, mapping: 10.4, modding: 3, other: 23 });
    expect(round1(info.mapping + info.modding + info.other)).toBe(info.total);
  });

  test("available can be computed unrounded for balance checks", () => {
    expect(availablePoints(fields({ questPoints: 7, spentPoints: 7.5 }))).toBeCloseTo(-0.5);
  });

  test("property: buckets always sum to the total, breakdown rows always sum to the total", () => {
    const rng = new Rng(7);
    for (let i = 0; i < 500; i++) {
      const p = fields();
      for (const f of CATEGORY_FIELDS)
        (p as unknown as Record<string, number>)[f] = rng.chance(0.6) ? Math.round(rng.next() * 300000) / 1000 : 0;
      const diff = p.easyPoints + p.normalPoints + p.hardPoints + p.insanePoints + p.expertPoints;
      p.osuPoints = diff * 0.5;
      p.taikoPoints = diff * 0.2;
      p.catchPoints = diff * 0.2;
      p.maniaPoints = diff - p.osuPoints - p.taikoPoints - p.catchPoints;
      const info = pointsInfo(p);
      expect(round1(info.mapping + info.modding + info.other)).toBe(info.total);
      const rows = breakdownRows(p);
      expect(Math.round(rows.reduce((s, r) => s + r.points, 0) * 10)).toBe(Math.round(info.total * 10));
      expect(Math.abs(info.total - totalFromFields(p))).toBeLessThanOrEqual(0.05 + 1e-9);
      for (const r of rows) expect(Math.abs(r.points * 10 - Math.round(r.points * 10))).toBeLessThan(1e-9);
    }
  });
});

describe("breakdownRows", () => {
  test("omits empty categories and labels the rest", () => {
    const rows = breakdownRows(fields({ insanePoints: 10.4, hostPoints: 3, questPoints: 7 }));
    expect(rows).toEqual([
      { key: "insane", label: "Insane difficulties", points: 10.4 },
      { key: "quest", label: "Completed quests", points: 7 },
      { key: "host", label: "Hosting mapsets", points: 3 },
    ]);
  });

  test("largest remainder keeps the sum exact", () => {
    const rows = breakdownRows(fields({ easyPoints: 0.05, normalPoints: 0.05, hardPoints: 0.05 }));
    expect(rows.reduce((s, r) => s + r.points, 0)).toBeCloseTo(0.2, 10);
  });
});
