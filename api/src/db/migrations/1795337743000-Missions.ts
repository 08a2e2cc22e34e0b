import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Missions: genre-showcase entries (one per user and mission; confidential) and the songs handed out in them
 * (slot 0-2 = current, slot null = rerolled away, never offered again to that user).
 */
export class Missions1795337743000 implements MigrationInterface {
  name = "Missions1795337743000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "showcase_genre_entries" ("id" SERIAL NOT NULL, "mission_id" integer NOT NULL, "user_id" integer NOT NULL, "tag" character varying(50) NOT NULL, "rerolls" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_10267d1fc2274ef75199cf18dd3" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "uq_showcase_genre_entry" ON "showcase_genre_entries" ("mission_id", "user_id") `);
    await q.query(
      `CREATE TABLE "showcase_genre_songs" ("entry_id" integer NOT NULL, "song_id" integer NOT NULL, "slot" smallint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_showcase_genre_slot" CHECK ("slot" IS NULL OR ("slot" >= 0 AND "slot" <= 2)), CONSTRAINT "PK_a5f90c20b72577358702e2261c5" PRIMARY KEY ("entry_id", "song_id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "uq_showcase_genre_slot" ON "showcase_genre_songs" ("entry_id", "slot") WHERE "slot" IS NOT NULL`,
    );
    await q.query(
      `ALTER TABLE "showcase_genre_entries" ADD CONSTRAINT "FK_e0aba408355fdb6767558533fba" FOREIGN KEY ("mission_id") REFERENCES "missions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "showcase_genre_entries" ADD CONSTRAINT "FK_9e8b842ba0e97b7561dd98fde56" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "showcase_genre_songs" ADD CONSTRAINT "FK_3ddd5e44d861441a97c18e97f4c" FOREIGN KEY ("entry_id") REFERENCES "showcase_genre_entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "showcase_genre_songs" ADD CONSTRAINT "FK_b3b307ea959b10d39087563ac50" FOREIGN KEY ("song_id") REFERENCES "featured_songs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "showcase_genre_songs" DROP CONSTRAINT "FK_b3b307ea959b10d39087563ac50"`);
    await q.query(`ALTER TABLE "showcase_genre_songs" DROP CONSTRAINT "FK_3ddd5e44d861441a97c18e97f4c"`);
    await q.query(`ALTER TABLE "showcase_genre_entries" DROP CONSTRAINT "FK_9e8b842ba0e97b7561dd98fde56"`);
    await q.query(`ALTER TABLE "showcase_genre_entries" DROP CONSTRAINT "FK_e0aba408355fdb6767558533fba"`);
    await q.query(`DROP INDEX "public"."uq_showcase_genre_slot"`);
    await q.query(`DROP TABLE "showcase_genre_songs"`);
    await q.query(`DROP INDEX "public"."uq_showcase_genre_entry"`);
    await q.query(`DROP TABLE "showcase_genre_entries"`);
  }
}
