import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * `rate_limit_counters`: one row per budget (`token:<id>`, `member:<id>`, `ip:<address>`, `login:<address>`) with the
 * points used in its current window, shared by every instance (app/rate-limit.ts; docs/api-guide.md "Rate limits").
 */
export class RateLimits1795337795100 implements MigrationInterface {
  name = "RateLimits1795337795100";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "rate_limit_counters" (
      "key" varchar(200) NOT NULL,
      "window_start" TIMESTAMP WITH TIME ZONE NOT NULL,
      "used" bigint NOT NULL,
      CONSTRAINT "PK_rate_limit_counters" PRIMARY KEY ("key")
    )`);
    await q.query(`CREATE INDEX "idx_rate_limit_counters_window" ON "rate_limit_counters" ("window_start")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "rate_limit_counters"`);
  }
}
