import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Contests (api/src/modules/contests/README.md): contests with their creators, screeners and judges, entries,
 * per-contest judging criteria, screenings, judgings with per-criterion scores and community votes.
 *
 * Beyond what the entities declare:
 * - contest names are unique case-insensitively (`uq_contests_name_lower`);
 * - a screener uses each placement (vote 1..N) at most once per contest (`uq_contest_screenings_placement`, partial);
 * - ordered community-vote ranks are unique per voter and contest through `uq_contest_community_votes_rank` (plain
 *   votes have a NULL rank, which never collides);
 * - numeric ranges as CHECK constraints, so no write path can store an out-of-range vote, score or count.
 */

export class Contests1795337750000 implements MigrationInterface {
  name = "Contests1795337750000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TYPE "public"."contest_status" AS ENUM('hidden', 'beatmapping', 'screening', 'judging', 'vote', 'locked', 'complete')`,
    );
    await q.query(
      `CREATE TABLE "contests" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "status" "public"."contest_status" NOT NULL DEFAULT 'hidden', "mode" "public"."game_mode" NOT NULL DEFAULT 'osu', "is_approved" boolean NOT NULL DEFAULT false, "is_featured_artist_contest" boolean NOT NULL DEFAULT false, "is_eligible_for_points" boolean NOT NULL DEFAULT true, "skip_webhook" boolean NOT NULL DEFAULT false, "url" character varying(500), "osu_contest_listing_url" character varying(500), "results_url" character varying(500), "banner_url" character varying(500), "download" character varying(500), "description" text NOT NULL DEFAULT '', "contest_start" TIMESTAMP WITH TIME ZONE, "contest_end" TIMESTAMP WITH TIME ZONE, "screening_vote_count" smallint NOT NULL DEFAULT '5', "judging_threshold" integer NOT NULL DEFAULT '0', "screening_bonus" boolean NOT NULL DEFAULT false, "use_raw_scoring" boolean NOT NULL DEFAULT false, "has_public_judges" boolean NOT NULL DEFAULT false, "judging_comments_enabled" boolean NOT NULL DEFAULT true, "community_vote_count" smallint NOT NULL DEFAULT '5', "community_vote_end" TIMESTAMP WITH TIME ZONE, "community_vote_ordered_priority" boolean NOT NULL DEFAULT false, "community_vote_description" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0b8012f5cf6f444a52179e1227a" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_contests_created" ON "contests"  ("created_at", "id") `);
    await q.query(
      `CREATE TABLE "contest_submissions" ("id" SERIAL NOT NULL, "contest_id" integer NOT NULL, "creator_id" integer NOT NULL, "name" character varying(100), "url" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_789ab58133ea7a54640f6588848" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_contest_submissions_creator" ON "contest_submissions"  ("creator_id") `);
    await q.query(`CREATE UNIQUE INDEX "uq_contest_submissions_creator" ON "contest_submissions"  ("contest_id", "creator_id") `);
    await q.query(
      `CREATE TABLE "contest_criteria" ("id" SERIAL NOT NULL, "contest_id" integer NOT NULL, "name" character varying(50) NOT NULL, "max_score" integer NOT NULL, CONSTRAINT "PK_f1c0f1cc43139793e7826a46745" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "uq_contest_criteria_name" ON "contest_criteria"  ("contest_id", "name") `);
    await q.query(
      `CREATE TABLE "contest_screenings" ("id" SERIAL NOT NULL, "contest_id" integer NOT NULL, "submission_id" integer NOT NULL, "screener_id" integer NOT NULL, "vote" smallint NOT NULL DEFAULT '0', "comment" text NOT NULL DEFAULT '', "reviewed" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8de8b210d031462b2e2d94a2776" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_contest_screenings_contest" ON "contest_screenings"  ("contest_id", "screener_id") `);
    await q.query(
      `CREATE UNIQUE INDEX "uq_contest_screenings_submission_screener" ON "contest_screenings"  ("submission_id", "screener_id") `,
    );
    await q.query(
      `CREATE TABLE "contest_judgings" ("id" SERIAL NOT NULL, "contest_id" integer NOT NULL, "submission_id" integer NOT NULL, "judge_id" integer NOT NULL, "comment" text NOT NULL DEFAULT '', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_890becff23982d4f52d564b3388" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_contest_judgings_contest" ON "contest_judgings"  ("contest_id", "judge_id") `);
    await q.query(
      `CREATE UNIQUE INDEX "uq_contest_judgings_submission_judge" ON "contest_judgings"  ("submission_id", "judge_id") `,
    );
    await q.query(
      `CREATE TABLE "contest_judging_scores" ("judging_id" integer NOT NULL, "criteria_id" integer NOT NULL, "score" integer NOT NULL, "comment" text NOT NULL DEFAULT '', CONSTRAINT "PK_5a615ee25aa798f4b43a91955b2" PRIMARY KEY ("judging_id", "criteria_id"))`,
    );
    await q.query(
      `CREATE TABLE "contest_community_votes" ("id" SERIAL NOT NULL, "contest_id" integer NOT NULL, "submission_id" integer NOT NULL, "voter_id" integer NOT NULL, "rank" smallint, CONSTRAINT "PK_394e3438bc7c45aff72be2ffe79" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "uq_contest_community_votes_rank" ON "contest_community_votes"  ("contest_id", "voter_id", "rank") `,
    );
    await q.query(
      `CREATE UNIQUE INDEX "uq_contest_community_votes_submission_voter" ON "contest_community_votes"  ("submission_id", "voter_id") `,
    );
    await q.query(
      `CREATE TABLE "contest_creators" ("contest_id" integer NOT NULL, "user_id" integer NOT NULL, CONSTRAINT "PK_46dce2cd590dcd97b9c67675e08" PRIMARY KEY ("contest_id", "user_id"))`,
    );
    await q.query(`CREATE INDEX "IDX_ef29a64ab331e5acea447870de" ON "contest_creators"  ("contest_id") `);
    await q.query(`CREATE INDEX "IDX_b7e8a557c26c539bb51116f501" ON "contest_creators"  ("user_id") `);
    await q.query(
      `CREATE TABLE "contest_screeners" ("contest_id" integer NOT NULL, "user_id" integer NOT NULL, CONSTRAINT "PK_6a86db71d023f7e4b04c7fdb499" PRIMARY KEY ("contest_id", "user_id"))`,
    );
    await q.query(`CREATE INDEX "IDX_410a9654950e85b5429dcfdc42" ON "contest_screeners"  ("contest_id") `);
    await q.query(`CREATE INDEX "IDX_e1e0b984660038eeb35e3a84c9" ON "contest_screeners"  ("user_id") `);
    await q.query(
      `CREATE TABLE "contest_judges" ("contest_id" integer NOT NULL, "user_id" integer NOT NULL, CONSTRAINT "PK_64237c56dac63ded30816be1d4f" PRIMARY KEY ("contest_id", "user_id"))`,
    );
    await q.query(`CREATE INDEX "IDX_23957b88beed90d50a628b00ec" ON "contest_judges"  ("contest_id") `);
    await q.query(`CREATE INDEX "IDX_90c0ba5ebc0f65481ca3927072" ON "contest_judges"  ("user_id") `);
    await q.query(
      `ALTER TABLE "contest_submissions" ADD CONSTRAINT "FK_cdedd241911ab85d4810cdf6120" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_submissions" ADD CONSTRAINT "FK_531212ab9e43a6b3180de235857" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_criteria" ADD CONSTRAINT "FK_ab996dc1323f104c4cc7b3d7d76" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_screenings" ADD CONSTRAINT "FK_a6c3df873333d95acd18f0d67b7" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_screenings" ADD CONSTRAINT "FK_0187cb9bc515387d57f33d1fa7f" FOREIGN KEY ("submission_id") REFERENCES "contest_submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_screenings" ADD CONSTRAINT "FK_6778d0a384eae881de4ae52502e" FOREIGN KEY ("screener_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_judgings" ADD CONSTRAINT "FK_b419bd982358269535e05bca81d" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_judgings" ADD CONSTRAINT "FK_06ca7e63aeb9a3663cbfc4d41c0" FOREIGN KEY ("submission_id") REFERENCES "contest_submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_judgings" ADD CONSTRAINT "FK_d348df4b3227a79f2aba467c532" FOREIGN KEY ("judge_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_judging_scores" ADD CONSTRAINT "FK_d8295ac4fde5a597f8639b0693c" FOREIGN KEY ("judging_id") REFERENCES "contest_judgings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_judging_scores" ADD CONSTRAINT "FK_33841dd94c1b7f8e7df7e9d2318" FOREIGN KEY ("criteria_id") REFERENCES "contest_criteria"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_community_votes" ADD CONSTRAINT "FK_add31f874cfd62cb05d195b278b" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_community_votes" ADD CONSTRAINT "FK_4b784cfda4172bf9f031cde4527" FOREIGN KEY ("submission_id") REFERENCES "contest_submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_community_votes" ADD CONSTRAINT "FK_171be02f3b97a751952a40ebe98" FOREIGN KEY ("voter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "contest_creators" ADD CONSTRAINT "FK_ef29a64ab331e5acea447870dee" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "contest_creators" ADD CONSTRAINT "FK_b7e8a557c26c539bb51116f5010" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "contest_screeners" ADD CONSTRAINT "FK_410a9654950e85b5429dcfdc42d" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "contest_screeners" ADD CONSTRAINT "FK_e1e0b984660038eeb35e3a84c90" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "contest_judges" ADD CONSTRAINT "FK_23957b88beed90d50a628b00ec9" FOREIGN KEY ("contest_id") REFERENCES "contests"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "contest_judges" ADD CONSTRAINT "FK_90c0ba5ebc0f65481ca3927072f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    // ---- beyond the entities (see the comment above)
    await q.query(`CREATE UNIQUE INDEX "uq_contests_name_lower" ON "contests" (lower("name"))`);
    await q.query(`CREATE INDEX "idx_contests_status" ON "contests" ("status", "is_approved")`);
    await q.query(
      `CREATE UNIQUE INDEX "uq_contest_screenings_placement" ON "contest_screenings" ("contest_id", "screener_id", "vote") WHERE "vote" > 0`,
    );
    await q.query(
      `ALTER TABLE "contests" ADD CONSTRAINT "chk_contests_screening_vote_count" CHECK ("screening_vote_count" >= 1 AND "screening_vote_count" <= 10)`,
    );
    await q.query(
      `ALTER TABLE "contests" ADD CONSTRAINT "chk_contests_community_vote_count" CHECK ("community_vote_count" >= 1 AND "community_vote_count" <= 10)`,
    );
    await q.query(`ALTER TABLE "contests" ADD CONSTRAINT "chk_contests_judging_threshold" CHECK ("judging_threshold" >= 0)`);
    await q.query(
      `ALTER TABLE "contest_criteria" ADD CONSTRAINT "chk_contest_criteria_max_score" CHECK ("max_score" >= 1 AND "max_score" <= 1000)`,
    );
    await q.query(
      `ALTER TABLE "contest_screenings" ADD CONSTRAINT "chk_contest_screenings_vote" CHECK ("vote" >= 0 AND "vote" <= 10)`,
    );
    await q.query(`ALTER TABLE "contest_judging_scores" ADD CONSTRAINT "chk_contest_judging_scores_score" CHECK ("score" >= 0)`);
    await q.query(
      `ALTER TABLE "contest_community_votes" ADD CONSTRAINT "chk_contest_community_votes_rank" CHECK ("rank" >= 1 AND "rank" <= 10)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."uq_contest_screenings_placement"`);
    await q.query(`DROP INDEX "public"."idx_contests_status"`);
    await q.query(`DROP INDEX "public"."uq_contests_name_lower"`);
    await q.query(`ALTER TABLE "contest_judges" DROP CONSTRAINT "FK_90c0ba5ebc0f65481ca3927072f"`);
    await q.query(`ALTER TABLE "contest_judges" DROP CONSTRAINT "FK_23957b88beed90d50a628b00ec9"`);
    await q.query(`ALTER TABLE "contest_screeners" DROP CONSTRAINT "FK_e1e0b984660038eeb35e3a84c90"`);
    await q.query(`ALTER TABLE "contest_screeners" DROP CONSTRAINT "FK_410a9654950e85b5429dcfdc42d"`);
    await q.query(`ALTER TABLE "contest_creators" DROP CONSTRAINT "FK_b7e8a557c26c539bb51116f5010"`);
    await q.query(`ALTER TABLE "contest_creators" DROP CONSTRAINT "FK_ef29a64ab331e5acea447870dee"`);
    await q.query(`ALTER TABLE "contest_community_votes" DROP CONSTRAINT "FK_171be02f3b97a751952a40ebe98"`);
    await q.query(`ALTER TABLE "contest_community_votes" DROP CONSTRAINT "FK_4b784cfda4172bf9f031cde4527"`);
    await q.query(`ALTER TABLE "contest_community_votes" DROP CONSTRAINT "FK_add31f874cfd62cb05d195b278b"`);
    await q.query(`ALTER TABLE "contest_judging_scores" DROP CONSTRAINT "FK_33841dd94c1b7f8e7df7e9d2318"`);
    await q.query(`ALTER TABLE "contest_judging_scores" DROP CONSTRAINT "FK_d8295ac4fde5a597f8639b0693c"`);
    await q.query(`ALTER TABLE "contest_judgings" DROP CONSTRAINT "FK_d348df4b3227a79f2aba467c532"`);
    await q.query(`ALTER TABLE "contest_judgings" DROP CONSTRAINT "FK_06ca7e63aeb9a3663cbfc4d41c0"`);
    await q.query(`ALTER TABLE "contest_judgings" DROP CONSTRAINT "FK_b419bd982358269535e05bca81d"`);
    await q.query(`ALTER TABLE "contest_screenings" DROP CONSTRAINT "FK_6778d0a384eae881de4ae52502e"`);
    await q.query(`ALTER TABLE "contest_screenings" DROP CONSTRAINT "FK_0187cb9bc515387d57f33d1fa7f"`);
    await q.query(`ALTER TABLE "contest_screenings" DROP CONSTRAINT "FK_a6c3df873333d95acd18f0d67b7"`);
    await q.query(`ALTER TABLE "contest_criteria" DROP CONSTRAINT "FK_ab996dc1323f104c4cc7b3d7d76"`);
    await q.query(`ALTER TABLE "contest_submissions" DROP CONSTRAINT "FK_531212ab9e43a6b3180de235857"`);
    await q.query(`ALTER TABLE "contest_submissions" DROP CONSTRAINT "FK_cdedd241911ab85d4810cdf6120"`);
    await q.query(`DROP INDEX "public"."IDX_90c0ba5ebc0f65481ca3927072"`);
    await q.query(`DROP INDEX "public"."IDX_23957b88beed90d50a628b00ec"`);
    await q.query(`DROP TABLE "contest_judges"`);
    await q.query(`DROP INDEX "public"."IDX_e1e0b984660038eeb35e3a84c9"`);
    await q.query(`DROP INDEX "public"."IDX_410a9654950e85b5429dcfdc42"`);
    await q.query(`DROP TABLE "contest_screeners"`);
    await q.query(`DROP INDEX "public"."IDX_b7e8a557c26c539bb51116f501"`);
    await q.query(`DROP INDEX "public"."IDX_ef29a64ab331e5acea447870de"`);
    await q.query(`DROP TABLE "contest_creators"`);
    await q.query(`DROP INDEX "public"."uq_contest_community_votes_submission_voter"`);
    await q.query(`DROP INDEX "public"."uq_contest_community_votes_rank"`);
    await q.query(`DROP TABLE "contest_community_votes"`);
    await q.query(`DROP TABLE "contest_judging_scores"`);
    await q.query(`DROP INDEX "public"."uq_contest_judgings_submission_judge"`);
    await q.query(`DROP INDEX "public"."idx_contest_judgings_contest"`);
    await q.query(`DROP TABLE "contest_judgings"`);
    await q.query(`DROP INDEX "public"."uq_contest_screenings_submission_screener"`);
    await q.query(`DROP INDEX "public"."idx_contest_screenings_contest"`);
    await q.query(`DROP TABLE "contest_screenings"`);
    await q.query(`DROP INDEX "public"."uq_contest_criteria_name"`);
    await q.query(`DROP TABLE "contest_criteria"`);
    await q.query(`DROP INDEX "public"."uq_contest_submissions_creator"`);
    await q.query(`DROP INDEX "public"."idx_contest_submissions_creator"`);
    await q.query(`DROP TABLE "contest_submissions"`);
    await q.query(`DROP INDEX "public"."idx_contests_created"`);
    await q.query(`DROP TABLE "contests"`);
    await q.query(`DROP TYPE "public"."contest_status"`);
  }
}
