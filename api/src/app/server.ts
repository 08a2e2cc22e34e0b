import "reflect-metadata";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Config } from "../config";
import { createLogger, type Logger } from "../core/logger";
import { openDatabase, type Database } from "../db/data-source";
import { OsuClient } from "../osu/osu-client";
import { Notifier } from "../core/notifier";
import { DomainEvents } from "../core/events";
import { createServices, type Services } from "./services";
import { createHttpApp, createHttpServer } from "./http";
import type { JobRunner } from "../jobs/runner";
import { seedIfEmpty } from "../db/demo-data/seed";
import type { Deps } from "../core/deps";

export interface RunningServer {
  url: string;
  /** The Express app (tests walk its routes). */
  app: import("express").Express;
  port: number;
  services: Services;
  database: Database;
  jobs: JobRunner;
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /** Use an already open database (tests). */
  database?: Database;
  /** Run the job scheduler loop (default: config.jobs.enabled). */
  startJobs?: boolean;
  now?: () => Date;
}

/** Session secret: configured, else kept in the data dir so dev sessions survive restarts, else random. */
function resolveSessionSecret(config: Config, logger: Logger, embedded: boolean): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (embedded) {
    const file = path.resolve(config.dataDir, "session-secret");
    if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
  logger.warn("SESSION_SECRET not set: using a random secret, sessions end when the process restarts");
  return crypto.randomBytes(32).toString("hex");
}

/** config → database (migrate, demo data on an empty embedded DB) → services → http → listen → jobs. */
export async function startServer(configured: Config, opts: StartOptions = {}): Promise<RunningServer> {
  const logger = opts.logger ?? createLogger(configured.logLevel);
  const started = Date.now();
  const elapsedMs = () => Date.now() - started;
  const secret = resolveSessionSecret(configured, logger, !configured.databaseUrl);
  // The effective secrets: outside production a generated session secret also keys the osu! tokens at rest.
  const config: Config = { ...configured, sessionSecret: secret, osuTokenKey: configured.osuTokenKey ?? secret };
  for (const warning of config.warnings) logger.warn(warning);
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      poolSize: config.dbPoolSize,
      preparedStatements: config.dbPreparedStatements,
      // A new embedded database starts from the build's template, with the demo guild when it is to be seeded.
      template: config.seedDemoData ? "demo" : "migrated",
      now: opts.now,
    }));
  let port = config.port;
  try {
    logger.debug({ elapsedMs: elapsedMs(), database: database.kind }, "database open");
    const applied = await database.dataSource.runMigrations({ transaction: "each" });
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, "migrations applied");
    logger.debug({ elapsedMs: elapsedMs() }, "migrations checked");

    const osu = new OsuClient(
      {
        clientId: config.osu.clientId,
        clientSecret: config.osu.clientSecret,
        merchClientId: config.osu.merchClientId,
        merchClientSecret: config.osu.merchClientSecret,
        authorizeBaseUrl: config.osu.mock ? "/mock-osu" : config.osu.authorizeBaseUrl,
        apiBaseUrl: () => (config.osu.mock ? `http://127.0.0.1:${port}/mock-osu` : config.osu.apiBaseUrl),
        pacing: config.osu.pacing,
        chat: config.osu.chat,
      },
      logger,
    );
    const deps: Deps = {
      db: database.dataSource,
      config,
      logger,
      osu,
      notifier: new Notifier(config.discord, logger),
      events: new DomainEvents(opts.now ?? (() => new Date())),
      now: opts.now ?? (() => new Date()),
    };
    if (config.seedDemoData) {
      const seeded = await seedIfEmpty(deps);
      if (seeded) logger.info({ ...seeded, elapsedMs: elapsedMs() }, "demo data created");
    }
    const services = createServices(deps);
    const httpApp = await createHttpApp(services, secret);
    logger.debug({ elapsedMs: elapsedMs() }, "http ready");
    const server = createHttpServer(httpApp.app);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
    const url = `http://${config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host}:${port}`;

    const jobs = services.jobs;
    await jobs.sync();
    if (opts.startJobs ?? config.jobs.enabled) jobs.start(config.jobs.pollSeconds * 1000);

    logger.info(
      { url, database: database.kind, osu: config.osu.mock ? "offline mock provider" : "osu.ppy.sh", startupMs: elapsedMs() },
      "Mappers' Guild is up",
    );
    let closing: Promise<void> | null = null;
    return {
      url,
      app: httpApp.app,
      port,
      services,
      database,
      jobs,
      close() {
        closing ??= (async () => {
          await jobs.stop();
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          });
          await httpApp.close();
          if (!opts.database) await database.close();
        })();
        return closing;
      },
    };
  } catch (err) {
    if (!opts.database) await database.close();
    throw err;
  }
}
