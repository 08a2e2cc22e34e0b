import type { Context, JsonEnv } from "../context";
import { QuestStatus } from "../../core/enums";
import { beatmapJson } from "../beatmaps/beatmaps.serialize";
import type { Party } from "../parties/party.entity";
import { partyRank } from "../parties/parties.rules";
import { pointsInfo } from "../points/points.rules";
import type { User } from "../users/user.entity";
import { artistCoverUrl } from "../users/avatar";
import type { Quest } from "./quest.entity";
import { isQuestExpired, isQuestOverdue, questCreationCost, reopenPrice } from "./quests.rules";
import type { QuestActionResult } from "./quests.service";
import { userById } from "../users/users.loaders";
import { partiesByQuest, partyInvites, partyMembers } from "../parties/parties.loaders";
import { artistById } from "../artists/artists.loaders";
import { beatmapsByQuest } from "../beatmaps/beatmaps.loaders";

/**
 * REST shim shapes (the original's populated documents, minus private user fields: README.md). Everything loads
 * through the request's DataLoaders, so a list costs a bounded number of queries.
 */

/** A party member or invitee: public fields plus what the pending list shows (rank, available points). */
export function memberJson(u: User | null | undefined) {
  if (!u) return null;
  return { id: u.id, _id: u.id, osuId: u.osuId, username: u.username, rank: u.rank, availablePoints: pointsInfo(u).available };
}

export async function partyJson(ctx: Context, p: Party) {
  const [leader, members, invites] = await Promise.all([
    ctx.loaders.get(userById).load(p.leaderId),
    ctx.loaders.get(partyMembers).load(p.id),
    ctx.loaders.get(partyInvites).load(p.id),
  ]);
  return {
    id: p.id,
    _id: p.id,
    quest: p.questId,
    lock: p.lock,
    modes: p.modes,
    rank: partyRank(members.map((u) => u.rank)),
    leader: memberJson(leader),
    members: [...members].sort((a, b) => (a.id === p.leaderId ? -1 : b.id === p.leaderId ? 1 : a.id - b.id)).map(memberJson),
    pendingMembers: invites.map(memberJson),
  };
}

export async function questJson(ctx: Context, env: JsonEnv, q: Quest) {
  const now = env.now();
  const [artist, parties, maps, creator] = await Promise.all([
    q.artistId ? ctx.loaders.get(artistById).load(q.artistId) : null,
    ctx.loaders.get(partiesByQuest).load(q.id),
    ctx.loaders.get(beatmapsByQuest).load(q.id),
    q.creatorId ? ctx.loaders.get(userById).load(q.creatorId) : null,
  ]);
  const partyList = await Promise.all(parties.map((p) => partyJson(ctx, p)));
  return {
    id: q.id,
    _id: q.id,
    name: q.name,
    descriptionMain: q.descriptionMain,
    status: q.status,
    creator: creator ? { id: creator.id, osuId: creator.osuId, username: creator.username } : null,
    price: q.price,
    requiredMapsets: q.requiredMapsets,
    timeframe: q.timeframe,
    minParty: q.minParty,
    maxParty: q.maxParty,
    minRank: q.minRank,
    modes: q.modes,
    isMbc: q.isMbc,
    isCustom: q.isCustom,
    art: artist?.osuId ?? null,
    artistId: q.artistId,
    coverUrl: artistCoverUrl(env.config, artist?.osuId ?? null),
    expiration: q.expiration,
    accepted: q.accepted,
    deadline: q.deadline,
    completed: q.completed,
    queuedForCompletion: q.queuedForCompletion,
    isExpired: isQuestExpired(q, now),
    isOverdue: isQuestOverdue(q, now),
    reopenPrice: reopenPrice(q.price),
    creationCost: questCreationCost(q.requiredMapsets, q.artistId !== null),
    createdAt: q.createdAt,
    parties: partyList,
    currentParty: q.status === QuestStatus.wip || q.status === QuestStatus.done ? (partyList[0] ?? null) : null,
    associatedMaps: await Promise.all(maps.map((b) => beatmapJson(ctx, b))),
  };
}

export function questsJson(ctx: Context, env: JsonEnv, quests: Quest[]) {
  return Promise.all(quests.map((q) => questJson(ctx, env, q)));
}

/** `{ quests, availablePoints }`, the original's PointsRefreshResponse. */
export async function pointsRefreshJson(ctx: Context, env: JsonEnv, r: QuestActionResult) {
  ctx.loaders.clearAll();
  return { quests: await questsJson(ctx, env, r.quests), availablePoints: r.availablePoints };
}
