import type { IncomingMessage, ServerResponse } from "node:http";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * Header middleware whose output does not depend on the request (helmet with fixed directives, Permissions-Policy),
 * run once at start instead of on every response (docs/architecture.md "Request pipeline"): helmet's dozen steps
 * cost about 15 µs per request for the same ten headers each time.
 *
 * `recordHeaders` runs the middleware against two different recording requests and keeps the headers it set and
 * removed; it throws if the two differ (a per-request value such as a CSP nonce) or if the middleware does not call
 * `next` at once, so a configuration that is not fixed cannot be recorded by mistake. `fixedHeaders` returns the
 * middleware that sets the recorded headers, for Express and for the GraphQL fast path alike.
 */
export interface RecordedHeaders {
  set: [string, string | string[]][];
  removed: string[];
}

function record(middleware: Middleware, url: string): RecordedHeaders {
  const recorded: RecordedHeaders = { set: [], removed: [] };
  const res = {
    setHeader(name: string, value: string | number | string[]) {
      recorded.set.push([name.toLowerCase(), Array.isArray(value) ? value.map(String) : String(value)]);
      return res;
    },
    removeHeader(name: string) {
      recorded.removed.push(name.toLowerCase());
    },
    getHeader: () => undefined,
    locals: {},
  };
  const req = { method: "GET", url, headers: { host: "recording.invalid" }, socket: {} };
  let nextCalled = false;
  middleware(req as unknown as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    nextCalled = true;
  });
  if (!nextCalled) throw new Error("fixedHeaders: the middleware did not call next() at once");
  return recorded;
}

export function recordHeaders(...middleware: Middleware[]): RecordedHeaders {
  const all: RecordedHeaders = { set: [], removed: [] };
  for (const m of middleware) {
    const first = record(m, "/a");
    const second = record(m, "/graphql?b=1");
    if (JSON.stringify(first) !== JSON.stringify(second))
      throw new Error("fixedHeaders: the middleware's headers depend on the request; it cannot be recorded");
    all.set.push(...first.set);
    all.removed.push(...first.removed);
  }
  return all;
}

/** Sets (and removes) the recorded headers on every response. */
export function fixedHeaders(...middleware: Middleware[]): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const { set, removed } = recordHeaders(...middleware);
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
