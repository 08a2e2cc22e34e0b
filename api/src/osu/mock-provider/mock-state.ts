import type { DataSource } from "typeorm";

/**
 * The offline osu! provider's view of beatmapsets and user groups. By default it mirrors the guild's own data (a
 * beatmapset linked from a guild mapset has that mapset's status, dates, counts, nominators and modders) and, for
 * beatmapsets nobody linked, values derived deterministically from the id. Tests and demos override any field through
 * the control endpoints (mock mode only), stored in mock_osu_beatmapsets / mock_osu_users.
 */

export const MOCK_OSU_STATUSES = ["graveyard", "wip", "pending", "ranked", "approved", "qualified", "loved"] as const;
export type MockOsuStatus = (typeof MOCK_OSU_STATUSES)[number];

/** Demo accounts that are Beatmap Nominators on the fake osu! (group 28), so nominating can be tried offline. */
export const DEFAULT_MOCK_GROUPS: Record<number, number[]> = { 100: [28] };

export interface MockBeatmapsetState {
  id: number;
  artist: string;
  title: string;
  status: MockOsuStatus;
  submittedDate: Date;
  rankedDate: Date | null;
  length: number;
  favouriteCount: number;
  playCount: number;
  nominatorOsuIds: number[];
  discussionPosterOsuIds: number[];
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
}

interface LinkedRow {
  id: number;
  status: string;
  ranked_date: Date | null;
  submission_date: Date | null;
  created_at: Date;
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
  };
}

export async function mockBeatmapset(db: DataSource, id: number): Promise<MockBeatmapsetState> {
  const [linked]: LinkedRow[] = await db.query(
    `SELECT b.id, b.status::text AS status, b.ranked_date, b.submission_date, b.created_at, b.length, b.favorites, b.play_count,
            s.artist_name, s.title,
            (SELECT array_agg(u.osu_id ORDER BY u.osu_id) FROM beatmap_bns x JOIN users u ON u.id = x.user_id WHERE x.beatmap_id = b.id) AS bn_osu_ids,
            (SELECT array_agg(u.osu_id ORDER BY u.osu_id) FROM beatmap_modders x JOIN users u ON u.id = x.user_id WHERE x.beatmap_id = b.id) AS modder_osu_ids
       FROM beatmaps b JOIN featured_songs s ON s.id = b.song_id
      WHERE b.url ~ $1
      ORDER BY b.id LIMIT 1`,
    [`/beatmapsets/${id}([^0-9]|$)`],
  );
  const base = derivedBeatmapset(id);
  const state: MockBeatmapsetState = linked
    ? {
        id,
        artist: linked.artist_name,
        title: linked.title,
        status: MG_TO_OSU[linked.status] ?? "wip",
        submittedDate: linked.submission_date ?? linked.created_at,
        rankedDate: linked.ranked_date,
        length: linked.length ?? base.length,
        favouriteCount: linked.favorites ?? base.favouriteCount,
        playCount: linked.play_count ?? base.playCount,
        nominatorOsuIds: (linked.bn_osu_ids ?? []).map(Number),
        discussionPosterOsuIds: [...new Set([...(linked.modder_osu_ids ?? []), ...(linked.bn_osu_ids ?? [])].map(Number))],
      }
    : base;
  const [o]: OverrideRow[] = await db.query(`SELECT * FROM mock_osu_beatmapsets WHERE id = $1`, [id]);
  if (!o) return state;
  return {
    ...state,
    status: o.status ?? state.status,
    rankedDate:
      o.ranked_date ?? (o.status === "ranked" || o.status === "approved" ? (state.rankedDate ?? new Date()) : state.rankedDate),
    submittedDate: o.submitted_date ?? state.submittedDate,
    length: o.length ?? state.length,
    favouriteCount: o.favourite_count ?? state.favouriteCount,
    playCount: o.play_count ?? state.playCount,
    nominatorOsuIds: o.nominator_osu_ids ? o.nominator_osu_ids.map(Number) : state.nominatorOsuIds,
    discussionPosterOsuIds: o.discussion_poster_osu_ids ? o.discussion_poster_osu_ids.map(Number) : state.discussionPosterOsuIds,
  };
}

/** Stores the given fields (absent ones keep their current override); null removes an override. */
export async function patchMockBeatmapset(db: DataSource, id: number, patch: MockBeatmapsetPatch): Promise<void> {
  const cols: [keyof MockBeatmapsetPatch, string][] = [
    ["status", "status"],
    ["rankedDate", "ranked_date"],
    ["submittedDate", "submitted_date"],
    ["length", "length"],
    ["favouriteCount", "favourite_count"],
    ["playCount", "play_count"],
    ["nominatorOsuIds", "nominator_osu_ids"],
    ["discussionPosterOsuIds", "discussion_poster_osu_ids"],
  ];
  const present = cols.filter(([k]) => k in patch);
  await db.query(`INSERT INTO mock_osu_beatmapsets (id) VALUES ($1) ON CONFLICT (id) DO NOTHING`, [id]);
  if (present.length === 0) return;
  const sets = present.map(([, c], i) => `"${c}" = $${i + 2}`).join(", ");
  await db.query(`UPDATE mock_osu_beatmapsets SET ${sets}, updated_at = now() WHERE id = $1`, [
    id,
    ...present.map(([k]) => patch[k] ?? null),
  ]);
}

export async function mockGroupIds(db: DataSource, osuId: number): Promise<number[]> {
  const [row]: { group_ids: number[] }[] = await db.query(`SELECT group_ids FROM mock_osu_users WHERE osu_id = $1`, [osuId]);
  if (row) return row.group_ids.map(Number);
  return DEFAULT_MOCK_GROUPS[osuId] ?? [];
}

export async function setMockGroupIds(db: DataSource, osuId: number, groupIds: number[]): Promise<void> {
  await db.query(
    `INSERT INTO mock_osu_users (osu_id, group_ids) VALUES ($1, $2)
     ON CONFLICT (osu_id) DO UPDATE SET group_ids = EXCLUDED.group_ids, updated_at = now()`,
    [osuId, groupIds],
  );
}

/** The osu! API v2 JSON of a beatmapset, as the real API shapes it (the fields the site reads). */
export function beatmapsetJson(s: MockBeatmapsetState) {
  return {
    id: s.id,
    artist: s.artist,
    title: s.title,
    status: s.status,
    submitted_date: s.submittedDate.toISOString(),
    ranked_date: s.rankedDate?.toISOString() ?? null,
    favourite_count: s.favouriteCount,
    play_count: s.playCount,
    beatmaps: [{ hit_length: s.length }, { hit_length: Math.max(1, s.length - 7) }],
    current_nominations: s.nominatorOsuIds.map((user_id) => ({ beatmapset_id: s.id, user_id, rulesets: null, reset: false })),
  };
}

// ------------------------------------------------------------------------------------------------ beatmap listing search

/** Sets per page of osu!'s beatmap listing search. */
export const MOCK_SEARCH_PAGE = 50;

export interface MockSearchParams {
  q: string;
  s?: string;
  sort?: string;
  cursorString?: string | null;
}

interface SearchRow extends MockBeatmapsetState {
  creator: string;
  userId: number;
}

/** `artist="two words"` or `artist=word` in a query, and what is left of the query without it. */
export function parseSearchQuery(q: string): { artist: string | null; text: string } {
  const m = /(?:^|\s)artist\s*=\s*(?:"([^"]*)"|(\S+))/i.exec(q);
  if (!m) return { artist: null, text: q.trim() };
  return { artist: (m[1] ?? m[2] ?? "").trim(), text: (q.slice(0, m.index) + q.slice(m.index + m[0].length)).trim() };
}

/** FNV-1a of a text, for deterministic made-up results. */
function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (const c of text.toLowerCase()) {
    h ^= c.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The community's beatmapsets of an artist nobody in the guild linked: a deterministic handful (0-7) per artist name,
 * with the statuses, mappers and play counts osu!'s listing would show. Ids from 900,000,000 up never meet a real link.
 */
export function communityBeatmapsets(artist: string): SearchRow[] {
  const h = textHash(artist);
  const n = h % 8;
  const statuses: MockOsuStatus[] = ["ranked", "graveyard", "pending", "loved", "ranked", "wip", "qualified", "graveyard"];
  return Array.from({ length: n }, (_, i) => {
    const x = textHash(`${artist}#${i}`);
    const status = statuses[x % statuses.length];
    const ranked = status === "ranked" || status === "loved" || status === "qualified";
    const userId = 2_000_000 + (x % 8_000_000);
    return {
      id: 900_000_000 + (x % 100_000_000),
      artist,
      title: `${["Lights", "Echoes", "Parade", "Horizon", "Static", "Bloom", "Drift", "Signal"][x % 8]} ${i + 1}`,
      status,
      submittedDate: new Date(Date.UTC(2016, 0, 1) + (x % 3000) * DAY),
      rankedDate: ranked ? new Date(Date.UTC(2017, 0, 1) + (x % 2500) * DAY) : null,
      length: 80 + (x % 200),
      favouriteCount: (x >>> 3) % (ranked ? 900 : 60),
      playCount: ranked ? 5_000 + ((x >>> 5) % 900_000) : (x >>> 5) % 4_000,
      nominatorOsuIds: [],
      discussionPosterOsuIds: [],
      creator: `Mapper${userId}`,
      userId,
    };
  });
}

const STATUS_FILTER: Record<string, readonly MockOsuStatus[] | null> = {
  any: null,
  leaderboard: ["ranked", "approved", "qualified", "loved"],
  ranked: ["ranked", "approved"],
  qualified: ["qualified"],
  loved: ["loved"],
  pending: ["pending", "wip"],
  wip: ["wip"],
  graveyard: ["graveyard"],
};

/**
 * The offline twin of osu!'s `GET /api/v2/beatmapsets/search`: the guild's linked beatmapsets whose song matches the
 * query (with the overrides of the control endpoints) plus the community's made-up sets of a searched artist, filtered
 * by status (`s`), sorted (`sort`: plays, favourites, ranked date, title, artist; default newest), 50 a page with a
 * `cursor_string`.
 */
export async function searchMockBeatmapsets(db: DataSource, params: MockSearchParams) {
  const { artist, text } = parseSearchQuery(params.q ?? "");
  const like = (v: string) => `%${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conds: string[] = [];
  const args: string[] = [];
  if (artist) {
    args.push(like(artist));
    conds.push(`lower(s.artist_name) LIKE $${args.length} ESCAPE '\\'`);
  }
  if (text) {
    args.push(like(text));
    conds.push(`(lower(s.artist_name) LIKE $${args.length} ESCAPE '\\' OR lower(s.title) LIKE $${args.length} ESCAPE '\\')`);
  }
  const linked: { url: string; username: string; osu_id: number }[] =
    conds.length === 0
      ? []
      : await db.query(
          `SELECT b.url, u.username, u.osu_id
             FROM beatmaps b JOIN featured_songs s ON s.id = b.song_id JOIN users u ON u.id = b.host_id
            WHERE b.url ~ '/beatmapsets/[0-9]+' AND ${conds.join(" AND ")}
            ORDER BY b.id LIMIT 500`,
          args,
        );
  const rows: SearchRow[] = [];
  const seen = new Set<number>();
  for (const l of linked) {
    const id = Number(/\/beatmapsets\/(\d+)/.exec(l.url)![1]);
    if (seen.has(id) || id > 2_147_483_647) continue;
    seen.add(id);
    rows.push({ ...(await mockBeatmapset(db, id)), creator: l.username, userId: Number(l.osu_id) });
  }
  if (artist) for (const r of communityBeatmapsets(artist)) if (!seen.has(r.id) && (seen.add(r.id), true)) rows.push(r);
  const allowed = STATUS_FILTER[params.s ?? "any"] ?? null;
  const kept = allowed ? rows.filter((r) => allowed.includes(r.status)) : rows;
  const [field, dir] = (params.sort ?? "").split("_");
  const sign = dir === "asc" ? 1 : -1;
  const key = (r: SearchRow): number | string =>
    field === "plays"
      ? r.playCount
      : field === "favourites"
        ? r.favouriteCount
        : field === "ranked"
          ? (r.rankedDate?.getTime() ?? 0)
          : field === "title"
            ? r.title.toLowerCase()
            : field === "artist"
              ? r.artist.toLowerCase()
              : r.submittedDate.getTime();
  kept.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return (ka < kb ? -1 : ka > kb ? 1 : 0) * (field ? sign : -1) || b.id - a.id;
  });
  let offset = 0;
  if (params.cursorString) {
    try {
      offset = Math.max(
        0,
        Number((JSON.parse(Buffer.from(params.cursorString, "base64url").toString()) as { offset: number }).offset) || 0,
      );
    } catch {
      offset = 0;
    }
  }
  const page = kept.slice(offset, offset + MOCK_SEARCH_PAGE);
  const next = offset + MOCK_SEARCH_PAGE < kept.length;
  return {
    beatmapsets: page.map((r) => ({
      ...beatmapsetJson(r),
      creator: r.creator,
      user_id: r.userId,
      artist_unicode: r.artist,
      title_unicode: r.title,
    })),
    search: { sort: params.sort ?? "relevance_desc" },
    recommended_difficulty: null,
    error: null,
    total: kept.length,
    cursor: next ? { offset: offset + MOCK_SEARCH_PAGE } : null,
    cursor_string: next ? Buffer.from(JSON.stringify({ offset: offset + MOCK_SEARCH_PAGE })).toString("base64url") : null,
  };
}
