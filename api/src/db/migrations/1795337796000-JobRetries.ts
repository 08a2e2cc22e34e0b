import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Job retries, timeouts and failure history (api/src/jobs/runner.ts; docs/architecture.md "Scheduled jobs"):
 * each run of a slot is one `job_runs` row per attempt with its duration, and a job's pending retry (which slot,
 * which attempt, when) lives on its `scheduled_jobs` row, so one instance claims it like a regular slot.
 */
export class JobRetries1795337796000 implements MigrationInterface {
  name = "JobRetries1795337796000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "job_runs" ADD "attempt" integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE "job_runs" ADD "duration_ms" integer`);
    await q.query(`DROP INDEX "public"."uq_job_runs_slot"`);
    await q.query(`CREATE UNIQUE INDEX "uq_job_runs_slot" ON "job_runs" ("job_name", "slot", "attempt")`);
    await q.query(`ALTER TABLE "scheduled_jobs" ADD "retry_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "scheduled_jobs" ADD "retry_slot" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "scheduled_jobs" ADD "retry_attempt" integer`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "scheduled_jobs" DROP COLUMN "retry_attempt"`);
    await q.query(`ALTER TABLE "scheduled_jobs" DROP COLUMN "retry_slot"`);
    await q.query(`ALTER TABLE "scheduled_jobs" DROP COLUMN "retry_at"`);
    await q.query(`DELETE FROM "job_runs" WHERE "attempt" > 1`);
    await q.query(`DROP INDEX "public"."uq_job_runs_slot"`);
    await q.query(`CREATE UNIQUE INDEX "uq_job_runs_slot" ON "job_runs" ("job_name", "slot")`);
    await q.query(`ALTER TABLE "job_runs" DROP COLUMN "duration_ms"`);
    await q.query(`ALTER TABLE "job_runs" DROP COLUMN "attempt"`);
  }
}
