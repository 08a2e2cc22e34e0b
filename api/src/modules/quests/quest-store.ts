import type { EntityManager } from "typeorm";
import { badInput, conflict, notFound } from "../../core/errors";
import { BeatmapStatus, LogCategory, type Mode, QuestStatus } from "../../core/enums";
import { Artist } from "../artists/artist.entity";
import type { LogsService } from "../logs/logs.service";
import { Party, PartyMember } from "../parties/party.entity";
import { User } from "../users/user.entity";
import { Quest } from "./quest.entity";
import { dropOutcome, QUEST_MSG } from "./quests.rules";
import { lockRow } from "../../core/locks";

/**
 * Database helpers shared by the quest and party services. Every function takes the transaction's manager
 * (inside a transaction every query must use it: docs/architecture.md, "Transactions on the embedded database").
 *
 * Locking protocol (docs/security.md, "Double clicks"; README.md beside this file): a use case that changes a quest,
 * its parties or spends points for it first locks the quest row (SELECT ... FOR UPDATE), then the member rows it
 * charges or reads, in ascending id order (LedgerService.lockUsers). Quest locks are always taken before user locks,
 * so concurrent requests serialise per quest and cannot deadlock. A user row is locked before any statement that only
 * key-share locks it (inserting a row that references the user: a quest's creator, a ledger or log row): a key-share
 * lock upgraded later deadlocks against the same upgrade in a twin request. A new quest (submit) has no row to lock
 * yet: there the user row comes first.
 */

/** Locks and returns the quest row for the rest of the transaction (the latest committed version). */
export function lockQuest(m: EntityManager, questId: number): Promise<Quest | null> {
  return lockRow(m, Quest, questId);
}

/**
 * Locks the quest a party belongs to and returns both, re-reading the party after the lock: a concurrent accept
 * may have deleted the party or moved it to a split-off quest while this request waited.
 */
export async function lockPartyAndQuest(m: EntityManager, partyId: number): Promise<{ party: Party; quest: Quest }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await m.findOne(Party, { where: { id: partyId } });
    if (!before) throw notFound();
    const quest = await lockQuest(m, before.questId);
    const party = await m.findOne(Party, { where: { id: partyId } });
    if (!party) throw notFound();
    if (quest && party.questId === quest.id) return { party, quest };
  }
  throw conflict("The party changed while you were acting on it. Try again!");
}

export function partiesOf(m: EntityManager, questId: number): Promise<Party[]> {
  return m.find(Party, { where: { questId }, order: { createdAt: "ASC", id: "ASC" } });
}

/** Members of a party in joining order (oldest first). */
export function membersOf(m: EntityManager, partyId: number): Promise<User[]> {
  return m
    .getRepository(User)
    .createQueryBuilder("u")
    .innerJoin(PartyMember, "pm", "pm.user_id = u.id")
    .where("pm.party_id = :partyId", { partyId })
    .orderBy("pm.created_at", "ASC")
    .addOrderBy("u.id", "ASC")
    .getMany();
}

export async function memberIdsOf(m: EntityManager, partyId: number): Promise<number[]> {
  const rows: { user_id: number }[] = await m.query(
    `SELECT user_id FROM party_members WHERE party_id = $1 ORDER BY created_at, user_id`,
    [partyId],
  );
  return rows.map((r) => r.user_id);
}

export async function isInAnyPartyOf(m: EntityManager, questId: number, userId: number): Promise<boolean> {
  const rows = await m.query(`SELECT 1 FROM party_members WHERE quest_id = $1 AND user_id = $2`, [questId, userId]);
  return rows.length > 0;
}

export async function isInvited(m: EntityManager, partyId: number, userId: number): Promise<boolean> {
  const rows = await m.query(`SELECT 1 FROM party_invites WHERE party_id = $1 AND user_id = $2`, [partyId, userId]);
  return rows.length > 0;
}

/** Adds a member (the database keeps one party per user per quest) and drops their invitations for that quest. */
export async function addMember(m: EntityManager, party: Party, userId: number, now: Date): Promise<void> {
  await m.insert(PartyMember, { partyId: party.id, userId, questId: party.questId, createdAt: now });
  await m.query(`DELETE FROM party_invites WHERE user_id = $1 AND party_id IN (SELECT id FROM parties WHERE quest_id = $2)`, [
    userId,
    party.questId,
  ]);
}

/** SQL condition: the user took part in beatmap `b` (its host or a mapper of one of its tasks). */
const PARTICIPATED = `(b.host_id = $2 OR EXISTS (SELECT 1 FROM tasks t JOIN task_mappers tm ON tm.task_id = t.id WHERE t.beatmap_id = b.id AND tm.user_id = $2))`;

/** The user has a Ranked map linked to the quest (they cannot leave or be kicked then). */
export async function hasRankedMapsOn(m: EntityManager, questId: number, userId: number): Promise<boolean> {
  const rows = await m.query(`SELECT 1 FROM beatmaps b WHERE b.quest_id = $1 AND b.status = $3 AND ${PARTICIPATED} LIMIT 1`, [
    questId,
    userId,
    BeatmapStatus.Ranked,
  ]);
  return rows.length > 0;
}

/** Unlinks from the quest every map the user took part in (after a leave or kick). Returns how many. */
export async function unlinkMapsOf(m: EntityManager, questId: number, userId: number): Promise<number> {
  const rows: unknown = await m.query(
    `UPDATE beatmaps b SET quest_id = NULL, updated_at = now() WHERE b.quest_id = $1 AND ${PARTICIPATED} RETURNING b.id`,
    [questId, userId],
  );
  const list = Array.isArray(rows) && Array.isArray(rows[0]) ? rows[0] : rows;
  return Array.isArray(list) ? list.length : 0;
}

/** Maps the quest holds, with status and ranked date (completion). */
export function rankedDatesOf(m: EntityManager, questId: number): Promise<{ ranked_date: Date | null }[]> {
  return m.query(`SELECT ranked_date FROM beatmaps WHERE quest_id = $1 AND status = $2`, [questId, BeatmapStatus.Ranked]);
}

/** Everyone whose earned points depend on the quest: party members, hosts and mappers of its maps. */
export async function peopleOfQuest(m: EntityManager, questId: number): Promise<number[]> {
  const rows: { id: number }[] = await m.query(
    `SELECT user_id AS id FROM party_members WHERE quest_id = $1
     UNION SELECT host_id FROM beatmaps WHERE quest_id = $1
     UNION SELECT tm.user_id FROM task_mappers tm JOIN tasks t ON t.id = tm.task_id JOIN beatmaps b ON b.id = t.beatmap_id WHERE b.quest_id = $1`,
    [questId],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** "mode" or "modes" and the list, as the original's log and webhook texts write them. */
export function modeWords(modes: readonly Mode[]): { word: string; list: string } {
  return { word: modes.length > 1 ? "modes" : "mode", list: modes.join(", ") };
}

/** A PostgreSQL unique violation (e.g. two parties for one user on one quest). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  return e?.code === "23505" || e?.driverError?.code === "23505";
}

/**
 * Unlinks the quest's maps, deletes its parties, and either merges it back into an open quest of the same name
 * (this one becomes hidden, its modes return to the twin) or reopens it; accepted and deadline are cleared.
 */
export async function dropInTx(m: EntityManager, logs: LogsService, quest: Quest, actorId: number | null, logText: string) {
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
  await logs.write(actorId, logText, LogCategory.quest, m);
  return {
    questId: quest.id,
    twinId: twin?.id ?? null,
    name: quest.name,
    modes: quest.modes,
    members: members.map((u) => u.username),
    memberIds: members.map((u) => u.id),
  };
}

/** The artist of a quest form: by our id, or by its osu! featured-artist id (REST); "Couldn't find artist" otherwise. */
export async function resolveQuestArtist(
  m: EntityManager,
  f: { artistId?: number | null; artistOsuId?: number | null },
): Promise<Artist | null> {
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
