/**
 * Domain events (docs/domain.md "Notifications and events"): a service records what happened — a party invitation, a
 * quest dropped, a contest's results out — inside the transaction of the change, with one call:
 *
 *   await this.deps.events.record(m, { kind: EventKind.partyInvited, subject: { type: "Party", id }, to: [target.id], … });
 *
 * The event is written to `domain_events` and handed, in the same transaction, to every subscriber (the in-site inbox,
 * the osu! chat queue and the webhook outbox of modules/webhooks). A rolled-back change therefore leaves no event and no
 * notification, and a committed one always has both. An event with a `key` is recorded at most once: a second
 * event with the same key is dropped (nothing is delivered), which makes events of scheduled jobs safe to repeat.
 *
 * This floor knows nothing of members or notifications: subscribers are registered by the assembly (app/services.ts).
 */
import type { EntityManager } from "typeorm";

/** What happened. Values are stable strings: they are stored, and a webhook payload will carry them. */
export enum EventKind {
  /** A party leader invited a member to their party. */
  partyInvited = "party.invited",
  /** A party leader removed a member from their party. */
  partyRemoved = "party.removed",
  /** A party accepted a quest (its members are told). */
  questAccepted = "quest.accepted",
  /** A party dropped a quest, or an admin or the inactivity job dropped it for them. */
  questDropped = "quest.dropped",
  /** A quest a party held was completed. */
  questCompleted = "quest.completed",
  /** A scheduled quest opened (public; nobody in particular is told). */
  questPublished = "quest.published",
  /** A mapset's status changed (by its host, an admin, or osu!). */
  beatmapStatusChanged = "beatmap.status_changed",
  /** A task (difficulty) of a mapset changed at the hands of one of its people. */
  beatmapTaskChanged = "beatmap.task_changed",
  /** A contest moved to another phase. */
  contestPhaseChanged = "contest.phase_changed",
  /** A contest's entry deadline is less than a day away. */
  contestEntryDue = "contest.entry_due",
  /** A contest creator's message to the participants. */
  contestMessage = "contest.message",
  /** A priority quest opened (public). */
  missionOpened = "mission.opened",
  /** A priority quest closed (public). */
  missionClosed = "mission.closed",
  /** A priority quest's winners were announced (the winners are told). */
  missionWon = "mission.won",
  /** A member was awarded an MG rank badge. */
  badgeAwarded = "badge.awarded",
  /** An admin adjusted a member's points. */
  pointsAdjusted = "points.adjusted",
  /** The server turned a member's webhook off after repeated failures (modules/webhooks; the owner is told). */
  webhookDisabled = "webhook.disabled",
}

/** The kind of object an event is about (a webhook will turn it and the id into a global id). */
export type SubjectType = "User" | "Party" | "Quest" | "Beatmap" | "Contest" | "Mission" | "Webhook";

/** A member an event concerns, optionally with the part they play in it (a contest's screener, an entrant …). */
export type Recipient = number | { userId: number; role: string };

/** Public fields of the object, as of the event: scalars only, never private data. */
export type EventData = Record<string, string | number | boolean | null>;

export interface DomainEvent {
  kind: EventKind;
  subject: { type: SubjectType; id: number };
  /** The member whose action caused it; null or absent = the site itself (a scheduled job, osu!). Never told. */
  actorId?: number | null;
  /** The members it concerns (their inboxes); the actor is left out. */
  to?: readonly Recipient[];
  data?: EventData;
  /** May anyone read it (an outbox may deliver it to any subscriber)? Otherwise only its recipients may. */
  public?: boolean;
  /** Idempotency key: an event whose key was already recorded is dropped. */
  key?: string;
}

/** An event as recorded: with its id and time, recipients resolved (unique, without the actor). */
export interface RecordedEvent {
  id: number;
  kind: EventKind;
  subject: { type: SubjectType; id: number };
  actorId: number | null;
  recipients: { userId: number; role: string | null }[];
  data: EventData;
  public: boolean;
  createdAt: Date;
}

/** Runs inside the transaction of the change; throwing rolls the change back. */
export type EventSubscriber = (m: EntityManager, event: RecordedEvent) => Promise<void>;

/** Members an event concerns: unique (first role wins), without the actor. */
export function resolveRecipients(to: readonly Recipient[] | undefined, actorId: number | null): RecordedEvent["recipients"] {
  const seen = new Map<number, string | null>();
  for (const r of to ?? []) {
    const userId = typeof r === "number" ? r : r.userId;
    if (!Number.isSafeInteger(userId) || userId === actorId || seen.has(userId)) continue;
    seen.set(userId, typeof r === "number" ? null : r.role);
  }
  return [...seen].map(([userId, role]) => ({ userId, role }));
}

export class DomainEvents {
  private readonly subscribers = new Map<string, EventSubscriber>();

  constructor(private readonly now: () => Date) {}

  /** Adds (or, under the same name, replaces) a subscriber; subscribers run in the order they were first added. */
  subscribe(name: string, subscriber: EventSubscriber): void {
    this.subscribers.set(name, subscriber);
  }

  /**
   * Records an event in the transaction of `m` and delivers it to every subscriber there. Returns the recorded event,
   * or null when an event with the same `key` was recorded before (nothing delivered). A null event (a helper that
   * found nobody and nothing to tell) records nothing.
   */
  async record(m: EntityManager, event: DomainEvent | null): Promise<RecordedEvent | null> {
    if (!m.queryRunner?.isTransactionActive) throw new Error("Domain events are recorded inside the transaction of the change");
    if (!event) return null;
    const actorId = event.actorId ?? null;
    const recipients = resolveRecipients(event.to, actorId);
    const data = event.data ?? {};
    const createdAt = this.now();
    const rows: { id: string | number }[] = await m.query(
      `INSERT INTO domain_events (kind, subject_type, subject_id, actor_id, recipient_ids, data, is_public, dedupe_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [
        event.kind,
        event.subject.type,
        event.subject.id,
        actorId,
        recipients.map((r) => r.userId),
        JSON.stringify(data),
        event.public ?? false,
        event.key ?? null,
        createdAt,
      ],
    );
    if (!rows.length) return null;
    const recorded: RecordedEvent = {
      id: Number(rows[0].id),
      kind: event.kind,
      subject: event.subject,
      actorId,
      recipients,
      data,
      public: event.public ?? false,
      createdAt,
    };
    for (const subscriber of this.subscribers.values()) await subscriber(m, recorded);
    return recorded;
  }
}
