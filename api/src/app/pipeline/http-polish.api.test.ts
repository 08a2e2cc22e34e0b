import { Writable } from "node:stream";
import pino from "pino";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { GRAPHQL_LIMITS, NOT_PERMITTED } from "./graphql";
import { ROLE_REFUSALS } from "../auth-checker";
import { Role } from "../../core/access";
import { CROSS_SITE_REFUSED, CROSS_SITE_WRITE } from "./origins";

/** Messages, codes and HTTP details bots meet (docs/api-guide.md "Errors", "Authentication"). */
describe("GraphQL over HTTP: messages, token GETs and cross-origin reads", () => {
  let server: TestServer;
  const logged: { level: number; msg: string }[] = [];
  let member: Visitor;
  let token: string;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString("utf8").split("\n")) if (line) logged.push(JSON.parse(line));
        done();
      },
    });
    server = await startTestServer({}, { logger: pino({ level: "warn" }, sink) });
    await fixtures(server.database.dataSource).user({ osuId: 8801, username: "PolishBot" });
    member = new Visitor(server.url);
    await member.login(8801);
    const created = await member.gql<{ createApiToken: { secret: string } }>(
      `mutation { createApiToken(input: { name: "bot", scopes: [READ, ACT] }) { secret } }`,
    );
    token = created.data!.createApiToken.secret;
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  test("a null variable for a non-null argument with a default is BAD_USER_INPUT, located, not masked, not logged as an error", async () => {
    const errorsBefore = logged.filter((l) => l.level >= 50).length;
    const res = await post(
      { query: "query ($h: TeamHub) { locus(hub: $h) { __typename } }", variables: { h: null } },
      { accept: "application/graphql-response+json" },
    );
    const body = (await res.json()) as {
      data: unknown;
      errors: { message: string; path: string[]; extensions: { code: string } }[];
    };
    // A field error (the request itself is valid): the spec's partial response, 200 with `data`.
    expect(res.status).toBe(200);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ path: ["locus"], extensions: { code: "BAD_USER_INPUT" } });
    expect(body.errors[0].message).toMatch(/Argument "hub" of non-null type "TeamHub!" must not be null/);
    expect(logged.filter((l) => l.level >= 50)).toHaveLength(errorsBefore);
  });

  test("depth, alias and token limits are validation errors worded as limits, never 'Syntax Error:'", async () => {
    const nested = `{ beatmapsConnection(first: 1) { nodes { ${"song { beatmaps { ".repeat(5)} id ${"} } ".repeat(5)} } } }`;
    const aliases = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: me { id }`).join(" ")} }`;
    const tokens = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => "__typename").join(" ")} }`;
    const cases: [string, RegExp][] = [
      [nested, /^Query depth limit of 10 exceeded, found \d+\.$/],
      [aliases, /^Aliases limit of 15 exceeded, found 16\.$/],
      [tokens, /^Query token limit of 3000 exceeded/],
    ];
    for (const [query, message] of cases) {
      const res = await post({ query }, { accept: "application/graphql-response+json" });
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(res.status).toBe(400);
      expect(body.errors[0].extensions.code).toBe("GRAPHQL_VALIDATION_FAILED");
      expect(body.errors[0].message).toMatch(message);
      expect(body.errors.map((e) => e.message).join()).not.toMatch(/Syntax Error/);
    }
  });

  test("FORBIDDEN answers speak the site's words: the role that is missing, never a bare 'Unauthorized'", async () => {
    const admin = await member.gql("{ adminMissionsConnection(first: 1) { totalCount } }");
    expect(admin.errors?.[0]).toMatchObject({ message: ROLE_REFUSALS[Role.ADMIN], extensions: { code: "FORBIDDEN" } });
    // A service's refusal (the original site said "Unauthorized"; the REST shim still does).
    const spent = await new Visitor(server.url).gql(`{ user(id: "1") { id spentPoints { id } } }`);
    for (const e of spent.errors ?? []) expect(e).toMatchObject({ message: NOT_PERMITTED, extensions: { code: "FORBIDDEN" } });
  });

  test("a token may read with GET (queries only); a GET mutation is refused", async () => {
    const auth = { authorization: `Bearer ${token}` };
    const query = encodeURIComponent("{ me { username } }");
    const read = await fetch(`${server.url}/graphql?query=${query}`, { headers: auth });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ data: { me: { username: "PolishBot" } } });
    const write = await fetch(`${server.url}/graphql?query=${encodeURIComponent("mutation { __typename }")}`, { headers: auth });
    expect(write.status).toBe(405);
    // Without a token (or Apollo's preflight headers) a GET is still refused as a possible CSRF.
    expect((await fetch(`${server.url}/graphql?query=${query}`)).status).toBe(400);
  });

  test("another site may read public data without cookies; its writes and its cookie requests are refused", async () => {
    const origin = { origin: "https://dashboard.example" };
    const preflight = await fetch(`${server.url}/graphql`, {
      method: "OPTIONS",
      headers: { ...origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();

    const read = await post(
      { query: "{ logsConnection(first: 1) { nodes { id } } }" },
      { ...origin, "sec-fetch-site": "cross-site" },
    );
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBe("*");
    expect(await read.json()).toMatchObject({ data: { logsConnection: { nodes: expect.any(Array) } } });

    const write = await post({ query: "mutation { setShowcaseMapper(value: true) { id } }" }, origin);
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ errors: [{ message: CROSS_SITE_WRITE, extensions: { code: "FORBIDDEN" } }] });

    const withCookie = await member.fetch("/graphql", {
      method: "POST",
      headers: { ...origin, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ me { id } }" }),
    });
    expect(withCookie.status).toBe(403);
    expect(await withCookie.json()).toEqual({ errors: [{ message: CROSS_SITE_REFUSED, extensions: { code: "FORBIDDEN" } }] });

    // A token acts from any origin.
    const tokenWrite = await post(
      { query: "mutation { setShowcaseMapper(value: true) { id } }" },
      { ...origin, authorization: `Bearer ${token}` },
    );
    expect(tokenWrite.status).toBe(200);
    expect(tokenWrite.headers.get("access-control-allow-origin")).toBe("*");
  });
});
