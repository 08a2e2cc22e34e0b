import {
  bearerToken,
  lastUseIsStale,
  normalizeScopes,
  operationScopeProblem,
  TOKEN_TEXT,
  tokenInputProblem,
  tokenUsableProblem,
  TokenScope,
} from "./tokens.rules";

const now = new Date("2026-11-24T10:00:00Z");
const member = { isAdmin: false, activeTokens: 0 };

describe("token rules", () => {
  it.each([
    [{ name: "bot", scopes: [TokenScope.READ] }, member, null],
    [{ name: "  ", scopes: [TokenScope.READ] }, member, "BAD_USER_INPUT"],
    [{ name: "bot", scopes: [] }, member, "BAD_USER_INPUT"],
    [{ name: "bot", scopes: [TokenScope.ADMIN] }, member, "FORBIDDEN"],
    [{ name: "bot", scopes: [TokenScope.ADMIN] }, { isAdmin: true, activeTokens: 0 }, null],
    [{ name: "bot", scopes: [TokenScope.READ], expiresInDays: 0 }, member, "BAD_USER_INPUT"],
    [{ name: "bot", scopes: [TokenScope.READ], expiresInDays: 1.5 }, member, "BAD_USER_INPUT"],
    [{ name: "bot", scopes: [TokenScope.READ], expiresInDays: 366 }, member, null],
    [{ name: "bot", scopes: [TokenScope.READ] }, { isAdmin: false, activeTokens: 20 }, "CONFLICT"],
  ])("input %j for %j → %s", (input, viewer, code) => {
    expect(tokenInputProblem(input, viewer)?.code ?? null).toBe(code);
  });

  it("act and admin include read", () => {
    expect(normalizeScopes([TokenScope.ACT])).toEqual(["read", "act"]);
    expect(normalizeScopes([TokenScope.ADMIN, TokenScope.READ, TokenScope.ADMIN])).toEqual(["read", "admin"]);
  });

  it("a token works until revoked or expired", () => {
    expect(tokenUsableProblem(null, now)?.message).toBe(TOKEN_TEXT.unknown);
    expect(tokenUsableProblem({ revokedAt: now, expiresAt: null }, now)?.message).toBe(TOKEN_TEXT.revoked);
    expect(tokenUsableProblem({ revokedAt: null, expiresAt: now }, now)?.message).toBe(TOKEN_TEXT.expired);
    expect(tokenUsableProblem({ revokedAt: null, expiresAt: new Date(now.getTime() + 1) }, now)).toBeNull();
  });

  it("mutations need act, queries need read", () => {
    expect(operationScopeProblem("mutation", ["read"])?.message).toBe(TOKEN_TEXT.needsAct);
    expect(operationScopeProblem("mutation", ["read", "act"])).toBeNull();
    expect(operationScopeProblem("query", ["read"])).toBeNull();
    expect(operationScopeProblem("query", [])?.code).toBe("FORBIDDEN");
  });

  it("reads bearer headers strictly", () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken("Bearer mgp_abc-_1")).toBe("mgp_abc-_1");
    expect(bearerToken("bearer   mgp_abc")).toBe("mgp_abc");
    expect(bearerToken("Bearer")).toBe("");
    expect(bearerToken("Bearer a b")).toBe("");
  });

  it("records last use at most once a minute", () => {
    expect(lastUseIsStale(null, now)).toBe(true);
    expect(lastUseIsStale(new Date(now.getTime() - 59_000), now)).toBe(false);
    expect(lastUseIsStale(new Date(now.getTime() - 60_000), now)).toBe(true);
  });
});
