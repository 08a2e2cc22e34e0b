import { Mode, QuestStatus, TaskName } from "../../core/enums";
import {
  acceptProblem,
  type AcceptInput,
  canPay,
  canViewQuest,
  competingPartyIds,
  completionOutcome,
  DAY_MS,
  dropOutcome,
  isInactive,
  isQuestExpired,
  isQuestOverdue,
  linkProblem,
  normalizeModes,
  planAcceptCharges,
  priceLabel,
  QUEST_MSG,
  questCreationCost,
  questFieldsProblem,
  type QuestFields,
  reopenPrice,
  splitByModes,
} from "./quests.rules";
import { questLatenessBonus } from "../points/points-engine.rules";

const now = new Date("2026-06-01T00:00:00Z");
const before = new Date("2026-05-31T23:59:59Z");
const after = new Date("2026-06-01T00:00:01Z");
const days = (n: number) => new Date(now.getTime() + n * DAY_MS);

describe("quest status rules", () => {
  test.each([
    [QuestStatus.open, before, true],
    [QuestStatus.open, after, false],
    [QuestStatus.open, null, false],
    [QuestStatus.wip, before, false],
    [QuestStatus.scheduled, before, false],
  ])("%s quest expiring %p is expired: %p", (status, expiration, expected) => {
    expect(isQuestExpired({ status, expiration }, now)).toBe(expected);
  });

  test.each([
    [QuestStatus.wip, before, true],
    [QuestStatus.wip, after, false],
    [QuestStatus.done, before, false],
    [QuestStatus.open, before, false],
  ])("%s quest with deadline %p is overdue: %p", (status, deadline, expected) => {
    expect(isQuestOverdue({ status, deadline }, now)).toBe(expected);
  });

  test.each([
    [0, 25],
    [10, 30],
    [15, 32.5],
    [100, 75],
  ])("re-opening a %p point quest costs %p", (price, cost) => {
    expect(reopenPrice(price)).toBe(cost);
  });

  test.each([
    [1, "1 pt"],
    [0, "0 pts"],
    [20, "20 pts"],
  ])("price %p reads %p", (price, label) => {
    expect(priceLabel(price)).toBe(label);
  });
});

describe("creation cost (base 25, +10 without artist; n<1 → 727; n=1 → +100; 2..9 → +(10−n)·7.5; n≥10 → +0)", () => {
  test.each([
    [0, true, 727],
    [0, false, 727],
    [-3, true, 727],
    [1, true, 125],
    [1, false, 135],
    [2, true, 85],
    [2, false, 95],
    [6, true, 55],
    [6, false, 65],
    [9, true, 32.5],
    [9, false, 42.5],
    [10, true, 25],
    [10, false, 35],
    [40, true, 25],
  ])("%p mapsets, artist %p → %p", (n, hasArtist, cost) => {
    expect(questCreationCost(n, hasArtist)).toBe(cost);
  });
});

describe("affordability is one rule everywhere (a fix, see README.md: ≥)", () => {
  test.each([
    [10, 10, true],
    [9.99, 10, false],
    [10.01, 10, true],
    [0, 0, true],
    [-5, 0, false],
  ])("available %p, price %p → %p", (a, p, ok) => {
    expect(canPay(a, p)).toBe(ok);
  });
});

describe("visibility (a fix, see README.md)", () => {
  const member = { id: 1, isAdmin: false };
  const creator = { id: 2, isAdmin: false };
  const admin = { id: 3, isAdmin: true };
  const cases: [QuestStatus, boolean, boolean, boolean, boolean][] = [
    // status, anonymous, member, creator, admin
    [QuestStatus.open, true, true, true, true],
    [QuestStatus.wip, true, true, true, true],
    [QuestStatus.done, true, true, true, true],
    [QuestStatus.pending, false, false, true, true],
    [QuestStatus.rejected, false, false, true, true],
    [QuestStatus.scheduled, false, false, true, true],
    [QuestStatus.hidden, false, false, true, true],
  ];
  test.each(cases)("%s: anonymous %p, member %p, creator %p, admin %p", (status, anon, m, c, a) => {
    const q = { status, creatorId: 2 };
    expect([canViewQuest(q, null), canViewQuest(q, member), canViewQuest(q, creator), canViewQuest(q, admin)]).toEqual([
      anon,
      m,
      c,
      a,
    ]);
  });
});

describe("quest field validation (a fix, see README.md)", () => {
  const ok: QuestFields = {
    name: "Artist pack",
    descriptionMain: "Map it",
    price: 10,
    requiredMapsets: 3,
    timeframe: 100 * DAY_MS,
    minParty: 2,
    maxParty: 6,
    minRank: 0,
    modes: [Mode.osu, Mode.taiko],
    isMbc: false,
  };
  test.each<[string, Partial<QuestFields>, string | null]>([
    ["valid", {}, null],
    ["empty name", { name: "  " }, "Name is required"],
    ["long name", { name: "x".repeat(101) }, "Name must be at most 100 characters"],
    ["empty objective", { descriptionMain: "" }, "Objective is required"],
    ["long objective", { descriptionMain: "x".repeat(3001) }, "Objective must be at most 3000 characters"],
    ["negative price", { price: -1 }, "Price must be a whole number from 0 to 500"],
    ["fractional price", { price: 1.5 }, "Price must be a whole number from 0 to 500"],
    ["huge price", { price: 501 }, "Price must be a whole number from 0 to 500"],
    ["NaN price", { price: Number.NaN }, "Price must be a whole number from 0 to 500"],
    ["negative mapsets", { requiredMapsets: -1 }, "Required mapsets must be a whole number from 0 to 100"],
    ["zero mapsets (priced 727)", { requiredMapsets: 0 }, null],
    ["short timeframe", { timeframe: DAY_MS - 1 }, "Timeframe must be between 1 and 730 days"],
    ["long timeframe", { timeframe: 731 * DAY_MS }, "Timeframe must be between 1 and 730 days"],
    ["zero party", { minParty: 0 }, "Party size must be a whole number from 1 to 100"],
    ["min > max", { minParty: 7, maxParty: 6 }, "Minimum party size cannot exceed the maximum"],
    ["rank 6", { minRank: 6 }, "Minimum rank must be from 0 to 5"],
    ["no modes", { modes: [] }, "Select at least one mode!"],
    ["bad mode", { modes: ["hybrid" as Mode] }, "Invalid mode"],
    ["duplicate mode", { modes: [Mode.osu, Mode.osu] }, "Duplicate mode"],
    ["MBC with taiko", { isMbc: true }, "MBC quests do not support modes other than osu!"],
    ["MBC osu! only", { isMbc: true, modes: [Mode.osu] }, null],
  ])("%s", (_label, patch, expected) => {
    expect(questFieldsProblem({ ...ok, ...patch })?.message ?? null).toBe(expected);
  });

  test("modes are kept in canonical order without duplicates", () => {
    expect(normalizeModes([Mode.mania, Mode.osu, Mode.mania])).toEqual([Mode.osu, Mode.mania]);
  });
});

describe("accept charges: members pay, the leader covers the rest and must afford it up front", () => {
  test.each<
    [string, number, [number, number][], { covered: number; leaderCharge: number; leaderCanCover: boolean; payers: number[] }]
  >([
    [
      "everyone pays",
      10,
      [
        [1, 50],
        [2, 10],
        [3, 30],
      ],
      { covered: 0, leaderCharge: 10, leaderCanCover: true, payers: [1, 2, 3] },
    ],
    [
      "leader covers one",
      10,
      [
        [1, 20],
        [2, 9],
        [3, 30],
      ],
      { covered: 1, leaderCharge: 20, leaderCanCover: true, payers: [1, 1, 3] },
    ],
    [
      "leader cannot cover",
      10,
      [
        [1, 19],
        [2, 9],
        [3, 30],
      ],
      { covered: 1, leaderCharge: 20, leaderCanCover: false, payers: [1, 1, 3] },
    ],
    [
      "leader cannot pay self",
      10,
      [
        [1, 5],
        [2, 50],
      ],
      { covered: 0, leaderCharge: 10, leaderCanCover: false, payers: [1, 2] },
    ],
    [
      "leader covers all",
      5,
      [
        [1, 15],
        [2, 0],
        [3, 4],
      ],
      { covered: 2, leaderCharge: 15, leaderCanCover: true, payers: [1, 1, 1] },
    ],
    [
      "free quest",
      0,
      [
        [1, 0],
        [2, 0],
      ],
      { covered: 0, leaderCharge: 0, leaderCanCover: true, payers: [] },
    ],
  ])("%s", (_label, price, members, expected) => {
    const plan = planAcceptCharges(
      price,
      1,
      members.map(([userId, available]) => ({ userId, available })),
    );
    expect({
      covered: plan.covered,
      leaderCharge: plan.leaderCharge,
      leaderCanCover: plan.leaderCanCover,
      payers: plan.charges.map((c) => c.userId),
    }).toEqual(expected);
    expect(plan.charges.every((c) => c.amount === price)).toBe(true);
  });
});

describe("accept checks, in the spec's order (README.md)", () => {
  const quest: AcceptInput["quest"] = {
    status: QuestStatus.open,
    modes: [Mode.osu, Mode.taiko],
    minParty: 2,
    maxParty: 3,
    minRank: 1,
    isMbc: false,
    expiration: days(10),
    price: 10,
  };
  const party: NonNullable<AcceptInput["party"]> = {
    modes: [Mode.osu],
    leaderId: 1,
    rank: 2,
    members: [
      { userId: 1, available: 100 },
      { userId: 2, available: 100 },
    ],
  };
  test.each<[string, Partial<AcceptInput["quest"]>, Partial<NonNullable<AcceptInput["party"]>> | null, string | null]>([
    ["ok", {}, {}, null],
    ["quest not open", { status: QuestStatus.wip }, {}, "Error: Object not found"],
    ["no party led by me", {}, null, QUEST_MSG.partyNotFound],
    ["no modes", {}, { modes: [] }, QUEST_MSG.noModes],
    ["too few members", {}, { members: [{ userId: 1, available: 100 }] }, QUEST_MSG.requirements],
    ["too many members", { maxParty: 1, minParty: 1 }, {}, QUEST_MSG.requirements],
    ["rank too low", { minRank: 3 }, {}, QUEST_MSG.requirements],
    ["expired", { expiration: days(-1) }, {}, QUEST_MSG.requirements],
    ["mode taken", {}, { modes: [Mode.osu, Mode.mania] }, "Quest already exists for selected mode(s)! (mania)"],
    ["MBC non-osu", { isMbc: true, modes: [Mode.osu, Mode.taiko] }, { modes: [Mode.taiko] }, QUEST_MSG.mbcOsuOnly],
    [
      "leader cannot cover",
      {},
      {
        members: [
          { userId: 1, available: 15 },
          { userId: 2, available: 3 },
        ],
      },
      QUEST_MSG.cannotAfford,
    ],
    ["requirements before modes", { minRank: 5 }, { modes: [Mode.mania] }, QUEST_MSG.requirements],
  ])("%s", (_label, q, p, expected) => {
    const problem = acceptProblem({ quest: { ...quest, ...q }, party: p === null ? null : { ...party, ...p }, now });
    expect(problem?.message ?? null).toBe(expected);
  });
});

describe("split by modes and competing parties (README.md)", () => {
  test.each<[Mode[], Mode[], boolean, Mode[]]>([
    [[Mode.osu], [Mode.osu], true, []],
    [[Mode.osu, Mode.taiko, Mode.catch, Mode.mania], [Mode.taiko], false, [Mode.osu, Mode.catch, Mode.mania]],
    [[Mode.osu, Mode.taiko], [Mode.taiko, Mode.osu], true, []],
  ])("quest %p, party %p → takes all %p, remaining %p", (q, p, takesAll, remaining) => {
    expect(splitByModes(q, p)).toEqual({ takesAll, remaining });
  });

  const parties = [
    { id: 1, modes: [Mode.osu] },
    { id: 2, modes: [Mode.osu, Mode.taiko] },
    { id: 3, modes: [Mode.catch] },
    { id: 4, modes: [] as Mode[] },
  ];
  test.each<[Mode[], boolean, number[]]>([
    [[Mode.osu], false, [2]],
    [[Mode.taiko], false, [2]],
    [[Mode.mania], false, []],
    [[Mode.osu], true, [2, 3, 4]],
  ])("party 1 accepting %p (takes all %p) removes %p", (modes, takesAll, removed) => {
    expect(competingPartyIds(parties, 1, modes, takesAll)).toEqual(removed);
  });
});

describe("drop, completion and inactivity (README.md)", () => {
  test.each<[Mode[], { id: number; modes: Mode[] } | null, QuestStatus, Mode[] | null]>([
    [[Mode.osu], null, QuestStatus.open, null],
    [[Mode.osu], { id: 9, modes: [Mode.taiko, Mode.mania] }, QuestStatus.hidden, [Mode.osu, Mode.taiko, Mode.mania]],
    [[Mode.catch, Mode.osu], { id: 9, modes: [Mode.osu] }, QuestStatus.hidden, [Mode.osu, Mode.catch]],
  ])("modes %p, twin %p → %s, twin modes %p", (modes, twin, status, twinModes) => {
    expect(dropOutcome(modes, twin)).toEqual({ status, twinModes });
  });

  const deadline = new Date("2026-03-01T00:00:00Z");
  const at = (d: number) => new Date(deadline.getTime() + d * DAY_MS);
  test.each<[string, (Date | null)[], Date | null, Date | null]>([
    ["on time keeps the deadline", [at(-5), at(-30)], at(-5), deadline],
    ["late by 10 days: deadline := completed + 1 day", [at(10), at(-3)], at(10), at(11)],
    ["late by 3 days", [at(3)], at(3), at(4)],
    ["late by 11 days keeps the deadline", [at(11)], at(11), deadline],
    ["null dates ignored", [null, at(-1)], at(-1), deadline],
  ])("%s", (_label, dates, completed, newDeadline) => {
    expect(completionOutcome(deadline, dates)).toEqual({ ok: true, completed, deadline: newDeadline });
  });

  test("no Ranked map: not completed, with the reason (a fix, see README.md)", () => {
    expect(completionOutcome(deadline, [])).toEqual({ ok: false, reason: "it has no Ranked beatmaps with a ranked date" });
    expect(completionOutcome(deadline, [null])).toMatchObject({ ok: false });
  });

  test.each<[string, number, number | null, number | null, boolean]>([
    ["all older than a year", -400, -400, -380, true],
    ["no maps", -400, -400, null, true],
    ["recent map update", -400, -400, -10, false],
    ["recently updated quest", -10, -400, null, false],
    ["recent deadline", -400, -100, null, false],
    ["no deadline", -400, null, null, false],
  ])("%s → inactive %p", (_label, updated, dl, map, expected) => {
    expect(
      isInactive({ updatedAt: days(updated), deadline: dl === null ? null : days(dl) }, map === null ? null : days(map), now),
    ).toBe(expected);
  });

  test("the lateness multipliers shown with quests are the points engine's", () => {
    expect([5, -5, -25, -45].map((d) => questLatenessBonus(deadline, at(-d)))).toEqual([2, 1.5, 1, 0.5]);
  });
});

describe("linking a mapset to a quest", () => {
  const quest = { status: QuestStatus.wip, modes: [Mode.osu, Mode.taiko] };
  const t = (name: TaskName, mode: string, mapperIds: number[]) => ({ name, mode, mapperIds });
  test.each<[string, Partial<typeof quest>, ReturnType<typeof t>[], string | null]>([
    ["members' difficulties in allowed modes", {}, [t(TaskName.Hard, "osu", [1]), t(TaskName.Insane, "taiko", [1, 2])], null],
    ["quest not wip", { status: QuestStatus.open }, [], QUEST_MSG.linkQuestNotWip],
    ["done quest", { status: QuestStatus.done }, [], QUEST_MSG.linkQuestNotWip],
    ["wrong mode", {}, [t(TaskName.Hard, "mania", [1])], QUEST_MSG.linkWrongMode],
    ["non-member mapper", {}, [t(TaskName.Hard, "osu", [1, 3])], QUEST_MSG.linkNotInParty],
    [
      "hitsounds, storyboard and skin are exempt",
      {},
      [t(TaskName.Hitsounds, "hs", [3]), t(TaskName.Storyboard, "sb", [4]), t(TaskName.Skin, "skin", [5])],
      null,
    ],
    ["mode checked before membership", {}, [t(TaskName.Hard, "mania", [3])], QUEST_MSG.linkWrongMode],
  ])("%s", (_label, q, tasks, expected) => {
    expect(linkProblem({ ...quest, ...q }, [1, 2], tasks)?.message ?? null).toBe(expected);
  });
});
