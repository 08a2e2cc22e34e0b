import { In, type EntityManager } from "typeorm";
import type { Deps } from "../../app/deps";
import { badInput, conflict, forbidden, MSG, notFound } from "../../app/errors";
import { hasRole, requireRole, requireUser, Role } from "../../app/auth-checker";
import { BeatmapStatus, LogCategory, MissionStatus, type Mode, QuestStatus, SpendCategory } from "../common/enums";
import type { LogsService } from "../logs/logs.service";
import type { LedgerService } from "../points/ledger.service";
import type { PointsService } from "../points/points.service";
import { availablePoints, pointsInfo } from "../points/points.rules";
import { SpentPoints } from "../points/spent-points.entity";
import { Artist } from "../artists/artist.entity";
import { Song } from "../artists/song.entity";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { Mission } from "../missions/mission.entity";
import { Party } from "../parties/party.entity";
import { User } from "../users/user.entity";
import { likePrefix } from "../users/users.rules";
import { Quest } from "./quest.entity";
import {
  acceptProblem, canViewQuest, competingPartyIds, completionOutcome, DAY_MS, dropOutcome, isInactive, isQuestExpired,
  linkProblem, normalizeModes, PUBLIC_QUEST_STATUSES, QUEST_EXPIRATION_DAYS, QUEST_MSG, questCreationCost, questFieldsProblem,
  type QuestFields, RESET_DEADLINE_DAYS, INACTIVITY_DROP_DAYS, reopenPrice, splitByModes, type Viewer, planAcceptCharges,
} from "./quests.rules";
import {
  lockQuest, membersOf, modeWords, partiesOf, peopleOfQuest, rankedDatesOf, ruleError,
} from "./quest-store";
import { partyRank } from "../parties/parties.rules";

export const QUESTS_PAGE_MAX = 500;

/** What every quest or party mutation hands back: the quests it changed (for cache updates) and the viewer's balance. */
export interface QuestActionResult {
  /** The quest the action was about (the party's quest after an accept); null when it was deleted. */
  quest: Quest | null;
  /** Every quest whose state changed, `quest` first (an accept that splits also changes the original). */
  quests: Quest[];
  /** The party acted on; null when there is none or it was deleted. */
  party: Party | null;
  /** The viewer's available points after the action (rounded to one decimal). */
  availablePoints: number | null;
}

export interface QuestFilter {
  mode?: Mode | null;
  status?: QuestStatus | null;
  /** Our artist id, "none" (no artist) or "custom" (member-submitted quests). */
  artist?: string | null;
  /** The artist's osu! featured-artist id (the REST shim's `artist` parameter). */
  artistOsuId?: number | null;
  search?: string | null;
  limit?: number | null;
  offset?: number | null;
  /** Admin listing order: status, then name (the original's /admin/quests/load). */
  adminOrder?: boolean;
}

/** Quest fields as submitted; `artistId` is our artist id, `artistOsuId` the FA's osu! id (REST). */
export interface QuestInputFields {
  name: string;
  descriptionMain: string;
  price: number;
  requiredMapsets: number;
  timeframe: number;
  minParty: number;
  maxParty: number;
  modes: Mode[];
  artistId?: number | null;
  artistOsuId?: number | null;
  minRank?: number | null;
  isMbc?: boolean | null;
  expiration?: Date | null;
}

export type QuestPatch = Partial<Omit<QuestInputFields, "expiration">> & { expiration?: Date | null };

export interface LinkResult {
  beatmap: Beatmap;
  quest: Quest | null;
  previousQuest: Quest | null;
}

const viewerOf = (u: User | null): Viewer | null => (u ? { id: u.id, isAdmin: hasRole(u, Role.ADMIN) } : null);

export class QuestsService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
    private readonly ledger: LedgerService,
    private readonly points: PointsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private days(n: number): Date {
    return new Date(this.deps.now().getTime() + n * DAY_MS);
  }

  private link(q: Pick<Quest, "id">): string {
    return `${this.deps.config.baseUrl}/quests?id=${q.id}`;
  }

  // ------------------------------------------------------------------------------------------------ reads

  /** Quests the viewer may see, filtered and paged, newest first. */
  async list(viewer: User | null, filter: QuestFilter): Promise<{ quests: Quest[]; totalCount: number }> {
    const v = viewerOf(viewer);
    const limit = Math.min(Math.max(filter.limit ?? 50, 1), QUESTS_PAGE_MAX);
    const offset = Math.min(Math.max(filter.offset ?? 0, 0), 1_000_000);
    const qb = this.db.getRepository(Quest).createQueryBuilder("q");
    if (!v?.isAdmin) {
      qb.andWhere("(q.status IN (:...pub) OR q.creator_id = :viewerId)", { pub: PUBLIC_QUEST_STATUSES, viewerId: v?.id ?? -1 });
    }
    if (filter.status) qb.andWhere("q.status = :status", { status: filter.status });
    else qb.andWhere("q.status <> :hidden", { hidden: QuestStatus.hidden });
    if (filter.mode) qb.andWhere(":mode = ANY(q.modes)", { mode: filter.mode });
    const artist = filter.artist?.trim();
    if (artist) {
      if (artist === "none") qb.andWhere("q.artist_id IS NULL");
      else if (artist === "custom" || artist === "user") qb.andWhere("q.is_custom");
      else {
        const id = Number(artist);
        if (!Number.isInteger(id) || id <= 0) throw badInput("Invalid artist filter");
        qb.andWhere("q.artist_id = :artistId", { artistId: id });
      }
    }
    if (filter.artistOsuId) {
      qb.andWhere("q.artist_id IN (SELECT a.id FROM featured_artists a WHERE a.osu_id = :osuId)", { osuId: filter.artistOsuId });
    }
    const search = filter.search?.trim();
    if (search) {
      if (search.length > 100) throw badInput("Search is too long");
      qb.andWhere("lower(q.name) LIKE :search ESCAPE '\\'", { search: `%${likePrefix(search)}` });
    }
    if (filter.adminOrder) qb.orderBy("q.status", "DESC").addOrderBy("lower(q.name)", "ASC");
    else qb.orderBy("q.created_at", "DESC");
    qb.addOrderBy("q.id", "DESC").offset(offset).limit(limit);
    const [quests, totalCount] = await qb.getManyAndCount();
    return { quests, totalCount };
  }

  /** One quest, or null when it does not exist or the viewer may not see it (fix §2.9-7). */
  async findVisible(viewer: User | null, id: number): Promise<Quest | null> {
    const q = await this.db.getRepository(Quest).findOneBy({ id });
    return q && canViewQuest(q, viewerOf(viewer)) ? q : null;
  }

  async getVisible(viewer: User | null, id: number): Promise<Quest> {
    const q = await this.findVisible(viewer, id);
    if (!q) throw notFound();
    return q;
  }

  canView(viewer: User | null, q: Quest): boolean {
    return canViewQuest(q, viewerOf(viewer));
  }

  /**
   * Re-reads the changed quests and the party after the transaction, plus the viewer's balance. The reads share one
   * short transaction: on the embedded database, parameterised statements from concurrent connections can only
   * interleave safely inside transactions (pglite-socket pins a connection only while it has one open).
   */
  async result(viewer: User | null, questIds: (number | null)[], partyId: number | null): Promise<QuestActionResult> {
    const ids = [...new Set(questIds.filter((id): id is number => id !== null))];
    return this.db.transaction(async (m) => {
      const rows = ids.length ? await m.getRepository(Quest).findBy({ id: In(ids) }) : [];
      const quests = ids.map((id) => rows.find((r) => r.id === id)).filter((q): q is Quest => !!q);
      const party = partyId ? await m.getRepository(Party).findOneBy({ id: partyId }) : null;
      const fresh = viewer ? await m.getRepository(User).findOneBy({ id: viewer.id }) : null;
      return { quest: quests[0] ?? null, quests, party, availablePoints: fresh ? pointsInfo(fresh).available : null };
    });
  }

  // ------------------------------------------------------------------------------------------------ accept

  /**
   * The leader accepts the quest for their party (spec §2.4): checks in order, removes competing parties, splits the
   * quest by the party's modes, starts the deadline and charges every member (the leader covering those who cannot
   * pay) — one transaction, the quest row locked, so concurrent accepts for the same modes cannot both win.
   */
  async accept(viewer: User | null, questId: number): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    const out = await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest || !canViewQuest(quest, viewerOf(user))) throw notFound();
      const parties = await partiesOf(m, quest.id);
      const party = parties.find((p) => p.leaderId === user.id) ?? null;
      const memberIds = party ? (await membersOf(m, party.id)).map((u) => u.id) : [];
      // Lock every member's balance (ascending ids) and read it fresh.
      const members: User[] = [];
      for (const id of [...memberIds].sort((a, b) => a - b)) members.push(await this.ledger.lockUser(m, id));
      const now = this.deps.now();
      const problem = acceptProblem({
        quest,
        party: party && {
          modes: party.modes,
          leaderId: party.leaderId,
          members: members.map((u) => ({ userId: u.id, available: pointsInfoAvailable(u) })),
          rank: partyRank(members.map((u) => u.rank)),
        },
        now,
      });
      if (problem) throw ruleError(problem);
      const p = party!;
      const acceptedModes = normalizeModes(p.modes);
      const { takesAll, remaining } = splitByModes(quest.modes, acceptedModes);
      const competing = competingPartyIds(parties, p.id, acceptedModes, takesAll);
      if (competing.length) await m.delete(Party, { id: In(competing) });
      const deadline = new Date(now.getTime() + quest.timeframe);
      let held: Quest;
      if (takesAll) {
        await m.update(Quest, { id: quest.id }, { status: QuestStatus.wip, accepted: now, deadline, modes: acceptedModes });
        held = quest;
      } else {
        held = await m.save(
          m.create(Quest, {
            creatorId: quest.creatorId, name: quest.name, descriptionMain: quest.descriptionMain, price: quest.price,
            timeframe: quest.timeframe, requiredMapsets: quest.requiredMapsets, minParty: quest.minParty, maxParty: quest.maxParty,
            minRank: quest.minRank, artistId: quest.artistId, isMbc: quest.isMbc, isCustom: quest.isCustom, expiration: quest.expiration,
            status: QuestStatus.wip, modes: acceptedModes, accepted: now, deadline, createdAt: now,
          }),
        );
        await m.update(Quest, { id: quest.id }, { modes: remaining });
        await m.update(Party, { id: p.id }, { questId: held.id });
        await m.query(`UPDATE party_members SET quest_id = $1 WHERE party_id = $2`, [held.id, p.id]);
        await m.query(`DELETE FROM party_invites WHERE party_id = $1`, [p.id]);
      }
      const byId = new Map(members.map((u) => [u.id, u]));
      const plan = planAcceptCharges(quest.price, p.leaderId, members.map((u) => ({ userId: u.id, available: pointsInfoAvailable(u) })));
      for (const c of plan.charges) {
        await this.ledger.spend(m, {
          userId: c.userId,
          amount: c.amount,
          category: SpendCategory.acceptQuest,
          reason: c.forUserId === c.userId ? `Accepted quest "${quest.name}"` : `Accepted quest "${quest.name}" (covering ${byId.get(c.forUserId)?.username ?? "a member"})`,
          questId: held.id,
          insufficientMessage: QUEST_MSG.cannotAfford,
        });
      }
      const { word, list } = modeWords(acceptedModes);
      await this.logs.write(user.id, `party accepted quest "${quest.name}" for ${word} "${list}"`, LogCategory.quest, m);
      return { heldId: held.id, originalId: takesAll ? null : quest.id, partyId: p.id, name: quest.name, list, members: members.map((u) => u.username) };
    });
    void this.deps.notifier.publicPost({
      description: `Accepted quest: [**${out.name}**](${this.link({ id: out.heldId })}) [**${out.list}**]`,
      color: 0x36d8a2,
      fields: [{ name: "Party members", value: out.members.join(", ") }],
    });
    return this.result(user, [out.heldId, out.originalId], out.partyId);
  }

  // ------------------------------------------------------------------------------------------------ drop

  /** The leader of the party holding a wip quest drops it (§2.6). No refunds, as the original. */
  async drop(viewer: User | null, questId: number): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    const out = await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest || !canViewQuest(quest, viewerOf(user))) throw notFound();
      const current = (await partiesOf(m, quest.id))[0];
      const held = quest.status === QuestStatus.wip || quest.status === QuestStatus.done;
      if (!held || !current || current.leaderId !== user.id) throw forbidden(MSG.unauthorized);
      if (quest.status !== QuestStatus.wip) throw badInput(QUEST_MSG.invalidRequest);
      const { word, list } = modeWords(quest.modes);
      return this.dropInTx(m, quest, user.id, `party dropped quest "${quest.name}" for ${word} "${list}"`);
    });
    this.dropWebhook(out, "Dropped quest");
    return this.result(user, [out.questId, out.twinId], null);
  }

  /**
   * Unlinks the quest's maps, deletes its parties, and either merges it back into an open quest of the same name
   * (this one becomes hidden, its modes return to the twin) or reopens it; accepted and deadline are cleared.
   */
  private async dropInTx(m: EntityManager, quest: Quest, actorId: number | null, logText: string) {
    const parties = await partiesOf(m, quest.id);
    const members = parties.length ? await membersOf(m, parties[0].id) : [];
    await m.query(`UPDATE beatmaps SET quest_id = NULL, updated_at = now() WHERE quest_id = $1`, [quest.id]);
    if (parties.length) await m.delete(Party, { questId: quest.id });
    const twin = await m
      .getRepository(Quest)
      .createQueryBuilder("q")
      .setLock("pessimistic_write")
      .where("lower(q.name) = lower(:name)", { name: quest.name })
      .andWhere("q.status = :open", { open: QuestStatus.open })
      .andWhere("q.id <> :id", { id: quest.id })
      .orderBy("q.id", "ASC")
      .getOne();
    const outcome = dropOutcome(quest.modes, twin);
    if (twin && outcome.twinModes) await m.update(Quest, { id: twin.id }, { modes: outcome.twinModes });
    await m.update(Quest, { id: quest.id }, { status: outcome.status, accepted: null, deadline: null, queuedForCompletion: false });
    await this.logs.write(actorId, logText, LogCategory.quest, m);
    return { questId: quest.id, twinId: twin?.id ?? null, name: quest.name, modes: quest.modes, members: members.map((u) => u.username) };
  }

  private dropWebhook(out: { questId: number; name: string; modes: Mode[]; members: string[] }, title: string): void {
    void this.deps.notifier.publicPost({
      description: `${title}: [**${out.name}**](${this.link({ id: out.questId })}) [**${out.modes.join(", ")}**]`,
      color: 0xe74c3c,
      fields: out.members.length ? [{ name: "Party members", value: out.members.join(", ") }] : undefined,
    });
  }

  // ------------------------------------------------------------------------------------------------ re-open

  /**
   * Anyone may re-open an expired quest for price × 0.5 + 25 (fix §2.9-3: only when expired). The charge and the
   * new expiration are one transaction with the quest locked: ten concurrent re-opens charge once.
   */
  async reopen(viewer: User | null, questId: number): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    const name = await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest || !canViewQuest(quest, viewerOf(user))) throw notFound();
      if (!isQuestExpired(quest, this.deps.now())) throw conflict(QUEST_MSG.notExpired);
      await this.ledger.spend(m, {
        userId: user.id,
        amount: reopenPrice(quest.price),
        category: SpendCategory.reopenQuest,
        reason: `Re-opened quest "${quest.name}"`,
        questId: quest.id,
        insufficientMessage: QUEST_MSG.reopenPoints,
      });
      await m.update(Quest, { id: quest.id }, { expiration: this.days(QUEST_EXPIRATION_DAYS) });
      await this.logs.write(user.id, `re-opened quest "${quest.name}"`, LogCategory.quest, m);
      return quest.name;
    });
    void this.deps.notifier.publicPost({ description: `Quest re-opened: [**${name}**](${this.link({ id: questId })})`, color: 0xffffff });
    return this.result(user, [questId], null);
  }

  // ------------------------------------------------------------------------------------------------ submit and admin review

  private async resolveArtist(m: EntityManager, f: { artistId?: number | null; artistOsuId?: number | null }): Promise<Artist | null> {
    if (f.artistId) {
      const a = await m.findOne(Artist, { where: { id: f.artistId } });
      if (!a) throw badInput(QUEST_MSG.artistNotFound);
      return a;
    }
    if (f.artistOsuId) {
      const a = await m.findOne(Artist, { where: { osuId: f.artistOsuId } });
      if (!a) throw badInput(QUEST_MSG.artistNotFound);
      return a;
    }
    return null;
  }

  private static fields(f: QuestInputFields, admin: boolean): QuestFields {
    return {
      name: typeof f.name === "string" ? f.name.trim() : f.name,
      descriptionMain: typeof f.descriptionMain === "string" ? f.descriptionMain.trim() : f.descriptionMain,
      price: f.price,
      requiredMapsets: f.requiredMapsets,
      timeframe: f.timeframe,
      minParty: f.minParty,
      maxParty: f.maxParty,
      minRank: admin ? (f.minRank ?? 0) : 0,
      modes: Array.isArray(f.modes) ? f.modes : [],
      isMbc: admin ? !!f.isMbc : false,
    };
  }

  /** A member submits a custom quest for review; its creation cost is charged in the same transaction. */
  async submit(viewer: User | null, input: QuestInputFields): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    const fields = QuestsService.fields(input, false);
    const problem = questFieldsProblem(fields);
    if (problem) throw badInput(problem);
    const questId = await this.db.transaction(async (m) => {
      const artist = await this.resolveArtist(m, input);
      const quest = await m.save(
        m.create(Quest, {
          ...fields, modes: normalizeModes(fields.modes), artistId: artist?.id ?? null, status: QuestStatus.pending,
          creatorId: user.id, isCustom: true, expiration: null, createdAt: this.deps.now(),
        }),
      );
      await this.ledger.spend(m, {
        userId: user.id,
        amount: questCreationCost(fields.requiredMapsets, !!artist),
        category: SpendCategory.createQuest,
        reason: `Submitted quest "${fields.name}"`,
        questId: quest.id,
        insufficientMessage: QUEST_MSG.submitPoints,
      });
      await this.logs.write(user.id, "submitted quest for approval", LogCategory.quest, m);
      return quest.id;
    });
    return this.result(user, [questId], null);
  }

  /** Admin: a batch of quests (typically one per featured-artist pack), each scheduled for the next publish run. */
  async createMany(viewer: User | null, inputs: QuestInputFields[]): Promise<Quest[]> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (!Array.isArray(inputs) || inputs.length === 0) throw badInput("No quests to create");
    if (inputs.length > 50) throw badInput("At most 50 quests at once");
    const all = inputs.map((i) => QuestsService.fields(i, true));
    all.forEach((f, i) => {
      const problem = questFieldsProblem(f);
      if (problem) throw badInput(inputs.length > 1 ? `Quest ${i + 1}: ${problem}` : problem);
    });
    const ids = await this.db.transaction(async (m) => {
      const created: number[] = [];
      for (let i = 0; i < all.length; i++) {
        const artist = await this.resolveArtist(m, inputs[i]);
        const q = await m.save(
          m.create(Quest, {
            ...all[i], modes: normalizeModes(all[i].modes), artistId: artist?.id ?? null, status: QuestStatus.scheduled,
            creatorId: admin.id, isCustom: false, expiration: inputs[i].expiration ?? this.days(QUEST_EXPIRATION_DAYS), createdAt: this.deps.now(),
          }),
        );
        await this.logs.write(admin.id, `created quest "${q.name}"`, LogCategory.quest, m);
        created.push(q.id);
      }
      return created;
    });
    const rows = await this.db.getRepository(Quest).findBy({ id: In(ids) });
    return ids.map((id) => rows.find((r) => r.id === id)!);
  }

  /** Admin: edit any field; the merged quest is validated as a whole. Past spending keeps its stored amounts. */
  async update(viewer: User | null, questId: number, patch: QuestPatch): Promise<Quest> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest) throw notFound();
      const merged: QuestFields = {
        name: patch.name !== undefined ? String(patch.name).trim() : quest.name,
        descriptionMain: patch.descriptionMain !== undefined ? String(patch.descriptionMain).trim() : quest.descriptionMain,
        price: patch.price ?? quest.price,
        requiredMapsets: patch.requiredMapsets ?? quest.requiredMapsets,
        timeframe: patch.timeframe ?? quest.timeframe,
        minParty: patch.minParty ?? quest.minParty,
        maxParty: patch.maxParty ?? quest.maxParty,
        minRank: patch.minRank ?? quest.minRank,
        modes: patch.modes ?? quest.modes,
        isMbc: patch.isMbc ?? quest.isMbc,
      };
      const problem = questFieldsProblem(merged);
      if (problem) throw badInput(problem);
      const changes: Partial<Quest> = { ...merged, modes: normalizeModes(merged.modes) };
      if (patch.artistId !== undefined || patch.artistOsuId !== undefined) {
        changes.artistId = (await this.resolveArtist(m, patch))?.id ?? null;
      }
      if (patch.expiration !== undefined) {
        if (patch.expiration !== null && Number.isNaN(new Date(patch.expiration).getTime())) throw badInput(QUEST_MSG.invalidDate);
        changes.expiration = patch.expiration;
      }
      const changed = (Object.keys(changes) as (keyof Quest)[]).filter((k) => !same(quest[k], changes[k]));
      if (changed.length === 0) return;
      await m.update(Quest, { id: quest.id }, changes);
      await this.logs.write(admin.id, `updated quest "${merged.name}" (${changed.join(", ")})`, LogCategory.quest, m);
    });
    return this.getVisible(admin, questId);
  }

  /** Admin: approve a pending quest (or re-publish a hidden one): scheduled, expiring 90 days from now. */
  async schedule(viewer: User | null, questId: number): Promise<Quest> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest) throw notFound();
      if (quest.status !== QuestStatus.pending && quest.status !== QuestStatus.hidden) throw conflict(QUEST_MSG.questIs(quest.status));
      await m.update(Quest, { id: quest.id }, { status: QuestStatus.scheduled, expiration: this.days(QUEST_EXPIRATION_DAYS) });
      const creator = quest.creatorId ? await m.findOne(User, { where: { id: quest.creatorId } }) : null;
      await this.logs.write(admin.id, `scheduled quest "${quest.name}" by "${creator?.username ?? "unknown"}"`, LogCategory.quest, m);
    });
    return this.getVisible(admin, questId);
  }

  /**
   * Admin: reject a pending (or not yet published) quest and refund its creation cost with a compensating ledger row.
   * The quest row lock plus the status check and the "already refunded" check make a second refund impossible;
   * a quest without a creation spend (admin-made) is simply rejected (fix §2.9-13).
   */
  async reject(viewer: User | null, questId: number): Promise<QuestActionResult> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest) throw notFound();
      if (quest.status !== QuestStatus.pending && quest.status !== QuestStatus.scheduled) throw conflict(QUEST_MSG.questIs(quest.status));
      const rows = await m.find(SpentPoints, { where: { questId: quest.id, category: In([SpendCategory.createQuest, SpendCategory.refund]) }, order: { id: "ASC" } });
      const refunded = rows.filter((r) => r.category === SpendCategory.refund);
      for (const spend of rows.filter((r) => r.category === SpendCategory.createQuest)) {
        const i = refunded.findIndex((r) => r.userId === spend.userId && Math.abs(r.amount + spend.amount) < 0.005);
        if (i >= 0) {
          refunded.splice(i, 1);
          continue;
        }
        await this.ledger.refund(m, spend, `Refund: quest "${quest.name}" was rejected`);
      }
      await m.update(Quest, { id: quest.id }, { status: QuestStatus.rejected });
      await this.logs.write(admin.id, `rejected quest "${quest.name}"`, LogCategory.quest, m);
    });
    return this.result(admin, [questId], null);
  }

  /** Admin: force the party holding a wip quest to drop it. */
  async adminDrop(viewer: User | null, questId: number): Promise<QuestActionResult> {
    const admin = requireRole(viewer, Role.ADMIN);
    const out = await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest) throw notFound();
      if (quest.status !== QuestStatus.wip) throw conflict(QUEST_MSG.questIs(quest.status));
      return this.dropInTx(m, quest, admin.id, `forced party to drop quest "${quest.name}"`);
    });
    this.dropWebhook(out, "Dropped quest");
    return this.result(admin, [out.questId, out.twinId], null);
  }

  /** Admin: queue (or unqueue) a wip quest for the daily completion job. */
  async setQueuedForCompletion(viewer: User | null, questId: number, value: boolean): Promise<Quest> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (typeof value !== "boolean") throw badInput("value must be true or false");
    await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest) throw notFound();
      if (quest.status !== QuestStatus.wip) throw conflict(QUEST_MSG.questIs(quest.status));
      await m.update(Quest, { id: quest.id }, { queuedForCompletion: value });
      if (value) await this.logs.write(admin.id, `marked quest "${quest.name}" as complete`, LogCategory.quest, m);
    });
    return this.getVisible(admin, questId);
  }

  async updateExpiration(viewer: User | null, questId: number, expiration: Date | string | null): Promise<Quest> {
    const date = expiration === null ? null : new Date(expiration as string);
    if (date && Number.isNaN(date.getTime())) throw badInput(QUEST_MSG.invalidDate);
    return this.update(viewer, questId, { expiration: date });
  }

  /** Admin: deadline := now + 7 days (wip quests). */
  async resetDeadline(viewer: User | null, questId: number): Promise<Quest> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest) throw notFound();
      if (quest.status !== QuestStatus.wip) throw conflict(QUEST_MSG.questIs(quest.status));
      await m.update(Quest, { id: quest.id }, { deadline: this.days(RESET_DEADLINE_DAYS) });
      await this.logs.write(admin.id, `reset deadline of quest "${quest.name}"`, LogCategory.quest, m);
    });
    return this.getVisible(admin, questId);
  }

  /**
   * Admin: delete a quest nobody holds (open, scheduled, rejected or hidden) with its parties. Ledger rows keep their
   * amounts (their quest reference becomes empty), so no balance changes; linked maps are unlinked by the database.
   * Pending quests must be rejected instead (that refunds the creator); wip and done quests are dropped first.
   */
  async delete(viewer: User | null, questId: number): Promise<number> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest) throw notFound();
      const deletable = [QuestStatus.open, QuestStatus.scheduled, QuestStatus.rejected, QuestStatus.hidden];
      if (!deletable.includes(quest.status)) throw conflict(QUEST_MSG.questIs(quest.status));
      await m.delete(Party, { questId: quest.id });
      await m.delete(Quest, { id: quest.id });
      await this.logs.write(admin.id, `deleted quest "${quest.name}"`, LogCategory.quest, m);
    });
    return questId;
  }

  // ------------------------------------------------------------------------------------------------ beatmap link

  /**
   * The host links their mapset to the quest their party holds, or unlinks it (questId null). Only wip quests take
   * maps; every difficulty's mode must be one the quest offers and every difficulty mapper must be in the quest's
   * current party. Linking clears the mission link (refused while the map sits in a mission that is not open).
   */
  async linkBeatmapToQuest(viewer: User | null, beatmapId: number, questId: number | null): Promise<LinkResult> {
    const user = requireUser(viewer);
    const out = await this.db.transaction(async (m) => {
      const quest = questId ? await lockQuest(m, questId) : null;
      if (questId && (!quest || !canViewQuest(quest, viewerOf(user)))) throw notFound();
      const beatmap = await m.getRepository(Beatmap).createQueryBuilder("b").setLock("pessimistic_write").where("b.id = :id", { id: beatmapId }).getOne();
      if (!beatmap || beatmap.status === BeatmapStatus.Ranked) throw notFound();
      if (beatmap.hostId !== user.id) throw forbidden(QUEST_MSG.notHost);
      const song = await m.findOne(Song, { where: { id: beatmap.songId } });
      const label = `"${song?.artistName ?? "?"} - ${song?.title ?? "?"}"`;
      const previous = beatmap.questId;
      if (!quest) {
        if (previous !== null) {
          await m.update(Beatmap, { id: beatmap.id }, { questId: null });
          await this.logs.write(user.id, `unlinked quest from ${label}`, LogCategory.beatmap, m);
        }
        return { previous };
      }
      if (beatmap.missionId) {
        const mission = await m.findOne(Mission, { where: { id: beatmap.missionId } });
        if (mission && mission.status !== MissionStatus.open) throw conflict(QUEST_MSG.linkedElsewhere);
      }
      const party = (await partiesOf(m, quest.id))[0];
      const memberIds = party ? (await membersOf(m, party.id)).map((u) => u.id) : [];
      const tasks: { name: string; mode: string; mapper_ids: number[] | null }[] = await m.query(
        `SELECT t.name, t.mode, array_remove(array_agg(tm.user_id), NULL) AS mapper_ids
         FROM tasks t LEFT JOIN task_mappers tm ON tm.task_id = t.id WHERE t.beatmap_id = $1 GROUP BY t.id`,
        [beatmap.id],
      );
      const problem = linkProblem(
        quest,
        memberIds,
        tasks.map((t) => ({ name: t.name as never, mode: t.mode, mapperIds: (t.mapper_ids ?? []).map(Number) })),
      );
      if (problem) throw ruleError(problem);
      if (previous !== quest.id || beatmap.missionId !== null) {
        await m.update(Beatmap, { id: beatmap.id }, { questId: quest.id, missionId: null });
        await this.logs.write(user.id, `linked quest to ${label}`, LogCategory.beatmap, m);
      }
      return { previous };
    });
    return this.db.transaction(async (m) => {
      const beatmap = await m.getRepository(Beatmap).findOneByOrFail({ id: beatmapId });
      const q = questId ? await m.getRepository(Quest).findOneBy({ id: questId }) : null;
      const prev = out.previous && out.previous !== questId ? await m.getRepository(Quest).findOneBy({ id: out.previous }) : null;
      return { beatmap, quest: q, previousQuest: prev && this.canView(user, prev) ? prev : null };
    });
  }

  // ------------------------------------------------------------------------------------------------ scheduled jobs

  /** 22:00 UTC: scheduled quests open; one webhook per artist batch (admin quests) and per custom quest. */
  async publishScheduled(): Promise<string> {
    const published = await this.db.transaction(async (m) => {
      const due = await m.getRepository(Quest).createQueryBuilder("q").setLock("pessimistic_write")
        .where("q.status = :s", { s: QuestStatus.scheduled }).orderBy("q.id", "ASC").getMany();
      if (due.length) await m.update(Quest, { id: In(due.map((q) => q.id)) }, { status: QuestStatus.open });
      return due;
    });
    if (published.length === 0) return "no scheduled quests";
    const artistIds = [...new Set(published.map((q) => q.artistId).filter((id): id is number => !!id))];
    const artists = artistIds.length ? await this.db.getRepository(Artist).findBy({ id: In(artistIds) }) : [];
    const creatorIds = [...new Set(published.map((q) => q.creatorId).filter((id): id is number => !!id))];
    const creators = creatorIds.length ? await this.db.getRepository(User).findBy({ id: In(creatorIds) }) : [];
    const entry = (q: Quest) => ({
      name: q.name,
      value: `[Link](${this.link(q)})\n${q.descriptionMain}\n${q.minParty === q.maxParty ? q.minParty : `${q.minParty}-${q.maxParty}`} members, ${q.price} points from each member`,
    });
    const groups = new Map<string, Quest[]>();
    for (const q of published) {
      const key = q.isCustom ? `custom-${q.id}` : `artist-${q.artistId ?? "none"}`;
      groups.set(key, [...(groups.get(key) ?? []), q]);
    }
    for (const [key, quests] of groups) {
      if (key.startsWith("custom-")) {
        const creator = creators.find((u) => u.id === quests[0].creatorId);
        await this.deps.notifier.publicPost({ title: "New custom quest:", description: `by ${creator?.username ?? "a member"}`, color: 0xebcb1b, fields: quests.map(entry) });
      } else {
        const artist = artists.find((a) => a.id === quests[0].artistId);
        await this.deps.notifier.publicPost({
          title: `New ${artist?.label ?? "osu!-original"} quest${quests.length > 1 ? "s" : ""}:`,
          description: quests.map((q) => `**${q.name}**`).join("\n"),
          color: 0xf39c12,
          fields: quests.map(entry),
        });
      }
    }
    return `published ${published.length} quest(s)`;
  }

  /**
   * 03:00 UTC: wip quests queued for completion become done, completed at the latest ranked date of their Ranked maps
   * (10-day leniency on the deadline); the people involved are recalculated. Without a Ranked map nothing changes
   * and the reason is logged (fix §2.9-9).
   */
  async completeQueued(): Promise<string> {
    const queued = await this.db.getRepository(Quest).find({ where: { status: QuestStatus.wip, queuedForCompletion: true }, order: { id: "ASC" } });
    const done: string[] = [];
    const skipped: string[] = [];
    for (const candidate of queued) {
      const out = await this.db.transaction(async (m) => {
        const quest = await lockQuest(m, candidate.id);
        if (!quest || quest.status !== QuestStatus.wip || !quest.queuedForCompletion) return null;
        const outcome = completionOutcome(quest.deadline, (await rankedDatesOf(m, quest.id)).map((r) => (r.ranked_date ? new Date(r.ranked_date) : null)));
        if (!outcome.ok) return { quest, reason: outcome.reason };
        await m.update(Quest, { id: quest.id }, { status: QuestStatus.done, completed: outcome.completed, deadline: outcome.deadline, queuedForCompletion: false });
        const people = await peopleOfQuest(m, quest.id);
        const party = (await partiesOf(m, quest.id))[0];
        const members = party ? (await membersOf(m, party.id)).map((u) => u.username) : [];
        await this.points.recalculateUsers(people, { manager: m });
        return { quest, members };
      });
      if (!out) continue;
      if ("reason" in out) {
        this.deps.logger.warn({ questId: out.quest.id, reason: out.reason }, "quest not completed");
        skipped.push(`"${out.quest.name}" (#${out.quest.id}) not completed: ${out.reason}`);
        continue;
      }
      done.push(`"${out.quest.name}"`);
      void this.deps.notifier.publicPost({
        description: `Completed quest: [**${out.quest.name}**](${this.link(out.quest)}) [**${out.quest.modes.join(", ")}**]`,
        color: 0x8e44ad,
        fields: out.members.length ? [{ name: "Members", value: out.members.join(", ") }] : undefined,
      });
    }
    return [`completed ${done.length} quest(s)${done.length ? `: ${done.join(", ")}` : ""}`, ...skipped].join("; ");
  }

  /** 03:02 UTC: wip quests inactive for over a year (quest, deadline and maps) are dropped. */
  async dropInactive(): Promise<string> {
    const now = this.deps.now();
    const cutoff = new Date(now.getTime() - INACTIVITY_DROP_DAYS * DAY_MS);
    const candidates = await this.db
      .getRepository(Quest)
      .createQueryBuilder("q")
      .where("q.status = :wip", { wip: QuestStatus.wip })
      .andWhere("q.updated_at < :cutoff AND q.deadline < :cutoff", { cutoff })
      .andWhere("NOT EXISTS (SELECT 1 FROM beatmaps b WHERE b.quest_id = q.id AND b.updated_at >= :cutoff)", { cutoff })
      .orderBy("q.id", "ASC")
      .getMany();
    let dropped = 0;
    for (const candidate of candidates) {
      const out = await this.db.transaction(async (m) => {
        const quest = await lockQuest(m, candidate.id);
        if (!quest || quest.status !== QuestStatus.wip) return null;
        const [latest] = await m.query(`SELECT max(updated_at) AS at FROM beatmaps WHERE quest_id = $1`, [quest.id]);
        if (!isInactive(quest, latest?.at ? new Date(latest.at) : null, now)) return null;
        const { word, list } = modeWords(quest.modes);
        return this.dropInTx(m, quest, null, `party dropped quest "${quest.name}" for ${word} "${list}"`);
      });
      if (!out) continue;
      dropped++;
      this.dropWebhook(out, "Automatically dropped quest due to inactivity");
    }
    return `dropped ${dropped} inactive quest(s)`;
  }
}

/** Unrounded balance: the same figure the ledger checks. */
function pointsInfoAvailable(u: User): number {
  return availablePoints(u);
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}
