import { canPay, QUEST_LIMITS } from "@mg/rules";
import { Mode, MODES, QuestStatus, TaskName } from "../../core/enums";
import { badInputProblem, problem, type Problem } from "../../core/errors";

/**
 * Pure quest rules (README.md): prices, status and expiry, visibility, validation of quest fields,
 * the accept checks and the split by modes, drop/merge, completion and inactivity, and the beatmap-link checks.
 */

// Prices, costs, field limits and the affordability rule: one home in @mg/rules (packages/rules), shared with the web.
export { canPay, QUEST_LIMITS, questCreationCost, reopenPrice } from "@mg/rules";
export const DAY_MS = 24 * 3600 * 1000;

/** A scheduled or re-opened quest stays acceptable this long. */
export const QUEST_EXPIRATION_DAYS = 90;
/** Admin "reset deadline": now + 7 days. */
export const RESET_DEADLINE_DAYS = 7;
/** A quest completed at most this many days after its deadline gets deadline := completed + 1 day. */
export const COMPLETION_LENIENCY_DAYS = 10;
/** A wip quest with no activity for this long is dropped automatically. */
export const INACTIVITY_DROP_DAYS = 365;

/** Statuses everyone (signed in) may see; the others only their creator and admins (a fix, see README.md). */
export const PUBLIC_QUEST_STATUSES: readonly QuestStatus[] = [QuestStatus.open, QuestStatus.wip, QuestStatus.done];

/** The original's texts (Appendix A) and ours where the original had none. */
export const QUEST_MSG = {
  partyNotFound: "Party not found",
  noModes: "Your party has no modes selected!",
  requirements: "Requirements weren't met",
  modeTaken: (mode: string) => `Quest already exists for selected mode(s)! (${mode})`,
  mbcOsuOnly: "MBC quests do not support modes other than osu!",
  cannotAfford: "Not enough points available to accept this quest",
  invalidRequest: "Invalid request!",
  reopenPoints: "You don't have enough points to re-open this quest!",
  notExpired: "Only expired quests can be re-opened",
  submitPoints: "Not enough points to perform this action!",
  submitted: "Quest submitted for approval",
  questIs: (status: string) => `Quest is ${status}`,
  invalidDate: "Invalid date",
  invalidNumber: "Invalid number",
  selectMode: "Select at least one mode!",
  artistNotFound: "Couldn't find artist",
  linkWrongMode: "Some of this mapset's difficulties are not the correct mode for the selected quest!",
  linkNotInParty: "Some of this mapset's mappers are not assigned to the selected quest!",
  linkQuestNotWip: "Only quests in progress can take beatmaps",
  linkedElsewhere: "Beatmap assigned to a quest/mission already!",
  notHost: "You are not mapset host!",
} as const;

/** An open quest past its expiration date can no longer be accepted until re-opened. */
export function isQuestExpired(q: { status: QuestStatus; expiration: Date | null }, now: Date): boolean {
  return q.status === QuestStatus.open && !!q.expiration && q.expiration.getTime() < now.getTime();
}

/** A wip quest past its deadline is shown as overdue. */
export function isQuestOverdue(q: { status: QuestStatus; deadline: Date | null }, now: Date): boolean {
  return q.status === QuestStatus.wip && !!q.deadline && q.deadline.getTime() < now.getTime();
}

export interface Viewer {
  id: number;
  isAdmin: boolean;
}

/** Pending, rejected, scheduled and hidden quests are visible to their creator and admins only. */
export function canViewQuest(q: { status: QuestStatus; creatorId: number | null }, viewer: Viewer | null): boolean {
  if (PUBLIC_QUEST_STATUSES.includes(q.status)) return true;
  if (!viewer) return false;
  return viewer.isAdmin || (q.creatorId !== null && q.creatorId === viewer.id);
}

// ------------------------------------------------------------------------------------------ validation

export interface QuestFields {
  name: string;
  descriptionMain: string;
  price: number;
  requiredMapsets: number;
  timeframe: number;
  minParty: number;
  maxParty: number;
  minRank: number;
  modes: Mode[];
  isMbc: boolean;
}

const isWhole = (n: unknown, min: number, max: number): boolean =>
  typeof n === "number" && Number.isInteger(n) && n >= min && n <= max;

/** Every field of a quest, checked before it is stored (submission, admin create and edit). Returns the first problem. */
export function questFieldsProblem(f: QuestFields): Problem | null {
  const message = questFieldsMessage(f);
  return message === null ? null : badInputProblem(message);
}

function questFieldsMessage(f: QuestFields): string | null {
  const L = QUEST_LIMITS;
  if (typeof f.name !== "string" || !f.name.trim()) return "Name is required";
  if (f.name.trim().length > L.nameMax) return `Name must be at most ${L.nameMax} characters`;
  if (typeof f.descriptionMain !== "string" || !f.descriptionMain.trim()) return "Objective is required";
  if (f.descriptionMain.length > L.descriptionMax) return `Objective must be at most ${L.descriptionMax} characters`;
  if (!isWhole(f.price, 0, L.priceMax)) return `Price must be a whole number from 0 to ${L.priceMax}`;
  if (!isWhole(f.requiredMapsets, 0, L.requiredMapsetsMax))
    return `Required mapsets must be a whole number from 0 to ${L.requiredMapsetsMax}`;
  if (!isWhole(f.timeframe, L.timeframeMinDays * DAY_MS, L.timeframeMaxDays * DAY_MS)) {
    return `Timeframe must be between ${L.timeframeMinDays} and ${L.timeframeMaxDays} days`;
  }
  if (!isWhole(f.minParty, 1, L.partyMax) || !isWhole(f.maxParty, 1, L.partyMax))
    return `Party size must be a whole number from 1 to ${L.partyMax}`;
  if (f.minParty > f.maxParty) return "Minimum party size cannot exceed the maximum";
  if (!isWhole(f.minRank, 0, L.rankMax)) return `Minimum rank must be from 0 to ${L.rankMax}`;
  if (!Array.isArray(f.modes) || f.modes.length === 0) return QUEST_MSG.selectMode;
  if (f.modes.some((m) => !MODES.includes(m))) return "Invalid mode";
  if (new Set(f.modes).size !== f.modes.length) return "Duplicate mode";
  if (f.isMbc && f.modes.some((m) => m !== Mode.osu)) return QUEST_MSG.mbcOsuOnly;
  return null;
}

/** Modes in canonical order, duplicates removed. */
export function normalizeModes(modes: readonly Mode[]): Mode[] {
  return MODES.filter((m) => modes.includes(m));
}

// ------------------------------------------------------------------------------------------ accept

export interface AcceptMember {
  userId: number;
  available: number;
}

export interface ChargePlan {
  /** One ledger spend per entry; the leader has one entry for themself and one per member they cover. */
  charges: { userId: number; amount: number; forUserId: number }[];
  /** Members other than the leader who cannot pay their own price. */
  covered: number;
  /** Everything charged to the leader: price × (1 + covered). */
  leaderCharge: number;
  /** The leader can pay everything charged to them up front. */
  leaderCanCover: boolean;
}

/**
 * Who pays what when a party accepts (README.md): each member who can pay their price pays it; the leader
 * pays their own and covers every member who cannot. Decision: the leader must be able to cover all of it up
 * front (available ≥ price × (1 + covered)), so no balance ever goes below zero.
 */
export function planAcceptCharges(price: number, leaderId: number, members: readonly AcceptMember[]): ChargePlan {
  const leader = members.find((m) => m.userId === leaderId);
  const others = members.filter((m) => m.userId !== leaderId);
  const uncovered = others.filter((m) => !canPay(m.available, price));
  const leaderCharge = price * (1 + uncovered.length);
  const charges: ChargePlan["charges"] = [];
  if (price > 0) {
    charges.push({ userId: leaderId, amount: price, forUserId: leaderId });
    for (const m of others) {
      charges.push({ userId: canPay(m.available, price) ? m.userId : leaderId, amount: price, forUserId: m.userId });
    }
  }
  return {
    charges,
    covered: uncovered.length,
    leaderCharge,
    leaderCanCover: price <= 0 || canPay(leader?.available ?? 0, leaderCharge),
  };
}

export interface AcceptInput {
  quest: {
    status: QuestStatus;
    modes: Mode[];
    minParty: number;
    maxParty: number;
    minRank: number;
    isMbc: boolean;
    expiration: Date | null;
    price: number;
  };
  /** The viewer's party on this quest (the one they lead), or null. */
  party: { modes: Mode[]; leaderId: number; members: AcceptMember[]; rank: number } | null;
  now: Date;
}

/** The accept checks in the spec's order (README.md, then affordability). Null when the party may accept. */
export function acceptProblem(input: AcceptInput): Problem | null {
  const { quest, party } = input;
  if (quest.status !== QuestStatus.open) return problem("NOT_FOUND", "Error: Object not found");
  if (!party) return problem("NOT_FOUND", QUEST_MSG.partyNotFound);
  if (party.modes.length === 0) return problem("BAD_USER_INPUT", QUEST_MSG.noModes);
  const size = party.members.length;
  if (size < quest.minParty || size > quest.maxParty || party.rank < quest.minRank || isQuestExpired(quest, input.now)) {
    return problem("BAD_USER_INPUT", QUEST_MSG.requirements);
  }
  for (const mode of party.modes) {
    if (!quest.modes.includes(mode)) return problem("CONFLICT", QUEST_MSG.modeTaken(mode));
  }
  if (quest.isMbc && party.modes.some((m) => m !== Mode.osu)) return problem("BAD_USER_INPUT", QUEST_MSG.mbcOsuOnly);
  if (!planAcceptCharges(quest.price, party.leaderId, party.members).leaderCanCover) {
    return problem("BAD_USER_INPUT", QUEST_MSG.cannotAfford);
  }
  return null;
}

/** Step 7: does the party take every remaining mode (quest becomes wip) or split off (quest keeps the rest)? */
export function splitByModes(questModes: readonly Mode[], partyModes: readonly Mode[]): { takesAll: boolean; remaining: Mode[] } {
  const remaining = questModes.filter((m) => !partyModes.includes(m));
  return { takesAll: remaining.length === 0, remaining: normalizeModes(remaining) };
}

/**
 * Step 6: parties that cannot stay once a party accepts: every other party when the quest becomes wip,
 * otherwise every other party sharing one of the accepted modes.
 */
export function competingPartyIds(
  parties: readonly { id: number; modes: readonly Mode[] }[],
  acceptingId: number,
  acceptedModes: readonly Mode[],
  takesAll: boolean,
): number[] {
  return parties
    .filter((p) => p.id !== acceptingId && (takesAll || p.modes.some((m) => acceptedModes.includes(m))))
    .map((p) => p.id);
}

// ------------------------------------------------------------------------------------------ drop, completion, inactivity

/**
 * Drop (README.md): with an open quest of the same name the dropped quest becomes hidden and gives its modes back
 * to that twin; otherwise it returns to open. Accepted and deadline are cleared either way (unlike the original).
 */
export function dropOutcome(
  questModes: readonly Mode[],
  twin: { id: number; modes: readonly Mode[] } | null,
): { status: QuestStatus.hidden | QuestStatus.open; twinModes: Mode[] | null } {
  if (!twin) return { status: QuestStatus.open, twinModes: null };
  return { status: QuestStatus.hidden, twinModes: normalizeModes([...twin.modes, ...questModes]) };
}

export type CompletionOutcome = { ok: true; completed: Date; deadline: Date | null } | { ok: false; reason: string };

/**
 * Completion (README.md): completed = the latest ranked date of the quest's Ranked maps; if that is after the deadline
 * by at most 10 days, the deadline moves to completed + 1 day. No Ranked map → not completed (a fix, see README.md).
 */
export function completionOutcome(deadline: Date | null, rankedDates: readonly (Date | null)[]): CompletionOutcome {
  const dates = rankedDates.filter((d): d is Date => !!d && !Number.isNaN(d.getTime()));
  if (dates.length === 0) return { ok: false, reason: "it has no Ranked beatmaps with a ranked date" };
  const completed = new Date(Math.max(...dates.map((d) => d.getTime())));
  let newDeadline = deadline;
  if (
    deadline &&
    completed.getTime() > deadline.getTime() &&
    completed.getTime() - deadline.getTime() <= COMPLETION_LENIENCY_DAYS * DAY_MS
  ) {
    newDeadline = new Date(completed.getTime() + DAY_MS);
  }
  return { ok: true, completed, deadline: newDeadline };
}

/** Auto-drop (README.md): updated and deadline both over a year ago, and no linked map updated within the year. */
export function isInactive(q: { updatedAt: Date; deadline: Date | null }, latestMapUpdate: Date | null, now: Date): boolean {
  const cutoff = now.getTime() - INACTIVITY_DROP_DAYS * DAY_MS;
  if (!q.deadline) return false;
  return (
    q.updatedAt.getTime() < cutoff && q.deadline.getTime() < cutoff && (!latestMapUpdate || latestMapUpdate.getTime() < cutoff)
  );
}

// ------------------------------------------------------------------------------------------ beatmap link

export interface LinkTask {
  name: TaskName;
  mode: string;
  mapperIds: number[];
}

const EXTRA_TASKS: readonly TaskName[] = [TaskName.Hitsounds, TaskName.Storyboard, TaskName.Skin];

/**
 * Linking a mapset to a quest (README.md): only wip quests take maps; every difficulty's mode must be
 * one of the quest's modes, and every mapper of every difficulty must be in the quest's current party.
 * Hitsounds, storyboard and skin tasks are exempt from both checks.
 */
export function linkProblem(
  quest: { status: QuestStatus; modes: readonly Mode[] },
  partyMemberIds: readonly number[],
  tasks: readonly LinkTask[],
): Problem | null {
  if (quest.status !== QuestStatus.wip) return problem("CONFLICT", QUEST_MSG.linkQuestNotWip);
  const diffs = tasks.filter((t) => !EXTRA_TASKS.includes(t.name));
  if (diffs.some((t) => !quest.modes.includes(t.mode as Mode))) return problem("BAD_USER_INPUT", QUEST_MSG.linkWrongMode);
  if (diffs.some((t) => t.mapperIds.some((id) => !partyMemberIds.includes(id))))
    return problem("BAD_USER_INPUT", QUEST_MSG.linkNotInParty);
  return null;
}

/** "<n> pt" or "<n> pts", as on the quest card. */
export function priceLabel(price: number): string {
  return `${price} ${price === 1 ? "pt" : "pts"}`;
}
