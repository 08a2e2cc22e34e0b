import type { DataSource } from "typeorm";
import type { Config } from "../config";
import type { Logger } from "./logger";
import { OsuClient } from "../osu/osu-client";
import { Notifier } from "./notifier";
import { DomainEvents } from "./events";

/** What every service is built from. `now` is injectable so deadline rules can be tested. */
export interface Deps {
  db: DataSource;
  config: Config;
  logger: Logger;
  osu: OsuClient;
  notifier: Notifier;
  /** Domain events, recorded in the transaction of the change (core/events.ts). */
  events: DomainEvents;
  now: () => Date;
}

/**
 * The Deps of a command-line tool (the seed, the import, the benchmarks, the test database template) rather than the
 * server (app/server.ts): the configuration's osu! client, a notifier with no Discord channels, domain events with no
 * subscribers (a tool tells nobody), and the tool's clock.
 */
export function toolDeps(db: DataSource, config: Config, logger: Logger, now: () => Date = () => new Date()): Deps {
  return {
    db,
    config,
    logger,
    osu: new OsuClient({ ...config.osu, apiBaseUrl: () => config.osu.apiBaseUrl }, logger),
    notifier: new Notifier({}, logger),
    events: new DomainEvents(now),
    now,
  };
}
