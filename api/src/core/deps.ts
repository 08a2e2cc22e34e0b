import type { DataSource } from "typeorm";
import type { Config } from "../config";
import type { Logger } from "./logger";
import type { OsuClient } from "../osu/osu-client";
import type { Notifier } from "./notifier";
import type { DomainEvents } from "./events";

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
