/**
 * Demo data of webhooks (modules/webhooks/README.md), so /settings/webhooks shows a working log:
 * - DemoMapper (101) has one webhook for priority quests and published quests. Its log: the test event sent when it was
 *   registered and a priority quest's opening, both delivered; a quest's publication that failed three times (502, a
 *   timeout, 503) and waits for its fourth attempt.
 * - DemoAdmin (100) registered one guild-wide webhook (announcements), which received both events at once.
 * The endpoints are on the reserved `.example` domain (RFC 2606): it never resolves, so where jobs run (`npm start`) a
 * retry or a new event ends at the address check without any request leaving the machine, and the few retries left end
 * the event. Their signing secrets were never shown to anyone and are sealed under the development key
 * (DEVELOPMENT_WEBHOOK_KEY, what a server without WEBHOOK_SECRET_KEY uses outside production); rotate to get one.
 */
import crypto from "node:crypto";
import type { EntityManager } from "typeorm";
import { DEVELOPMENT_WEBHOOK_KEY } from "../../config";
import { EventKind } from "../../core/events";
import { sealSecret } from "../../modules/webhooks/webhooks.crypto";
import { eventPayload, RETRY_DELAYS_MS, testPayload, WebhookKind } from "../../modules/webhooks/webhooks.rules";
import type { Rng } from "./random";

/** The part of areas.ts's AreaSeedContext this seeder reads (declared here: areas.ts imports this file). */
interface SeedContext {
  m: EntityManager;
  rng: Rng;
  now: Date;
  demoUser: (osuId: number) => number;
}

/** DemoMapper's endpoint (also read by the browser journeys). */
export const DEMO_WEBHOOK_URL = "https://mapper-bot.example/hooks/mappers-guild";
export const DEMO_GUILD_WEBHOOK_URL = "https://announcements.example/mappers-guild";

const MINUTE = 60_000;

export const webhooksSeeder = {
  name: "webhooks",
  async seed({ m, rng, now, demoUser }: SeedContext): Promise<Record<string, number>> {
    const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
    // Deterministic event ids (the payload's `id`), shaped as version-4 UUIDs.
    const uuid = () => {
      const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
      hex[12] = "4";
      hex[16] = "89ab"[rng.int(0, 3)];
      const h = hex.join("");
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    };
    const one = async <T>(sql: string, params: unknown[] = []): Promise<T | undefined> =>
      ((await m.query(sql, params)) as T[])[0];
    const sealed = () => {
      const secret = `mgw_${crypto.randomBytes(32).toString("base64url")}`;
      return {
        secret_sealed: sealSecret({ webhooks: { secretKey: DEVELOPMENT_WEBHOOK_KEY, allowLocalEndpoints: false } }, secret),
        hint: secret.slice(-4),
      };
    };

    const insertHook = async (h: {
      ownerId: number;
      guildWide: boolean;
      url: string;
      kinds: WebhookKind[];
      description: string;
      createdAt: Date;
      lastDeliveryAt: Date | null;
    }): Promise<number> => {
      const s = sealed();
      const [row]: { id: number }[] = await m.query(
        `INSERT INTO webhooks (owner_id, guild_wide, url, kinds, description, active, secret_sealed, secret_hint,
                               consecutive_failures, last_delivery_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, true, $6, $7, 0, $8, $9, $9) RETURNING id`,
        [h.ownerId, h.guildWide, h.url, h.kinds, h.description, s.secret_sealed, s.hint, h.lastDeliveryAt, h.createdAt],
      );
      return Number(row.id);
    };

    /** A public domain event as core/events.ts records it (webhook_events.event_id points at it). */
    const domainEvent = async (kind: EventKind, type: string, id: number, data: Record<string, unknown>, at: Date) => {
      const [row]: { id: string }[] = await m.query(
        `INSERT INTO domain_events (kind, subject_type, subject_id, recipient_ids, data, is_public, created_at)
         VALUES ($1, $2, $3, '{}', $4, true, $5) RETURNING id`,
        [kind, type, id, JSON.stringify(data), at],
      );
      return row.id;
    };

    type Attempt = { at: Date; outcome: "ok" | "failed" | "timeout"; status: number | null; ms: number; error?: string };
    /** One outbox row with its attempts (the delivery log). */
    const event = async (
      webhookId: number,
      e: { eventId: string | null; uuid: string; kind: string; body: string; createdAt: Date },
      attempts: Attempt[],
      settled: { status: "delivered" } | { status: "pending"; next: Date },
    ) => {
      const last = attempts[attempts.length - 1];
      const [row]: { id: string }[] = await m.query(
        `INSERT INTO webhook_events (webhook_id, event_id, event_uuid, kind, body, status, attempts, next_attempt_at,
                                     delivered_at, last_error, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          webhookId,
          e.eventId,
          e.uuid,
          e.kind,
          e.body,
          settled.status,
          attempts.length,
          settled.status === "pending" ? settled.next : last.at,
          settled.status === "delivered" ? last.at : null,
          settled.status === "pending" ? (last.error ?? null) : null,
          e.createdAt,
        ],
      );
      for (const [i, a] of attempts.entries())
        await m.query(
          `INSERT INTO webhook_deliveries (webhook_id, webhook_event_id, event_uuid, kind, attempt, outcome, status_code,
                                           duration_ms, error, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [webhookId, row.id, e.uuid, e.kind, i + 1, a.outcome, a.status, a.ms, a.error ?? null, a.at],
        );
      return attempts.length;
    };

    const mission = await one<{ id: number; name: string }>(
      `SELECT id, name FROM missions WHERE status = 'open' ORDER BY id LIMIT 1`,
    );
    const quest = await one<{ id: number; name: string }>(
      `SELECT id, name FROM quests WHERE status = 'open' ORDER BY id DESC LIMIT 1`,
    );
    if (!mission || !quest) return { webhooks: 0, deliveries: 0 };

    // DemoMapper's webhook, registered nine days ago.
    const registered = ago(9 * 24 * 60);
    const openedAt = ago(2 * 24 * 60 + 95);
    const mapperHook = await insertHook({
      ownerId: demoUser(101),
      guildWide: false,
      url: DEMO_WEBHOOK_URL,
      kinds: [WebhookKind.PRIORITY_QUEST_OPENED, WebhookKind.QUEST_PUBLISHED],
      description: "My Discord bot: new priority quests and quests",
      createdAt: registered,
      lastDeliveryAt: new Date(openedAt.getTime() + 2_000),
    });
    let deliveries = 0;
    const testUuid = uuid();
    deliveries += await event(
      mapperHook,
      {
        eventId: null,
        uuid: testUuid,
        kind: "webhook.test",
        body: testPayload(
          testUuid,
          { id: mapperHook, url: DEMO_WEBHOOK_URL, description: "" },
          new Date(registered.getTime() + MINUTE),
        ),
        createdAt: new Date(registered.getTime() + MINUTE),
      },
      [{ at: new Date(registered.getTime() + MINUTE + 1_000), outcome: "ok", status: 200, ms: 187 }],
      { status: "delivered" },
    );

    // A priority quest opened two days ago: delivered to DemoMapper's webhook and the guild-wide one.
    const openedId = await domainEvent(EventKind.missionOpened, "Mission", mission.id, { name: mission.name }, openedAt);
    const openedUuid = uuid();
    const opened = {
      eventId: openedId,
      uuid: openedUuid,
      kind: "priority_quest.opened",
      body: eventPayload(openedUuid, WebhookKind.PRIORITY_QUEST_OPENED, {
        subject: { type: "Mission", id: mission.id },
        data: { name: mission.name },
        createdAt: openedAt,
      }),
      createdAt: openedAt,
    };
    deliveries += await event(
      mapperHook,
      opened,
      [{ at: new Date(openedAt.getTime() + 2_000), outcome: "ok", status: 204, ms: 143 }],
      {
        status: "delivered",
      },
    );

    // A quest published twelve minutes ago: the bot answered 502, did not answer in 10 s, then 503; the fourth attempt
    // is due 25 minutes after the third (RETRY_DELAYS_MS).
    const publishedAt = ago(12);
    const publishedId = await domainEvent(EventKind.questPublished, "Quest", quest.id, { questName: quest.name }, publishedAt);
    const publishedUuid = uuid();
    const published = {
      eventId: publishedId,
      uuid: publishedUuid,
      kind: "quest.published",
      body: eventPayload(publishedUuid, WebhookKind.QUEST_PUBLISHED, {
        subject: { type: "Quest", id: quest.id },
        data: { questName: quest.name },
        createdAt: publishedAt,
      }),
      createdAt: publishedAt,
    };
    const third = ago(6);
    deliveries += await event(
      mapperHook,
      published,
      [
        { at: ago(12), outcome: "failed", status: 502, ms: 412, error: "answered 502" },
        { at: ago(11), outcome: "timeout", status: null, ms: 10_000, error: "no answer within 10 s" },
        { at: third, outcome: "failed", status: 503, ms: 96, error: "answered 503" },
      ],
      { status: "pending", next: new Date(third.getTime() + RETRY_DELAYS_MS[2]) },
    );

    // DemoAdmin's guild-wide announcements webhook.
    const guildHook = await insertHook({
      ownerId: demoUser(100),
      guildWide: true,
      url: DEMO_GUILD_WEBHOOK_URL,
      kinds: [WebhookKind.PRIORITY_QUEST_OPENED, WebhookKind.QUEST_PUBLISHED, WebhookKind.CONTEST_RESULTS_PUBLISHED],
      description: "#announcements on the guild's Discord",
      createdAt: ago(30 * 24 * 60),
      lastDeliveryAt: new Date(publishedAt.getTime() + 1_000),
    });
    for (const [e, at] of [
      [opened, openedAt],
      [published, publishedAt],
    ] as const)
      deliveries += await event(guildHook, e, [{ at: new Date(at.getTime() + 1_000), outcome: "ok", status: 204, ms: 88 }], {
        status: "delivered",
      });
    return { webhooks: 2, deliveries };
  },
};
