import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Mentorship (api/src/modules/mentorship/README.md): cycles, one record per member × cycle × mode × group (mentees one
 * per mentor), and the tenure badge value each member holds.
 *
 * - A member is mentor or extra mentor at most once per cycle and mode (partial unique index); a mentee at most once
 *   per mentor, cycle and mode. The service keeps mentee phases from overlapping under a lock on the cycle row.
 * - Mentors have no mentor; extra mentors and mentees always have one (check constraint).
 * - Phases are a subset of {1, 2, 3}.
 */
export class Mentorship1795337770000 implements MigrationInterface {
  name = "Mentorship1795337770000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TYPE "public"."mentorship_mode" AS ENUM('osu', 'taiko', 'catch', 'mania', 'osuModding', 'taikoModding', 'catchModding', 'maniaModding', 'osuGraduation', 'taikoGraduation', 'catchGraduation', 'maniaGraduation', 'storyboard')`,
    );
    await q.query(`CREATE TYPE "public"."mentorship_group" AS ENUM('mentor', 'extraMentor', 'mentee')`);
    await q.query(`CREATE TABLE "mentorship_cycles" (
      "id" SERIAL NOT NULL,
      "number" integer NOT NULL,
      "name" character varying(100) NOT NULL,
      "url" character varying(500),
      "start_date" TIMESTAMP WITH TIME ZONE NOT NULL,
      "end_date" TIMESTAMP WITH TIME ZONE NOT NULL,
      "is_public" boolean NOT NULL DEFAULT false,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_mentorship_cycles" PRIMARY KEY ("id"),
      CONSTRAINT "uq_mentorship_cycles_number" UNIQUE ("number"),
      CONSTRAINT "uq_mentorship_cycles_name" UNIQUE ("name"),
      CONSTRAINT "chk_mentorship_cycles_number" CHECK ("number" > 0),
      CONSTRAINT "chk_mentorship_cycles_dates" CHECK ("start_date" <= "end_date")
    )`);
    await q.query(`CREATE TABLE "mentorship_records" (
      "id" SERIAL NOT NULL,
      "cycle_id" integer NOT NULL,
      "user_id" integer NOT NULL,
      "mode" "public"."mentorship_mode" NOT NULL,
      "group" "public"."mentorship_group" NOT NULL,
      "mentor_id" integer,
      "phases" smallint array NOT NULL DEFAULT '{1,2,3}',
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_mentorship_records" PRIMARY KEY ("id"),
      CONSTRAINT "FK_mentorship_records_cycle" FOREIGN KEY ("cycle_id") REFERENCES "mentorship_cycles"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_mentorship_records_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_mentorship_records_mentor" FOREIGN KEY ("mentor_id") REFERENCES "users"("id") ON DELETE CASCADE,
      CONSTRAINT "chk_mentorship_records_mentor" CHECK (("group" = 'mentor') = ("mentor_id" IS NULL)),
      CONSTRAINT "chk_mentorship_records_phases" CHECK ("phases" <@ ARRAY[1, 2, 3]::smallint[])
    )`);
    await q.query(
      `CREATE UNIQUE INDEX "uq_mentorship_records_mentor" ON "mentorship_records" ("cycle_id", "mode", "user_id") WHERE "group" IN ('mentor', 'extraMentor')`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "uq_mentorship_records_mentee" ON "mentorship_records" ("cycle_id", "mode", "user_id", "mentor_id") WHERE "group" = 'mentee'`,
    );
    await q.query(`CREATE INDEX "idx_mentorship_records_cycle" ON "mentorship_records" ("cycle_id", "mode", "id")`);
    await q.query(`CREATE INDEX "idx_mentorship_records_user" ON "mentorship_records" ("user_id", "cycle_id")`);
    await q.query(`CREATE INDEX "idx_mentorship_records_mentor" ON "mentorship_records" ("mentor_id", "cycle_id", "mode")`);
    await q.query(`CREATE TABLE "mentorship_badges" (
      "user_id" integer NOT NULL,
      "badge" smallint NOT NULL DEFAULT 0,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_mentorship_badges" PRIMARY KEY ("user_id"),
      CONSTRAINT "FK_mentorship_badges_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
      CONSTRAINT "chk_mentorship_badges_badge" CHECK ("badge" >= 0)
    )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "mentorship_badges"`);
    await q.query(`DROP TABLE "mentorship_records"`);
    await q.query(`DROP TABLE "mentorship_cycles"`);
    await q.query(`DROP TYPE "public"."mentorship_group"`);
    await q.query(`DROP TYPE "public"."mentorship_mode"`);
  }
}
