import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Node } from "../../core/node";
import { OutboxRow } from "../../core/outbox-row";
import { WebhookKind } from "./webhooks.rules";

/**
 * A webhook: an https endpoint that receives signed JSON posts of the event kinds it takes (modules/webhooks/README.md).
 * The signing secret is stored sealed (AES-256-GCM) because every delivery signs with it; it is shown once.
 */
@ObjectType({
  implements: Node,
  description: 'An endpoint that receives signed event posts (docs/api-guide.md "Webhooks"); seen only by its owner and admins',
})
@Entity({ name: "webhooks" })
export class Webhook {
  @Field(() => ID, { description: "The webhook's id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "owner_id", type: "integer" })
  ownerId: number;

  @Field({ description: "A guild-wide webhook (registered by an admin, managed by every admin, public events only)" })
  @Column({ name: "guild_wide", type: "boolean" })
  guildWide: boolean;

  @Field({ description: "Where events are posted (https)" })
  @Column({ type: "varchar", length: 2000 })
  url: string;

  @Field(() => [WebhookKind], { description: "The event kinds posted to it" })
  @Column({ type: "varchar", length: 40, array: true })
  kinds: WebhookKind[];

  @Field({ description: "The owner's note about it (may be empty)" })
  @Column({ type: "varchar", length: 200 })
  description: string;

  @Field({ description: "Whether events are posted to it now; turned off by its owner or after repeated failures" })
  @Column({ type: "boolean" })
  active: boolean;

  /** `v1.<iv>.<ciphertext>.<tag>` (modules/auth/sealing.ts) under the key of WEBHOOK_SECRET_KEY. */
  @Column({ name: "secret_sealed", type: "text" })
  secretSealed: string;

  @Field({ description: "The last four characters of the signing secret, to tell secrets apart" })
  @Column({ name: "secret_hint", type: "varchar", length: 8 })
  secretHint: string;

  @Field(() => Int, { description: "Events in a row whose every attempt failed (reset by a delivered event)" })
  @Column({ name: "consecutive_failures", type: "integer" })
  consecutiveFailures: number;

  @Field(() => String, { nullable: true, description: "Why the server turned it off; null when it did not" })
  @Column({ name: "disabled_reason", type: "varchar", length: 200, nullable: true })
  disabledReason: string | null;

  @Field(() => Date, { nullable: true, description: "When the server turned it off; null when it did not" })
  @Column({ name: "disabled_at", type: "timestamptz", nullable: true })
  disabledAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When an event was last delivered (answered 2xx); null = never" })
  @Column({ name: "last_delivery_at", type: "timestamptz", nullable: true })
  lastDeliveryAt: Date | null;

  @Field({ description: "When it was registered" })
  @Column({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field({ description: "When it was last changed" })
  @Column({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

export type WebhookEventStatus = "pending" | "sending" | "delivered" | "failed";

/** One event to post to one webhook: the outbox row, written in the transaction of the change (webhooks.service.ts). */
@Entity({ name: "webhook_events" })
export class WebhookEventRow extends OutboxRow<WebhookEventStatus> {
  @PrimaryGeneratedColumn({ type: "bigint" })
  id: string;

  @Column({ name: "webhook_id", type: "integer" })
  webhookId: number;

  /** The domain event (null for a test event). */
  @Column({ name: "event_id", type: "bigint", nullable: true })
  eventId: string | null;

  /** The payload's `id` and the X-Webhook-Event-Id header: the same on every attempt and redelivery. */
  @Column({ name: "event_uuid", type: "uuid" })
  eventUuid: string;

  @Column({ type: "varchar", length: 40 })
  kind: string;

  /** The exact JSON posted (signed as it is). */
  @Column({ type: "text" })
  body: string;

  @Column({ name: "delivered_at", type: "timestamptz", nullable: true })
  deliveredAt: Date | null;
}

/** How an attempt ended. */
export enum DeliveryOutcome {
  OK = "ok",
  FAILED = "failed",
  TIMEOUT = "timeout",
  ERROR = "error",
}

registerEnumType(DeliveryOutcome, {
  name: "WebhookDeliveryOutcome",
  description: "How an attempt to post an event ended",
  valuesConfig: {
    OK: { description: "The endpoint answered 2xx: delivered" },
    FAILED: { description: "The endpoint answered another status" },
    TIMEOUT: { description: "The endpoint did not answer in time (10 s)" },
    ERROR: { description: "No answer: the connection was refused or lost, or the address was refused" },
  },
});

/** One attempt to post an event to a webhook (the delivery log). */
@ObjectType({ implements: Node, description: "One attempt to post an event to a webhook (its delivery log)" })
@Entity({ name: "webhook_deliveries" })
export class WebhookDelivery {
  @Field(() => ID, { description: "The attempt's id (redeliver its event with it)" })
  @PrimaryGeneratedColumn({ type: "bigint" })
  id: string;

  @Column({ name: "webhook_id", type: "integer" })
  webhookId: number;

  @Column({ name: "webhook_event_id", type: "bigint" })
  webhookEventId: string;

  @Field({ description: "The event's id (the payload's `id` and the X-Webhook-Event-Id header)" })
  @Column({ name: "event_uuid", type: "uuid" })
  eventId: string;

  @Field({ description: "The event's kind (the payload's `kind`, e.g. `quest.published` or `webhook.test`)" })
  @Column({ type: "varchar", length: 40 })
  kind: string;

  @Field(() => Int, { description: "Which attempt of the event this was (1 = the first; a redelivery starts again at 1)" })
  @Column({ type: "integer" })
  attempt: number;

  @Field(() => DeliveryOutcome, { description: "How the attempt ended" })
  @Column({ type: "varchar", length: 10 })
  outcome: DeliveryOutcome;

  @Field(() => Int, { nullable: true, description: "The endpoint's HTTP status; null when it did not answer" })
  @Column({ name: "status_code", type: "integer", nullable: true })
  statusCode: number | null;

  @Field(() => Int, { description: "How long the attempt took, in milliseconds" })
  @Column({ name: "duration_ms", type: "integer" })
  durationMs: number;

  @Field(() => String, { nullable: true, description: "What went wrong, when something did" })
  @Column({ type: "varchar", length: 300, nullable: true })
  error: string | null;

  @Field({ description: "When the attempt was made" })
  @Column({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
