import { auditServer } from "graphql-http";
import { startTestServer, type TestServer } from "../../../test/harness";

/** The GraphQL-over-HTTP spec audit (graphql-http's auditServer) against the real server: no error, no warning. */
describe("GraphQL over HTTP audit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("passes every MUST and SHOULD of the audit suite", async () => {
    const results = await auditServer({ url: `${server.url}/graphql` });
    const problems = results
      .filter((r) => r.status === "error" || r.status === "warn")
      .map((r) => `${r.status} ${r.id} ${r.name}: ${"reason" in r ? r.reason : ""}`);
    expect(problems).toEqual([]);
    expect(results.filter((r) => r.status === "ok").length).toBeGreaterThanOrEqual(50);
  });
});
