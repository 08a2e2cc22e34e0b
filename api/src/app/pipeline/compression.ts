import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";

/**
 * Compression (docs/architecture.md, "HTTP"): the web build's files are compressed once at build time
 * (web/scripts/precompress.mjs writes `<file>.br` and `<file>.gz` beside each text file) and served as they are;
 * dynamic answers (`/graphql`, `/api`, index.html) are compressed on the fly when they are at least
 * `DYNAMIC_THRESHOLD` bytes. Brotli is preferred over gzip; a client that asks for neither gets the file as it is.
 */

export type Encoding = "br" | "gzip";

/** Below this size a compressed answer saves less than the work and the headers cost. */
export const DYNAMIC_THRESHOLD = 1024;

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|graphql-response\+json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const COMPRESSIBLE_EXT = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".map", ".xml", ".webmanifest"]);
const EXT_OF: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The encoding to answer with: the accepted one with the highest q-value among `available`, brotli first on a tie
 * (browsers list gzip first but decode brotli just as well); null = identity.
 */
export function pickEncoding(req: Pick<Request, "headers">, available: readonly Encoding[] = ["br", "gzip"]): Encoding | null {
  const header = req.headers["accept-encoding"];
  if (!available.length || typeof header !== "string" || !header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const enc of available) {
    const v = q.get(enc) ?? (enc === "gzip" ? q.get("x-gzip") : undefined) ?? q.get("*") ?? 0;
    if (v > bestQ) {
      best = enc;
      bestQ = v;
    }
  }
  return best;
}

/** Does the web build's file at `rel` have compressed twins on disk? Built once at start from the directory. */
function scanTwins(root: string): Map<string, Encoding[]> {
  const twins = new Map<string, Encoding[]>();
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    const names = new Set(entries.map((e) => e.name));
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (COMPRESSIBLE_EXT.has(path.extname(e.name))) {
        const found = (["br", "gzip"] as const).filter((enc) => names.has(e.name + EXT_OF[enc]));
        twins.set("/" + path.relative(root, full).split(path.sep).join("/"), found);
      }
    }
  };
  walk(root);
  return twins;
}

/**
 * Serves a directory of the web build through `express.static`, answering with the precompressed twin the client
 * accepts: `Content-Encoding` set, `Content-Type` of the original file, `Vary: Accept-Encoding` on every file that has
 * twins (a shared cache keeps one copy per encoding). Everything else (Cache-Control, ETag, ranges, 304s) stays
 * express.static's, with `options` as given.
 */
export function precompressedStatic(root: string, options: Parameters<typeof express.static>[1] = {}): RequestHandler {
  const twins = scanTwins(root);
  const serve = express.static(root, options);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return serve(req, res, next);
    const q = req.url.indexOf("?");
    const pathname = q === -1 ? req.url : req.url.slice(0, q);
    let rel: string;
    try {
      rel = decodeURIComponent(pathname);
    } catch {
      return serve(req, res, next);
    }
    const found = twins.get(rel);
    if (!found?.length) return serve(req, res, next);
    res.vary("Accept-Encoding");
    const enc = pickEncoding(req, found);
    if (!enc) return serve(req, res, next);
    res.type(path.extname(rel));
    res.set("content-encoding", enc);
    const original = req.url;
    req.url = pathname + EXT_OF[enc] + (q === -1 ? "" : req.url.slice(q));
    serve(req, res, (err?: unknown) => {
      // Not served after all (e.g. deleted since start): undo and let the next handler answer.
      req.url = original;
      res.removeHeader("content-encoding");
      res.removeHeader("content-type");
      next(err);
    });
  };
}

/**
 * May this answer go out compressed: a text-like type, not already encoded, a status with a body, and no
 * `Cache-Control: no-transform`.
 */
export function compressibleAnswer(res: Pick<Response, "statusCode" | "getHeader">): boolean {
  return (
    COMPRESSIBLE_TYPE.test(String(res.getHeader("content-type") ?? "")) &&
    !res.getHeader("content-encoding") &&
    res.statusCode >= 200 &&
    res.statusCode !== 204 &&
    res.statusCode !== 304 &&
    !/no-transform/i.test(String(res.getHeader("cache-control") ?? ""))
  );
}

/** Brotli at a fast level (4) or gzip (6), on libuv's thread pool. */
export function compressBody(body: Buffer, enc: Encoding, done: (err: Error | null, out: Buffer) => void): void {
  if (enc === "br") {
    zlib.brotliCompress(
      body,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      },
      done,
    );
  } else {
    zlib.gzip(body, { level: 6 }, done);
  }
}

/**
 * Compresses dynamic answers sent in one piece (`res.send`, `res.json`, Apollo's non-incremental answers) when their
 * type is text-like and their body is at least `threshold` bytes. Streamed answers (files, incremental delivery) pass
 * untouched: the static files are precompressed. Brotli at a fast level (4) or gzip (6), on libuv's thread pool.
 */
export function compressDynamic(threshold = DYNAMIC_THRESHOLD): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "HEAD") return next();
    let streamed = false;
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, ...args: unknown[]) {
      streamed = true;
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as typeof res.write;
    res.end = function (this: Response, ...args: unknown[]) {
      const [chunk, encodingArg, cb] = args as [unknown, unknown, unknown];
      const callback = typeof encodingArg === "function" ? encodingArg : cb;
      const restore = () => {
        res.write = write;
        res.end = end;
      };
      const finish = (data: Buffer): Response =>
        (end as (...a: unknown[]) => Response).apply(res, typeof callback === "function" ? [data, callback] : [data]);
      const eligible = !streamed && !res.headersSent && chunk != null && typeof chunk !== "function" && compressibleAnswer(res);
      if (!eligible) {
        restore();
        return (end as (...a: unknown[]) => Response).apply(this, args);
      }
      const body = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(String(chunk), typeof encodingArg === "string" ? (encodingArg as BufferEncoding) : "utf8");
      res.vary("Accept-Encoding");
      const enc = body.length >= threshold ? pickEncoding(req) : null;
      if (!enc) {
        restore();
        return finish(body);
      }
      const done = (err: Error | null, out: Buffer) => {
        restore();
        if (err || res.headersSent) {
          finish(body);
          return;
        }
        res.set("content-encoding", enc);
        res.set("content-length", String(out.length));
        const etag = res.getHeader("etag");
        if (typeof etag === "string") res.set("etag", etag.replace(/"$/, `-${enc}"`));
        finish(out);
      };
      compressBody(body, enc, done);
      return this;
    } as typeof res.end;
    next();
  };
}
