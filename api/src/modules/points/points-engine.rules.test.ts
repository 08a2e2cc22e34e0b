// Over 400 lines on purpose: one table per formula and per category of the points engine, side by side with the
// cases of the points table (docs/domain.md); the engine is one function, so are its tests.
import {
  bnMapPoints,
  calculateUserPoints,
  judgePoints,
  lengthFactor,
  missionTierPoints,
  questLatenessBonus,
  type EngineBeatmap,
  type EngineContest,
  type EngineInput,
  type EngineMission,
  type EngineQuest,
  type EngineResult,
  type EngineTask,
} from "./points-engine.rules";
import { CATEGORY_FIELDS } from "./points.rules";

// ---- builders ---------------------------------------------------------------------------------------------------------

const ME = 1;
const OTHER = 2;
const THIRD = 3;
const DAY = 24 * 60 * 60 * 1000;
const RANKED = new Date("2024-06-01T12:00:00Z");

let nextMapId = 1000;

function task(name: EngineTask["name"], mode: EngineTask["mode"], ...mapperIds: number[]): EngineTask {
  return { name, mode, mapperIds };
}

function map(overrides: Partial<EngineBeatmap> = {}): EngineBeatmap {
  return {
    id: nextMapId++,
    hostId: OTHER,
    songId: 1,
    length: 180,
    rankedDate: RANKED,
    isShowcase: false,
    invalidForPoints: false,
    tasks: [],
    modderIds: [],
    bnIds: [],
    quest: null,
    mission: null,
    isMissionWinner: false,
    ...overrides,
  };
}

function doneQuest(overrides: Partial<EngineQuest> = {}): EngineQuest {
  return {
    id: 10,
    status: "done",
    deadline: new Date(RANKED.getTime() + 5 * DAY),
    completed: new Date(RANKED.getTime() + 1 * DAY),
    ...overrides,
  };
}

function closedMission(overrides: Partial<EngineMission> = {}): EngineMission {
  return { id: 20, tier: 1, status: "closed", closingAnnounced: true, allMappersWin: false, ...overrides };
}

function contest(overrides: Partial<EngineContest> = {}): EngineContest {
  return {
    id: 30,
    isFeaturedArtistContest: true,
    isEligibleForPoints: true,
    completed: true,
    creatorIds: [],
    screenerIds: [],
    judgeIds: [],
    judgingThreshold: null,
    submissions: [],
    ...overrides,
  };
}

function calc(beatmaps: EngineBeatmap[], extra: Partial<EngineInput> = {}, userId = ME): EngineResult {
  return calculateUserPoints(userId, { beatmaps, contests: [], legacyPoints: 0, adjustmentPoints: 0, ...extra });
}

function sumCategories(r: EngineResult): number {
  return CATEGORY_FIELDS.reduce((s, f) => s + r[f], 0);
}

// ---- single formulas ---------------------------------------------------------------------------------------------------

describe("lengthFactor", () => {
  test.each([
    [30, 30 / 125],
    [60, 0.48],
    [90, 0.72],
    [120, 0.84],
    [150, 0.96],
    [180, 1.04],
    [210, 1.12],
    [240, 1.18],
    [270, 1.24],
    [400, 1.448],
    [520, 1.64],
  ])("%p s → %p", (seconds, expected) => {
    expect(lengthFactor(seconds)).toBeCloseTo(expected, 10);
  });

  test.each([90, 150, 210, 270])("band boundary %p s is continuous", (b) => {
    expect(lengthFactor(b - 1e-7)).toBeCloseTo(lengthFactor(b), 6);
    expect(lengthFactor(b + 1e-7)).toBeCloseTo(lengthFactor(b), 6);
  });

  test.each([
    [90.5, (90 + 0.5 / 2) / 125],
    [150.5, (120 + 0.5 / 3) / 125],
    [210.5, (140 + 0.5 / 4) / 125],
    [270.5, (155 + 0.5 / 5) / 125],
  ])("just above a boundary uses the next band (%p s)", (seconds, expected) => {
    expect(lengthFactor(seconds)).toBeCloseTo(expected, 10);
  });

  test.each([[null], [undefined], [Number.NaN], [0], [-10], [Number.POSITIVE_INFINITY]])("unknown length %p → 0", (v) => {
    expect(lengthFactor(v as number | null)).toBe(0);
  });
});

describe("questLatenessBonus (d = deadline − rankedDate in days)", () => {
  const deadline = new Date("2024-03-01T00:00:00Z");
  const ranked = (days: number) => new Date(deadline.getTime() - days * DAY);
  test.each([
    [5, 2],
    [0.00001, 2],
    [0, 1.5],
    [-0.00001, 1.5],
    [-10, 1.5],
    [-19.99, 1.5],
    [-20, 1],
    [-20.01, 1],
    [-39.99, 1],
    [-40, 0.5],
    [-40.01, 0.5],
    [-400, 0.5],
  ])("d = %p → %p", (d, expected) => {
    expect(questLatenessBonus(deadline, ranked(d))).toBe(expected);
  });
});

describe("missionTierPoints", () => {
  test.each([
    [1, 7],
    [2, 10],
    [3, 13],
    [4, 20],
    [5, 7],
    [0, 7],
    [-1, 7],
    [99, 7],
  ])("tier %p → %p", (tier, points) => {
    expect(missionTierPoints(tier)).toBe(points);
  });
});

describe("judgePoints", () => {
  const totals = (n: number, v = 0) => Array.from({ length: n }, () => v);
  test.each([
    ["no submissions", totals(0), null, 1],
    ["15 submissions", totals(15), null, 1],
    ["16 submissions, no threshold", totals(16), null, 1 + Math.log(16 / 15)],
    ["30 submissions, no threshold", totals(30), null, 1 + Math.log(2)],
    ["30 submissions, threshold 0 = none", totals(30), 0, 1 + Math.log(2)],
    ["45 submissions, threshold null", totals(45, 9), null, 1 + Math.log(3)],
    ["20 submissions, threshold 5, 16 above", [...totals(16, 6), ...totals(4, 1)], 5, 1 + Math.log(16 / 15)],
    ["20 submissions, threshold 5, 15 above", [...totals(15, 6), ...totals(5, 1)], 5, 1],
    ["20 submissions, threshold 5, equal does not count", [...totals(10, 6), ...totals(10, 5)], 5, 1],
    ["40 submissions, threshold 2, 30 above", [...totals(30, 3), ...totals(10, 0)], 2, 1 + Math.log(2)],
    ["10 submissions with threshold", totals(10, 9), 3, 1],
  ])("%s", (_label, screening, threshold, expected) => {
    expect(judgePoints(screening as number[], threshold as number | null)).toBeCloseTo(expected as number, 12);
  });
});

describe("bnMapPoints = max(1, f(L × tasks / 1.5))", () => {
  test.each([
    [180, 3, lengthFactor(360)],
    [120, 6, lengthFactor(480)],
    [90, 1, 1],
    [30, 2, 1],
    [null, 5, 1],
  ])("L=%p, tasks=%p → %p", (L, n, expected) => {
    expect(bnMapPoints(L, n)).toBeCloseTo(expected, 12);
  });
});

// ---- the engine ------------------------------------------------------------------------------------------------------

describe("calculateUserPoints: worked examples (README.md)", () => {
  test("180 s solo Insane in a done quest ranked 5 days before the deadline, hosted, completed on time", () => {
    const r = calc([map({ hostId: ME, tasks: [task("Insane", "osu", ME)], quest: doneQuest() })]);
    expect(r.insanePoints).toBeCloseTo(10.4, 9); // (8 + 2) × 1.04
    expect(r.osuPoints).toBeCloseTo(10.4, 9);
    expect(r.hostPoints).toBe(3);
    expect(r.questPoints).toBe(7);
    expect(r.completedQuestIds).toEqual([10]);
    expect(r.totalPoints).toBeCloseTo(20.4, 9);
    expect(r.rank).toBe(0);
  });

  test("quest completed after its deadline: no +7, but the quest is still completed", () => {
    const q = doneQuest({ completed: new Date(RANKED.getTime() + 6 * DAY) });
    const r = calc([map({ hostId: ME, tasks: [task("Insane", "osu", ME)], quest: q })]);
    expect(r.insanePoints).toBeCloseTo(10.4, 9);
    expect(r.questPoints).toBe(0);
    expect(r.completedQuestIds).toEqual([10]);
    expect(r.totalPoints).toBeCloseTo(13.4, 9);
  });

  test("90 s Hard shared by two, no quest: 2.52 each", () => {
    const beatmap = map({ length: 90, tasks: [task("Hard", "osu", ME, OTHER)] });
    for (const user of [ME, OTHER]) {
      const r = calc([beatmap], {}, user);
      expect(r.hardPoints).toBeCloseTo(2.52, 9);
      expect(r.osuPoints).toBeCloseTo(2.52, 9);
    }
    expect(calc([beatmap], {}, OTHER).hostPoints).toBe(3);
    expect(calc([beatmap], {}, ME).hostPoints).toBe(0);
  });
});

describe("calculateUserPoints: task rows", () => {
  test.each([
    ["Easy", "easyPoints", 5],
    ["Normal", "normalPoints", 6],
    ["Hard", "hardPoints", 7],
    ["Insane", "insanePoints", 8],
    ["Expert", "expertPoints", 8],
  ] as const)("solo %s at 150 s = base × 0.96, added to its mode", (name, field, base) => {
    const r = calc([map({ length: 150, tasks: [task(name, "taiko", ME)] })]);
    expect(r[field]).toBeCloseTo(base * 0.96, 9);
    expect(r.taikoPoints).toBeCloseTo(base * 0.96, 9);
    expect(r.osuPoints + r.catchPoints + r.maniaPoints).toBe(0);
  });

  test.each([
    ["Hitsounds", "hitsoundPoints", 2 * 1.04],
    ["Storyboard", "storyboardPoints", 10],
    ["Skin", "skinPoints", 5],
  ] as const)("solo %s at 180 s (no bonus, not in mode totals)", (name, field, expected) => {
    const mode = name === "Hitsounds" ? "hs" : name === "Storyboard" ? "sb" : "skin";
    const r = calc([map({ tasks: [task(name, mode, ME)], quest: doneQuest() })]);
    expect(r[field]).toBeCloseTo(expected, 9);
    expect(r.osuPoints + r.taikoPoints + r.catchPoints + r.maniaPoints).toBe(0);
    // an extra task is still quest participation
    expect(r.questPoints).toBe(7);
  });

  test("three mappers split a difficulty and its bonus; values rounded to 3 decimals", () => {
    const r = calc([map({ length: 100, tasks: [task("Normal", "mania", ME, OTHER, THIRD)], quest: doneQuest() })]);
    const expected = (6 / 3 + 2 / 3) * lengthFactor(100);
    expect(r.normalPoints).toBe(Math.round(expected * 1000) / 1000);
    expect(r.maniaPoints).toBe(r.normalPoints);
  });

  test("a hybrid map credits each difficulty to its own mode", () => {
    const r = calc([
      map({
        length: 90,
        tasks: [
          task("Hard", "osu", ME),
          task("Insane", "taiko", ME),
          task("Expert", "catch", ME, OTHER),
          task("Easy", "mania", OTHER),
        ],
      }),
    ]);
    expect(r.osuPoints).toBeCloseTo(7 * 0.72, 9);
    expect(r.taikoPoints).toBeCloseTo(8 * 0.72, 9);
    expect(r.catchPoints).toBeCloseTo(4 * 0.72, 9);
    expect(r.maniaPoints).toBe(0);
    expect(r.easyPoints).toBe(0);
  });

  test("a Ranked map without a length earns no length-scaled points and never NaN", () => {
    const r = calc([
      map({
        length: null,
        hostId: ME,
        tasks: [task("Insane", "osu", ME), task("Hitsounds", "hs", ME), task("Storyboard", "sb", ME)],
        bnIds: [],
      }),
      map({ length: null, bnIds: [ME], tasks: [task("Hard", "osu", OTHER)] }),
    ]);
    expect(r.insanePoints).toBe(0);
    expect(r.hitsoundPoints).toBe(0);
    expect(r.storyboardPoints).toBe(10);
    expect(r.hostPoints).toBe(3);
    expect(r.modPoints).toBe(1);
    expect(Number.isNaN(r.totalPoints)).toBe(false);
    expect(r.totalPoints).toBe(14);
  });

  test("a task listing me twice counts me once", () => {
    const r = calc([map({ length: 90, tasks: [task("Hard", "osu", ME, ME, OTHER)] })]);
    expect(r.hardPoints).toBeCloseTo(2.52, 9);
  });
});

describe("calculateUserPoints: repeated storyboard / hitsounds / skin on the same song (÷ r)", () => {
  test("hitsounds on two maps of the same song are divided by 2 each", () => {
    const r = calc([
      map({ songId: 7, length: 180, tasks: [task("Hitsounds", "hs", ME)] }),
      map({ songId: 7, length: 90, tasks: [task("Hitsounds", "hs", ME)] }),
    ]);
    expect(r.hitsoundPoints).toBeCloseTo((2 * 1.04) / 2 + (2 * 0.72) / 2, 9);
  });

  test("storyboard on three maps of one song counts once in total; another song counts fully", () => {
    const r = calc([
      map({ songId: 7, tasks: [task("Storyboard", "sb", ME)] }),
      map({ songId: 7, tasks: [task("Storyboard", "sb", ME)] }),
      map({ songId: 7, tasks: [task("Storyboard", "sb", ME)] }),
      map({ songId: 8, tasks: [task("Storyboard", "sb", ME)] }),
    ]);
    expect(r.storyboardPoints).toBeCloseTo(20, 9);
  });

  test("a shared skin repeated twice: (5 / 2 mappers) / 2 per map", () => {
    const r = calc([
      map({ songId: 7, tasks: [task("Skin", "skin", ME, OTHER)] }),
      map({ songId: 7, tasks: [task("Skin", "skin", ME)] }),
    ]);
    expect(r.skinPoints).toBeCloseTo(2.5 / 2 + 5 / 2, 9);
  });

  test("r counts only maps where I have that task type; difficulties are never divided", () => {
    const r = calc([
      map({ songId: 7, length: 90, tasks: [task("Hitsounds", "hs", ME), task("Hard", "osu", ME)] }),
      map({ songId: 7, length: 90, tasks: [task("Storyboard", "sb", ME), task("Hard", "osu", ME)] }),
      map({ songId: 7, length: 90, tasks: [task("Hitsounds", "hs", OTHER)] }),
    ]);
    expect(r.hitsoundPoints).toBeCloseTo(2 * 0.72, 9);
    expect(r.storyboardPoints).toBeCloseTo(10, 9);
    expect(r.hardPoints).toBeCloseTo(2 * 7 * 0.72, 9);
  });

  test("invalid maps do not count towards r", () => {
    const r = calc([
      map({ songId: 7, tasks: [task("Storyboard", "sb", ME)] }),
      map({ songId: 7, tasks: [task("Storyboard", "sb", ME)], invalidForPoints: true }),
    ]);
    expect(r.storyboardPoints).toBe(10);
  });
});

describe("calculateUserPoints: bonus rules (first match: done quest → closed mission → showcase)", () => {
  test.each([
    ["ranked before the deadline", 5, 2],
    ["ranked 10 days late", -10, 1.5],
    ["ranked 20 days late", -20, 1],
    ["ranked 30 days late", -30, 1],
    ["ranked 40 days late", -40, 0.5],
    ["ranked 90 days late", -90, 0.5],
  ])("quest map %s", (_label, daysBeforeDeadline, bonus) => {
    const q = doneQuest({ deadline: new Date(RANKED.getTime() + daysBeforeDeadline * DAY) });
    const r = calc([map({ length: 90, tasks: [task("Insane", "osu", ME)], quest: q })]);
    expect(r.insanePoints).toBeCloseTo((8 + bonus) * 0.72, 9);
  });

  test("quest bonus is split among the difficulty's mappers", () => {
    const r = calc([map({ length: 90, tasks: [task("Insane", "osu", ME, OTHER)], quest: doneQuest() })]);
    expect(r.insanePoints).toBeCloseTo((4 + 1) * 0.72, 9);
  });

  test.each(["wip", "open", "hidden"])("quest with status %s gives no bonus and no reward", (status) => {
    const r = calc([map({ length: 90, tasks: [task("Insane", "osu", ME)], quest: doneQuest({ status }) })]);
    expect(r.insanePoints).toBeCloseTo(8 * 0.72, 9);
    expect(r.questPoints).toBe(0);
    expect(r.completedQuestIds).toEqual([]);
  });

  test("a done quest beats the showcase bonus", () => {
    const q = doneQuest({ deadline: new Date(RANKED.getTime() - 50 * DAY) });
    const r = calc([map({ length: 90, isShowcase: true, tasks: [task("Hard", "osu", ME)], quest: q })]);
    expect(r.hardPoints).toBeCloseTo((7 + 0.5) * 0.72, 9);
  });

  test("showcase bonus: +2 for a solo difficulty", () => {
    const r = calc([map({ length: 90, isShowcase: true, tasks: [task("Hard", "osu", ME)] })]);
    expect(r.hardPoints).toBeCloseTo(9 * 0.72, 9);
  });

  test("showcase bonus is divided among collaborators (deliberate fix of README.md)", () => {
    const r = calc([map({ length: 90, isShowcase: true, tasks: [task("Hard", "osu", ME, OTHER)] })]);
    expect(r.hardPoints).toBeCloseTo((3.5 + 1) * 0.72, 9);
  });

  test("showcase bonus does not apply to extras", () => {
    const r = calc([map({ isShowcase: true, tasks: [task("Storyboard", "sb", ME), task("Hitsounds", "hs", ME)] })]);
    expect(r.storyboardPoints).toBe(10);
    expect(r.hitsoundPoints).toBeCloseTo(2 * 1.04, 9);
  });

  test("winning map of a closed, announced mission: +2/m per difficulty", () => {
    const r = calc([
      map({ length: 90, tasks: [task("Hard", "osu", ME, OTHER)], mission: closedMission(), isMissionWinner: true }),
    ]);
    expect(r.hardPoints).toBeCloseTo((3.5 + 1) * 0.72, 9);
  });

  test("non-winning map of a closed, announced mission: no bonus, and the showcase bonus does not apply either", () => {
    const r = calc([map({ length: 90, isShowcase: true, tasks: [task("Hard", "osu", ME)], mission: closedMission() })]);
    expect(r.hardPoints).toBeCloseTo(7 * 0.72, 9);
    expect(r.missionPoints).toBe(0);
  });

  test.each([
    ["open", true],
    ["closed", false],
    ["hidden", true],
  ])("mission %s, closingAnnounced=%p: not yet participation (showcase applies, no reward)", (status, announced) => {
    const r = calc([
      map({
        length: 90,
        hostId: ME,
        isShowcase: true,
        tasks: [task("Hard", "osu", ME)],
        mission: closedMission({ status, closingAnnounced: announced }),
        isMissionWinner: true,
      }),
    ]);
    expect(r.hardPoints).toBeCloseTo(9 * 0.72, 9);
    expect(r.missionPoints).toBe(0);
    expect(r.completedMissionIds).toEqual([]);
  });
});

describe("calculateUserPoints: quest reward (+7 once per quest)", () => {
  test("two maps of the same quest: one reward", () => {
    const r = calc([
      map({ tasks: [task("Hard", "osu", ME)], quest: doneQuest() }),
      map({ tasks: [task("Insane", "osu", ME)], quest: doneQuest() }),
      map({ tasks: [task("Insane", "osu", ME)], quest: doneQuest({ id: 11 }) }),
    ]);
    expect(r.questPoints).toBe(14);
    expect(r.completedQuestIds).toEqual([10, 11]);
  });

  test("map ranked on or before 2019-03-01: no reward (the bonus still applies)", () => {
    const ranked = new Date("2019-03-01T00:00:00Z");
    const q = doneQuest({ deadline: new Date("2019-03-10T00:00:00Z"), completed: new Date("2019-03-02T00:00:00Z") });
    const r = calc([map({ length: 90, rankedDate: ranked, tasks: [task("Hard", "osu", ME)], quest: q })]);
    expect(r.questPoints).toBe(0);
    expect(r.completedQuestIds).toEqual([10]);
    expect(r.hardPoints).toBeCloseTo(9 * 0.72, 9);
  });

  test("map ranked just after 2019-03-01 and completion on time: reward", () => {
    const ranked = new Date("2019-03-01T00:00:01Z");
    const q = doneQuest({ deadline: new Date("2019-03-10T00:00:00Z"), completed: new Date("2019-03-02T00:00:00Z") });
    expect(calc([map({ rankedDate: ranked, tasks: [task("Hard", "osu", ME)], quest: q })]).questPoints).toBe(7);
  });

  test("a quest with maps ranked before and after 2019-03-01 is rewarded once, whatever the order", () => {
    const q = doneQuest({ deadline: new Date("2019-03-10T00:00:00Z"), completed: new Date("2019-03-05T00:00:00Z") });
    const before = (id: number) =>
      map({ id, rankedDate: new Date("2019-02-20T00:00:00Z"), tasks: [task("Hard", "osu", ME)], quest: q });
    const after = (id: number) =>
      map({ id, rankedDate: new Date("2019-03-04T00:00:00Z"), tasks: [task("Hard", "osu", ME)], quest: q });
    for (const maps of [
      [before(1), after(2)],
      [after(1), before(2)],
    ]) {
      const r = calc(maps);
      expect(r.questPoints).toBe(7);
      expect(r.completedQuestIds).toEqual([10]);
    }
  });

  test("completed exactly at the deadline is not on time", () => {
    const q = doneQuest({ completed: new Date(RANKED.getTime() + 5 * DAY) });
    expect(calc([map({ tasks: [task("Hard", "osu", ME)], quest: q })]).questPoints).toBe(0);
  });

  test("hosting a quest map without a task is not quest participation", () => {
    const r = calc([map({ hostId: ME, tasks: [task("Hard", "osu", OTHER)], quest: doneQuest() })]);
    expect(r.questPoints).toBe(0);
    expect(r.completedQuestIds).toEqual([]);
    expect(r.hostPoints).toBe(3);
  });
});

describe("calculateUserPoints: mission reward", () => {
  test.each([
    [1, 7],
    [2, 10],
    [3, 13],
    [4, 20],
    [5, 7],
  ])("host of a winning map, tier %p → %p", (tier, points) => {
    const r = calc([
      map({ hostId: ME, tasks: [task("Hard", "osu", ME)], mission: closedMission({ tier }), isMissionWinner: true }),
    ]);
    expect(r.missionPoints).toBe(points);
    expect(r.completedMissionIds).toEqual([20]);
    expect(r.completedMissionAsGuestIds).toEqual([]);
  });

  test("guest difficulty mapper of a winning map gets the reward as a guest", () => {
    const r = calc([
      map({ hostId: OTHER, tasks: [task("Hard", "osu", ME)], mission: closedMission({ tier: 3 }), isMissionWinner: true }),
    ]);
    expect(r.missionPoints).toBe(13);
    expect(r.completedMissionIds).toEqual([]);
    expect(r.completedMissionAsGuestIds).toEqual([20]);
  });

  test("allMappersWin: every difficulty mapper counts like the host", () => {
    const beatmap = map({
      hostId: OTHER,
      tasks: [task("Hard", "osu", ME), task("Insane", "osu", THIRD)],
      mission: closedMission({ tier: 2, allMappersWin: true }),
      isMissionWinner: true,
    });
    for (const user of [ME, OTHER, THIRD]) {
      const r = calc([beatmap], {}, user);
      if (user === OTHER) {
        // the host without a difficulty of their own gets host points only
        expect(r.missionPoints).toBe(0);
        continue;
      }
      expect(r.missionPoints).toBe(10);
      expect(r.completedMissionIds).toEqual([20]);
      expect(r.completedMissionAsGuestIds).toEqual([]);
    }
  });

  test("only extras (storyboard) on a winning map: no reward", () => {
    const r = calc([map({ hostId: ME, tasks: [task("Storyboard", "sb", ME)], mission: closedMission(), isMissionWinner: true })]);
    expect(r.missionPoints).toBe(0);
    expect(r.completedMissionIds).toEqual([]);
  });

  test("winner of one mission through two maps, as guest and as host: rewarded once, as host", () => {
    const mission = closedMission({ tier: 4 });
    const guestMap = (id: number) => map({ id, hostId: OTHER, tasks: [task("Hard", "osu", ME)], mission, isMissionWinner: true });
    const hostMap = (id: number) => map({ id, hostId: ME, tasks: [task("Insane", "osu", ME)], mission, isMissionWinner: true });
    for (const maps of [
      [guestMap(1), hostMap(2)],
      [hostMap(1), guestMap(2)],
      [guestMap(2), hostMap(1)],
    ]) {
      const r = calc(maps);
      expect(r.missionPoints).toBe(20);
      expect(r.completedMissionIds).toEqual([20]);
      expect(r.completedMissionAsGuestIds).toEqual([]);
    }
  });

  test("two missions: each rewarded once", () => {
    const r = calc([
      map({ hostId: ME, tasks: [task("Hard", "osu", ME)], mission: closedMission({ id: 21, tier: 1 }), isMissionWinner: true }),
      map({
        hostId: OTHER,
        tasks: [task("Hard", "osu", ME)],
        mission: closedMission({ id: 22, tier: 4 }),
        isMissionWinner: true,
      }),
      map({ hostId: ME, tasks: [task("Hard", "osu", ME)], mission: closedMission({ id: 21, tier: 1 }), isMissionWinner: true }),
    ]);
    expect(r.missionPoints).toBe(27);
    expect(r.completedMissionIds).toEqual([21]);
    expect(r.completedMissionAsGuestIds).toEqual([22]);
  });

  test("a map invalid for its mission never wins", () => {
    const r = calc([
      map({
        length: 90,
        hostId: ME,
        tasks: [task("Hard", "osu", ME)],
        mission: closedMission(),
        isMissionWinner: true,
        isMissionInvalid: true,
      }),
    ]);
    expect(r.missionPoints).toBe(0);
    expect(r.hardPoints).toBeCloseTo(7 * 0.72, 9);
  });
});

describe("calculateUserPoints: host and mod points", () => {
  test("3 per hosted Ranked map, with or without tasks", () => {
    const r = calc([map({ hostId: ME }), map({ hostId: ME, tasks: [task("Hard", "osu", ME)] }), map({ hostId: OTHER })]);
    expect(r.hostPoints).toBe(6);
  });

  test("1 per map modded as non-BN", () => {
    expect(calc([map({ modderIds: [ME, OTHER] }), map({ modderIds: [ME] }), map({ modderIds: [OTHER] })]).modPoints).toBe(2);
  });

  test("BN points: ceil of the summed scaled values; a BN who also modded counts as BN only", () => {
    const tasks = [task("Hard", "osu", OTHER), task("Insane", "osu", OTHER), task("Expert", "osu", OTHER)];
    const r = calc([
      map({ length: 180, tasks, bnIds: [ME], modderIds: [ME] }), // f(360) = 1.384
      map({ length: 180, tasks, bnIds: [ME] }), // 1.384 → Σ 2.768
      map({ length: 60, tasks: tasks.slice(0, 1), bnIds: [ME] }), // f(40) = 0.32 → max 1 → Σ 3.768
      map({ modderIds: [ME] }), // +1 plain mod
    ]);
    expect(r.modPoints).toBe(Math.ceil(1.384 * 2 + 1) + 1);
  });

  test("BN scaling grows with length × tasks", () => {
    const sixTasks = Array.from({ length: 6 }, () => task("Insane", "osu", OTHER));
    expect(calc([map({ length: 300, tasks: sixTasks, bnIds: [ME] })]).modPoints).toBe(Math.ceil(lengthFactor(1200)));
  });
});

describe("calculateUserPoints: invalidForPoints", () => {
  test("an invalid map earns nothing for anybody", () => {
    const beatmap = map({
      hostId: ME,
      invalidForPoints: true,
      isShowcase: true,
      tasks: [task("Insane", "osu", ME), task("Hard", "osu", OTHER), task("Storyboard", "sb", ME)],
      modderIds: [THIRD],
      bnIds: [OTHER],
      quest: doneQuest(),
    });
    for (const user of [ME, OTHER, THIRD]) {
      const r = calc([beatmap], {}, user);
      expect(r.totalPoints).toBe(0);
      expect(r.completedQuestIds).toEqual([]);
    }
    const winner = map({
      hostId: ME,
      invalidForPoints: true,
      tasks: [task("Insane", "osu", ME)],
      mission: closedMission(),
      isMissionWinner: true,
    });
    const r = calc([winner]);
    expect(r.totalPoints).toBe(0);
    expect(r.completedMissionIds).toEqual([]);
  });

  test("valid maps next to an invalid one still count", () => {
    const r = calc([
      map({ hostId: ME, invalidForPoints: true, tasks: [task("Insane", "osu", ME)] }),
      map({ hostId: ME, length: 90, tasks: [task("Hard", "osu", ME)] }),
    ]);
    expect(r.hostPoints).toBe(3);
    expect(r.hardPoints).toBeCloseTo(5.04, 9);
    expect(r.insanePoints).toBe(0);
  });
});

describe("calculateUserPoints: contests", () => {
  const subs = (n: number, creatorId = OTHER, vote = 0) =>
    Array.from({ length: n }, () => ({ creatorId, screeningVoteTotal: vote }));

  test("creator 5, participant 3 per submission, screener 1, judge 1 per completed eligible FA contest", () => {
    const r = calc([], {
      contests: [
        contest({ id: 1, creatorIds: [ME], screenerIds: [ME], judgeIds: [ME], submissions: subs(3) }),
        contest({
          id: 2,
          submissions: [...subs(2), { creatorId: ME, screeningVoteTotal: 1 }, { creatorId: ME, screeningVoteTotal: 0 }],
        }),
        contest({ id: 3, creatorIds: [OTHER, ME] }),
      ],
    });
    expect(r.contestCreatorPoints).toBe(10);
    expect(r.contestParticipantPoints).toBe(6);
    expect(r.contestScreenerPoints).toBe(1);
    expect(r.contestJudgePoints).toBe(1);
    expect(r.totalPoints).toBe(18);
  });

  test.each([
    ["not a featured artist contest", { isFeaturedArtistContest: false }],
    ["not eligible for points", { isEligibleForPoints: false }],
    ["not completed (ongoing contests do not count)", { completed: false }],
  ])("%s → nothing", (_label, overrides) => {
    const r = calc([], {
      contests: [
        contest({
          creatorIds: [ME],
          screenerIds: [ME],
          judgeIds: [ME],
          submissions: [{ creatorId: ME, screeningVoteTotal: 3 }],
          ...overrides,
        }),
      ],
    });
    expect(r.totalPoints).toBe(0);
  });

  test("judge log scaling: no threshold, 30 submissions → 1 + ln 2; threshold with 16 above → 1 + ln(16/15)", () => {
    const r = calc([], {
      contests: [
        contest({ id: 1, judgeIds: [ME], submissions: subs(30) }),
        contest({ id: 2, judgeIds: [ME], judgingThreshold: 4, submissions: [...subs(16, OTHER, 5), ...subs(20, OTHER, 4)] }),
        contest({ id: 3, judgeIds: [ME], judgingThreshold: 4, submissions: [...subs(15, OTHER, 5), ...subs(20, OTHER, 4)] }),
      ],
    });
    expect(r.contestJudgePoints).toBeCloseTo(1 + Math.log(2) + 1 + Math.log(16 / 15) + 1, 12);
  });
});

describe("calculateUserPoints: legacy, adjustments, total and rank", () => {
  test("legacy and adjustment points are part of the total", () => {
    const r = calc([map({ hostId: ME })], { legacyPoints: 12.5, adjustmentPoints: -2 });
    expect(r.legacyPoints).toBe(12.5);
    expect(r.adjustmentPoints).toBe(-2);
    expect(r.totalPoints).toBe(13.5);
  });

  test.each([
    [0, 0],
    [99.999, 0],
    [100, 1],
    [249.9, 1],
    [250, 2],
    [499.99, 2],
    [500, 3],
    [999, 3],
    [1000, 4],
    [2499.5, 4],
    [2500, 5],
    [10000, 5],
    [-50, 0],
  ])("total %p → rank %p", (total, rank) => {
    const r = calc([], { adjustmentPoints: total });
    expect(r.totalPoints).toBe(total);
    expect(r.rank).toBe(rank);
  });

  test("rank from mapping points crosses a threshold", () => {
    // 34 solo hosted Insanes at 180 s: 34 × (8 × 1.04 + 3) = 384.88 → Silver
    const maps = Array.from({ length: 34 }, (_, i) => map({ songId: i, hostId: ME, tasks: [task("Insane", "osu", ME)] }));
    const r = calc(maps);
    expect(r.totalPoints).toBeCloseTo(384.88, 6);
    expect(r.rank).toBe(2);
  });

  test("no data → all zero", () => {
    const r = calc([]);
    for (const f of CATEGORY_FIELDS) expect(r[f]).toBe(0);
    expect(r.totalPoints).toBe(0);
    expect(r.rank).toBe(0);
  });

  test("maps where the user has no role change nothing", () => {
    const r = calc([map({ tasks: [task("Insane", "osu", OTHER)], modderIds: [THIRD], quest: doneQuest() })]);
    expect(r.totalPoints).toBe(0);
  });
});

// ---- property-style ----------------------------------------------------------------------------------------------------

/** mulberry32: a small seeded PRNG so that failures are reproducible. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomInput(rand: () => number): EngineInput {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const users = [1, 2, 3, 4, 5];
  const someUsers = (max: number) => {
    const n = 1 + Math.floor(rand() * max);
    return Array.from({ length: n }, () => pick(users));
  };
  const names = ["Easy", "Normal", "Hard", "Insane", "Expert", "Hitsounds", "Storyboard", "Skin"] as const;
  const beatmaps: EngineBeatmap[] = [];
  const mapCount = Math.floor(rand() * 12);
  for (let i = 0; i < mapCount; i++) {
    const tasks: EngineTask[] = [];
    const taskCount = Math.floor(rand() * 7);
    for (let j = 0; j < taskCount; j++) {
      const name = pick(names);
      const mode =
        name === "Hitsounds"
          ? "hs"
          : name === "Storyboard"
            ? "sb"
            : name === "Skin"
              ? "skin"
              : pick(["osu", "taiko", "catch", "mania"] as const);
      tasks.push(task(name, mode, ...someUsers(3)));
    }
    const kind = rand();
    const deadline = new Date(RANKED.getTime() + Math.floor((rand() - 0.7) * 100) * DAY);
    beatmaps.push(
      map({
        id: i + 1,
        hostId: pick(users),
        songId: Math.floor(rand() * 4),
        length: rand() < 0.1 ? null : Math.floor(rand() * 600) + rand(),
        rankedDate: rand() < 0.05 ? null : new Date(RANKED.getTime() - Math.floor(rand() * 3000) * DAY),
        isShowcase: rand() < 0.3,
        invalidForPoints: rand() < 0.1,
        tasks,
        modderIds: rand() < 0.5 ? someUsers(3) : [],
        bnIds: rand() < 0.5 ? someUsers(2) : [],
        quest:
          kind < 0.35
            ? doneQuest({
                id: 1 + Math.floor(rand() * 3),
                status: pick(["done", "done", "wip"]),
                deadline: rand() < 0.05 ? null : deadline,
                completed: new Date(deadline.getTime() + (rand() - 0.5) * 20 * DAY),
              })
            : null,
        mission:
          kind >= 0.35 && kind < 0.7
            ? closedMission({
                id: 1 + Math.floor(rand() * 3),
                tier: Math.floor(rand() * 7) - 1,
                status: pick(["closed", "closed", "open"]),
                closingAnnounced: rand() < 0.8,
                allMappersWin: rand() < 0.3,
              })
            : null,
        isMissionWinner: rand() < 0.5,
        isMissionInvalid: rand() < 0.1,
      }),
    );
  }
  const contests: EngineContest[] = Array.from({ length: Math.floor(rand() * 4) }, (_, i) =>
    contest({
      id: i + 1,
      isFeaturedArtistContest: rand() < 0.8,
      isEligibleForPoints: rand() < 0.8,
      completed: rand() < 0.8,
      creatorIds: someUsers(2),
      screenerIds: someUsers(3),
      judgeIds: someUsers(3),
      judgingThreshold: rand() < 0.5 ? null : Math.floor(rand() * 6),
      submissions: Array.from({ length: Math.floor(rand() * 40) }, () => ({
        creatorId: pick(users),
        screeningVoteTotal: Math.floor(rand() * 10),
      })),
    }),
  );
  return {
    beatmaps,
    contests,
    legacyPoints: rand() < 0.2 ? Math.round(rand() * 500) / 10 : 0,
    adjustmentPoints: rand() < 0.2 ? Math.round((rand() - 0.3) * 500) / 10 : 0,
  };
}

function shuffled<T>(xs: readonly T[], rand: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe("calculateUserPoints: properties over seeded random inputs", () => {
  test("category fields sum to totalPoints; modes sum to the difficulties; finite; order-independent", () => {
    const rand = prng(20240601);
    let nonTrivial = 0;
    for (let i = 0; i < 250; i++) {
      const input = randomInput(rand);
      for (const userId of [1, 2, 3, 4, 5]) {
        const r = calculateUserPoints(userId, input);
        const difficulties = r.easyPoints + r.normalPoints + r.hardPoints + r.insanePoints + r.expertPoints;
        const modes = r.osuPoints + r.taikoPoints + r.catchPoints + r.maniaPoints;
        for (const f of CATEGORY_FIELDS) expect(Number.isFinite(r[f])).toBe(true);
        expect(Math.abs(sumCategories(r) - r.totalPoints)).toBeLessThan(1e-6);
        expect(Math.abs(modes - difficulties)).toBeLessThan(1e-6);
        for (const f of [
          "easyPoints",
          "normalPoints",
          "hardPoints",
          "insanePoints",
          "expertPoints",
          "storyboardPoints",
          "hitsoundPoints",
          "skinPoints",
          "questPoints",
          "missionPoints",
          "modPoints",
          "hostPoints",
        ] as const) {
          expect(r[f]).toBeGreaterThanOrEqual(0);
        }
        expect(r.rank).toBe([100, 250, 500, 1000, 2500].filter((t) => r.totalPoints >= t).length);
        expect(new Set([...r.completedMissionIds, ...r.completedMissionAsGuestIds]).size).toBe(
          r.completedMissionIds.length + r.completedMissionAsGuestIds.length,
        );
        if (r.totalPoints !== 0) nonTrivial++;

        const again = calculateUserPoints(userId, {
          ...input,
          beatmaps: shuffled(input.beatmaps, rand),
          contests: shuffled(input.contests, rand),
        });
        expect(again).toEqual(r);
      }
    }
    expect(nonTrivial).toBeGreaterThan(300);
  });
});
