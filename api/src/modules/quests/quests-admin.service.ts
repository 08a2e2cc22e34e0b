import { In } from "typeorm";
import { auditTarget, recordAdminAction } from "../audit/audit.service";
import { AdminActionKind, AdminTargetType } from "../audit/audit.rules";
import type { Deps } from "../../core/deps";
import { badInput, badInputProblem, check, conflict, fail, notFound } from "../../core/errors";
import { isStorableDate } from "../../core/input";
import { requireRole, Role } from "../../core/access";
import { BeatmapStatus, LogCategory, QuestStatus, SpendCategory } from "../../core/enums";
import type { LogsService } from "../logs/logs.service";
import type { LedgerService } from "../points/ledger.service";
import type { PointsService } from "../points/points.service";
import { SpentPoints } from "../points/spent-points.entity";
import { Artist } from "../artists/artist.entity";
import { Party } from "../parties/party.entity";
import { User } from "../users/user.entity";
import { Quest } from "./quest.entity";
import { Beatmap } from "../beatmaps/beatmap.entity";
import {
  completionOutcome,
  DAY_MS,
  INACTIVITY_DROP_DAYS,
  isInactive,
  normalizeModes,
  QUEST_EXPIRATION_DAYS,
  QUEST_MSG,
  questFieldsProblem,
  RESET_DEADLINE_DAYS,
  type QuestFields,
} from "./quests.rules";
import {
  dropInTx,
  lockQuest,
  membersOf,
  modeWords,
  partiesOf,
  peopleOfQuest,
  rankedDatesOf,
  resolveQuestArtist,
} from "./quest-store";
import { QuestsService, type QuestActionResult, type QuestInputFields, type QuestPatch } from "./quests.service";
import { questCompletedEvent, questDroppedEvent, questPublishedEvent } from "./quests.events";

/** The most quests, and the most mapsets, one news post report lists. */
export const NEWS_POST_MAX = 500;
/** The longest period one news post report covers. */
export const NEWS_POST_MAX_DAYS = 366;

export interface NewsPostInfo {
  from: Date;
  to: Date;
  quests: Quest[];
  beatmaps: Beatmap[];
  truncated: boolean;
}

/** A news post's period: real dates, forwards, at most a year. */
export function newsPostRangeProblem(from: Date, to: Date) {
  if (!isStorableDate(from) || !isStorableDate(to)) return badInputProblem("Invalid date");
  if (to.getTime() <= from.getTime()) return badInputProblem("The end date must be after the start date");
  if (to.getTime() - from.getTime() > NEWS_POST_MAX_DAYS * 86_400_000)
    return badInputProblem(`A news post covers at most ${NEWS_POST_MAX_DAYS} days`);
  return null;
}

/** A quest as an audit entry's target. */
const questTarget = (q: { id: number; name: string }) => auditTarget(AdminTargetType.quest, q.id, q.name);

/**
 * The admin side of quests: creating, editing, reviewing (schedule, reject with refund), forcing drops, queueing
 * completion, deleting; and the three scheduled quest jobs (publish, complete, drop inactive). Member use cases and
 * the reads are QuestsService's.
 */
export class QuestsAdminService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
    private readonly ledger: LedgerService,
    private readonly points: PointsService,
    private readonly quests: QuestsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private days(n: number): Date {
    return new Date(this.deps.now().getTime() + n * DAY_MS);
  }

  // ------------------------------------------------------------------------------------------------ admin review and edits

  /** Admin: a batch of quests (typically one per featured-artist pack), each scheduled for the next publish run. */
  async createMany(viewer: User | null, inputs: QuestInputFields[]): Promise<Quest[]> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (!Array.isArray(inputs) || inputs.length === 0) throw badInput("No quests to create");
    if (inputs.length > 50) throw badInput("At most 50 quests at once");
    const all = inputs.map((i) => QuestsService.fields(i, true));
    all.forEach((f, i) => {
      const problem = questFieldsProblem(f);
      if (problem) fail(inputs.length > 1 ? { ...problem, message: `Quest ${i + 1}: ${problem.message}` } : problem);
    });
    const ids = await this.db.transaction(async (m) => {
      const created: number[] = [];
      for (let i = 0; i < all.length; i++) {
        const artist = await resolveQuestArtist(m, inputs[i]);
        const q = await m.save(
          m.create(Quest, {
            ...all[i],
            modes: normalizeModes(all[i].modes),
            artistId: artist?.id ?? null,
            status: QuestStatus.scheduled,
            creatorId: admin.id,
            isCustom: false,
            expiration: inputs[i].expiration ?? this.days(QUEST_EXPIRATION_DAYS),
            createdAt: this.deps.now(),
          }),
        );
        await this.logs.write(admin.id, `created quest "${q.name}"`, LogCategory.quest, m);
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.questEdit,
          ...questTarget(q),
          newValue: "created",
        });
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
      check(problem);
      const changes: Partial<Quest> = { ...merged, modes: normalizeModes(merged.modes) };
      if (patch.artistId !== undefined || patch.artistOsuId !== undefined) {
        changes.artistId = (await resolveQuestArtist(m, patch))?.id ?? null;
      }
      if (patch.expiration !== undefined) {
        if (patch.expiration !== null && !isStorableDate(new Date(patch.expiration))) throw badInput(QUEST_MSG.invalidDate);
        changes.expiration = patch.expiration;
      }
      const changed = (Object.keys(changes) as (keyof Quest)[]).filter((k) => !same(quest[k], changes[k]));
      if (changed.length === 0) return;
      await m.update(Quest, { id: quest.id }, changes);
      await this.logs.write(admin.id, `updated quest "${merged.name}" (${changed.join(", ")})`, LogCategory.quest, m);
      const was = Object.fromEntries(changed.map((k) => [k, quest[k]]));
      const now = Object.fromEntries(changed.map((k) => [k, changes[k]]));
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.questEdit,
        ...questTarget(quest),
        oldValue: was,
        newValue: now,
      });
    });
    return this.quests.getVisible(admin, questId);
  }

  /** Admin: approve a pending quest (or re-publish a hidden one): scheduled, expiring 90 days from now. */
  async schedule(viewer: User | null, questId: number): Promise<Quest> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest) throw notFound();
      if (quest.status !== QuestStatus.pending && quest.status !== QuestStatus.hidden)
        throw conflict(QUEST_MSG.questIs(quest.status));
      await m.update(Quest, { id: quest.id }, { status: QuestStatus.scheduled, expiration: this.days(QUEST_EXPIRATION_DAYS) });
      const creator = quest.creatorId ? await m.findOne(User, { where: { id: quest.creatorId } }) : null;
      await this.logs.write(
        admin.id,
        `scheduled quest "${quest.name}" by "${creator?.username ?? "unknown"}"`,
        LogCategory.quest,
        m,
      );
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.questReview,
        ...questTarget(quest),
        oldValue: quest.status,
        newValue: QuestStatus.scheduled,
      });
    });
    return this.quests.getVisible(admin, questId);
  }

  /**
   * Admin: reject a pending (or not yet published) quest and refund its creation cost with a compensating ledger row.
   * The quest row lock plus the status check and the "already refunded" check make a second refund impossible;
   * a quest without a creation spend (admin-made) is simply rejected (a fix, see README.md).
   */
  async reject(viewer: User | null, questId: number): Promise<QuestActionResult> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest) throw notFound();
      if (quest.status !== QuestStatus.pending && quest.status !== QuestStatus.scheduled)
        throw conflict(QUEST_MSG.questIs(quest.status));
      const rows = await m.find(SpentPoints, {
        where: { questId: quest.id, category: In([SpendCategory.createQuest, SpendCategory.refund]) },
        order: { id: "ASC" },
      });
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
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.questReview,
        ...questTarget(quest),
        oldValue: quest.status,
        newValue: QuestStatus.rejected,
      });
    });
    return this.quests.result(admin, [questId], null);
  }

  /** Admin: force the party holding a wip quest to drop it. */
  async adminDrop(viewer: User | null, questId: number): Promise<QuestActionResult> {
    const admin = requireRole(viewer, Role.ADMIN);
    const out = await this.db.transaction(async (m) => {
      const quest = await lockQuest(m, questId);
      if (!quest) throw notFound();
      if (quest.status !== QuestStatus.wip) throw conflict(QUEST_MSG.questIs(quest.status));
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.questEdit,
        ...questTarget(quest),
        oldValue: quest.status,
        newValue: "dropped",
      });
      const dropped = await dropInTx(m, this.logs, quest, admin.id, `forced party to drop quest "${quest.name}"`);
      await this.deps.events.record(m, questDroppedEvent(dropped, "admin", admin));
      return dropped;
    });
    this.quests.dropWebhook(out, "Dropped quest");
    return this.quests.result(admin, [out.questId, out.twinId], null);
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
      if (quest.queuedForCompletion !== value)
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.questEdit,
          ...questTarget(quest),
          oldValue: `queuedForCompletion: ${!value}`,
          newValue: `queuedForCompletion: ${value}`,
        });
      if (value) await this.logs.write(admin.id, `marked quest "${quest.name}" as complete`, LogCategory.quest, m);
    });
    return this.quests.getVisible(admin, questId);
  }

  async updateExpiration(viewer: User | null, questId: number, expiration: Date | string | null): Promise<Quest> {
    const date = expiration === null ? null : new Date(expiration as string);
    if (date && !isStorableDate(date)) throw badInput(QUEST_MSG.invalidDate);
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
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.questEdit,
        ...questTarget(quest),
        oldValue: quest.deadline,
        newValue: this.days(RESET_DEADLINE_DAYS),
      });
    });
    return this.quests.getVisible(admin, questId);
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
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.questEdit,
        ...questTarget(quest),
        oldValue: quest.status,
        newValue: "deleted",
      });
    });
    return questId;
  }

  // ------------------------------------------------------------------------------------------------ news posts

  /**
   * What the guild's news post reports for a period (the original's "news post" generator): the quests completed in
   * [from, to), by name, and the mapsets Ranked in it that belong to no quest, by mode and newest first. At most a year
   * at once; at most NEWS_POST_MAX of each (then `truncated`).
   */
  async newsPostInfo(viewer: User | null, from: Date, to: Date): Promise<NewsPostInfo> {
    requireRole(viewer, Role.ADMIN);
    check(newsPostRangeProblem(from, to));
    const quests = await this.db
      .getRepository(Quest)
      .createQueryBuilder("q")
      .where("q.status = :done AND q.completed >= :from AND q.completed < :to", { done: QuestStatus.done, from, to })
      .orderBy("lower(q.name)", "ASC")
      .addOrderBy("q.id", "ASC")
      .take(NEWS_POST_MAX + 1)
      .getMany();
    const beatmaps = await this.db
      .getRepository(Beatmap)
      .createQueryBuilder("b")
      .where("b.status = :ranked AND b.quest_id IS NULL", { ranked: BeatmapStatus.Ranked })
      .andWhere("coalesce(b.ranked_date, b.updated_at) >= :from AND coalesce(b.ranked_date, b.updated_at) < :to", { from, to })
      .orderBy("b.mode", "ASC")
      .addOrderBy("b.created_at", "DESC")
      .addOrderBy("b.id", "DESC")
      .take(NEWS_POST_MAX + 1)
      .getMany();
    return {
      from,
      to,
      quests: quests.slice(0, NEWS_POST_MAX),
      beatmaps: beatmaps.slice(0, NEWS_POST_MAX),
      truncated: quests.length > NEWS_POST_MAX || beatmaps.length > NEWS_POST_MAX,
    };
  }

  // ------------------------------------------------------------------------------------------------ scheduled jobs

  /** 22:00 UTC: scheduled quests open; one webhook per artist batch (admin quests) and per custom quest. */
  async publishScheduled(): Promise<string> {
    const published = await this.db.transaction(async (m) => {
      const due = await m
        .getRepository(Quest)
        .createQueryBuilder("q")
        .setLock("pessimistic_write")
        .where("q.status = :s", { s: QuestStatus.scheduled })
        .orderBy("q.id", "ASC")
        .getMany();
      if (due.length) await m.update(Quest, { id: In(due.map((q) => q.id)) }, { status: QuestStatus.open });
      for (const q of due) await this.deps.events.record(m, questPublishedEvent(q));
      return due;
    });
    if (published.length === 0) return "no scheduled quests";
    const artistIds = [...new Set(published.map((q) => q.artistId).filter((id): id is number => !!id))];
    const artists = artistIds.length ? await this.db.getRepository(Artist).findBy({ id: In(artistIds) }) : [];
    const creatorIds = [...new Set(published.map((q) => q.creatorId).filter((id): id is number => !!id))];
    const creators = creatorIds.length ? await this.db.getRepository(User).findBy({ id: In(creatorIds) }) : [];
    const entry = (q: Quest) => ({
      name: q.name,
      value: `[Link](${this.quests.link(q)})\n${q.descriptionMain}\n${q.minParty === q.maxParty ? q.minParty : `${q.minParty}-${q.maxParty}`} members, ${q.price} points from each member`,
    });
    const groups = new Map<string, Quest[]>();
    for (const q of published) {
      const key = q.isCustom ? `custom-${q.id}` : `artist-${q.artistId ?? "none"}`;
      groups.set(key, [...(groups.get(key) ?? []), q]);
    }
    for (const [key, quests] of groups) {
      if (key.startsWith("custom-")) {
        const creator = creators.find((u) => u.id === quests[0].creatorId);
        await this.deps.notifier.publicPost({
          title: "New custom quest:",
          description: `by ${creator?.username ?? "a member"}`,
          color: 0xebcb1b,
          fields: quests.map(entry),
        });
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
   * and the reason is logged (a fix, see README.md).
   */
  async completeQueued(): Promise<string> {
    const queued = await this.db
      .getRepository(Quest)
      .find({ where: { status: QuestStatus.wip, queuedForCompletion: true }, order: { id: "ASC" } });
    const done: string[] = [];
    const skipped: string[] = [];
    for (const candidate of queued) {
      const out = await this.db.transaction(async (m) => {
        const quest = await lockQuest(m, candidate.id);
        if (!quest || quest.status !== QuestStatus.wip || !quest.queuedForCompletion) return null;
        const outcome = completionOutcome(
          quest.deadline,
          (await rankedDatesOf(m, quest.id)).map((r) => (r.ranked_date ? new Date(r.ranked_date) : null)),
        );
        if (!outcome.ok) return { quest, reason: outcome.reason };
        await m.update(
          Quest,
          { id: quest.id },
          { status: QuestStatus.done, completed: outcome.completed, deadline: outcome.deadline, queuedForCompletion: false },
        );
        const people = await peopleOfQuest(m, quest.id);
        const party = (await partiesOf(m, quest.id))[0];
        const partyMembers = party ? await membersOf(m, party.id) : [];
        const members = partyMembers.map((u) => u.username);
        await this.points.recalculateUsers(people, { manager: m });
        await this.deps.events.record(
          m,
          questCompletedEvent(
            quest,
            partyMembers.map((u) => u.id),
          ),
        );
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
        description: `Completed quest: [**${out.quest.name}**](${this.quests.link(out.quest)}) [**${out.quest.modes.join(", ")}**]`,
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
        const dropped = await dropInTx(m, this.logs, quest, null, `party dropped quest "${quest.name}" for ${word} "${list}"`);
        await this.deps.events.record(m, questDroppedEvent(dropped, "inactivity", null));
        return dropped;
      });
      if (!out) continue;
      dropped++;
      this.quests.dropWebhook(out, "Automatically dropped quest due to inactivity");
    }
    return `dropped ${dropped} inactive quest(s)`;
  }
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}
