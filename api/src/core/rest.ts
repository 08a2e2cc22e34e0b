/**
 * The REST shim's plumbing (docs/rest-shim.md): every handler is a thin adapter that calls one service method and
 * sends its JSON. A refusal — a rule's, a permission's, an unknown id — is answered as the original answered every
 * refusal, **HTTP 200 with `{ "error": "<message>" }`** (its client shows the message only from a 2xx answer).
 * Transport problems keep their status: 503 when the database is unreachable, a masked 500 for a bug (and, in
 * app/http.ts, 404 for an unknown path, 413 / 400 for a body that cannot be read, 429 past the rate limit).
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { RequestContext } from "./context";
import { AppError, DATABASE_UNAVAILABLE, HTTP_STATUS, isDatabaseUnavailable, MSG } from "./errors";
import { rowId } from "./ids";
import { inputErrorFromDatabase } from "./input";

/** The per-request context, built once by app/ and shared by REST and GraphQL. */
export function ctxOf<C extends RequestContext>(req: Request): C {
  const ctx = (req as Request & { mgContext?: C }).mgContext;
  if (!ctx) throw new Error("request context missing");
  return ctx;
}

/**
 * How an error is answered: `shim` (the REST shim's convention: a refusal is 200 `{ error }`) or `status` (the
 * refusal's own 4xx, `{ error }`: for callers that are not the original's clients, such as a store's webhook).
 */
export type RefusalStatus = "shim" | "status";

/** Sends an error the way the REST shim always does (see the file's comment); `refusals: "status"` keeps the 4xx. */
export function sendError(req: Request, res: Response, err: unknown, refusals: RefusalStatus = "shim"): void {
  const fromDatabase = inputErrorFromDatabase(err);
  if (fromDatabase) {
    req.log?.warn({ err }, "input refused by the database (a check is missing)");
    err = fromDatabase;
  }
  if (isDatabaseUnavailable(err)) {
    req.log?.error({ err }, "database unavailable");
    res.status(503).set("retry-after", "5").json({ error: DATABASE_UNAVAILABLE });
    return;
  }
  if (err instanceof AppError) {
    res.status(refusals === "shim" ? 200 : HTTP_STATUS[err.code]).json({ error: err.message });
    return;
  }
  req.log?.error({ err }, "unhandled REST error");
  res.status(500).json({ error: MSG.somethingWrong });
}

/**
 * A handler's "nothing" that the original sent as an empty body (Express's `res.json(undefined)`: 200, JSON content
 * type, no bytes), not as `null`: its client reads `.error` of every answer, which throws on `null`.
 */
export const EMPTY_BODY: unique symbol = Symbol("empty body");

export type RestHandler<C extends RequestContext> = (ctx: C, req: Request, res: Response) => Promise<unknown> | unknown;

/**
 * Wraps a thin REST adapter: call one service method, send its JSON (or an empty body), or the error shape
 * (`refusals`: the shim's 200 `{ error }` by default; `status` for paths whose clients read statuses).
 */
export function handle<C extends RequestContext>(fn: RestHandler<C>, refusals: RefusalStatus = "shim"): RequestHandler {
  return async (req: Request, res: Response, _next: NextFunction) => {
    try {
      const out = await fn(ctxOf<C>(req), req, res);
      if (res.headersSent) return;
      if (out === EMPTY_BODY) res.status(200).type("application/json").end();
      else res.json(out === undefined ? null : out);
    } catch (err) {
      sendError(req, res, err, refusals);
    }
  };
}

/** Parses a row id path parameter (core/ids.ts) or fails with the original's "not found" text. */
export const idParam = (value: unknown): number => rowId(value);
