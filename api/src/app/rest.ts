import type { NextFunction, Request, Response, Router } from "express";
import { AppError, HTTP_STATUS, MSG } from "./errors";
import type { Context } from "./context";

/** Per-request context, built once by the viewer middleware and shared by REST and GraphQL. */
export function ctxOf(req: Request): Context {
  const ctx = (req as Request & { mgContext?: Context }).mgContext;
  if (!ctx) throw new Error("request context missing");
  return ctx;
}

/** Sends an error the way the REST shim always does: `{ "error": "<message>" }` with a 4xx status, or a masked 500. */
export function sendError(req: Request, res: Response, err: unknown): void {
  if (err instanceof AppError) {
    res.status(HTTP_STATUS[err.code]).json({ error: err.message });
    return;
  }
  req.log?.error({ err }, "unhandled REST error");
  res.status(500).json({ error: MSG.somethingWrong });
}

type Handler = (ctx: Context, req: Request, res: Response) => Promise<unknown> | unknown;

/** Wraps a thin REST adapter: call one service method, send its JSON, or the error shape. */
export function handle(fn: Handler) {
  return async (req: Request, res: Response, _next: NextFunction) => {
    try {
      const out = await fn(ctxOf(req), req, res);
      if (!res.headersSent) res.json(out === undefined ? null : out);
    } catch (err) {
      sendError(req, res, err);
    }
  };
}

export type RestModule = (router: Router) => void;

/** Parses a positive integer path parameter or fails with the original's "not found" text. */
export function idParam(value: unknown): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw new AppError("NOT_FOUND", MSG.notFound);
  return n;
}
