import type { DataSource } from "typeorm";

/**
 * The offline osu! provider's view of beatmapsets and user groups. By default it mirrors the guild's own data (a
 * beatmapset linked from a guild mapset has that mapset's status, dates, counts, nominators and modders) and, for
 * beatmapsets nobody linked, values derived deterministically from the id. Tests and demos override any field through
 * the control endpoints (mock mode only), stored in mock_osu_beatmapsets / mock_osu_users.
 */

export const MOCK_OSU_STATUSES = ["graveyard", "wip", "pending", "ranked", "approved", "qualified", "loved"] as const;
export type MockOsuStatus = (typeof MOCK_OSU_STATUSES)[number];

/** osu-web's Beatmapset::STATES: every state above 0 has an `approved_date` (served as `ranked_date`). */
export const OSU_STATE_INT: Record<MockOsuStatus, number> = {
  graveyard: -2,
  wip: -1,
  pending: 0,
  ranked: 1,
  approved: 2,
  qualified: 3,
  loved: 4,
};

/** osu-web's BeatmapDiscussion::MESSAGE_TYPES. */
export const MESSAGE_TYPES = ["suggestion", "problem", "mapper_note", "praise", "hype", "review"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * One discussion thread: a member's post of a type; a review carries `embeds`, the issues written inside it, which
 * osu! stores as discussions of their own (same author, `parent_id` = the review) and hides from its discussion
 * list unless `show_review_embeds` is true.
 */
export interface MockDiscussion {
  user: number;
  type: MessageType;
  embeds?: MessageType[];
  resolved?: boolean;
}

/** Demo accounts that are Beatmap Nominators on the fake osu! (group 28), so nominating can be tried offline. */
export const DEFAULT_MOCK_GROUPS: Record<number, number[]> = { 100: [28] };

export interface MockBeatmapsetState {
  id: number;
  /** On the offline osu!: linked from a guild mapset or set up by the control endpoint (else the API answers 404). */
  exists: boolean;
  artist: string;
  title: string;
  status: MockOsuStatus;
  submittedDate: Date;
  /**
   * osu!'s `ranked_date`, its approved_date: set for every state above pending (ranked, approved, qualified, loved)
   * to the time the set entered that state (a qualified set's is its qualification date); null otherwise.
   */
  rankedDate: Date | null;
  length: number;
  favouriteCount: number;
  playCount: number;
  nominatorOsuIds: number[];
  /** Posters of a plain suggestion each (the shorthand of the control endpoint and of guild modders). */
  discussionPosterOsuIds: number[];
  /** Typed discussions, reviews with their embedded issues (after the posters' suggestions). */
  discussions: MockDiscussion[];
}

export interface MockBeatmapsetPatch {
  status?: MockOsuStatus;
  rankedDate?: Date | null;
  submittedDate?: Date | null;
  length?: number | null;
  favouriteCount?: number | null;
  playCount?: number | null;
  nominatorOsuIds?: number[] | null;
  discussionPosterOsuIds?: number[] | null;
  discussions?: MockDiscussion[] | null;
}

interface OverrideRow {
  status: MockOsuStatus | null;
  ranked_date: Date | null;
  submitted_date: Date | null;
  length: number | null;
  favourite_count: number | null;
  play_count: number | null;
  nominator_osu_ids: number[] | null;
  discussion_poster_osu_ids: number[] | null;
  discussions: MockDiscussion[] | null;
  updated_at: Date;
}

interface LinkedRow {
  id: number;
  status: string;
  ranked_date: Date | null;
  submission_date: Date | null;
  created_at: Date;
  updated_at: Date;
  length: number | null;
  favorites: number | null;
  play_count: number | null;
  artist_name: string;
  title: string;
  bn_osu_ids: number[] | null;
  modder_osu_ids: number[] | null;
}

const MG_TO_OSU: Record<string, MockOsuStatus> = { Ranked: "ranked", Qualified: "qualified", Done: "pending", WIP: "wip" };
const DAY = 86_400_000;

/** Defaults for a beatmapset no guild mapset links to. */
export function derivedBeatmapset(id: number): MockBeatmapsetState {
  return {
    id,
    exists: false,
    artist: "Mock Artist",
    title: `Beatmapset ${id}`,
    status: "pending",
    submittedDate: new Date(Date.UTC(2020, 0, 1) + (id % 1000) * DAY),
    rankedDate: null,
    length: 90 + (id % 180),
    favouriteCount: id % 400,
    playCount: (id * 37) % 90_000,
    nominatorOsuIds: [],
    discussionPosterOsuIds: [],
    discussions: [],
  };
}

export async function mockBeatmapset(db: DataSource, id: number): Promise<MockBeatmapsetState> {
  const [linked]: LinkedRow[] = await db.query(
    `SELECT b.id, b.status::text AS status, b.ranked_date, b.submission_date, b.created_at, b.updated_at, b.length, b.favorites, b.play_count,
            s.artist_name, s.title,
            (SELECT array_agg(u.osu_id ORDER BY u.osu_id) FROM beatmap_bns x JOIN users u ON u.id = x.user_id WHERE x.beatmap_id = b.id) AS bn_osu_ids,
            (SELECT array_agg(u.osu_id ORDER BY u.osu_id) FROM beatmap_modders x JOIN users u ON u.id = x.user_id WHERE x.beatmap_id = b.id) AS modder_osu_ids
       FROM beatmaps b JOIN featured_songs s ON s.id = b.song_id
      WHERE b.url ~ $1
      ORDER BY b.id LIMIT 1`,
    [`/beatmapsets/${id}([^0-9]|$)`],
  );
  const base = derivedBeatmapset(id);
  const linkedStatus = linked ? (MG_TO_OSU[linked.status] ?? "wip") : null;
  const state: MockBeatmapsetState = linked
    ? {
        id,
        exists: true,
        artist: linked.artist_name,
        title: linked.title,
        status: linkedStatus!,
        submittedDate: linked.submission_date ?? linked.created_at,
        // A guild-Qualified map has no ranked date of its own: when the guild last changed it stands for the day osu!
        // qualified it.
        rankedDate: OSU_STATE_INT[linkedStatus!] > 0 ? (linked.ranked_date ?? linked.updated_at) : null,
        length: linked.length ?? base.length,
        favouriteCount: linked.favorites ?? base.favouriteCount,
        playCount: linked.play_count ?? base.playCount,
        nominatorOsuIds: (linked.bn_osu_ids ?? []).map(Number),
        discussionPosterOsuIds: [...new Set([...(linked.modder_osu_ids ?? []), ...(linked.bn_osu_ids ?? [])].map(Number))],
        discussions: [],
      }
    : base;
  const [o]: OverrideRow[] = await db.query(`SELECT * FROM mock_osu_beatmapsets WHERE id = $1`, [id]);
  if (!o) return state;
  const status = o.status ?? state.status;
  return {
    ...state,
    exists: true,
    status,
    // patchMockBeatmapset dates each change of status, as osu-web's setApproved does.
    rankedDate:
      OSU_STATE_INT[status] > 0 ? (o.ranked_date ?? (o.status ? o.updated_at : state.rankedDate) ?? o.updated_at) : null,
    submittedDate: o.submitted_date ?? state.submittedDate,
    length: o.length ?? state.length,
    favouriteCount: o.favourite_count ?? state.favouriteCount,
    playCount: o.play_count ?? state.playCount,
    nominatorOsuIds: o.nominator_osu_ids ? o.nominator_osu_ids.map(Number) : state.nominatorOsuIds,
    discussionPosterOsuIds: o.discussion_poster_osu_ids ? o.discussion_poster_osu_ids.map(Number) : state.discussionPosterOsuIds,
    discussions: o.discussions ?? state.discussions,
  };
}

/**
 * Stores the given fields (absent ones keep their current override); null removes an override. A change of status
 * without a date dates it now for states above pending and clears it otherwise (osu-web's setApproved).
 */
export async function patchMockBeatmapset(db: DataSource, id: number, patch: MockBeatmapsetPatch): Promise<void> {
  const p: MockBeatmapsetPatch = { ...patch };
  if (p.status && !("rankedDate" in p)) p.rankedDate = OSU_STATE_INT[p.status] > 0 ? new Date() : null;
  const cols: [keyof MockBeatmapsetPatch, string][] = [
    ["status", "status"],
    ["rankedDate", "ranked_date"],
    ["submittedDate", "submitted_date"],
    ["length", "length"],
    ["favouriteCount", "favourite_count"],
    ["playCount", "play_count"],
    ["nominatorOsuIds", "nominator_osu_ids"],
    ["discussionPosterOsuIds", "discussion_poster_osu_ids"],
    ["discussions", "discussions"],
  ];
  const present = cols.filter(([k]) => k in p);
  await db.query(`INSERT INTO mock_osu_beatmapsets (id) VALUES ($1) ON CONFLICT (id) DO NOTHING`, [id]);
  if (present.length === 0) return;
  const sets = present.map(([k, c], i) => `"${c}" = $${i + 2}${k === "discussions" ? "::jsonb" : ""}`).join(", ");
  await db.query(`UPDATE mock_osu_beatmapsets SET ${sets}, updated_at = now() WHERE id = $1`, [
    id,
    ...present.map(([k]) => (k === "discussions" ? (p.discussions ? JSON.stringify(p.discussions) : null) : (p[k] ?? null))),
  ]);
}

/** Beatmapsets with discussions of their own (the site-wide discussion list without a beatmapset filter). */
export async function mockBeatmapsetsWithDiscussions(db: DataSource): Promise<number[]> {
  const rows: { id: number }[] = await db.query(
    `SELECT id FROM mock_osu_beatmapsets WHERE discussions IS NOT NULL OR discussion_poster_osu_ids IS NOT NULL ORDER BY id`,
  );
  return rows.map((r) => Number(r.id));
}

// ---------------------------------------------------------------------------------------------------------- users

/** An account on the offline osu!: which exist, and what osu! says of them. */
export interface MockOsuUser {
  osuId: number;
  username: string;
  groupIds: number[];
  rankedBeatmapsetCount: number;
  /** Tokens issued before this no longer work (the member revoked the app). */
  tokensRevokedAt: Date | null;
}

export interface MockOsuUserPatch {
  username?: string | null;
  groupIds?: number[] | null;
  rankedBeatmapsetCount?: number | null;
  restricted?: boolean;
  tokensRevokedAt?: Date | null;
}

interface UserRow {
  osu_id: number;
  guild_username: string | null;
  guild_ranked: number | null;
  username: string | null;
  ranked_beatmapset_count: number | null;
  group_ids: number[] | null;
  restricted: boolean | null;
  tokens_revoked_at: Date | null;
  registered: boolean;
}

/**
 * The accounts among `osuIds` that exist on the offline osu!: the demo accounts, guild members and accounts it knows
 * (signed in through it, or made by the control endpoint), except restricted ones. By default an account mirrors the
 * guild (username, ranked mapset count); the control endpoint overrides any of it.
 */
export async function mockOsuUsers(
  db: DataSource,
  osuIds: number[],
  names: Record<number, string>,
): Promise<Map<number, MockOsuUser>> {
  const ids = [...new Set(osuIds.filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647))];
  const out = new Map<number, MockOsuUser>();
  if (ids.length === 0) return out;
  const rows: UserRow[] = await db.query(
    `SELECT i.id AS osu_id, u.username AS guild_username, u.ranked_beatmaps_count AS guild_ranked,
            m.username, m.ranked_beatmapset_count, m.group_ids, m.restricted, m.tokens_revoked_at, (m.osu_id IS NOT NULL) AS registered
       FROM unnest($1::int[]) AS i(id)
       LEFT JOIN users u ON u.osu_id = i.id
       LEFT JOIN mock_osu_users m ON m.osu_id = i.id`,
    [ids],
  );
  for (const r of rows) {
    const osuId = Number(r.osu_id);
    const known = r.registered || r.guild_username !== null || names[osuId] !== undefined;
    if (!known || r.restricted) continue;
    out.set(osuId, {
      osuId,
      username: r.username ?? r.guild_username ?? names[osuId] ?? `Mapper${osuId}`,
      groupIds: (r.group_ids ?? DEFAULT_MOCK_GROUPS[osuId] ?? []).map(Number),
      rankedBeatmapsetCount: Number(r.ranked_beatmapset_count ?? r.guild_ranked ?? 0),
      tokensRevokedAt: r.tokens_revoked_at,
    });
  }
  return out;
}

/** The offline osu! learns of an account (someone signed in with it): it exists from now on. */
export async function registerMockOsuUser(db: DataSource, osuId: number): Promise<void> {
  await db.query(`INSERT INTO mock_osu_users (osu_id) VALUES ($1) ON CONFLICT (osu_id) DO NOTHING`, [osuId]);
}

/** Creates the account if needed and stores the given fields (null: back to the default). */
export async function patchMockOsuUser(db: DataSource, osuId: number, patch: MockOsuUserPatch): Promise<void> {
  await registerMockOsuUser(db, osuId);
  const cols: [keyof MockOsuUserPatch, string][] = [
    ["username", "username"],
    ["groupIds", "group_ids"],
    ["rankedBeatmapsetCount", "ranked_beatmapset_count"],
    ["restricted", "restricted"],
    ["tokensRevokedAt", "tokens_revoked_at"],
  ];
  const present = cols.filter(([k]) => k in patch);
  if (present.length === 0) return;
  await db.query(
    `UPDATE mock_osu_users SET ${present.map(([, c], i) => `"${c}" = $${i + 2}`).join(", ")}, updated_at = now() WHERE osu_id = $1`,
    [osuId, ...present.map(([k]) => patch[k] ?? (k === "restricted" ? false : null))],
  );
}
