/**
 * The REST shim's plumbing: every handler is a thin adapter that calls one service method and sends its JSON,
 * or the shim's error shape `{ "error": "<message>" }` with the code's 4xx status (a masked 500 otherwise).
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

/** Sends an error the way the REST shim always does. */
export function sendError(req: Request, res: Response, err: unknown): void {
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
    res.status(HTTP_STATUS[err.code]).json({ error: err.message });
    return;
  }
  req.log?.error({ err }, "unhandled REST error");
  res.status(500).json({ error: MSG.somethingWrong });
}

export type RestHandler<C extends RequestContext> = (ctx: C, req: Request, res: Response) => Promise<unknown> | unknown;

/** Wraps a thin REST adapter: call one service method, send its JSON, or the error shape. */
export function handle<C extends RequestContext>(fn: RestHandler<C>): RequestHandler {
  return async (req: Request, res: Response, _next: NextFunction) => {
    try {
      const out = await fn(ctxOf<C>(req), req, res);
      if (!res.headersSent) res.json(out === undefined ? null : out);
    } catch (err) {
      sendError(req, res, err);
    }
  };
}

/** Parses a row id path parameter (core/ids.ts) or fails with the original's "not found" text. */
export const idParam = (value: unknown): number => rowId(value);
