import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Beatmaps, tasks and the points engine's admin inputs:
 *
 * - `points_adjustments`: manual point exceptions as data (admin-added rows; their sum is cached in users.adjustment_points).
 * - Search without pg_trgm: `song_search_terms` / `user_search_terms` hold every suffix of every whitespace-separated,
 *   lower-cased word of a song's "artist title" and of a username, in a C-collated btree. "token is a substring of a
 *   word" ⇔ "token is a prefix of one of the word's suffixes", so a substring search is a `term LIKE 'tok%'` range scan.
 *   Triggers keep the terms in step with featured_songs and users, whoever writes them (services, seed, admin tools).
 * - `beatmap_mappers` (user, beatmap): who maps on which mapset, kept by triggers from task_mappers and tasks, so the
 *   "mapper's username" part of the search and the guest-difficulty list need no join through every task.
 * - Indexes for the beatmaps list (keyset order created_at, id), the osu! sync batches (oldest-synced first) and the
 *   task look-ups.
 * - `mock_osu_beatmapsets` / `mock_osu_users`: state of the offline osu! provider (used only when no osu! credentials are
 *   configured), so tests and demos can "rank" a map or make someone a Beatmap Nominator on the fake osu!.
 */
export class Beatmaps1795337745000 implements MigrationInterface {
  name = "Beatmaps1795337745000";

  public async up(q: QueryRunner): Promise<void> {
    // ---- manual point adjustments
    await q.query(`CREATE TABLE "points_adjustments" (
      "id" SERIAL NOT NULL,
      "user_id" integer NOT NULL,
      "amount" double precision NOT NULL,
      "reason" text NOT NULL,
      "created_by_id" integer,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_ca3952a1af4bc138d85234410b7" PRIMARY KEY ("id"),
      CONSTRAINT "FK_cac7995b8efe7a9cc929e935100" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_c2f4a1f629a6fef6a49d6442366" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL
    )`);
    await q.query(`CREATE INDEX "idx_points_adjustments_user" ON "points_adjustments" ("user_id", "created_at")`);

    // ---- search terms (suffixes of words) for songs and users
    await q.query(`CREATE FUNCTION mg_search_terms(src text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
      SELECT DISTINCT left(substr(w.word, i), 64)
        FROM regexp_split_to_table(lower(coalesce(src, '')), '\\s+') AS w(word)
        CROSS JOIN LATERAL generate_series(1, length(w.word)) AS i
       WHERE w.word <> ''
    $$`);
    await q.query(`CREATE TABLE "song_search_terms" (
      "term" text COLLATE "C" NOT NULL,
      "song_id" integer NOT NULL,
      CONSTRAINT "PK_song_search_terms" PRIMARY KEY ("term", "song_id"),
      CONSTRAINT "FK_song_search_terms_song" FOREIGN KEY ("song_id") REFERENCES "featured_songs"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "idx_song_search_terms_song" ON "song_search_terms" ("song_id")`);
    await q.query(`CREATE TABLE "user_search_terms" (
      "term" text COLLATE "C" NOT NULL,
      "user_id" integer NOT NULL,
      CONSTRAINT "PK_user_search_terms" PRIMARY KEY ("term", "user_id"),
      CONSTRAINT "FK_user_search_terms_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "idx_user_search_terms_user" ON "user_search_terms" ("user_id")`);

    await q.query(`CREATE FUNCTION mg_song_search_terms_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM song_search_terms WHERE song_id = NEW.id;
        INSERT INTO song_search_terms (term, song_id)
          SELECT t, NEW.id FROM mg_search_terms(NEW.artist_name || ' ' || NEW.title) AS t;
        RETURN NULL;
      END
    $$`);
    await q.query(`CREATE TRIGGER "trg_song_search_terms" AFTER INSERT OR UPDATE OF "artist_name", "title" ON "featured_songs"
      FOR EACH ROW EXECUTE FUNCTION mg_song_search_terms_refresh()`);
    await q.query(`CREATE FUNCTION mg_user_search_terms_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM user_search_terms WHERE user_id = NEW.id;
        INSERT INTO user_search_terms (term, user_id)
          SELECT t, NEW.id FROM mg_search_terms(NEW.username) AS t;
        RETURN NULL;
      END
    $$`);
    await q.query(`CREATE TRIGGER "trg_user_search_terms" AFTER INSERT OR UPDATE OF "username" ON "users"
      FOR EACH ROW EXECUTE FUNCTION mg_user_search_terms_refresh()`);
    await q.query(`INSERT INTO song_search_terms (term, song_id)
      SELECT t, s.id FROM featured_songs s CROSS JOIN LATERAL mg_search_terms(s.artist_name || ' ' || s.title) AS t`);
    await q.query(`INSERT INTO user_search_terms (term, user_id)
      SELECT t, u.id FROM users u CROSS JOIN LATERAL mg_search_terms(u.username) AS t`);

    // ---- who maps on which mapset (user, beatmap) without going through every task: kept by triggers on task_mappers
    // and tasks; the search's "a mapper's username" and the guest-difficulty list read it by index only.
    await q.query(`CREATE TABLE "beatmap_mappers" (
      "user_id" integer NOT NULL,
      "beatmap_id" integer NOT NULL,
      CONSTRAINT "PK_beatmap_mappers" PRIMARY KEY ("user_id", "beatmap_id"),
      CONSTRAINT "FK_beatmap_mappers_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_beatmap_mappers_beatmap" FOREIGN KEY ("beatmap_id") REFERENCES "beatmaps"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "idx_beatmap_mappers_beatmap" ON "beatmap_mappers" ("beatmap_id", "user_id")`);
    await q.query(`CREATE FUNCTION mg_beatmap_mappers_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO beatmap_mappers (user_id, beatmap_id)
          SELECT NEW.user_id, t.beatmap_id FROM tasks t WHERE t.id = NEW.task_id
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END
    $$`);
    await q.query(`CREATE TRIGGER "trg_beatmap_mappers_added" AFTER INSERT ON "task_mappers"
      FOR EACH ROW EXECUTE FUNCTION mg_beatmap_mappers_added()`);
    await q.query(`CREATE FUNCTION mg_beatmap_mappers_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE bid integer;
      BEGIN
        SELECT t.beatmap_id INTO bid FROM tasks t WHERE t.id = OLD.task_id;
        -- When the task itself is being deleted, the tasks trigger below cleans up.
        IF bid IS NOT NULL THEN
          DELETE FROM beatmap_mappers bm WHERE bm.user_id = OLD.user_id AND bm.beatmap_id = bid
             AND NOT EXISTS (SELECT 1 FROM task_mappers tm JOIN tasks t ON t.id = tm.task_id
                              WHERE t.beatmap_id = bid AND tm.user_id = OLD.user_id);
        END IF;
        RETURN NULL;
      END
    $$`);
    await q.query(`CREATE TRIGGER "trg_beatmap_mappers_removed" AFTER DELETE ON "task_mappers"
      FOR EACH ROW EXECUTE FUNCTION mg_beatmap_mappers_removed()`);
    await q.query(`CREATE FUNCTION mg_beatmap_mappers_task_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM beatmap_mappers bm WHERE bm.beatmap_id = OLD.beatmap_id
           AND NOT EXISTS (SELECT 1 FROM task_mappers tm JOIN tasks t ON t.id = tm.task_id
                            WHERE t.beatmap_id = OLD.beatmap_id AND tm.user_id = bm.user_id);
        RETURN NULL;
      END
    $$`);
    await q.query(`CREATE TRIGGER "trg_beatmap_mappers_task_removed" AFTER DELETE ON "tasks"
      FOR EACH ROW EXECUTE FUNCTION mg_beatmap_mappers_task_removed()`);
    await q.query(`INSERT INTO beatmap_mappers (user_id, beatmap_id)
      SELECT DISTINCT tm.user_id, t.beatmap_id FROM task_mappers tm JOIN tasks t ON t.id = tm.task_id`);

    // ---- keyset paging over (created_at, id) round-trips through JS dates: keep created_at at millisecond precision
    await q.query(`CREATE FUNCTION mg_beatmaps_created_ms() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.created_at := date_trunc('milliseconds', NEW.created_at);
        RETURN NEW;
      END
    $$`);
    await q.query(`CREATE TRIGGER "trg_beatmaps_created_ms" BEFORE INSERT OR UPDATE OF "created_at" ON "beatmaps"
      FOR EACH ROW EXECUTE FUNCTION mg_beatmaps_created_ms()`);
    await q.query(
      `UPDATE "beatmaps" SET "created_at" = date_trunc('milliseconds', "created_at") WHERE "created_at" <> date_trunc('milliseconds', "created_at")`,
    );

    // ---- beatmap list, sync and task indexes
    await q.query(`CREATE INDEX "idx_beatmaps_created_id" ON "beatmaps" ("created_at", "id")`);
    await q.query(`CREATE INDEX "idx_beatmaps_mode_status_created" ON "beatmaps" ("mode", "status", "created_at", "id")`);
    await q.query(
      `CREATE INDEX "idx_beatmaps_osu_sync" ON "beatmaps" ("status", "osu_synced_at" NULLS FIRST, "id") WHERE "url" IS NOT NULL`,
    );

    // ---- the offline osu! provider's own state
    await q.query(`CREATE TABLE "mock_osu_beatmapsets" (
      "id" integer NOT NULL,
      "status" character varying(20),
      "ranked_date" TIMESTAMP WITH TIME ZONE,
      "submitted_date" TIMESTAMP WITH TIME ZONE,
      "length" integer,
      "favourite_count" integer,
      "play_count" integer,
      "nominator_osu_ids" integer array,
      "discussion_poster_osu_ids" integer array,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_mock_osu_beatmapsets" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE TABLE "mock_osu_users" (
      "osu_id" integer NOT NULL,
      "group_ids" integer array NOT NULL DEFAULT '{}',
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_mock_osu_users" PRIMARY KEY ("osu_id")
    )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "mock_osu_users"`);
    await q.query(`DROP TABLE "mock_osu_beatmapsets"`);
    await q.query(`DROP INDEX "idx_beatmaps_osu_sync"`);
    await q.query(`DROP INDEX "idx_beatmaps_mode_status_created"`);
    await q.query(`DROP INDEX "idx_beatmaps_created_id"`);
    await q.query(`DROP TRIGGER "trg_beatmaps_created_ms" ON "beatmaps"`);
    await q.query(`DROP FUNCTION mg_beatmaps_created_ms()`);
    await q.query(`DROP TRIGGER "trg_beatmap_mappers_task_removed" ON "tasks"`);
    await q.query(`DROP FUNCTION mg_beatmap_mappers_task_removed()`);
    await q.query(`DROP TRIGGER "trg_beatmap_mappers_removed" ON "task_mappers"`);
    await q.query(`DROP FUNCTION mg_beatmap_mappers_removed()`);
    await q.query(`DROP TRIGGER "trg_beatmap_mappers_added" ON "task_mappers"`);
    await q.query(`DROP FUNCTION mg_beatmap_mappers_added()`);
    await q.query(`DROP TABLE "beatmap_mappers"`);
    await q.query(`DROP TRIGGER "trg_user_search_terms" ON "users"`);
    await q.query(`DROP FUNCTION mg_user_search_terms_refresh()`);
    await q.query(`DROP TRIGGER "trg_song_search_terms" ON "featured_songs"`);
    await q.query(`DROP FUNCTION mg_song_search_terms_refresh()`);
    await q.query(`DROP TABLE "user_search_terms"`);
    await q.query(`DROP TABLE "song_search_terms"`);
    await q.query(`DROP FUNCTION mg_search_terms(text)`);
    await q.query(`DROP TABLE "points_adjustments"`);
  }
}
