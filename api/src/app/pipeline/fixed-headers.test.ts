import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import { fixedHeaders, recordHeaders } from "./fixed-headers";

/** A response that keeps what is set and removed. */
function recordingResponse() {
  const headers = new Map<string, unknown>([["x-powered-by", "Express"]]);
  return {
    headers,
    res: {
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    } as unknown as ServerResponse,
  };
}

describe("fixed headers (app/fixed-headers.ts)", () => {
  test("helmet's headers, recorded once, are the ones helmet sets, X-Powered-By removed", () => {
    const middleware = helmet({ contentSecurityPolicy: { directives: { "script-src": ["'self'"] } } });
    const direct = recordingResponse();
    let nextCalls = 0;
    middleware({ headers: {} } as IncomingMessage, direct.res, () => nextCalls++);
    const replayed = recordingResponse();
    fixedHeaders(middleware)({} as IncomingMessage, replayed.res, () => nextCalls++);
    expect(nextCalls).toBe(2);
    expect([...replayed.headers].sort()).toEqual([...direct.headers].sort());
    expect(replayed.headers.has("x-powered-by")).toBe(false);
    expect(String(replayed.headers.get("content-security-policy"))).toContain("script-src 'self'");
  });

  test("a middleware whose headers depend on the request cannot be recorded", () => {
    const perRequest = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      res.setHeader("x-path", req.url ?? "");
      next();
    };
    expect(() => recordHeaders(perRequest)).toThrow("depend on the request");
    const nonce = (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
      res.setHeader("content-security-policy", `script-src 'nonce-${Math.random()}'`);
      next();
    };
    expect(() => recordHeaders(nonce)).toThrow("depend on the request");
  });

  test("a middleware that does not call next at once cannot be recorded", () => {
    const later = (_req: IncomingMessage, _res: ServerResponse, next: () => void) => void setTimeout(next, 1);
    expect(() => recordHeaders(later)).toThrow("did not call next() at once");
  });
});
