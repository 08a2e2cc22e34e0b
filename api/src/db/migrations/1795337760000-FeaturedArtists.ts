import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Featured artists (api/src/modules/artists/README.md):
 * - `artist_offered_users`: the members an artist was offered to for its showcase (admin data, never public).
 * - `idx_artists_label_lower`: the "already exists" check and the label filters of the FA Schedule and the admin list.
 * - `idx_songs_created`: the "recently licensed songs" report (newest first).
 * - `idx_showcase_assignment_artist`: the "is this artist used" check before a delete and the classified status.
 */
export class FeaturedArtists1795337760000 implements MigrationInterface {
  name = "FeaturedArtists1795337760000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "artist_offered_users" (
      "artist_id" integer NOT NULL,
      "user_id" integer NOT NULL,
      CONSTRAINT "PK_artist_offered_users" PRIMARY KEY ("artist_id", "user_id"),
      CONSTRAINT "FK_artist_offered_users_artist" FOREIGN KEY ("artist_id") REFERENCES "featured_artists"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_artist_offered_users_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "idx_artist_offered_users_user" ON "artist_offered_users" ("user_id")`);
    await q.query(`CREATE INDEX "idx_artists_label_lower" ON "featured_artists" (lower("label"))`);
    await q.query(`CREATE INDEX "idx_songs_created" ON "featured_songs" ("created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "idx_showcase_assignment_artist" ON "showcase_assignments" ("artist_id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "idx_showcase_assignment_artist"`);
    await q.query(`DROP INDEX "idx_songs_created"`);
    await q.query(`DROP INDEX "idx_artists_label_lower"`);
    await q.query(`DROP INDEX "idx_artist_offered_users_user"`);
    await q.query(`DROP TABLE "artist_offered_users"`);
  }
}
