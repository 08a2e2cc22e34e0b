import { TaskMode, TaskName } from "../../core/enums";
import { shouldPromoteBadge, badgePromotionWhere } from "../points/badges.rules";
import { previewBonus, previewPoints, type PreviewMap } from "./beatmap-points.rules";

const NOW = new Date("2024-06-01T00:00:00Z");
const DAY = 86_400_000;
const HOST = 1;
const GUEST = 2;
const MODDER = 3;
const BN = 4;

function map(over: Partial<PreviewMap> = {}): PreviewMap {
  return {
    id: 1,
    hostId: HOST,
    songId: 1,
    length: 180,
    rankedDate: null,
    isShowcase: false,
    tasks: [{ id: 10, name: TaskName.Insane, mode: TaskMode.osu, mapperIds: [HOST] }],
    modderIds: [],
    bnIds: [],
    quest: null,
    mission: null,
    ...over,
  };
}

const t = (id: number, name: TaskName, mapperIds: number[], mode: TaskMode = TaskMode.osu) => ({ id, name, mode, mapperIds });

describe("points preview (as if ranked now), from the engine's formulas", () => {
  test.each<[string, Partial<PreviewMap>, { task: number; perMapper: number; total: number }[], number]>([
    ["180 s solo Insane: 8 × 1.04", {}, [{ task: 10, perMapper: 8.32, total: 8.32 }], 11.32],
    [
      "90 s Hard shared by two: 3.5 × 0.72 each",
      { length: 90, tasks: [t(10, TaskName.Hard, [HOST, GUEST])] },
      [{ task: 10, perMapper: 2.52, total: 5.04 }],
      8.04,
    ],
    [
      "hitsounds scale with length, storyboard and skin do not",
      {
        tasks: [
          t(1, TaskName.Hitsounds, [HOST], TaskMode.hs),
          t(2, TaskName.Storyboard, [GUEST], TaskMode.sb),
          t(3, TaskName.Skin, [GUEST, HOST], TaskMode.skin),
        ],
      },
      [
        { task: 1, perMapper: 2.08, total: 2.08 },
        { task: 2, perMapper: 10, total: 10 },
        { task: 3, perMapper: 2.5, total: 5 },
      ],
      20.08,
    ],
    [
      "quest before its deadline: +2 per difficulty (10.4, the spec's worked example)",
      { quest: { id: 5, deadline: new Date(NOW.getTime() + 5 * DAY), completed: null } },
      [{ task: 10, perMapper: 10.4, total: 10.4 }],
      13.4,
    ],
    [
      "quest 30 days late: +1",
      { quest: { id: 5, deadline: new Date(NOW.getTime() - 30 * DAY), completed: null } },
      [{ task: 10, perMapper: 9.36, total: 9.36 }],
      12.36,
    ],
    [
      "quest 50 days late: +0.5",
      { quest: { id: 5, deadline: new Date(NOW.getTime() - 50 * DAY), completed: null } },
      [{ task: 10, perMapper: 8.84, total: 8.84 }],
      11.84,
    ],
    [
      "priority quest (assumed won): +2",
      { mission: { id: 7, tier: 2, allMappersWin: false } },
      [{ task: 10, perMapper: 10.4, total: 10.4 }],
      13.4,
    ],
    [
      "showcase: +2 split among collaborators",
      { isShowcase: true, tasks: [t(10, TaskName.Insane, [HOST, GUEST])] },
      [{ task: 10, perMapper: 5.2, total: 10.4 }],
      13.4,
    ],
    [
      "bonus never applies to extras",
      { isShowcase: true, tasks: [t(1, TaskName.Storyboard, [HOST], TaskMode.sb)] },
      [{ task: 1, perMapper: 10, total: 10 }],
      13,
    ],
  ])("%s", (_n, over, tasks, total) => {
    const p = previewPoints(map(over), NOW);
    for (const expected of tasks) {
      const line = p.tasks.find((x) => x.taskId === expected.task)!;
      expect(line.pointsPerMapper).toBeCloseTo(expected.perMapper, 3);
      expect(line.points).toBeCloseTo(expected.total, 3);
    }
    expect(p.totalPoints).toBeCloseTo(total, 3);
    expect(p.hostPoints).toBe(3);
  });

  test("per-person lines are the engine's own results for this map (host, guest, modder, nominator, rewards)", () => {
    const p = previewPoints(
      map({
        tasks: [
          t(1, TaskName.Insane, [HOST]),
          t(2, TaskName.Hard, [GUEST]),
          t(3, TaskName.Hitsounds, [HOST], TaskMode.hs),
          t(4, TaskName.Normal, [GUEST]),
        ],
        modderIds: [MODDER, BN],
        bnIds: [BN],
        mission: { id: 7, tier: 3, allMappersWin: false },
      }),
      NOW,
    );
    const by = Object.fromEntries(p.users.map((u) => [u.userId, u]));
    expect(by[HOST]).toMatchObject({ difficulties: 10.4, hitsounds: 2.08, host: 3, mission: 13, modding: 0 });
    expect(by[HOST].total).toBeCloseTo(28.48, 3);
    // A guest wins the mission as a guest (the engine's completedMissionsAsGuest) and gets the tier reward too.
    expect(by[GUEST]).toMatchObject({ difficulties: 17.68, host: 0, mission: 13 });
    expect(by[MODDER]).toMatchObject({ modding: 1, total: 1 });
    // BN: max(1, f(180 × 4 / 1.5)) = 1.576 → the engine's ceiling makes 2; the displayed per-map figure is 1.6.
    expect(by[BN]).toMatchObject({ modding: 2, total: 2 });
    expect(p.bnPoints).toBe(1.6);
    expect(by[GUEST].total).toBeCloseTo(30.68, 3);
    expect(p.users.map((u) => u.userId)).toEqual([GUEST, HOST, BN, MODDER]);
  });

  test("a quest completed now and on time earns the +7 quest reward", () => {
    const p = previewPoints(map({ quest: { id: 5, deadline: new Date(NOW.getTime() + DAY), completed: null } }), NOW);
    expect(p.users.find((u) => u.userId === HOST)).toMatchObject({ quest: 7, difficulties: 10.4 });
  });

  test("a Ranked map keeps its own ranked date for the lateness bonus", () => {
    const deadline = new Date(NOW.getTime() - 10 * DAY);
    const early = previewBonus(
      map({ quest: { id: 5, deadline, completed: null }, rankedDate: new Date(deadline.getTime() - DAY) }),
      new Date(deadline.getTime() - DAY),
    );
    expect(early).toEqual({ bonus: 2, source: "quest" });
    const p = previewPoints(
      map({ quest: { id: 5, deadline, completed: null }, rankedDate: new Date(deadline.getTime() - DAY) }),
      NOW,
    );
    expect(p.bonusPerDifficulty).toBe(2);
  });

  test.each<[Partial<PreviewMap>, string]>([
    [{}, "based on 3m0s length and 1 difficulty"],
    [
      { length: 95, tasks: [t(1, TaskName.Easy, [1]), t(2, TaskName.Hard, [1]), t(3, TaskName.Hitsounds, [1], TaskMode.hs)] },
      "based on 1m35s length and 2 difficulties",
    ],
    [
      { mission: { id: 1, tier: 1, allMappersWin: false } },
      "based on 3m0s length and 1 difficulty + includes 2 mission bonus points per difficulty",
    ],
    [
      { quest: { id: 1, deadline: new Date(NOW.getTime() - 25 * DAY), completed: null } },
      "based on 3m0s length and 1 difficulty + includes 1 quest bonus point per difficulty",
    ],
  ])("summary %#", (over, expected) => {
    expect(previewPoints(map(over), NOW).summary).toBe(expected);
  });
});

describe("badge promotion rule (README.md)", () => {
  test.each([
    [{ rank: 3, badge: 2, queuedBadge: 3 }, true],
    [{ rank: 3, badge: 2, queuedBadge: 2 }, false],
    [{ rank: 3, badge: 3, queuedBadge: 3 }, false],
    [{ rank: 0, badge: 1, queuedBadge: 0 }, false],
    [{ rank: 1, badge: 0, queuedBadge: 1 }, true],
    [{ rank: 2, badge: 3, queuedBadge: 2 }, true],
    [{ rank: 5, badge: 4, queuedBadge: 4 }, false],
  ])("%j → %s", (u, expected) => {
    expect(shouldPromoteBadge(u)).toBe(expected);
  });

  test("the SQL condition says the same", () => {
    expect(badgePromotionWhere("x")).toBe("x.rank >= 1 AND x.rank <> x.badge AND x.rank = x.queued_badge");
  });
});
