import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import { badInput, check, conflict, forbidden, MSG, notFound } from "../../core/errors";
import { requireUser } from "../../core/access";
import { LogCategory, Mode, MODES, QuestStatus, SpendCategory } from "../../core/enums";
import { EventKind } from "../../core/events";
import { partyEvent } from "./parties.events";
import type { LogsService } from "../logs/logs.service";
import type { LedgerService } from "../points/ledger.service";
import { availablePoints } from "../points/points.rules";
import { User } from "../users/user.entity";
import { mainMode, parseUserReference } from "../users/users.rules";
import type { Quest } from "../quests/quest.entity";
import { isQuestExpired, normalizeModes } from "../quests/quests.rules";
import type { QuestActionResult, QuestsService } from "../quests/quests.service";
import {
  addMember,
  hasRankedMapsOn,
  isInAnyPartyOf,
  isInvited,
  isUniqueViolation,
  lockPartyAndQuest,
  lockQuest,
  membersOf,
  unlinkMapsOf,
} from "../quests/quest-store";
import { Party, PartyInvite, PartyMember } from "./party.entity";
import {
  initialPartyModes,
  inviteProblem,
  joinProblem,
  kickProblem,
  leaveProblem,
  PARTY_MSG,
  partyModesProblem,
  wipJoinPayer,
} from "./parties.rules";

/** A member by what a person typed: username (case-insensitive) or osu! id; "Cannot find user!" otherwise. */
async function findUserByReference(m: EntityManager, input: string): Promise<User> {
  const ref = parseUserReference(input);
  const user = !ref
    ? null
    : "osuId" in ref
      ? await m.findOne(User, { where: { osuId: ref.osuId } })
      : await m.getRepository(User).createQueryBuilder("u").where("lower(u.username) = lower(:n)", { n: ref.username }).getOne();
  if (!user) throw notFound(MSG.cannotFindUser);
  return user;
}

/**
 * Parties: forming, inviting, joining, leaving, leadership, lock, modes, kicks. Every use case locks the party's
 * quest first (quest-store.ts), so membership limits and the one-party-per-quest rule hold under concurrency;
 * a join into a wip quest is charged in the same transaction.
 */
export class PartiesService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
    private readonly ledger: LedgerService,
    private readonly quests: QuestsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** Runs a leader-only use case on a party, inside a transaction with the quest locked. */
  private asLeader<T>(
    viewer: User,
    partyId: number,
    fn: (m: EntityManager, party: Party, quest: Quest) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (m) => {
      const { party, quest } = await lockPartyAndQuest(m, partyId);
      if (party.leaderId !== viewer.id) throw forbidden(MSG.unauthorized);
      return fn(m, party, quest);
    });
  }

  private async done(viewer: User, questId: number, partyId: number | null): Promise<QuestActionResult> {
    return this.quests.result(viewer, [questId], partyId);
  }

  /** Forms a party on an open quest with the viewer as leader and only member (a fix, see README.md: one party per user per quest). */
  async create(viewer: User | null, questId: number): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    try {
      const partyId = await this.db.transaction(async (m) => {
        const quest = await lockQuest(m, questId);
        if (!quest || !this.quests.canView(user, quest)) throw notFound();
        if (quest.status !== QuestStatus.open) throw notFound(PARTY_MSG.questNotFound);
        if (isQuestExpired(quest, this.deps.now())) throw conflict(PARTY_MSG.questExpired);
        if (await isInAnyPartyOf(m, quest.id, user.id)) throw conflict(PARTY_MSG.alreadyInParty);
        const party = await m.save(
          m.create(Party, {
            questId: quest.id,
            leaderId: user.id,
            lock: false,
            modes: initialPartyModes(mainMode(user), quest.modes),
            createdAt: this.deps.now(),
          }),
        );
        await addMember(m, party, user.id, this.deps.now());
        await this.logs.write(user.id, `created a party for ${quest.name}`, LogCategory.party, m);
        return party.id;
      });
      return this.done(user, questId, partyId);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(PARTY_MSG.alreadyInParty);
      throw err;
    }
  }

  private async pointsOf(m: EntityManager, partyId: number) {
    return (await membersOf(m, partyId)).map((u) => ({ userId: u.id, available: availablePoints(u) }));
  }

  /** The leader invites a member by username or osu! id (the original's pending members). */
  async invite(viewer: User | null, partyId: number, userRef: string): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    if (typeof userRef !== "string" || !userRef.trim()) throw badInput(MSG.cannotFindUser);
    const questId = await this.asLeader(user, partyId, async (m, party, quest) => {
      const target = await findUserByReference(m, userRef);
      if (await isInvited(m, party.id, target.id)) return quest.id;
      const problem = inviteProblem({
        questStatus: quest.status,
        price: quest.price,
        maxParty: quest.maxParty,
        targetInParty: await isInAnyPartyOf(m, quest.id, target.id),
        leaderId: party.leaderId,
        members: await this.pointsOf(m, party.id),
        target: { userId: target.id, available: availablePoints((await m.findOne(User, { where: { id: target.id } }))!) },
      });
      check(problem);
      await m.insert(PartyInvite, { partyId: party.id, userId: target.id, createdAt: this.deps.now() });
      await this.logs.write(user.id, `invited "${target.username}" to party for ${quest.name}`, LogCategory.party, m);
      await this.deps.events.record(m, partyEvent(EventKind.partyInvited, party, quest, user, target.id));
      return quest.id;
    });
    return this.done(user, questId, partyId);
  }

  /**
   * The viewer joins: freely into an unlocked party of an open quest, otherwise only with an invitation; a wip quest
   * only with an invitation (a fix, see README.md), charged now (the joiner, or the leader covering).
   */
  async join(viewer: User | null, partyId: number): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    try {
      return await this.db.transaction(async (m) => {
        const { party, quest } = await lockPartyAndQuest(m, partyId);
        if (!this.quests.canView(user, quest)) throw notFound();
        const wip = quest.status === QuestStatus.wip;
        // A wip join moves points: lock both balances (after the quest: LedgerService's lock order) before reading them.
        if (wip && quest.price > 0) await this.ledger.lockUsers(m, [user.id, party.leaderId]);
        const members = await this.pointsOf(m, party.id);
        const joiner = await m.findOne(User, { where: { id: user.id } });
        if (!joiner) throw notFound();
        const problem = joinProblem({
          questStatus: quest.status,
          questExpired: isQuestExpired(quest, this.deps.now()),
          price: quest.price,
          maxParty: quest.maxParty,
          locked: party.lock,
          invited: await isInvited(m, party.id, user.id),
          alreadyInParty: await isInAnyPartyOf(m, quest.id, user.id),
          leaderId: party.leaderId,
          members,
          joiner: { userId: user.id, available: availablePoints(joiner) },
        });
        check(problem);
        await addMember(m, party, user.id, this.deps.now());
        if (wip && quest.price > 0) {
          const leader = members.find((p) => p.userId === party.leaderId) ?? { userId: party.leaderId, available: 0 };
          const payer = wipJoinPayer(quest.price, { userId: user.id, available: availablePoints(joiner) }, leader)!;
          await this.ledger.spend(m, {
            userId: payer,
            amount: quest.price,
            category: SpendCategory.acceptQuest,
            reason:
              payer === user.id ? `Joined quest "${quest.name}"` : `Joined quest "${quest.name}" (covering ${user.username})`,
            questId: quest.id,
            insufficientMessage: PARTY_MSG.cannotAfford,
          });
        }
        await this.logs.write(user.id, `joined party for ${quest.name}`, LogCategory.party, m);
        // The answer is read before the commit: a join answered with an error never leaves a charge behind.
        return this.quests.result(user, [quest.id], partyId, m);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(PARTY_MSG.alreadyInParty);
      throw err;
    }
  }

  /**
   * The viewer leaves. Refused with Ranked maps on the quest, for a leader with other members (transfer first), and
   * when a wip party would drop below the quest's minimum size or rank. A leader alone deletes the party. The
   * leaver's maps on the quest are unlinked.
   */
  async leave(viewer: User | null, partyId: number): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    const out = await this.db.transaction(async (m) => {
      const { party, quest } = await lockPartyAndQuest(m, partyId);
      const members = await membersOf(m, party.id);
      if (!members.some((u) => u.id === user.id)) throw forbidden(PARTY_MSG.notMember);
      const problem = leaveProblem({
        questStatus: quest.status,
        minParty: quest.minParty,
        minRank: quest.minRank,
        hasRankedMaps: await hasRankedMapsOn(m, quest.id, user.id),
        remainingRanks: members.filter((u) => u.id !== user.id).map((u) => u.rank),
        isLeader: party.leaderId === user.id,
        memberCount: members.length,
      });
      check(problem);
      await unlinkMapsOf(m, quest.id, user.id);
      if (members.length === 1) {
        await m.delete(Party, { id: party.id });
        await this.logs.write(user.id, `deleted a party for ${quest.name}`, LogCategory.party, m);
        return { questId: quest.id, partyId: null };
      }
      await m.delete(PartyMember, { partyId: party.id, userId: user.id });
      await this.logs.write(user.id, `left party for ${quest.name}`, LogCategory.party, m);
      return { questId: quest.id, partyId: party.id };
    });
    return this.done(user, out.questId, out.partyId);
  }

  /** The leader withdraws an invitation, or the invited user declines it. */
  async removeInvite(viewer: User | null, partyId: number, userId: number): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    const questId = await this.db.transaction(async (m) => {
      const { party, quest } = await lockPartyAndQuest(m, partyId);
      if (party.leaderId !== user.id && userId !== user.id) throw forbidden(MSG.unauthorized);
      const res = await m.delete(PartyInvite, { partyId: party.id, userId });
      if (res.affected) await this.logs.write(user.id, "removed from pending members of party", LogCategory.party, m);
      return quest.id;
    });
    return this.done(user, questId, partyId);
  }

  /** The leader deletes the party while the quest is open. */
  async delete(viewer: User | null, partyId: number): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    const questId = await this.asLeader(user, partyId, async (m, party, quest) => {
      if (quest.status !== QuestStatus.open) throw conflict(PARTY_MSG.deleteWip);
      await m.delete(Party, { id: party.id });
      await this.logs.write(user.id, `deleted a party for ${quest.name}`, LogCategory.party, m);
      return quest.id;
    });
    return this.done(user, questId, null);
  }

  /** The leader locks or unlocks the party (locked: joining only by invitation). */
  async toggleLock(viewer: User | null, partyId: number): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    const questId = await this.asLeader(user, partyId, async (m, party, quest) => {
      if (quest.status !== QuestStatus.open && quest.status !== QuestStatus.wip) throw conflict(`Quest is ${quest.status}`);
      await m.update(Party, { id: party.id }, { lock: !party.lock });
      await this.logs.write(user.id, `toggled lock on party for ${quest.name}`, LogCategory.party, m);
      return quest.id;
    });
    return this.done(user, questId, partyId);
  }

  /** The leader chooses the party's modes: valid modes the quest offers, while the quest is open. */
  async setModes(viewer: User | null, partyId: number, modes: readonly string[]): Promise<QuestActionResult> {
    if (!Array.isArray(modes) || modes.some((x) => !MODES.includes(x as Mode))) throw badInput("Invalid mode");
    return this.changeModes(viewer, partyId, () => modes as Mode[]);
  }

  private async changeModes(viewer: User | null, partyId: number, next: (current: Mode[]) => Mode[]): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    const questId = await this.asLeader(user, partyId, async (m, party, quest) => {
      const wanted = normalizeModes(next(party.modes));
      const problem = partyModesProblem(quest.status, quest.modes, quest.isMbc, wanted);
      check(problem);
      const toggled = MODES.filter((x) => party.modes.includes(x) !== wanted.includes(x));
      if (toggled.length === 0) return quest.id;
      await m.update(Party, { id: party.id }, { modes: wanted });
      for (const mode of toggled)
        await this.logs.write(user.id, `toggled "${mode}" mode on party for ${quest.name}`, LogCategory.party, m);
      return quest.id;
    });
    return this.done(user, questId, partyId);
  }

  /** Adds the mode if absent, removes it if present (the original's toggleMode). */
  async toggleMode(viewer: User | null, partyId: number, mode: string): Promise<QuestActionResult> {
    if (!MODES.includes(mode as Mode)) throw badInput("Invalid mode");
    return this.changeModes(viewer, partyId, (current) =>
      current.includes(mode as Mode) ? current.filter((x) => x !== mode) : [...current, mode as Mode],
    );
  }

  /** The leader hands leadership to another member (a fix, see README.md: members only). */
  async transferLeadership(viewer: User | null, partyId: number, userId: number): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    const questId = await this.asLeader(user, partyId, async (m, party, quest) => {
      const target = await m.findOne(User, { where: { id: userId } });
      if (!target) throw notFound(MSG.cannotFindUser);
      const members = await membersOf(m, party.id);
      if (target.id === party.leaderId || !members.some((u) => u.id === target.id)) throw badInput(PARTY_MSG.selectTransfer);
      await m.update(Party, { id: party.id }, { leaderId: target.id });
      await this.logs.write(user.id, `transferred party leader in party for ${quest.name}`, LogCategory.party, m);
      return quest.id;
    });
    return this.done(user, questId, partyId);
  }

  /** The leader removes a member (not with Ranked maps on the quest, nor below a wip quest's requirements); their maps are unlinked. */
  async kick(viewer: User | null, partyId: number, userId: number): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    const questId = await this.asLeader(user, partyId, async (m, party, quest) => {
      const target = await m.findOne(User, { where: { id: userId } });
      if (!target) throw notFound(MSG.cannotFindUser);
      const members = await membersOf(m, party.id);
      const problem = kickProblem({
        questStatus: quest.status,
        minParty: quest.minParty,
        minRank: quest.minRank,
        hasRankedMaps: await hasRankedMapsOn(m, quest.id, target.id),
        remainingRanks: members.filter((u) => u.id !== target.id).map((u) => u.rank),
        targetIsLeader: target.id === party.leaderId,
        targetIsMember: members.some((u) => u.id === target.id),
      });
      check(problem);
      await unlinkMapsOf(m, quest.id, target.id);
      await m.delete(PartyMember, { partyId: party.id, userId: target.id });
      await this.logs.write(user.id, `kicked member from party for ${quest.name}`, LogCategory.party, m);
      await this.deps.events.record(m, partyEvent(EventKind.partyRemoved, party, quest, user, target.id));
      return quest.id;
    });
    return this.done(user, questId, partyId);
  }

  /** One party, if its quest is visible to the viewer. */
  async findVisible(viewer: User | null, partyId: number): Promise<Party | null> {
    const party = await this.db.getRepository(Party).findOneBy({ id: partyId });
    if (!party) return null;
    return (await this.quests.findVisible(viewer, party.questId)) ? party : null;
  }
}
