import type { EntityManager, SelectQueryBuilder } from "typeorm";
import { BeatmapMode, type BeatmapStatus, type Mode } from "../../core/enums";
import { Beatmap } from "./beatmap.entity";
import type { KeysetKey } from "../../core/connection";
import { likePrefixPattern, PROFILE_STATUS_ORDER, profileStatusRank, tokenizeSearch } from "./beatmap-search.rules";

/**
 * The /beatmaps lists, answered from btree indexes (no pg_trgm on the embedded database, and no table read in full):
 *
 * 1. Text: each search token is looked up in song_search_terms / user_search_terms, which hold every suffix of every
 *    lower-cased word of a song's "artist title" and of each username (kept by triggers). "Token is a substring of a
 *    word" ⇔ "token is a prefix of one of its suffixes", so each token is a `term LIKE 'tok%'` range scan on a
 *    C-collated btree. This yields the matching song ids and user ids (one small statement), and, when few users
 *    match, the ids of the mapsets they map a task on (beatmap_mappers, a (user, beatmap) table kept by triggers from
 *    task_mappers; a second, index-only statement).
 * 2. The list itself is one statement: filters (mode or hybrid, status, no quest), the match as
 *    `song_id = ANY(..) OR host_id = ANY(..) OR id = ANY(..)`, newest first, keyset (created_at, id) or offset paging.
 *    With concrete id arrays the planner picks per case: a BitmapOr over idx_beatmaps_song / idx_beatmaps_host / the
 *    primary key for rare words, or a backward walk of idx_beatmaps_created_id that stops after one page when the word
 *    is common. When a token matches many users (> MAPPED_IDS_USER_LIMIT), their mapped mapsets are not listed; each
 *    row walked is checked with an EXISTS on beatmap_mappers (beatmap_id, user_id) instead.
 * Without text, the (created_at, id) and (mode, status, created_at, id) indexes serve the filters.
 *
 * A member's profile list (scope "involved") is small (the mapsets of one member); it is sorted in PROFILE_KEYS' order.
 */
export enum QuestFilter {
  any = "any",
  none = "none",
}

export interface BeatmapFilter {
  mode?: Mode | null;
  status?: BeatmapStatus | null;
  quest?: QuestFilter | null;
  search?: string | null;
}

export type BeatmapScope =
  /** Every mapset (the admin page's finder). */
  | { kind: "all" }
  /** "Other beatmaps": everything not hosted by the viewer. */
  | { kind: "others"; viewerId: number | null }
  /** "My mapsets". */
  | { kind: "hosted"; userId: number }
  /** "My guest difficulties": hosted by someone else, with a task of the user. */
  | { kind: "guest"; userId: number }
  /** A member's profile: hosted by the user or with a task of the user. */
  | { kind: "involved"; userId: number };

export interface PageRequest {
  limit: number;
  after?: { createdAt: Date; id: number } | null;
  /** Only mapsets newer than this one (a connection's `before`). */
  before?: { createdAt: Date; id: number } | null;
  /** Walk oldest first (a connection's `last`: the caller puts the page back in newest-first order). */
  backward?: boolean;
  offset?: number | null;
}

/** What the search tokens matched (step 1). `beatmapIds` null = many users matched: checked per row instead. */
export interface SearchMatch {
  tokens: string[];
  songIds: number[];
  userIds: number[];
  beatmapIds: number[] | null;
}

/** Above this many matching users, their mapped mapsets are not listed up front (the token is not selective). */
export const MAPPED_IDS_USER_LIMIT = 200;

/** Step 1: the songs and users whose words contain a token, and the mapsets those users map. Null without tokens. */
export async function resolveSearch(m: EntityManager, search: string | null | undefined): Promise<SearchMatch | null> {
  const tokens = tokenizeSearch(search);
  if (tokens.length === 0) return null;
  const likes = tokens.map(likePrefixPattern);
  const where = (alias: string) => likes.map((_, i) => `${alias}.term LIKE $${i + 1}`).join(" OR ");
  const rows: { kind: "s" | "u"; id: number }[] = await m.query(
    `SELECT DISTINCT 's' AS kind, st.song_id AS id FROM song_search_terms st WHERE ${where("st")}
     UNION ALL
     SELECT DISTINCT 'u' AS kind, ut.user_id AS id FROM user_search_terms ut WHERE ${where("ut")}`,
    likes,
  );
  const songIds = rows.filter((r) => r.kind === "s").map((r) => r.id);
  const userIds = rows.filter((r) => r.kind === "u").map((r) => r.id);
  let beatmapIds: number[] | null = [];
  if (userIds.length > MAPPED_IDS_USER_LIMIT) beatmapIds = null;
  else if (userIds.length) {
    const mapped: { id: number }[] = await m.query(
      `SELECT DISTINCT beatmap_id AS id FROM beatmap_mappers WHERE user_id = ANY($1::int[])`,
      [userIds],
    );
    beatmapIds = mapped.map((r) => r.id);
  }
  return { tokens, songIds, userIds, beatmapIds };
}

/** Step 2: the list query. `match` comes from resolveSearch (null = no text search). */
export function buildBeatmapQuery(
  m: EntityManager,
  scope: BeatmapScope,
  filter: Omit<BeatmapFilter, "search">,
  page?: PageRequest,
  match?: SearchMatch | null,
): SelectQueryBuilder<Beatmap> {
  const qb = m.getRepository(Beatmap).createQueryBuilder("b");
  switch (scope.kind) {
    case "all":
      break;
    case "others":
      if (scope.viewerId !== null) qb.andWhere("b.host_id <> :scopeUser", { scopeUser: scope.viewerId });
      break;
    case "hosted":
      qb.andWhere("b.host_id = :scopeUser", { scopeUser: scope.userId });
      break;
    case "guest":
      qb.andWhere("b.host_id <> :scopeUser", { scopeUser: scope.userId }).andWhere(
        `b.id IN (SELECT gm.beatmap_id FROM beatmap_mappers gm WHERE gm.user_id = :scopeUser)`,
      );
      break;
    case "involved":
      qb.andWhere(
        `(b.host_id = :scopeUser OR b.id IN (SELECT im.beatmap_id FROM beatmap_mappers im WHERE im.user_id = :scopeUser))`,
        { scopeUser: scope.userId },
      );
      break;
  }
  if (filter.mode) qb.andWhere("b.mode IN (:...modes)", { modes: [filter.mode, BeatmapMode.hybrid] });
  if (filter.status) qb.andWhere("b.status = :status", { status: filter.status });
  if (filter.quest === QuestFilter.none) qb.andWhere("b.quest_id IS NULL");

  if (match) {
    const any: string[] = [];
    const params: Record<string, unknown> = {};
    if (match.songIds.length) {
      any.push("b.song_id = ANY(:matchSongs)");
      params.matchSongs = match.songIds;
    }
    if (match.userIds.length) {
      any.push("b.host_id = ANY(:matchUsers)");
      params.matchUsers = match.userIds;
      if (match.beatmapIds === null) {
        // Many users match, so matches are dense: checked per row while walking the newest-first index (it stops
        // after one page) through beatmap_mappers (beatmap_id, user_id), instead of listing every mapset.
        any.push("EXISTS (SELECT 1 FROM beatmap_mappers bm WHERE bm.beatmap_id = b.id AND bm.user_id = ANY(:matchUsers))");
      } else if (match.beatmapIds.length) {
        any.push("b.id = ANY(:matchMaps)");
        params.matchMaps = match.beatmapIds;
      }
    }
    if (scope.kind !== "others" && scope.kind !== "all") {
      // The user's own (small) lists also match the link, like the original page's client-side filter.
      match.tokens.forEach((t, i) => {
        any.push(`lower(b.url) LIKE :url${i}`);
        params[`url${i}`] = `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      });
    }
    qb.andWhere(any.length ? `(${any.join(" OR ")})` : "false", params);
  }

  if (page?.after)
    qb.andWhere("(b.created_at, b.id) < (:afterAt, :afterId)", { afterAt: page.after.createdAt, afterId: page.after.id });
  if (page?.before)
    qb.andWhere("(b.created_at, b.id) > (:beforeAt, :beforeId)", { beforeAt: page.before.createdAt, beforeId: page.before.id });
  const order = page?.backward ? "ASC" : "DESC";
  qb.orderBy("b.created_at", order).addOrderBy("b.id", order);
  if (page) {
    qb.limit(page.limit);
    if (!page.after && !page.before && page.offset) qb.offset(page.offset);
  }
  return qb;
}

/**
 * The keyset order of a member's profile list (userBeatmapsConnection), the order the users page shows: status in
 * PROFILE_STATUS_ORDER (WIP, Done, Qualified, Ranked), then newest first (creation time to the millisecond, the
 * precision a cursor keeps), then id, newest first too. The statuses in the SQL are constants, never user text.
 */
export const PROFILE_KEYS: readonly KeysetKey<Beatmap>[] = [
  {
    // array_position counts from 1, profileStatusRank from 0.
    sql: `(array_position(ARRAY[${PROFILE_STATUS_ORDER.map((s) => `'${s}'`).join(", ")}]::text[], b.status::text) - 1)`,
    direction: "ASC",
    kind: "number",
    of: (b) => profileStatusRank(b.status),
  },
  {
    sql: "date_trunc('milliseconds', b.created_at)",
    direction: "DESC",
    kind: "string",
    of: (b) => b.createdAt.toISOString(),
    cast: "timestamptz",
  },
  { sql: "b.id", direction: "DESC", kind: "number", of: (b) => b.id },
];
