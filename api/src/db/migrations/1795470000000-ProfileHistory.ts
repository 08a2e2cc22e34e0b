import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What a member completed, as the points engine counts it (modules/profiles/README.md): quests, priority quests won
 * and priority quests won through a guest difficulty. Every points recalculation rewrites a member's rows
 * (modules/points/points.service.ts); these statements fill them once for members recalculated before this table
 * existed, with the engine's rules (points-engine.rules.ts) written in SQL — `profile-history.service.test.ts` holds
 * both to the same answer.
 */
export const BACKFILL_COMPLETED_QUESTS = `
  INSERT INTO "user_completed_quests" ("user_id", "quest_id")
  SELECT DISTINCT tm.user_id, q.id
    FROM task_mappers tm
    JOIN tasks t ON t.id = tm.task_id
    JOIN beatmaps b ON b.id = t.beatmap_id AND b.status = 'Ranked' AND NOT b.invalid_for_points
    JOIN quests q ON q.id = b.quest_id AND q.status = 'done'
  ON CONFLICT DO NOTHING`;

export const BACKFILL_COMPLETED_MISSIONS = `
  INSERT INTO "user_completed_missions" ("user_id", "mission_id", "as_guest")
  SELECT tm.user_id, mi.id, NOT bool_or(b.host_id = tm.user_id OR mi.all_mappers_win)
    FROM task_mappers tm
    JOIN tasks t ON t.id = tm.task_id AND t.name IN ('Easy', 'Normal', 'Hard', 'Insane', 'Expert')
    JOIN beatmaps b ON b.id = t.beatmap_id AND b.status = 'Ranked' AND NOT b.invalid_for_points
    JOIN missions mi ON mi.id = b.mission_id AND mi.status = 'closed' AND mi.closing_announced
    JOIN mission_winners w ON w.mission_id = mi.id AND w.beatmap_id = b.id
   WHERE NOT EXISTS (SELECT 1 FROM mission_invalid_beatmaps ib WHERE ib.mission_id = mi.id AND ib.beatmap_id = b.id)
     AND NOT EXISTS (SELECT 1 FROM quests q WHERE q.id = b.quest_id AND q.status = 'done')
   GROUP BY tm.user_id, mi.id
  ON CONFLICT DO NOTHING`;

export class ProfileHistory1795470000000 implements MigrationInterface {
  name = "ProfileHistory1795470000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "user_completed_quests" (
      "user_id" integer NOT NULL,
      "quest_id" integer NOT NULL,
      CONSTRAINT "PK_dec032c81074644156fc08f1774" PRIMARY KEY ("user_id", "quest_id"),
      CONSTRAINT "FK_c8f88b7592d8b019cdc35786b3b" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT "FK_cb3b2bf26e57acbbefcef868ec6" FOREIGN KEY ("quest_id") REFERENCES "quests"("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE INDEX "idx_user_completed_quests_quest" ON "user_completed_quests" ("quest_id")`);
    await q.query(`CREATE TABLE "user_completed_missions" (
      "user_id" integer NOT NULL,
      "mission_id" integer NOT NULL,
      "as_guest" boolean NOT NULL,
      CONSTRAINT "PK_9dbaef402e0a6148ecc5e4e9ddf" PRIMARY KEY ("user_id", "mission_id"),
      CONSTRAINT "FK_86832cfb24f8f5d2d822dfff77c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT "FK_7078dabd5081a499248d5bb8c7c" FOREIGN KEY ("mission_id") REFERENCES "missions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE INDEX "idx_user_completed_missions_mission" ON "user_completed_missions" ("mission_id")`);
    await q.query(BACKFILL_COMPLETED_QUESTS);
    await q.query(BACKFILL_COMPLETED_MISSIONS);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "user_completed_missions"`);
    await q.query(`DROP TABLE "user_completed_quests"`);
  }
}
