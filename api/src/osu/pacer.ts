/**
 * The client-side budget of osu! calls (osu/README.md "Pacing"). osu-web counts, per OAuth token, one unit per
 * request (`/api/v2/users` one per id) against 1,200 units in a fixed one-minute window that starts at the first
 * charged request, and answers 429 past it; its documentation asks for no more than 60 requests a minute. This
 * keeps a sliding one-minute log per budget key (a token, or the token endpoint), so that in ANY minute, and therefore
 * in osu-web's fixed window too, neither the request count nor the units exceed the configured limits.
 *
 * Callers wait in line, first come first served, per key. A wait that would pass the caller's deadline, or an abort
 * of its signal, ends with OsuBudgetError instead: a job then stops and resumes later, a person gets a clear refusal.
 * After a 429, `block` holds the whole key until osu!'s Retry-After has passed.
 */

export interface BudgetLimits {
  /** Requests per window. */
  requests: number;
  /** Units (osu-web's request cost) per window. */
  units: number;
  windowMs: number;
}

/** The wait for budget would pass the caller's deadline (or the caller gave up). */
export class OsuBudgetError extends Error {
  constructor(
    message: string,
    /** When budget would have been available (epoch ms). */
    readonly availableAt: number,
  ) {
    super(message);
    this.name = "OsuBudgetError";
  }
}

export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal!.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
    }),
};

interface Entry {
  at: number;
  units: number;
}

interface Bucket {
  entries: Entry[];
  blockedUntil: number;
  /** Settles when the caller ahead in line is done acquiring. */
  line: Promise<void>;
}

/** A granted slot: `settle()` once osu! has answered (osu-web charges when it responds). */
export interface Ticket {
  settle(): void;
}

export interface AcquireOptions {
  /** Give up (OsuBudgetError) rather than wait past this time (epoch ms). */
  deadline: number;
  signal?: AbortSignal;
}

export class Pacer {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limitsFor: (key: string) => BudgetLimits,
    private readonly clock: Clock = realClock,
  ) {}

  /** Waits (in line, per key) until `units` fit the key's budget, then records them. */
  async acquire(key: string, units: number, opts: AcquireOptions): Promise<Ticket> {
    const bucket = this.bucket(key);
    const ahead = bucket.line;
    let release!: () => void;
    bucket.line = new Promise<void>((r) => (release = r));
    let acquired = false;
    try {
      await this.waitInLine(ahead, opts);
      const limits = this.limitsFor(key);
      for (;;) {
        const now = this.clock.now();
        const wait = this.waitFor(bucket, units, limits, now);
        if (wait <= 0) break;
        if (now + wait > opts.deadline) {
          throw new OsuBudgetError(`osu! API budget exhausted (next slot in ${Math.ceil(wait / 1000)} s)`, now + wait);
        }
        await this.clock.sleep(wait, opts.signal);
      }
      const entry: Entry = { at: this.clock.now(), units };
      bucket.entries.push(entry);
      acquired = true;
      release();
      return { settle: () => void (entry.at = Math.max(entry.at, this.clock.now())) };
    } finally {
      // Whoever gave up before its turn hands the turn on only once the caller ahead of it is done.
      if (!acquired) void ahead.then(release);
    }
  }

  /** osu! answered 429: nobody on this key goes before `until` (epoch ms). */
  block(key: string, until: number): void {
    const bucket = this.bucket(key);
    bucket.blockedUntil = Math.max(bucket.blockedUntil, until);
  }

  /** What the key has used in the current window (tests, logs). */
  usage(key: string): { requests: number; units: number; blockedUntil: number } {
    const bucket = this.buckets.get(key);
    if (!bucket) return { requests: 0, units: 0, blockedUntil: 0 };
    const live = this.live(bucket, this.limitsFor(key), this.clock.now());
    return { requests: live.length, units: live.reduce((s, e) => s + e.units, 0), blockedUntil: bucket.blockedUntil };
  }

  private async waitInLine(ahead: Promise<void>, opts: AcquireOptions): Promise<void> {
    const left = opts.deadline - this.clock.now();
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const giveUp = new Promise<never>((_, reject) => {
      // (A timer longer than setTimeout's 24.8 days would fire at once: such a deadline has no timer.)
      if (left < 2_147_483_647)
        timer = setTimeout(
          () => reject(new OsuBudgetError("osu! API budget: still waiting for earlier calls", opts.deadline)),
          Math.max(0, left),
        );
      if (opts.signal) {
        if (opts.signal.aborted) reject(opts.signal.reason);
        onAbort = () => reject(opts.signal!.reason);
        opts.signal.addEventListener("abort", onAbort, { once: true });
      }
    });
    giveUp.catch(() => undefined);
    try {
      await Promise.race([ahead, giveUp]);
    } finally {
      clearTimeout(timer);
      if (onAbort) opts.signal?.removeEventListener("abort", onAbort);
    }
  }

  private bucket(key: string): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= 1000) this.sweep();
      bucket = { entries: [], blockedUntil: 0, line: Promise.resolve() };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  /** Forgets idle keys (members' own tokens come and go). */
  private sweep(): void {
    const now = this.clock.now();
    for (const [key, bucket] of this.buckets) {
      const limits = this.limitsFor(key);
      if (bucket.blockedUntil <= now && this.live(bucket, limits, now).length === 0) this.buckets.delete(key);
    }
  }

  private live(bucket: Bucket, limits: BudgetLimits, now: number): Entry[] {
    bucket.entries = bucket.entries.filter((e) => e.at + limits.windowMs > now);
    return bucket.entries;
  }

  /** How long until `units` more fit (0: now). */
  private waitFor(bucket: Bucket, units: number, limits: BudgetLimits, now: number): number {
    let wait = Math.max(0, bucket.blockedUntil - now);
    const live = [...this.live(bucket, limits, now)].sort((a, b) => a.at - b.at);
    if (live.length === 0) return wait;
    // Requests: the oldest ones must leave the window until one more fits.
    const excessRequests = live.length + 1 - limits.requests;
    if (excessRequests > 0) wait = Math.max(wait, live[excessRequests - 1].at + limits.windowMs - now);
    // Units: a call dearer than the whole budget goes alone, once the window is empty.
    if (units > limits.units) return Math.max(wait, live[live.length - 1].at + limits.windowMs - now);
    let used = live.reduce((s, e) => s + e.units, 0);
    for (const e of live) {
      if (used + units <= limits.units) break;
      used -= e.units;
      wait = Math.max(wait, e.at + limits.windowMs - now);
    }
    return wait;
  }
}
