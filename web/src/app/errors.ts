import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { SOMETHING_WENT_WRONG } from "./toasts";

export type ErrorCode = "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "BAD_USER_INPUT" | "CONFLICT" | "INTERNAL_SERVER_ERROR";

/** The first GraphQL error code of an Apollo error (codes drive logic; never match on messages). */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === "string" ? (code as ErrorCode) : undefined;
}

/** The user-facing message of an error, for a toast. Network failures read "Something went wrong!". */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first && first.extensions?.code !== "INTERNAL_SERVER_ERROR") return first.message;
  }
  return SOMETHING_WENT_WRONG;
}
