import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Webhooks (modules/webhooks/README.md):
 * - `webhooks`: a member's (or the guild's) endpoints, the event kinds they take, the sealed signing secret and the
 *   failure count that turns them off;
 * - `webhook_events`: the outbox, one row per (webhook, domain event), written in the transaction of the change that
 *   caused the event; the delivery job claims rows from it (`FOR UPDATE SKIP LOCKED`);
 * - `webhook_deliveries`: the delivery log, one row per attempt.
 */
export class Webhooks17955900000000 implements MigrationInterface {
  name = "Webhooks17955900000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "webhooks" (
      "id" SERIAL NOT NULL,
      "owner_id" integer NOT NULL,
      "guild_wide" boolean NOT NULL DEFAULT false,
      "url" varchar(2000) NOT NULL,
      "kinds" varchar(40) array NOT NULL,
      "description" varchar(200) NOT NULL DEFAULT '',
      "active" boolean NOT NULL DEFAULT true,
      "secret_sealed" text NOT NULL,
      "secret_hint" varchar(8) NOT NULL,
      "consecutive_failures" integer NOT NULL DEFAULT 0,
      "disabled_reason" varchar(200),
      "disabled_at" TIMESTAMP WITH TIME ZONE,
      "last_delivery_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_webhooks" PRIMARY KEY ("id"),
      CONSTRAINT "FK_webhooks_owner" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "idx_webhooks_owner" ON "webhooks" ("owner_id", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "idx_webhooks_active_kinds" ON "webhooks" USING gin ("kinds") WHERE "active"`);

    await q.query(`CREATE TABLE "webhook_events" (
      "id" BIGSERIAL NOT NULL,
      "webhook_id" integer NOT NULL,
      "event_id" bigint,
      "event_uuid" uuid NOT NULL,
      "kind" varchar(40) NOT NULL,
      "body" text NOT NULL,
      "status" varchar(10) NOT NULL DEFAULT 'pending',
      "attempts" integer NOT NULL DEFAULT 0,
      "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "claimed_at" TIMESTAMP WITH TIME ZONE,
      "delivered_at" TIMESTAMP WITH TIME ZONE,
      "last_error" varchar(300),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_webhook_events" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_webhook_events_webhook_event" UNIQUE ("webhook_id", "event_id"),
      CONSTRAINT "CHK_webhook_events_status" CHECK ("status" IN ('pending', 'sending', 'delivered', 'failed')),
      CONSTRAINT "FK_webhook_events_webhook" FOREIGN KEY ("webhook_id") REFERENCES "webhooks"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_webhook_events_event" FOREIGN KEY ("event_id") REFERENCES "domain_events"("id") ON DELETE SET NULL
    )`);
    await q.query(
      `CREATE INDEX "idx_webhook_events_due" ON "webhook_events" ("next_attempt_at", "id") WHERE "status" = 'pending'`,
    );
    await q.query(`CREATE INDEX "idx_webhook_events_sending" ON "webhook_events" ("claimed_at") WHERE "status" = 'sending'`);

    await q.query(`CREATE TABLE "webhook_deliveries" (
      "id" BIGSERIAL NOT NULL,
      "webhook_id" integer NOT NULL,
      "webhook_event_id" bigint NOT NULL,
      "event_uuid" uuid NOT NULL,
      "kind" varchar(40) NOT NULL,
      "attempt" integer NOT NULL,
      "outcome" varchar(10) NOT NULL,
      "status_code" integer,
      "duration_ms" integer NOT NULL,
      "error" varchar(300),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_webhook_deliveries" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_webhook_deliveries_outcome" CHECK ("outcome" IN ('ok', 'failed', 'timeout', 'error')),
      CONSTRAINT "FK_webhook_deliveries_webhook" FOREIGN KEY ("webhook_id") REFERENCES "webhooks"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_webhook_deliveries_event" FOREIGN KEY ("webhook_event_id") REFERENCES "webhook_events"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "idx_webhook_deliveries_webhook" ON "webhook_deliveries" ("webhook_id", "id" DESC)`);
    await q.query(`CREATE INDEX "idx_webhook_deliveries_event" ON "webhook_deliveries" ("webhook_event_id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webhook_deliveries"`);
    await q.query(`DROP TABLE "webhook_events"`);
    await q.query(`DROP TABLE "webhooks"`);
  }
}
