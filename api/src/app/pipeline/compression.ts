import type { IncomingMessage } from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import Negotiator from "negotiator";
import type { Request, RequestHandler } from "express";
import type { ServeStaticOptions } from "serve-static";

/**
 * Compression (app/pipeline/README.md): the web build's files are compressed once at build time
 * (web/scripts/precompress.mjs writes `<file>.br` and `<file>.gz` beside each text file of 1 KB or more) and served as
 * they are by express-static-gzip; dynamic answers (`/graphql`, `/api`) are compressed on the fly by `compression`
 * when they are at least `DYNAMIC_THRESHOLD` bytes. Brotli is preferred over gzip on a tie (browsers list gzip first
 * but decode brotli just as well); a client that asks for neither gets the answer as it is.
 */

/** Below this size a compressed answer saves less than the work and the headers cost. */
export const DYNAMIC_THRESHOLD = 1024;

/** The encodings this server writes, in its order of preference when the client likes them equally. */
const ENCODINGS = ["br", "gzip"];

/** negotiator 1.x's choice among ours (its `preferred` option breaks ties; @types/negotiator still describes 0.6). */
function preferredEncoding(req: Pick<IncomingMessage, "headers">): string | undefined {
  const negotiator = new Negotiator(req) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  return negotiator.encoding([...ENCODINGS, "identity"], { preferred: ENCODINGS });
}

/** Dynamic answers: brotli at a fast level (4) or gzip (6), on libuv's thread pool; `Vary: Accept-Encoding` on each. */
export function compressDynamic(threshold = DYNAMIC_THRESHOLD): RequestHandler {
  return compression({
    threshold,
    level: 6,
    // One write per answer of up to 256 KB instead of one per 16 KB (zlib's default chunk).
    chunkSize: 256 * 1024,
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        // A 256 KB window (brotli's default is 4 MB): an encoder's state is allocated per answer.
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  }) as RequestHandler;
}

/**
 * Serves a directory of the web build, answering with the precompressed twin the client accepts: `Content-Encoding`
 * set, `Content-Type` of the original file, `Vary: Accept-Encoding` on every file that has twins (a shared cache keeps
 * one copy per encoding). Cache-Control, ETag, ranges and 304s are serve-static's, with `options` as given.
 * `passThrough`: requests handed on at once, for which these middlewares would do nothing but look (see
 * `isNeverAFile`).
 */
export function precompressedStatic(
  root: string,
  options: ServeStaticOptions = {},
  passThrough?: (req: Request) => boolean,
): RequestHandler {
  const setHeaders = options.setHeaders;
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      ...options,
      setHeaders(res, file, stat) {
        // The twin's type is set from the original's name, with mime-types' upper-case charset; the server writes
        // `charset=utf-8` everywhere else.
        const type = res.getHeader("content-type");
        if (typeof type === "string") res.setHeader("content-type", type.replace(/charset=UTF-8/, "charset=utf-8"));
        setHeaders?.(res, file, stat);
      },
    },
  }) as RequestHandler;
  // express-static-gzip puts its `orderPreference` before the client's q-values; negotiator picks the encoding as
  // `compression` does (the client's q-values first, brotli on a tie), and the static middleware is handed that one.
  return (req, res, next) => {
    if (passThrough?.(req)) return next();
    const header = req.headers["accept-encoding"];
    if (!header) return serve(req, res, next);
    req.headers["accept-encoding"] = preferredEncoding(req) ?? "identity";
    serve(req, res, (err?: unknown) => {
      req.headers["accept-encoding"] = header;
      next(err);
    });
  };
}

/**
 * A request no file of the web build answers and that express-static-gzip and serve-static would hand on unchanged: a
 * POST (serve-static answers only GET and HEAD, falling through) to a path of the API, whose plain path (no
 * percent-escape for express-static-gzip to decode) names no file of the build. Every GraphQL request of the web app
 * is one; it skips the encoding negotiation and the lookup.
 */
export function isNeverAFile(req: Request): boolean {
  if (req.method !== "POST") return false;
  const url = req.url ?? "";
  return (url === "/graphql" || url.startsWith("/graphql?") || url.startsWith("/api/")) && !url.includes("%");
}
