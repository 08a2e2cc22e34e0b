import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { Deps } from "../../core/deps";
import { DeliveryOutcome } from "./webhook.entity";
import {
  classifyStatus,
  DELIVERY_TIMEOUT_MS,
  disableReason,
  hostOf,
  isPublicAddress,
  nextAttempt,
  RETRY_DELAYS_MS,
  SENDING_LEASE_MS,
} from "./webhooks.rules";
import { publicOnlyLookup, RefusedAddressError } from "./webhooks.address";
import { openSecret, signature } from "./webhooks.crypto";
import { rowsOf, type WebhooksService } from "./webhooks.service";

/** Events one run posts at most, and at most this many at once. */
export const DELIVERY_BATCH = 200;
export const DELIVERY_CONCURRENCY = 8;

export interface SenderOptions {
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
  leaseMs?: number;
  batch?: number;
  concurrency?: number;
}

interface Claimed {
  id: string;
  webhook_id: number;
  event_uuid: string;
  kind: string;
  body: string;
  attempts: number;
}

interface Target {
  id: number;
  url: string;
  secret_sealed: string;
}

type Attempt = { statusCode: number | null; outcome: DeliveryOutcome; error: string | null; durationMs: number };

class DeliveryTimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms / 1000} s`);
    this.name = "DeliveryTimeoutError";
  }
}

/**
 * POSTs `body` to `url` and resolves to the answer's status (the body is not read). Without `allowLocal` the
 * connection goes only to public addresses (an IP literal is checked here; a name through `publicOnlyLookup`).
 */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
  allowLocal: boolean,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const host = hostOf(url);
    if (!allowLocal && net.isIP(host) && !isPublicAddress(host)) return reject(new RefusedAddressError(host));
    const client = target.protocol === "https:" ? https : http;
    const req = client.request(target, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
      lookup: allowLocal ? undefined : publicOnlyLookup,
      agent: false,
    });
    const timer = setTimeout(() => req.destroy(new DeliveryTimeoutError(timeoutMs)), timeoutMs);
    req.on("response", (res) => {
      clearTimeout(timer);
      resolve(res.statusCode ?? 0);
      res.destroy();
    });
    req.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}

const errorText = (err: unknown): string => String((err as Error)?.message ?? err).slice(0, 300);

/**
 * Posts the queued webhook events (README.md "Delivery"). Each event is claimed with one atomic UPDATE (status
 * `sending`, `FOR UPDATE SKIP LOCKED`) that commits before the post, so two runs — two instances, or a run and a
 * redelivery's immediate run — never post the same attempt. A claim older than the lease was interrupted (a crash, a
 * restart) and is queued again: delivery is at least once.
 */
export class WebhookSender {
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly deps: Pick<Deps, "db" | "config" | "logger" | "now">,
    private readonly webhooks: WebhooksService,
    private readonly opts: SenderOptions = {},
  ) {}

  /** Runs a delivery pass now, in the background, unless one of this process is under way (after a queued test). */
  kick(): void {
    if (this.running) return;
    this.running = this.deliverDue()
      .catch((err) => this.deps.logger.error({ err }, "webhook delivery failed"))
      .finally(() => (this.running = null));
  }

  /** One run of the `deliver-webhooks` job: returns a summary for the job log. */
  async deliverDue(deadline = Number.POSITIVE_INFINITY): Promise<string> {
    const requeued = await this.requeueInterrupted();
    const counts: Record<string, number> = {};
    const batch = this.opts.batch ?? DELIVERY_BATCH;
    let done = 0;
    while (done < batch && Date.now() < deadline - (this.opts.timeoutMs ?? DELIVERY_TIMEOUT_MS) - 5_000) {
      const claimed = await this.claim(Math.min(this.opts.concurrency ?? DELIVERY_CONCURRENCY, batch - done));
      if (!claimed.length) break;
      const targets = await this.targets(claimed.map((c) => c.webhook_id));
      const results = await Promise.all(claimed.map((c) => this.deliver(c, targets.get(Number(c.webhook_id)))));
      for (const r of results) counts[r] = (counts[r] ?? 0) + 1;
      done += claimed.length;
    }
    const parts = Object.entries(counts).map(([k, n]) => `${k} ${n}`);
    if (requeued) parts.push(`requeued ${requeued}`);
    return parts.length ? parts.join(", ") : "nothing to deliver";
  }

  private async claim(n: number): Promise<Claimed[]> {
    return rowsOf<Claimed>(
      await this.deps.db.query(
        `UPDATE webhook_events e SET status = 'sending', attempts = e.attempts + 1, claimed_at = $1
           FROM (SELECT we.id FROM webhook_events we JOIN webhooks w ON w.id = we.webhook_id AND w.active
                  WHERE we.status = 'pending' AND we.next_attempt_at <= $1
                  ORDER BY we.next_attempt_at, we.id LIMIT $2 FOR UPDATE OF we SKIP LOCKED) due
          WHERE e.id = due.id AND e.status = 'pending'
          RETURNING e.id, e.webhook_id, e.event_uuid, e.kind, e.body, e.attempts`,
        [this.deps.now(), n],
      ),
    );
  }

  private async targets(ids: number[]): Promise<Map<number, Target>> {
    const rows: Target[] = await this.deps.db.query(`SELECT id, url, secret_sealed FROM webhooks WHERE id = ANY($1::int[])`, [
      [...new Set(ids.map(Number))],
    ]);
    return new Map(rows.map((r) => [Number(r.id), r]));
  }

  private async attempt(event: Claimed, target: Target): Promise<Attempt> {
    const started = Date.now();
    const timeoutMs = this.opts.timeoutMs ?? DELIVERY_TIMEOUT_MS;
    const secret = openSecret(this.deps.config, target.secret_sealed);
    if (!secret)
      return {
        statusCode: null,
        outcome: DeliveryOutcome.ERROR,
        error: "the signing secret could not be read (was WEBHOOK_SECRET_KEY changed?)",
        durationMs: 0,
      };
    try {
      const statusCode = await postJson(
        target.url,
        event.body,
        {
          "user-agent": "MappersGuild-Webhooks/1",
          "x-signature": signature(secret, event.body),
          "x-webhook-event-id": event.event_uuid,
          "x-webhook-kind": event.kind,
          "x-webhook-attempt": String(event.attempts),
        },
        timeoutMs,
        this.deps.config.webhooks.allowLocalEndpoints,
      );
      const ok = classifyStatus(statusCode).outcome === "ok";
      return {
        statusCode,
        outcome: ok ? DeliveryOutcome.OK : DeliveryOutcome.FAILED,
        error: ok ? null : `answered ${statusCode}`,
        durationMs: Date.now() - started,
      };
    } catch (err) {
      const timeout = (err as Error)?.name === "DeliveryTimeoutError";
      return {
        statusCode: null,
        outcome: timeout ? DeliveryOutcome.TIMEOUT : DeliveryOutcome.ERROR,
        error: errorText(err),
        durationMs: Date.now() - started,
      };
    }
  }

  /** Posts one claimed event and records the attempt, the event's next state and the webhook's failure count. */
  private async deliver(event: Claimed, target: Target | undefined): Promise<string> {
    if (!target) return "gone";
    const result = await this.attempt(event, target);
    const now = this.deps.now();
    const attempts = Number(event.attempts);
    const verdict =
      result.outcome === DeliveryOutcome.OK
        ? "ok"
        : result.statusCode !== null && classifyStatus(result.statusCode).outcome === "gone"
          ? "gone"
          : "retry";
    const next = verdict === "retry" ? nextAttempt(attempts, now, this.opts.retryDelaysMs ?? RETRY_DELAYS_MS) : null;
    const state = verdict === "ok" ? "delivered" : next ? "retry" : "failed";
    if (verdict !== "ok")
      this.deps.logger.warn(
        { webhook: target.id, event: event.event_uuid, attempts, error: result.error, state },
        "webhook event not delivered",
      );
    await this.deps.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO webhook_deliveries (webhook_id, webhook_event_id, event_uuid, kind, attempt, outcome, status_code, duration_ms, error, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          target.id,
          event.id,
          event.event_uuid,
          event.kind,
          attempts,
          result.outcome,
          result.statusCode,
          result.durationMs,
          result.error,
          now,
        ],
      );
      // Only the claim that is still current settles the event (a claim requeued after its lease is no longer).
      const settled = rowsOf(
        state === "delivered"
          ? await m.query(
              `UPDATE webhook_events SET status = 'delivered', delivered_at = $3, last_error = NULL
                WHERE id = $1 AND status = 'sending' AND attempts = $2 RETURNING id`,
              [event.id, attempts, now],
            )
          : state === "retry"
            ? await m.query(
                `UPDATE webhook_events SET status = 'pending', next_attempt_at = $3, last_error = $4
                  WHERE id = $1 AND status = 'sending' AND attempts = $2 RETURNING id`,
                [event.id, attempts, next, result.error],
              )
            : await m.query(
                `UPDATE webhook_events SET status = 'failed', last_error = $3
                  WHERE id = $1 AND status = 'sending' AND attempts = $2 RETURNING id`,
                [event.id, attempts, result.error],
              ),
      );
      if (verdict === "ok") {
        await m.query(`UPDATE webhooks SET consecutive_failures = 0, last_delivery_at = $2 WHERE id = $1`, [target.id, now]);
        return;
      }
      if (state !== "failed" || !settled.length) return;
      const [hook] = rowsOf<{ consecutive_failures: number }>(
        await m.query(
          `UPDATE webhooks SET consecutive_failures = consecutive_failures + 1 WHERE id = $1 RETURNING consecutive_failures`,
          [target.id],
        ),
      );
      const reason = disableReason(verdict === "gone" ? "gone" : "failed", Number(hook?.consecutive_failures ?? 0));
      if (reason) await this.webhooks.disable(m, target.id, reason);
    });
    return state;
  }

  /** Claims left in `sending` past the lease (the run died mid-post): queued again, to be posted at once. */
  private async requeueInterrupted(): Promise<number> {
    const now = this.deps.now();
    return rowsOf(
      await this.deps.db.query(
        `UPDATE webhook_events SET status = 'pending', next_attempt_at = $1, last_error = 'interrupted while posting; posted again'
          WHERE status = 'sending' AND claimed_at < $2 RETURNING id`,
        [now, new Date(now.getTime() - (this.opts.leaseMs ?? SENDING_LEASE_MS))],
      ),
    ).length;
  }
}
