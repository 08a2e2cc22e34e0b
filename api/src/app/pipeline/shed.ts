/**
 * Overload shedding (README.md "Overload"): when this process cannot keep up, /graphql and /api answer 503 with
 * `Retry-After` at once, before any work, instead of queueing the request behind the others until it times out.
 *
 * Two signs, each checked as a request arrives (both cheap):
 * - event-loop lag: `perf_hooks.monitorEventLoopDelay` samples how late the loop runs; a mean delay over the last
 *   sampling window (half a second) above `maxLagMs`, while at least `lagMinInFlight` requests are in hand, means
 *   requests queue behind each other. The mean, not the worst: one long pause (a collection, a query compiled once)
 *   is not a queue; and a request alone is never shed for lag (nothing waits in front of it);
 * - requests in hand: `maxInFlight` /graphql and /api requests started and not yet answered in this process.
 * `/health`, files and pages are never shed (a load balancer must see the process alive; a file costs next to nothing).
 *
 * Written here rather than taken from `overload-protection` or `toobusy-js`: both watch the event loop only (no bound
 * on requests in hand), answer in their own format, and a shed GraphQL answer must be a GraphQL error with a code.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "../../core/logger";

/** Answers refused by a shedder (the access log writes no line for them: see `logger` below). */
const shedAnswers = new WeakSet<ServerResponse>();
export const isShed = (res: ServerResponse): boolean => shedAnswers.has(res);

export interface ShedOptions {
  /** Event-loop lag (ms) over which requests are shed; 0 = not checked. */
  maxLagMs: number;
  /** Requests in hand over which requests are shed; 0 = not checked. */
  maxInFlight: number;
  /** Lag sheds only with at least this many requests in hand (default 4). */
  lagMinInFlight?: number;
  /** How long a sampling window of the lag lasts (ms). */
  windowMs?: number;
  /** The `Retry-After` of a shed answer, in seconds. */
  retryAfterSeconds?: number;
  /** Told every `reportMs` (10 s) how many requests were shed meanwhile, when any were (one line, not one a request). */
  logger?: Pick<Logger, "warn">;
  reportMs?: number;
}

export const SHED_MESSAGE = "The server is busy: try again in a moment";

export interface Shedder {
  middleware: RequestHandler;
  /** The mean lag of the last full window (ms), the requests in hand now, and how many were shed. */
  state(): { lagMs: number; inFlight: number; shed: number };
  close(): void;
}

export function overloadShedder(options: ShedOptions): Shedder {
  const { maxLagMs, maxInFlight, lagMinInFlight = 4, windowMs = 500, retryAfterSeconds = 1, logger, reportMs = 10_000 } = options;
  let histogram: IntervalHistogram | null = null;
  let timer: NodeJS.Timeout | null = null;
  let lagMs = 0;
  if (maxLagMs > 0) {
    const h = monitorEventLoopDelay({ resolution: 10 });
    h.enable();
    histogram = h;
    // The sampler's own resolution (10 ms) is subtracted: an idle loop reads ~10 ms.
    timer = setInterval(() => {
      lagMs = h.count ? Math.max(0, h.mean / 1e6 - 10) : 0;
      h.reset();
    }, windowMs);
    timer.unref();
  }
  let inFlight = 0;
  let shed = 0;
  let reported = 0;
  const reporter = logger
    ? setInterval(() => {
        if (shed === reported) return;
        logger.warn({ shed: shed - reported, lagMs: Math.round(lagMs), inFlight }, "overloaded: requests shed with 503");
        reported = shed;
      }, reportMs)
    : null;
  reporter?.unref();

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const busy = (maxLagMs > 0 && lagMs > maxLagMs && inFlight >= lagMinInFlight) || (maxInFlight > 0 && inFlight >= maxInFlight);
    if (busy) {
      shed++;
      shedAnswers.add(res);
      res.status(503).set("retry-after", String(retryAfterSeconds)).set("cache-control", "no-store");
      if (req.originalUrl.startsWith("/graphql")) {
        res.json({ errors: [{ message: SHED_MESSAGE, extensions: { code: "SERVER_BUSY" } }] });
      } else {
        res.json({ error: SHED_MESSAGE });
      }
      return;
    }
    inFlight++;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
    };
    res.once("finish", finish);
    res.once("close", finish);
    next();
  };

  return {
    middleware,
    state: () => ({ lagMs, inFlight, shed }),
    close() {
      if (timer) clearInterval(timer);
      if (reporter) clearInterval(reporter);
      histogram?.disable();
    },
  };
}
