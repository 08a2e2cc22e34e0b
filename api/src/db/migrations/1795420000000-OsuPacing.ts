import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The osu! integration as the real API behaves (issue 24 §2; api/src/osu/README.md):
 * - `users.ranked_count_refreshed_at`: the cursor of the ranked-count job (only osu!'s full user endpoint has the
 *   count, one request per member, so each run takes the stalest batch);
 * - the offline provider's users gain what osu! has and the provider lacked: a ranked mapset count and username of
 *   their own, restricted accounts (404, absent from lists) and revocation of their tokens; `group_ids` NULL means
 *   "the default groups" (a row may now exist for other reasons than groups);
 * - its beatmapsets gain typed discussions (suggestion, problem, praise, review with embedded issues, ...).
 */
export class OsuPacing1795420000000 implements MigrationInterface {
  name = "OsuPacing1795420000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "ranked_count_refreshed_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "mock_osu_users" ALTER COLUMN "group_ids" DROP NOT NULL`);
    await q.query(`ALTER TABLE "mock_osu_users" ALTER COLUMN "group_ids" DROP DEFAULT`);
    await q.query(`ALTER TABLE "mock_osu_users" ADD "username" character varying(32)`);
    await q.query(`ALTER TABLE "mock_osu_users" ADD "ranked_beatmapset_count" integer`);
    await q.query(`ALTER TABLE "mock_osu_users" ADD "restricted" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "mock_osu_users" ADD "tokens_revoked_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "mock_osu_beatmapsets" ADD "discussions" jsonb`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "mock_osu_beatmapsets" DROP COLUMN "discussions"`);
    await q.query(`ALTER TABLE "mock_osu_users" DROP COLUMN "tokens_revoked_at"`);
    await q.query(`ALTER TABLE "mock_osu_users" DROP COLUMN "restricted"`);
    await q.query(`ALTER TABLE "mock_osu_users" DROP COLUMN "ranked_beatmapset_count"`);
    await q.query(`ALTER TABLE "mock_osu_users" DROP COLUMN "username"`);
    await q.query(`UPDATE "mock_osu_users" SET "group_ids" = '{}' WHERE "group_ids" IS NULL`);
    await q.query(`ALTER TABLE "mock_osu_users" ALTER COLUMN "group_ids" SET DEFAULT '{}'`);
    await q.query(`ALTER TABLE "mock_osu_users" ALTER COLUMN "group_ids" SET NOT NULL`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "ranked_count_refreshed_at"`);
  }
}
