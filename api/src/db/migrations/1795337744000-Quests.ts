import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Quests and parties: the custom-quest flag (member submissions vs admin quests: publish webhooks, listing filter),
 * sanity checks on price and party size, and a name index for the drop/merge twin look-up.
 */
export class Quests1795337744000 implements MigrationInterface {
  name = "Quests1795337744000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "quests" ADD "is_custom" boolean NOT NULL DEFAULT false`);
    await q.query(
      `UPDATE "quests" SET "is_custom" = true WHERE "creator_id" IN (SELECT "id" FROM "users" WHERE "group" <> 'admin')`,
    );
    await q.query(`UPDATE "quests" SET "price" = 0 WHERE "price" < 0`);
    await q.query(`UPDATE "quests" SET "min_party" = 1 WHERE "min_party" < 1`);
    await q.query(`UPDATE "quests" SET "max_party" = "min_party" WHERE "max_party" < "min_party"`);
    await q.query(`ALTER TABLE "quests" ADD CONSTRAINT "chk_quests_price" CHECK ("price" >= 0)`);
    await q.query(
      `ALTER TABLE "quests" ADD CONSTRAINT "chk_quests_party_size" CHECK ("min_party" >= 1 AND "max_party" >= "min_party")`,
    );
    await q.query(`CREATE INDEX "idx_quests_name_lower" ON "quests" (lower("name"))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "idx_quests_name_lower"`);
    await q.query(`ALTER TABLE "quests" DROP CONSTRAINT "chk_quests_party_size"`);
    await q.query(`ALTER TABLE "quests" DROP CONSTRAINT "chk_quests_price"`);
    await q.query(`ALTER TABLE "quests" DROP COLUMN "is_custom"`);
  }
}
