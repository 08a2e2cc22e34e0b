import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The switch-over from the original site (api/src/import/README.md, modules/legacy/README.md):
 *
 * - `legacy_ids`: every imported MongoDB document's ObjectId (per source collection) and the row it became. Re-runs skip
 *   what is mapped, old links (`/users?id=<ObjectId>`) redirect through it, bots resolve ObjectIds with it. `row_id` is
 *   null for documents that became rows without an id of their own (judging scores, criteria copied per contest, World
 *   Cup notes). `source_hash` tells a later dump's changed documents apart; `extra` keeps the document's fields our schema
 *   has no column for (listed in the import report), so nothing of the source is lost. No foreign key: a row deleted on
 *   the new site keeps its mapping, so a later import does not bring it back.
 * - `import_runs`: one row per completed import (source, counts, the full report).
 * - `legacy_osu_beatmaps`: the original's `osubeatmaps` collection (an FA licence audit no feature of ours reads), kept
 *   as raw documents.
 */
export class LegacyImport1795400000000 implements MigrationInterface {
  name = "LegacyImport1795400000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "import_runs" (
      "id" SERIAL NOT NULL,
      "started_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "finished_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "source" text NOT NULL,
      "format" character varying(20) NOT NULL,
      "documents" integer NOT NULL,
      "imported" integer NOT NULL,
      "skipped" integer NOT NULL,
      "merged" integer NOT NULL,
      "nothing_new" boolean NOT NULL,
      "counts" jsonb NOT NULL,
      "report" jsonb NOT NULL,
      CONSTRAINT "PK_import_runs" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE TABLE "legacy_ids" (
      "collection" character varying(40) NOT NULL,
      "object_id" character varying(120) NOT NULL,
      "table_name" character varying(40) NOT NULL,
      "row_id" integer,
      "source_hash" character varying(64),
      "extra" jsonb,
      "import_run_id" integer,
      CONSTRAINT "PK_legacy_ids" PRIMARY KEY ("collection", "object_id"),
      CONSTRAINT "FK_legacy_ids_run" FOREIGN KEY ("import_run_id") REFERENCES "import_runs"("id") ON DELETE SET NULL
    )`);
    await q.query(`CREATE INDEX "idx_legacy_ids_row" ON "legacy_ids" ("table_name", "row_id")`);
    await q.query(`CREATE INDEX "idx_legacy_ids_object" ON "legacy_ids" ("object_id")`);
    await q.query(`CREATE TABLE "legacy_osu_beatmaps" (
      "object_id" character varying(24) NOT NULL,
      "document" jsonb NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE,
      "updated_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_legacy_osu_beatmaps" PRIMARY KEY ("object_id")
    )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "legacy_osu_beatmaps"`);
    await q.query(`DROP TABLE "legacy_ids"`);
    await q.query(`DROP TABLE "import_runs"`);
  }
}
