/**
 * Rate limits (docs/api-guide.md "Rate limits"), counted by rate-limiter-flexible. Every budget holder has two:
 *
 * - a **short window** of requests (RATE_LIMIT_BURST_SECONDS, 10 s by default): a burst of requests, however cheap,
 *   meets 429 within its first second or two. Every request counts, refused or not; a client over it is turned away
 *   by this process without asking the store until its window ends;
 * - an **hourly budget** of query cost points (RATE_LIMIT_WINDOW_SECONDS): a GraphQL request costs its operation's
 *   price (cost.ts), a REST call REST_COST. A request that does not fit what is left is refused and costs nothing.
 *
 * Holders: the client address for anonymous requests (an IPv6 address by its /64 network), a signed-in member using
 * the web app, and a member's personal API tokens — all of a member's tokens draw on one budget, so revoking and
 * creating tokens, or holding many, gives no more. `/api/login` counts requests per client address. Counters live in
 * PostgreSQL (`rate_limits`, on PGlite too) or in Redis with REDIS_URL, so every process and instance charges the
 * same budgets; should the store fail, each process goes on counting in memory until it is back.
 */
import type { DataSource } from "typeorm";
import { Redis } from "ioredis";
import ipaddr from "ipaddr.js";
import type { Request, Response } from "express";
import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError } from "graphql";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterStoreOptions,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { RateLimitConfig } from "../../config";
import type { RateLimitBucket, RateLimitState } from "../../core/context";
import type { Context } from "../../modules/context";
import type { Logger } from "../../core/logger";
import { statementClient, type StatementClient } from "../../core/sql";
import { cachedOperationCost } from "./cost";
import { isDryRun } from "./dry-run";

/** What a REST shim request costs (a GraphQL request costs its operation's price, at least 1). */
export const REST_COST = 10;
/** What a GraphQL request that never resolved an operation (syntax/validation errors, refused tokens) costs. */
export const FAILED_REQUEST_COST = 1;
/** The largest budget a counter and the schema's `Int` fields (`rateLimit { limit }`) can carry: 2³¹ − 1. */
export const MAX_BUDGET = 2_147_483_647;

export type Bucket = RateLimitBucket;

/** The points a request of price `cost` is charged: the price rounded up, at least 1. */
export const chargedPoints = (cost: number): number => Math.max(1, Math.ceil(cost));

/** Who holds a budget; each kind has its own hourly points and short-window requests (RATE_LIMIT_* settings). */
export type BudgetKind = "anonymous" | "member" | "tokens" | "login";

interface Limiters {
  hourly: RateLimiterAbstract;
  burst: RateLimiterAbstract | null;
  points: number;
  burstRequests: number;
}

/** The store's counters: PostgreSQL through the app's pool (prepared like every read, core/sql.ts), or Redis. */
type Store = { kind: "postgres"; db: DataSource } | { kind: "redis"; redis: Redis };

/** rate-limiter-flexible's name of its upsert on the `rate_limits` table. */
const UPSERT = "rate_limits:rlflx-upsert";

export class RateLimiter {
  private readonly limiters: Record<BudgetKind, Limiters>;
  private readonly client: StatementClient | null;

  constructor(
    readonly config: RateLimitConfig,
    private readonly store: Store,
    private readonly logger: Logger,
  ) {
    const budgets: Record<BudgetKind, [points: number, burst: number]> = {
      anonymous: [config.anonymousPoints, config.anonymousBurst],
      member: [config.memberPoints, config.memberBurst],
      tokens: [config.tokenPoints, config.tokenBurst],
      login: [config.loginRequests, 0],
    };
    const hourlySeconds = Math.round(config.windowMs / 1000);
    const burstSeconds = Math.round(config.burstWindowMs / 1000);
    let first = true;
    // A request's two charges (short window and hourly budget) go out as one statement (core/sql.ts).
    this.client = store.kind === "postgres" ? statementClient(store.db, { batch: ({ name }) => name === UPSERT }) : null;
    const make = (keyPrefix: string, points: number, duration: number, blockInMemory: boolean): RateLimiterAbstract => {
      const options: IRateLimiterStoreOptions = {
        storeClient: null,
        keyPrefix,
        points,
        duration,
        // Should the store fail, this process counts alone until it answers again.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
        // A client over its short window is refused in memory until the window ends (no statement per refusal).
        ...(blockInMemory ? { inMemoryBlockOnConsumed: points + 1 } : {}),
      };
      if (this.store.kind === "redis") return new RateLimiterRedis({ ...options, storeClient: this.store.redis });
      // One table for every budget; one limiter purges the rows of windows that ended an hour ago.
      const limiter = new RateLimiterPostgres({
        ...options,
        storeClient: this.client,
        storeType: "pool",
        tableName: "rate_limits",
        tableCreated: true,
        clearExpiredByTimeout: first,
      });
      first = false;
      return limiter;
    };
    this.limiters = Object.fromEntries(
      Object.entries(budgets).map(([kind, [points, burst]]) => [
        kind,
        {
          hourly: make(kind, points, hourlySeconds, false),
          burst: burst > 0 ? make(`${kind}-burst`, burst, burstSeconds, true) : null,
          points,
          burstRequests: burst,
        },
      ]),
    ) as Record<BudgetKind, Limiters>;
  }

  /** The budget a request draws on: its member's tokens, its signed-in member, or its client address. */
  bucketFor(ctx: Pick<Context, "auth" | "viewer">, address: string): Bucket {
    if (ctx.auth.kind === "token" && ctx.viewer) return this.bucket("tokens", String(ctx.viewer.id));
    if (ctx.viewer) return this.bucket("member", String(ctx.viewer.id));
    return this.bucket("anonymous", addressKey(address));
  }

  loginBucket(address: string): Bucket {
    return this.bucket("login", addressKey(address));
  }

  private bucket(kind: BudgetKind, id: string): Bucket {
    return { kind, key: `${kind}:${id}`, id, limit: this.limiters[kind].points };
  }

  /**
   * Charges a request: one request of the bucket's short window and `cost` points of its hourly budget, both at once.
   * Over the short window: refused (the points are given back). Over the budget: refused, and the points are given
   * back, so a refused request costs nothing of it.
   */
  async charge(bucket: Bucket, cost: number): Promise<RateLimitState> {
    const limiters = this.limiters[bucket.kind];
    const points = chargedPoints(cost);
    const [burst, hourly] = await Promise.all([
      limiters.burst ? outcome(limiters.burst.consume(bucket.id, 1)) : null,
      outcome(limiters.hourly.consume(bucket.id, points)),
    ]);
    const burstRefused = burst !== null && !burst.allowed;
    if (hourly.allowed && !burstRefused) return this.state(bucket, points, hourly.res, null);
    // Refused: the points the store added are given back (a refusal in memory added none).
    if (hourly.res.consumedPoints > 0) await limiters.hourly.reward(bucket.id, points);
    const used = Math.max(0, hourly.res.consumedPoints - points);
    const refusal = burstRefused
      ? { kind: "burst" as const, requests: limiters.burstRequests, msBeforeNext: burst.res.msBeforeNext }
      : { kind: "budget" as const, requests: 0, msBeforeNext: hourly.res.msBeforeNext };
    const state = this.state(bucket, points, { ...hourly.res, remainingPoints: bucket.limit - used }, refusal);
    this.logger.info({ bucket: bucket.key, cost: points, refusal: refusal.kind }, "rate limit reached");
    return state;
  }

  private state(
    bucket: Bucket,
    points: number,
    res: Pick<RateLimiterRes, "remainingPoints" | "msBeforeNext">,
    refusal: { kind: "burst" | "budget"; requests: number; msBeforeNext: number } | null,
  ): RateLimitState {
    const now = Date.now();
    const resetInMs = res.msBeforeNext >= 0 ? res.msBeforeNext : this.config.windowMs;
    return {
      bucket: bucket.key,
      limit: bucket.limit,
      cost: points,
      remaining: Math.max(0, Math.min(bucket.limit, res.remainingPoints)),
      resetAt: new Date(now + resetInMs),
      allowed: refusal === null,
      retryAt: refusal ? new Date(now + Math.max(refusal.msBeforeNext, 1)) : undefined,
      refusal: refusal
        ? { kind: refusal.kind, requests: refusal.requests, seconds: this.config.burstWindowMs / 1000 }
        : undefined,
    };
  }

  /** Seconds until `date` (at least 1). */
  private secondsUntil(date: Date): number {
    return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));
  }

  /** `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds) of the hourly budget; `Retry-After` when refused. */
  headers(state: RateLimitState): Record<string, string> {
    const headers: Record<string, string> = {
      "ratelimit-limit": String(state.limit),
      "ratelimit-remaining": String(state.remaining),
      "ratelimit-reset": String(this.secondsUntil(state.resetAt)),
    };
    if (state.retryAt) headers["retry-after"] = String(this.secondsUntil(state.retryAt));
    return headers;
  }

  /** The refusal text: the short window's, or what the request costs, what is left and when the budget is back. */
  message(state: RateLimitState): string {
    const retry = this.secondsUntil(state.retryAt ?? state.resetAt);
    if (state.refusal?.kind === "burst") {
      return (
        `Rate limit exceeded: more than ${state.refusal.requests} requests in ${state.refusal.seconds} seconds. ` +
        `Retry after ${retry} seconds (docs/api-guide.md "Rate limits").`
      );
    }
    return (
      `Rate limit exceeded: this request costs ${state.cost} points and ${state.remaining} of ${state.limit} remain until ` +
      `${state.resetAt.toISOString()}. Retry after ${retry} seconds, or ask for less (docs/api-guide.md "Rate limits").`
    );
  }

  async close(): Promise<void> {
    if (this.store.kind === "redis") await this.store.redis.quit().catch(() => undefined);
  }
}

/** A consume's outcome: allowed with its result, or refused (rate-limiter-flexible rejects with a RateLimiterRes). */
async function outcome(consumed: Promise<RateLimiterRes>): Promise<{ allowed: boolean; res: RateLimiterRes }> {
  try {
    return { allowed: true, res: await consumed };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { allowed: false, res: err };
    throw err;
  }
}

/** The budget key of a client address: an IPv4 address as it is, an IPv6 address by its /64 network. */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(":")}::/64`;
}

export function createRateLimiter(config: RateLimitConfig, db: DataSource, logger: Logger): RateLimiter {
  const store: Store = config.redisUrl
    ? { kind: "redis", redis: new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) }
    : { kind: "postgres", db };
  return new RateLimiter(config, store, logger);
}

/** The client address of a request (Express's `req.ip`, which honours TRUST_PROXY). */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? "unknown";

/** Sends the rate-limit headers of a state on an Express response. */
export function setRateLimitHeaders(res: Response, limiter: RateLimiter, state: RateLimitState): void {
  res.set(limiter.headers(state));
}

export const RATE_LIMITED = "RATE_LIMITED";

/**
 * Charges each GraphQL request its operation's price once the operation is known (a request that never gets there —
 * syntax or validation errors — costs FAILED_REQUEST_COST), refuses it when it does not fit (429, `Retry-After`, code
 * RATE_LIMITED) and puts the rate-limit headers on every answer. An operation over the cost limit is refused by the
 * cost check and charged as a failed request; a dry run (`rateLimit(dryRun: true)`, dry-run.ts) is charged as one too.
 */
export function rateLimitPlugin(limiter: RateLimiter, maxCost: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operation, request, schema }) {
          const bucket = contextValue.rateLimitBucket;
          if (!bucket) return;
          const cost = cachedOperationCost(schema, document, request.operationName, request.variables);
          if (cost > maxCost) return;
          const dryRun = isDryRun(schema, operation, request.variables);
          contextValue.rateLimit = await limiter.charge(bucket, dryRun ? FAILED_REQUEST_COST : cost);
          // A dry run tells what the operation would cost.
          if (dryRun) contextValue.rateLimit = { ...contextValue.rateLimit, cost: chargedPoints(cost) };
          if (!contextValue.rateLimit.allowed) {
            throw new GraphQLError(limiter.message(contextValue.rateLimit), {
              extensions: { code: RATE_LIMITED, http: { status: 429 } },
            });
          }
        },
        async willSendResponse({ contextValue, response }) {
          const bucket = contextValue.rateLimitBucket;
          if (!bucket) return;
          contextValue.rateLimit ??= await limiter.charge(bucket, FAILED_REQUEST_COST);
          for (const [name, value] of Object.entries(limiter.headers(contextValue.rateLimit)))
            response.http.headers.set(name, value);
          if (!contextValue.rateLimit.allowed) response.http.status = 429;
        },
      };
    },
  };
}
