import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { createLogger } from "../../core/logger";
import { startServer, type RunningServer } from "../server";
import { parse } from "graphql";
import { createRateLimiter } from "./rate-limit";
import { loadConfig } from "../../config";
import { getSchema } from "../schema";
import { operationCost } from "./cost";
import { documentAsSent, webDefinitions } from "../../scripts/bench-graphql";
import { SessionViewers } from "./session-viewer";
import { createTestDatabase } from "../../../test/db";

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
      `SELECT relpersistence FROM pg_class WHERE oid = 'rate_limits'::regclass`,
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

/** Budgets of 30 points (and short windows no test reaches) for the store tests. */
const RATE_CONFIG = {
  windowMs: 60_000,
  tokenPoints: 30,
  memberPoints: 30,
  anonymousPoints: 30,
  loginRequests: 3,
  burstWindowMs: 10_000,
  tokenBurst: 1000,
  memberBurst: 1000,
  anonymousBurst: 1000,
};
const ANONYMOUS = { auth: { kind: "anonymous" as const }, viewer: null };

const redisTest = fs.existsSync("/usr/bin/redis-server") ? it : it.skip;

describe("rate-limit counters in Redis", () => {
  redisTest("two limiters (two instances) share one budget through Redis", async () => {
    const redis = await startRedis();
    expect(redis).not.toBeNull();
    const config = { ...RATE_CONFIG, redisUrl: redis!.url };
    const logger = createLogger("silent");
    const db = await createTestDatabase(2);
    const one = createRateLimiter(config, db.dataSource, logger);
    const two = createRateLimiter(config, db.dataSource, logger);
    try {
      const bucket = one.bucketFor(ANONYMOUS, "198.51.100.7");
      expect(await one.charge(bucket, 10)).toMatchObject({ allowed: true, remaining: 20 });
      expect(await two.charge(bucket, 15)).toMatchObject({ allowed: true, remaining: 5 });
      expect(await one.charge(bucket, 10)).toMatchObject({ allowed: false, remaining: 5 });
      expect(await two.charge(bucket, 5)).toMatchObject({ allowed: true, remaining: 0 });
    } finally {
      await one.close();
      await two.close();
      await db.close();
      redis!.proc.kill();
    }
  });

  redisTest(
    "a cookie request's viewer is read from PostgreSQL and its price charged to the member's budget in Redis",
    async () => {
      const redis = await startRedis();
      expect(redis).not.toBeNull();
      const db = await createTestDatabase(2);
      const limiter = createRateLimiter({ ...RATE_CONFIG, redisUrl: redis!.url }, db.dataSource, createLogger("silent"));
      try {
        const member = await fixtures(db.dataSource).user();
        await db.dataSource.query(
          `INSERT INTO sessions (sid, sess, user_id, expire) VALUES ('redis-sid', '{}', $1, now() + interval '1 day')`,
          [member.id],
        );
        const viewers = new SessionViewers(db.dataSource, 86_400_000, () => new Date());
        const viewer = await viewers.viewer("redis-sid");
        expect(viewer?.id).toBe(member.id);
        const bucket = limiter.bucketFor({ auth: { kind: "session" }, viewer }, "198.51.100.8");
        expect(await limiter.charge(bucket, 12)).toMatchObject({ bucket: `member:${member.id}`, allowed: true, remaining: 18 });
        expect(await limiter.charge(bucket, 20)).toMatchObject({ allowed: false, remaining: 18 });
        expect(await viewers.viewer("no-such-sid")).toBeNull();
        const anonymous = limiter.bucketFor(ANONYMOUS, "198.51.100.8");
        expect(await limiter.charge(anonymous, 5)).toMatchObject({ bucket: "anonymous:198.51.100.8", remaining: 25 });
        expect(await db.dataSource.query(`SELECT 1 FROM rate_limits`)).toEqual([]);
      } finally {
        await limiter.close();
        await db.close();
        redis!.proc.kill();
      }
    },
  );
});

describe("short windows, one budget per member's tokens, dry runs", () => {
  let server: TestServer;
  const members = new Map<number, Visitor>();

  beforeAll(async () => {
    // The defaults' short window for addresses (150 requests in 10 s); small ones for members and tokens.
    server = await startTestServer({
      RATE_LIMIT_ANONYMOUS_BURST: "150",
      RATE_LIMIT_MEMBER_BURST: "20",
      RATE_LIMIT_TOKEN_BURST: "1000",
      RATE_LIMIT_TOKEN_POINTS: "100",
    });
    // Signing in goes through /api (the address's short window): done before the burst below uses it up.
    const f = fixtures(server.database.dataSource);
    for (const [osuId, username] of [
      [9201, "BurstMember"],
      [9202, "TwoTokens"],
      [9203, "DryRunner"],
    ] as const) {
      await f.user({ osuId, username });
      const visitor = new Visitor(server.url);
      await visitor.login(osuId);
      members.set(osuId, visitor);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it("a burst of cheap anonymous requests meets 429s from its 151st request, inside the first 10 s", async () => {
    const started = Date.now();
    const statuses: number[] = [];
    let firstRefusal: {
      at: number;
      retryAfter: number;
      body: { errors: { message: string; extensions: { code: string } }[] };
    } | null = null;
    // 1,500 requests of `{ __typename }` from one address, ten at a time, until the first refusal is seen.
    for (let sent = 0; sent < 1500 && !firstRefusal; sent += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(server.url, "{ __typename }")));
      for (const { res, body } of answers) {
        statuses.push(res.status);
        if (res.status === 429 && !firstRefusal)
          firstRefusal = { at: Date.now() - started, retryAfter: Number(res.headers.get("retry-after")), body: body as never };
      }
    }
    // 150 requests in 10 s (the sign-ins above used a few of this window's).
    const answered = statuses.filter((s) => s === 200).length;
    expect(answered).toBeLessThanOrEqual(150);
    expect(answered).toBeGreaterThan(140);
    expect(firstRefusal).not.toBeNull();
    // Inside the first window: the 151st request is refused, however fast this machine sends them.
    expect(firstRefusal!.at).toBeLessThan(10_000);
    expect(firstRefusal!.retryAfter).toBeGreaterThan(0);
    expect(firstRefusal!.retryAfter).toBeLessThanOrEqual(10);
    expect(firstRefusal!.body.errors[0].extensions.code).toBe("RATE_LIMITED");
    expect(firstRefusal!.body.errors[0].message).toMatch(/more than 150 requests in 10 seconds/);
  });

  it("a signed-in member has a short window of their own, wherever they send from", async () => {
    const member = members.get(9201)!;
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await member.gql("{ me { id } }")).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });

  it("all of a member's tokens draw on one budget: a new token does not start a new one", async () => {
    const browser = members.get(9202)!;
    const create = async (name: string) =>
      (
        await browser.gql<{ createApiToken: { secret: string; token: { id: string } } }>(
          `mutation { createApiToken(input: { name: "${name}", scopes: [READ] }) { secret token { id } } }`,
        )
      ).data!.createApiToken;
    const one = await create("one");
    const two = await create("two");
    const spend = async (secret: string) => (await post(server.url, QUERY, { authorization: `Bearer ${secret}` })).body;
    expect((await spend(one.secret)).data!.rateLimit).toMatchObject({ limit: 100, remaining: 100 - QUERY_COST });
    expect((await spend(two.secret)).data!.rateLimit).toMatchObject({ remaining: 100 - 2 * QUERY_COST });
    await browser.gql(`mutation { revokeApiToken(id: "${one.token.id}") { id } }`);
    const three = await create("three");
    expect((await spend(three.secret)).data!.rateLimit).toMatchObject({ remaining: 100 - 3 * QUERY_COST });
  });

  it("a dry run prices the whole query without running it, and costs 1 point", async () => {
    // A member of their own (this file's anonymous address used up its short window above).
    const visitor = members.get(9203)!;
    const query = `{ rateLimit(dryRun: true) { cost remaining } logsConnection(first: 20) { nodes { id action } } }`;
    const dry = await visitor.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    });
    const body = (await dry.json()) as { data: Record<string, { cost: number; remaining: number }> };
    expect(dry.status).toBe(200);
    expect(Object.keys(body.data)).toEqual(["rateLimit"]);
    // logsConnection(first: 20) { nodes { id action } }: 10 + 20 × (10 + 2) = 250; rateLimit { cost remaining }: 12.
    expect(body.data.rateLimit.cost).toBe(262);
    const remainingAfterDryRun = Number(dry.headers.get("ratelimit-remaining"));
    const real = await visitor.gql<{ rateLimit: { cost: number } }>(query.replace("dryRun: true", "dryRun: false"));
    expect(real.data!.rateLimit.cost).toBe(262);
    expect(real.data).toHaveProperty("logsConnection");
    expect(remainingAfterDryRun - 262).toBe((real.data!.rateLimit as unknown as { remaining: number }).remaining);
  });
});

describe("budgets the schema can carry", () => {
  it("refuses a budget above 2^31 - 1 at start; the largest one is answered by rateLimit { limit }", async () => {
    for (const name of ["RATE_LIMIT_MEMBER_POINTS", "RATE_LIMIT_ANONYMOUS_POINTS", "RATE_LIMIT_TOKEN_POINTS"])
      expect(() => loadConfig({ [name]: "2147483648" })).toThrow(/2\^31 - 1/);
    const server = await startTestServer({ RATE_LIMIT_ANONYMOUS_POINTS: "2147483647" });
    try {
      const { body } = await post(server.url, QUERY);
      expect(body.data!.rateLimit).toMatchObject({ limit: 2147483647, remaining: 2147483647 - QUERY_COST });
    } finally {
      await server.close();
    }
  });
});

describe("the default budgets fit the web app's use", () => {
  const config = loadConfig({});
  let price: (name: string, variables?: Record<string, unknown>) => number;

  beforeAll(async () => {
    const schema = await getSchema();
    const defs = webDefinitions();
    price = (name, variables = {}) => operationCost(schema, parse(documentAsSent(name, defs)), name, variables);
  });

  it("1,000 landing visits an hour from one address stay within the anonymous budget and short window", () => {
    // A signed-out visit to / sends Me, HomeExamples and HomeArtists (home.preload.ts, current-user.tsx).
    const visit = price("Me") + price("HomeExamples") + price("HomeArtists", { first: 12 });
    expect(1000 * visit).toBeLessThanOrEqual(config.rateLimit.anonymousPoints);
    // Even if 40 of those visits land in the same 10 seconds (a class opening the page together).
    expect(40 * 3).toBeLessThanOrEqual(config.rateLimit.anonymousBurst);
  });

  it("a member's busy evening (a page every 6 seconds, each at the web app's dearest query) stays within the member budget", () => {
    const defs = webDefinitions();
    const dearest = Math.max(
      ...[...defs.operations.keys()].map((name) => {
        try {
          return price(name);
        } catch {
          return 0;
        }
      }),
    );
    expect(dearest).toBeLessThanOrEqual(40_000);
    // 600 pages an hour, each costing as much as the dearest query: within budget.
    expect(600 * dearest).toBeLessThanOrEqual(config.rateLimit.memberPoints);
  });

  it("the landing costs less than 50 lists of members", () => {
    const landing = price("HomeArtists", { first: 12 }) + price("HomeExamples");
    const membersList = price("UsersList", { mode: null, search: null, sort: "points", ascending: false, first: 50 });
    expect(landing).toBeLessThan(50 * membersList);
  });
});
