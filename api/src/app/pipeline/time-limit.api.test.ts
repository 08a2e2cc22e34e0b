import type { EntitySubscriberInterface } from "typeorm";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
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

describe("a mutation near the time limit (time-limit.ts)", () => {
  let server: TestServer;
  /** Test-only delays inside each transaction of the mutation under test: before its work, after its COMMIT. */
  const delays = { start: 0, afterCommit: 0 };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeAll(async () => {
    server = await startTestServer({ GRAPHQL_TIMEOUT_MS: "300" });
    const slow: EntitySubscriberInterface = {
      async afterTransactionStart() {
        if (delays.start) await sleep(delays.start);
      },
      async afterTransactionCommit() {
        if (delays.afterCommit) await sleep(delays.afterCommit);
      },
    };
    server.database.dataSource.subscribers.push(slow);
  });
  afterAll(async () => {
    await server.close();
  });

  test("either fails without changing anything or succeeds and says so, never a committed write reported as failed", async () => {
    await fixtures(server.database.dataSource).user({ osuId: 7301, username: "SlowWriter" });
    const member = new Visitor(server.url);
    await member.login(7301);
    const tokens = async () =>
      (await server.database.dataSource.query(`SELECT name FROM api_tokens`)).map((r: { name: string }) => r.name);
    const outcomes: string[] = [];
    // Work that takes from nothing to twice the limit; the last two commit in time but answer after the deadline.
    const trials: [start: number, afterCommit: number][] = [
      [0, 0],
      [100, 0],
      [250, 0],
      [290, 0],
      [310, 0],
      [400, 0],
      [600, 0],
      [0, 400],
      [150, 400],
    ];
    for (const [i, [start, afterCommit]] of trials.entries()) {
      Object.assign(delays, { start, afterCommit });
      // `active` is a field resolver: read after the COMMIT, past the deadline in the last two trials.
      const res = await member.gql<{ createApiToken: { token: { name: string; active: boolean } } }>(
        `mutation { createApiToken(input: { name: "t${i}", scopes: [READ] }) { token { name active } } }`,
      );
      Object.assign(delays, { start: 0, afterCommit: 0 });
      const written = (await tokens()).includes(`t${i}`);
      if (res.data?.createApiToken) {
        // Succeeded and says so: the token is there, with no error beside it.
        expect(res).toEqual({ status: 200, data: { createApiToken: { token: { name: `t${i}`, active: true } } } });
        expect(written).toBe(true);
        outcomes.push("succeeded");
      } else {
        // Failed: one QUERY_TIMEOUT, and nothing was written.
        expect(res.status).toBe(503);
        expect(res.errors?.map((e) => e.extensions?.code)).toEqual(["QUERY_TIMEOUT"]);
        expect(written).toBe(false);
        outcomes.push("failed");
      }
    }
    // Quick work succeeds, work past the limit fails, and a write that committed in time is a success however late
    // its answer is read.
    expect(outcomes.slice(0, 2)).toEqual(["succeeded", "succeeded"]);
    expect(outcomes.slice(5, 7)).toEqual(["failed", "failed"]);
    expect(outcomes.slice(7)).toEqual(["succeeded", "succeeded"]);
  });
});
