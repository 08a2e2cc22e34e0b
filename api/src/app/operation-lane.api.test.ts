import { getOperationAST, parse, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { startTestServer, Visitor, type TestServer } from "../../test/harness";
import { postGraphql, type Answer } from "../../test/graphql-post";
import { someVariables } from "../../test/web-variables";
import { documentAsSent, webDefinitions } from "../scripts/bench-graphql";
import { jitStats } from "./jit-executor";
import { laneStats, singleResultContentType } from "./operation-lane";
import { getSchema } from "./schema";

/** Apollo Client's Accept header (what the web app sends). */
const WEB_ACCEPT = "application/graphql-response+json,application/json;q=0.9";

/**
 * The operation lane (app/operation-lane.ts) answers as Apollo does. Each request is sent three times: once through
 * Express (`Content-Encoding: identity` keeps it off the fast path, so Apollo answers, and validates the document,
 * which the lane then knows), once as the web app sends it (the lane), and once more through Express; the lane's
 * answer must equal the last one in status, headers and body, and its charge must equal Apollo's.
 */
describe("operation lane", () => {
  let server: TestServer;
  let schema: GraphQLSchema;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO_DATA: "true" });
    schema = await getSchema();
    for (const [who, osuId] of [
      ["DemoMapper", 101],
      ["DemoAdmin", 100],
    ] as const) {
      const v = new Visitor(server.url);
      await v.login(osuId);
      cookies.set(who, v.cookieHeader);
    }
  }, 120_000);
  afterAll(() => server.close());

  const remaining = (a: Answer) => Number(a.headers["ratelimit-remaining"]);
  /** Without the budget left and the seconds to its reset (the clock may tick between two requests). */
  const comparable = (a: Answer) => {
    const { ["ratelimit-remaining"]: _left, ["ratelimit-reset"]: reset, ...headers } = a.headers;
    return { ...a, headers: { ...headers, "ratelimit-reset": reset === undefined ? "absent" : "present" } };
  };
  const resetGap = (a: Answer, b: Answer) =>
    Math.abs(Number(a.headers["ratelimit-reset"]) - Number(b.headers["ratelimit-reset"]));

  /** The lane's answer and Apollo's (through Express), and how each moved the budget; `lane`: did the lane answer? */
  async function compare(headers: Record<string, string>, body: string) {
    const viaExpress = { ...headers, "content-encoding": "identity" };
    const first = await postGraphql(server.url, viaExpress, body, true);
    const before = { ...laneStats };
    const lane = await postGraphql(server.url, headers, body, true);
    const after = { ...laneStats };
    const apollo = await postGraphql(server.url, viaExpress, body, true);
    for (const a of [first, lane, apollo])
      for (const h of ["date", "x-request-id", "connection", "keep-alive"]) delete a.headers[h];
    return {
      lane: comparable(lane),
      apollo: comparable(apollo),
      resetGap: resetGap(lane, apollo),
      answered: after.answered - before.answered,
      handedOver: after.handedOver - before.handedOver,
      /** Points the lane's request took, and Apollo's. */
      charged: [remaining(first) - remaining(lane), remaining(lane) - remaining(apollo)],
    };
  }

  const json = { "content-type": "application/json" };

  test("every query of the web app, signed out, as a member and as an admin, with three Accept headers", async () => {
    const defs = webDefinitions();
    let answered = 0;
    let compared = 0;
    const accepts = [undefined, WEB_ACCEPT, "application/json"];
    for (const [name, op] of defs.operations) {
      if ((op as OperationDefinitionNode).operation !== "query") continue;
      const query = documentAsSent(name, defs);
      const variables = someVariables(schema, getOperationAST(parse(query))!);
      if (!variables) continue;
      const body = JSON.stringify({ operationName: name, query, variables });
      for (const [k, who] of ["signed out", "DemoMapper", "DemoAdmin"].entries()) {
        const accept = accepts[(compared + k) % accepts.length];
        const headers = { ...json, ...(accept ? { accept } : {}), ...(cookies.has(who) ? { cookie: cookies.get(who)! } : {}) };
        const r = await compare(headers, body);
        const [a, b] = [JSON.stringify(r.lane), JSON.stringify(r.apollo)];
        if (a !== b) {
          let i = 0;
          while (a[i] === b[i]) i++;
          throw new Error(
            `${name} (${who}), from character ${i}: lane …${a.slice(i - 100, i + 300)} ≠ …${b.slice(i - 100, i + 300)}`,
          );
        }
        expect(r.charged[0]).toBe(r.charged[1]);
        expect(r.resetGap).toBeLessThanOrEqual(1);
        expect(r.answered + r.handedOver).toBeLessThanOrEqual(1);
        answered += r.answered;
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(150);
    // Most answers are plain data; the rest (a signed-out visitor's admin page, an id that names nothing) are
    // Apollo's errors.
    expect(answered).toBeGreaterThan(compared / 2);
  }, 240_000);

  const member = () => ({ ...json, cookie: cookies.get("DemoMapper")! });
  const cases: [string, () => Record<string, string>, string, "answered" | "handed over" | "not taken"][] = [
    ["a member's { me }", member, JSON.stringify({ query: "{ me { id username } }" }), "answered"],
    [
      "operationName and variables null",
      member,
      JSON.stringify({ query: "{ me { id } }", operationName: null, variables: null }),
      "answered",
    ],
    [
      "a GraphQL-response client",
      () => ({ ...json, accept: "application/graphql-response+json" }),
      JSON.stringify({ query: "{ __typename }" }),
      "answered",
    ],
    [
      "a field refused to the visitor (an error beside data)",
      () => json,
      JSON.stringify({ query: `query Refused { user(id: "1") { id spentPoints { id } } }` }),
      "handed over",
    ],
    [
      "a variable of the wrong type",
      member,
      JSON.stringify({ query: "query Q($n: Int) { usersConnection(first: $n) { totalCount } }", variables: { n: "x" } }),
      "handed over",
    ],
    [
      "a NUL in a variable",
      member,
      JSON.stringify({
        query: "query Q($s: String) { beatmapsConnection(search: $s) { totalCount } }",
        variables: { s: "a\u0000" },
      }),
      "not taken",
    ],
    [
      "a price over the limit",
      () => json,
      JSON.stringify({
        query: `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: beatmaps(first: 50) { beatmaps { pointsPreview { totalPoints } } }`).join(" ")} }`,
      }),
      "not taken",
    ],
    [
      "an Accept header Apollo refuses",
      () => ({ ...json, accept: "text/html" }),
      JSON.stringify({ query: "{ __typename }" }),
      "not taken",
    ],
    ["a body with extensions", () => json, JSON.stringify({ query: "{ __typename }", extensions: {} }), "not taken"],
    ["a mutation", member, JSON.stringify({ query: 'mutation { deleteBeatmap(id: "999999") }' }), "not taken"],
  ];

  test.each(cases)("%s: Apollo's status, headers and body, charged once", async (_name, headers, body, way) => {
    const compiledBefore = jitStats.compiledRuns + jitStats.graphqlJsRuns;
    const r = await compare(headers(), body);
    expect(r.lane).toEqual(r.apollo);
    expect(r.charged[0]).toBe(r.charged[1]);
    expect({ answered: r.answered, handedOver: r.handedOver }).toEqual({
      answered: way === "answered" ? 1 : 0,
      handedOver: way === "handed over" ? 1 : 0,
    });
    if (way === "handed over" && !body.includes("$n")) {
      // The lane's run is Apollo's: three requests, three executions (a refused variable never starts one).
      expect(jitStats.compiledRuns + jitStats.graphqlJsRuns).toBe(compiledBefore + 3);
    }
  });

  test("a member over budget: the lane charges, Apollo answers the refusal (429) without charging again", async () => {
    const db = server.database.dataSource;
    const headers = member();
    const body = JSON.stringify({ query: "{ me { id } }" });
    await compare(headers, body);
    const [{ id }] = await db.query(`SELECT id FROM users WHERE osu_id = 101`);
    await db.query(`UPDATE rate_limit_counters SET used = $2 WHERE key = $1`, [`member:${id}`, 1_000_000_000]);
    try {
      const before = { ...laneStats };
      const refused = await postGraphql(server.url, headers, body);
      expect(laneStats.handedOver).toBe(before.handedOver + 1);
      const viaExpress = await postGraphql(server.url, { ...headers, "content-encoding": "identity" }, body);
      expect(refused.status).toBe(429);
      expect(refused).toEqual(viaExpress);
      expect(JSON.parse(refused.body).errors[0].extensions.code).toBe("RATE_LIMITED");
      const [{ used }] = await db.query(`SELECT used FROM rate_limit_counters WHERE key = $1`, [`member:${id}`]);
      expect(Number(used)).toBe(1_000_000_000);
    } finally {
      await db.query(`DELETE FROM rate_limit_counters WHERE key = $1`, [`member:${id}`]);
    }
  });

  test("50 simultaneous requests through the lane: each answered once and charged once", async () => {
    const headers = member();
    const body = JSON.stringify({ query: "{ me { id username } }" });
    await postGraphql(server.url, headers, body);
    const start = await postGraphql(server.url, headers, body, true);
    const second = await postGraphql(server.url, headers, body, true);
    const price = remaining(start) - remaining(second);
    expect(price).toBeGreaterThan(0);
    const before = laneStats.answered;
    const answers = await Promise.all(Array.from({ length: 50 }, () => postGraphql(server.url, headers, body, true)));
    expect(laneStats.answered).toBe(before + 50);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set([start.body]));
    const end = await postGraphql(server.url, headers, body, true);
    expect(remaining(second) - remaining(end)).toBe(51 * price);
  });

  test("the content type is Apollo's choice for the Accept header", () => {
    expect(singleResultContentType(undefined)).toBe("application/json; charset=utf-8");
    expect(singleResultContentType(WEB_ACCEPT)).toBe("application/graphql-response+json; charset=utf-8");
    expect(singleResultContentType("application/json")).toBe("application/json; charset=utf-8");
    expect(singleResultContentType("*/*")).toBe("application/json; charset=utf-8");
    expect(singleResultContentType("text/html")).toBeNull();
  });
});
