import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Rate-limit counters move to rate-limiter-flexible's PostgreSQL store (app/pipeline/rate-limit.ts;
 * docs/api-guide.md "Rate limits"): one row per budget key (`key`, the points used, the window's end as epoch
 * milliseconds), the columns the library reads and writes. UNLOGGED, as `rate_limit_counters` was: every request
 * charges its budgets, and on a logged table each of those commits waits for a WAL flush; after a crash the counters
 * start over once. The old table goes (its counts belong to the old windows).
 */
export class RateLimiterFlexible1795430000000 implements MigrationInterface {
  name = "RateLimiterFlexible1795430000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE UNLOGGED TABLE "rate_limits" ("key" varchar(255) PRIMARY KEY, "points" integer NOT NULL DEFAULT 0, "expire" bigint)`,
    );
    // The library deletes rows whose window ended an hour ago, every five minutes.
    await q.query(`CREATE INDEX "idx_rate_limits_expire" ON "rate_limits" ("expire")`);
    await q.query(`DROP TABLE "rate_limit_counters"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE UNLOGGED TABLE "rate_limit_counters" (
      "key" varchar(200) NOT NULL,
      "window_start" TIMESTAMP WITH TIME ZONE NOT NULL,
      "used" bigint NOT NULL,
      CONSTRAINT "PK_rate_limit_counters" PRIMARY KEY ("key")
    )`);
    await q.query(`CREATE INDEX "idx_rate_limit_counters_window" ON "rate_limit_counters" ("window_start")`);
    await q.query(`DROP TABLE "rate_limits"`);
  }
}
