import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, parsed and validated in one place.
 * Nothing else reads process.env.
 */
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public origin of the site, e.g. https://mappersguild.example; defaults to http://localhost:PORT. */
  BASE_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./.data"),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  /** Fill an empty database with the demo guild (default: only for the embedded database). */
  SEED_DEMO_DATA: bool.optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  TRUST_PROXY: z.string().optional(),
  OSU_CLIENT_ID: z.string().optional(),
  OSU_CLIENT_SECRET: z.string().optional(),
  OSU_MERCH_CLIENT_ID: z.string().optional(),
  OSU_MERCH_CLIENT_SECRET: z.string().optional(),
  OSU_BASE_URL: z.string().url().default("https://osu.ppy.sh"),
  FA_SCHEDULE_OSU_ID: z.coerce.number().int().default(107),
  ENABLE_JOBS: bool.default(true),
  JOB_POLL_SECONDS: z.coerce.number().positive().default(30),
  DISCORD_WEBHOOK_URL: z.string().url().optional(),
  DISCORD_DEV_WEBHOOK_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  baseUrl: string;
  databaseUrl?: string;
  dataDir: string;
  dbPoolSize?: number;
  seedDemoData: boolean;
  sessionSecret?: string;
  sessionTtlMs: number;
  trustProxy?: string;
  osu: {
    /** True when no osu! credentials are configured: the built-in mock provider plays osu!. */
    mock: boolean;
    clientId: string;
    clientSecret: string;
    merchClientId: string;
    merchClientSecret: string;
    /** Where browsers are sent to authorize (absolute or site-relative). */
    authorizeBaseUrl: string;
    /** Where the server calls the token endpoint and the API. */
    apiBaseUrl: string;
  };
  faScheduleOsuId: number;
  jobs: { enabled: boolean; pollSeconds: number };
  discord: { webhookUrl?: string; devWebhookUrl?: string };
  logLevel: Env["LOG_LEVEL"];
  webDist: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const mock = !e.OSU_CLIENT_ID;
  if (e.NODE_ENV === "production" && !e.SESSION_SECRET) {
    throw new Error("Invalid configuration: SESSION_SECRET is required in production");
  }
  if (!mock && !e.OSU_CLIENT_SECRET) throw new Error("Invalid configuration: OSU_CLIENT_SECRET is required with OSU_CLIENT_ID");
  const mockBase = `${baseUrl}/mock-osu`;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    dbPoolSize: e.DB_POOL_SIZE,
    seedDemoData: e.SEED_DEMO_DATA ?? !e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 3600 * 1000,
    trustProxy: e.TRUST_PROXY,
    osu: {
      mock,
      clientId: e.OSU_CLIENT_ID ?? "mock-client",
      clientSecret: e.OSU_CLIENT_SECRET ?? "mock-secret",
      merchClientId: e.OSU_MERCH_CLIENT_ID ?? e.OSU_CLIENT_ID ?? "mock-merch-client",
      merchClientSecret: e.OSU_MERCH_CLIENT_SECRET ?? e.OSU_CLIENT_SECRET ?? "mock-merch-secret",
      authorizeBaseUrl: mock ? mockBase : e.OSU_BASE_URL.replace(/\/$/, ""),
      apiBaseUrl: mock ? mockBase : e.OSU_BASE_URL.replace(/\/$/, ""),
    },
    faScheduleOsuId: e.FA_SCHEDULE_OSU_ID,
    jobs: { enabled: e.ENABLE_JOBS, pollSeconds: e.JOB_POLL_SECONDS },
    discord: { webhookUrl: e.DISCORD_WEBHOOK_URL, devWebhookUrl: e.DISCORD_DEV_WEBHOOK_URL },
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(__dirname, "..", "..", "..", "web", "dist")),
  };
}
