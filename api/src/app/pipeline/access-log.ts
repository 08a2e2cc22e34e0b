import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import { stdSerializers } from "pino";
import type { Logger } from "../../core/logger";
import { isShed } from "./shed";

/**
 * The access log and request ids (app/pipeline/README.md), pino-http configured: every request gets an id (the
 * client's `X-Request-Id` up to 200 characters, else a random UUID), echoed in the `X-Request-Id` response header;
 * when the response is done, one line `{ req: { id, method, url }, res: { statusCode }, responseTime }` —
 * "request completed", "request errored" (5xx, level error) or "request aborted" (the client left before the answer
 * was sent). `req.log` writes lines about the request with the same `req` fields. The path is logged without its query
 * string (which may carry a search a member typed), and no header is logged.
 */

/** A longer `X-Request-Id` is not taken as the request's id (a new one is made). */
const MAX_ID_LENGTH = 200;

/** The request as a log line shows it: its id, method and path (no query string, no headers). */
interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  originalUrl?: string;
}

/** `ignore`: requests that get an id but no access-log line (health checks, hashed assets). */
export function accessLog(
  logger: Logger,
  { ignore }: { ignore?: (req: IncomingMessage) => boolean } = {},
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && given && given.length <= MAX_ID_LENGTH ? given : crypto.randomUUID();
      res.setHeader("x-request-id", id);
      return id;
    },
    autoLogging: ignore ? { ignore } : true,
    // A request shed for overload (shed.ts) gets no line of its own: under overload that would be hundreds of error
    // lines a second, written by the process that is already behind; the shedder logs a count instead.
    customLogLevel: (_req, res, err) => (isShed(res) ? "silent" : err || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: (_req, res) => (res.writableEnded ? "request completed" : "request aborted"),
    customErrorMessage: () => "request errored",
    // The error of a 5xx line is pino-http's "failed with status code N": the status says it already.
    customErrorObject: (_req, _res, _err, fields: Record<string, unknown>) => ({
      res: fields.res,
      responseTime: fields.responseTime,
    }),
    // The serializers read the request and response themselves: pino-http's default wrapping first copies each into
    // pino-std-serializers' shape (headers, address, port, Express's parsed query string), all left out of the line.
    wrapSerializers: false,
    serializers: {
      // Express's `originalUrl` is the path as the client sent it (what pino-std-serializers logged, before the app
      // rewrote `url`).
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: (req.originalUrl || req.url || "").split("?")[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: stdSerializers.err,
    },
  });
}
