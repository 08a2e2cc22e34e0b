import { startTestServer, Visitor, type TestServer } from "../harness";
import { getSchema } from "../../src/app/schema";
import { apiRoutes, graphqlCases, namedCases, restCases, type DemoIds } from "./bad-inputs";
import { runBadInputs, type Who } from "./runner";
import { measure, worstCaseQueries } from "./worst-case";
import { RUNS, runConcurrency } from "./concurrency";
import { GRAPHQL_LIMITS } from "../../src/app/pipeline/graphql";

/**
 * The security suite (docs/security.md): a real server on a fresh database with the demo guild, attacked with bad
 * inputs (every REST route and every GraphQL argument) and with simultaneous spending. Prints its figures and fails
 * unless there are 0 × 5xx, 0 state changes from bad inputs, 0 internal errors and 0 orphan charges.
 * `npm run test:security` runs it alone; `npm test` runs it with the API tests.
 */
jest.setTimeout(600_000);

/** The most work one accepted query may cause on the demo guild (about a second of a busy 2-core machine). */
const WORK_BOUND = { statements: 300, rows: 10_000, kb: 512 };

describe("security suite", () => {
  let server: TestServer;
  let visitors: Record<Who, Visitor>;
  let ids: DemoIds;
  const figures: string[] = [];

  beforeAll(async () => {
    // The production pool size (DB_POOL_SIZE default): as many transactions at once as a real instance runs.
    server = await startTestServer({ SEED_DEMO_DATA: "true" }, { poolSize: process.env.DATABASE_URL ? 10 : 1 });
    visitors = {
      anon: new Visitor(server.url),
      admin: new Visitor(server.url),
      mapper: new Visitor(server.url),
      newcomer: new Visitor(server.url),
    };
    await visitors.admin.login(100);
    await visitors.mapper.login(101);
    await visitors.newcomer.login(102);
    const db = server.database.dataSource;
    const one = async (sql: string): Promise<number> => {
      const rows: { id: number }[] = await db.query(sql);
      if (!rows[0]) throw new Error(`no demo row for: ${sql}`);
      return Number(rows[0].id);
    };
    ids = {
      quest: await one(`SELECT id FROM quests ORDER BY id LIMIT 1`),
      party: await one(
        `SELECT p.id FROM parties p JOIN users u ON u.id = p.leader_id ORDER BY (u.osu_id = 101) DESC, p.id LIMIT 1`,
      ),
      mapperBeatmap: await one(
        `SELECT b.id FROM beatmaps b JOIN users u ON u.id = b.host_id WHERE u.osu_id = 101 ORDER BY b.id LIMIT 1`,
      ),
      mission: await one(`SELECT id FROM missions ORDER BY (status = 'open') DESC, id LIMIT 1`),
      artist: await one(`SELECT id FROM featured_artists ORDER BY id LIMIT 1`),
      song: await one(`SELECT id FROM featured_songs ORDER BY id LIMIT 1`),
    };
  });

  afterAll(async () => {
    if (figures.length) {
      const db = server?.database.kind === "postgres" ? "PostgreSQL" : "the embedded database (PGlite)";
      console.log(`Security suite on ${db}, demo guild\n  ${figures.join("\n  ")}`);
    }
    await server?.close();
  });

  test("bad inputs: no 5xx, no state change, every named edge refused", async () => {
    const started = Date.now();
    const cases = [...namedCases(ids), ...restCases(apiRoutes(server.app), ids), ...graphqlCases(await getSchema(), ids)];
    const f = await runBadInputs(visitors, server.database.dataSource, cases);
    figures.push(
      `bad inputs: ${f.inputsTried} inputs tried, ${f.refused} refused, ${f.accepted} answered harmlessly, ` +
        `${f.fivexx} × 5xx/internal, ${f.stateChanges} state changes, ${f.acceptedButMustRefuse} accepted that must be refused ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    if (f.failures.length) console.log(f.failures.slice(0, 200).join("\n"));
    expect({ fivexx: f.fivexx, stateChanges: f.stateChanges, acceptedButMustRefuse: f.acceptedButMustRefuse }).toEqual({
      fivexx: 0,
      stateChanges: 0,
      acceptedButMustRefuse: 0,
    });
  });

  test("expensive queries: the worst cases that fit inside the limits stay inside the work bound", async () => {
    const schema = await getSchema();
    const queries = worstCaseQueries(schema, GRAPHQL_LIMITS.maxCost, GRAPHQL_LIMITS.maxAliases);
    expect(queries.length).toBeGreaterThanOrEqual(6);
    const results = [];
    for (const [name, query] of queries) results.push(await measure(schema, visitors.admin, name, query));
    for (const r of results) {
      figures.push(
        `worst case "${r.name}": cost ${r.cost} / ${GRAPHQL_LIMITS.maxCost}, ${r.statements} statements, ${r.rows} rows, ` +
          `${r.kb} KB, ${r.ms} ms (HTTP ${r.status})`,
      );
    }
    for (const r of results) {
      expect({ name: r.name, status: r.status, internalErrors: r.internalErrors }).toEqual({
        name: r.name,
        status: 200,
        internalErrors: 0,
      });
      expect(r.cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
      expect(r.statements).toBeLessThanOrEqual(WORK_BOUND.statements);
      expect(r.rows).toBeLessThanOrEqual(WORK_BOUND.rows);
      expect(r.kb).toBeLessThanOrEqual(WORK_BOUND.kb);
    }
  });

  test(`double clicks: ${RUNS} simultaneous requests on every spending mutation, 0 internal errors, 0 orphan charges`, async () => {
    const results = await runConcurrency(server.database.dataSource, server.url);
    const total = { runs: results.length, requests: 0, internalErrors: 0, orphanCharges: 0, doubleSpends: 0 };
    for (const r of results) {
      total.requests += r.requests;
      total.internalErrors += r.internalErrors;
      total.orphanCharges += r.orphanCharges;
      total.doubleSpends += r.doubleSpends;
      figures.push(
        `concurrent "${r.scenario}": ${r.requests} at once → ${r.successes} succeeded, ${r.refusals} refused, ` +
          `${r.internalErrors} internal errors; ${r.charges} charges for ${r.expectedCharges} expected, ${r.orphanCharges} orphan, ` +
          `${r.doubleSpends} double spends` +
          (r.details.length ? ` [${r.details.join(" | ")}]` : ""),
      );
    }
    figures.push(
      `concurrency: ${total.runs} concurrent runs, ${total.requests} requests, ${total.internalErrors} internal errors, ` +
        `${total.orphanCharges} orphan charges, ${total.doubleSpends} double spends`,
    );
    expect(results.flatMap((r) => r.details.map((d) => `${r.scenario}: ${d}`))).toEqual([]);
    expect({
      internalErrors: total.internalErrors,
      orphanCharges: total.orphanCharges,
      doubleSpends: total.doubleSpends,
    }).toEqual({ internalErrors: 0, orphanCharges: 0, doubleSpends: 0 });
  });
});
