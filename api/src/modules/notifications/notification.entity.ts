import { Node } from "../../core/node";
import { OutboxRow } from "../../core/outbox-row";
import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";
import type { Relation } from "typeorm";
import type { EventData, EventKind, SubjectType } from "../../core/events";

/** A recorded domain event (core/events.ts writes the rows; this is the read side). */
@Entity({ name: "domain_events" })
export class DomainEventRow {
  @PrimaryGeneratedColumn({ type: "bigint" })
  id: string;

  @Column({ type: "varchar", length: 40 })
  kind: EventKind;

  @Column({ name: "subject_type", type: "varchar", length: 20 })
  subjectType: SubjectType;

  @Column({ name: "subject_id", type: "integer" })
  subjectId: number;

  @Column({ name: "actor_id", type: "integer", nullable: true })
  actorId: number | null;

  @Column({ name: "recipient_ids", type: "integer", array: true })
  recipientIds: number[];

  @Column({ type: "jsonb" })
  data: EventData;

  @Column({ name: "is_public", type: "boolean" })
  isPublic: boolean;

  @Column({ name: "dedupe_key", type: "varchar", length: 200, nullable: true })
  dedupeKey: string | null;

  @Column({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}

/** One event in one member's inbox (modules/notifications/README.md). */
@ObjectType({ implements: Node, description: "Something that happened that concerns the signed-in member (their inbox)" })
@Entity({ name: "notifications" })
export class Notification {
  @Field(() => ID, { description: "The notification's id (mark it read with it)" })
  @PrimaryGeneratedColumn({ type: "bigint" })
  id: string;

  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @Column({ name: "event_id", type: "bigint" })
  eventId: string;

  @ManyToOne(() => DomainEventRow, { onDelete: "CASCADE" })
  @JoinColumn({ name: "event_id" })
  event?: Relation<DomainEventRow>;

  /** The part the member plays in the event (a contest's screener, judge or entrant), when it matters. */
  @Column({ type: "varchar", length: 20, nullable: true })
  role: string | null;

  @Field({ description: "When it happened" })
  @Column({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When the member marked it read; null = unread" })
  @Column({ name: "read_at", type: "timestamptz", nullable: true })
  readAt: Date | null;
}

/** A member's choice for one kind; without a row the kind's defaults apply (notifications.rules.ts). */
@Entity({ name: "notification_settings" })
export class NotificationSettingRow {
  @PrimaryColumn({ name: "user_id", type: "integer" })
  userId: number;

  @PrimaryColumn({ type: "varchar", length: 40 })
  kind: EventKind;

  @Column({ type: "boolean" })
  inbox: boolean;

  @Column({ type: "boolean" })
  chat: boolean;
}

export type ChatMessageStatus = "pending" | "sending" | "sent" | "failed" | "unknown";

/** One osu! chat message waiting to be sent, or sent (osu-chat.sender.ts). */
@Entity({ name: "osu_chat_messages" })
export class OsuChatMessage extends OutboxRow<ChatMessageStatus> {
  @PrimaryGeneratedColumn({ type: "bigint" })
  id: string;

  @Column({ name: "event_id", type: "bigint" })
  eventId: string;

  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @Column({ name: "target_osu_id", type: "integer" })
  targetOsuId: number;

  @Column({ type: "varchar", length: 450 })
  body: string;

  @Column({ name: "sent_at", type: "timestamptz", nullable: true })
  sentAt: Date | null;
}
