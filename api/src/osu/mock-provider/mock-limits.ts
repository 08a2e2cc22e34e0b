/**
 * The offline provider's rate limits, as osu-web's (app/Http/Middleware/ThrottleRequests.php, App\Libraries\
 * RateLimiter, config/osu.php `api.throttle.global` = "1200,1"): a fixed window per key that starts at the key's
 * first charged request and lasts the window; a request is refused (429) when the window already holds `max` units,
 * otherwise it is served and THEN charged its cost (so one dear request may overshoot the limit, as on osu!). API keys
 * are tokens; the token endpoint's key is the caller's address (Laravel's default `throttle`, 60 a minute).
 *
 * One deliberate difference: osu-web's exception handler answers 429 as `{"error":"Too Many Attempts."}` without
 * the Retry-After header Laravel computes; the stand-in sends Retry-After (whole seconds) so the client's use of it is
 * exercised. The client copes with both (osu/README.md).
 */
export interface MockLimits {
  /** Units per window per token on /api/v2 (osu-web: 1,200). */
  unitsPerWindow: number;
  /** Requests per window per address on /oauth/token (osu-web: 60). */
  tokenRequestsPerWindow: number;
  windowMs: number;
}

export const OSU_WEB_LIMITS: MockLimits = { unitsPerWindow: 1200, tokenRequestsPerWindow: 60, windowMs: 60_000 };

interface Window {
  startedAt: number;
  hits: number;
}

export interface LimiterStats {
  /** Requests served (and charged). */
  served: number;
  /** Units charged. */
  units: number;
  /** Requests refused with 429. */
  throttled: number;
}

export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();
  readonly stats: LimiterStats = { served: 0, units: 0, throttled: 0 };

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Before the request: refused? Then `retryAfterS` is when the key's window ends. */
  check(
    key: string,
    max: number,
    windowMs: number,
  ): { refused: false; remaining: number } | { refused: true; retryAfterS: number } {
    const w = this.live(key, windowMs);
    if (w && w.hits >= max) {
      this.stats.throttled++;
      return { refused: true, retryAfterS: Math.max(1, Math.ceil((w.startedAt + windowMs - this.now()) / 1000)) };
    }
    return { refused: false, remaining: Math.max(0, max - (w?.hits ?? 0)) };
  }

  /** After the request: charges its cost; returns what is left of `max` in the window. */
  hit(key: string, cost: number, max: number, windowMs: number): number {
    let w = this.live(key, windowMs);
    if (!w) {
      w = { startedAt: this.now(), hits: 0 };
      this.windows.set(key, w);
    }
    w.hits += cost;
    this.stats.served++;
    this.stats.units += cost;
    return Math.max(0, max - w.hits);
  }

  reset(): void {
    this.windows.clear();
    this.stats.served = 0;
    this.stats.units = 0;
    this.stats.throttled = 0;
  }

  private live(key: string, windowMs: number): Window | null {
    const w = this.windows.get(key);
    if (!w) return null;
    if (w.startedAt + windowMs <= this.now()) {
      this.windows.delete(key);
      return null;
    }
    return w;
  }
}
