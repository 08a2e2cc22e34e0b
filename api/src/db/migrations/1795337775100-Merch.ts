import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Merch (modules/merch/README.md): members' merch flags (one row per member who ever had one), the checkouts members
 * began at the store and what became of them, and the built-in offline store's own checkouts (development and tests).
 */
export class Merch1795337775100 implements MigrationInterface {
  name = "Merch1795337775100";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "merch_access" (
      "user_id" integer NOT NULL,
      "has_merch_access" boolean NOT NULL DEFAULT false,
      "has_specific_merch_order" boolean NOT NULL DEFAULT false,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_cf125ead9c631850f54b8f64ee4" PRIMARY KEY ("user_id"),
      CONSTRAINT "FK_cf125ead9c631850f54b8f64ee4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE TABLE "merch_checkouts" (
      "id" SERIAL NOT NULL,
      "user_id" integer NOT NULL,
      "store_checkout_id" character varying(255) NOT NULL,
      "url" text NOT NULL,
      "lines" jsonb NOT NULL,
      "specific_order" boolean NOT NULL DEFAULT false,
      "status" character varying(16) NOT NULL DEFAULT 'open',
      "order_number" character varying(64),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "confirmed_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_9b5b84c3df88dac9a29505f5d83" PRIMARY KEY ("id"),
      CONSTRAINT "FK_5d810ec9084635ea550c2e12ba8" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_merch_checkouts_store_id" ON "merch_checkouts" ("store_checkout_id")`);
    await q.query(`CREATE INDEX "idx_merch_checkouts_user" ON "merch_checkouts" ("user_id", "created_at")`);
    await q.query(`CREATE TABLE "offline_store_checkouts" (
      "id" character varying(64) NOT NULL,
      "lines" jsonb NOT NULL,
      "discount_codes" text array NOT NULL DEFAULT '{}',
      "note" text NOT NULL DEFAULT '',
      "status" character varying(16) NOT NULL DEFAULT 'open',
      "order_number" character varying(32),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "completed_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_710dcf269b7a815c21bba7e172c" PRIMARY KEY ("id")
    )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "offline_store_checkouts"`);
    await q.query(`DROP TABLE "merch_checkouts"`);
    await q.query(`DROP TABLE "merch_access"`);
  }
}
