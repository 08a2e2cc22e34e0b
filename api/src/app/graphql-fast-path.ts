import type { IncomingMessage, ServerResponse } from "node:http";
import { HeaderMap, type ApolloServer } from "@apollo/server";
import type { Context } from "../modules/context";
import type { Services } from "./services";
import type { RateLimiter } from "./rate-limit";
import { setGraphqlBucket } from "./rate-limit";
import { createContext } from "./context";
import { signedSessionId } from "./session-viewer";
import { compressBody, compressibleAnswer, DYNAMIC_THRESHOLD, pickEncoding } from "./compression";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../core/errors";
import type { OperationLane } from "./operation-lane";

/**
 * The GraphQL requests the web app sends — `POST /graphql` with a JSON body and a session cookie or none — answered
 * without Express (docs/architecture.md "Request pipeline"). Express's own dispatch cost about 0.1 ms of CPU per
 * request before any middleware ran, measured against a bare Node endpoint; for small reads (`{ me { … } }`) that was
 * a tenth of the request. The same steps run here in the same order, with the same middleware instances where they
 * are plain Node middleware (access log, security headers): request id and log line, security headers, Vary and
 * Cache-Control, the context with the cookie's session id, the rate-limit bucket, the JSON body (100 KB, strict),
 * Apollo, compression above the threshold, and the same answers to a bad body or an unexpected failure.
 *
 * Anything else goes to Express as before, untouched: other methods and paths, token requests (`Authorization`),
 * other content types or encodings, and requests that may come from another site (an `Origin` other than the site's
 * own, a `Sec-Fetch-Site` other than same-origin/none), which Express's same-site check answers.
 * `graphql-fast-path.api.test.ts` sends the same requests both ways and compares status, headers and body.
 */
export interface FastPathOptions {
  apollo: ApolloServer<Context>;
  /** Answers the plain case of already validated queries ahead of Apollo (operation-lane.ts); null: all go to Apollo. */
  lane: OperationLane | null;
  services: Services;
  limiter: RateLimiter;
  /** The access-log and security-header middleware Express runs (access-log.ts, fixed-headers.ts). */
  before: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void)[];
  sessionCookie: string;
  sessionSecret: string;
  /** The site's own origin (config.baseUrl): the only `Origin` the fast path takes. */
  ownOrigin: string;
  /** The client's address as Express reads it (`req.ip`, with the app's trust-proxy setting). */
  clientAddress: (req: IncomingMessage) => string;
  bodyLimit?: number;
}

/** How many requests the fast path answered (for tests: which way a request went). */
export const fastPathStats = { answered: 0 };

/** 100 KB, as `express.json({ limit: "100kb" })`. */
const BODY_LIMIT = 100 * 1024;

const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** Would this request be answered here (else Express answers it)? */
export function takesFastPath(req: IncomingMessage, ownOrigin: string): boolean {
  if (req.method !== "POST" || req.url !== "/graphql") return false;
  const h = req.headers;
  if (h.authorization !== undefined || h["content-encoding"] !== undefined) return false;
  if (!JSON_TYPE.test(h["content-type"] ?? "")) return false;
  const site = h["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return false;
  const origin = h.origin;
  return origin === undefined || origin === ownOrigin;
}

/** The index of the first character that is not JSON whitespace (space, tab, line feed, carriage return). */
function firstNonBlank(text: string): number {
  let i = 0;
  while (i < text.length && " \t\n\r".includes(text[i])) i++;
  return i;
}

/** Adds `field` to the Vary header unless it is there (as the `vary` package does for Express's `res.vary`). */
function vary(res: ServerResponse, field: string): void {
  const current = res.getHeader("vary");
  const list = current === undefined ? "" : String(current);
  if (list.trim() === "*") return;
  if (list.split(",").some((f) => f.trim().toLowerCase() === field.toLowerCase())) return;
  res.setHeader("vary", list ? `${list}, ${field}` : field);
}

/** A GraphQL-shaped error answer, as the Express error handler (app/http.ts) sends one. */
function sendErrors(req: IncomingMessage, res: ServerResponse, status: number, message: string, code: string): void {
  res.statusCode = status;
  res.setHeader("content-type", "application/json; charset=utf-8");
  send(req, res, Buffer.from(JSON.stringify({ errors: [{ message, extensions: { code } }] }), "utf8"));
}

/** An answer in one piece, compressed as `compressDynamic` (app/compression.ts) compresses Express's answers. */
function send(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  const plain = () => {
    res.setHeader("content-length", body.length);
    res.end(body);
  };
  if (!compressibleAnswer(res)) return plain();
  vary(res, "Accept-Encoding");
  const enc = body.length >= DYNAMIC_THRESHOLD ? pickEncoding(req) : null;
  if (!enc) return plain();
  compressBody(body, enc, (err, out) => {
    if (err || res.headersSent) return plain();
    res.setHeader("content-encoding", enc);
    res.setHeader("content-length", out.length);
    res.end(out);
  });
}

/** The request's body as text, at most `limit` bytes; null (after answering 413) when larger. */
function readBody(req: IncomingMessage, res: ServerResponse, limit: number): Promise<string | null> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    sendErrors(req, res, 413, "Request too large", "BAD_REQUEST");
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on("data", (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        sendErrors(req, res, 413, "Request too large", "BAD_REQUEST");
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!over) resolve(Buffer.concat(chunks, size).toString("utf8"));
    });
    req.on("error", reject);
  });
}

/** The handler: answers a request that `takesFastPath` and returns true, or returns false for Express to answer. */
export function graphqlFastPath(o: FastPathOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const limit = o.bodyLimit ?? BODY_LIMIT;

  async function answer(
    req: IncomingMessage & { id?: unknown; log?: { error(o: object, m: string): void } },
    res: ServerResponse,
  ) {
    try {
      // app/http.ts: the /graphql CORS step (an Origin here is the site's own: Vary only), then Vary and Cache-Control.
      if (res.hasHeader("vary")) {
        if (req.headers.origin !== undefined) vary(res, "Origin");
        vary(res, "Cookie");
        vary(res, "Authorization");
      } else res.setHeader("vary", req.headers.origin !== undefined ? "Origin, Cookie, Authorization" : "Cookie, Authorization");
      const sid = signedSessionId(req.headers.cookie, o.sessionCookie, o.sessionSecret);
      if (sid !== null) res.setHeader("cache-control", "no-store");
      const ctx = createContext(o.services, null, { requestId: String(req.id) });
      ctx.sessionId = sid ?? undefined;
      setGraphqlBucket(ctx, o.limiter.bucketFor(ctx, o.clientAddress(req)));

      const text = await readBody(req, res, limit);
      if (text === null) return;
      let body: unknown = {};
      if (text.length) {
        // express.json's strict mode: an object or an array, else 400.
        const first = text[firstNonBlank(text)];
        try {
          if (first !== "{" && first !== "[") throw new SyntaxError("not an object or array");
          body = JSON.parse(text);
        } catch {
          sendErrors(req, res, 400, "Bad request", "BAD_REQUEST");
          return;
        }
      }

      const quick = o.lane ? await o.lane.answer(ctx, { body, accept: req.headers.accept }) : null;
      if (quick) {
        for (const [key, value] of quick.headers) res.setHeader(key, value);
        res.statusCode = 200;
        send(req, res, Buffer.from(quick.body, "utf8"));
        return;
      }

      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers))
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
      const response = await o.apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: "POST", headers, search: "", body },
        context: async () => ctx,
      });
      for (const [key, value] of response.headers) res.setHeader(key, value);
      res.statusCode = response.status || 200;
      if (response.body.kind !== "complete") {
        for await (const chunk of response.body.asyncIterator) res.write(chunk);
        res.end();
        return;
      }
      send(req, res, Buffer.from(response.body.string, "utf8"));
    } catch (err) {
      if (res.headersSent) return void res.destroy(err as Error);
      if (isDatabaseUnavailable(err)) {
        req.log?.error({ err }, "database unavailable");
        res.setHeader("retry-after", "5");
        return sendErrors(req, res, 503, DATABASE_UNAVAILABLE, "SERVICE_UNAVAILABLE");
      }
      req.log?.error({ err }, "unhandled GraphQL transport error");
      sendErrors(req, res, 500, "Internal server error", "INTERNAL_SERVER_ERROR");
    }
  }

  return (req, res) => {
    if (!takesFastPath(req, o.ownOrigin)) return false;
    fastPathStats.answered++;
    let i = 0;
    const next = (): void => {
      const step = o.before[i++];
      if (step) step(req, res, next);
      else void answer(req, res);
    };
    next();
    return true;
  };
}
