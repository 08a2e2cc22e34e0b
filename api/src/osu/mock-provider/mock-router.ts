import crypto from "node:crypto";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { In, type DataSource } from "typeorm";
import { User } from "../../modules/users/user.entity";
import { Artist } from "../../modules/artists/artist.entity";
import { DEMO_ACCOUNTS } from "../../db/demo-data/demo-accounts";
import { useOnce, wasUsed } from "../../modules/auth/single-use";
import { mockOsuStats, mockUsername } from "./profiles";
import { avatarSvg, coverSvg } from "./art";
import { authorizePage } from "./authorize-page";
import { FixedWindowLimiter, OSU_WEB_LIMITS, type MockLimits } from "./mock-limits";
import { registerControlEndpoints } from "./mock-control";
import { searchMockBeatmapsets } from "./mock-search";
import {
  beatmapsetJson,
  discussionBeatmapJson,
  discussionBeatmapsetJson,
  discussionJson,
  userFullJson,
  userWithGroupsJson,
  usersIndexEntryJson,
  type DiscussionRow,
} from "./mock-json";
import {
  MESSAGE_TYPES,
  mockBeatmapset,
  mockBeatmapsetsWithDiscussions,
  mockOsuUsers,
  registerMockOsuUser,
  type MessageType,
  type MockBeatmapsetState,
  type MockOsuUser,
} from "./mock-state";
import { clientCredentialsScopeProblem, MOCK_CHAT_BOT, registerMockChat } from "./mock-chat";

/**
 * The offline osu! provider, mounted at /mock-osu only when no osu! credentials are configured (and, in production,
 * only with the explicit opt-in of config.ts). It plays osu!'s part of OAuth 2 (authorize page, token endpoint) and
 * the API calls the site makes, as osu-web does them (osu/README.md "The offline provider"): its rate limits (429 with
 * Retry-After), 401/403/404 answers and error bodies, scopes, refresh tokens bound to their client, rotated on use and
 * revocable, accounts that exist or not, typed discussions with review embeds, filters and paging. Codes and tokens
 * are HMAC-signed; codes and refresh tokens are single-use (oauth_single_use). The /_control endpoints exist only when
 * `control` is on (development and tests).
 */
export interface MockOptions {
  db: DataSource;
  secret: string;
  clientIds: string[];
  clientSecrets: string[];
  /** Mount the /_control endpoints (never in production). */
  control: boolean;
  /** Rate limits (default: osu-web's). */
  limits?: MockLimits;
  /** Clients of a bot account (the chat bot, OSU_CHAT_CLIENT_ID): client credentials may `delegate` to the bot. */
  botClients?: readonly { clientId: string; clientSecret: string }[];
}

const CODE_TTL_S = 120;
/** osu-web (AuthServiceProvider): access tokens last a day, refresh tokens three months. */
const TOKEN_TTL_S = 86_400;
const REFRESH_TTL_S = 90 * 86_400;
const RULESETS = ["osu", "taiko", "fruits", "mania"];
/** Passport::tokensCan in osu-web's AuthServiceProvider. */
const KNOWN_SCOPES = new Set([
  "chat.read",
  "chat.write",
  "chat.write_manage",
  "delegate",
  "forum.write",
  "forum.write_manage",
  "friends.read",
  "group_permissions",
  "identify",
  "multiplayer.write_manage",
  "public",
]);
/** Token::SCOPES_CLIENT_CREDENTIALS_ONLY (client credentials' rules: clientCredentialsScopeProblem in mock-chat.ts). */
const CLIENT_CREDENTIALS_ONLY = new Set(["delegate", "forum.write_manage", "group_permissions"]);

interface TokenPayload {
  kind: "access" | "refresh";
  jti: string;
  osuId: number | null;
  clientId: string;
  scope: string;
  /** Issued at, in ms (revocation by the member compares it). */
  iat: number;
  exp: number;
  /** A refresh token's access token (revoked with it on use). */
  at?: string;
}

interface CodePayload {
  kind: "code";
  osuId: number;
  redirectUri: string;
  clientId: string;
  scope: string;
  exp: number;
  n: string;
}

function sign(secret: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const mac = crypto.createHmac("sha256", secret).update(body).digest("base64url");
  return `${body}.${mac}`;
}

/** The payload if the signature holds (expiry is the caller's business: osu! tells "expired" apart). */
function open<T extends { kind: string }>(secret: string, token: unknown, kind: T["kind"]): T | null {
  if (typeof token !== "string") return null;
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined) return null;
  const expected = crypto.createHmac("sha256", secret).update(body).digest("base64url");
  if (mac.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString()) as T;
    return payload.kind === kind ? payload : null;
  } catch {
    return null;
  }
}

const nowS = () => Math.floor(Date.now() / 1000);
const scopesOf = (scope: unknown): string[] => (typeof scope === "string" ? scope.split(/[\s+]+/).filter(Boolean) : []);

/** Redirects only back to this site's own OAuth callbacks. */
function validRedirect(req: Request, redirectUri: unknown): redirectUri is string {
  if (typeof redirectUri !== "string") return false;
  try {
    const u = new URL(redirectUri);
    const host = req.get("host");
    return u.host === host && (u.pathname === "/api/callback" || u.pathname === "/api/merchCallback");
  } catch {
    return false;
  }
}

/** league/oauth2-server 8.5's error payload (OAuthServerException::getPayload). */
function oauthError(res: Response, status: number, error: string, description: string, hint?: string): void {
  res.status(status).json({ error, error_description: description, ...(hint ? { hint } : {}), message: description });
}

const INVALID_REQUEST =
  "The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.";
const INVALID_REFRESH = "The refresh token is invalid.";

/** A request's authenticated token (res.locals.token) on /api/v2. */
interface Authed {
  token: TokenPayload;
  user: MockOsuUser | null;
}

export function createMockOsuRouter(opts: MockOptions): Router {
  const router = express.Router();
  const users = () => opts.db.getRepository(User);
  const limits = opts.limits ?? OSU_WEB_LIMITS;
  const apiLimiter = new FixedWindowLimiter();
  const tokenLimiter = new FixedWindowLimiter();
  const demoNames: Record<number, string> = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.osuId, a.username]));
  const accounts = async (ids: number[]) => mockOsuUsers(opts.db, ids, demoNames);

  const issueCode = (osuId: number, redirectUri: string, clientId: string, scope: string) =>
    sign(opts.secret, {
      kind: "code",
      osuId,
      redirectUri,
      clientId,
      scope,
      exp: nowS() + CODE_TTL_S,
      n: crypto.randomUUID(),
    } satisfies CodePayload);

  const approve = async (res: Response, redirectUri: string, state: string, osuId: number, clientId: string, scope: string) => {
    // Whoever signs in here has an account on the offline osu! from now on.
    await registerMockOsuUser(opts.db, osuId);
    const url = new URL(redirectUri);
    url.searchParams.set("code", issueCode(osuId, redirectUri, clientId, scope));
    url.searchParams.set("state", state);
    res.redirect(url.toString());
  };

  /** The scopes an authorization request may ask for (none of the client-credentials-only ones). */
  const authorizeScopes = (scope: unknown): string | null => {
    const list = scopesOf(scope ?? "identify");
    if (list.length === 0 || list.some((s) => !KNOWN_SCOPES.has(s) || CLIENT_CREDENTIALS_ONLY.has(s))) return null;
    return [...new Set(list)].join(" ");
  };

  router.get("/oauth/authorize", async (req, res) => {
    const { client_id, redirect_uri, state, response_type, login_as } = req.query;
    const scope = authorizeScopes(req.query.scope);
    if (
      response_type !== "code" ||
      typeof client_id !== "string" ||
      !opts.clientIds.includes(client_id) ||
      typeof state !== "string" ||
      !scope
    ) {
      res.status(400).type("text/plain").send("invalid_request");
      return;
    }
    if (!validRedirect(req, redirect_uri)) {
      res.status(400).type("text/plain").send("invalid redirect_uri");
      return;
    }
    if (typeof login_as === "string" && /^\d{1,9}$/.test(login_as) && Number(login_as) > 0) {
      await approve(res, redirect_uri, state, Number(login_as), client_id, scope);
      return;
    }
    const demo = await users().find({ where: { osuId: In(DEMO_ACCOUNTS.map((a) => a.osuId)) }, order: { osuId: "ASC" } });
    res.type("html").send(
      authorizePage({
        redirectUri: redirect_uri,
        state,
        clientId: client_id,
        scope,
        accounts: DEMO_ACCOUNTS.map((a) => ({
          osuId: a.osuId,
          username: demo.find((d) => d.osuId === a.osuId)?.username ?? a.username,
          description: a.description,
        })),
      }),
    );
  });

  router.post("/oauth/approve", express.urlencoded({ extended: false, limit: "10kb" }), async (req, res) => {
    const { redirect_uri, state, client_id, osu_id } = req.body ?? {};
    const osuId = Number(osu_id);
    const scope = authorizeScopes(req.body?.scope);
    if (
      !validRedirect(req, redirect_uri) ||
      typeof state !== "string" ||
      !opts.clientIds.includes(client_id) ||
      !Number.isInteger(osuId) ||
      osuId <= 0 ||
      osuId > 999_999_999 ||
      !scope
    ) {
      res.status(400).type("text/plain").send("invalid_request");
      return;
    }
    await approve(res, redirect_uri, state, osuId, client_id, scope);
  });

  // ------------------------------------------------------------------------------------------------- token endpoint

  const issueTokens = (osuId: number | null, clientId: string, scope: string, refreshable = true) => {
    const iat = Date.now();
    const at = crypto.randomUUID();
    const access: TokenPayload = { kind: "access", jti: at, osuId, clientId, scope, iat, exp: nowS() + TOKEN_TTL_S };
    const refresh: TokenPayload | null =
      osuId && refreshable
        ? { kind: "refresh", jti: crypto.randomUUID(), osuId, clientId, scope, iat, exp: nowS() + REFRESH_TTL_S, at }
        : null;
    return {
      token_type: "Bearer",
      expires_in: TOKEN_TTL_S,
      access_token: sign(opts.secret, access),
      ...(refresh ? { refresh_token: sign(opts.secret, refresh) } : {}),
    };
  };

  /** Revoked by rotation (used once) or by the member (tokens_revoked_at), or the account is gone. */
  const revoked = async (t: TokenPayload, kind: "access" | "refresh"): Promise<boolean> => {
    if (await wasUsed(opts.db, `mock-revoked-${kind}`, t.jti)) return true;
    if (t.osuId === null || t.osuId === MOCK_CHAT_BOT.osuId) return false;
    const account = (await accounts([t.osuId])).get(t.osuId);
    return !account || (account.tokensRevokedAt !== null && account.tokensRevokedAt.getTime() >= t.iat);
  };

  router.post(
    "/oauth/token",
    // Laravel's default `throttle` (60 a minute), keyed by the caller's address: refused before anything is read.
    (req, res, next) => {
      const key = req.ip ?? "unknown";
      const check = tokenLimiter.check(key, limits.tokenRequestsPerWindow, limits.windowMs);
      if (check.refused) {
        res.set("retry-after", String(check.retryAfterS)).status(429).json({ error: "Too Many Attempts." });
        return;
      }
      // Laravel's ThrottleRequests counts the attempt before handling it (not when the answer has gone out: a client
      // may read the answer and ask again before the server sees its own answer finish).
      tokenLimiter.hit(key, 1, limits.tokenRequestsPerWindow, limits.windowMs);
      next();
    },
    express.urlencoded({ extended: false, limit: "10kb" }),
    express.json({ limit: "10kb" }),
    async (req, res) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const basic = req.get("authorization")?.startsWith("Basic ")
        ? Buffer.from(req.get("authorization")!.slice(6), "base64").toString().split(":")
        : null;
      const clientId = (b.client_id ?? basic?.[0]) as string;
      const clientSecret = (b.client_secret ?? basic?.[1]) as string;
      const idx = opts.clientIds.indexOf(clientId);
      const bot = (opts.botClients ?? []).find((c) => c.clientId === clientId);
      if (bot ? bot.clientSecret !== clientSecret : idx < 0 || opts.clientSecrets[idx] !== clientSecret) {
        oauthError(res, 401, "invalid_client", "Client authentication failed");
        return;
      }
      if (b.grant_type === "authorization_code") {
        if (typeof b.code !== "string")
          return oauthError(res, 400, "invalid_request", INVALID_REQUEST, "Check the `code` parameter");
        const code = open<CodePayload>(opts.secret, b.code, "code");
        if (!code) return oauthError(res, 400, "invalid_request", INVALID_REQUEST, "Cannot decrypt the authorization code");
        if (code.exp < nowS()) return oauthError(res, 400, "invalid_request", INVALID_REQUEST, "Authorization code has expired");
        if (code.clientId !== clientId)
          return oauthError(res, 400, "invalid_request", INVALID_REQUEST, "Authorization code was not issued to this client");
        if (code.redirectUri !== b.redirect_uri)
          return oauthError(res, 400, "invalid_request", INVALID_REQUEST, "Invalid redirect URI");
        if (!(await useOnce(opts.db, "mock-code", code.n, new Date(code.exp * 1000))))
          return oauthError(res, 400, "invalid_request", INVALID_REQUEST, "Authorization code has been revoked");
        res.json(issueTokens(code.osuId, clientId, code.scope));
      } else if (b.grant_type === "refresh_token") {
        // league/oauth2-server 8.5 RefreshTokenGrant::validateOldRefreshToken, then rotation: old tokens revoked.
        if (typeof b.refresh_token !== "string")
          return oauthError(res, 400, "invalid_request", INVALID_REQUEST, "Check the `refresh_token` parameter");
        const rt = open<TokenPayload>(opts.secret, b.refresh_token, "refresh");
        if (!rt) return oauthError(res, 401, "invalid_request", INVALID_REFRESH, "Cannot decrypt the refresh token");
        if (rt.clientId !== clientId)
          return oauthError(res, 401, "invalid_request", INVALID_REFRESH, "Token is not linked to client");
        if (rt.exp < nowS()) return oauthError(res, 401, "invalid_request", INVALID_REFRESH, "Token has expired");
        const wanted = b.scope === undefined ? scopesOf(rt.scope) : scopesOf(b.scope);
        const had = new Set(scopesOf(rt.scope));
        const extra = wanted.find((s) => !had.has(s));
        if (extra)
          return oauthError(
            res,
            400,
            "invalid_scope",
            "The requested scope is invalid, unknown, or malformed",
            `Check the \`${extra}\` scope`,
          );
        if ((await revoked(rt, "refresh")) || !(await useOnce(opts.db, "mock-revoked-refresh", rt.jti, new Date(rt.exp * 1000))))
          return oauthError(res, 401, "invalid_request", INVALID_REFRESH, "Token has been revoked");
        if (rt.at) await useOnce(opts.db, "mock-revoked-access", rt.at, new Date(rt.iat + TOKEN_TTL_S * 1000));
        res.json(issueTokens(rt.osuId, clientId, wanted.join(" ")));
      } else if (b.grant_type === "client_credentials") {
        const list = scopesOf(b.scope);
        const problem = clientCredentialsScopeProblem(list, !!bot);
        if (problem)
          return oauthError(res, 400, "invalid_scope", "The requested scope is invalid, unknown, or malformed", problem);
        // A delegated token acts as the client's owner (osu-web Token::getResourceOwner): the bot account. Client
        // credentials never come with a refresh token.
        const owner = list.includes("delegate") ? MOCK_CHAT_BOT.osuId : null;
        res.json(issueTokens(owner, clientId, [...new Set(list)].join(" "), false));
      } else {
        oauthError(
          res,
          400,
          "unsupported_grant_type",
          "The authorization grant type is not supported by the authorization server.",
          "Check that all required parameters have been provided",
        );
      }
    },
  );

  // --------------------------------------------------------------------------------------------------------- API v2

  const unauthenticated = (res: Response) => void res.status(401).json({ authentication: "basic" });

  /** AuthApi, then ThrottleRequests (checked before, charged after), as osu-web's `api` route group. */
  const api = express.Router();
  api.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      const h = req.get("authorization");
      const token = open<TokenPayload>(opts.secret, h?.startsWith("Bearer ") ? h.slice(7) : undefined, "access");
      if (!token || token.exp < nowS() || (await revoked(token, "access"))) return unauthenticated(res);
      const user = token.osuId === null ? null : ((await accounts([token.osuId])).get(token.osuId) ?? null);
      const check = apiLimiter.check(token.jti, limits.unitsPerWindow, limits.windowMs);
      if (check.refused) {
        res.set("retry-after", String(check.retryAfterS)).status(429).json({ error: "Too Many Attempts." });
        return;
      }
      res.locals.authed = { token, user } satisfies Authed;
      next();
    } catch (err) {
      next(err);
    }
  });

  /** Answers and charges the request's cost (RequestCost) to the token's window, with osu-web's headers. */
  const reply = (res: Response, status: number, body: unknown, cost = 1) => {
    const { token } = res.locals.authed as Authed;
    const remaining = apiLimiter.hit(token.jti, Math.max(1, cost), limits.unitsPerWindow, limits.windowMs);
    res.set({ "x-ratelimit-limit": String(limits.unitsPerWindow), "x-ratelimit-remaining": String(remaining) });
    res.status(status).json(body);
  };
  /** RequireScopes: 403 (charged, like every answer after the throttle). */
  const scoped = (res: Response, scope: string): boolean => {
    const { token } = res.locals.authed as Authed;
    if (scopesOf(token.scope).includes(scope)) return true;
    reply(res, 403, { error: "A required scope is missing." });
    return false;
  };

  api.get("/me{/:mode}", async (req, res) => {
    const { user } = res.locals.authed as Authed;
    // UsersController: 'auth' (a member's token; client credentials are nobody) before require-scopes:identify.
    if (!user) return reply(res, 401, { authentication: "basic" });
    if (!scoped(res, "identify")) return;
    const mode = req.params.mode;
    if (mode !== undefined && !RULESETS.includes(mode)) return reply(res, 404, { error: null });
    reply(res, 200, userFullJson(user, mockOsuStats(user.osuId), { me: true }));
  });

  api.get("/users", async (req, res) => {
    const raw = req.query["ids"] ?? req.query["ids[]"];
    const ids = (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw])
      .map((x) => Number(x))
      .filter((n) => Number.isInteger(n));
    const variants = ["1", "true", "on", "yes"].includes(String(req.query.include_variant_statistics ?? ""));
    const cost = ids.length * (variants ? 3 : 1);
    if (!scoped(res, "public")) return;
    const found = await accounts(ids.slice(0, 50));
    const list = [...found.values()].sort((a, b) => a.osuId - b.osuId).map((u) => usersIndexEntryJson(u, mockOsuStats(u.osuId)));
    reply(res, 200, { users: list }, cost);
  });

  api.get("/users/:user{/:mode}", async (req, res) => {
    if (!scoped(res, "public")) return;
    const mode = req.params.mode;
    const ref = String(req.params.user);
    const key = req.query.key;
    const id = key !== "username" && /^\d{1,10}$/.test(ref) ? Number(ref) : null;
    const account = id ? (await accounts([id])).get(id) : undefined;
    if (!account || (mode !== undefined && !RULESETS.includes(mode))) return reply(res, 404, { error: null });
    const stats = mockOsuStats(account.osuId);
    const ruleset = mode === "fruits" ? "catch" : mode;
    reply(
      res,
      200,
      userFullJson(account, ruleset ? { ...stats, playmode: ruleset as typeof stats.playmode } : stats, { me: false }),
    );
  });

  // osu!'s beatmap listing search (mock-search.ts), before /beatmapsets/:id.
  api.get("/beatmapsets/search", async (req, res) => {
    if (!scoped(res, "public")) return;
    const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 500) : undefined);
    reply(
      res,
      200,
      await searchMockBeatmapsets(opts.db, {
        q: text(req.query.q) ?? "",
        s: text(req.query.s),
        sort: text(req.query.sort),
        cursorString: text(req.query.cursor_string),
      }),
    );
  });

  api.get("/beatmapsets/discussions", async (req, res) => {
    if (!scoped(res, "public")) return;
    reply(res, 200, await discussionsAnswer(req));
  });

  api.get("/beatmapsets/:id", async (req, res) => {
    if (!scoped(res, "public")) return;
    const id = /^\d{1,10}$/.test(req.params.id) ? Number(req.params.id) : 0;
    const set = id > 0 && id <= 2_147_483_647 ? await mockBeatmapset(opts.db, id) : null;
    if (!set?.exists) return reply(res, 404, { error: "Specified beatmap couldn't be found." });
    reply(res, 200, beatmapsetJson(set));
  });

  // osu! chat (mock-chat.ts): behind the same AuthApi and throttle as every API route.
  registerMockChat(
    api,
    router,
    opts.db,
    (req) => {
      const authed = req.res?.locals.authed as Authed | undefined;
      return authed ? { osuId: authed.token.osuId, scope: authed.token.scope } : null;
    },
    opts.control,
  );

  api.use((_req, res) => reply(res, 404, { error: null }));

  /**
   * BeatmapDiscussionsController::index (BeatmapsetDiscussionsBundle, BeatmapDiscussion::search): filters
   * beatmapset_id, beatmap_id, user, message_types[], only_unresolved, show_review_embeds (else only discussions
   * without a parent), sort id_desc (default) or id_asc; pages of `limit` (5-50, default 50) from `page` or the
   * cursor_string osu! hands out ({"page","limit"}, base64url); `included_discussions` are the children of the page's
   * discussions (a review's embedded issues).
   */
  async function discussionsAnswer(req: Request) {
    const q = req.query;
    const setIds = q.beatmapset_id !== undefined ? [Number(q.beatmapset_id)] : await mockBeatmapsetsWithDiscussions(opts.db);
    const sets = new Map<number, MockBeatmapsetState>();
    for (const id of setIds.filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647)) {
      const s = await mockBeatmapset(opts.db, id);
      if (s.exists) sets.set(id, s);
    }
    const all = [...sets.values()].flatMap(discussionRows);
    let cursor: { page?: unknown; limit?: unknown } | null = null;
    if (typeof q.cursor_string === "string") {
      try {
        cursor = JSON.parse(Buffer.from(q.cursor_string, "base64url").toString()) as typeof cursor;
      } catch {
        cursor = null;
      }
    }
    const paging = cursor && typeof cursor === "object" ? cursor : q;
    const limit = Math.min(50, Math.max(5, Number.parseInt(String(paging.limit ?? 50), 10) || 50));
    const page = Math.max(1, Number.parseInt(String(paging.page ?? 1), 10) || 1);
    const rawTypes = q["message_types"] ?? q["message_types[]"];
    const types = rawTypes === undefined ? [...MESSAGE_TYPES] : (Array.isArray(rawTypes) ? rawTypes : [rawTypes]).map(String);
    const user = q.user !== undefined ? Number(q.user) : null;
    const beatmapId = q.beatmap_id !== undefined ? Number(q.beatmap_id) : null;
    const unresolvedOnly = ["1", "true", "on", "yes"].includes(String(q.only_unresolved ?? ""));
    const embeds = ["1", "true", "on", "yes"].includes(String(q.show_review_embeds ?? ""));
    const asc = String(q.sort ?? "").toLowerCase() === "id_asc";
    const matching = all
      .filter((d) => types.includes(d.type))
      .filter((d) => user === null || d.userId === user)
      .filter((d) => beatmapId === null || discussionJson(d).beatmap_id === beatmapId)
      .filter((d) => !unresolvedOnly || ((d.type === "suggestion" || d.type === "problem") && !d.resolved))
      .filter((d) => embeds || d.parentId === null)
      .sort((a, b) => (asc ? a.id - b.id : b.id - a.id));
    const offset = Math.max(0, Math.min((page - 1) * limit, 10_000 - limit));
    const pageRows = matching.slice(offset, offset + limit);
    const more = matching.length > offset + limit;
    const pageIds = new Set(pageRows.map((d) => d.id));
    const included = all.filter((d) => d.parentId !== null && pageIds.has(d.parentId));
    const posters = [...new Set([...pageRows, ...included].map((d) => d.userId))];
    const found = await accounts(posters);
    const nextCursor = more ? { page: page + 1, limit } : null;
    const shownSets = [...new Set(pageRows.map((d) => d.beatmapsetId))].map((id) => sets.get(id)!);
    return {
      beatmaps: shownSets.flatMap((s) => [discussionBeatmapJson(s, 0), discussionBeatmapJson(s, 1)]),
      beatmapsets: shownSets.map(discussionBeatmapsetJson),
      discussions: pageRows.map(discussionJson),
      included_discussions: included.map(discussionJson),
      reviews_config: { max_blocks: 10 },
      users: [...found.values()].sort((a, b) => a.osuId - b.osuId).map(userWithGroupsJson),
      cursor: nextCursor,
      cursor_string: nextCursor ? Buffer.from(JSON.stringify(nextCursor)).toString("base64url") : null,
    };
  }

  router.use("/api/v2", api);

  if (opts.control) registerControlEndpoints(router, opts.db, { api: apiLimiter, token: tokenLimiter });

  router.get("/a/:osuId", async (req, res) => {
    const osuId = Number(req.params.osuId);
    if (!Number.isInteger(osuId) || osuId <= 0) {
      res.status(404).end();
      return;
    }
    const u = await users().findOneBy({ osuId });
    res
      .set("cache-control", "public, max-age=86400")
      .type("image/svg+xml")
      .send(avatarSvg(osuId, u?.username ?? mockUsername(osuId)));
  });

  router.get("/assets/artists/:osuId/cover.svg", async (req, res) => {
    const osuId = Number(req.params.osuId);
    const a = Number.isInteger(osuId) ? await opts.db.getRepository(Artist).findOneBy({ osuId }) : null;
    if (!a) {
      res.status(404).end();
      return;
    }
    res.set("cache-control", "public, max-age=86400").type("image/svg+xml").send(coverSvg(osuId, a.label));
  });

  // Beatmapset covers (osu!'s assets host: /beatmaps/<id>/covers/card.jpg and cover.jpg), generated from the mapset.
  router.get("/assets/beatmaps/:id/covers/:size.svg", async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || !["card", "cover"].includes(req.params.size)) {
      res.status(404).end();
      return;
    }
    const set = await mockBeatmapset(opts.db, id);
    res
      .set("cache-control", "public, max-age=86400")
      .type("image/svg+xml")
      .send(coverSvg(id, `${set.artist} - ${set.title}`));
  });

  return router;
}

/** A set's discussions as rows: the posters' suggestions, then the typed ones; a review's embeds follow it. */
function discussionRows(s: MockBeatmapsetState): DiscussionRow[] {
  const rows: DiscussionRow[] = [];
  const base = s.submittedDate.getTime();
  const add = (userId: number, type: MessageType, parentId: number | null, resolved = false) => {
    const id = s.id * 1000 + rows.length + 1;
    rows.push({ id, beatmapsetId: s.id, userId, type, parentId, resolved, createdAt: base + rows.length * 3_600_000 });
    return id;
  };
  for (const user of s.discussionPosterOsuIds) add(user, "suggestion", null);
  for (const d of s.discussions) {
    const id = add(d.user, d.type, null, d.resolved);
    for (const type of d.embeds ?? []) add(d.user, type, id, d.resolved);
  }
  return rows;
}
