import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import session from "express-session";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { expressMiddleware } from "@as-integrations/express5";
import type { Services } from "./services";
import type { Context } from "./context";
import { createLoaders } from "./loaders";
import { createApolloServer } from "./graphql";
import { PgSessionStore } from "./session-store";
import { sendError } from "./rest";
import { AppError, forbidden } from "./errors";
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

export const SESSION_COOKIE = "mg.sid";

/** State-changing requests from another site are refused (SameSite=Lax cookies plus an origin check). */
function sameSiteWrites(allowedOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const own = `${req.protocol}://${req.get("host")}`;
    const crossSite = (site && site !== "same-origin" && site !== "none") || (origin && origin !== own && origin !== allowedOrigin);
    if (crossSite) return sendError(req, res, forbidden("Cross-site request refused"));
    next();
  };
}

export interface HttpApp {
  app: Express;
  close(): Promise<void>;
}

export async function createHttpApp(services: Services, sessionSecret: string): Promise<HttpApp> {
  const { config, logger, db } = services.deps;
  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", config.trustProxy);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers["x-request-id"] as string) || crypto.randomUUID();
        res.setHeader("x-request-id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/health" || (req.url ?? "").startsWith("/assets/") },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: (req.url as string).split("?")[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'"],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "https://a.ppy.sh", "https://assets.ppy.sh", "https://osu.ppy.sh"],
          "font-src": ["'self'", "data:"],
          "worker-src": ["'self'", "blob:"],
          "connect-src": ["'self'"],
          "form-action": ["'self'", config.osu.mock ? "'self'" : config.osu.authorizeBaseUrl],
          "upgrade-insecure-requests": config.isProduction ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: config.isProduction,
    }),
  );

  app.get("/health", (_req, res) => {
    res.json({ ok: true });
  });

  const store = new PgSessionStore(db, config.sessionTtlMs);
  app.use(
    session({
      name: SESSION_COOKIE,
      secret: sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: "lax", secure: config.isProduction, maxAge: config.sessionTtlMs, path: "/" },
    }),
  );

  // The request context: the signed-in member (one query) and fresh DataLoaders.
  app.use(async (req, _res, next) => {
    try {
      let viewer: User | null = null;
      if (req.session.userId) viewer = await db.getRepository(User).findOneBy({ id: req.session.userId });
      const ctx: Context = { requestId: String(req.id), viewer, services, loaders: createLoaders(db) };
      (req as Request & { mgContext?: Context }).mgContext = ctx;
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
      }),
    );
  }

  const api = express.Router();
  registerAuthRoutes(api, services);
  api.use(express.json({ limit: "100kb" }));
  api.use(sameSiteWrites(config.baseUrl));
  registerUsersRest(api);
  registerHomeRest(api);
  registerLogsRest(api);
  registerQuestsRest(api);
  registerPartiesRest(api);
  registerMissionsRest(api); // before the beatmaps routes: answers POST /beatmaps/:id/linkMission
  registerBeatmapsRest(api);
  api.use((req, res) => {
    res.status(404).json({ error: "Not Found" });
  });
  app.use("/api", api);

  const apollo = await createApolloServer(logger);
  app.use(
    "/graphql",
    express.json({ limit: "100kb" }),
    sameSiteWrites(config.baseUrl),
    expressMiddleware(apollo, { context: async ({ req }) => (req as Request & { mgContext: Context }).mgContext }),
  );

  // The web app: static build with long-cached hashed assets, SPA fallback for client routes.
  const indexHtml = path.join(config.webDist, "index.html");
  if (fs.existsSync(indexHtml)) {
    app.use(
      "/assets",
      express.static(path.join(config.webDist, "assets"), { immutable: true, maxAge: "365d", fallthrough: false }),
    );
    app.use(express.static(config.webDist, { index: false, maxAge: "1h" }));
    app.get(/.*/, (req, res, next) => {
      if (!req.accepts("html")) return next();
      res.set("cache-control", "no-cache").sendFile(indexHtml);
    });
  } else {
    logger.warn({ webDist: config.webDist }, "web build not found; only the API is served (run npm run build)");
  }

  app.use((req: Request, res: Response) => {
    res.status(404).json({ error: "Not Found" });
  });

  // Last resort: malformed JSON bodies and unexpected errors.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ error: status === 413 ? "Request too large" : "Bad request" });
      return;
    }
    sendError(req, res, err instanceof AppError ? err : err);
  });

  return { app, close: () => apollo.stop() };
}
