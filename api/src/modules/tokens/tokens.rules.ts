/**
 * Personal API tokens: the pure rules (modules/tokens/README.md). Which scopes a member may give a token, how a token
 * is named and when it expires, whether a presented token still works, and what an operation needs.
 */
import { ADMIN_SCOPE_NEEDED } from "../../core/access";
import { badInputProblem, forbiddenProblem, problem, type Problem } from "../../core/errors";

/** What a token may do. `read`: queries; `act`: mutations a member may do; `admin`: roles beyond a member's. */
export enum TokenScope {
  READ = "read",
  ACT = "act",
  ADMIN = "admin",
}

export const TOKEN_PREFIX = "mgp_";
export const MAX_TOKEN_NAME = 60;
/** Active (not revoked, not expired) tokens a member may hold at once. */
export const MAX_ACTIVE_TOKENS = 20;
export const MAX_EXPIRY_DAYS = 366;

export const TOKEN_TEXT = {
  missing: "Invalid API token: the Authorization header must be `Bearer <token>`",
  unknown: "Invalid API token: it does not exist (check that it was copied whole)",
  revoked: "This API token was revoked; create a new one on your settings page",
  expired: "This API token has expired; create a new one on your settings page",
  userGone: "Invalid API token: its member no longer exists",
  needsRead: "This API token lacks the `read` scope needed for queries",
  needsAct: "This API token lacks the `act` scope needed for mutations",
  needsAdmin: ADMIN_SCOPE_NEEDED,
  sessionOnly: "Personal API tokens are managed from a signed-in browser session, not with a token",
  restOnlyGraphql: "Personal API tokens work on /graphql only",
  adminScopeAdminsOnly: "Only admins can give a token the `admin` scope",
  noScopes: "Choose at least one scope",
  name: `A token needs a name of 1 to ${MAX_TOKEN_NAME} characters`,
  expiry: `The expiry must be between 1 and ${MAX_EXPIRY_DAYS} days`,
  tooMany: `You already have ${MAX_ACTIVE_TOKENS} active tokens; revoke one first`,
  alreadyRevoked: "This token is already revoked",
} as const;

export function tokenInputProblem(
  input: { name: string; scopes: readonly TokenScope[]; expiresInDays?: number | null },
  viewer: { isAdmin: boolean; activeTokens: number },
): Problem | null {
  const name = input.name.trim();
  if (!name || name.length > MAX_TOKEN_NAME) return badInputProblem(TOKEN_TEXT.name);
  if (!input.scopes.length) return badInputProblem(TOKEN_TEXT.noScopes);
  if (input.scopes.includes(TokenScope.ADMIN) && !viewer.isAdmin) return forbiddenProblem(TOKEN_TEXT.adminScopeAdminsOnly);
  const days = input.expiresInDays;
  if (days !== null && days !== undefined && (!Number.isInteger(days) || days < 1 || days > MAX_EXPIRY_DAYS))
    return badInputProblem(TOKEN_TEXT.expiry);
  if (viewer.activeTokens >= MAX_ACTIVE_TOKENS) return problem("CONFLICT", TOKEN_TEXT.tooMany);
  return null;
}

/** The scopes a token gets: `act` and `admin` include `read` (a token that may act may also read what it acts on). */
export function normalizeScopes(scopes: readonly TokenScope[]): TokenScope[] {
  const set = new Set(scopes);
  if (set.size) set.add(TokenScope.READ);
  return [TokenScope.READ, TokenScope.ACT, TokenScope.ADMIN].filter((s) => set.has(s));
}

/** Does a presented token (found by its hash) still work? UNAUTHENTICATED when not. */
export function tokenUsableProblem(token: { revokedAt: Date | null; expiresAt: Date | null } | null, now: Date): Problem | null {
  if (!token) return problem("UNAUTHENTICATED", TOKEN_TEXT.unknown);
  if (token.revokedAt) return problem("UNAUTHENTICATED", TOKEN_TEXT.revoked);
  if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) return problem("UNAUTHENTICATED", TOKEN_TEXT.expired);
  return null;
}

export const isActive = (token: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean =>
  !tokenUsableProblem(token, now);

/** Does a token with these scopes may run an operation of this kind? FORBIDDEN when not. */
export function operationScopeProblem(
  operation: "query" | "mutation" | "subscription",
  scopes: readonly string[],
): Problem | null {
  if (operation === "mutation") return scopes.includes(TokenScope.ACT) ? null : forbiddenProblem(TOKEN_TEXT.needsAct);
  return scopes.includes(TokenScope.READ) ? null : forbiddenProblem(TOKEN_TEXT.needsRead);
}

/** The token in an Authorization header: null when there is no header, "" when the header is not a bearer token. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const m = /^Bearer[ ]+([A-Za-z0-9_\-.~+/]+=*)\s*$/i.exec(header);
  return m ? m[1] : "";
}

/** Last use is written at most once a minute per token (not a write per request). */
export const LAST_USE_PRECISION_MS = 60_000;
export const lastUseIsStale = (lastUsedAt: Date | null, now: Date): boolean =>
  !lastUsedAt || now.getTime() - lastUsedAt.getTime() >= LAST_USE_PRECISION_MS;
