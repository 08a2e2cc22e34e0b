import fs from "node:fs";
import http, { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import session from "express-session";
import { expressMiddleware } from "@as-integrations/express5";
import type { Services } from "./services";
import { legacyLinkRedirects, legacyObjectRedirect } from "../modules/legacy/legacy.rest";
import type { Context } from "../modules/context";
import { createContext } from "./context";
import { createApolloServer } from "./pipeline/graphql";
import { commitBeforeDeadline } from "./pipeline/time-limit";
import { PgSessionStore } from "./pipeline/session-store";
import { SessionViewers, signedSessionId } from "./pipeline/session-viewer";
import { compressDynamic, isNeverAFile, precompressedStatic } from "./pipeline/compression";
import { securityHeaders } from "./pipeline/security-headers";
import { accessLog as accessLogMiddleware } from "./pipeline/access-log";
import { restNulGuard } from "./pipeline/input-guard";
import {
  clientAddress,
  createRateLimiter,
  FAILED_REQUEST_COST,
  RATE_LIMITED,
  REST_COST,
  setRateLimitHeaders,
} from "./pipeline/rate-limit";
import { graphqlOrigins, isCrossSiteAnonymous, isGraphqlRequest, isTokenRequest, sameSiteWrites } from "./pipeline/origins";
import { sendError } from "../core/rest";
import { AppError, DATABASE_UNAVAILABLE, HTTP_STATUS, isDatabaseUnavailable, unauthenticated } from "../core/errors";
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
import { overloadShedder } from "./pipeline/shed";

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

/** `/robots.txt`: every page may be crawled; the API, GraphQL and the offline providers are not pages. */
export const ROBOTS_TXT = ["User-agent: *", "Disallow: /api/", "Disallow: /graphql", "Disallow: /mock-", "Allow: /", ""].join(
  "\n",
);

/** Path prefixes the server answers itself; the web app's client-route fallback never serves index.html for them. */
const SERVER_PATHS = /^\/(api|graphql|health|assets|mock-[a-z]+)(\/|$)/;

/**
 * Repeated slashes in a path count as one (`/api//home/12` is `/api/home/12`), as the reverse proxies in front of the
 * original merged them (its January 2026 build asks for such paths). The query string is left as it is.
 */
function collapseSlashes(req: Request): void {
  const url = req.url ?? "/";
  if (!url.startsWith("/")) return; // an absolute-form target (a proxy request) is not ours to rewrite
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  if (path.includes("//")) req.url = path.replace(/\/{2,}/g, "/") + (q < 0 ? "" : url.slice(q));
}

/**
 * The HTTP server of an Express app, whose requests and responses are built with the app's own prototypes.
 *
 * Express gives each request and response the app's prototypes (`app.request`, `app.response`: `req.ip`, `res.json`
 * …) with `Object.setPrototypeOf` as they enter `app.handle`. Changing a live object's prototype costs V8 a new hidden
 * class, and on a keep-alive connection it kept a fifth of every request's garbage alive through the next
 * young-generation collection, promoted to the old generation until a full collection: a bare Express 5 app answering
 * `res.json` copied 10 MB per scavenge (8–13 ms pauses), none once the objects were built with the prototypes
 * (0.3 ms). Node's server builds them through its `IncomingMessage` / `ServerResponse` options: the constructors below
 * are Node's own, run on an object whose prototype is already the app's, so Express's `setPrototypeOf` finds it set and
 * changes nothing. Every request still goes through `app.handle`, as before.
 */
export function createHttpServer(app: Express): http.Server {
  function AppRequest(this: IncomingMessage, socket: Socket): void {
    IncomingMessage.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: unknown): void {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void).call(
      this,
      req,
      options,
    );
  }
  AppResponse.prototype = app.response;
  return http.createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    app,
  );
}

export interface HttpApp {
  /** The Express app: every request of the server goes through it. */
  app: Express;
  close(): Promise<void>;
}

export async function createHttpApp(services: Services, sessionSecret: string): Promise<HttpApp> {
  const { config, logger, db } = services.deps;
  const app = express();
  const limiter = createRateLimiter(config.rateLimit, db, logger);
  app.disable("x-powered-by");
  // No ETag on dynamic answers: a GraphQL or REST answer is computed before any ETag could match, and hashing every
  // body cost a SHA-1 over each answer (files keep express.static's own ETags).
  app.set("etag", false);
  if (config.trustProxy !== undefined) app.set("trust proxy", config.trustProxy);

  const accessLog = accessLogMiddleware(logger, {
    ignore: (req) => req.url === "/health" || (req.url ?? "").startsWith("/assets/"),
  });
  app.use((req, _res, next) => {
    collapseSlashes(req);
    next();
  });
  app.use(accessLog);

  // The security headers: the documents' set, or the API answers' set on /graphql and /api (security-headers.ts).
  const headers = securityHeaders({
    isProduction: config.isProduction,
    signInFormAction: config.osu.mock ? "'self'" : config.osu.authorizeBaseUrl,
  });
  app.use(headers.byPath);

  // Overload: /graphql and /api answer 503 + Retry-After at once when this process is behind (pipeline/shed.ts).
  const shedder = overloadShedder({ ...config.shed, logger });
  app.use(["/graphql", "/api"], shedder.middleware);

  // Crawlers: the pages are for everyone to index; the API and the sign-in flow are not pages.
  app.get("/robots.txt", (_req, res) => {
    res.type("text/plain").set("cache-control", "public, max-age=3600").send(ROBOTS_TXT);
  });

  // Load balancers and uptime checks: 200 when this instance can serve (its database answers), else 503.
  app.get("/health", async (_req, res) => {
    const database = await databaseAnswers(db, HEALTH_TIMEOUT_MS);
    res
      .status(database ? 200 : 503)
      .set("cache-control", "no-store")
      .json({ ok: database, database: database ? "up" : "down" });
  });

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
    webRoot = precompressedStatic(
      config.webDist,
      {
        index: false,
        maxAge: "1h",
        setHeaders: (res, file) => {
          if (path.basename(file).startsWith("index.html")) res.setHeader("cache-control", "no-cache");
        },
      },
      isNeverAFile,
    );
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
  // its session with one statement of its own (session-viewer.ts); /api keeps express-session (sign-in, REST).
  app.use("/api", (req, res, next) => (isTokenRequest(req) ? next() : sessions(req, res, next)));
  const sessionViewers = new SessionViewers(db, config.sessionTtlMs, services.deps.now);
  const graphqlSessionId = (req: Request): string | null =>
    isTokenRequest(req) ? null : signedSessionId(req.headers.cookie, SESSION_COOKIE, sessionSecret);

  // /graphql: CORS for any origin without credentials; cookie requests from another site refused (origins.ts).
  app.use("/graphql", graphqlOrigins({ allowedOrigin: config.baseUrl, sessionCookie: SESSION_COOKIE }));

  // Answers that depend on who is signed in are never stored by a browser or a shared cache.
  app.use(["/api", "/graphql"], (req, res, next) => {
    res.vary("Cookie");
    res.vary("Authorization");
    const graphql = req.baseUrl === "/graphql";
    if (isTokenRequest(req) || (graphql ? graphqlSessionId(req) !== null : req.session?.userId))
      res.set("cache-control", "no-store");
    next();
  });

  // The request context: the signed-in member (read with the session) or the token's member, fresh DataLoaders, and
  // the rate-limit budget the request draws on.
  app.use(["/api", "/graphql"], async (req, res, next) => {
    try {
      let ctx: Context;
      if (isTokenRequest(req)) {
        // Tokens work on /graphql and on the original's bot paths (/api/interOp, modules/interop), not on the web app's REST.
        if (!isGraphqlRequest(req) && !req.originalUrl.startsWith(`/api${INTEROP_PATH}/`))
          throw unauthenticated(TOKEN_TEXT.restOnlyGraphql);
        const secret = bearerToken(req.get("authorization"));
        if (!secret) throw unauthenticated(TOKEN_TEXT.missing);
        const { user, auth } = await services.tokens.authenticate(secret);
        ctx = createContext(services, user, { requestId: String(req.id), auth });
      } else if (isGraphqlRequest(req)) {
        const sid = graphqlSessionId(req);
        ctx = createContext(services, sid === null ? null : await sessionViewers.viewer(sid), { requestId: String(req.id) });
        ctx.crossSite = isCrossSiteAnonymous(req);
      } else {
        let viewer: User | null = null;
        const userId = (req.session as Request["session"] | undefined)?.userId;
        if (userId) viewer = store.takeViewer(req.sessionID, userId) ?? (await db.getRepository(User).findOneBy({ id: userId }));
        ctx = createContext(services, viewer, { requestId: String(req.id) });
      }
      ctx.rateLimitBucket = limiter.bucketFor(ctx, clientAddress(req));
      (req as Request & { mgContext?: Context }).mgContext = ctx;
      next();
    } catch (err) {
      if (!(err instanceof AppError) || !isGraphqlRequest(req)) return next(err);
      // A token that does not work: GraphQL's shape, 401, and the reason (unknown, revoked, expired). Guessing
      // tokens draws on the client address's anonymous budget.
      const anonymous = limiter.bucketFor({ auth: { kind: "anonymous" }, viewer: null }, clientAddress(req));
      const state = await limiter.charge(anonymous, FAILED_REQUEST_COST);
      setRateLimitHeaders(res, limiter, state);
      if (!state.allowed) {
        res.status(429).json({ errors: [{ message: limiter.message(state), extensions: { code: RATE_LIMITED } }] });
        return;
      }
      res
        .status(HTTP_STATUS[err.code])
        .set("www-authenticate", 'Bearer realm="graphql"')
        .json({ errors: [{ message: err.message, extensions: { code: err.code } }] });
    }
  });

  // Rate limits (app/pipeline/rate-limit.ts): /graphql is charged by its Apollo plugin once the operation's price is
  // known; REST calls cost REST_COST, /api/login one request of the address's login budget.
  app.use("/api", async (req, res, next) => {
    try {
      const ctx = (req as Request & { mgContext: Context }).mgContext;
      const bucket = req.path === "/login" ? limiter.loginBucket(clientAddress(req)) : ctx.rateLimitBucket!;
      const state = await limiter.charge(bucket, bucket.kind === "login" ? 1 : REST_COST);
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
        limits: config.osu.mockLimits,
        botClients: config.osu.chat ? [config.osu.chat] : [],
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

  // A mutation's transaction commits only before its operation's deadline (time-limit.ts).
  commitBeforeDeadline(db);
  const apollo = await createApolloServer(logger, { timeLimitMs: config.graphqlTimeLimitMs, limiter, jit: config.graphqlJit });
  app.use(
    "/graphql",
    express.json({ limit: "100kb" }),
    expressMiddleware(apollo, { context: async ({ req }) => (req as Request & { mgContext: Context }).mgContext }),
  );

  // The original site's links (`/users?id=<ObjectId>`, …) redirect to the imported object (modules/legacy/README.md).
  app.get(["/users", "/beatmaps", "/quests", "/missions", "/contests/*rest"], legacyLinkRedirects(services.legacy));
  app.get("/legacy/:objectId", legacyObjectRedirect(services.legacy));

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
    // REST: the shim's convention (docs/rest-shim.md); a personal token on /api keeps its 401 (docs/api-guide.md).
    if (!graphql) return sendError(req, res, err, isTokenRequest(req) ? "status" : "shim");
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
    close: async () => {
      shedder.close();
      await apollo.stop();
      await limiter.close();
    },
  };
}
