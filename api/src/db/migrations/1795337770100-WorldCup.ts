import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * World Cup (api/src/modules/world-cup/README.md): the tournament flag on a beatmap (not a public field) and one
 * markdown note per osu! mode, at most 10,000 characters.
 */
export class WorldCup1795337770100 implements MigrationInterface {
  name = "WorldCup1795337770100";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "beatmaps" ADD "is_world_cup" boolean NOT NULL DEFAULT false`);
    await q.query(
      `CREATE INDEX "idx_beatmaps_world_cup" ON "beatmaps" ("mode", "id") WHERE "is_world_cup" AND "status" <> 'Ranked'`,
    );
    await q.query(`CREATE TABLE "world_cup_notes" (
      "mode" character varying(10) NOT NULL,
      "content" text NOT NULL DEFAULT '',
      "updated_by_id" integer,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_world_cup_notes" PRIMARY KEY ("mode"),
      CONSTRAINT "FK_world_cup_notes_user" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL,
      CONSTRAINT "chk_world_cup_notes_mode" CHECK ("mode" IN ('osu', 'taiko', 'catch', 'mania')),
      CONSTRAINT "chk_world_cup_notes_length" CHECK (char_length("content") <= 10000)
    )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "world_cup_notes"`);
    await q.query(`DROP INDEX "idx_beatmaps_world_cup"`);
    await q.query(`ALTER TABLE "beatmaps" DROP COLUMN "is_world_cup"`);
  }
}
