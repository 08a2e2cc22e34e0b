import { loadConfig } from "../src/config";
import { createLogger } from "../src/core/logger";
import { OsuClient } from "../src/osu/osu-client";
import { Notifier } from "../src/core/notifier";
import { DomainEvents } from "../src/core/events";
import type { Deps } from "../src/core/deps";
import type { Database } from "../src/db/data-source";

/** Service dependencies over a test database, for service-level tests (no HTTP). */
export function testDeps(db: Database, now: () => Date = () => new Date()): Deps {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SESSION_SECRET: "test-secret-test-secret-test-secret" });
  const logger = createLogger("silent");
  return {
    db: db.dataSource,
    config,
    logger,
    // Nothing listens there: calls fail at once (no backoff worth waiting for).
    osu: new OsuClient(
      { ...config.osu, apiBaseUrl: () => "http://127.0.0.1:1/mock-osu", pacing: { ...config.osu.pacing, backoffBaseMs: 1 } },
      logger,
    ),
    notifier: new Notifier({}, logger),
    events: new DomainEvents(now),
    now,
  };
}
