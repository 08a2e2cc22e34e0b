/**
 * Domain errors thrown by services. The message is the user-facing text (the original's wording);
 * the code drives the transport: GraphQL `extensions.code`, REST status.
 */
export type ErrorCode = "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "BAD_USER_INPUT" | "CONFLICT";

export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
};

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const MSG = {
  loginRequired: "Unauthorized - May need to login first",
  unauthorized: "Unauthorized",
  notFound: "Error: Object not found",
  somethingWrong: "Something went wrong!",
  cannotFindUser: "Cannot find user!",
} as const;

export const unauthenticated = (message: string = MSG.loginRequired) => new AppError("UNAUTHENTICATED", message);
export const forbidden = (message: string = MSG.unauthorized) => new AppError("FORBIDDEN", message);
export const notFound = (message: string = MSG.notFound) => new AppError("NOT_FOUND", message);
export const badInput = (message: string) => new AppError("BAD_USER_INPUT", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);

/**
 * The one shape of a rule's "no": pure rules return a Problem (or nothing); services turn it into an error with
 * `check`/`fail`; GraphQL (`extensions.code`) and REST (status + `{ error }`) map its code the same way.
 */
export interface Problem {
  code: ErrorCode;
  message: string;
}

export const problem = (code: ErrorCode, message: string): Problem => ({ code, message });
export const badInputProblem = (message: string): Problem => problem("BAD_USER_INPUT", message);
export const forbiddenProblem = (message: string = MSG.unauthorized): Problem => problem("FORBIDDEN", message);
export const conflictProblem = (message: string): Problem => problem("CONFLICT", message);
export const notFoundProblem = (message: string = MSG.notFound): Problem => problem("NOT_FOUND", message);

/** Throws a rule's problem as the error every transport understands. */
export function fail(p: Problem): never {
  throw new AppError(p.code, p.message);
}

/** Throws when a rule answered with a problem; does nothing when it answered with nothing. */
export function check(p: Problem | null | undefined | void): void {
  if (p) fail(p);
}

export const DATABASE_UNAVAILABLE = "The database is unavailable right now. Please try again in a moment.";

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH"]);
const CONNECTION_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|Client has encountered a connection error|Connection refused/i;

/**
 * True when an error means "the database cannot be reached" (as opposed to a query's own error): a refused or
 * broken connection, a pool time-out, PostgreSQL's connection errors (SQLSTATE class 08, 57P01–57P03, 53300) or any
 * FATAL error (a FATAL always ends the connection). Answered 503 with DATABASE_UNAVAILABLE, never a masked 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as Record<string, unknown> | undefined, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const code = typeof e.code === "string" ? e.code : "";
    if (CONNECTION_CODES.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code) || code === "53300") return true;
    if (e.severity === "FATAL" || e.severity === "PANIC") return true;
    if (typeof e.message === "string" && CONNECTION_MESSAGES.test(e.message)) return true;
    e = (e.driverError ?? e.cause ?? e.originalError) as Record<string, unknown> | undefined;
  }
  return false;
}
