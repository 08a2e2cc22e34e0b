import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The Locus team finder (modules/locus/README.md): seasons (a year each, open or closed) and one card per member and
 * season. The grid index serves "public cards of a season, not hidden, still looking first, most recently updated".
 */
export class Locus1795337775000 implements MigrationInterface {
  name = "Locus1795337775000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "locus_seasons" (
      "year" integer NOT NULL,
      "is_open" boolean NOT NULL DEFAULT false,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_eeece507bc250cb6923786d57d8" PRIMARY KEY ("year")
    )`);
    await q.query(`CREATE TABLE "locus_cards" (
      "id" SERIAL NOT NULL,
      "user_id" integer NOT NULL,
      "season" integer NOT NULL,
      "timezone" character varying(16),
      "availability" character varying(400) NOT NULL DEFAULT '',
      "roles" text array NOT NULL DEFAULT '{}',
      "languages" text array NOT NULL DEFAULT '{}',
      "discord" character varying(40) NOT NULL DEFAULT '',
      "email" character varying(100) NOT NULL DEFAULT '',
      "about" text NOT NULL DEFAULT '',
      "is_public" boolean NOT NULL DEFAULT false,
      "is_on_team" boolean NOT NULL DEFAULT false,
      "is_hidden_by_admin" boolean NOT NULL DEFAULT false,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_3e99f7fa638954f07c0751b4fe1" PRIMARY KEY ("id"),
      CONSTRAINT "FK_58139b12f1503e47478e35c7a6f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_locus_cards_user_season" ON "locus_cards" ("user_id", "season")`);
    await q.query(
      `CREATE INDEX "idx_locus_cards_grid" ON "locus_cards" ("season", (CASE WHEN "is_on_team" THEN 1 ELSE 0 END), "updated_at" DESC, "id" DESC) WHERE "is_public"`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "locus_cards"`);
    await q.query(`DROP TABLE "locus_seasons"`);
  }
}
