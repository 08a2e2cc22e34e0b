import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { UserGroup } from "../../core/enums";
import { ApiToken } from "./api-token.entity";
import { hashToken } from "./tokens.service";
import { TOKEN_TEXT } from "./tokens.rules";

type Gql = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

const CREATE = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { secret token { id name scopes hint active expiresAt lastUsedAt } }
}`;

describe("personal API tokens over HTTP (real server, real database)", () => {
  let server: TestServer;
  let member: Visitor;
  let admin: Visitor;
  let now = new Date("2026-11-24T10:00:00Z");

  async function bearer(
    secret: string,
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${secret}`, ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { res, body: (await res.json()) as Gql };
  }

  async function create(v: Visitor, input: Record<string, unknown>) {
    const r = await v.gql<{ createApiToken: { secret: string; token: { id: string; scopes: string[]; hint: string } } }>(CREATE, {
      input,
    });
    return r;
  }

  beforeAll(async () => {
    server = await startTestServer({}, { now: () => now });
    const f = fixtures(server.database.dataSource);
    await f.user({ osuId: 9001, username: "TokenMember" });
    await f.user({ osuId: 9002, username: "TokenAdmin", group: UserGroup.admin });
    member = new Visitor(server.url);
    admin = new Visitor(server.url);
    await member.login(9001);
    await admin.login(9002);
  });
  afterAll(() => server.close());

  it("creates a token shown once, stores only its hash, and lets it act as the member", async () => {
    const created = await create(member, { name: " my bot ", scopes: ["READ"] });
    expect(created.errors).toBeUndefined();
    const { secret, token } = created.data!.createApiToken;
    expect(secret).toMatch(/^mgp_[A-Za-z0-9_-]{43}$/);
    expect(token.scopes).toEqual(["READ"]);
    expect(token.hint).toBe(secret.slice(-4));

    // Hash-only storage: no column holds the secret or a part of it longer than the hint.
    const rows = await server.database.dataSource.query(`SELECT * FROM api_tokens WHERE id = $1`, [Number(token.id)]);
    expect(rows[0].token_hash).toBe(hashToken(secret));
    expect(JSON.stringify(rows)).not.toContain(secret.slice(4, 20));
    // The list never shows the secret again.
    const list = await member.gql<{ myApiTokens: Record<string, unknown>[] }>(`{ myApiTokens { id name hint } }`);
    expect(list.data!.myApiTokens).toEqual([{ id: token.id, name: "my bot", hint: secret.slice(-4) }]);
    expect(JSON.stringify(list)).not.toContain(secret);

    const me = await bearer(secret, `{ me { username } }`);
    expect(me.res.status).toBe(200);
    expect(me.body.data).toEqual({ me: { username: "TokenMember" } });
    // Last use is recorded.
    const used = await server.database.dataSource.getRepository(ApiToken).findOneByOrFail({ id: Number(token.id) });
    expect(used.lastUsedAt?.toISOString()).toBe(now.toISOString());
  });

  it("refuses what the scopes do not allow with FORBIDDEN and a clear message", async () => {
    const readOnly = (await create(member, { name: "reader", scopes: ["READ"] })).data!.createApiToken.secret;
    const mutation = await bearer(readOnly, `mutation { setContestHelper(value: true) { id } }`);
    expect(mutation.res.status).toBe(403);
    expect(mutation.body.errors?.[0]).toMatchObject({ message: TOKEN_TEXT.needsAct, extensions: { code: "FORBIDDEN" } });

    const actor = (await create(member, { name: "actor", scopes: ["ACT"] })).data!.createApiToken;
    expect(actor.token.scopes).toEqual(["READ", "ACT"]);
    const acted = await bearer(actor.secret, `mutation { setContestHelper(value: true) { id } }`);
    expect(acted.body.errors).toBeUndefined();

    // Tokens never manage tokens: a leaked token cannot mint more.
    const mint = await bearer(actor.secret, CREATE, { input: { name: "x", scopes: ["READ"] } });
    expect(mint.body.errors?.[0]).toMatchObject({ message: TOKEN_TEXT.sessionOnly, extensions: { code: "FORBIDDEN" } });
  });

  it("gives the admin scope only to admins, and admin powers only with it", async () => {
    const refused = await create(member, { name: "sneaky", scopes: ["ADMIN"] });
    expect(refused.errors?.[0]).toMatchObject({ message: TOKEN_TEXT.adminScopeAdminsOnly, extensions: { code: "FORBIDDEN" } });

    const plain = (await create(admin, { name: "admin reader", scopes: ["READ"] })).data!.createApiToken.secret;
    const withoutScope = await bearer(plain, `{ scheduledJobs { name } }`);
    expect(withoutScope.body.errors?.[0]).toMatchObject({ message: TOKEN_TEXT.needsAdmin, extensions: { code: "FORBIDDEN" } });

    const full = (await create(admin, { name: "admin bot", scopes: ["ADMIN"] })).data!.createApiToken;
    expect(full.token.scopes).toEqual(["READ", "ADMIN"]);
    const withScope = await bearer(full.secret, `{ scheduledJobs { name } }`);
    expect(withScope.body.errors).toBeUndefined();
  });

  it("refuses unknown, malformed, revoked and expired tokens with UNAUTHENTICATED", async () => {
    const unknown = await bearer("mgp_" + "A".repeat(43), `{ me { id } }`);
    expect(unknown.res.status).toBe(401);
    expect(unknown.body.errors?.[0]).toMatchObject({ message: TOKEN_TEXT.unknown, extensions: { code: "UNAUTHENTICATED" } });
    const malformed = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer" },
      body: JSON.stringify({ query: "{ me { id } }" }),
    });
    expect(malformed.status).toBe(401);

    const created = (await create(member, { name: "short-lived", scopes: ["READ"], expiresInDays: 1 })).data!.createApiToken;
    expect((await bearer(created.secret, `{ me { id } }`)).res.status).toBe(200);
    now = new Date(now.getTime() + 86_400_000 + 1000);
    const expired = await bearer(created.secret, `{ me { id } }`);
    expect(expired.res.status).toBe(401);
    expect(expired.body.errors?.[0].message).toBe(TOKEN_TEXT.expired);

    const revokable = (await create(member, { name: "to revoke", scopes: ["READ"] })).data!.createApiToken;
    const revoked = await member.gql<{ revokeApiToken: { active: boolean } }>(
      `mutation ($id: ID!) { revokeApiToken(id: $id) { active } }`,
      {
        id: revokable.token.id,
      },
    );
    expect(revoked.data!.revokeApiToken.active).toBe(false);
    const after = await bearer(revokable.secret, `{ me { id } }`);
    expect(after.res.status).toBe(401);
    expect(after.body.errors?.[0]).toMatchObject({ message: TOKEN_TEXT.revoked, extensions: { code: "UNAUTHENTICATED" } });

    // Another member cannot revoke someone else's token.
    const other = await admin.gql(`mutation ($id: ID!) { revokeApiToken(id: $id) { id } }`, { id: created.token.id });
    expect(other.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("never mixes cookies and tokens; CORS is open for token requests only", async () => {
    const secret = (await create(member, { name: "cors", scopes: ["ACT"] })).data!.createApiToken.secret;
    // A token request carrying the admin's cookie acts as the token's member; no cookie is set.
    const mixed = await bearer(secret, `{ me { username } }`, undefined, {
      cookie: admin.cookieHeader,
      origin: "https://bot.example",
    });
    expect(mixed.body.data).toEqual({ me: { username: "TokenMember" } });
    expect(mixed.res.headers.get("set-cookie")).toBeNull();
    expect(mixed.res.headers.get("access-control-allow-origin")).toBe("*");
    expect(mixed.res.headers.get("access-control-allow-credentials")).toBeNull();
    // A cross-site token mutation is fine (no cookie, no CSRF surface).
    const write = await bearer(secret, `mutation { setContestHelper(value: false) { id } }`, undefined, {
      origin: "https://bot.example",
    });
    expect(write.body.errors).toBeUndefined();

    const preflight = await fetch(`${server.url}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin: "https://bot.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();

    // Cookie requests from another origin get no CORS headers, and cross-site cookie writes are refused. A preflight
    // cannot tell a cookie request from an anonymous read (which any origin may send, app/pipeline/origins.ts): it is
    // allowed without credentials, so a browser still refuses to send another site's cookie request.
    const cookiePreflight = await fetch(`${server.url}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin: "https://evil.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(cookiePreflight.headers.get("access-control-allow-credentials")).toBeNull();
    const cookieRead = await member.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ query: "{ me { id } }" }),
    });
    expect(cookieRead.headers.get("access-control-allow-origin")).toBeNull();
    const cookieWrite = await member.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ query: "mutation { setContestHelper(value: true) { id } }" }),
    });
    expect(cookieWrite.status).toBe(403);

    // The REST shim is for the web app: tokens are refused there with a pointer to /graphql.
    const rest = await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${secret}` } });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ error: TOKEN_TEXT.restOnlyGraphql });
  });

  it("refuses bad input without creating anything", async () => {
    const before = await server.database.dataSource.getRepository(ApiToken).count();
    for (const input of [
      { name: "", scopes: ["READ"] },
      { name: "x".repeat(61), scopes: ["READ"] },
      { name: "no scopes", scopes: [] },
      { name: "forever+", scopes: ["READ"], expiresInDays: 400 },
      { name: "zero", scopes: ["READ"], expiresInDays: 0 },
    ]) {
      const r = await create(member, input);
      expect(r.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    }
    const anonymous = await new Visitor(server.url).gql(CREATE, { input: { name: "anon", scopes: ["READ"] } });
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(await server.database.dataSource.getRepository(ApiToken).count()).toBe(before);
  });
});
