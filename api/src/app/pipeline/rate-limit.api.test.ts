import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { createLogger } from "../../core/logger";
import { startServer, type RunningServer } from "../server";
import { RateLimiter, RedisCounterStore } from "./rate-limit";
import { SessionViewers } from "./session-viewer";
import { createTestDatabase } from "../../../test/db";
import type { Context } from "../../modules/context";

const QUERY = `{ rateLimit { limit cost remaining resetAt } }`;
/** The price of QUERY (app/cost.ts): one object and four scalars. */
const QUERY_COST = 14;

async function post(url: string, query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  });
  return {
    res,
    body: (await res.json()) as {
      data?: { rateLimit: Record<string, unknown> } | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

describe("rate limits across two instances sharing one database", () => {
  let a: TestServer;
  let b: RunningServer;
  let secret: string;

  beforeAll(async () => {
    a = await startTestServer({
      RATE_LIMIT_ANONYMOUS_POINTS: "110",
      RATE_LIMIT_TOKEN_POINTS: "50",
      RATE_LIMIT_LOGIN_REQUESTS: "3",
    });
    b = await startServer(a.config, { database: a.database, logger: createLogger("silent"), startJobs: false });
    // Signing in costs one /api/login request and one REST call (the callback: 10 points of the address's budget).
    await fixtures(a.database.dataSource).user({ osuId: 9101, username: "LimitedBot" });
    const member = new Visitor(a.url);
    await member.login(9101);
    const created = await member.gql<{ createApiToken: { secret: string } }>(
      `mutation { createApiToken(input: { name: "bot", scopes: [READ] }) { secret } }`,
    );
    secret = created.data!.createApiToken.secret;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("charges query cost to one budget on both instances, then answers 429 with Retry-After", async () => {
    const seen: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { res, body } = await post(i % 2 ? b.url : a.url, QUERY);
      expect(res.status).toBe(200);
      expect(res.headers.get("ratelimit-limit")).toBe("110");
      const remaining = Number(res.headers.get("ratelimit-remaining"));
      seen.push(remaining);
      expect(body.data!.rateLimit).toMatchObject({ limit: 110, cost: QUERY_COST, remaining });
      const reset = Number(res.headers.get("ratelimit-reset"));
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(a.config.rateLimit.windowMs / 1000);
      expect(new Date(body.data!.rateLimit.resetAt as string).getTime()).toBeGreaterThan(Date.now());
    }
    // 110 - 10 (sign-in) - 7 × 14 = 2: every request, whichever instance answered, drew on the same budget.
    expect(seen).toEqual([86, 72, 58, 44, 30, 16, 2]);

    for (const url of [a.url, b.url]) {
      const { res, body } = await post(url, QUERY);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.headers.get("ratelimit-remaining")).toBe("2");
      expect(body.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
      expect(body.errors?.[0].message).toMatch(/Rate limit exceeded: this request costs 14 points and 2 of 110 remain/);
    }
    // A cheaper request still fits what is left.
    const { res } = await post(b.url, `{ __typename }`);
    expect(res.status).toBe(200);
    expect(res.headers.get("ratelimit-remaining")).toBe("1");
  });

  it("gives each token its own budget, and the rest shim and /api/login their headers and limits", async () => {
    const auth = { authorization: `Bearer ${secret}` };
    const first = await post(b.url, QUERY, auth);
    expect(first.res.status).toBe(200);
    expect(first.body.data!.rateLimit).toMatchObject({ limit: 50, cost: QUERY_COST, remaining: 50 - QUERY_COST });
    for (let i = 0; i < 2; i++) expect((await post(i ? a.url : b.url, QUERY, auth)).res.status).toBe(200);
    const over = await post(a.url, QUERY, auth);
    expect(over.res.status).toBe(429);
    expect(over.res.headers.get("ratelimit-limit")).toBe("50");

    // /api/login: requests per address, shared by the instances (the sign-in used one of three).
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${i % 2 ? b.url : a.url}/api/login`, { redirect: "manual" });
      statuses.push(res.status);
      expect(res.headers.get("ratelimit-limit")).toBe("3");
      if (res.status === 429) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(((await res.json()) as { error: string }).error).toMatch(/Rate limit exceeded/);
      }
    }
    expect(statuses).toEqual([302, 302, 429]);
  });

  it("puts the headers on syntax errors too (they cost one point)", async () => {
    const member = new Visitor(a.url);
    const res = await member.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{" }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("ratelimit-limit")).toBe("110");
  });

  it("keeps the counters in an unlogged table (a charge never waits for a WAL flush)", async () => {
    const rows: { relpersistence: string }[] = await a.database.dataSource.query(
      `SELECT relpersistence FROM pg_class WHERE oid = 'rate_limit_counters'::regclass`,
    );
    expect(rows).toEqual([{ relpersistence: "u" }]);
  });
});

/** A throw-away Redis server on a free port (started and stopped by this test). */
async function startRedis(): Promise<{ url: string; proc: ChildProcess } | null> {
  if (!fs.existsSync("/usr/bin/redis-server")) return null;
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
  const proc = spawn(
    "/usr/bin/redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const c = net.connect(port, "127.0.0.1", () => (c.end(), resolve(true)));
      c.on("error", () => resolve(false));
    });
    if (up) return { url: `redis://127.0.0.1:${port}`, proc };
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill();
  return null;
}

const redisTest = fs.existsSync("/usr/bin/redis-server") ? it : it.skip;

describe("rate-limit counters in Redis", () => {
  redisTest("two limiters (two instances) share one budget through Redis", async () => {
    const redis = await startRedis();
    expect(redis).not.toBeNull();
    const config = { windowMs: 60_000, tokenPoints: 30, memberPoints: 30, anonymousPoints: 30, loginRequests: 3 };
    const logger = createLogger("silent");
    const one = new RateLimiter(config, new RedisCounterStore(redis!.url), () => new Date(), logger);
    const two = new RateLimiter(config, new RedisCounterStore(redis!.url), () => new Date(), logger);
    try {
      const bucket = { key: "ip:198.51.100.7", limit: 30 };
      expect(await one.charge(bucket, 10)).toMatchObject({ allowed: true, remaining: 20 });
      expect(await two.charge(bucket, 15)).toMatchObject({ allowed: true, remaining: 5 });
      expect(await one.charge(bucket, 10)).toMatchObject({ allowed: false, remaining: 5 });
      expect(await two.charge(bucket, 5)).toMatchObject({ allowed: true, remaining: 0 });
    } finally {
      await one.close();
      await two.close();
      redis!.proc.kill();
    }
  });

  redisTest(
    "a cookie request's viewer is read from PostgreSQL and its price charged to the member's budget in Redis",
    async () => {
      const redis = await startRedis();
      expect(redis).not.toBeNull();
      const db = await createTestDatabase(2);
      const config = { windowMs: 60_000, tokenPoints: 30, memberPoints: 30, anonymousPoints: 30, loginRequests: 3 };
      const limiter = new RateLimiter(config, new RedisCounterStore(redis!.url), () => new Date(), createLogger("silent"));
      try {
        const member = await fixtures(db.dataSource).user();
        await db.dataSource.query(
          `INSERT INTO sessions (sid, sess, user_id, expire) VALUES ('redis-sid', '{}', $1, now() + interval '1 day')`,
          [member.id],
        );
        const viewers = new SessionViewers(db.dataSource, limiter, 86_400_000, () => new Date());
        const anonymous = { key: "ip:198.51.100.8", limit: 30 };
        const ctx = { sessionId: "redis-sid", viewer: null, auth: { kind: "anonymous" } } as unknown as Context;
        await viewers.resolve(ctx, anonymous, 12);
        expect(ctx.viewer?.id).toBe(member.id);
        expect(ctx.auth).toEqual({ kind: "session" });
        expect(ctx.rateLimit).toMatchObject({ bucket: `member:${member.id}`, allowed: true, remaining: 18 });
        const again = { sessionId: "redis-sid" } as unknown as Context;
        await viewers.resolve(again, anonymous, 20);
        expect(again.rateLimit).toMatchObject({ allowed: false, remaining: 18 });
        const unknown = { sessionId: "no-such-sid" } as unknown as Context;
        await viewers.resolve(unknown, anonymous, 5);
        expect(unknown.viewer).toBeNull();
        expect(unknown.rateLimit).toMatchObject({ bucket: anonymous.key, remaining: 25 });
        expect(await db.dataSource.query(`SELECT 1 FROM rate_limit_counters`)).toEqual([]);
      } finally {
        await limiter.close();
        await db.close();
        redis!.proc.kill();
      }
    },
  );
});
