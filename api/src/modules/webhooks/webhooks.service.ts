import crypto from "node:crypto";
import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import { EventKind, type RecordedEvent } from "../../core/events";
import { isAdmin, requireUser } from "../../core/access";
import { badInput, check, conflict, forbidden, notFound } from "../../core/errors";
import { keysetPage, type Page, type PageArgs } from "../../core/connection";
import type { User } from "../users/user.entity";
import { Webhook, WebhookDelivery } from "./webhook.entity";
import {
  capProblem,
  eventPayload,
  hostOf,
  mayReceive,
  TEST_KIND,
  testPayload,
  WEBHOOK_TEXT,
  webhookInputProblem,
  webhookKindOf,
  WebhookKind,
} from "./webhooks.rules";
import { hostProblem } from "./webhooks.address";
import { newSecret, sealSecret } from "./webhooks.crypto";

export interface CreateWebhookInput {
  url: string;
  kinds: WebhookKind[];
  description?: string | null;
  active?: boolean | null;
  guildWide?: boolean | null;
}

export interface UpdateWebhookInput {
  url?: string | null;
  kinds?: WebhookKind[] | null;
  description?: string | null;
  active?: boolean | null;
}

export interface QueuedEvent {
  eventId: string;
  kind: string;
  webhook: Webhook;
}

/** Two creations of guild-wide webhooks are serialised on this advisory lock (the guild's cap). */
const GUILD_LOCK = 72_690_026;

const KIND_ORDER = Object.values(WebhookKind);
const normalizeKinds = (kinds: readonly WebhookKind[]): WebhookKind[] => KIND_ORDER.filter((k) => kinds.includes(k));

/**
 * Webhooks (README.md): the outbox subscriber that queues events in the transaction of their change, and the owner's
 * reads and writes. Posting is webhooks.sender.ts's.
 */
export class WebhooksService {
  /** Called after a test event or a redelivery is queued (app/services.ts: the sender, where jobs run). */
  onQueued: (() => void) | null = null;

  constructor(private readonly deps: Pick<Deps, "db" | "config" | "now" | "events">) {}

  private get allowLocal(): boolean {
    return this.deps.config.webhooks.allowLocalEndpoints;
  }

  /**
   * The domain-event subscriber (app/services.ts): runs in the transaction of the change and writes one outbox row per
   * active webhook that takes the event's kind and may receive it (README.md "Who receives what").
   */
  enqueue = async (m: EntityManager, event: RecordedEvent): Promise<void> => {
    const kind = webhookKindOf(event);
    if (!kind) return;
    const hooks: { id: number; owner_id: number; guild_wide: boolean }[] = await m.query(
      `SELECT id, owner_id, guild_wide FROM webhooks WHERE active AND kinds @> ARRAY[$1]::varchar[]`,
      [kind],
    );
    const targets = hooks.filter((h) => mayReceive({ guildWide: h.guild_wide, ownerId: Number(h.owner_id) }, event));
    if (!targets.length) return;
    const uuid = crypto.randomUUID();
    await m.query(
      `INSERT INTO webhook_events (webhook_id, event_id, event_uuid, kind, body, status, attempts, next_attempt_at, created_at)
       SELECT t.id, $2, $3, $4, $5, 'pending', 0, $6, $6 FROM unnest($1::int[]) AS t(id)
       ON CONFLICT (webhook_id, event_id) DO NOTHING`,
      [targets.map((t) => t.id), event.id, uuid, kind, eventPayload(uuid, kind, event), event.createdAt],
    );
  };

  /** The member's own webhooks (or, with `guildWide`, the guild's: admins only), newest first. */
  page(viewer: User | null, args: PageArgs & { guildWide?: boolean | null }): Promise<Page<Webhook>> {
    const user = requireUser(viewer);
    const qb = this.deps.db.getRepository(Webhook).createQueryBuilder("w");
    if (args.guildWide) {
      if (!isAdmin(user)) throw forbidden(WEBHOOK_TEXT.guildAdminOnly);
      qb.where("w.guild_wide");
    } else {
      qb.where("w.owner_id = :owner AND NOT w.guild_wide", { owner: user.id });
    }
    return keysetPage(
      qb,
      [
        {
          sql: "date_trunc('milliseconds', w.created_at)",
          direction: "DESC",
          kind: "string",
          cast: "timestamptz",
          of: (w) => w.createdAt.toISOString(),
        },
        { sql: "w.id", direction: "DESC", kind: "number", of: (w) => w.id },
      ],
      args,
      { count: true },
    );
  }

  /** A webhook the viewer may read: their own, or any for an admin. Others: NOT_FOUND. */
  async get(viewer: User | null, id: number): Promise<Webhook> {
    const user = requireUser(viewer);
    const hook = await this.deps.db.getRepository(Webhook).findOneBy({ id });
    if (!hook || !(hook.ownerId === user.id || isAdmin(user))) throw notFound(WEBHOOK_TEXT.notFound);
    return hook;
  }

  /** A webhook the viewer may change: their own member webhook, or a guild-wide one for an admin. */
  private async manageable(m: EntityManager, user: User, id: number, lock = false): Promise<Webhook> {
    const qb = m.getRepository(Webhook).createQueryBuilder("w").where("w.id = :id", { id });
    if (lock) qb.setLock("pessimistic_write");
    const hook = await qb.getOne();
    if (!hook) throw notFound(WEBHOOK_TEXT.notFound);
    if (hook.guildWide) {
      if (!isAdmin(user))
        throw hook.ownerId === user.id ? forbidden(WEBHOOK_TEXT.guildAdminOnly) : notFound(WEBHOOK_TEXT.notFound);
      return hook;
    }
    if (hook.ownerId !== user.id) {
      if (isAdmin(user)) throw forbidden("Only its owner may change a member's webhook");
      throw notFound(WEBHOOK_TEXT.notFound);
    }
    return hook;
  }

  /** Refuses a host that resolves to a non-public address (unless local endpoints are allowed). */
  private async checkHost(url: string): Promise<void> {
    if (this.allowLocal) return;
    const problem = await hostProblem(hostOf(url));
    if (problem) throw badInput(problem);
  }

  /** Registers a webhook; the signing secret is in the answer, once. */
  async create(viewer: User | null, input: CreateWebhookInput): Promise<{ secret: string; webhook: Webhook }> {
    const user = requireUser(viewer);
    const guildWide = !!input.guildWide;
    if (guildWide && !isAdmin(user)) throw forbidden(WEBHOOK_TEXT.guildAdminOnly);
    const url = String(input.url ?? "").trim();
    const description = (input.description ?? "").trim();
    check(webhookInputProblem({ url, kinds: input.kinds ?? [], description }, this.allowLocal));
    await this.checkHost(url);
    const now = this.deps.now();
    return this.deps.db.transaction(async (m) => {
      // Creations are serialised per member (their row) or for the guild (an advisory lock), so the cap holds under
      // simultaneous requests.
      if (guildWide) await m.query(`SELECT pg_advisory_xact_lock($1)`, [GUILD_LOCK]);
      else await m.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [user.id]);
      const [row]: { n: number }[] = await m.query(
        guildWide
          ? `SELECT count(*)::int AS n FROM webhooks WHERE guild_wide`
          : `SELECT count(*)::int AS n FROM webhooks WHERE owner_id = $1 AND NOT guild_wide`,
        guildWide ? [] : [user.id],
      );
      check(capProblem(Number(row.n), guildWide));
      const secret = newSecret();
      const repo = m.getRepository(Webhook);
      const hook = repo.create({
        ownerId: user.id,
        guildWide,
        url,
        kinds: normalizeKinds(input.kinds),
        description,
        active: input.active ?? true,
        secretSealed: sealSecret(this.deps.config, secret),
        secretHint: secret.slice(-4),
        consecutiveFailures: 0,
        disabledReason: null,
        disabledAt: null,
        lastDeliveryAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await repo.save(hook);
      return { secret, webhook: hook };
    });
  }

  /** Changes the URL, kinds, description or the active flag. Turning it on clears a server's disable. */
  async update(viewer: User | null, id: number, input: UpdateWebhookInput): Promise<Webhook> {
    const user = requireUser(viewer);
    const url = input.url === undefined || input.url === null ? undefined : input.url.trim();
    const description = input.description === undefined || input.description === null ? undefined : input.description.trim();
    check(webhookInputProblem({ url, kinds: input.kinds, description }, this.allowLocal));
    if (url !== undefined) await this.checkHost(url);
    return this.deps.db.transaction(async (m) => {
      const hook = await this.manageable(m, user, id, true);
      const now = this.deps.now();
      if (url !== undefined) hook.url = url;
      if (input.kinds) hook.kinds = normalizeKinds(input.kinds);
      if (description !== undefined) hook.description = description;
      if (input.active === true && !hook.active) {
        hook.active = true;
        hook.disabledAt = null;
        hook.disabledReason = null;
        hook.consecutiveFailures = 0;
      } else if (input.active === false && hook.active) {
        hook.active = false;
        await this.dropPending(m, hook.id, "the webhook was turned off");
      }
      hook.updatedAt = now;
      await m.getRepository(Webhook).save(hook);
      return hook;
    });
  }

  /** Deletes a webhook with its queue and log. Returns its id. */
  async delete(viewer: User | null, id: number): Promise<number> {
    const user = requireUser(viewer);
    return this.deps.db.transaction(async (m) => {
      const hook = await this.manageable(m, user, id, true);
      await m.getRepository(Webhook).delete({ id: hook.id });
      return hook.id;
    });
  }

  /** A new signing secret (in the answer, once); the old one stops at once (queued events are signed when posted). */
  async rotateSecret(viewer: User | null, id: number): Promise<{ secret: string; webhook: Webhook }> {
    const user = requireUser(viewer);
    return this.deps.db.transaction(async (m) => {
      const hook = await this.manageable(m, user, id, true);
      const secret = newSecret();
      hook.secretSealed = sealSecret(this.deps.config, secret);
      hook.secretHint = secret.slice(-4);
      hook.updatedAt = this.deps.now();
      await m.getRepository(Webhook).save(hook);
      return { secret, webhook: hook };
    });
  }

  /** The delivery log of a webhook the viewer may read, newest first. */
  deliveries(webhook: Webhook, args: PageArgs): Promise<Page<WebhookDelivery>> {
    const qb = this.deps.db
      .getRepository(WebhookDelivery)
      .createQueryBuilder("d")
      .where("d.webhook_id = :id", { id: webhook.id });
    return keysetPage(qb, [{ sql: "d.id", direction: "DESC", kind: "number", of: (d) => Number(d.id) }], args);
  }

  /** One attempt of a webhook the viewer may read (a `node` lookup). */
  async delivery(viewer: User | null, id: number): Promise<WebhookDelivery> {
    const user = requireUser(viewer);
    const row = await this.deps.db.getRepository(WebhookDelivery).findOneBy({ id: String(id) });
    if (!row) throw notFound(WEBHOOK_TEXT.deliveryNotFound);
    try {
      await this.get(user, row.webhookId);
    } catch {
      throw notFound(WEBHOOK_TEXT.deliveryNotFound);
    }
    return row;
  }

  /** Queues the event of a logged attempt again (a full set of attempts); CONFLICT while it is still queued. */
  async redeliver(viewer: User | null, deliveryId: number): Promise<QueuedEvent> {
    const user = requireUser(viewer);
    const queued = await this.deps.db.transaction(async (m) => {
      const row = await m.getRepository(WebhookDelivery).findOneBy({ id: String(deliveryId) });
      if (!row) throw notFound(WEBHOOK_TEXT.deliveryNotFound);
      let hook: Webhook;
      try {
        hook = await this.manageable(m, user, row.webhookId, true);
      } catch (err) {
        throw (err as { code?: string }).code === "NOT_FOUND" ? notFound(WEBHOOK_TEXT.deliveryNotFound) : err;
      }
      if (!hook.active) throw conflict(WEBHOOK_TEXT.inactive);
      const updated: unknown[] = await m.query(
        `UPDATE webhook_events SET status = 'pending', attempts = 0, next_attempt_at = $2, claimed_at = NULL, last_error = NULL
          WHERE id = $1 AND status IN ('delivered', 'failed') RETURNING id`,
        [row.webhookEventId, this.deps.now()],
      );
      if (!rowsOf(updated).length) throw conflict(WEBHOOK_TEXT.queued);
      return { eventId: row.eventId, kind: row.kind, webhook: hook };
    });
    this.onQueued?.();
    return queued;
  }

  /** Queues a `webhook.test` event to the webhook (posted at once where jobs run, else by the next job run). */
  async sendTest(viewer: User | null, id: number): Promise<QueuedEvent> {
    const user = requireUser(viewer);
    const queued = await this.deps.db.transaction(async (m) => {
      const hook = await this.manageable(m, user, id, true);
      if (!hook.active) throw conflict(WEBHOOK_TEXT.inactive);
      const now = this.deps.now();
      const uuid = crypto.randomUUID();
      await m.query(
        `INSERT INTO webhook_events (webhook_id, event_id, event_uuid, kind, body, status, attempts, next_attempt_at, created_at)
         VALUES ($1, NULL, $2, $3, $4, 'pending', 0, $5, $5)`,
        [hook.id, uuid, TEST_KIND, testPayload(uuid, hook, now), now],
      );
      return { eventId: uuid, kind: TEST_KIND, webhook: hook };
    });
    this.onQueued?.();
    return queued;
  }

  /** Marks the webhook's queued events failed (it was turned off). */
  private async dropPending(m: EntityManager, webhookId: number, reason: string): Promise<void> {
    await m.query(`UPDATE webhook_events SET status = 'failed', last_error = $2 WHERE webhook_id = $1 AND status = 'pending'`, [
      webhookId,
      reason,
    ]);
  }

  /**
   * Turns a webhook off after repeated failures (the sender, in the transaction that records the failure): its queued
   * events fail, and its owner is told in the site's inbox.
   */
  async disable(m: EntityManager, webhookId: number, reason: string): Promise<void> {
    const now = this.deps.now();
    const rows: { owner_id: number; url: string }[] = rowsOf(
      await m.query(
        `UPDATE webhooks SET active = false, disabled_reason = $2, disabled_at = $3, updated_at = $3
          WHERE id = $1 AND active RETURNING owner_id, url`,
        [webhookId, reason, now],
      ),
    );
    if (!rows.length) return;
    await this.dropPending(m, webhookId, "the webhook was turned off");
    await this.deps.events.record(m, {
      kind: EventKind.webhookDisabled,
      subject: { type: "Webhook", id: webhookId },
      to: [Number(rows[0].owner_id)],
      data: { host: hostOf(rows[0].url), reason },
    });
  }
}

/** The rows of an UPDATE … RETURNING through TypeORM (which answers `[rows, count]` for it on PostgreSQL). */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as unknown[];
  return (Array.isArray(r[0]) ? r[0] : r) as T[];
}
