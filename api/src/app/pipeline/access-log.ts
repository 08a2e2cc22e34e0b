import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../../core/logger";

/**
 * The access log and request ids (docs/architecture.md "Request pipeline"), for Express and the GraphQL fast path
 * alike: every request gets an id (the client's `X-Request-Id` up to 200 characters, else a random UUID), echoed in the `X-Request-Id`
 * response header; when the response is done, one line `{ req: { id, method, url }, res: { statusCode },
 * responseTime }` — "request completed", "request errored" (5xx, level error) or "request aborted" (the client left
 * before the answer was sent). `req.log` writes a line about the request with the same `req` fields.
 *
 * The line is built only when its level is enabled, and `req.log` is a small object, not a child logger: pino-http
 * built a child logger (its bindings serialised and redacted) on every request, about 15 µs even with logging off.
 */

/** What handlers log about a request (`req.log`). */
export interface RequestLog {
  error(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

declare module "http" {
  interface IncomingMessage {
    /** The request id (access-log.ts). */
    id?: string;
    /** Log lines about this request (access-log.ts). */
    log?: RequestLog;
  }
}

/** The request as a log line shows it: its id, method and path (no query string, no headers). */
function requestFields(req: IncomingMessage): { id: string | undefined; method: string | undefined; url: string } {
  return { id: req.id, method: req.method, url: (req.url ?? "").split("?")[0] };
}

class LinesAbout implements RequestLog {
  constructor(
    private readonly logger: Logger,
    private readonly req: IncomingMessage,
  ) {}

  error(fields: object, message: string): void {
    if (this.logger.isLevelEnabled("error")) this.logger.error({ req: requestFields(this.req), ...fields }, message);
  }

  warn(fields: object, message: string): void {
    if (this.logger.isLevelEnabled("warn")) this.logger.warn({ req: requestFields(this.req), ...fields }, message);
  }

  info(fields: object, message: string): void {
    if (this.logger.isLevelEnabled("info")) this.logger.info({ req: requestFields(this.req), ...fields }, message);
  }
}

/** A longer `X-Request-Id` is not taken as the request's id (a new one is made). */
const MAX_ID_LENGTH = 200;

/** `ignore`: requests that get an id but no access-log line (health checks, hashed assets). */
export function accessLog(
  logger: Logger,
  { ignore }: { ignore?: (req: IncomingMessage) => boolean } = {},
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const given = req.headers["x-request-id"];
    const id = typeof given === "string" && given && given.length <= MAX_ID_LENGTH ? given : crypto.randomUUID();
    req.id = id;
    res.setHeader("x-request-id", id);
    req.log = new LinesAbout(logger, req);
    if (!ignore?.(req)) {
      const start = Date.now();
      res.once("close", () => {
        const status = res.statusCode;
        const failed = status >= 500;
        const level = failed ? "error" : "info";
        if (!logger.isLevelEnabled(level)) return;
        const fields = { req: requestFields(req), res: { statusCode: status }, responseTime: Date.now() - start };
        if (failed) logger.error(fields, "request errored");
        else logger.info(fields, res.writableFinished ? "request completed" : "request aborted");
      });
    }
    next();
  };
}
