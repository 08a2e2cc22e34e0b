import http from "node:http";
import { startTestServer, Visitor, type TestServer } from "../../test/harness";
import { fastPathStats, takesFastPath } from "./graphql-fast-path";
import { PER_REQUEST_HEADERS, postGraphql } from "../../test/graphql-post";

/** One request with exactly these headers (test/graphql-post.ts); every answer carries a request id. */
async function send(base: string, headers: Record<string, string>, body: string | Buffer, keepAll = false) {
  const answer = await postGraphql(base, headers, body, true);
  expect(answer.headers["x-request-id"]).toBeTruthy();
  if (!keepAll) {
    for (const k of PER_REQUEST_HEADERS) delete answer.headers[k];
    // Seconds to the budget's reset: the clock may tick between the two requests compared.
    const reset = answer.headers["ratelimit-reset"];
    if (reset !== undefined) answer.headers["ratelimit-reset"] = /^\d+$/.test(reset) ? "seconds" : reset;
  }
  return answer;
}

/**
 * The GraphQL fast path (app/graphql-fast-path.ts) answers as Express does: each request is sent twice, once as the
 * web app sends it (the fast path) and once with `Content-Encoding: identity`, which express.json accepts and the
 * fast path leaves to Express; status, headers and body must be the same.
 */
describe("GraphQL fast path", () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO_DATA: "true" });
    const member = new Visitor(server.url);
    await member.login(101);
    cookie = member.cookieHeader;
  }, 120_000);
  afterAll(() => server.close());

  async function both(headers: Record<string, string>, body: string | Buffer) {
    const before = fastPathStats.answered;
    const fast = await send(server.url, headers, body);
    expect(fastPathStats.answered).toBe(before + 1);
    const viaExpress = await send(server.url, { ...headers, "content-encoding": "identity" }, body);
    expect(fastPathStats.answered).toBe(before + 1);
    return { fast, viaExpress };
  }

  const json = { "content-type": "application/json" };
  const cases: [string, () => Record<string, string>, string | Buffer][] = [
    ["signed out, { __typename }", () => json, JSON.stringify({ query: "{ __typename }" })],
    ["signed in, { me }", () => ({ ...json, cookie }), JSON.stringify({ query: "{ me { id username } }" })],
    [
      "signed in, a large answer, brotli accepted",
      () => ({ ...json, cookie, "accept-encoding": "gzip, br" }),
      JSON.stringify({ query: "{ usersConnection(first: 50) { nodes { id username osuId avatarUrl } } }" }),
    ],
    [
      "a large answer, gzip accepted",
      () => ({ ...json, "accept-encoding": "gzip" }),
      JSON.stringify({ query: "{ usersConnection(first: 50) { nodes { id username osuId avatarUrl } } }" }),
    ],
    [
      "from the site's own origin",
      () => ({ ...json, cookie, origin: server.config.baseUrl, "sec-fetch-site": "same-origin" }),
      JSON.stringify({ query: "{ me { id } }" }),
    ],
    ["charset utf-8", () => ({ "content-type": "application/json; charset=utf-8" }), JSON.stringify({ query: "{ __typename }" })],
    ["malformed JSON", () => json, "{ query: "],
    ["JSON that is not an object", () => json, "1"],
    ["an empty body", () => json, ""],
    ["a body over 100 KB", () => json, JSON.stringify({ query: `{ __typename }${" ".repeat(110 * 1024)}` })],
    [
      "a chunked body over 100 KB",
      () => ({ ...json, "transfer-encoding": "chunked" }),
      JSON.stringify({ query: `{ __typename }${" ".repeat(110 * 1024)}` }),
    ],
    [
      "a chunked body within the limit",
      () => ({ ...json, "transfer-encoding": "chunked" }),
      JSON.stringify({ query: "{ __typename }" }),
    ],
    ["a syntax error, legacy JSON client", () => ({ ...json, accept: "application/json" }), JSON.stringify({ query: "{ me " })],
    [
      "a validation error, GraphQL-response client",
      () => ({ ...json, accept: "application/graphql-response+json" }),
      JSON.stringify({ query: "{ nope }" }),
    ],
    [
      "a member's mutation refused by a rule",
      () => ({ ...json, cookie }),
      JSON.stringify({ query: 'mutation { deleteBeatmap(id: "999999") }' }),
    ],
    [
      "variables and an operation name",
      () => ({ ...json, cookie }),
      JSON.stringify({
        query: "query Q($n: Int) { usersConnection(first: $n) { totalCount } }",
        operationName: "Q",
        variables: { n: 2 },
      }),
    ],
  ];

  test.each(cases)("%s: the same status, headers and body", async (_name, headers, body) => {
    const { fast, viaExpress } = await both(headers(), body);
    expect(fast).toEqual(viaExpress);
  });

  test("a signed-in answer is no-store and varies on Cookie, Authorization and, compressed, Accept-Encoding", async () => {
    const { fast } = await both({ ...json, cookie, "accept-encoding": "br" }, cases[2][2]);
    expect(fast.status).toBe(200);
    expect(fast.headers["cache-control"]).toBe("no-store");
    expect(fast.headers.vary).toBe("Cookie, Authorization, Accept-Encoding");
    expect(fast.headers["content-encoding"]).toBe("br");
    expect(fast.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(fast.headers["ratelimit-limit"]).toBeTruthy();
  });

  test("the request id the client sends comes back, as Express's access log sets it", async () => {
    const url = new URL(server.url);
    const id = await new Promise<string | undefined>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: "/graphql",
          method: "POST",
          headers: { ...json, "x-request-id": "trace-42" },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.headers["x-request-id"] as string | undefined));
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ query: "{ __typename }" }));
    });
    expect(id).toBe("trace-42");
  });

  test("behind a trusted proxy, the anonymous budget is the forwarded client's, as Express reads it", async () => {
    const proxied = await startTestServer({ TRUST_PROXY: "loopback", RATE_LIMIT_ANONYMOUS_POINTS: "1000" });
    try {
      const body = JSON.stringify({ query: "{ __typename }" });
      const left = async (headers: Record<string, string>) =>
        Number((await send(proxied.url, { ...json, ...headers }, body, true)).headers["ratelimit-remaining"]);
      const before = fastPathStats.answered;
      const a1 = await left({ "x-forwarded-for": "203.0.113.5" });
      const a2 = await left({ "x-forwarded-for": "203.0.113.5", "content-encoding": "identity" });
      const b1 = await left({ "x-forwarded-for": "198.51.100.7" });
      expect(fastPathStats.answered).toBe(before + 2);
      // One bucket for 203.0.113.5 whichever way its requests go; another for 198.51.100.7.
      expect(a2).toBeLessThan(a1);
      expect(b1).toBe(a1);
    } finally {
      await proxied.close();
    }
  });

  test("token requests, other methods and types, and requests that may be cross-site go to Express", () => {
    const own = "http://localhost:3000";
    const req = (method: string, url: string, headers: Record<string, string>) =>
      ({ method, url, headers }) as unknown as http.IncomingMessage;
    const ok = { "content-type": "application/json" };
    expect(takesFastPath(req("POST", "/graphql", ok), own)).toBe(true);
    expect(takesFastPath(req("POST", "/graphql", { ...ok, origin: own, "sec-fetch-site": "same-origin" }), own)).toBe(true);
    expect(takesFastPath(req("GET", "/graphql", ok), own)).toBe(false);
    expect(takesFastPath(req("POST", "/graphql?x=1", ok), own)).toBe(false);
    expect(takesFastPath(req("POST", "/api/me", ok), own)).toBe(false);
    expect(takesFastPath(req("POST", "/graphql", { ...ok, authorization: "Bearer x" }), own)).toBe(false);
    expect(takesFastPath(req("POST", "/graphql", { "content-type": "text/plain" }), own)).toBe(false);
    expect(takesFastPath(req("POST", "/graphql", { "content-type": "application/json; charset=latin1" }), own)).toBe(false);
    expect(takesFastPath(req("POST", "/graphql", { ...ok, "content-encoding": "gzip" }), own)).toBe(false);
    expect(takesFastPath(req("POST", "/graphql", { ...ok, origin: "https://evil.example" }), own)).toBe(false);
    expect(takesFastPath(req("POST", "/graphql", { ...ok, "sec-fetch-site": "cross-site" }), own)).toBe(false);
    expect(takesFastPath(req("POST", "/graphql", { ...ok, "sec-fetch-site": "same-site" }), own)).toBe(false);
  });
});
