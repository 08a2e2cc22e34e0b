/**
 * osu!'s beatmap listing search (`GET /api/v2/beatmapsets/search`) in the offline provider, for the FA manager's
 * search of an artist's existing maps (modules/artists: `adminOsuArtistSearch`).
 */
import type { DataSource } from "typeorm";
import { beatmapsetJson } from "./mock-json";
import { mockBeatmapset, type MockBeatmapsetState, type MockOsuStatus } from "./mock-state";

const DAY = 86_400_000;

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
      discussions: [],
      exists: true,
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
