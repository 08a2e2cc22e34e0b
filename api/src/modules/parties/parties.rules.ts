import { Mode, QuestStatus } from "../../core/enums";
import { problem, type Problem } from "../../core/errors";
import { canPay, planAcceptCharges } from "../quests/quests.rules";

/** The original's party texts (Appendix A) and ours where the original had none. */
export const PARTY_MSG = {
  questNotFound: "Couldn't find quest",
  locked: "Party is locked",
  wipNeedsInvite: "Cannot join in-progress quests without approval from party leader",
  alreadyInParty: "Already in a party for this quest",
  cannotAfford: "Not enough points available to accept this quest",
  tooMany: "Party has too many members!",
  rankedLeave: "Cannot leave party when you have ranked maps for it!",
  rankedKick: "Cannot kick user when they have ranked maps for it!",
  deleteWip: "Cannot delete a party with a WIP quest",
  notLeader: "Unauthorized",
  notMember: "You are not a member of this party",
  leaderLeaves: "Transfer leadership to another member before leaving the party",
  leaveBreaksQuest: "Cannot leave party: the party would no longer meet the quest's party size or rank requirements",
  kickBreaksQuest: "Cannot kick member: the party would no longer meet the quest's party size or rank requirements",
  selectKick: "Select a member to kick :(",
  selectTransfer: "Select a member to transfer leadership!",
  modeNotOffered: "Mode not allowed for this quest",
  modesOnlyWhileOpen: "Party modes can only change while the quest is open",
  questExpired: "This quest has expired. Re-open it first!",
} as const;

/** A party's rank: the rounded average MG rank of its members (0 when empty). */
export function partyRank(memberRanks: number[]): number {
  if (memberRanks.length === 0) return 0;
  return Math.round(memberRanks.reduce((s, r) => s + r, 0) / memberRanks.length);
}

/** The modes a new party starts with: the leader's main mode if the quest offers it, else the quest's first mode. */
export function initialPartyModes(mainMode: Mode, questModes: readonly Mode[]): Mode[] {
  if (questModes.includes(mainMode)) return [mainMode];
  return questModes.length ? [questModes[0]] : [];
}

export interface PointsView {
  userId: number;
  available: number;
}

export interface JoinInput {
  questStatus: QuestStatus;
  questExpired: boolean;
  price: number;
  maxParty: number;
  locked: boolean;
  invited: boolean;
  /** The joiner already belongs to a party of this quest. */
  alreadyInParty: boolean;
  leaderId: number;
  members: PointsView[];
  joiner: PointsView;
}

/**
 * Who may join (self-join or accepting an invitation), in order: the quest must be open or wip; one party per
 * user per quest; a wip quest only by invitation (a fix, see README.md); a locked party only by invitation; the size limit;
 * and points: on a wip quest the price is charged now (the joiner, or else the leader covers); on an open quest
 * the leader must still be able to cover the party's accept charge with the newcomer in it.
 */
export function joinProblem(input: JoinInput): Problem | null {
  if (input.questStatus !== QuestStatus.open && input.questStatus !== QuestStatus.wip) {
    return problem("NOT_FOUND", PARTY_MSG.questNotFound);
  }
  if (input.alreadyInParty) return problem("CONFLICT", PARTY_MSG.alreadyInParty);
  if (input.questStatus === QuestStatus.wip && !input.invited) return problem("FORBIDDEN", PARTY_MSG.wipNeedsInvite);
  if (input.locked && !input.invited) return problem("FORBIDDEN", PARTY_MSG.locked);
  if (input.questStatus === QuestStatus.open && input.questExpired) return problem("CONFLICT", PARTY_MSG.questExpired);
  if (input.members.length >= input.maxParty) return problem("CONFLICT", PARTY_MSG.tooMany);
  if (!affordable(input)) return problem("BAD_USER_INPUT", PARTY_MSG.cannotAfford);
  return null;
}

function affordable(input: {
  questStatus: QuestStatus;
  price: number;
  leaderId: number;
  members: PointsView[];
  joiner: PointsView;
}): boolean {
  if (input.price <= 0) return true;
  if (input.questStatus === QuestStatus.wip) return wipJoinPayer(input.price, input.joiner, leaderOf(input)) !== null;
  return planAcceptCharges(input.price, input.leaderId, [...input.members, input.joiner]).leaderCanCover;
}

function leaderOf(input: { leaderId: number; members: PointsView[] }): PointsView {
  return input.members.find((m) => m.userId === input.leaderId) ?? { userId: input.leaderId, available: 0 };
}

/** Joining a wip quest charges the price now: the joiner if they can pay, else the leader if they can; else nobody may. */
export function wipJoinPayer(price: number, joiner: PointsView, leader: PointsView): number | null {
  if (canPay(joiner.available, price)) return joiner.userId;
  if (canPay(leader.available, price)) return leader.userId;
  return null;
}

export interface InviteInput {
  questStatus: QuestStatus;
  price: number;
  maxParty: number;
  targetInParty: boolean;
  leaderId: number;
  members: PointsView[];
  target: PointsView;
}

/** The leader invites someone (the original's pending members). Checked again when the invitee joins. */
export function inviteProblem(input: InviteInput): Problem | null {
  if (input.questStatus !== QuestStatus.open && input.questStatus !== QuestStatus.wip) {
    return problem("NOT_FOUND", PARTY_MSG.questNotFound);
  }
  if (input.targetInParty) return problem("CONFLICT", PARTY_MSG.alreadyInParty);
  if (input.members.length >= input.maxParty) return problem("CONFLICT", PARTY_MSG.tooMany);
  if (!affordable({ ...input, joiner: input.target })) return problem("BAD_USER_INPUT", PARTY_MSG.cannotAfford);
  return null;
}

export interface DepartureInput {
  questStatus: QuestStatus;
  minParty: number;
  minRank: number;
  /** The departing member has Ranked maps linked to the quest. */
  hasRankedMaps: boolean;
  /** Ranks of the members who stay. */
  remainingRanks: number[];
}

/**
 * Would the party still qualify for its wip quest after someone leaves? Decision (README.md, a fix, see README.md): a leave or
 * kick that takes a wip party below the quest's minimum size or rank is refused; the leader may instead invite a
 * replacement first, or drop the quest explicitly. Open quests are checked only when accepted.
 */
function breaksWipQuest(input: DepartureInput): boolean {
  if (input.questStatus !== QuestStatus.wip) return false;
  return input.remainingRanks.length < input.minParty || partyRank(input.remainingRanks) < input.minRank;
}

/** A member leaves. The leader must hand over leadership first unless they are alone (then the party is deleted). */
export function leaveProblem(input: DepartureInput & { isLeader: boolean; memberCount: number }): Problem | null {
  if (input.questStatus !== QuestStatus.open && input.questStatus !== QuestStatus.wip) {
    return problem("CONFLICT", `Quest is ${input.questStatus}`);
  }
  if (input.hasRankedMaps) return problem("CONFLICT", PARTY_MSG.rankedLeave);
  if (input.isLeader && input.memberCount > 1) return problem("CONFLICT", PARTY_MSG.leaderLeaves);
  if (breaksWipQuest(input)) return problem("CONFLICT", PARTY_MSG.leaveBreaksQuest);
  return null;
}

/** The leader removes a member. */
export function kickProblem(input: DepartureInput & { targetIsLeader: boolean; targetIsMember: boolean }): Problem | null {
  if (!input.targetIsMember || input.targetIsLeader) return problem("BAD_USER_INPUT", PARTY_MSG.selectKick);
  if (input.questStatus !== QuestStatus.open && input.questStatus !== QuestStatus.wip) {
    return problem("CONFLICT", `Quest is ${input.questStatus}`);
  }
  if (input.hasRankedMaps) return problem("CONFLICT", PARTY_MSG.rankedKick);
  if (breaksWipQuest(input)) return problem("CONFLICT", PARTY_MSG.kickBreaksQuest);
  return null;
}

/** The party's modes: valid modes the quest offers (MBC quests offer only osu!), in canonical order; only while open. */
export function partyModesProblem(
  questStatus: QuestStatus,
  questModes: readonly Mode[],
  isMbc: boolean,
  modes: readonly Mode[],
): Problem | null {
  if (questStatus !== QuestStatus.open) return problem("CONFLICT", PARTY_MSG.modesOnlyWhileOpen);
  if (isMbc && modes.some((m) => m !== Mode.osu))
    return problem("BAD_USER_INPUT", "MBC quests do not support modes other than osu!");
  if (modes.some((m) => !questModes.includes(m))) return problem("BAD_USER_INPUT", PARTY_MSG.modeNotOffered);
  return null;
}
