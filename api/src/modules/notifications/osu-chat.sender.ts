import type { Deps } from "../../core/deps";
import { OsuApiError } from "../../osu/osu-client";

/** Waits before the retries of a message osu! did not take: 1 min, 5 min, 25 min, 2 h; then it has failed. */
export const CHAT_RETRY_DELAYS_MS: readonly number[] = [60_000, 300_000, 1_500_000, 7_200_000];
/** A message claimed longer ago than this was interrupted mid-send (a crash): its outcome is unknown. */
export const CHAT_SENDING_LEASE_MS = 10 * 60_000;
/** Messages one run sends at most. */
export const CHAT_BATCH = 50;
/** osu! takes one private message a second from a sender (osu-web `chat.rate_limits.private`). */
export const CHAT_SPACING_MS = 1_100;

/** What becomes of a message whose send failed: tried again later, given up, or not sent again because osu! may have it. */
export type ChatFailureOutcome = "retry" | "failed" | "unknown";

/** Network errors raised before a connection existed: the message cannot have reached osu!. */
const NOT_CONNECTED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * How a failed send is treated (README.md "osu! chat"). osu! answered: 401 (token), 408, 429 (too fast) and 5xx are
 * tried again; any other answer (403 missing scope, 404/422 unknown or restricted user, 422 too long …) is final. No
 * answer: a refused connection never reached osu! and is tried again; a timeout or a connection lost mid-request may
 * have delivered the message, so it is never sent again ("unknown") — a message is never sent twice.
 */
export function classifyChatFailure(err: unknown): ChatFailureOutcome {
  // The paced osu! client refuses before sending when a token's budget is spent or osu! asked it to wait (its
  // OsuRateLimitedError): nothing went out, so it is tried again later.
  if ((err as Error | null)?.name === "OsuRateLimitedError") return "retry";
  if (err instanceof OsuApiError) {
    const s = err.status;
    // No answer at all, as the paced client reports a failed request ("osu! could not be reached"): it may have arrived.
    if (s === undefined) return /could not be reached/i.test(err.message) ? "unknown" : "failed";
    return s === 401 || s === 408 || s === 429 || s >= 500 ? "retry" : "failed";
  }
  const e = err as { name?: string; cause?: { code?: string } } | null;
  if (e?.name === "TimeoutError" || e?.name === "AbortError") return "unknown";
  if (e?.cause?.code && NOT_CONNECTED.has(e.cause.code)) return "retry";
  return "unknown";
}

/** When attempt number `attempts` (1 = the first) failed with a retryable error: the next try, or null (given up). */
export function nextChatAttempt(attempts: number, now: Date, delays: readonly number[] = CHAT_RETRY_DELAYS_MS): Date | null {
  const delay = delays[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

interface Claimed {
  id: string;
  target_osu_id: number;
  body: string;
  attempts: number;
}

const errorText = (err: unknown): string => String((err as Error)?.message ?? err).slice(0, 300);

/**
 * Sends the queued osu! chat messages (`osu_chat_messages`, written in the transaction of the event). Each message is
 * claimed with one atomic UPDATE (status `sending`, `FOR UPDATE SKIP LOCKED`) that commits before the request goes
 * out, so two runs — on two instances, or a run and an admin's "run now" — never send the same message.
 */
export class OsuChatSender {
  constructor(
    private readonly deps: Pick<Deps, "db" | "osu" | "logger" | "now">,
    private readonly opts: { spacingMs?: number; batch?: number; retryDelaysMs?: readonly number[] } = {},
  ) {}

  /** One run of the `send-osu-chat` job: returns a summary for the job log. */
  async sendDue(): Promise<string> {
    const interrupted = await this.abandonInterrupted();
    const counts = { sent: 0, retry: 0, failed: 0, unknown: 0 };
    const batch = this.opts.batch ?? CHAT_BATCH;
    for (let i = 0; i < batch; i++) {
      const msg = await this.claim();
      if (!msg) break;
      if (i > 0) await sleep(this.opts.spacingMs ?? CHAT_SPACING_MS);
      counts[await this.send(msg)]++;
    }
    const parts = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${n}`);
    if (interrupted) parts.push(`interrupted ${interrupted}`);
    return parts.length ? parts.join(", ") : "nothing to send";
  }

  private async claim(): Promise<Claimed | null> {
    const rows: Claimed[] = await this.deps.db.query(
      `UPDATE osu_chat_messages SET status = 'sending', attempts = attempts + 1, claimed_at = $1
        WHERE status = 'pending' AND id = (
          SELECT id FROM osu_chat_messages WHERE status = 'pending' AND next_attempt_at <= $1
           ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, target_osu_id, body, attempts`,
      [this.deps.now()],
    );
    const claimed = Array.isArray(rows[0]) ? (rows[0] as unknown as Claimed[]) : rows;
    return claimed[0] ?? null;
  }

  private async send(msg: Claimed): Promise<"sent" | ChatFailureOutcome> {
    try {
      await this.deps.osu.sendChatMessage(Number(msg.target_osu_id), msg.body);
      await this.finish(msg.id, { status: "sent", sent_at: this.deps.now(), last_error: null });
      return "sent";
    } catch (err) {
      let outcome = classifyChatFailure(err);
      const next = outcome === "retry" ? nextChatAttempt(Number(msg.attempts), this.deps.now(), this.opts.retryDelaysMs) : null;
      if (outcome === "retry" && !next) outcome = "failed";
      this.deps.logger.warn(
        { chatMessage: msg.id, attempts: msg.attempts, outcome, err: errorText(err) },
        "osu! chat message not sent",
      );
      await this.finish(
        msg.id,
        next
          ? { status: "pending", next_attempt_at: next, last_error: errorText(err) }
          : { status: outcome, last_error: errorText(err) },
      );
      return outcome;
    }
  }

  private async finish(id: string, set: Record<string, unknown>): Promise<void> {
    const cols = Object.keys(set);
    await this.deps.db.query(
      `UPDATE osu_chat_messages SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(", ")} WHERE id = $1 AND status = 'sending'`,
      [id, ...cols.map((c) => set[c])],
    );
  }

  /** Messages left in `sending` by a run that died: osu! may have them, so they are not sent again. */
  private async abandonInterrupted(): Promise<number> {
    const rows: { id: string }[] = await this.deps.db.query(
      `UPDATE osu_chat_messages SET status = 'unknown', last_error = 'interrupted while sending; not sent again'
        WHERE status = 'sending' AND claimed_at < $1 RETURNING id`,
      [new Date(this.deps.now().getTime() - CHAT_SENDING_LEASE_MS)],
    );
    const abandoned = Array.isArray(rows[0]) ? (rows[0] as unknown as { id: string }[]) : rows;
    return abandoned.length;
  }
}

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
