import { Mode, QuestStatus } from "../../core/enums";
import {
  initialPartyModes,
  inviteProblem,
  type InviteInput,
  joinProblem,
  type JoinInput,
  kickProblem,
  leaveProblem,
  PARTY_MSG,
  partyModesProblem,
  partyRank,
  wipJoinPayer,
} from "./parties.rules";

describe("party rank", () => {
  test.each([
    [[], 0],
    [[3], 3],
    [[1, 2], 2],
    [[1, 1, 2], 1],
    [[0, 5, 5], 3],
  ])("ranks %p → %p", (ranks, rank) => {
    expect(partyRank(ranks as number[])).toBe(rank);
  });
});

describe("initial party modes", () => {
  test.each<[Mode, Mode[], Mode[]]>([
    [Mode.taiko, [Mode.osu, Mode.taiko], [Mode.taiko]],
    [Mode.mania, [Mode.osu, Mode.taiko], [Mode.osu]],
    [Mode.osu, [], []],
  ])("main mode %s on a quest offering %p → %p", (main, offered, modes) => {
    expect(initialPartyModes(main, offered)).toEqual(modes);
  });
});

describe("joining (a fix, see README.md: wip only by invitation; one party per quest)", () => {
  const base: JoinInput = {
    questStatus: QuestStatus.open,
    questExpired: false,
    price: 10,
    maxParty: 3,
    locked: false,
    invited: false,
    alreadyInParty: false,
    leaderId: 1,
    members: [{ userId: 1, available: 100 }],
    joiner: { userId: 2, available: 50 },
  };
  test.each<[string, Partial<JoinInput>, string | null]>([
    ["open and unlocked", {}, null],
    ["quest done", { questStatus: QuestStatus.done }, PARTY_MSG.questNotFound],
    ["quest pending", { questStatus: QuestStatus.pending }, PARTY_MSG.questNotFound],
    ["already in a party", { alreadyInParty: true }, PARTY_MSG.alreadyInParty],
    ["wip without invitation", { questStatus: QuestStatus.wip }, PARTY_MSG.wipNeedsInvite],
    ["wip even when unlocked", { questStatus: QuestStatus.wip, locked: false }, PARTY_MSG.wipNeedsInvite],
    ["wip with invitation", { questStatus: QuestStatus.wip, invited: true }, null],
    ["locked", { locked: true }, PARTY_MSG.locked],
    ["locked but invited", { locked: true, invited: true }, null],
    ["expired open quest", { questExpired: true }, PARTY_MSG.questExpired],
    ["full", { maxParty: 1 }, PARTY_MSG.tooMany],
    [
      "open: joiner cannot pay, leader can cover both",
      { joiner: { userId: 2, available: 0 }, members: [{ userId: 1, available: 20 }] },
      null,
    ],
    [
      "open: joiner cannot pay, leader cannot cover",
      { joiner: { userId: 2, available: 0 }, members: [{ userId: 1, available: 19 }] },
      PARTY_MSG.cannotAfford,
    ],
    [
      "wip: joiner pays",
      {
        questStatus: QuestStatus.wip,
        invited: true,
        joiner: { userId: 2, available: 10 },
        members: [{ userId: 1, available: 0 }],
      },
      null,
    ],
    [
      "wip: leader covers",
      {
        questStatus: QuestStatus.wip,
        invited: true,
        joiner: { userId: 2, available: 9 },
        members: [{ userId: 1, available: 10 }],
      },
      null,
    ],
    [
      "wip: nobody can pay",
      {
        questStatus: QuestStatus.wip,
        invited: true,
        joiner: { userId: 2, available: 9 },
        members: [{ userId: 1, available: 9 }],
      },
      PARTY_MSG.cannotAfford,
    ],
    ["free quest", { price: 0, joiner: { userId: 2, available: -5 }, members: [{ userId: 1, available: 0 }] }, null],
  ])("%s", (_label, patch, expected) => {
    expect(joinProblem({ ...base, ...patch })?.message ?? null).toBe(expected);
  });

  test.each<[number, number, number | null]>([
    [10, 0, 2],
    [9, 10, 1],
    [9, 9, null],
  ])("wip join payer: joiner %p, leader %p → %p", (j, l, payer) => {
    expect(wipJoinPayer(10, { userId: 2, available: j }, { userId: 1, available: l })).toBe(payer);
  });
});

describe("inviting", () => {
  const base: InviteInput = {
    questStatus: QuestStatus.open,
    price: 10,
    maxParty: 3,
    targetInParty: false,
    leaderId: 1,
    members: [{ userId: 1, available: 100 }],
    target: { userId: 2, available: 0 },
  };
  test.each<[string, Partial<InviteInput>, string | null]>([
    ["open quest", {}, null],
    ["wip quest", { questStatus: QuestStatus.wip }, null],
    ["done quest", { questStatus: QuestStatus.done }, PARTY_MSG.questNotFound],
    ["target in a party", { targetInParty: true }, PARTY_MSG.alreadyInParty],
    ["full", { maxParty: 1 }, PARTY_MSG.tooMany],
    ["nobody can pay for the target", { members: [{ userId: 1, available: 15 }] }, PARTY_MSG.cannotAfford],
  ])("%s", (_label, patch, expected) => {
    expect(inviteProblem({ ...base, ...patch })?.message ?? null).toBe(expected);
  });
});

describe("leaving and kicking (decision: refuse what would break a wip quest's requirements)", () => {
  const base = { questStatus: QuestStatus.wip, minParty: 2, minRank: 1, hasRankedMaps: false, remainingRanks: [2, 2] };
  test.each<[string, Partial<typeof base & { isLeader: boolean; memberCount: number }>, string | null]>([
    ["member leaves, party still qualifies", {}, null],
    ["ranked maps", { hasRankedMaps: true }, PARTY_MSG.rankedLeave],
    ["below minimum size", { remainingRanks: [2] }, PARTY_MSG.leaveBreaksQuest],
    ["below minimum rank", { remainingRanks: [0, 0] }, PARTY_MSG.leaveBreaksQuest],
    ["open quest: no requirement check", { questStatus: QuestStatus.open, remainingRanks: [] }, null],
    ["leader with members", { isLeader: true, memberCount: 3 }, PARTY_MSG.leaderLeaves],
    [
      "leader alone on an open quest",
      { isLeader: true, memberCount: 1, questStatus: QuestStatus.open, remainingRanks: [] },
      null,
    ],
    ["leader alone on a wip quest", { isLeader: true, memberCount: 1, remainingRanks: [] }, PARTY_MSG.leaveBreaksQuest],
    ["done quest", { questStatus: QuestStatus.done }, "Quest is done"],
  ])("leave: %s", (_label, patch, expected) => {
    expect(leaveProblem({ isLeader: false, memberCount: 3, ...base, ...patch })?.message ?? null).toBe(expected);
  });

  test.each<[string, Partial<typeof base & { targetIsLeader: boolean; targetIsMember: boolean }>, string | null]>([
    ["kick keeps requirements", {}, null],
    ["not a member", { targetIsMember: false }, PARTY_MSG.selectKick],
    ["the leader", { targetIsLeader: true }, PARTY_MSG.selectKick],
    ["ranked maps", { hasRankedMaps: true }, PARTY_MSG.rankedKick],
    ["below minimum size", { remainingRanks: [5] }, PARTY_MSG.kickBreaksQuest],
    ["open quest", { questStatus: QuestStatus.open, remainingRanks: [0] }, null],
  ])("kick: %s", (_label, patch, expected) => {
    expect(kickProblem({ targetIsLeader: false, targetIsMember: true, ...base, ...patch })?.message ?? null).toBe(expected);
  });
});

describe("party modes", () => {
  test.each<[string, QuestStatus, Mode[], boolean, Mode[], string | null]>([
    ["offered modes", QuestStatus.open, [Mode.osu, Mode.taiko], false, [Mode.taiko], null],
    ["no modes is allowed (accept refuses it)", QuestStatus.open, [Mode.osu], false, [], null],
    ["mode not offered", QuestStatus.open, [Mode.osu], false, [Mode.mania], PARTY_MSG.modeNotOffered],
    ["MBC", QuestStatus.open, [Mode.osu, Mode.taiko], true, [Mode.taiko], "MBC quests do not support modes other than osu!"],
    ["quest in progress", QuestStatus.wip, [Mode.osu], false, [Mode.osu], PARTY_MSG.modesOnlyWhileOpen],
  ])("%s", (_label, status, offered, mbc, modes, expected) => {
    expect(partyModesProblem(status, offered, mbc, modes)?.message ?? null).toBe(expected);
  });
});
