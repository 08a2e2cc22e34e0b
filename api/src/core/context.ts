/**
 * What a resolver or REST handler sees of the request. Built per request by app/ (session or bearer token →
 * viewer); services never see it. Generic over the viewer so this floor needs no entity: modules use
 * `Context` from modules/context.ts, where the viewer is the User entity.
 */
import type { AuthViewer } from "./access";
import type { Loaders } from "./loaders";

/** How the request authenticated: a browser session (cookie), a personal API token, or nobody. */
export type RequestAuth =
  { kind: "anonymous" } | { kind: "session" } | { kind: "token"; tokenId: number; scopes: readonly string[] };

/** Hands out resolver instances (TypeGraphQL asks it for every resolver class; app/schema.ts builds it). */
export interface ResolverContainer {
  get(resolverClass: unknown): unknown;
}

/** A rate-limit budget (app/pipeline/rate-limit.ts): who holds it, its key, and its points per hourly window. */
export interface RateLimitBucket {
  /** The client address (anonymous), a signed-in member, a member's API tokens, or the sign-in of an address. */
  kind: "anonymous" | "member" | "tokens" | "login";
  /** `<kind>:<id>`, as logs and `RateLimitState.bucket` show it. */
  key: string;
  /** The address or the member's id. */
  id: string;
  limit: number;
}

/** The request's rate-limit budget (app/pipeline/rate-limit.ts), once it has been charged. */
export interface RateLimitState {
  /** The bucket: `anonymous:<address>`, `member:<id>`, `tokens:<member id>` or `login:<address>`. */
  bucket: string;
  limit: number;
  /** What this request cost (for a dry run: what the operation would cost). */
  cost: number;
  remaining: number;
  resetAt: Date;
  /** False when the request was refused (over budget, or over the short window). */
  allowed: boolean;
  /** When a refused request may be sent again. */
  retryAt?: Date;
  /** Why it was refused: the hourly budget, or more than `requests` requests in `seconds` seconds. */
  refusal?: { kind: "budget" | "burst"; requests: number; seconds: number };
}

export interface RequestContext<V extends AuthViewer = AuthViewer> {
  requestId: string;
  viewer: V | null;
  auth: RequestAuth;
  loaders: Loaders;
  container: ResolverContainer;
  /** Set by the rate limiter for HTTP requests; absent for internal calls. */
  rateLimit?: RateLimitState;
  /** The budget the request draws on (set by app/http.ts; charged by the rate-limit plugin or the REST middleware). */
  rateLimitBucket?: RateLimitBucket;
  /** Sent by another site without token or cookie: queries only (app/pipeline/origins.ts). */
  crossSite?: boolean;
  /** A GraphQL operation that asks `rateLimit(dryRun: true)`: priced, not run (app/pipeline/dry-run.ts). */
  dryRun?: boolean;
}
