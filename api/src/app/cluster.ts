/**
 * Every core (README.md "Running"): `npm run serve` runs one server process per core through node:cluster, the
 * primary handing connections to the workers in turn. WEB_CONCURRENCY chooses how many (1 = one process, no primary).
 *
 * What the processes share lives in PostgreSQL (or Redis): sessions, rate-limit counters (pipeline/rate-limit.ts), the
 * jobs' slots (jobs/runner.ts claims a slot with one atomic UPDATE, so each runs once however many processes poll).
 * The embedded database (PGlite) is a data directory only one process can open: without DATABASE_URL the server is one
 * process whatever WEB_CONCURRENCY says.
 *
 * The first worker starts alone (it applies the migrations); the others start once it listens. A worker that dies is
 * replaced (after a second, so a crash at start-up does not spin); SIGTERM/SIGINT stop the workers, then the primary.
 */
import cluster, { type Worker } from "node:cluster";
import crypto from "node:crypto";
import os from "node:os";
import type { Config } from "../config";
import type { Logger } from "../core/logger";

/** How many server processes to run: WEB_CONCURRENCY, else one per core; one on the embedded database. */
export function processCount(config: Pick<Config, "databaseUrl" | "webConcurrency">, cores = os.availableParallelism()): number {
  if (!config.databaseUrl) return 1;
  return config.webConcurrency ?? cores;
}

/** Runs the primary: forks `count` workers (this same script, `cluster.fork`) and keeps them running until a signal. */
export function runPrimary(count: number, logger: Logger): void {
  // Every worker must sign and check cookies with the same secret: one made here when none is configured.
  if (!process.env.SESSION_SECRET) {
    logger.warn("SESSION_SECRET not set: using a random secret, sessions end when the server restarts");
    process.env.SESSION_SECRET = crypto.randomBytes(32).toString("hex");
  }
  let stopping = false;
  const fork = (): Worker => cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, "server process exited; starting another");
    setTimeout(() => {
      if (!stopping) fork();
    }, 1000).unref();
  });
  const first = fork();
  first.once("listening", () => {
    for (let i = 1; i < count; i++) fork();
    logger.info({ processes: count }, "server processes started");
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping the server processes");
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    let left = workers.length;
    if (left === 0) process.exit(0);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    for (const w of workers) {
      w.once("exit", () => {
        if (--left === 0) process.exit(0);
      });
      w.process.kill(signal);
    }
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
