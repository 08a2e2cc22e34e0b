import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { PERMISSIONS_POLICY } from "./security-headers";

describe("response headers", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  test("Permissions-Policy turns off browser features the site never uses, on every answer", async () => {
    for (const path of ["/health", "/api/me", "/graphql?query=%7B__typename%7D", "/nowhere"]) {
      const res = await fetch(`${server.url}${path}`, { headers: { "apollo-require-preflight": "1" } });
      expect(res.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/geolocation=\(\)/);
  });

  test("API answers carry the API set; pages and files the documents' set (security-headers.ts)", async () => {
    const apiPaths = ["/api/me", "/api/nowhere", "/graphql?query=%7B__typename%7D"];
    for (const path of apiPaths) {
      const res = await fetch(`${server.url}${path}`, { headers: { "apollo-require-preflight": "1" } });
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      // Headers that act only on a rendered page are not sent with JSON.
      for (const pageOnly of ["cross-origin-opener-policy", "x-frame-options", "referrer-policy", "x-xss-protection"])
        expect(res.headers.get(pageOnly)).toBeNull();
    }
    const post = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(post.headers.get("content-security-policy")).toBe("default-src 'none';frame-ancestors 'none'");

    for (const path of ["/health", "/nowhere", "/apiary", "/graphqlx"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    }
  });

  test("signed-in /api and /graphql answers are never stored (Cache-Control: no-store, Vary: Cookie)", async () => {
    const member = new Visitor(server.url);
    await member.login(5151);
    const rest = await member.fetch("/api/me");
    expect(rest.headers.get("cache-control")).toBe("no-store");
    expect(rest.headers.get("vary")).toMatch(/Cookie/i);
    const gql = await member.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ me { id } }" }),
    });
    expect(gql.headers.get("cache-control")).toBe("no-store");
    const error = await member.fetch("/api/quests/0x1/accept", { method: "POST" });
    expect(error.headers.get("cache-control")).toBe("no-store");

    const anonymous = await fetch(`${server.url}/api/me`);
    expect(anonymous.headers.get("vary")).toMatch(/Cookie/i);
  });
});
