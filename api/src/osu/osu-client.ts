import crypto from "node:crypto";
import type { Logger } from "../core/logger";
import { Mode } from "../core/enums";
import { OsuBudgetError, Pacer, realClock, type BudgetLimits, type Clock } from "./pacer";

/**
 * osu! OAuth 2 and API v2 client (osu/README.md). The same code talks to osu.ppy.sh and to the built-in mock provider;
 * only the base URL differs. Tokens are never logged.
 *
 * Every call goes through one private function, `request`, which paces it against the budget of its token
 * (pacer.ts), retries 429 after osu!'s Retry-After (or a backoff), retries 5xx and network failures of idempotent
 * calls, renews the app's own token once on a 401, and turns every failure into an OsuApiError.
 */
export type OsuClientKind = "main" | "merch";

export interface OsuTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
  /**
   * The OAuth client that issued the tokens: osu! refreshes a refresh token only for that client. Absent on tokens
   * sealed before this was recorded (refresh tries the main client, then the merch client).
   */
  client?: OsuClientKind;
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

/** One member in `/api/v2/users` (UserCompact with statistics per ruleset; osu! never sends ranked counts there). */
export interface OsuUserStats {
  id: number;
  username: string;
  /** Best (lowest) global rank over all modes. */
  globalRank: number | null;
  pp: Record<Mode, number | null>;
}

/** The full profile of `/api/v2/users/{id}` (the fields the site reads). */
export interface OsuUserProfile {
  id: number;
  username: string;
  rankedBeatmapsetCount: number;
}

export type OsuBeatmapsetStatus = "graveyard" | "wip" | "pending" | "ranked" | "approved" | "qualified" | "loved";

export interface OsuBeatmapset {
  id: number;
  artist: string;
  title: string;
  status: OsuBeatmapsetStatus;
  submittedDate: Date | null;
  /**
   * Only for ranked and approved sets. osu! sends `ranked_date` (its approved_date) for every state above pending:
   * for a qualified set it is the qualification date, for a loved one the day it was loved.
   */
  rankedDate: Date | null;
  /** osu!'s `ranked_date` of a qualified set: when it was qualified. */
  qualifiedDate: Date | null;
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
    /** OAuth error code (`invalid_request`, `invalid_client`, …) when osu! sent one. */
    public readonly code?: string,
  ) {
    super(message);
    this.name = "OsuApiError";
  }
}

/**
 * No answer within the budget: our own budget would be passed (`reason: "budget"`) or osu! kept answering 429
 * (`"throttled"`). Jobs stop and resume after `availableAt`; people get a "try again" refusal.
 */
export class OsuRateLimitedError extends OsuApiError {
  constructor(
    message: string,
    public readonly reason: "budget" | "throttled",
    /** When a call could go through again (epoch ms). */
    public readonly availableAt: number,
  ) {
    super(message, 429);
    this.name = "OsuRateLimitedError";
  }
}

/** Per call: how long it may wait for budget, and a way to cancel it. */
export interface OsuCallOptions {
  /** Epoch ms: give up (OsuRateLimitedError) rather than wait past this. Default: INTERACTIVE_WAIT_MS from now. */
  deadline?: number;
  signal?: AbortSignal;
}

/** The client-side budget (config.ts OSU_API_*; osu/README.md). */
export interface OsuPacing {
  /** API requests per window and token (osu!'s documentation: 60 a minute). */
  requestsPerWindow: number;
  /** osu-web's request units per window and token (1,200 a minute; `/api/v2/users` costs one per id). */
  unitsPerWindow: number;
  /** Calls of the token endpoint per window (osu-web: 60 a minute per address). */
  tokenRequestsPerWindow: number;
  windowMs: number;
  /** 429 answers retried per call before giving up (each after Retry-After, else a backoff). */
  maxThrottledRetries?: number;
  /** 5xx answers and network failures retried per idempotent call. */
  maxServerRetries?: number;
  /** First backoff delay; doubles with each retry. */
  backoffBaseMs?: number;
}

export const DEFAULT_PACING: OsuPacing = {
  requestsPerWindow: 60,
  unitsPerWindow: 1200,
  tokenRequestsPerWindow: 60,
  windowMs: 60_000,
};

export interface OsuClientOptions {
  clientId: string;
  clientSecret: string;
  merchClientId: string;
  merchClientSecret: string;
  authorizeBaseUrl: string;
  /** Resolved lazily: the mock provider's address is known only once the server listens. */
  apiBaseUrl: () => string;
  pacing?: OsuPacing;
  /** Tests drive time. */
  clock?: Clock;
  /** A bot account's OAuth client for chat messages (client credentials, scopes `chat.write delegate`); absent = no chat. */
  chat?: { clientId: string; clientSecret: string } | null;
}

/** What osu! answered to a chat message: the message's and the PM channel's ids. */
export interface OsuChatSent {
  messageId: number;
  channelId: number;
}

/**
 * Call options for work with a time limit (a job run: its deadline and abort signal). Waits for budget end a reserve
 * before the limit (a fifth of the time left, at most 30 s: the last request and its writes still fit). Without a
 * limit, calls may wait `fallbackMs`.
 */
export function callsWithin(run: { deadline?: number; signal?: AbortSignal } = {}, fallbackMs = 10 * 60_000): OsuCallOptions {
  const now = Date.now();
  const end = run.deadline ?? now + fallbackMs;
  return { deadline: end - Math.min(30_000, Math.max(0, end - now) / 5), signal: run.signal };
}

/** How long a call without its own deadline (sign-in, a page's look-up) waits for budget at most. */
export const INTERACTIVE_WAIT_MS = 20_000;
/** osu! answers at most 50 users per `/api/v2/users` call. */
export const USERS_PER_REQUEST = 50;
const REQUEST_TIMEOUT_MS = 15_000;
const MAX_RETRY_AFTER_MS = 5 * 60_000;
const API_VERSION = "20240529";

const RULESETS: Record<Mode, string> = { osu: "osu", taiko: "taiko", catch: "fruits", mania: "mania" };
const SCOPES = "identify public";
const TOKEN_BUCKET = "oauth-token";

/**
 * One request through the paced path. New API methods build one of these and call `request`: they get pacing,
 * retries and error handling without any code of their own.
 */
interface RequestSpec {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path and query, e.g. `/api/v2/users?ids[]=2`. */
  path: string;
  /**
   * `{ app: scopes }`: the app's own client-credentials token for those scopes (fetched and renewed here);
   * `{ bearer }`: a member's access token; `"none"`: the token endpoint (paced per address, not per token).
   */
  auth: { app: string; client?: AppClient } | { bearer: string } | "none";
  /** osu-web's units for this call (default 1; `/api/v2/users` is one per id). */
  cost?: number;
  form?: Record<string, string>;
  json?: unknown;
  /** Safe to repeat after a 5xx or a lost connection (reads; not code exchanges or refresh-token rotation). */
  idempotent: boolean;
}

export class OsuClient {
  private readonly appTokens = new Map<string, { token: string; expiresAt: number }>();
  private readonly pendingAppTokens = new Map<string, Promise<string>>();
  private readonly pacing: Required<OsuPacing>;
  private readonly clock: Clock;
  readonly pacer: Pacer;

  constructor(
    private readonly opts: OsuClientOptions,
    private readonly logger: Logger,
  ) {
    this.pacing = {
      maxThrottledRetries: 5,
      maxServerRetries: 3,
      backoffBaseMs: 1000,
      ...(opts.pacing ?? DEFAULT_PACING),
    };
    this.clock = opts.clock ?? realClock;
    const api: BudgetLimits = {
      requests: this.pacing.requestsPerWindow,
      units: this.pacing.unitsPerWindow,
      windowMs: this.pacing.windowMs,
    };
    const token: BudgetLimits = {
      requests: this.pacing.tokenRequestsPerWindow,
      units: Number.MAX_SAFE_INTEGER,
      windowMs: this.pacing.windowMs,
    };
    this.pacer = new Pacer((key) => (key === TOKEN_BUCKET ? token : api), this.clock);
  }

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

  async exchangeCode(code: string, redirectUri: string, merch = false, call?: OsuCallOptions): Promise<OsuTokens> {
    const client: OsuClientKind = merch ? "merch" : "main";
    const tokens = await this.tokenRequest(
      { grant_type: "authorization_code", code, redirect_uri: redirectUri, ...this.credentials(client) },
      false,
      call,
    );
    return { ...tokens, client };
  }

  /**
   * New tokens for a member's refresh token, asked with the client that issued it (osu! refuses another client's:
   * "Token is not linked to client"). osu! rotates refresh tokens: the old one is revoked, store the new one.
   * Tokens of unknown origin are tried with the main client, then the merch client (when it is a different one).
   */
  async refresh(tokens: Pick<OsuTokens, "refreshToken" | "client">, call?: OsuCallOptions): Promise<OsuTokens> {
    if (!tokens.refreshToken) throw new OsuApiError("no refresh token");
    const order: OsuClientKind[] = tokens.client
      ? [tokens.client]
      : this.opts.merchClientId !== this.opts.clientId
        ? ["main", "merch"]
        : ["main"];
    let last: unknown;
    for (const client of order) {
      try {
        const fresh = await this.tokenRequest(
          { grant_type: "refresh_token", refresh_token: tokens.refreshToken, ...this.credentials(client) },
          false,
          call,
        );
        return { ...fresh, client };
      } catch (err) {
        last = err;
        // Only "not this client's token" is worth another client; anything else is final.
        if (!(err instanceof OsuApiError) || (err.status !== 400 && err.status !== 401)) throw err;
      }
    }
    throw last;
  }

  async me(accessToken: string, call?: OsuCallOptions): Promise<OsuMe> {
    const u = await this.request<RawUser>(
      { method: "GET", path: "/api/v2/me", auth: { bearer: accessToken }, idempotent: true },
      call,
    );
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

  /**
   * Ranks and pp per mode of up to 50 members in one call of `/api/v2/users` (osu-web charges one unit per id).
   * Unknown, restricted and deleted accounts are simply absent from the answer.
   */
  async usersStats(osuIds: number[], call?: OsuCallOptions): Promise<OsuUserStats[]> {
    if (osuIds.length === 0) return [];
    if (osuIds.length > USERS_PER_REQUEST) throw new RangeError(`at most ${USERS_PER_REQUEST} ids per call`);
    const qs = osuIds.map((id) => `ids[]=${encodeURIComponent(id)}`).join("&");
    const res = await this.request<{ users?: RawUser[] }>(
      { method: "GET", path: `/api/v2/users?${qs}`, auth: { app: "public" }, cost: osuIds.length, idempotent: true },
      call,
    );
    return (res.users ?? []).map((u) => {
      const pp = {} as Record<Mode, number | null>;
      let best: number | null = null;
      for (const mode of Object.values(Mode)) {
        const s = u.statistics_rulesets?.[RULESETS[mode]];
        pp[mode] = s?.pp ?? null;
        const r = s?.global_rank ? Number(s.global_rank) : null;
        if (r && (best === null || r < best)) best = r;
      }
      return { id: u.id, username: u.username, globalRank: best, pp };
    });
  }

  /** The full profile of one member (`/api/v2/users/{id}?key=id`, the endpoint that has ranked counts); null on 404. */
  async user(osuId: number, call?: OsuCallOptions): Promise<OsuUserProfile | null> {
    try {
      const u = await this.request<RawUser>(
        { method: "GET", path: `/api/v2/users/${encodeURIComponent(osuId)}?key=id`, auth: { app: "public" }, idempotent: true },
        call,
      );
      return {
        id: u.id,
        username: u.username,
        rankedBeatmapsetCount: u.ranked_beatmapset_count ?? u.ranked_and_approved_beatmapset_count ?? 0,
      };
    } catch (err) {
      if (err instanceof OsuApiError && err.status === 404) return null;
      throw err;
    }
  }

  /** A beatmapset; null when osu! has none by that id (404). */
  async beatmapset(id: number, call?: OsuCallOptions): Promise<OsuBeatmapset | null> {
    try {
      const s = await this.request<RawBeatmapset>(
        { method: "GET", path: `/api/v2/beatmapsets/${encodeURIComponent(id)}`, auth: { app: "public" }, idempotent: true },
        call,
      );
      const statusDate = s.ranked_date ? new Date(s.ranked_date) : null;
      return {
        id: s.id,
        artist: s.artist,
        title: s.title,
        status: s.status,
        submittedDate: s.submitted_date ? new Date(s.submitted_date) : null,
        rankedDate: s.status === "ranked" || s.status === "approved" ? statusDate : null,
        qualifiedDate: s.status === "qualified" ? statusDate : null,
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
  async searchBeatmapsets(params: OsuBeatmapsetSearchParams, call?: OsuCallOptions): Promise<OsuBeatmapsetSearch> {
    const qs = new URLSearchParams({ q: params.query, s: params.status ?? "any" });
    if (params.sort) qs.set("sort", params.sort);
    if (params.cursorString) qs.set("cursor_string", params.cursorString);
    const res = await this.request<RawBeatmapsetSearch>(
      { method: "GET", path: `/api/v2/beatmapsets/search?${qs.toString()}`, auth: { app: "public" }, idempotent: true },
      call,
    );
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
   * including those written inside a review (`show_review_embeds=true`: osu! hides them otherwise), following
   * osu!'s cursor for at most `maxPages` pages of 50.
   */
  async beatmapsetDiscussionPosters(beatmapsetId: number, call?: OsuCallOptions, maxPages = 10): Promise<number[]> {
    const posters = new Set<number>();
    let cursor: string | null = null;
    for (let page = 0; page < maxPages; page++) {
      const qs = new URLSearchParams({ beatmapset_id: String(beatmapsetId), limit: "50", show_review_embeds: "true" });
      qs.append("message_types[]", "suggestion");
      qs.append("message_types[]", "problem");
      if (cursor) qs.set("cursor_string", cursor);
      const res = await this.request<{ discussions?: { user_id: number }[]; cursor_string?: string | null }>(
        { method: "GET", path: `/api/v2/beatmapsets/discussions?${qs.toString()}`, auth: { app: "public" }, idempotent: true },
        call,
      );
      for (const d of res.discussions ?? []) posters.add(d.user_id);
      cursor = res.cursor_string ?? null;
      if (!cursor || (res.discussions ?? []).length === 0) break;
    }
    return [...posters];
  }

  /**
   * Sends a private chat message to an osu! user as the chat bot (`POST /api/v2/chat/new`), through the paced path
   * with the bot client's own token. Never repeated after a 5xx or a lost connection (it could arrive twice): the
   * error reaches the caller (modules/notifications/osu-chat.sender.ts classifies it). Throws OsuApiError with osu!'s
   * status when it refuses (403 missing scope, 422 unknown user or too long, 429 too fast …).
   */
  async sendChatMessage(targetOsuId: number, message: string, call?: OsuCallOptions): Promise<OsuChatSent> {
    if (!this.opts.chat) throw new OsuApiError("osu! chat is not configured");
    const json = await this.request<{ message?: { message_id?: number; channel_id?: number }; new_channel_id?: number }>(
      {
        method: "POST",
        path: "/api/v2/chat/new",
        auth: { app: "chat.write delegate", client: "chat" },
        json: { target_id: targetOsuId, message, is_action: false },
        idempotent: false,
      },
      call,
    );
    return {
      messageId: Number(json.message?.message_id ?? 0),
      channelId: Number(json.message?.channel_id ?? json.new_channel_id ?? 0),
    };
  }

  // ------------------------------------------------------------------------------------------------ the paced path

  /**
   * The one way to osu!: waits for budget on the call's token, sends, and handles the answer. 429: the whole token
   * waits for Retry-After (else a doubling backoff from `backoffBaseMs`, at most one window) and the call is tried
   * again, at most `maxThrottledRetries` times. 5xx and network failures: idempotent calls are tried again after a
   * doubling backoff (or a 503's Retry-After), at most `maxServerRetries` times. 401 on the app's own token: one
   * fresh token. No wait ever passes the call's deadline: the call fails with OsuRateLimitedError instead.
   */
  private async request<T>(spec: RequestSpec, call: OsuCallOptions = {}): Promise<T> {
    const deadline = call.deadline ?? this.clock.now() + INTERACTIVE_WAIT_MS;
    const cost = Math.max(1, spec.cost ?? 1);
    const where = spec.path.split("?")[0];
    let throttled = 0;
    let failed = 0;
    let renewedAppToken = false;
    for (;;) {
      const token =
        spec.auth === "none"
          ? null
          : "app" in spec.auth
            ? await this.appToken(spec.auth.app, { ...call, deadline }, spec.auth.client)
            : spec.auth.bearer;
      const key =
        spec.auth === "none"
          ? TOKEN_BUCKET
          : "app" in spec.auth
            ? `app:${appKey(spec.auth.app, spec.auth.client)}`
            : userBucket(token!);
      let ticket;
      try {
        ticket = await this.pacer.acquire(key, cost, { deadline, signal: call.signal });
      } catch (err) {
        if (err instanceof OsuBudgetError) throw new OsuRateLimitedError(err.message, "budget", err.availableAt);
        throw err;
      }
      let res: Response;
      try {
        res = await fetch(`${this.opts.apiBaseUrl()}${spec.path}`, {
          method: spec.method,
          headers: {
            accept: "application/json",
            ...(token ? { authorization: `Bearer ${token}`, "x-api-version": API_VERSION } : {}),
            ...(spec.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
            ...(spec.json !== undefined ? { "content-type": "application/json" } : {}),
          },
          body: spec.form
            ? new URLSearchParams(spec.form).toString()
            : spec.json !== undefined
              ? JSON.stringify(spec.json)
              : undefined,
          signal: call.signal
            ? AbortSignal.any([call.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
            : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        ticket.settle();
        if (call.signal?.aborted) throw call.signal.reason;
        if (
          spec.idempotent &&
          failed < this.pacing.maxServerRetries &&
          (await this.backoff(this.backoffMs(failed++), deadline, call))
        )
          continue;
        this.logger.warn({ path: where, err: (err as Error).message }, "osu! unreachable");
        throw new OsuApiError(`osu! could not be reached (${(err as Error).message})`);
      }
      ticket.settle();
      if (res.ok) {
        try {
          return (await res.json()) as T;
        } catch {
          throw new OsuApiError("osu! answered something other than JSON", res.status);
        }
      }
      const body = await readError(res);
      if (res.status === 429) {
        const wait = retryAfterMs(res, this.clock.now()) ?? Math.min(this.pacing.windowMs, this.backoffMs(throttled));
        const until = this.clock.now() + wait;
        this.pacer.block(key, until);
        this.logger.warn({ path: where, retryInMs: wait, attempt: throttled + 1 }, "osu! rate limit reached (429)");
        if (throttled++ < this.pacing.maxThrottledRetries && until <= deadline) continue;
        throw new OsuRateLimitedError(`osu! rate limit reached (${where})`, "throttled", until);
      }
      if (res.status >= 500 && spec.idempotent && failed < this.pacing.maxServerRetries) {
        const wait = (res.status === 503 ? retryAfterMs(res, this.clock.now()) : null) ?? this.backoffMs(failed);
        failed++;
        this.logger.warn({ status: res.status, path: where, retryInMs: wait }, "osu! server error");
        if (await this.backoff(wait, deadline, call)) continue;
      }
      if (res.status === 401 && spec.auth !== "none" && "app" in spec.auth && !renewedAppToken) {
        // The app's token was revoked or expired early: one fresh token, then the call again.
        this.appTokens.delete(appKey(spec.auth.app, spec.auth.client));
        renewedAppToken = true;
        continue;
      }
      this.logger.warn({ status: res.status, path: where, code: body.code }, "osu! API request failed");
      throw new OsuApiError(`osu! API request failed (${res.status})`, res.status, body.code);
    }
  }

  private backoffMs(attempt: number): number {
    return this.pacing.backoffBaseMs * 2 ** attempt;
  }

  /** Sleeps `ms` unless that passes the deadline (then false: the caller gives up). */
  private async backoff(ms: number, deadline: number, call: OsuCallOptions): Promise<boolean> {
    if (this.clock.now() + ms > deadline) return false;
    await this.clock.sleep(ms, call.signal);
    return true;
  }

  private credentials(client: OsuClientKind): { client_id: string; client_secret: string } {
    return client === "merch"
      ? { client_id: this.opts.merchClientId, client_secret: this.opts.merchClientSecret }
      : { client_id: this.opts.clientId, client_secret: this.opts.clientSecret };
  }

  /** The app's own client-credentials token for `scope`, cached until a minute before it expires. */
  /** The app's own client-credentials token for `scope` (the chat bot's client for `client: "chat"`), cached. */
  private async appToken(scope: string, call: OsuCallOptions, client: AppClient = "main"): Promise<string> {
    const key = appKey(scope, client);
    const cached = this.appTokens.get(key);
    if (cached && cached.expiresAt - 60_000 > this.clock.now()) return cached.token;
    let pending = this.pendingAppTokens.get(key);
    if (!pending) {
      const credentials =
        client === "chat"
          ? { client_id: this.opts.chat?.clientId ?? "", client_secret: this.opts.chat?.clientSecret ?? "" }
          : this.credentials("main");
      pending = this.tokenRequest({ grant_type: "client_credentials", scope, ...credentials }, true, call)
        .then((t) => {
          this.appTokens.set(key, { token: t.accessToken, expiresAt: t.expiresAt });
          return t.accessToken;
        })
        .finally(() => this.pendingAppTokens.delete(key));
      this.pendingAppTokens.set(key, pending);
    }
    return pending;
  }

  private async tokenRequest(body: Record<string, string>, idempotent: boolean, call?: OsuCallOptions): Promise<OsuTokens> {
    let json: { access_token: string; refresh_token?: string; expires_in: number };
    try {
      json = await this.request({ method: "POST", path: "/oauth/token", auth: "none", form: body, idempotent }, call);
    } catch (err) {
      if (err instanceof OsuApiError && !(err instanceof OsuRateLimitedError))
        this.logger.warn({ status: err.status, grant: body.grant_type, code: err.code }, "osu! token request failed");
      throw err;
    }
    return {
      accessToken: json.access_token,
      refreshToken: json.refresh_token ?? null,
      expiresAt: this.clock.now() + json.expires_in * 1000,
    };
  }
}

/** Which OAuth client an app token belongs to: the site's own, or the chat bot's. */
type AppClient = "main" | "chat";

/** The cache and budget key of an app token: the main client's by scope, the chat bot's apart. */
function appKey(scope: string, client: AppClient = "main"): string {
  return client === "main" ? scope : `${client}:${scope}`;
}

/** A member's token is its own budget at osu! (keyed here by a digest, never the token itself). */
function userBucket(token: string): string {
  return `user:${crypto.createHash("sha256").update(token).digest("base64url").slice(0, 22)}`;
}

/** Retry-After as seconds or an HTTP date, in ms from now (capped); null when absent or unreadable. */
export function retryAfterMs(res: Response, now: number): number | null {
  const raw = res.headers.get("retry-after");
  if (!raw) return null;
  const seconds = Number(raw);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(raw) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

async function readError(res: Response): Promise<{ code?: string }> {
  try {
    const json = (await res.json()) as { error?: unknown };
    return { code: typeof json.error === "string" ? json.error : undefined };
  } catch {
    return {};
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
  status: OsuBeatmapsetStatus;
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
