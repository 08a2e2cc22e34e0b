import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A job run that stops with work left (at the osu! API budget) is resumed early; `cycle_started_at` keeps when its
 * pass began, so the resumed run takes only what that pass has not done yet (api/src/jobs/runner.ts JobContext).
 */
export class JobCycles1795420000100 implements MigrationInterface {
  name = "JobCycles1795420000100";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "scheduled_jobs" ADD "cycle_started_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "scheduled_jobs" DROP COLUMN "cycle_started_at"`);
  }
}
