import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { accessLog } from "./access-log";

/** A server whose every request goes through the access log, then `handler`; the log lines it wrote, parsed. */
async function withServer(
  level: string,
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  run: (base: string) => Promise<void>,
): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const log = accessLog(pino({ level }, sink), { ignore: (req) => req.url === "/health" });
  const server = http.createServer((req, res) => log(req, res, () => handler(req, res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return lines;
}

const ok = (_req: http.IncomingMessage, res: http.ServerResponse) => res.end("ok");

describe("access log (app/access-log.ts)", () => {
  test("one line per request: its id, method and path (no query string), status and time; the id echoed back", async () => {
    let echoed: string | null = null;
    const lines = await withServer("info", ok, async (base) => {
      const res = await fetch(`${base}/missions?secret=1`);
      echoed = res.headers.get("x-request-id");
    });
    expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { id: echoed, method: "GET", url: "/missions" },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0].responseTime).toBe("number");
    expect(JSON.stringify(lines[0])).not.toContain("secret");
  });

  test("the client's X-Request-Id is kept up to 200 characters; a longer one is replaced", async () => {
    const ids: (string | null)[] = [];
    await withServer("info", ok, async (base) => {
      for (const id of ["trace-42", "x".repeat(201)])
        ids.push((await fetch(base, { headers: { "x-request-id": id } })).headers.get("x-request-id"));
    });
    expect(ids[0]).toBe("trace-42");
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a 5xx is logged at level error as 'request errored'; req.log lines carry the request", async () => {
    const lines = await withServer(
      "info",
      (req, res) => {
        req.log?.error({ err: "boom" }, "handler failed");
        res.statusCode = 503;
        res.end();
      },
      async (base) => {
        await fetch(`${base}/graphql`);
      },
    );
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, "handler failed"],
      [50, "request errored"],
    ]);
    expect(lines[0]).toMatchObject({ req: { method: "GET", url: "/graphql" }, err: "boom" });
  });

  test("a client that leaves before the answer: 'request aborted'", async () => {
    const lines = await withServer(
      "info",
      () => {
        // never answers
      },
      async (base) => {
        const controller = new AbortController();
        const pending = fetch(base, { signal: controller.signal }).catch(() => null);
        await new Promise((resolve) => setTimeout(resolve, 50));
        controller.abort();
        await pending;
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    );
    expect(lines.map((l) => l.msg)).toEqual(["request aborted"]);
  });

  test("ignored paths get an id but no line; a level above info writes no access line", async () => {
    const ignored = await withServer("info", ok, async (base) => {
      const res = await fetch(`${base}/health`);
      expect(res.headers.get("x-request-id")).toBeTruthy();
    });
    expect(ignored).toEqual([]);
    const quiet = await withServer("warn", ok, async (base) => {
      await fetch(base);
    });
    expect(quiet).toEqual([]);
  });
});
