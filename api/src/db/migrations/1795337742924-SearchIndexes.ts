import { MigrationInterface, QueryRunner } from "typeorm";

/** Expression and per-mode sort indexes that TypeORM entities cannot express (declared synchronize:false). */
export class SearchIndexes1795337742924 implements MigrationInterface {
  name = "SearchIndexes1795337742924";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_users_username_lower" ON "users" (lower("username") text_pattern_ops)`);
    for (const mode of ["osu", "taiko", "catch", "mania"]) {
      await q.query(`CREATE INDEX "idx_users_${mode}_points" ON "users" ("${mode}_points" DESC)`);
    }
    await q.query(`CREATE INDEX "idx_logs_public_feed" ON "logs" ("created_at" DESC, "id" DESC) WHERE "category" <> 'error'`);
    await q.query(
      `CREATE INDEX "idx_artists_home" ON "featured_artists" ("osu_id" DESC) WHERE "is_up_to_date" AND "status" IN ('public', 'playlist')`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "idx_artists_home"`);
    await q.query(`DROP INDEX "idx_logs_public_feed"`);
    for (const mode of ["osu", "taiko", "catch", "mania"]) await q.query(`DROP INDEX "idx_users_${mode}_points"`);
    await q.query(`DROP INDEX "idx_users_username_lower"`);
  }
}
