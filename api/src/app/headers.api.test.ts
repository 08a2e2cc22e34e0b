import { startTestServer, Visitor, type TestServer } from "../../test/harness";
import { PERMISSIONS_POLICY } from "./http";

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
