// Over 400 lines: the member use cases of quests share one lock order (docs/security.md); the admin side is quests-admin.service.ts.
/**
 * Member use cases of quests: the reads (list, one quest, visibility), accept, drop, re-open, submit, and linking a
 * mapset to the quest one's party holds. The admin side and the scheduled jobs are QuestsAdminService
 * (quests-admin.service.ts); the database helpers both share are in quest-store.ts.
 *
 * Over 400 lines on purpose: accept, drop, re-open and submit are spending transactions whose lock order (the quest
 * row, then member rows by ascending id; see quest-store.ts) is easiest to check when they sit side by side.
 */
import { In, type EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import { badInput, check, conflict, forbidden, MSG, notFound } from "../../core/errors";
import { hasRole, requireUser, Role } from "../../core/access";
import { BeatmapStatus, LogCategory, MissionStatus, type Mode, QuestStatus, SpendCategory } from "../../core/enums";
import type { LogsService } from "../logs/logs.service";
import type { LedgerService } from "../points/ledger.service";
import { availablePoints, pointsInfo } from "../points/points.rules";
import { Song } from "../artists/song.entity";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { Mission } from "../missions/mission.entity";
import { Party } from "../parties/party.entity";
import { User } from "../users/user.entity";
import { likePrefix } from "../users/users.rules";
import { Quest } from "./quest.entity";
import { keysetPage, type Page, type PageArgs } from "../../core/connection";
import {
  acceptProblem,
  canViewQuest,
  competingPartyIds,
  DAY_MS,
  isQuestExpired,
  linkProblem,
  normalizeModes,
  PUBLIC_QUEST_STATUSES,
  QUEST_EXPIRATION_DAYS,
  QUEST_MSG,
  questCreationCost,
  questFieldsProblem,
  type QuestFields,
  reopenPrice,
  splitByModes,
  type Viewer,
  planAcceptCharges,
} from "./quests.rules";
import { dropInTx, lockQuest, membersOf, modeWords, partiesOf, resolveQuestArtist } from "./quest-store";
import { partyRank } from "../parties/parties.rules";
import { leanManyAndCount, type LeanProperties } from "../../core/lean";
import { questAcceptedEvent, questDroppedEvent } from "./quests.events";
import { lockRow } from "../../core/locks";

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
export type QuestInputFields = Omit<QuestFields, "minRank" | "isMbc"> & {
  artistId?: number | null;
  artistOsuId?: number | null;
  minRank?: number | null;
  isMbc?: boolean | null;
  expiration?: Date | null;
};

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
  ) {}

  private get db() {
    return this.deps.db;
  }

  private days(n: number): Date {
    return new Date(this.deps.now().getTime() + n * DAY_MS);
  }

  /** The quest's page (webhook links). */
  link(q: Pick<Quest, "id">): string {
    return `${this.deps.config.baseUrl}/quests?id=${q.id}`;
  }

  // ------------------------------------------------------------------------------------------------ reads

  /**
   * The quests the viewer may see (admins: all but hidden unless asked; others: the public statuses and their own)
   * with the quests page's filters: the one query `list` and `connection` page through.
   */
  private visibleQuests(
    v: ReturnType<typeof viewerOf>,
    filter: Pick<QuestFilter, "mode" | "status" | "artist" | "search" | "artistOsuId">,
  ) {
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
    return qb;
  }

  /** Quests the viewer may see, filtered and paged, newest first. */
  async list(viewer: User | null, filter: QuestFilter): Promise<{ quests: Quest[]; totalCount: number }> {
    const v = viewerOf(viewer);
    const limit = Math.min(Math.max(filter.limit ?? 50, 1), QUESTS_PAGE_MAX);
    const offset = Math.min(Math.max(filter.offset ?? 0, 0), 1_000_000);
    const qb = this.visibleQuests(v, filter);
    if (filter.adminOrder) qb.orderBy("q.status", "DESC").addOrderBy("lower(q.name)", "ASC");
    else qb.orderBy("q.created_at", "DESC");
    qb.addOrderBy("q.id", "DESC").offset(offset).limit(limit);
    const [quests, totalCount] = await leanManyAndCount(qb);
    return { quests, totalCount };
  }

  /**
   * `questsConnection`: the quests `list` shows (same visibility and filters, newest first, ties by id) as keyset
   * pages (core/connection.ts). The creation time is compared truncated to milliseconds, the precision a cursor keeps.
   * `mine` keeps the quests with a party the viewer is a member of (the mapset page's quest picker).
   */
  connection(
    viewer: User | null,
    filter: Pick<QuestFilter, "mode" | "status" | "artist" | "search"> & { mine?: boolean | null },
    args: PageArgs,
    only?: LeanProperties,
  ): Promise<Page<Quest>> {
    const v = viewerOf(viewer);
    const qb = this.visibleQuests(v, filter);
    if (filter.mine) {
      qb.andWhere("q.id IN (SELECT pm.quest_id FROM party_members pm WHERE pm.user_id = :memberId)", { memberId: v?.id ?? -1 });
    }
    return keysetPage(
      qb,
      [
        {
          sql: "date_trunc('milliseconds', q.created_at)",
          direction: "DESC",
          kind: "string",
          of: (q) => q.createdAt.toISOString(),
          cast: "timestamptz",
        },
        { sql: "q.id", direction: "DESC", kind: "number", of: (q) => q.id },
      ],
      args,
      { count: true, only },
    );
  }

  /** One quest, or null when it does not exist or the viewer may not see it (a fix, see README.md). */
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
  async result(
    viewer: User | null,
    questIds: (number | null)[],
    partyId: number | null,
    /** Read inside the spending transaction itself: once it commits, the answer is ready (nothing left to fail). */
    within?: EntityManager,
  ): Promise<QuestActionResult> {
    const ids = [...new Set(questIds.filter((id): id is number => id !== null))];
    const read = within ? <T>(fn: (m: EntityManager) => Promise<T>) => fn(within) : this.db.transaction.bind(this.db);
    return read(async (m: EntityManager) => {
      const rows = ids.length ? await m.getRepository(Quest).findBy({ id: In(ids) }) : [];
      const quests = ids.map((id) => rows.find((r) => r.id === id)).filter((q): q is Quest => !!q);
      const party = partyId ? await m.getRepository(Party).findOneBy({ id: partyId }) : null;
      const fresh = viewer ? await m.getRepository(User).findOneBy({ id: viewer.id }) : null;
      return { quest: quests[0] ?? null, quests, party, availablePoints: fresh ? pointsInfo(fresh).available : null };
    });
  }

  // ------------------------------------------------------------------------------------------------ accept

  /**
   * The leader accepts the quest for their party (README.md): checks in order, removes competing parties, splits the
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
      // Lock every member's balance (ascending ids, after the quest: LedgerService's lock order) and read it fresh.
      const members = await this.ledger.lockUsers(m, memberIds);
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
      check(problem);
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
            creatorId: quest.creatorId,
            name: quest.name,
            descriptionMain: quest.descriptionMain,
            price: quest.price,
            timeframe: quest.timeframe,
            requiredMapsets: quest.requiredMapsets,
            minParty: quest.minParty,
            maxParty: quest.maxParty,
            minRank: quest.minRank,
            artistId: quest.artistId,
            isMbc: quest.isMbc,
            isCustom: quest.isCustom,
            expiration: quest.expiration,
            status: QuestStatus.wip,
            modes: acceptedModes,
            accepted: now,
            deadline,
            createdAt: now,
          }),
        );
        await m.update(Quest, { id: quest.id }, { modes: remaining });
        await m.update(Party, { id: p.id }, { questId: held.id });
        await m.query(`UPDATE party_members SET quest_id = $1 WHERE party_id = $2`, [held.id, p.id]);
        await m.query(`DELETE FROM party_invites WHERE party_id = $1`, [p.id]);
      }
      const byId = new Map(members.map((u) => [u.id, u]));
      const plan = planAcceptCharges(
        quest.price,
        p.leaderId,
        members.map((u) => ({ userId: u.id, available: pointsInfoAvailable(u) })),
      );
      for (const c of plan.charges) {
        await this.ledger.spend(m, {
          userId: c.userId,
          amount: c.amount,
          category: SpendCategory.acceptQuest,
          reason:
            c.forUserId === c.userId
              ? `Accepted quest "${quest.name}"`
              : `Accepted quest "${quest.name}" (covering ${byId.get(c.forUserId)?.username ?? "a member"})`,
          questId: held.id,
          insufficientMessage: QUEST_MSG.cannotAfford,
        });
      }
      const { word, list } = modeWords(acceptedModes);
      await this.logs.write(user.id, `party accepted quest "${quest.name}" for ${word} "${list}"`, LogCategory.quest, m);
      await this.deps.events.record(m, questAcceptedEvent({ id: held.id, name: quest.name }, list, user.id, memberIds));
      return {
        heldId: held.id,
        name: quest.name,
        list,
        members: members.map((u) => u.username),
        answer: await this.result(user, [held.id, takesAll ? null : quest.id], p.id, m),
      };
    });
    void this.deps.notifier.publicPost({
      description: `Accepted quest: [**${out.name}**](${this.link({ id: out.heldId })}) [**${out.list}**]`,
      color: 0x36d8a2,
      fields: [{ name: "Party members", value: out.members.join(", ") }],
    });
    return out.answer;
  }

  // ------------------------------------------------------------------------------------------------ drop

  /** The leader of the party holding a wip quest drops it (README.md). No refunds, as the original. */
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
      const dropped = await dropInTx(m, this.logs, quest, user.id, `party dropped quest "${quest.name}" for ${word} "${list}"`);
      await this.deps.events.record(m, questDroppedEvent(dropped, "leader", user));
      return dropped;
    });
    this.dropWebhook(out, "Dropped quest");
    return this.result(user, [out.questId, out.twinId], null);
  }

  /** The public webhook of a dropped quest (also QuestsAdminService's forced and automatic drops). */
  dropWebhook(out: { questId: number; name: string; modes: Mode[]; members: string[] }, title: string): void {
    void this.deps.notifier.publicPost({
      description: `${title}: [**${out.name}**](${this.link({ id: out.questId })}) [**${out.modes.join(", ")}**]`,
      color: 0xe74c3c,
      fields: out.members.length ? [{ name: "Party members", value: out.members.join(", ") }] : undefined,
    });
  }

  // ------------------------------------------------------------------------------------------------ re-open

  /**
   * Anyone may re-open an expired quest for price × 0.5 + 25 (a fix, see README.md: only when expired). The charge and the
   * new expiration are one transaction with the quest locked: ten concurrent re-opens charge once.
   */
  async reopen(viewer: User | null, questId: number): Promise<QuestActionResult> {
    const user = requireUser(viewer);
    const { name, answer } = await this.db.transaction(async (m) => {
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
      return { name: quest.name, answer: await this.result(user, [questId], null, m) };
    });
    void this.deps.notifier.publicPost({
      description: `Quest re-opened: [**${name}**](${this.link({ id: questId })})`,
      color: 0xffffff,
    });
    return answer;
  }

  // ------------------------------------------------------------------------------------------------ submit

  /** The fields of a submission or an admin quest, trimmed; members cannot set a minimum rank or MBC. */
  static fields(f: QuestInputFields, admin: boolean): QuestFields {
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
    check(problem);
    return this.db.transaction(async (m) => {
      // The member's row first (quest-store.ts, "Locking protocol"): inserting the quest before the charge would take a
      // key-share lock on it (the creator foreign key) that the charge must then upgrade — two double-clicked submits
      // each held one and waited for the other's (deadlock detected).
      await this.ledger.lockUser(m, user.id);
      const artist = await resolveQuestArtist(m, input);
      const quest = await m.save(
        m.create(Quest, {
          ...fields,
          modes: normalizeModes(fields.modes),
          artistId: artist?.id ?? null,
          status: QuestStatus.pending,
          creatorId: user.id,
          isCustom: true,
          expiration: null,
          createdAt: this.deps.now(),
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
      return this.result(user, [quest.id], null, m);
    });
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
      const beatmap = await lockRow(m, Beatmap, beatmapId);
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
      check(problem);
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
}

/** Unrounded balance: the same figure the ledger checks. */
function pointsInfoAvailable(u: User): number {
  return availablePoints(u);
}
