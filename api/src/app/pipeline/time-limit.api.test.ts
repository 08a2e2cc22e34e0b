import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { GRAPHQL_LIMITS } from "./graphql";

describe("GraphQL cost and time limits over HTTP", () => {
  let server: TestServer;

  beforeAll(async () => {
    // A 1 ms execution budget: any query that reaches the database runs past it.
    server = await startTestServer({ GRAPHQL_TIMEOUT_MS: "1" });
  });
  afterAll(async () => {
    await server.close();
  });

  test("a query past the execution time limit is stopped: one clear QUERY_TIMEOUT error, HTTP 503", async () => {
    const v = new Visitor(server.url);
    await v.login(6161);
    const res = await v.gql("{ logs { logs { id user { username } } } users { users { username } } }");
    expect(res.status).toBe(503);
    expect(res.data ?? null).toBeNull();
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: "QUERY_TIMEOUT" } });
    expect(res.errors?.[0].message).toMatch(/took longer than 0.001 s and was stopped/);
  });

  test("a query priced over the limit is refused before it runs (400, with the figures)", async () => {
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `a${i}: beatmaps(first: 50) { beatmaps { pointsPreview { totalPoints } } }`,
    );
    const res = await new Visitor(server.url).gql(`{ ${aliases.join(" ")} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(res.errors?.[0].message).toMatch(
      new RegExp(`Query is too expensive: it costs \\d+, the limit is ${GRAPHQL_LIMITS.maxCost}`),
    );
  });
});
