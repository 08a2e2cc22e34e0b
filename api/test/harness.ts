import "reflect-metadata";
import { loadConfig, type Config } from "../src/config";
import { createLogger } from "../src/core/logger";
import { startServer, type RunningServer } from "../src/app/server";
import { createTestDatabase } from "./db";

export interface TestServer extends RunningServer {
  config: Config;
}

/** A real server on a random port, over this file's own fresh database, with the offline osu! provider. */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: { now?: () => Date; logger?: import("../src/core/logger").Logger; poolSize?: number } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(opts.poolSize);
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    SEED_DEMO_DATA: "false",
    ENABLE_JOBS: "false",
    SESSION_SECRET: "test-secret-test-secret-test-secret",
    LOG_LEVEL: "silent",
    // Budgets no ordinary test reaches (the rate-limit tests set their own).
    RATE_LIMIT_TOKEN_POINTS: "1000000000",
    RATE_LIMIT_MEMBER_POINTS: "1000000000",
    RATE_LIMIT_ANONYMOUS_POINTS: "1000000000",
    RATE_LIMIT_LOGIN_REQUESTS: "1000000",
    // The osu! client's budget and the offline osu!'s limits, likewise (osu.pacing.api.test.ts sets its own).
    OSU_API_REQUESTS_PER_MINUTE: "1000000",
    OSU_API_UNITS_PER_MINUTE: "1000000000",
    OSU_TOKEN_REQUESTS_PER_MINUTE: "1000000",
    OSU_MOCK_UNITS_PER_MINUTE: "1000000000",
    OSU_MOCK_TOKEN_REQUESTS_PER_MINUTE: "1000000",
    RATE_LIMIT_TOKEN_BURST: "1000000",
    RATE_LIMIT_MEMBER_BURST: "1000000",
    RATE_LIMIT_ANONYMOUS_BURST: "1000000",
    ...env,
  });
  const server = await startServer(config, {
    database,
    logger: opts.logger ?? createLogger("silent"),
    startJobs: false,
    now: opts.now,
  });
  return {
    ...server,
    config,
    async close() {
      await server.close();
      await database.close();
    },
  };
}

/** A JSON answer's value, or `undefined` for an empty body. */
async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  return text === "" ? undefined : JSON.parse(text);
}

/** A cookie-keeping HTTP client for one browser-like visitor. */
export class Visitor {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies.entries()].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader);
    const res = await fetch(path.startsWith("http") ? path : `${this.baseUrl}${path}`, { ...init, headers, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects within our own origin, keeping cookies (like a browser would). */
  async follow(path: string, max = 10): Promise<{ res: Response; url: string }> {
    let url = path.startsWith("http") ? path : `${this.baseUrl}${path}`;
    for (let i = 0; i < max; i++) {
      const res = await this.fetch(url);
      const loc = res.headers.get("location");
      if (res.status < 300 || res.status >= 400 || !loc) return { res, url };
      url = new URL(loc, url).toString();
    }
    throw new Error("too many redirects");
  }

  /** Signs in through /api/login and the offline osu! provider as the given osu! id. */
  async login(osuId: number, returnTo?: string): Promise<string> {
    const start = await this.fetch(`/api/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`);
    const authorize = start.headers.get("location");
    if (!authorize) throw new Error(`login did not redirect (${start.status})`);
    const { url } = await this.follow(`${authorize}&login_as=${osuId}`);
    return new URL(url).pathname + new URL(url).search;
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[]; status: number }> {
    const res = await this.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
    return { ...body, status: res.status };
  }

  async post(path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const res = await this.fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: await bodyOf(res) };
  }

  /** A GET's status and JSON; an empty body (the REST shim's "nothing", docs/rest-shim.md) reads as `undefined`. */
  async getJson(path: string): Promise<{ status: number; json: unknown }> {
    const res = await this.fetch(path);
    return { status: res.status, json: await bodyOf(res) };
  }
}
