import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Aspire (modules/locus/README.md): the Locus cards and seasons serve a second team finder. Seasons and cards get
 * their team finder (`hub`: locus or aspire; every existing row is Locus's); a member keeps one card per team finder
 * and season. Aspire's allowed songs: one "Artist - Title" line each per season, unique ignoring case, read in
 * alphabetical order (the search's order).
 */
export class Aspire1795470000100 implements MigrationInterface {
  name = "Aspire1795470000100";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "locus_seasons" ADD "hub" character varying(16) NOT NULL DEFAULT 'locus'`);
    await q.query(`ALTER TABLE "locus_seasons" DROP CONSTRAINT "PK_eeece507bc250cb6923786d57d8"`);
    await q.query(`ALTER TABLE "locus_seasons" ADD CONSTRAINT "PK_e38259157aaa597cc5ec2da60c0" PRIMARY KEY ("hub", "year")`);
    await q.query(`ALTER TABLE "locus_seasons" ADD CONSTRAINT "chk_locus_seasons_hub" CHECK ("hub" IN ('locus', 'aspire'))`);

    await q.query(`ALTER TABLE "locus_cards" ADD "hub" character varying(16) NOT NULL DEFAULT 'locus'`);
    await q.query(`ALTER TABLE "locus_cards" ADD CONSTRAINT "chk_locus_cards_hub" CHECK ("hub" IN ('locus', 'aspire'))`);
    await q.query(`DROP INDEX "uq_locus_cards_user_season"`);
    await q.query(`CREATE UNIQUE INDEX "uq_locus_cards_user_hub_season" ON "locus_cards" ("user_id", "hub", "season")`);
    await q.query(`DROP INDEX "idx_locus_cards_grid"`);
    await q.query(
      `CREATE INDEX "idx_locus_cards_grid" ON "locus_cards" ("hub", "season", (CASE WHEN "is_on_team" THEN 1 ELSE 0 END), "updated_at" DESC, "id" DESC) WHERE "is_public"`,
    );

    await q.query(`CREATE TABLE "aspire_allowed_songs" (
      "id" SERIAL NOT NULL,
      "season" integer NOT NULL,
      "line" character varying(300) NOT NULL,
      "search_key" text NOT NULL,
      "song_id" integer,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_5ff803c320bb9ad89662d988f4e" PRIMARY KEY ("id"),
      CONSTRAINT "FK_a0297a98515f0c366493febfa53" FOREIGN KEY ("song_id") REFERENCES "featured_songs"("id") ON DELETE SET NULL ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_aspire_allowed_songs_line" ON "aspire_allowed_songs" ("season", lower("line"))`);
    await q.query(`CREATE INDEX "idx_aspire_allowed_songs_order" ON "aspire_allowed_songs" ("season", lower("line"), "id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "aspire_allowed_songs"`);
    await q.query(`DELETE FROM "locus_cards" WHERE "hub" <> 'locus'`);
    await q.query(`DROP INDEX "idx_locus_cards_grid"`);
    await q.query(
      `CREATE INDEX "idx_locus_cards_grid" ON "locus_cards" ("season", (CASE WHEN "is_on_team" THEN 1 ELSE 0 END), "updated_at" DESC, "id" DESC) WHERE "is_public"`,
    );
    await q.query(`DROP INDEX "uq_locus_cards_user_hub_season"`);
    await q.query(`CREATE UNIQUE INDEX "uq_locus_cards_user_season" ON "locus_cards" ("user_id", "season")`);
    await q.query(`ALTER TABLE "locus_cards" DROP CONSTRAINT "chk_locus_cards_hub"`);
    await q.query(`ALTER TABLE "locus_cards" DROP COLUMN "hub"`);
    await q.query(`DELETE FROM "locus_seasons" WHERE "hub" <> 'locus'`);
    await q.query(`ALTER TABLE "locus_seasons" DROP CONSTRAINT "chk_locus_seasons_hub"`);
    await q.query(`ALTER TABLE "locus_seasons" DROP CONSTRAINT "PK_e38259157aaa597cc5ec2da60c0"`);
    await q.query(`ALTER TABLE "locus_seasons" ADD CONSTRAINT "PK_eeece507bc250cb6923786d57d8" PRIMARY KEY ("year")`);
    await q.query(`ALTER TABLE "locus_seasons" DROP COLUMN "hub"`);
  }
}
