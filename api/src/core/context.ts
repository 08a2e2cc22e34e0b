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

/** A rate-limit budget: its counter's key and its points per window. */
export interface RateLimitBucket {
  key: string;
  limit: number;
}

/** The request's rate-limit budget (app/pipeline/rate-limit.ts), once it has been charged. */
export interface RateLimitState {
  /** The bucket: `token:<id>`, `member:<id>`, `ip:<address>` or `login:<address>`. */
  bucket: string;
  limit: number;
  /** What this request cost. */
  cost: number;
  remaining: number;
  resetAt: Date;
  /** False when the request was refused (over budget). */
  allowed: boolean;
}

export interface RequestContext<V extends AuthViewer = AuthViewer> {
  requestId: string;
  viewer: V | null;
  auth: RequestAuth;
  loaders: Loaders;
  container: ResolverContainer;
  /** Set by the rate limiter for HTTP requests; absent for internal calls. */
  rateLimit?: RateLimitState;
  /** The budget a /graphql request draws on (set by app/http.ts, charged by the rate-limit plugin). */
  rateLimitBucket?: RateLimitBucket;
  /**
   * A cookie /graphql request's session, not read yet: its viewer is read with the rate-limit charge once the
   * operation is priced, before any resolver runs (app/pipeline/session-viewer.ts); `viewer` is null until then.
   */
  sessionId?: string;
}
