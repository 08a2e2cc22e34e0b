import type { IncomingMessage, ServerResponse } from "node:http";
import fs from "node:fs";
import path from "node:path";
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import session from "express-session";
import { expressMiddleware } from "@as-integrations/express5";
import type { Services } from "./services";
import type { Context } from "../modules/context";
import { createContext } from "./context";
import { createApolloServer } from "./graphql";
import { graphqlFastPath, type FastPathOptions } from "./graphql-fast-path";
import { PgSessionStore } from "./session-store";
import { SessionViewers, signedSessionId } from "./session-viewer";
import { compressDynamic, precompressedStatic } from "./compression";
import { securityHeaders } from "./security-headers";
import { accessLog as accessLogMiddleware } from "./access-log";
import { restNulGuard } from "./input-guard";
import { clientAddress, createRateLimiter, REST_COST, setGraphqlBucket, setRateLimitHeaders } from "./rate-limit";
import { sendError } from "../core/rest";
import { AppError, DATABASE_UNAVAILABLE, forbidden, HTTP_STATUS, isDatabaseUnavailable, unauthenticated } from "../core/errors";
import { User } from "../modules/users/user.entity";
import { registerAuthRoutes } from "../modules/auth/auth.routes";
import { registerUsersRest } from "../modules/users/users.rest";
import { registerHomeRest } from "../modules/home/home.rest";
import { registerLogsRest } from "../modules/logs/logs.rest";
import { registerQuestsRest } from "../modules/quests/quests.rest";
import { registerPartiesRest } from "../modules/parties/parties.rest";
import { registerMissionsRest } from "../modules/missions/missions.rest";
import { createMockOsuRouter } from "../osu/mock-provider/mock-router";
import { registerBeatmapsRest } from "../modules/beatmaps/beatmaps.rest";
import { INTEROP_PATH, registerInterOpRest } from "../modules/interop/interop.rest";
import { registerMerchWebhook } from "../modules/merch/merch.rest";
import { bearerToken, TOKEN_TEXT } from "../modules/tokens/tokens.rules";
import { OfflineStore, OFFLINE_STORE_PATH } from "../modules/merch/offline-store/offline-store";
import { createOfflineStoreRouter } from "../modules/merch/offline-store/offline-store.routes";

export const SESSION_COOKIE = "mg.sid";
const HEALTH_TIMEOUT_MS = 3000;

/** Does the database answer `SELECT 1` within the time limit? */
async function databaseAnswers(db: Services["deps"]["db"], timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      db.query("SELECT 1").then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A personal API token request (modules/tokens/README.md): `Authorization: Bearer …` on /graphql or /api. It never
 * uses cookies (the session is not even read), so it has no CSRF surface; /mock-osu's own bearer tokens are not ours.
 */
const isGraphqlPath = (url: string) => url === "/graphql" || url.startsWith("/graphql?") || url.startsWith("/graphql/");

function isTokenRequest(req: Request): boolean {
  const url = req.originalUrl;
  const ours = isGraphqlPath(url) || url.startsWith("/api/");
  return ours && /^bearer\b/i.test(req.get("authorization") ?? "");
}

/** Headers a cross-origin bot may read from our answers. */
/** Path prefixes the server answers itself; the web app's client-route fallback never serves index.html for them. */
const SERVER_PATHS = /^\/(api|graphql|health|assets|mock-[a-z]+)(\/|$)/;

const EXPOSED_HEADERS = "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, X-Request-Id";

/**
 * CORS for /graphql (docs/api-guide.md "Authentication"): token requests are allowed from any origin, without
 * credentials (`Access-Control-Allow-Origin: *` never lets a browser send or read cookies); cookie requests get no
 * CORS headers, so another site can never read a signed-in member's answers.
 */
function graphqlCors(req: Request, res: Response, next: NextFunction) {
  if (!req.get("origin")) return next();
  res.vary("Origin");
  if (req.method === "OPTIONS") {
    const asked = (req.get("access-control-request-headers") ?? "")
      .toLowerCase()
      .split(",")
      .map((h) => h.trim());
    if (!asked.includes("authorization")) return res.status(204).end();
    res
      .status(204)
      .set({
        "access-control-allow-origin": "*",
        "access-control-allow-methods": "GET, POST",
        "access-control-allow-headers": "Authorization, Content-Type, Accept",
        "access-control-max-age": "600",
      })
      .end();
    return;
  }
  if (isTokenRequest(req)) res.set({ "access-control-allow-origin": "*", "access-control-expose-headers": EXPOSED_HEADERS });
  next();
}

/** State-changing requests from another site are refused (SameSite=Lax cookies plus an origin check). */
function sameSiteWrites(allowedOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    // Token requests carry no cookie: another site sending one only spends its own token.
    if (isTokenRequest(req)) return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const own = `${req.protocol}://${req.get("host")}`;
    const crossSite =
      (site && site !== "same-origin" && site !== "none") || (origin && origin !== own && origin !== allowedOrigin);
    if (crossSite) return sendError(req, res, forbidden("Cross-site request refused"));
    next();
  };
}

export interface HttpApp {
  app: Express;
  /** The server's request handler: the GraphQL fast path, else Express. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  close(): Promise<void>;
}

export async function createHttpApp(services: Services, sessionSecret: string): Promise<HttpApp> {
  const { config, logger, db } = services.deps;
  const app = express();
  const limiter = createRateLimiter(config.rateLimit, db, services.deps.now, logger);
  app.disable("x-powered-by");
  // No ETag on dynamic answers: a GraphQL or REST answer is computed before any ETag could match, and hashing every
  // body cost a SHA-1 over each answer (files keep express.static's own ETags).
  app.set("etag", false);
  if (config.trustProxy !== undefined) app.set("trust proxy", config.trustProxy);

  // The access log, the security headers and Permissions-Policy: run by Express and by the GraphQL fast path alike.
  const accessLog = accessLogMiddleware(logger, {
    ignore: (req) => req.url === "/health" || (req.url ?? "").startsWith("/assets/"),
  });
  app.use(accessLog);

  // The security headers: the documents' set, or the API answers' set on /graphql and /api (security-headers.ts).
  const headers = securityHeaders({
    isProduction: config.isProduction,
    signInFormAction: config.osu.mock ? "'self'" : config.osu.authorizeBaseUrl,
  });
  app.use(headers.byPath);

  // Load balancers and uptime checks: 200 when this instance can serve (its database answers), else 503.
  app.get("/health", async (_req, res) => {
    const database = await databaseAnswers(db, HEALTH_TIMEOUT_MS);
    res
      .status(database ? 200 : 503)
      .set("cache-control", "no-store")
      .json({ ok: database, database: database ? "up" : "down" });
  });

  app.use("/graphql", graphqlCors);

  // Dynamic answers above the size threshold go out compressed; the web build's files are precompressed (compression.ts).
  app.use(compressDynamic());

  // The web app's files, before anything that reads the session: a static file never costs a database statement.
  // Hashed assets are cached for a year; other files (favicon, index.html by its own rule) revalidate.
  const indexHtml = path.join(config.webDist, "index.html");
  let webRoot: RequestHandler | null = null;
  if (fs.existsSync(indexHtml)) {
    app.use(
      "/assets",
      precompressedStatic(path.join(config.webDist, "assets"), { immutable: true, maxAge: "365d", fallthrough: false }),
    );
    webRoot = precompressedStatic(config.webDist, {
      index: false,
      maxAge: "1h",
      setHeaders: (res, file) => {
        if (path.basename(file).startsWith("index.html")) res.setHeader("cache-control", "no-cache");
      },
    });
    app.use(webRoot);
  } else {
    logger.warn({ webDist: config.webDist }, "web build not found; only the API is served (run npm run build)");
  }

  // Sessions exist only where a member acts: /api (sign-in, REST) and /graphql. Other paths (files, client routes,
  // the offline providers) never read or write the session store; a request without a session cookie never does
  // either, and a signed-in one refreshes its expiry at most every few minutes (PgSessionStore.touch).
  const store = new PgSessionStore(db, config.sessionTtlMs);
  const sessions = session({
    name: SESSION_COOKIE,
    secret: sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: "lax", secure: config.isProduction, maxAge: config.sessionTtlMs, path: "/" },
  });
  // Cookie sessions and tokens never mix: a token request does not read (or set) the session cookie. /graphql reads
  // no session here: its viewer is read with the rate-limit charge once the operation is priced (session-viewer.ts).
  app.use("/api", (req, res, next) => (isTokenRequest(req) ? next() : sessions(req, res, next)));
  const sessionViewers = new SessionViewers(db, limiter, config.sessionTtlMs, services.deps.now);
  const sessionIds = new WeakMap<Request, string | null>();
  const graphqlSessionId = (req: Request): string | null => {
    let sid = sessionIds.get(req);
    if (sid === undefined) {
      sid = isTokenRequest(req) ? null : signedSessionId(req.headers.cookie, SESSION_COOKIE, sessionSecret);
      sessionIds.set(req, sid);
    }
    return sid;
  };

  // Answers that depend on who is signed in are never stored by a browser or a shared cache.
  app.use(["/api", "/graphql"], (req, res, next) => {
    res.vary("Cookie");
    res.vary("Authorization");
    const graphql = req.baseUrl === "/graphql";
    if (isTokenRequest(req) || (graphql ? graphqlSessionId(req) !== null : req.session?.userId))
      res.set("cache-control", "no-store");
    next();
  });

  // The request context: the signed-in member (read with the session) or the token's member, and fresh DataLoaders.
  app.use(async (req, res, next) => {
    try {
      let ctx: Context;
      if (isTokenRequest(req)) {
        // Tokens work on /graphql and on the original's bot paths (/api/interOp, modules/interop), not on the web app's REST.
        if (!req.originalUrl.startsWith("/graphql") && !req.originalUrl.startsWith(`/api${INTEROP_PATH}/`))
          throw unauthenticated(TOKEN_TEXT.restOnlyGraphql);
        const secret = bearerToken(req.get("authorization"));
        if (!secret) throw unauthenticated(TOKEN_TEXT.missing);
        const { user, auth } = await services.tokens.authenticate(secret);
        ctx = createContext(services, user, { requestId: String(req.id), auth });
      } else if (isGraphqlPath(req.originalUrl)) {
        ctx = createContext(services, null, { requestId: String(req.id) });
        ctx.sessionId = graphqlSessionId(req) ?? undefined;
      } else {
        let viewer: User | null = null;
        const userId = (req.session as Request["session"] | undefined)?.userId;
        if (userId) viewer = store.takeViewer(req.sessionID, userId) ?? (await db.getRepository(User).findOneBy({ id: userId }));
        ctx = createContext(services, viewer, { requestId: String(req.id) });
      }
      (req as Request & { mgContext?: Context }).mgContext = ctx;
      next();
    } catch (err) {
      if (!(err instanceof AppError) || !req.originalUrl.startsWith("/graphql")) return next(err);
      // A token that does not work: GraphQL's shape, 401, and the reason (unknown, revoked, expired). Guessing
      // tokens draws on the client address's anonymous budget.
      const state = await limiter.charge({ key: `ip:${clientAddress(req)}`, limit: config.rateLimit.anonymousPoints }, 1);
      setRateLimitHeaders(res, limiter, state);
      if (!state.allowed) {
        res.status(429).json({ errors: [{ message: limiter.message(state), extensions: { code: "RATE_LIMITED" } }] });
        return;
      }
      res
        .status(HTTP_STATUS[err.code])
        .set("www-authenticate", 'Bearer realm="graphql"')
        .json({ errors: [{ message: err.message, extensions: { code: err.code } }] });
    }
  });

  // Rate limits (app/rate-limit.ts): /graphql is charged by its Apollo plugin once the operation's price is known;
  // REST calls cost REST_COST, /api/login one request of the address's login budget.
  app.use("/graphql", (req, _res, next) => {
    const ctx = (req as Request & { mgContext: Context }).mgContext;
    setGraphqlBucket(ctx, limiter.bucketFor(ctx, clientAddress(req)));
    next();
  });
  app.use("/api", async (req, res, next) => {
    try {
      const ctx = (req as Request & { mgContext: Context }).mgContext;
      const login = req.path === "/login";
      const bucket = login ? limiter.loginBucket(clientAddress(req)) : limiter.bucketFor(ctx, clientAddress(req));
      const state = await limiter.charge(bucket, login ? 1 : REST_COST);
      ctx.rateLimit = state;
      setRateLimitHeaders(res, limiter, state);
      if (!state.allowed) return void res.status(429).json({ error: limiter.message(state) });
      next();
    } catch (err) {
      next(err);
    }
  });

  if (config.osu.mock) {
    app.use(
      "/mock-osu",
      createMockOsuRouter({
        db,
        secret: sessionSecret,
        clientIds: [config.osu.clientId, config.osu.merchClientId],
        clientSecrets: [config.osu.clientSecret, config.osu.merchClientSecret],
        control: config.osu.mockControl,
      }),
    );
  }

  // The built-in offline merch store (only without store credentials, never in production).
  if (services.merch.store instanceof OfflineStore) {
    app.use(
      OFFLINE_STORE_PATH,
      createOfflineStoreRouter(services.merch.store, (id, n) => services.merch.confirmCheckout(id, n)),
    );
  }

  const api = express.Router();
  api.use(restNulGuard);
  registerAuthRoutes(api, services.auth, config);
  registerMerchWebhook(api, services, config.merch.shopify?.webhookSecret); // raw body: before the JSON parser
  api.use(express.json({ limit: "100kb" }));
  api.use(restNulGuard);
  api.use(sameSiteWrites(config.baseUrl));
  registerUsersRest(api, services);
  registerHomeRest(api, services);
  registerLogsRest(api, services);
  registerQuestsRest(api, services);
  registerPartiesRest(api, services);
  registerMissionsRest(api, services); // before the beatmaps routes: answers POST /beatmaps/:id/linkMission
  registerBeatmapsRest(api, services);
  registerInterOpRest(api, services);
  api.use((req, res) => {
    res.status(404).json({ error: "Not Found" });
  });
  app.use("/api", api);

  const { apollo, lane } = await createApolloServer(logger, {
    timeLimitMs: config.graphqlTimeLimitMs,
    rateLimits: { limiter, sessions: sessionViewers },
  });
  app.use(
    "/graphql",
    express.json({ limit: "100kb" }),
    sameSiteWrites(config.baseUrl),
    expressMiddleware(apollo, { context: async ({ req }) => (req as Request & { mgContext: Context }).mgContext }),
  );

  // The web app's GraphQL requests without Express's dispatch (graphql-fast-path.ts); everything else through Express.
  const expressIp = Object.getOwnPropertyDescriptor(express.request, "ip")?.get;
  const fast = graphqlFastPath({
    apollo,
    lane,
    services,
    limiter,
    before: [accessLog, headers.api] as FastPathOptions["before"],
    sessionCookie: SESSION_COOKIE,
    sessionSecret,
    ownOrigin: config.baseUrl,
    // `req.ip` as Express computes it (the app's trust-proxy setting): the same anonymous rate-limit bucket.
    clientAddress: (req) =>
      String(
        expressIp?.call({ app, headers: req.headers, socket: req.socket, connection: req.socket }) ??
          req.socket.remoteAddress ??
          "unknown",
      ),
  });

  // The web app: client routes answer index.html (its precompressed twin, never cached without revalidation).
  if (webRoot) {
    const serveRoot = webRoot;
    app.get(/.*/, (req, res, next) => {
      // Paths the server owns (the API, GraphQL, the offline providers) are never client routes: an unknown one is a 404.
      if (SERVER_PATHS.test(req.path) || !req.accepts("html")) return next();
      req.url = "/index.html";
      serveRoot(req, res, next);
    });
  }

  app.use((req: Request, res: Response) => {
    res.status(404).json({ error: "Not Found" });
  });

  // Last resort: malformed JSON bodies, a database outage met before a handler ran (sessions, the viewer), anything
  // unexpected. /graphql answers in GraphQL's shape, everything else in the REST shim's.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number }).status;
    const graphql = req.originalUrl.startsWith("/graphql");
    if (status && status >= 400 && status < 500) {
      const message = status === 413 ? "Request too large" : "Bad request";
      if (graphql) res.status(status).json({ errors: [{ message, extensions: { code: "BAD_REQUEST" } }] });
      else res.status(status).json({ error: message });
      return;
    }
    if (!graphql) return sendError(req, res, err);
    if (isDatabaseUnavailable(err)) {
      req.log?.error({ err }, "database unavailable");
      res
        .status(503)
        .set("retry-after", "5")
        .json({ errors: [{ message: DATABASE_UNAVAILABLE, extensions: { code: "SERVICE_UNAVAILABLE" } }] });
      return;
    }
    req.log?.error({ err }, "unhandled GraphQL transport error");
    res.status(500).json({ errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }] });
  });

  return {
    app,
    handle: (req, res) => {
      if (!fast(req, res)) app(req, res);
    },
    close: async () => {
      await apollo.stop();
      await limiter.close();
    },
  };
}
