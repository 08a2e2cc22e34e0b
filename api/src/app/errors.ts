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
  constructor(public readonly code: ErrorCode, message: string) {
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
