// Over 400 lines: the initial schema migration (generated SQL; migrations are never edited after release).
import { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795337742923 implements MigrationInterface {
  name = "Initial1795337742923";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE "public"."user_group" AS ENUM('user', 'admin', 'secret')`);
    await q.query(
      `CREATE TABLE "users" ("id" SERIAL NOT NULL, "osu_id" integer NOT NULL, "username" character varying(32) NOT NULL, "group" "public"."user_group" NOT NULL DEFAULT 'user', "is_mentorship_admin" boolean NOT NULL DEFAULT false, "is_world_cup_helper" boolean NOT NULL DEFAULT false, "is_showcase_mapper" boolean NOT NULL DEFAULT false, "is_contest_helper" boolean NOT NULL DEFAULT false, "is_quest_trailblazer" boolean NOT NULL DEFAULT false, "rank" smallint NOT NULL DEFAULT '0', "badge" smallint NOT NULL DEFAULT '0', "queued_badge" smallint NOT NULL DEFAULT '0', "cover_url" character varying(500), "ranked_beatmaps_count" integer NOT NULL DEFAULT '0', "global_rank" integer, "pp_osu" double precision, "pp_taiko" double precision, "pp_catch" double precision, "pp_mania" double precision, "stats_refreshed_at" TIMESTAMP WITH TIME ZONE, "discord_id" character varying(40), "easy_points" double precision NOT NULL DEFAULT '0', "normal_points" double precision NOT NULL DEFAULT '0', "hard_points" double precision NOT NULL DEFAULT '0', "insane_points" double precision NOT NULL DEFAULT '0', "expert_points" double precision NOT NULL DEFAULT '0', "storyboard_points" double precision NOT NULL DEFAULT '0', "hitsound_points" double precision NOT NULL DEFAULT '0', "skin_points" double precision NOT NULL DEFAULT '0', "quest_points" double precision NOT NULL DEFAULT '0', "mission_points" double precision NOT NULL DEFAULT '0', "mod_points" double precision NOT NULL DEFAULT '0', "host_points" double precision NOT NULL DEFAULT '0', "contest_creator_points" double precision NOT NULL DEFAULT '0', "contest_participant_points" double precision NOT NULL DEFAULT '0', "contest_screener_points" double precision NOT NULL DEFAULT '0', "contest_judge_points" double precision NOT NULL DEFAULT '0', "legacy_points" double precision NOT NULL DEFAULT '0', "adjustment_points" double precision NOT NULL DEFAULT '0', "osu_points" double precision NOT NULL DEFAULT '0', "taiko_points" double precision NOT NULL DEFAULT '0', "catch_points" double precision NOT NULL DEFAULT '0', "mania_points" double precision NOT NULL DEFAULT '0', "total_points" double precision NOT NULL DEFAULT '0', "spent_points" double precision NOT NULL DEFAULT '0', "completed_quests_count" integer NOT NULL DEFAULT '0', "completed_missions_count" integer NOT NULL DEFAULT '0', "points_calculated_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "uq_users_osu_id" ON "users"  ("osu_id") `);
    await q.query(`CREATE INDEX "idx_users_created" ON "users"  ("created_at") `);
    await q.query(`CREATE INDEX "idx_users_rank_total" ON "users"  ("rank", "total_points") `);
    await q.query(`CREATE INDEX "idx_users_total_points" ON "users"  ("total_points") `);
    await q.query(`CREATE TYPE "public"."artist_status" AS ENUM('public', 'private', 'playlist')`);
    await q.query(
      `CREATE TABLE "featured_artists" ("id" SERIAL NOT NULL, "osu_id" integer, "label" character varying(200) NOT NULL, "status" "public"."artist_status" NOT NULL DEFAULT 'private', "is_up_to_date" boolean NOT NULL DEFAULT false, "songs_timed" boolean NOT NULL DEFAULT false, "has_ranked_maps" boolean NOT NULL DEFAULT false, "has_new_songs" boolean NOT NULL DEFAULT false, "is_contacted" boolean NOT NULL DEFAULT false, "is_responded" boolean NOT NULL DEFAULT false, "is_rejected" boolean NOT NULL DEFAULT false, "contract_sent" boolean NOT NULL DEFAULT false, "artist_signed" boolean NOT NULL DEFAULT false, "ppy_paid" boolean NOT NULL DEFAULT false, "ppy_signed" boolean NOT NULL DEFAULT false, "songs_received" boolean NOT NULL DEFAULT false, "assets_received" boolean NOT NULL DEFAULT false, "is_momentum" boolean NOT NULL DEFAULT false, "permanently_dismiss" boolean NOT NULL DEFAULT false, "last_contacted" TIMESTAMP WITH TIME ZONE, "last_reviewed" TIMESTAMP WITH TIME ZONE, "projected_release" date, "notes" text, "reference_url" character varying(500), "osz_templates_url" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d380191374c9337371a8786b5b4" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_artists_status_osu" ON "featured_artists"  ("status", "osu_id") `);
    await q.query(
      `CREATE TABLE "featured_songs" ("id" SERIAL NOT NULL, "artist_id" integer NOT NULL, "artist_name" character varying(200) NOT NULL, "title" character varying(300) NOT NULL, "osz_url" character varying(500), "is_excluded_from_classified" boolean NOT NULL DEFAULT false, "tags" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2455765b93d8a792e5b7a8a4b7c" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_songs_artist" ON "featured_songs"  ("artist_id") `);
    await q.query(`CREATE TYPE "public"."beatmap_status" AS ENUM('WIP', 'Done', 'Qualified', 'Ranked')`);
    await q.query(`CREATE TYPE "public"."beatmap_mode" AS ENUM('osu', 'taiko', 'catch', 'mania', 'hybrid')`);
    await q.query(
      `CREATE TYPE "public"."task_name" AS ENUM('Easy', 'Normal', 'Hard', 'Insane', 'Expert', 'Hitsounds', 'Storyboard', 'Skin')`,
    );
    await q.query(
      `CREATE TABLE "beatmaps" ("id" SERIAL NOT NULL, "song_id" integer NOT NULL, "host_id" integer NOT NULL, "status" "public"."beatmap_status" NOT NULL DEFAULT 'WIP', "mode" "public"."beatmap_mode" NOT NULL DEFAULT 'osu', "url" character varying(500), "quest_id" integer, "mission_id" integer, "tasks_locked" "public"."task_name" array NOT NULL DEFAULT '{}', "is_showcase" boolean NOT NULL DEFAULT false, "queued_for_rank" boolean NOT NULL DEFAULT false, "invalid_for_points" boolean NOT NULL DEFAULT false, "invalid_reason" text, "skip_webhook" boolean NOT NULL DEFAULT false, "is_bundled" boolean NOT NULL DEFAULT false, "is_lame" boolean NOT NULL DEFAULT false, "length" integer, "ranked_date" TIMESTAMP WITH TIME ZONE, "submission_date" TIMESTAMP WITH TIME ZONE, "favorites" integer, "play_count" integer, "osu_synced_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_beatmaps_one_quest_or_mission" CHECK ("quest_id" IS NULL OR "mission_id" IS NULL), CONSTRAINT "PK_5d50a4f46c4e02de29a0bd93d38" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_beatmaps_song" ON "beatmaps"  ("song_id") `);
    await q.query(`CREATE INDEX "idx_beatmaps_mission" ON "beatmaps"  ("mission_id") `);
    await q.query(`CREATE INDEX "idx_beatmaps_quest" ON "beatmaps"  ("quest_id") `);
    await q.query(`CREATE INDEX "idx_beatmaps_created" ON "beatmaps"  ("created_at") `);
    await q.query(`CREATE INDEX "idx_beatmaps_mode_created" ON "beatmaps"  ("mode", "created_at") `);
    await q.query(`CREATE INDEX "idx_beatmaps_status_created" ON "beatmaps"  ("status", "created_at") `);
    await q.query(`CREATE INDEX "idx_beatmaps_host" ON "beatmaps"  ("host_id", "created_at") `);
    await q.query(`CREATE TYPE "public"."task_mode" AS ENUM('osu', 'taiko', 'catch', 'mania', 'sb', 'hs', 'skin')`);
    await q.query(`CREATE TYPE "public"."task_status" AS ENUM('WIP', 'Done')`);
    await q.query(
      `CREATE TABLE "tasks" ("id" SERIAL NOT NULL, "beatmap_id" integer NOT NULL, "name" "public"."task_name" NOT NULL, "mode" "public"."task_mode" NOT NULL, "status" "public"."task_status" NOT NULL DEFAULT 'WIP', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8d12ff38fcc62aaba2cab748772" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_tasks_beatmap" ON "tasks"  ("beatmap_id") `);
    await q.query(
      `CREATE TYPE "public"."quest_status" AS ENUM('pending', 'rejected', 'scheduled', 'open', 'wip', 'done', 'hidden')`,
    );
    await q.query(`CREATE TYPE "public"."game_mode" AS ENUM('osu', 'taiko', 'catch', 'mania')`);
    await q.query(
      `CREATE TABLE "quests" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "description_main" text NOT NULL DEFAULT '', "status" "public"."quest_status" NOT NULL DEFAULT 'open', "creator_id" integer, "price" integer NOT NULL DEFAULT '0', "required_mapsets" integer NOT NULL DEFAULT '1', "timeframe" bigint NOT NULL, "min_party" integer NOT NULL DEFAULT '1', "max_party" integer NOT NULL DEFAULT '1', "min_rank" integer NOT NULL DEFAULT '0', "artist_id" integer, "modes" "public"."game_mode" array NOT NULL DEFAULT '{osu,taiko,catch,mania}', "is_mbc" boolean NOT NULL DEFAULT false, "expiration" TIMESTAMP WITH TIME ZONE, "accepted" TIMESTAMP WITH TIME ZONE, "deadline" TIMESTAMP WITH TIME ZONE, "completed" TIMESTAMP WITH TIME ZONE, "queued_for_completion" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a037497017b64f530fe09c75364" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_quests_created" ON "quests"  ("created_at") `);
    await q.query(`CREATE INDEX "idx_quests_creator" ON "quests"  ("creator_id") `);
    await q.query(`CREATE INDEX "idx_quests_artist" ON "quests"  ("artist_id") `);
    await q.query(`CREATE INDEX "idx_quests_status_created" ON "quests"  ("status", "created_at") `);
    await q.query(
      `CREATE TABLE "parties" ("id" SERIAL NOT NULL, "quest_id" integer NOT NULL, "leader_id" integer NOT NULL, "lock" boolean NOT NULL DEFAULT false, "modes" "public"."game_mode" array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_da698299dca60d55f0050dde935" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_parties_quest" ON "parties"  ("quest_id") `);
    await q.query(
      `CREATE TABLE "party_members" ("party_id" integer NOT NULL, "user_id" integer NOT NULL, "quest_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8183352bca7f274c96e1f53174c" PRIMARY KEY ("party_id", "user_id"))`,
    );
    await q.query(`CREATE INDEX "idx_party_members_user" ON "party_members"  ("user_id") `);
    await q.query(`CREATE UNIQUE INDEX "uq_party_members_quest_user" ON "party_members"  ("quest_id", "user_id") `);
    await q.query(
      `CREATE TABLE "party_invites" ("party_id" integer NOT NULL, "user_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9524c64a318e33bc86277041520" PRIMARY KEY ("party_id", "user_id"))`,
    );
    await q.query(`CREATE INDEX "idx_party_invites_user" ON "party_invites"  ("user_id") `);
    await q.query(`CREATE TYPE "public"."mission_status" AS ENUM('open', 'closed', 'hidden')`);
    await q.query(
      `CREATE TABLE "missions" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "tier" smallint NOT NULL, "status" "public"."mission_status" NOT NULL DEFAULT 'hidden', "objective" text NOT NULL, "win_condition" text NOT NULL DEFAULT '', "additional_requirement" text, "deadline" TIMESTAMP WITH TIME ZONE NOT NULL, "modes" "public"."game_mode" array NOT NULL DEFAULT '{osu,taiko,catch,mania}', "opening_announced" boolean NOT NULL DEFAULT false, "closing_announced" boolean NOT NULL DEFAULT false, "has_lame_winners" boolean NOT NULL DEFAULT false, "is_showcase_mission" boolean NOT NULL DEFAULT false, "is_artist_showcase" boolean NOT NULL DEFAULT false, "is_genre_showcase" boolean NOT NULL DEFAULT false, "is_separate" boolean NOT NULL DEFAULT false, "is_osu_original" boolean NOT NULL DEFAULT false, "is_unique_to_ranked" boolean NOT NULL DEFAULT false, "is_unique_artist_to_ranked" boolean NOT NULL DEFAULT false, "all_mappers_win" boolean NOT NULL DEFAULT false, "remaining_artists" integer NOT NULL DEFAULT '0', "genre_options" text array NOT NULL DEFAULT '{}', "user_maximum_ranked_beatmaps_count" integer, "user_maximum_global_rank" integer, "user_minimum_rank" smallint, "user_maximum_pp" integer, "user_minimum_pp" integer, "beatmap_earliest_submission_date" TIMESTAMP WITH TIME ZONE, "beatmap_latest_submission_date" TIMESTAMP WITH TIME ZONE, "beatmap_minimum_favorites" integer, "beatmap_minimum_play_count" integer, "beatmap_difficulties" "public"."task_name" array NOT NULL DEFAULT '{}', "beatmap_minimum_length" integer, "beatmap_maximum_length" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_787aebb1ac5923c9904043c6309" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_missions_deadline" ON "missions"  ("status", "deadline") `);
    await q.query(`CREATE INDEX "idx_missions_status_tier" ON "missions"  ("status", "tier", "name") `);
    await q.query(`CREATE TYPE "public"."showcase_kind" AS ENUM('song', 'artist')`);
    await q.query(
      `CREATE TABLE "showcase_assignments" ("id" SERIAL NOT NULL, "mission_id" integer NOT NULL, "user_id" integer NOT NULL, "kind" "public"."showcase_kind" NOT NULL, "song_id" integer, "artist_id" integer, "rerolls" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_showcase_assignment_target" CHECK (("kind" = 'song' AND "song_id" IS NOT NULL) OR ("kind" = 'artist' AND "artist_id" IS NOT NULL)), CONSTRAINT "PK_5e58b044e03485d7925ca2d80a3" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_showcase_assignment_song" ON "showcase_assignments"  ("mission_id", "song_id") `);
    await q.query(`CREATE UNIQUE INDEX "uq_showcase_assignment" ON "showcase_assignments"  ("mission_id", "user_id", "kind") `);
    await q.query(
      `CREATE TABLE "user_rolled_artists" ("user_id" integer NOT NULL, "artist_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5ef75cd8889e6b6c05b7cc0c375" PRIMARY KEY ("user_id", "artist_id"))`,
    );
    await q.query(
      `CREATE TYPE "public"."spend_category" AS ENUM('acceptQuest', 'extendDeadline', 'reopenQuest', 'createQuest', 'rerollShowcaseMissionSong', 'rerollShowcaseMissionArtist', 'rerollShowcaseMissionSongByTag', 'refund')`,
    );
    await q.query(
      `CREATE TABLE "spent_points" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "category" "public"."spend_category" NOT NULL, "amount" numeric(10,2) NOT NULL, "reason" character varying(300) NOT NULL DEFAULT '', "quest_id" integer, "mission_id" integer, "idempotency_key" character varying(100), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_038a15da9d56a7933d977817262" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "uq_spent_points_idempotency" ON "spent_points"  ("idempotency_key") WHERE "idempotency_key" IS NOT NULL`,
    );
    await q.query(`CREATE INDEX "idx_spent_points_user_mission_cat" ON "spent_points"  ("user_id", "mission_id", "category") `);
    await q.query(`CREATE INDEX "idx_spent_points_user_created" ON "spent_points"  ("user_id", "created_at") `);
    await q.query(
      `CREATE TYPE "public"."log_category" AS ENUM('beatmap', 'quest', 'party', 'user', 'artist', 'mission', 'error', 'mentorship', 'contest')`,
    );
    await q.query(
      `CREATE TABLE "logs" ("id" SERIAL NOT NULL, "user_id" integer, "action" text NOT NULL, "category" "public"."log_category" NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fb1b805f2f7795de79fa69340ba" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_logs_user" ON "logs"  ("user_id") `);
    await q.query(`CREATE INDEX "idx_logs_created_id" ON "logs"  ("created_at", "id") `);
    await q.query(
      `CREATE TABLE "sessions" ("sid" character varying(100) NOT NULL, "sess" jsonb NOT NULL, "user_id" integer, "expire" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_e2d6172ca19b8ebef797c362b05" PRIMARY KEY ("sid"))`,
    );
    await q.query(`CREATE INDEX "idx_sessions_user" ON "sessions"  ("user_id") `);
    await q.query(`CREATE INDEX "idx_sessions_expire" ON "sessions"  ("expire") `);
    await q.query(
      `CREATE TABLE "scheduled_jobs" ("name" character varying(100) NOT NULL, "schedule" character varying(100) NOT NULL, "next_run_at" TIMESTAMP WITH TIME ZONE NOT NULL, "locked_by" character varying(100), "locked_until" TIMESTAMP WITH TIME ZONE, "last_started_at" TIMESTAMP WITH TIME ZONE, "last_finished_at" TIMESTAMP WITH TIME ZONE, "last_status" character varying(20), CONSTRAINT "PK_5c795bbd339d082a44c10f1bb4c" PRIMARY KEY ("name"))`,
    );
    await q.query(
      `CREATE TABLE "job_runs" ("id" SERIAL NOT NULL, "job_name" character varying(100) NOT NULL, "slot" TIMESTAMP WITH TIME ZONE NOT NULL, "instance" character varying(100) NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "finished_at" TIMESTAMP WITH TIME ZONE, "status" character varying(20) NOT NULL, "summary" text, "error" text, CONSTRAINT "PK_4d0012c04fcfc287550b76be7e9" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "uq_job_runs_slot" ON "job_runs"  ("job_name", "slot") `);
    await q.query(`CREATE INDEX "idx_job_runs_name_started" ON "job_runs"  ("job_name", "started_at") `);
    await q.query(
      `CREATE TABLE "artist_showcase_mappers" ("artist_id" integer NOT NULL, "user_id" integer NOT NULL, CONSTRAINT "PK_c6a0a9fe72a83cef8bbcea71202" PRIMARY KEY ("artist_id", "user_id"))`,
    );
    await q.query(`CREATE INDEX "IDX_c08e35a0533082779e53bd44cc" ON "artist_showcase_mappers"  ("artist_id") `);
    await q.query(`CREATE INDEX "IDX_c1991da6f300b362050e5afffe" ON "artist_showcase_mappers"  ("user_id") `);
    await q.query(
      `CREATE TABLE "song_showcase_mappers" ("song_id" integer NOT NULL, "user_id" integer NOT NULL, CONSTRAINT "PK_6589670f514de31a639aa9c1996" PRIMARY KEY ("song_id", "user_id"))`,
    );
    await q.query(`CREATE INDEX "IDX_b1a43198f2a6d5a0c71db95c67" ON "song_showcase_mappers"  ("song_id") `);
    await q.query(`CREATE INDEX "IDX_7ea79393d0dcd22afb948453e1" ON "song_showcase_mappers"  ("user_id") `);
    await q.query(
      `CREATE TABLE "beatmap_modders" ("beatmap_id" integer NOT NULL, "user_id" integer NOT NULL, CONSTRAINT "PK_951350f9105c7c7f9cf771a1a39" PRIMARY KEY ("beatmap_id", "user_id"))`,
    );
    await q.query(`CREATE INDEX "IDX_aa9fba7108e2bc97c24db63632" ON "beatmap_modders"  ("beatmap_id") `);
    await q.query(`CREATE INDEX "IDX_1910573b95e194710cec719943" ON "beatmap_modders"  ("user_id") `);
    await q.query(
      `CREATE TABLE "beatmap_bns" ("beatmap_id" integer NOT NULL, "user_id" integer NOT NULL, CONSTRAINT "PK_46e13ce3c3830c4562de1225dd1" PRIMARY KEY ("beatmap_id", "user_id"))`,
    );
    await q.query(`CREATE INDEX "IDX_77510676b8d1a7b36b16de4d01" ON "beatmap_bns"  ("beatmap_id") `);
    await q.query(`CREATE INDEX "IDX_255f1242a2eaae4af3ce9d4906" ON "beatmap_bns"  ("user_id") `);
    await q.query(
      `CREATE TABLE "task_mappers" ("task_id" integer NOT NULL, "user_id" integer NOT NULL, CONSTRAINT "PK_aff74522285c2faff9f4eb3c677" PRIMARY KEY ("task_id", "user_id"))`,
    );
    await q.query(`CREATE INDEX "IDX_e84b1152273d6dad078634e97e" ON "task_mappers"  ("task_id") `);
    await q.query(`CREATE INDEX "IDX_9d227ac3ded2d3a43393db11ee" ON "task_mappers"  ("user_id") `);
    await q.query(
      `CREATE TABLE "mission_artists" ("mission_id" integer NOT NULL, "artist_id" integer NOT NULL, CONSTRAINT "PK_93c1fb4abf4f45b38042e248061" PRIMARY KEY ("mission_id", "artist_id"))`,
    );
    await q.query(`CREATE INDEX "IDX_3abb2cb6a412fb034038bebc1a" ON "mission_artists"  ("mission_id") `);
    await q.query(`CREATE INDEX "IDX_8c9103a42dc90cc2174bd264ef" ON "mission_artists"  ("artist_id") `);
    await q.query(
      `CREATE TABLE "mission_winners" ("mission_id" integer NOT NULL, "beatmap_id" integer NOT NULL, CONSTRAINT "PK_4e3ca0e0433162738deec9c4315" PRIMARY KEY ("mission_id", "beatmap_id"))`,
    );
    await q.query(`CREATE INDEX "IDX_427cfb90f2e3de095b53ad2421" ON "mission_winners"  ("mission_id") `);
    await q.query(`CREATE INDEX "IDX_8b86853bde26725b8679305777" ON "mission_winners"  ("beatmap_id") `);
    await q.query(
      `CREATE TABLE "mission_invalid_beatmaps" ("mission_id" integer NOT NULL, "beatmap_id" integer NOT NULL, CONSTRAINT "PK_5df52f5ccb7675e0190d8a4a6ba" PRIMARY KEY ("mission_id", "beatmap_id"))`,
    );
    await q.query(`CREATE INDEX "IDX_5716cb938695f3a36f9acca9db" ON "mission_invalid_beatmaps"  ("mission_id") `);
    await q.query(`CREATE INDEX "IDX_89ec450e64424d3f8a25bd732e" ON "mission_invalid_beatmaps"  ("beatmap_id") `);
    await q.query(
      `ALTER TABLE "featured_songs" ADD CONSTRAINT "FK_b89daac704b40a84165384033b5" FOREIGN KEY ("artist_id") REFERENCES "featured_artists"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "beatmaps" ADD CONSTRAINT "FK_4c7cce84843b77fc95b861839a8" FOREIGN KEY ("song_id") REFERENCES "featured_songs"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "beatmaps" ADD CONSTRAINT "FK_6e6b86f80e3b817ea38db6bbdd8" FOREIGN KEY ("host_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "beatmaps" ADD CONSTRAINT "FK_b11e8a2a255a6e2f6f37ecda12e" FOREIGN KEY ("quest_id") REFERENCES "quests"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "beatmaps" ADD CONSTRAINT "FK_2ebebc1ef704f4faf975ad30b22" FOREIGN KEY ("mission_id") REFERENCES "missions"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "FK_8d345f6b82a41fd48d20e1d66a0" FOREIGN KEY ("beatmap_id") REFERENCES "beatmaps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "quests" ADD CONSTRAINT "FK_a50fb21f6c2a65d17821ede1d30" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "quests" ADD CONSTRAINT "FK_f1bf150ad6a634fd4f77d9e8c74" FOREIGN KEY ("artist_id") REFERENCES "featured_artists"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "parties" ADD CONSTRAINT "FK_f5deef7b2540466a9036d3bfd58" FOREIGN KEY ("quest_id") REFERENCES "quests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "parties" ADD CONSTRAINT "FK_4d0844784c27ccc9c32cde51085" FOREIGN KEY ("leader_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "party_members" ADD CONSTRAINT "FK_dbbff6593274841bcfc91adbc51" FOREIGN KEY ("party_id") REFERENCES "parties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "party_members" ADD CONSTRAINT "FK_3dcc38b247864e98e3e86e18f6d" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "party_members" ADD CONSTRAINT "FK_e4b6466a20c4f14dd4053ec2586" FOREIGN KEY ("quest_id") REFERENCES "quests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "party_invites" ADD CONSTRAINT "FK_e1d32e046fdbc037eab5a948b7a" FOREIGN KEY ("party_id") REFERENCES "parties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "party_invites" ADD CONSTRAINT "FK_7f2c876fae518f527bc90b927cb" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "showcase_assignments" ADD CONSTRAINT "FK_b3fc4bef96bf024a81efc4832df" FOREIGN KEY ("mission_id") REFERENCES "missions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "showcase_assignments" ADD CONSTRAINT "FK_65d872f1e44ea44ad55752d8d46" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "showcase_assignments" ADD CONSTRAINT "FK_503ba9006d0ff98a901216acc54" FOREIGN KEY ("song_id") REFERENCES "featured_songs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "showcase_assignments" ADD CONSTRAINT "FK_a5768fe76f885ab933ddc5a7085" FOREIGN KEY ("artist_id") REFERENCES "featured_artists"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "user_rolled_artists" ADD CONSTRAINT "FK_305778026b6cef48c1f45f4cf5a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "user_rolled_artists" ADD CONSTRAINT "FK_210a58339a51362b7ff12f4624e" FOREIGN KEY ("artist_id") REFERENCES "featured_artists"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "spent_points" ADD CONSTRAINT "FK_28f6f2cdbc84abf02e03c95709c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "spent_points" ADD CONSTRAINT "FK_ac9ec795aeb60538ccd2b05d759" FOREIGN KEY ("quest_id") REFERENCES "quests"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "spent_points" ADD CONSTRAINT "FK_eaa27dcee70bfa64f1e90246c34" FOREIGN KEY ("mission_id") REFERENCES "missions"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "logs" ADD CONSTRAINT "FK_70c2c3d40d9f661ac502de51349" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "artist_showcase_mappers" ADD CONSTRAINT "FK_c08e35a0533082779e53bd44cce" FOREIGN KEY ("artist_id") REFERENCES "featured_artists"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "artist_showcase_mappers" ADD CONSTRAINT "FK_c1991da6f300b362050e5afffe9" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "song_showcase_mappers" ADD CONSTRAINT "FK_b1a43198f2a6d5a0c71db95c679" FOREIGN KEY ("song_id") REFERENCES "featured_songs"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "song_showcase_mappers" ADD CONSTRAINT "FK_7ea79393d0dcd22afb948453e14" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "beatmap_modders" ADD CONSTRAINT "FK_aa9fba7108e2bc97c24db636320" FOREIGN KEY ("beatmap_id") REFERENCES "beatmaps"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "beatmap_modders" ADD CONSTRAINT "FK_1910573b95e194710cec719943c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "beatmap_bns" ADD CONSTRAINT "FK_77510676b8d1a7b36b16de4d013" FOREIGN KEY ("beatmap_id") REFERENCES "beatmaps"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "beatmap_bns" ADD CONSTRAINT "FK_255f1242a2eaae4af3ce9d49064" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "task_mappers" ADD CONSTRAINT "FK_e84b1152273d6dad078634e97ee" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "task_mappers" ADD CONSTRAINT "FK_9d227ac3ded2d3a43393db11ee4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "mission_artists" ADD CONSTRAINT "FK_3abb2cb6a412fb034038bebc1a9" FOREIGN KEY ("mission_id") REFERENCES "missions"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "mission_artists" ADD CONSTRAINT "FK_8c9103a42dc90cc2174bd264ef8" FOREIGN KEY ("artist_id") REFERENCES "featured_artists"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "mission_winners" ADD CONSTRAINT "FK_427cfb90f2e3de095b53ad2421a" FOREIGN KEY ("mission_id") REFERENCES "missions"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "mission_winners" ADD CONSTRAINT "FK_8b86853bde26725b8679305777f" FOREIGN KEY ("beatmap_id") REFERENCES "beatmaps"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "mission_invalid_beatmaps" ADD CONSTRAINT "FK_5716cb938695f3a36f9acca9db2" FOREIGN KEY ("mission_id") REFERENCES "missions"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "mission_invalid_beatmaps" ADD CONSTRAINT "FK_89ec450e64424d3f8a25bd732e8" FOREIGN KEY ("beatmap_id") REFERENCES "beatmaps"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "mission_invalid_beatmaps" DROP CONSTRAINT "FK_89ec450e64424d3f8a25bd732e8"`);
    await q.query(`ALTER TABLE "mission_invalid_beatmaps" DROP CONSTRAINT "FK_5716cb938695f3a36f9acca9db2"`);
    await q.query(`ALTER TABLE "mission_winners" DROP CONSTRAINT "FK_8b86853bde26725b8679305777f"`);
    await q.query(`ALTER TABLE "mission_winners" DROP CONSTRAINT "FK_427cfb90f2e3de095b53ad2421a"`);
    await q.query(`ALTER TABLE "mission_artists" DROP CONSTRAINT "FK_8c9103a42dc90cc2174bd264ef8"`);
    await q.query(`ALTER TABLE "mission_artists" DROP CONSTRAINT "FK_3abb2cb6a412fb034038bebc1a9"`);
    await q.query(`ALTER TABLE "task_mappers" DROP CONSTRAINT "FK_9d227ac3ded2d3a43393db11ee4"`);
    await q.query(`ALTER TABLE "task_mappers" DROP CONSTRAINT "FK_e84b1152273d6dad078634e97ee"`);
    await q.query(`ALTER TABLE "beatmap_bns" DROP CONSTRAINT "FK_255f1242a2eaae4af3ce9d49064"`);
    await q.query(`ALTER TABLE "beatmap_bns" DROP CONSTRAINT "FK_77510676b8d1a7b36b16de4d013"`);
    await q.query(`ALTER TABLE "beatmap_modders" DROP CONSTRAINT "FK_1910573b95e194710cec719943c"`);
    await q.query(`ALTER TABLE "beatmap_modders" DROP CONSTRAINT "FK_aa9fba7108e2bc97c24db636320"`);
    await q.query(`ALTER TABLE "song_showcase_mappers" DROP CONSTRAINT "FK_7ea79393d0dcd22afb948453e14"`);
    await q.query(`ALTER TABLE "song_showcase_mappers" DROP CONSTRAINT "FK_b1a43198f2a6d5a0c71db95c679"`);
    await q.query(`ALTER TABLE "artist_showcase_mappers" DROP CONSTRAINT "FK_c1991da6f300b362050e5afffe9"`);
    await q.query(`ALTER TABLE "artist_showcase_mappers" DROP CONSTRAINT "FK_c08e35a0533082779e53bd44cce"`);
    await q.query(`ALTER TABLE "logs" DROP CONSTRAINT "FK_70c2c3d40d9f661ac502de51349"`);
    await q.query(`ALTER TABLE "spent_points" DROP CONSTRAINT "FK_eaa27dcee70bfa64f1e90246c34"`);
    await q.query(`ALTER TABLE "spent_points" DROP CONSTRAINT "FK_ac9ec795aeb60538ccd2b05d759"`);
    await q.query(`ALTER TABLE "spent_points" DROP CONSTRAINT "FK_28f6f2cdbc84abf02e03c95709c"`);
    await q.query(`ALTER TABLE "user_rolled_artists" DROP CONSTRAINT "FK_210a58339a51362b7ff12f4624e"`);
    await q.query(`ALTER TABLE "user_rolled_artists" DROP CONSTRAINT "FK_305778026b6cef48c1f45f4cf5a"`);
    await q.query(`ALTER TABLE "showcase_assignments" DROP CONSTRAINT "FK_a5768fe76f885ab933ddc5a7085"`);
    await q.query(`ALTER TABLE "showcase_assignments" DROP CONSTRAINT "FK_503ba9006d0ff98a901216acc54"`);
    await q.query(`ALTER TABLE "showcase_assignments" DROP CONSTRAINT "FK_65d872f1e44ea44ad55752d8d46"`);
    await q.query(`ALTER TABLE "showcase_assignments" DROP CONSTRAINT "FK_b3fc4bef96bf024a81efc4832df"`);
    await q.query(`ALTER TABLE "party_invites" DROP CONSTRAINT "FK_7f2c876fae518f527bc90b927cb"`);
    await q.query(`ALTER TABLE "party_invites" DROP CONSTRAINT "FK_e1d32e046fdbc037eab5a948b7a"`);
    await q.query(`ALTER TABLE "party_members" DROP CONSTRAINT "FK_e4b6466a20c4f14dd4053ec2586"`);
    await q.query(`ALTER TABLE "party_members" DROP CONSTRAINT "FK_3dcc38b247864e98e3e86e18f6d"`);
    await q.query(`ALTER TABLE "party_members" DROP CONSTRAINT "FK_dbbff6593274841bcfc91adbc51"`);
    await q.query(`ALTER TABLE "parties" DROP CONSTRAINT "FK_4d0844784c27ccc9c32cde51085"`);
    await q.query(`ALTER TABLE "parties" DROP CONSTRAINT "FK_f5deef7b2540466a9036d3bfd58"`);
    await q.query(`ALTER TABLE "quests" DROP CONSTRAINT "FK_f1bf150ad6a634fd4f77d9e8c74"`);
    await q.query(`ALTER TABLE "quests" DROP CONSTRAINT "FK_a50fb21f6c2a65d17821ede1d30"`);
    await q.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_8d345f6b82a41fd48d20e1d66a0"`);
    await q.query(`ALTER TABLE "beatmaps" DROP CONSTRAINT "FK_2ebebc1ef704f4faf975ad30b22"`);
    await q.query(`ALTER TABLE "beatmaps" DROP CONSTRAINT "FK_b11e8a2a255a6e2f6f37ecda12e"`);
    await q.query(`ALTER TABLE "beatmaps" DROP CONSTRAINT "FK_6e6b86f80e3b817ea38db6bbdd8"`);
    await q.query(`ALTER TABLE "beatmaps" DROP CONSTRAINT "FK_4c7cce84843b77fc95b861839a8"`);
    await q.query(`ALTER TABLE "featured_songs" DROP CONSTRAINT "FK_b89daac704b40a84165384033b5"`);
    await q.query(`DROP INDEX "public"."IDX_89ec450e64424d3f8a25bd732e"`);
    await q.query(`DROP INDEX "public"."IDX_5716cb938695f3a36f9acca9db"`);
    await q.query(`DROP TABLE "mission_invalid_beatmaps"`);
    await q.query(`DROP INDEX "public"."IDX_8b86853bde26725b8679305777"`);
    await q.query(`DROP INDEX "public"."IDX_427cfb90f2e3de095b53ad2421"`);
    await q.query(`DROP TABLE "mission_winners"`);
    await q.query(`DROP INDEX "public"."IDX_8c9103a42dc90cc2174bd264ef"`);
    await q.query(`DROP INDEX "public"."IDX_3abb2cb6a412fb034038bebc1a"`);
    await q.query(`DROP TABLE "mission_artists"`);
    await q.query(`DROP INDEX "public"."IDX_9d227ac3ded2d3a43393db11ee"`);
    await q.query(`DROP INDEX "public"."IDX_e84b1152273d6dad078634e97e"`);
    await q.query(`DROP TABLE "task_mappers"`);
    await q.query(`DROP INDEX "public"."IDX_255f1242a2eaae4af3ce9d4906"`);
    await q.query(`DROP INDEX "public"."IDX_77510676b8d1a7b36b16de4d01"`);
    await q.query(`DROP TABLE "beatmap_bns"`);
    await q.query(`DROP INDEX "public"."IDX_1910573b95e194710cec719943"`);
    await q.query(`DROP INDEX "public"."IDX_aa9fba7108e2bc97c24db63632"`);
    await q.query(`DROP TABLE "beatmap_modders"`);
    await q.query(`DROP INDEX "public"."IDX_7ea79393d0dcd22afb948453e1"`);
    await q.query(`DROP INDEX "public"."IDX_b1a43198f2a6d5a0c71db95c67"`);
    await q.query(`DROP TABLE "song_showcase_mappers"`);
    await q.query(`DROP INDEX "public"."IDX_c1991da6f300b362050e5afffe"`);
    await q.query(`DROP INDEX "public"."IDX_c08e35a0533082779e53bd44cc"`);
    await q.query(`DROP TABLE "artist_showcase_mappers"`);
    await q.query(`DROP INDEX "public"."idx_job_runs_name_started"`);
    await q.query(`DROP INDEX "public"."uq_job_runs_slot"`);
    await q.query(`DROP TABLE "job_runs"`);
    await q.query(`DROP TABLE "scheduled_jobs"`);
    await q.query(`DROP INDEX "public"."idx_sessions_expire"`);
    await q.query(`DROP INDEX "public"."idx_sessions_user"`);
    await q.query(`DROP TABLE "sessions"`);
    await q.query(`DROP INDEX "public"."idx_logs_created_id"`);
    await q.query(`DROP INDEX "public"."idx_logs_user"`);
    await q.query(`DROP TABLE "logs"`);
    await q.query(`DROP TYPE "public"."log_category"`);
    await q.query(`DROP INDEX "public"."idx_spent_points_user_created"`);
    await q.query(`DROP INDEX "public"."idx_spent_points_user_mission_cat"`);
    await q.query(`DROP INDEX "public"."uq_spent_points_idempotency"`);
    await q.query(`DROP TABLE "spent_points"`);
    await q.query(`DROP TYPE "public"."spend_category"`);
    await q.query(`DROP TABLE "user_rolled_artists"`);
    await q.query(`DROP INDEX "public"."uq_showcase_assignment"`);
    await q.query(`DROP INDEX "public"."idx_showcase_assignment_song"`);
    await q.query(`DROP TABLE "showcase_assignments"`);
    await q.query(`DROP TYPE "public"."showcase_kind"`);
    await q.query(`DROP INDEX "public"."idx_missions_status_tier"`);
    await q.query(`DROP INDEX "public"."idx_missions_deadline"`);
    await q.query(`DROP TABLE "missions"`);
    await q.query(`DROP TYPE "public"."mission_status"`);
    await q.query(`DROP INDEX "public"."idx_party_invites_user"`);
    await q.query(`DROP TABLE "party_invites"`);
    await q.query(`DROP INDEX "public"."uq_party_members_quest_user"`);
    await q.query(`DROP INDEX "public"."idx_party_members_user"`);
    await q.query(`DROP TABLE "party_members"`);
    await q.query(`DROP INDEX "public"."idx_parties_quest"`);
    await q.query(`DROP TABLE "parties"`);
    await q.query(`DROP INDEX "public"."idx_quests_status_created"`);
    await q.query(`DROP INDEX "public"."idx_quests_artist"`);
    await q.query(`DROP INDEX "public"."idx_quests_creator"`);
    await q.query(`DROP INDEX "public"."idx_quests_created"`);
    await q.query(`DROP TABLE "quests"`);
    await q.query(`DROP TYPE "public"."game_mode"`);
    await q.query(`DROP TYPE "public"."quest_status"`);
    await q.query(`DROP INDEX "public"."idx_tasks_beatmap"`);
    await q.query(`DROP TABLE "tasks"`);
    await q.query(`DROP TYPE "public"."task_status"`);
    await q.query(`DROP TYPE "public"."task_mode"`);
    await q.query(`DROP INDEX "public"."idx_beatmaps_host"`);
    await q.query(`DROP INDEX "public"."idx_beatmaps_status_created"`);
    await q.query(`DROP INDEX "public"."idx_beatmaps_mode_created"`);
    await q.query(`DROP INDEX "public"."idx_beatmaps_created"`);
    await q.query(`DROP INDEX "public"."idx_beatmaps_quest"`);
    await q.query(`DROP INDEX "public"."idx_beatmaps_mission"`);
    await q.query(`DROP INDEX "public"."idx_beatmaps_song"`);
    await q.query(`DROP TABLE "beatmaps"`);
    await q.query(`DROP TYPE "public"."task_name"`);
    await q.query(`DROP TYPE "public"."beatmap_mode"`);
    await q.query(`DROP TYPE "public"."beatmap_status"`);
    await q.query(`DROP INDEX "public"."idx_songs_artist"`);
    await q.query(`DROP TABLE "featured_songs"`);
    await q.query(`DROP INDEX "public"."idx_artists_status_osu"`);
    await q.query(`DROP TABLE "featured_artists"`);
    await q.query(`DROP TYPE "public"."artist_status"`);
    await q.query(`DROP INDEX "public"."idx_users_total_points"`);
    await q.query(`DROP INDEX "public"."idx_users_rank_total"`);
    await q.query(`DROP INDEX "public"."idx_users_created"`);
    await q.query(`DROP INDEX "public"."uq_users_osu_id"`);
    await q.query(`DROP TABLE "users"`);
    await q.query(`DROP TYPE "public"."user_group"`);
  }
}
