import { Client } from "pg";
import { startTestServer, Visitor, type TestServer } from "../../test/harness";
import { OFFLINE_IN_PRODUCTION_OPT_IN } from "../config";
import { DATABASE_UNAVAILABLE } from "../core/errors";

/** A browser talking to the server through a TLS-terminating proxy: https outside, X-Forwarded-Proto inside. */
class BehindTlsProxy extends Visitor {
  override fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-proto", "https");
    const url = path.startsWith("https://") ? `http://${path.slice("https://".length)}` : path;
    return super.fetch(url, { ...init, headers });
  }
}

const PRODUCTION = {
  NODE_ENV: "production",
  BASE_URL: "https://guild.example",
  ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION: OFFLINE_IN_PRODUCTION_OPT_IN,
  OSU_TOKEN_KEY: "k".repeat(40),
};

describe("deployment behind a TLS proxy (production: secure cookies)", () => {
  test.each(["1", "true", "loopback", "127.0.0.1/8, ::1/128, 10.0.0.0/8"])(
    "TRUST_PROXY=%s: the server starts and members can sign in",
    async (trustProxy) => {
      const server = await startTestServer({ ...PRODUCTION, TRUST_PROXY: trustProxy });
      try {
        const v = new BehindTlsProxy(server.url);
        const start = await v.fetch("/api/login");
        const authorize = start.headers.get("location")!;
        const approved = await v.fetch(`${authorize}&login_as=4242`);
        const callback = approved.headers.get("location")!;
        expect(callback).toMatch(/^https:\/\//);
        const done = await v.fetch(callback);
        expect(done.headers.get("location")).toBe("/");
        const cookie = done.headers.getSetCookie().find((c) => c.startsWith("mg.sid="));
        expect(cookie).toMatch(/; Secure/i);
        expect(cookie).toMatch(/; HttpOnly/i);
        const me = await v.getJson("/api/me");
        expect(me.json).toMatchObject({ osuId: 4242 });
      } finally {
        await server.close();
      }
    },
  );
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres("a database outage (PostgreSQL stops accepting connections)", () => {
  let server: TestServer;
  let admin: Client;
  let name: string;

  beforeAll(async () => {
    server = await startTestServer();
    name = (server.database.dataSource.options as { url: string }).url.split("/").pop()!;
    admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin.end();
    await server.close();
  });

  test("/health reports the database; /graphql and /api answer in their own shapes with 503, then recover", async () => {
    const member = new Visitor(server.url);
    await member.login(4343);
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ ok: true, database: "up" });

    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
    try {
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ ok: false, database: "down" });

      for (const v of [new Visitor(server.url), member]) {
        const gql = await v.fetch("/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ logs { nextCursor } }" }),
        });
        expect(gql.status).toBe(503);
        expect(gql.headers.get("content-type")).toMatch(/json/);
        const body = await gql.json();
        expect(body.errors[0]).toMatchObject({ message: DATABASE_UNAVAILABLE, extensions: { code: "SERVICE_UNAVAILABLE" } });

        const rest = await v.getJson("/api/logs/query");
        expect(rest).toEqual({ status: 503, json: { error: DATABASE_UNAVAILABLE } });
      }
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
    let back = false;
    for (let i = 0; i < 20 && !back; i++) {
      back = (await fetch(`${server.url}/health`)).status === 200;
      if (!back) await new Promise((r) => setTimeout(r, 100));
    }
    expect(back).toBe(true);
    expect((await member.getJson("/api/me")).json).toMatchObject({ osuId: 4343 });
  });
});
