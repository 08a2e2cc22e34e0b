import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Domain events and personal notifications (core/events.ts, modules/notifications/README.md):
 * - `domain_events`: what happened, written in the transaction of the change (an outbox a webhook sender can read too);
 * - `notifications`: a member's inbox, one row per (member, event) at most;
 * - `notification_settings`: a member's choice per kind (absent row = the kind's defaults);
 * - `osu_chat_messages`: the durable queue of osu! chat messages, sent after commit by the `send-osu-chat` job, one per
 *   (event, member) at most;
 * - `mock_osu_chat_messages`: what the offline osu! provider received (development and tests).
 */
export class Notifications1795440000000 implements MigrationInterface {
  name = "Notifications1795440000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "domain_events" (
      "id" BIGSERIAL NOT NULL,
      "kind" varchar(40) NOT NULL,
      "subject_type" varchar(20) NOT NULL,
      "subject_id" integer NOT NULL,
      "actor_id" integer,
      "recipient_ids" integer array NOT NULL DEFAULT '{}',
      "data" jsonb NOT NULL DEFAULT '{}',
      "is_public" boolean NOT NULL DEFAULT false,
      "dedupe_key" varchar(200),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_domain_events" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_domain_events_dedupe_key" UNIQUE ("dedupe_key"),
      CONSTRAINT "FK_domain_events_actor" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL
    )`);
    await q.query(
      `CREATE INDEX "idx_domain_events_subject" ON "domain_events" ("subject_type", "subject_id", "kind", "created_at")`,
    );

    await q.query(`CREATE TABLE "notifications" (
      "id" BIGSERIAL NOT NULL,
      "user_id" integer NOT NULL,
      "event_id" bigint NOT NULL,
      "role" varchar(20),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "read_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_notifications" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_notifications_user_event" UNIQUE ("user_id", "event_id"),
      CONSTRAINT "FK_notifications_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_notifications_event" FOREIGN KEY ("event_id") REFERENCES "domain_events"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "idx_notifications_user" ON "notifications" ("user_id", "id" DESC)`);
    await q.query(`CREATE INDEX "idx_notifications_unread" ON "notifications" ("user_id", "id" DESC) WHERE "read_at" IS NULL`);
    await q.query(`CREATE INDEX "idx_notifications_event" ON "notifications" ("event_id")`);

    await q.query(`CREATE TABLE "notification_settings" (
      "user_id" integer NOT NULL,
      "kind" varchar(40) NOT NULL,
      "inbox" boolean NOT NULL,
      "chat" boolean NOT NULL,
      CONSTRAINT "PK_notification_settings" PRIMARY KEY ("user_id", "kind"),
      CONSTRAINT "FK_notification_settings_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
    )`);

    await q.query(`CREATE TABLE "osu_chat_messages" (
      "id" BIGSERIAL NOT NULL,
      "event_id" bigint NOT NULL,
      "user_id" integer NOT NULL,
      "target_osu_id" integer NOT NULL,
      "body" varchar(450) NOT NULL,
      "status" varchar(10) NOT NULL DEFAULT 'pending',
      "attempts" integer NOT NULL DEFAULT 0,
      "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "claimed_at" TIMESTAMP WITH TIME ZONE,
      "sent_at" TIMESTAMP WITH TIME ZONE,
      "last_error" varchar(300),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_osu_chat_messages" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_osu_chat_messages_event_user" UNIQUE ("event_id", "user_id"),
      CONSTRAINT "CHK_osu_chat_messages_status" CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'unknown')),
      CONSTRAINT "FK_osu_chat_messages_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_osu_chat_messages_event" FOREIGN KEY ("event_id") REFERENCES "domain_events"("id") ON DELETE CASCADE
    )`);
    await q.query(
      `CREATE INDEX "idx_osu_chat_messages_due" ON "osu_chat_messages" ("next_attempt_at", "id") WHERE "status" = 'pending'`,
    );
    await q.query(
      `CREATE INDEX "idx_osu_chat_messages_sending" ON "osu_chat_messages" ("claimed_at") WHERE "status" = 'sending'`,
    );

    await q.query(`CREATE TABLE "mock_osu_chat_messages" (
      "id" SERIAL NOT NULL,
      "sender_osu_id" integer NOT NULL,
      "target_osu_id" integer NOT NULL,
      "content" varchar(1024) NOT NULL,
      "is_action" boolean NOT NULL DEFAULT false,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_mock_osu_chat_messages" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE INDEX "idx_mock_osu_chat_messages_sender" ON "mock_osu_chat_messages" ("sender_osu_id", "created_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "mock_osu_chat_messages"`);
    await q.query(`DROP TABLE "osu_chat_messages"`);
    await q.query(`DROP TABLE "notification_settings"`);
    await q.query(`DROP TABLE "notifications"`);
    await q.query(`DROP TABLE "domain_events"`);
  }
}
