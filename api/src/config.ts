import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, parsed and validated in one place.
 * Nothing else reads process.env.
 */
const bool = z.enum(["true", "false", "1", "0", "yes", "no", ""]).transform((v) => v === "true" || v === "1" || v === "yes");

/**
 * `.data` at the repository root (the folder whose package.json lists the workspaces), whichever directory the process
 * started in: `npm start` (root), `npm run seed` and `npm run dev` (run inside api/) all use the same embedded
 * database. Outside a checkout (no such package.json above this file), `./.data` of the working directory.
 */
export function defaultDataDir(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { workspaces?: unknown };
      if (Array.isArray(pkg.workspaces)) return path.join(dir, ".data");
    } catch {
      // no package.json here: keep walking up
    }
    if (path.dirname(dir) === dir) return path.resolve(".data");
  }
}

/**
 * The one value of ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION that lets a production server run on built-in offline
 * stand-ins (the mock osu! sign-in, the offline merch store). Anyone can then sign in as anyone: demos only.
 */
export const OFFLINE_IN_PRODUCTION_OPT_IN = "yes-i-understand-anyone-can-sign-in-as-anyone";

/** The largest budget the rate-limit counters (PostgreSQL `integer`) and GraphQL's `Int` can carry. */
const MAX_BUDGET = 2_147_483_647;
const budget = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_BUDGET, `at most ${MAX_BUDGET} (2^31 - 1), what rateLimit { limit } can carry`)
    .default(fallback);

/** Shedding defaults (app/pipeline/README.md "Overload"): a process ~150 ms behind, or this many requests in hand. */
export const DEFAULT_SHED_MAX_LAG_MS = 150;
export const DEFAULT_SHED_MAX_IN_FLIGHT = 128;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public origin of the site, e.g. https://mappersguild.example; defaults to http://localhost:PORT. */
  BASE_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  /** Server processes (`npm run serve`, node:cluster): default one per core; 1 = a single process (app/cluster.ts). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  DB_PREPARED_STATEMENTS: bool.optional(),
  /** Fill an empty database with the demo guild (default: only for the embedded database). */
  SEED_DEMO_DATA: bool.optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  /** Key for osu! tokens at rest (at least 32 characters); required in production. */
  OSU_TOKEN_KEY: z.string().min(32).optional(),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  TRUST_PROXY: z.string().optional(),
  OSU_CLIENT_ID: z.string().optional(),
  OSU_CLIENT_SECRET: z.string().optional(),
  OSU_MERCH_CLIENT_ID: z.string().optional(),
  OSU_MERCH_CLIENT_SECRET: z.string().optional(),
  OSU_BASE_URL: z.string().url().default("https://osu.ppy.sh"),
  /** The osu! client's budget per token (osu/README.md "Pacing"): requests and osu-web units per window. */
  OSU_API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  OSU_API_UNITS_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Calls of osu!'s token endpoint (sign-ins, refreshes) per window. */
  OSU_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** The budget's window: 60 (a minute) except in tests, which shorten it. */
  OSU_API_WINDOW_SECONDS: z.coerce.number().positive().max(3600).default(60),
  /** The offline provider's own limits, as osu-web's (429 with Retry-After past them); tests change them. */
  OSU_MOCK_UNITS_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  OSU_MOCK_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  OSU_MOCK_WINDOW_SECONDS: z.coerce.number().positive().max(3600).default(60),
  /** A bot account's OAuth client for osu! chat (client credentials with `chat.write delegate`); unset = no chat messages. */
  OSU_CHAT_CLIENT_ID: z.string().optional(),
  OSU_CHAT_CLIENT_SECRET: z.string().optional(),
  /** Demos only: see OFFLINE_IN_PRODUCTION_OPT_IN. */
  ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION: z.string().optional(),
  /**
   * Key for webhook signing secrets at rest (AES-256-GCM, modules/webhooks/README.md), at least 32 characters. Unset: a
   * key derived from OSU_TOKEN_KEY in production, a fixed development key elsewhere.
   */
  WEBHOOK_SECRET_KEY: z.string().min(32).optional(),
  /** Development and tests only: let webhooks post to http:// and to loopback or private addresses (a local receiver). */
  WEBHOOKS_ALLOW_LOCAL_ENDPOINTS: bool.default(false),
  FA_SCHEDULE_OSU_ID: z.coerce.number().int().default(107),
  ENABLE_JOBS: bool.default(true),
  JOB_POLL_SECONDS: z.coerce.number().positive().default(30),
  /** Delays before the retries of a failed job slot, comma-separated seconds; empty: no retries. */
  JOB_RETRY_DELAYS_SECONDS: z
    .string()
    .regex(/^(\s*\d+\s*(,\s*\d+\s*)*)?$/, "comma-separated whole seconds")
    .default("60,300,1500"),
  /** Default time limit of one job run (a job may set its own). */
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(600),
  DISCORD_WEBHOOK_URL: z.string().url().optional(),
  DISCORD_DEV_WEBHOOK_URL: z.string().url().optional(),
  /** Execution time limit of one GraphQL operation. */
  GRAPHQL_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5_000),
  /** Run queries compiled by graphql-jit (app/pipeline/jit-executor.ts); false: graphql-js alone. */
  GRAPHQL_JIT: bool.default(true),
  /** Overload shedding (app/pipeline/shed.ts): event-loop lag over which /graphql and /api answer 503; 0 = off. */
  SHED_MAX_LAG_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Overload shedding: requests to /graphql and /api one process works on at once, beyond which 503; 0 = off. */
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).optional(),
  /**
   * Rate limits (docs/api-guide.md "Rate limits"): hourly budgets in query cost points, and a short window of requests.
   * A budget is at most 2³¹ − 1, what the counters and the schema's `rateLimit { limit }` (an Int) can carry.
   */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  RATE_LIMIT_TOKEN_POINTS: budget(10_000_000),
  RATE_LIMIT_MEMBER_POINTS: budget(25_000_000),
  RATE_LIMIT_ANONYMOUS_POINTS: budget(20_000_000),
  RATE_LIMIT_LOGIN_REQUESTS: budget(60),
  RATE_LIMIT_BURST_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  RATE_LIMIT_TOKEN_BURST: budget(100),
  RATE_LIMIT_MEMBER_BURST: budget(150),
  RATE_LIMIT_ANONYMOUS_BURST: budget(150),
  /** Rate-limit counters in Redis (redis://…) instead of PostgreSQL. */
  REDIS_URL: z.string().url().optional(),
  /** Merch store (Shopify Storefront API); unset = the built-in offline store at /mock-store (not in production). */
  MERCH_STORE_DOMAIN: z.string().optional(),
  MERCH_STOREFRONT_TOKEN: z.string().optional(),
  MERCH_WEBHOOK_SECRET: z.string().optional(),
  /** Comma-separated product ids members with merch access may check out (the allowlist). */
  MERCH_PRODUCT_IDS: z.string().optional(),
  /** Comma-separated discount codes applied to every merch checkout. */
  MERCH_DISCOUNT_CODES: z.string().optional(),
  /** The pre-selected order: comma-separated `productId|variantId|quantity` lines. */
  MERCH_SPECIFIC_ORDER: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

/** The webhook secrets' key outside production when WEBHOOK_SECRET_KEY is unset (public: development data only). */
export const DEVELOPMENT_WEBHOOK_KEY = "mappers-guild-development-webhook-secret-key";

/**
 * May built-in offline stand-ins (mock osu! sign-in, offline merch store) replace a real external provider?
 * Always outside production; in production only with the explicit opt-in (logged as a warning at every start).
 */
export function offlineProvidersAllowed(env: Pick<Env, "NODE_ENV" | "ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION">): boolean {
  return env.NODE_ENV !== "production" || env.ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION === OFFLINE_IN_PRODUCTION_OPT_IN;
}

/**
 * The production rule for a provider with an offline stand-in: configured → real provider; not configured → the
 * stand-in outside production, a refusal to start in production (naming the variables to set), or — with the
 * opt-in — the stand-in plus a warning in `warnings`. Returns true when the offline stand-in is to be used.
 */
export function useOfflineProvider(
  env: Pick<Env, "NODE_ENV" | "ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION">,
  provider: { name: string; variables: string[]; configured: boolean },
  warnings: string[],
): boolean {
  if (provider.configured) return false;
  if (!offlineProvidersAllowed(env)) {
    throw new Error(
      `Invalid configuration: ${provider.variables.join(" and ")} ${provider.variables.length > 1 ? "are" : "is"} required in production ` +
        `(without them the built-in offline ${provider.name} would let anyone sign in as anyone). For a throw-away demo only, ` +
        `set ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION=${OFFLINE_IN_PRODUCTION_OPT_IN}`,
    );
  }
  if (env.NODE_ENV === "production") {
    warnings.push(
      `OFFLINE ${provider.name.toUpperCase()} IN PRODUCTION: ${provider.variables.join("/")} not set and ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION ` +
        `is on — anyone can sign in as any account, including admins. Never run a real guild like this.`,
    );
  }
  return true;
}

/** Express's `trust proxy` value: a hop count, all/none, or a list of addresses, CIDR ranges and named ranges. */
export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (family === 4 && net.isIP(prefix) === 4) return true; // 10.0.0.0/255.0.0.0
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as the README shows it: `true`/`false`, a hop count (`1`, `2`: trust that many proxies in front),
 * `loopback` / `linklocal` / `uniquelocal`, addresses and CIDR ranges, or a comma-separated list of those.
 * Returns undefined for unset, throws a clear configuration error for anything else.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = entries.filter((x) => !isAddressOrRange(x));
  if (!entries.length || bad.length) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY "${value}" is not understood (${bad.join(", ") || "empty"}). Use true, a hop count ` +
        "such as 1, loopback / linklocal / uniquelocal, addresses or CIDR ranges, or a comma-separated list of those",
    );
  }
  return entries;
}

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  baseUrl: string;
  databaseUrl?: string;
  dataDir: string;
  dbPoolSize?: number;
  /** WEB_CONCURRENCY as given (app/cluster.ts `processCount` decides). */
  webConcurrency?: number;
  /** Reads as named prepared statements on PostgreSQL (core/sql.ts); off for poolers that cannot keep them. */
  dbPreparedStatements: boolean;
  seedDemoData: boolean;
  /** Cookie signing secret (SESSION_SECRET; outside production the server fills it in at start, see app/server.ts). */
  sessionSecret?: string;
  /** Key material for osu! tokens at rest (OSU_TOKEN_KEY; outside production the session secret stands in). */
  osuTokenKey?: string;
  sessionTtlMs: number;
  trustProxy?: TrustProxy;
  osu: {
    /** True when no osu! credentials are configured: the built-in mock provider plays osu!. */
    mock: boolean;
    /** The mock's /_control endpoints (tests and demos play osu!'s part): development and tests only, never production. */
    mockControl: boolean;
    clientId: string;
    clientSecret: string;
    merchClientId: string;
    merchClientSecret: string;
    /** Where browsers are sent to authorize (absolute or site-relative). */
    authorizeBaseUrl: string;
    /** Where the server calls the token endpoint and the API. */
    apiBaseUrl: string;
    /** The client-side budget every osu! call goes through (osu/README.md "Pacing"). */
    pacing: OsuPacing;
    /** The offline provider's rate limits (osu-web's by default). */
    mockLimits: OsuMockLimits;
    /**
     * The bot account's OAuth client that sends osu! chat messages (modules/notifications/README.md); null = chat
     * messages are off. With the offline provider the mock accepts it as a bot's client.
     */
    chat: { clientId: string; clientSecret: string } | null;
  };
  faScheduleOsuId: number;
  webhooks: {
    /** Key material for the sealed signing secrets (WEBHOOK_SECRET_KEY). */
    secretKey: string;
    /** http:// and loopback/private endpoints allowed (WEBHOOKS_ALLOW_LOCAL_ENDPOINTS; never in production). */
    allowLocalEndpoints: boolean;
  };
  jobs: { enabled: boolean; pollSeconds: number; retryDelaysMs: number[]; timeoutMs: number };
  discord: { webhookUrl?: string; devWebhookUrl?: string };
  merch: MerchConfig;
  logLevel: Env["LOG_LEVEL"];
  graphqlTimeLimitMs: number;
  /** Overload shedding (app/pipeline/shed.ts); 0 = that check off. Off under NODE_ENV=test unless set. */
  shed: { maxLagMs: number; maxInFlight: number };
  /** Queries compiled by graphql-jit behind Apollo's gateway executor (GRAPHQL_JIT). */
  graphqlJit: boolean;
  rateLimit: RateLimitConfig;
  webDist: string;
  /** Loud warnings the server logs at every start (e.g. offline providers in production). */
  warnings: string[];
}

/** The osu! client's budget per token (the shape of osu/osu-client.ts OsuPacing). */
export interface OsuPacing {
  requestsPerWindow: number;
  unitsPerWindow: number;
  tokenRequestsPerWindow: number;
  windowMs: number;
}

/** The offline osu! provider's limits: osu-web's units per token and token-endpoint calls per address, per window. */
export interface OsuMockLimits {
  unitsPerWindow: number;
  tokenRequestsPerWindow: number;
  windowMs: number;
}

/** Budgets (docs/api-guide.md "Rate limits"); counters in PostgreSQL, or Redis with `redisUrl`. */
export interface RateLimitConfig {
  /** The hourly budgets' window. */
  windowMs: number;
  /** Per member, across all their personal API tokens, in query cost points. */
  tokenPoints: number;
  /** Per signed-in member using the web app (cookie session). */
  memberPoints: number;
  /** Per client address without a session or token. */
  anonymousPoints: number;
  /** `/api/login` requests per client address. */
  loginRequests: number;
  /** The short window: at most so many requests in `burstWindowMs`, whatever they cost. */
  burstWindowMs: number;
  tokenBurst: number;
  memberBurst: number;
  anonymousBurst: number;
  redisUrl?: string;
}

/** A line of a merch checkout: one variant of one product, a quantity. */
export interface MerchLineConfig {
  productId: string;
  variantId: string;
  quantity: number;
}

export interface MerchConfig {
  /**
   * "shopify" with store credentials; "offline" (the built-in store at /mock-store) without them outside production;
   * "disabled" without them in production (the merch page says the store is unavailable).
   */
  store: "shopify" | "offline" | "disabled";
  shopify?: { domain: string; storefrontToken: string; webhookSecret?: string };
  /** The allowlist: only these products can be checked out. */
  productIds: string[];
  discountCodes: string[];
  /** The pre-selected order of members with "specific order". */
  specificOrder: MerchLineConfig[];
}

/** The offline store's defaults (its catalog is api/src/modules/merch/offline-store/catalog.ts). */
const OFFLINE_MERCH = {
  productIds: "offline-tee,offline-pins,offline-mousepad",
  discountCodes: "MG-MERCH-OFFLINE",
  specificOrder: "offline-hoodie|offline-hoodie-m|1,offline-pins|offline-pins-set|1",
};

const list = (v: string | undefined) =>
  (v ?? "")
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

function merchConfig(e: Env, isProduction: boolean): MerchConfig {
  const domain = e.MERCH_STORE_DOMAIN?.trim();
  const token = e.MERCH_STOREFRONT_TOKEN?.trim();
  if (!!domain !== !!token) throw new Error("Invalid configuration: MERCH_STORE_DOMAIN and MERCH_STOREFRONT_TOKEN go together");
  const store: MerchConfig["store"] = domain ? "shopify" : isProduction ? "disabled" : "offline";
  const offline = store === "offline";
  const specificOrder = list(e.MERCH_SPECIFIC_ORDER ?? (offline ? OFFLINE_MERCH.specificOrder : "")).map((line) => {
    const [productId, variantId, quantity = "1"] = line.split("|").map((x) => x.trim());
    const n = Number(quantity);
    if (!productId || !variantId || !Number.isInteger(n) || n < 1 || n > 10)
      throw new Error(`Invalid configuration: MERCH_SPECIFIC_ORDER line "${line}" is not productId|variantId|quantity (1-10)`);
    return { productId, variantId, quantity: n };
  });
  return {
    store,
    shopify: domain && token ? { domain, storefrontToken: token, webhookSecret: e.MERCH_WEBHOOK_SECRET || undefined } : undefined,
    productIds: list(e.MERCH_PRODUCT_IDS ?? (offline ? OFFLINE_MERCH.productIds : "")),
    discountCodes: list(e.MERCH_DISCOUNT_CODES ?? (offline ? OFFLINE_MERCH.discountCodes : "")),
    specificOrder,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const production = e.NODE_ENV === "production";
  if (production && !e.SESSION_SECRET) {
    throw new Error("Invalid configuration: SESSION_SECRET is required in production");
  }
  if (production && !e.OSU_TOKEN_KEY) {
    throw new Error(
      "Invalid configuration: OSU_TOKEN_KEY is required in production (at least 32 random characters; it encrypts members' " +
        "osu! tokens at rest, e.g. `openssl rand -base64 48`)",
    );
  }
  if (e.OSU_CLIENT_ID && !e.OSU_CLIENT_SECRET)
    throw new Error("Invalid configuration: OSU_CLIENT_SECRET is required with OSU_CLIENT_ID");
  if (!!e.OSU_CHAT_CLIENT_ID !== !!e.OSU_CHAT_CLIENT_SECRET)
    throw new Error("Invalid configuration: OSU_CHAT_CLIENT_ID and OSU_CHAT_CLIENT_SECRET go together");
  if (
    production &&
    e.ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION !== undefined &&
    e.ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION !== OFFLINE_IN_PRODUCTION_OPT_IN
  ) {
    throw new Error(
      `Invalid configuration: ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION must be exactly "${OFFLINE_IN_PRODUCTION_OPT_IN}" (or unset)`,
    );
  }
  if (production && e.WEBHOOKS_ALLOW_LOCAL_ENDPOINTS)
    throw new Error("Invalid configuration: WEBHOOKS_ALLOW_LOCAL_ENDPOINTS is for development and tests, never production");
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (production) {
    // Session cookies are Secure in production and this server speaks plain HTTP: HTTPS comes from a proxy in front,
    // which Express must trust to see it (X-Forwarded-Proto), or no sign-in cookie is ever set.
    if (!e.BASE_URL || !e.BASE_URL.startsWith("https://"))
      throw new Error("Invalid configuration: BASE_URL is required in production and must be the public https:// origin");
    if (trustProxy === undefined || trustProxy === false)
      throw new Error(
        "Invalid configuration: TRUST_PROXY is required in production (HTTPS is terminated by a proxy in front of this " +
          "server; e.g. TRUST_PROXY=1 for one proxy, or loopback, or the proxy's address)",
      );
  }
  const warnings: string[] = [];
  const mock = useOfflineProvider(
    e,
    { name: "osu! sign-in", variables: ["OSU_CLIENT_ID", "OSU_CLIENT_SECRET"], configured: !!e.OSU_CLIENT_ID },
    warnings,
  );
  const mockBase = `${baseUrl}/mock-osu`;
  return {
    env: e.NODE_ENV,
    isProduction: production,
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR || defaultDataDir(),
    dbPoolSize: e.DB_POOL_SIZE,
    webConcurrency: e.WEB_CONCURRENCY,
    dbPreparedStatements: e.DB_PREPARED_STATEMENTS ?? true,
    seedDemoData: e.SEED_DEMO_DATA ?? !e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    osuTokenKey: e.OSU_TOKEN_KEY ?? e.SESSION_SECRET,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 3600 * 1000,
    trustProxy,
    osu: {
      mock,
      mockControl: mock && !production,
      clientId: e.OSU_CLIENT_ID || "mock-client",
      clientSecret: e.OSU_CLIENT_SECRET || "mock-secret",
      merchClientId: e.OSU_MERCH_CLIENT_ID || e.OSU_CLIENT_ID || "mock-merch-client", // an empty variable counts as unset
      merchClientSecret: e.OSU_MERCH_CLIENT_SECRET || e.OSU_CLIENT_SECRET || "mock-merch-secret",
      authorizeBaseUrl: mock ? mockBase : e.OSU_BASE_URL.replace(/\/$/, ""),
      apiBaseUrl: mock ? mockBase : e.OSU_BASE_URL.replace(/\/$/, ""),
      pacing: {
        requestsPerWindow: e.OSU_API_REQUESTS_PER_MINUTE,
        unitsPerWindow: e.OSU_API_UNITS_PER_MINUTE,
        tokenRequestsPerWindow: e.OSU_TOKEN_REQUESTS_PER_MINUTE,
        windowMs: Math.round(e.OSU_API_WINDOW_SECONDS * 1000),
      },
      mockLimits: {
        unitsPerWindow: e.OSU_MOCK_UNITS_PER_MINUTE,
        tokenRequestsPerWindow: e.OSU_MOCK_TOKEN_REQUESTS_PER_MINUTE,
        windowMs: Math.round(e.OSU_MOCK_WINDOW_SECONDS * 1000),
      },
      chat:
        e.OSU_CHAT_CLIENT_ID && e.OSU_CHAT_CLIENT_SECRET
          ? { clientId: e.OSU_CHAT_CLIENT_ID, clientSecret: e.OSU_CHAT_CLIENT_SECRET }
          : null,
    },
    faScheduleOsuId: e.FA_SCHEDULE_OSU_ID,
    webhooks: {
      secretKey: e.WEBHOOK_SECRET_KEY ?? (production ? `webhooks:${e.OSU_TOKEN_KEY}` : DEVELOPMENT_WEBHOOK_KEY),
      allowLocalEndpoints: e.WEBHOOKS_ALLOW_LOCAL_ENDPOINTS,
    },
    jobs: {
      enabled: e.ENABLE_JOBS,
      pollSeconds: e.JOB_POLL_SECONDS,
      retryDelaysMs: e.JOB_RETRY_DELAYS_SECONDS.split(",")
        .filter((d) => d.trim())
        .map((d) => Number(d) * 1000),
      timeoutMs: e.JOB_TIMEOUT_SECONDS * 1000,
    },
    discord: { webhookUrl: e.DISCORD_WEBHOOK_URL, devWebhookUrl: e.DISCORD_DEV_WEBHOOK_URL },
    merch: merchConfig(e, e.NODE_ENV === "production"),
    logLevel: e.LOG_LEVEL,
    graphqlTimeLimitMs: e.GRAPHQL_TIMEOUT_MS,
    shed: {
      maxLagMs: e.SHED_MAX_LAG_MS ?? (e.NODE_ENV === "test" ? 0 : DEFAULT_SHED_MAX_LAG_MS),
      maxInFlight: e.SHED_MAX_IN_FLIGHT ?? (e.NODE_ENV === "test" ? 0 : DEFAULT_SHED_MAX_IN_FLIGHT),
    },
    graphqlJit: e.GRAPHQL_JIT,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
      tokenPoints: e.RATE_LIMIT_TOKEN_POINTS,
      memberPoints: e.RATE_LIMIT_MEMBER_POINTS,
      anonymousPoints: e.RATE_LIMIT_ANONYMOUS_POINTS,
      loginRequests: e.RATE_LIMIT_LOGIN_REQUESTS,
      burstWindowMs: e.RATE_LIMIT_BURST_SECONDS * 1000,
      tokenBurst: e.RATE_LIMIT_TOKEN_BURST,
      memberBurst: e.RATE_LIMIT_MEMBER_BURST,
      anonymousBurst: e.RATE_LIMIT_ANONYMOUS_BURST,
      redisUrl: e.REDIS_URL || undefined,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(path.dirname(defaultDataDir()), "web", "dist")),
    warnings,
  };
}
