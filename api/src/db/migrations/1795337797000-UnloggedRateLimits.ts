import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * `rate_limit_counters` becomes UNLOGGED (app/rate-limit.ts; docs/architecture.md "Reads"). Every request charges its
 * budget with one upsert; as a logged table each of those commits waited for a WAL flush to disk (on the bench,
 * 2–6 ms of a 1 ms request). The counters are bookkeeping for the current window: after a crash PostgreSQL empties an
 * unlogged table, so budgets start over once, and replicas do not carry it (each primary counts for itself), which a
 * rate limit can afford. Nothing else is in the table.
 */
export class UnloggedRateLimits1795337797000 implements MigrationInterface {
  name = "UnloggedRateLimits1795337797000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "rate_limit_counters" SET UNLOGGED`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "rate_limit_counters" SET LOGGED`);
  }
}
