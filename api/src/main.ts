import "reflect-metadata";
import cluster from "node:cluster";
import { loadConfig } from "./config";
import { createLogger } from "./core/logger";
import { startServer } from "./app/server";
import { processCount, runPrimary } from "./app/cluster";

/** One server in this process (the only one, or a worker of the primary: app/cluster.ts). */
async function serve() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, { logger });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await server.close();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

async function main() {
  if (cluster.isPrimary) {
    const config = loadConfig();
    const count = processCount(config);
    if (count > 1) return runPrimary(count, createLogger(config.logLevel));
    if (!config.databaseUrl && (config.webConcurrency ?? 1) > 1) {
      createLogger(config.logLevel).warn("WEB_CONCURRENCY ignored: the embedded database opens in one process only");
    }
  }
  await serve();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
