/**
 * Rate limits (docs/api-guide.md "Rate limits"): budgets of query cost points (app/cost.ts) per fixed window, per
 * personal API token, per signed-in member (web app), per client address for anonymous requests, and — counted in
 * requests — for `/api/login` per client address. Counters live in PostgreSQL (`rate_limit_counters`, works on
 * PGlite too) or in Redis with REDIS_URL, so every instance charges the same budget.
 */
import type { DataSource } from "typeorm";
import { Redis } from "ioredis";
import type { Request, Response } from "express";
import type { RateLimitConfig } from "../../config";
import type { RateLimitBucket, RateLimitState } from "../../core/context";
import type { Context } from "../../modules/context";
import type { Logger } from "../../core/logger";
import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError } from "graphql";
import { isDatabaseUnavailable } from "../../core/errors";
import { cachedOperationCost } from "./cost";

/** What a REST shim request costs (a GraphQL request costs its operation's price, at least 1). */
export const REST_COST = 10;
/** What a GraphQL request that never resolved an operation (syntax/validation errors, refused tokens) costs. */
export const FAILED_REQUEST_COST = 1;

export type Bucket = RateLimitBucket;

/** The points a request of price `cost` is charged: the price rounded up, at least 1. */
export const chargedPoints = (cost: number): number => Math.max(1, Math.ceil(cost));

export interface CounterStore {
  /**
   * Adds `cost` to the key's counter in the window starting at `windowStart` unless that would pass `limit`.
   * Answers whether it was added and the points used in the window afterwards.
   */
  charge(
    key: string,
    windowStart: Date,
    windowMs: number,
    cost: number,
    limit: number,
  ): Promise<{ allowed: boolean; used: number }>;
  close(): Promise<void>;
}

/** Counters in PostgreSQL: one atomic upsert per charge; a new window replaces the old count. */
export class PgCounterStore implements CounterStore {
  private charges = 0;

  constructor(private readonly db: DataSource) {}

  /**
   * The atomic charge: inserts the row(s) of `source` (key, window start, cost) as the key's counter, or adds the cost
   * to it — a new window replaces the old count — unless that would pass the limit (`limit`: SQL over `EXCLUDED`).
   */
  static upsert(source: string, limit: string): string {
    return `INSERT INTO rate_limit_counters ("key", "window_start", "used") ${source}
       ON CONFLICT ("key") DO UPDATE SET
         "used" = CASE WHEN rate_limit_counters."window_start" = EXCLUDED."window_start"
                       THEN rate_limit_counters."used" + EXCLUDED."used" ELSE EXCLUDED."used" END,
         "window_start" = EXCLUDED."window_start"
       WHERE rate_limit_counters."window_start" <> EXCLUDED."window_start" OR rate_limit_counters."used" + EXCLUDED."used" <= ${limit}`;
  }

  /** Counts a charge made by another statement (the occasional purge of idle rows runs every 1000 charges). */
  async counted(windowStart: Date, windowMs: number): Promise<void> {
    if (++this.charges % 1000 === 0) await this.purge(windowStart, windowMs);
  }

  private async purge(windowStart: Date, windowMs: number): Promise<void> {
    await this.db.query(`DELETE FROM rate_limit_counters WHERE "window_start" < $1`, [
      new Date(windowStart.getTime() - windowMs),
    ]);
  }

  async charge(key: string, windowStart: Date, windowMs: number, cost: number, limit: number) {
    if (cost > limit) return { allowed: false, used: await this.used(key, windowStart) };
    const rows: { used: string }[] = await this.db.query(
      `${PgCounterStore.upsert("VALUES ($1, $2, $3)", "$4")} RETURNING "used"`,
      [key, windowStart, cost, limit],
    );
    // Rows of budgets idle for two windows go now and then (anonymous addresses come and go).
    await this.counted(windowStart, windowMs);
    if (rows.length) return { allowed: true, used: Number(rows[0].used) };
    return { allowed: false, used: await this.used(key, windowStart) };
  }

  private async used(key: string, windowStart: Date): Promise<number> {
    const rows: { used: string }[] = await this.db.query(
      `SELECT "used" FROM rate_limit_counters WHERE "key" = $1 AND "window_start" = $2`,
      [key, windowStart],
    );
    return rows.length ? Number(rows[0].used) : 0;
  }

  async close() {}
}

/** Check-and-add in one step on the Redis server; the key expires with its window. */
const REDIS_CHARGE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local cost = tonumber(ARGV[1])
if used + cost > tonumber(ARGV[2]) then return {0, used} end
used = redis.call('INCRBY', KEYS[1], cost)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {1, used}`;

export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async charge(key: string, windowStart: Date, windowMs: number, cost: number, limit: number) {
    const redisKey = `mg:ratelimit:${key}:${windowStart.getTime()}`;
    const [allowed, used] = (await this.redis.eval(REDIS_CHARGE, 1, redisKey, cost, limit, windowMs * 2)) as [number, number];
    return { allowed: allowed === 1, used: Number(used) };
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}

export class RateLimiter {
  constructor(
    readonly config: RateLimitConfig,
    private readonly store: CounterStore,
    private readonly now: () => Date,
    private readonly logger: Logger,
  ) {}

  /** The budget a request draws on: its token, its signed-in member, or its client address. */
  bucketFor(ctx: Context, address: string): Bucket {
    if (ctx.auth.kind === "token") return { key: `token:${ctx.auth.tokenId}`, limit: this.config.tokenPoints };
    if (ctx.viewer) return { key: `member:${ctx.viewer.id}`, limit: this.config.memberPoints };
    return { key: `ip:${address}`, limit: this.config.anonymousPoints };
  }

  loginBucket(address: string): Bucket {
    return { key: `login:${address}`, limit: this.config.loginRequests };
  }

  /** The fixed window `now` falls in. */
  window(): { start: Date; ms: number } {
    const ms = this.config.windowMs;
    return { start: new Date(Math.floor(this.now().getTime() / ms) * ms), ms };
  }

  /** The counters' PostgreSQL store, when they live in PostgreSQL (a charge can then join another statement). */
  get postgresStore(): PgCounterStore | null {
    return this.store instanceof PgCounterStore ? this.store : null;
  }

  /** What a charge of `points` to `bucket` came to, as the headers and the refusal text tell it. */
  stateOf(bucket: Bucket, points: number, counted: { allowed: boolean; used: number }, windowStart: Date): RateLimitState {
    const { allowed, used } = counted;
    if (!allowed) this.logger.info({ bucket: bucket.key, cost: points, used }, "rate limit reached");
    return {
      bucket: bucket.key,
      limit: bucket.limit,
      cost: points,
      remaining: Math.max(0, bucket.limit - used),
      resetAt: new Date(windowStart.getTime() + this.config.windowMs),
      allowed,
    };
  }

  /** Charges a request's cost to its bucket. A request over budget is refused and costs nothing. */
  async charge(bucket: Bucket, cost: number): Promise<RateLimitState> {
    const window = this.window();
    const points = chargedPoints(cost);
    let counted: { allowed: boolean; used: number };
    try {
      counted = await this.store.charge(bucket.key, window.start, window.ms, points, bucket.limit);
    } catch (e) {
      if (!isDatabaseUnavailable(e)) throw e;
      counted = this.uncounted(bucket);
    }
    return this.stateOf(bucket, points, counted, window.start);
  }

  /**
   * The counters live in the database: during an outage a request goes on uncounted, so it meets the outage where it
   * is answered properly (503 with Retry-After, docs/security.md) instead of a 500 from here.
   */
  uncounted(bucket: Bucket): { allowed: boolean; used: number } {
    this.logger.warn({ bucket: bucket.key }, "rate limit not counted: database unavailable");
    return { allowed: true, used: 0 };
  }

  /** Seconds until the window resets (at least 1). */
  secondsToReset(state: RateLimitState): number {
    return Math.max(1, Math.ceil((state.resetAt.getTime() - this.now().getTime()) / 1000));
  }

  /** `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds), and `Retry-After` when refused. */
  headers(state: RateLimitState): Record<string, string> {
    const reset = String(this.secondsToReset(state));
    const headers: Record<string, string> = {
      "ratelimit-limit": String(state.limit),
      "ratelimit-remaining": String(state.remaining),
      "ratelimit-reset": reset,
    };
    if (!state.allowed) headers["retry-after"] = reset;
    return headers;
  }

  /** The refusal text: what the request costs, what is left, and when the budget is back. */
  message(state: RateLimitState): string {
    return (
      `Rate limit exceeded: this request costs ${state.cost} points and ${state.remaining} of ${state.limit} remain until ` +
      `${state.resetAt.toISOString()}. Retry after ${this.secondsToReset(state)} seconds, or ask for less (docs/api-guide.md "Rate limits").`
    );
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

export function createRateLimiter(config: RateLimitConfig, db: DataSource, now: () => Date, logger: Logger): RateLimiter {
  const store = config.redisUrl ? new RedisCounterStore(config.redisUrl) : new PgCounterStore(db);
  return new RateLimiter(config, store, now, logger);
}

/** The client address of a request (Express's `req.ip`, which honours TRUST_PROXY). */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? "unknown";

/** Sends the rate-limit headers of a state on an Express response. */
export function setRateLimitHeaders(res: Response, limiter: RateLimiter, state: RateLimitState): void {
  res.set(limiter.headers(state));
}

/** The bucket of a /graphql request, handed from the HTTP layer to the Apollo plugin on the context (Apollo copies it). */
export function setGraphqlBucket(ctx: Context, bucket: Bucket): void {
  ctx.rateLimitBucket = bucket;
}

/**
 * Charges each GraphQL request its operation's price once the operation is known (a request that never gets there
 * — syntax or validation errors — costs FAILED_REQUEST_COST), refuses it over budget (429, `Retry-After`, code
 * RATE_LIMITED) and puts the rate-limit headers on every answer. An operation over the cost limit is refused by the
 * cost check and charged as a failed request.
 */
/** Reads a cookie request's viewer with its charge (app/session-viewer.ts `SessionViewers`). */
export interface SessionViewerReader {
  resolve(ctx: Context, anonymous: Bucket, cost: number): Promise<void>;
}

/**
 * Charges a /graphql request's bucket `cost` points; a cookie request's bucket is its member's, read with the charge
 * (session-viewer.ts).
 */
export async function chargeGraphqlRequest(
  limiter: RateLimiter,
  sessions: SessionViewerReader,
  ctx: Context,
  bucket: Bucket,
  cost: number,
): Promise<RateLimitState> {
  if (ctx.sessionId === undefined) return limiter.charge(bucket, cost);
  await sessions.resolve(ctx, bucket, cost);
  return ctx.rateLimit!;
}

export function rateLimitPlugin(
  limiter: RateLimiter,
  maxCost: number,
  sessions: SessionViewerReader,
): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, request, schema }) {
          const bucket = contextValue.rateLimitBucket;
          if (!bucket) return;
          const cost = cachedOperationCost(schema, document, request.operationName, request.variables);
          if (cost > maxCost) return;
          const state = contextValue.rateLimit ?? (await chargeGraphqlRequest(limiter, sessions, contextValue, bucket, cost));
          contextValue.rateLimit = state;
          if (!state.allowed) {
            throw new GraphQLError(limiter.message(state), { extensions: { code: RATE_LIMITED, http: { status: 429 } } });
          }
        },
        async willSendResponse({ contextValue, response }) {
          const bucket = contextValue.rateLimitBucket;
          if (!bucket) return;
          if (!contextValue.rateLimit) {
            try {
              contextValue.rateLimit = await chargeGraphqlRequest(limiter, sessions, contextValue, bucket, FAILED_REQUEST_COST);
            } catch (e) {
              // The answer is already an error (e.g. the database outage that failed the charge): it goes out as it is.
              if (!isDatabaseUnavailable(e)) throw e;
              return;
            }
          }
          for (const [name, value] of Object.entries(limiter.headers(contextValue.rateLimit)))
            response.http.headers.set(name, value);
          if (!contextValue.rateLimit.allowed) response.http.status = 429;
        },
      };
    },
  };
}

export const RATE_LIMITED = "RATE_LIMITED";
