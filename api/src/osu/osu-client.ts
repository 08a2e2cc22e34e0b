import type { Logger } from "../core/logger";
import { Mode } from "../core/enums";

/**
 * osu! OAuth 2 and API v2 client. The same code talks to osu.ppy.sh and to the built-in mock provider;
 * only the base URL differs. Tokens are never logged.
 */
export interface OsuTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
}

export interface OsuMe {
  id: number;
  username: string;
  avatarUrl: string | null;
  coverUrl: string | null;
  rankedBeatmapsetCount: number;
  globalRank: number | null;
  pp: number | null;
  playmode: Mode;
  groupIds: number[];
}

export interface OsuUserStats {
  id: number;
  username: string;
  rankedBeatmapsetCount: number | null;
  /** Best (lowest) global rank over all modes. */
  globalRank: number | null;
  pp: Record<Mode, number | null>;
}

export interface OsuBeatmapset {
  id: number;
  artist: string;
  title: string;
  status: "graveyard" | "wip" | "pending" | "ranked" | "approved" | "qualified" | "loved";
  submittedDate: Date | null;
  rankedDate: Date | null;
  favouriteCount: number;
  playCount: number;
  /** Longest difficulty's hit length in seconds. */
  length: number;
  /** osu! user ids of the nominators (current nominations). */
  nominatorIds: number[];
}

/** One beatmapset of a search answer (osu-web's BeatmapsetTransformer fields the site reads). */
export interface OsuSearchBeatmapset {
  id: number;
  artist: string;
  title: string;
  /** The mapper's username. */
  creator: string;
  /** The mapper's osu! id. */
  userId: number;
  status: OsuBeatmapset["status"];
  playCount: number;
  favouriteCount: number;
  rankedDate: Date | null;
}

/** A page of `GET /api/v2/beatmapsets/search`. */
export interface OsuBeatmapsetSearch {
  beatmapsets: OsuSearchBeatmapset[];
  /** How many beatmapsets match in all (osu! caps what it pages through). */
  total: number;
  /** Pass back as `cursorString` for the next page; null at the end. */
  cursorString: string | null;
}

/** The search's parameters, as osu!'s beatmap listing names them. */
export interface OsuBeatmapsetSearchParams {
  /** The query, with osu!'s filters, e.g. `artist="Camellia"`. */
  query: string;
  /** Which sets: `any` (every status, the default), `ranked`, `qualified`, `loved`, `pending`, `graveyard`, … */
  status?: string;
  /** e.g. `plays_desc`, `ranked_desc`, `favourites_desc` (osu!'s default: relevance). */
  sort?: string;
  cursorString?: string | null;
}

export class OsuApiError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message);
  }
}

export interface OsuClientOptions {
  clientId: string;
  clientSecret: string;
  merchClientId: string;
  merchClientSecret: string;
  authorizeBaseUrl: string;
  /** Resolved lazily: the mock provider's address is known only once the server listens. */
  apiBaseUrl: () => string;
}

const RULESETS: Record<Mode, string> = { osu: "osu", taiko: "taiko", catch: "fruits", mania: "mania" };
const SCOPES = "identify public";

export class OsuClient {
  private appToken: { token: string; expiresAt: number } | null = null;

  constructor(
    private readonly opts: OsuClientOptions,
    private readonly logger: Logger,
  ) {}

  authorizeUrl(params: { state: string; redirectUri: string; merch?: boolean }): string {
    const url = new URL(`${this.opts.authorizeBaseUrl}/oauth/authorize`, "http://placeholder");
    url.searchParams.set("response_type", "code");
    url.searchParams.set("client_id", params.merch ? this.opts.merchClientId : this.opts.clientId);
    url.searchParams.set("redirect_uri", params.redirectUri);
    url.searchParams.set("scope", SCOPES);
    url.searchParams.set("state", params.state);
    // A site-relative base (the mock provider) stays relative.
    return this.opts.authorizeBaseUrl.startsWith("/") ? `${url.pathname}${url.search}` : url.toString();
  }

  exchangeCode(code: string, redirectUri: string, merch = false): Promise<OsuTokens> {
    return this.tokenRequest({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: merch ? this.opts.merchClientId : this.opts.clientId,
      client_secret: merch ? this.opts.merchClientSecret : this.opts.clientSecret,
    });
  }

  refresh(refreshToken: string): Promise<OsuTokens> {
    return this.tokenRequest({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: this.opts.clientId,
      client_secret: this.opts.clientSecret,
    });
  }

  async me(accessToken: string): Promise<OsuMe> {
    const u = await this.get<RawUser>("/api/v2/me", accessToken);
    return {
      id: u.id,
      username: u.username,
      avatarUrl: u.avatar_url ?? null,
      coverUrl: u.cover?.url ?? u.cover_url ?? null,
      rankedBeatmapsetCount: u.ranked_beatmapset_count ?? u.ranked_and_approved_beatmapset_count ?? 0,
      globalRank: u.statistics?.global_rank ?? null,
      pp: u.statistics?.pp ?? null,
      playmode: fromRuleset(u.playmode),
      groupIds: (u.groups ?? []).map((g) => g.id),
    };
  }

  /** Batch look-up (osu! allows 50 ids per call) of ranks and pp per mode, with the app's own token. */
  async usersStats(osuIds: number[]): Promise<OsuUserStats[]> {
    const out: OsuUserStats[] = [];
    for (let i = 0; i < osuIds.length; i += 50) {
      const chunk = osuIds.slice(i, i + 50);
      const qs = chunk.map((id) => `ids[]=${id}`).join("&");
      const res = await this.get<{ users: RawUser[] }>(`/api/v2/users?${qs}`, await this.clientToken());
      for (const u of res.users ?? []) {
        const pp = {} as Record<Mode, number | null>;
        let best: number | null = null;
        for (const mode of Object.values(Mode)) {
          const s = u.statistics_rulesets?.[RULESETS[mode]];
          pp[mode] = s?.pp ?? null;
          const r = s?.global_rank ? Number(s.global_rank) : null;
          if (r && (best === null || r < best)) best = r;
        }
        out.push({
          id: u.id,
          username: u.username,
          rankedBeatmapsetCount: u.ranked_beatmapset_count ?? u.ranked_and_approved_beatmapset_count ?? null,
          globalRank: best,
          pp,
        });
      }
    }
    return out;
  }

  async beatmapset(id: number): Promise<OsuBeatmapset | null> {
    try {
      const s = await this.get<RawBeatmapset>(`/api/v2/beatmapsets/${id}`, await this.clientToken());
      return {
        id: s.id,
        artist: s.artist,
        title: s.title,
        status: s.status,
        submittedDate: s.submitted_date ? new Date(s.submitted_date) : null,
        rankedDate: s.ranked_date ? new Date(s.ranked_date) : null,
        favouriteCount: s.favourite_count ?? 0,
        playCount: s.play_count ?? 0,
        length: Math.max(0, ...(s.beatmaps ?? []).map((b) => b.hit_length ?? 0)),
        nominatorIds: (s.current_nominations ?? []).map((n) => n.user_id),
      };
    } catch (err) {
      if (err instanceof OsuApiError && err.status === 404) return null;
      throw err;
    }
  }

  /**
   * One page of osu!'s beatmap listing search (`GET /api/v2/beatmapsets/search`, as osu-web's BeatmapsetsController
   * answers it: `beatmapsets`, `total`, `cursor_string`), with the app's own token.
   */
  async searchBeatmapsets(params: OsuBeatmapsetSearchParams): Promise<OsuBeatmapsetSearch> {
    const qs = new URLSearchParams({ q: params.query, s: params.status ?? "any" });
    if (params.sort) qs.set("sort", params.sort);
    if (params.cursorString) qs.set("cursor_string", params.cursorString);
    const res = await this.get<RawBeatmapsetSearch>(`/api/v2/beatmapsets/search?${qs.toString()}`, await this.clientToken());
    return {
      beatmapsets: (res.beatmapsets ?? []).map((s) => ({
        id: s.id,
        artist: s.artist,
        title: s.title,
        creator: s.creator ?? "",
        userId: s.user_id ?? 0,
        status: s.status,
        playCount: s.play_count ?? 0,
        favouriteCount: s.favourite_count ?? 0,
        rankedDate: s.ranked_date ? new Date(s.ranked_date) : null,
      })),
      total: res.total ?? 0,
      cursorString: res.cursor_string ?? null,
    };
  }

  /**
   * osu! user ids of everyone who posted a suggestion or a problem in a beatmapset's discussion (modder pruning),
   * following osu!'s cursor for at most `maxPages` pages of 50.
   */
  async beatmapsetDiscussionPosters(beatmapsetId: number, maxPages = 10): Promise<number[]> {
    const posters = new Set<number>();
    let cursor: string | null = null;
    for (let page = 0; page < maxPages; page++) {
      const qs = new URLSearchParams({ beatmapset_id: String(beatmapsetId), limit: "50" });
      qs.append("message_types[]", "suggestion");
      qs.append("message_types[]", "problem");
      if (cursor) qs.set("cursor_string", cursor);
      const res = await this.get<{ discussions?: { user_id: number }[]; cursor_string?: string | null }>(
        `/api/v2/beatmapsets/discussions?${qs.toString()}`,
        await this.clientToken(),
      );
      for (const d of res.discussions ?? []) posters.add(d.user_id);
      cursor = res.cursor_string ?? null;
      if (!cursor || (res.discussions ?? []).length === 0) break;
    }
    return [...posters];
  }

  private async clientToken(): Promise<string> {
    if (this.appToken && this.appToken.expiresAt - 60_000 > Date.now()) return this.appToken.token;
    const t = await this.tokenRequest({
      grant_type: "client_credentials",
      scope: "public",
      client_id: this.opts.clientId,
      client_secret: this.opts.clientSecret,
    });
    this.appToken = { token: t.accessToken, expiresAt: t.expiresAt };
    return t.accessToken;
  }

  private async tokenRequest(body: Record<string, string>): Promise<OsuTokens> {
    const res = await fetch(`${this.opts.apiBaseUrl()}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams(body).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) {
      this.logger.warn({ status: res.status, grant: body.grant_type }, "osu! token request failed");
      throw new OsuApiError("osu! token request failed", res.status);
    }
    const json = (await res.json()) as { access_token: string; refresh_token?: string; expires_in: number };
    return {
      accessToken: json.access_token,
      refreshToken: json.refresh_token ?? null,
      expiresAt: Date.now() + json.expires_in * 1000,
    };
  }

  private async get<T>(path: string, token: string): Promise<T> {
    const res = await fetch(`${this.opts.apiBaseUrl()}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json", "x-api-version": "20240529" },
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) {
      this.logger.warn({ status: res.status, path: path.split("?")[0] }, "osu! API request failed");
      throw new OsuApiError(`osu! API request failed (${res.status})`, res.status);
    }
    return (await res.json()) as T;
  }
}

function fromRuleset(r: string | undefined): Mode {
  if (r === "fruits") return Mode.catch;
  if (r === "taiko" || r === "mania") return r as Mode;
  return Mode.osu;
}

interface RawStats {
  global_rank?: number | string | null;
  pp?: number | null;
}
interface RawUser {
  id: number;
  username: string;
  avatar_url?: string;
  cover_url?: string;
  cover?: { url?: string };
  playmode?: string;
  ranked_beatmapset_count?: number;
  ranked_and_approved_beatmapset_count?: number;
  statistics?: { global_rank?: number | null; pp?: number | null };
  statistics_rulesets?: Record<string, RawStats | undefined>;
  groups?: { id: number }[];
}
interface RawBeatmapset {
  id: number;
  artist: string;
  title: string;
  status: OsuBeatmapset["status"];
  submitted_date?: string | null;
  ranked_date?: string | null;
  favourite_count?: number;
  play_count?: number;
  beatmaps?: { hit_length?: number }[];
  current_nominations?: { user_id: number }[];
}
interface RawBeatmapsetSearch {
  beatmapsets?: (RawBeatmapset & { creator?: string; user_id?: number })[];
  total?: number;
  cursor_string?: string | null;
}
