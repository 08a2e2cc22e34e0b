import crypto from "node:crypto";
import { IsNull, type EntityManager } from "typeorm";
import { keysetPage, type Page, type PageArgs } from "../../core/connection";
import type { Deps } from "../../core/deps";
import type { RequestAuth } from "../../core/context";
import { isAdmin, requireUser } from "../../core/access";
import { AppError, check, forbidden, notFound } from "../../core/errors";
import { User } from "../users/user.entity";
import { ApiToken } from "./api-token.entity";
import {
  isActive,
  lastUseIsStale,
  normalizeScopes,
  TOKEN_PREFIX,
  TOKEN_TEXT,
  tokenInputProblem,
  tokenUsableProblem,
  TokenScope,
} from "./tokens.rules";
import { lockRow } from "../../core/locks";

/**
 * The stored form of a token: SHA-256 of the whole secret (modules/tokens/README.md "Hash-only storage"). The secret
 * holds 256 random bits, so a fast unsalted hash is enough: nobody can guess a preimage, and the hash doubles as a
 * unique lookup key (a slow salted hash would need a separate id in the token and buy nothing here).
 */
export const hashToken = (secret: string): string => crypto.createHash("sha256").update(secret, "utf8").digest("hex");

export interface CreateTokenInput {
  name: string;
  scopes: TokenScope[];
  expiresInDays?: number | null;
}

/** A presented token that works: its row, its member, and the request's auth. */
export interface TokenAuth {
  token: ApiToken;
  user: User;
  auth: Extract<RequestAuth, { kind: "token" }>;
}

/** Ended (revoked or expired) tokens stay in the member's list this many days … */
export const ENDED_TOKEN_DAYS = 30;
/** … and at most this many of them. */
export const ENDED_TOKENS_KEPT = 20;

export class TokensService {
  constructor(private readonly deps: Pick<Deps, "db" | "now">) {}

  /** The member's tokens, newest first (revoked and expired ones too: the list shows their state). */
  list(viewer: User | null): Promise<ApiToken[]> {
    const user = requireUser(viewer);
    return this.deps.db.getRepository(ApiToken).find({ where: { userId: user.id }, order: { createdAt: "DESC", id: "DESC" } });
  }

  /** The member's tokens as keyset pages, newest first (ties by id). */
  page(viewer: User | null, args: PageArgs): Promise<Page<ApiToken>> {
    const user = requireUser(viewer);
    const qb = this.deps.db.getRepository(ApiToken).createQueryBuilder("t").where("t.user_id = :userId", { userId: user.id });
    return keysetPage(
      qb,
      [
        {
          sql: "date_trunc('milliseconds', t.created_at)",
          direction: "DESC",
          kind: "string",
          cast: "timestamptz",
          of: (t) => t.createdAt.toISOString(),
        },
        { sql: "t.id", direction: "DESC", kind: "number", of: (t) => t.id },
      ],
      args,
      { count: true },
    );
  }

  /**
   * Forgets a member's ended tokens (revoked or expired) beyond what the list keeps: those that ended more than
   * ENDED_TOKEN_DAYS ago, and all but the ENDED_TOKENS_KEPT most recently ended. Their hashes stay unusable either way
   * (an unknown token is refused like a revoked one), so the member's list cannot grow with create-and-revoke cycles.
   */
  private async pruneEnded(m: EntityManager, userId: number, now: Date): Promise<void> {
    await m.query(
      `DELETE FROM api_tokens t
        WHERE t.user_id = $1 AND t.id IN (
          SELECT id FROM (
            SELECT id, least(coalesce(revoked_at, 'infinity'), coalesce(expires_at, 'infinity')) AS ended_at
              FROM api_tokens WHERE user_id = $1 AND (revoked_at IS NOT NULL OR expires_at <= $2)
          ) e
          WHERE e.ended_at < $2::timestamptz - make_interval(days => $3)
             OR e.id NOT IN (
               SELECT id FROM api_tokens WHERE user_id = $1 AND (revoked_at IS NOT NULL OR expires_at <= $2)
                ORDER BY least(coalesce(revoked_at, 'infinity'), coalesce(expires_at, 'infinity')) DESC, id DESC
                LIMIT $4))`,
      [userId, now, ENDED_TOKEN_DAYS, ENDED_TOKENS_KEPT],
    );
  }

  /** One of the member's own tokens (a `node` lookup); others' tokens are "not found". */
  async get(viewer: User | null, id: number): Promise<ApiToken> {
    const user = requireUser(viewer);
    const token = await this.deps.db.getRepository(ApiToken).findOneBy({ id, userId: user.id });
    if (!token) throw notFound();
    return token;
  }

  /** Creates a token; the secret is returned once and never stored. Only from a browser session, never with a token. */
  async create(viewer: User | null, auth: RequestAuth, input: CreateTokenInput): Promise<{ secret: string; token: ApiToken }> {
    const user = requireUser(viewer);
    if (auth.kind !== "session") throw forbidden(TOKEN_TEXT.sessionOnly);
    const now = this.deps.now();
    return this.deps.db.transaction(async (m) => {
      // One member's creations are serialized, so the active-token cap holds under simultaneous requests.
      await lockRow(m, User, user.id);
      await this.pruneEnded(m, user.id, now);
      const existing = await m.getRepository(ApiToken).find({ where: { userId: user.id, revokedAt: IsNull() } });
      const activeTokens = existing.filter((t) => isActive(t, now)).length;
      check(tokenInputProblem(input, { isAdmin: isAdmin(user), activeTokens }));
      const secret = TOKEN_PREFIX + crypto.randomBytes(32).toString("base64url");
      const token = m.getRepository(ApiToken).create({
        userId: user.id,
        name: input.name.trim(),
        tokenHash: hashToken(secret),
        hint: secret.slice(-4),
        scopes: normalizeScopes(input.scopes),
        createdAt: now,
        expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null,
        lastUsedAt: null,
        revokedAt: null,
      });
      await m.getRepository(ApiToken).save(token);
      return { secret, token };
    });
  }

  /** Revokes one of the member's own tokens (from a session, or with the token itself / another `act` token). */
  async revoke(viewer: User | null, id: number): Promise<ApiToken> {
    const user = requireUser(viewer);
    const repo = this.deps.db.getRepository(ApiToken);
    const token = await repo.findOneBy({ id, userId: user.id });
    if (!token) throw notFound();
    if (token.revokedAt) throw new AppError("CONFLICT", TOKEN_TEXT.alreadyRevoked);
    token.revokedAt = this.deps.now();
    await this.deps.db.transaction(async (m) => {
      await m.getRepository(ApiToken).update({ id: token.id }, { revokedAt: token.revokedAt });
      await this.pruneEnded(m, user.id, token.revokedAt!);
    });
    return token;
  }

  /**
   * The member a presented secret acts as, or UNAUTHENTICATED (unknown, revoked, expired). Records the last use (at
   * most once a minute per token). Without the `admin` scope the member acts with a plain member's roles.
   */
  async authenticate(secret: string): Promise<TokenAuth> {
    const now = this.deps.now();
    const token = secret ? await this.deps.db.getRepository(ApiToken).findOneBy({ tokenHash: hashToken(secret) }) : null;
    check(tokenUsableProblem(token, now));
    const user = await this.deps.db.getRepository(User).findOneBy({ id: token!.userId });
    if (!user) throw new AppError("UNAUTHENTICATED", TOKEN_TEXT.userGone);
    if (!token!.scopes.includes(TokenScope.ADMIN)) Object.assign(user, { memberRoleOnly: true });
    if (lastUseIsStale(token!.lastUsedAt, now)) {
      token!.lastUsedAt = now;
      await this.deps.db.getRepository(ApiToken).update({ id: token!.id }, { lastUsedAt: now });
    }
    return { token: token!, user, auth: { kind: "token", tokenId: token!.id, scopes: token!.scopes } };
  }
}
