import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { overloadShedder, SHED_MESSAGE, type Shedder } from "./shed";
import { startTestServer, type TestServer } from "../../../test/harness";

/** A bare app behind the shedder: `/graphql/hold` answers when released, `/graphql/now` at once, `/health` always. */
async function app(options: Parameters<typeof overloadShedder>[0]) {
  const shedder = overloadShedder(options);
  const held: (() => void)[] = [];
  const a = express();
  a.use(["/graphql", "/api"], shedder.middleware);
  a.get("/graphql/hold", (_req, res) => {
    held.push(() => res.json({ ok: true }));
  });
  a.get(["/graphql/now", "/api/now", "/health"], (_req, res) => {
    res.json({ ok: true });
  });
  const server = http.createServer(a);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    shedder,
    release: () => held.splice(0).forEach((f) => f()),
    close: async () => {
      shedder.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

describe("overload shedding", () => {
  let running: Awaited<ReturnType<typeof app>> | null = null;
  afterEach(async () => {
    await running?.close();
    running = null;
  });

  test("beyond the requests in hand: 503 with Retry-After and a GraphQL error at once; /health still answers", async () => {
    running = await app({ maxLagMs: 0, maxInFlight: 2 });
    const { url } = running;
    const a = fetch(`${url}/graphql/hold`);
    const b = fetch(`${url}/graphql/hold`);
    while (running.shedder.state().inFlight < 2) await new Promise((r) => setTimeout(r, 5));
    const started = Date.now();
    const refused = await fetch(`${url}/graphql/now`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toEqual({ errors: [{ message: SHED_MESSAGE, extensions: { code: "SERVER_BUSY" } }] });
    const rest = await fetch(`${url}/api/now`);
    expect(rest.status).toBe(503);
    expect(await rest.json()).toEqual({ error: SHED_MESSAGE });
    expect((await fetch(`${url}/health`)).status).toBe(200);

    running.release();
    expect((await a).status).toBe(200);
    expect((await b).status).toBe(200);
    expect((await fetch(`${url}/graphql/now`)).status).toBe(200);
    expect(running.shedder.state()).toMatchObject({ inFlight: 0, shed: 2 });
  });

  test("a shed answer has no access-log line; the shedder logs how many it shed, once a period", async () => {
    const warnings: unknown[][] = [];
    const logger = { warn: (...args: unknown[]) => void warnings.push(args) };
    running = await app({ maxLagMs: 0, maxInFlight: 1, logger: logger as never, reportMs: 50 });
    const { url } = running;
    const held = fetch(`${url}/graphql/hold`);
    while (running.shedder.state().inFlight < 1) await new Promise((r) => setTimeout(r, 5));
    for (let i = 0; i < 3; i++) expect((await fetch(`${url}/graphql/now`)).status).toBe(503);
    await new Promise((r) => setTimeout(r, 120));
    // One line per period with requests shed in it (the fetches may span periods), counting each shed request once.
    expect(warnings.every(([, msg]) => msg === "overloaded: requests shed with 503")).toBe(true);
    expect(warnings.reduce((n, [fields]) => n + (fields as { shed: number }).shed, 0)).toBe(3);
    const lines = warnings.length;
    await new Promise((r) => setTimeout(r, 120));
    expect(warnings).toHaveLength(lines); // nothing shed since: no line
    running.release();
    await held;
  });

  test("when the event loop lags with requests in hand: shed until a window passes without lag; a lone request never", async () => {
    running = await app({ maxLagMs: 15, maxInFlight: 0, lagMinInFlight: 2, windowMs: 100 });
    const { url } = running;
    // A saturated loop: 50 ms slices of work back to back (as a queue of heavy requests keeps it) until the sampler's
    // window sees it (at most 2 s).
    const blockLoop = async () => {
      const end = Date.now() + 2000;
      while (Date.now() < end && running!.shedder.state().lagMs <= 15) {
        const slice = Date.now() + 50;
        while (Date.now() < slice);
        await new Promise((r) => setImmediate(r));
      }
      expect(running!.shedder.state().lagMs).toBeGreaterThan(15);
    };
    await blockLoop();
    expect((await fetch(`${url}/graphql/now`)).status).toBe(200); // alone: nothing queues in front of it

    const held = [fetch(`${url}/graphql/hold`), fetch(`${url}/graphql/hold`)];
    while (running.shedder.state().inFlight < 2) await new Promise((r) => setTimeout(r, 5));
    await blockLoop();
    const refused = await fetch(`${url}/graphql/now`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    await new Promise((r) => setTimeout(r, 250)); // two quiet windows
    expect((await fetch(`${url}/graphql/now`)).status).toBe(200);
    running.release();
    await Promise.all(held);
  });

  test("0 turns both checks off", async () => {
    const shedder: Shedder = overloadShedder({ maxLagMs: 0, maxInFlight: 0 });
    const res = { status: jest.fn() } as unknown as express.Response;
    const next = jest.fn();
    shedder.middleware({ originalUrl: "/graphql" } as express.Request, Object.assign(res, { once: jest.fn() }), next);
    expect(next).toHaveBeenCalled();
    expect(res.status).not.toHaveBeenCalled();
    shedder.close();
  });
});

describe("the server: /robots.txt and shedding in place", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SHED_MAX_IN_FLIGHT: "1000", SHED_MAX_LAG_MS: "1000" });
  });
  afterAll(async () => {
    await server.close();
  });

  test("/robots.txt is a robots file, not the web app", async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/graphql$/m);
    expect(text).not.toMatch(/<html/i);
  });

  test("an ordinary request passes the shedder", async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(res.status).toBe(200);
  });
});
