import crypto from "node:crypto";
import type { Deps } from "../../core/deps";
import { AppError } from "../../core/errors";
import type { OsuTokens } from "../../osu/osu-client";
import type { User } from "../users/user.entity";
import type { UsersService } from "../users/users.service";
import { useOnce } from "./single-use";

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/**
 * Only a path on this site may be a return target: "/x?y" yes; "//evil", "/\\evil", "https://evil", "/api/..." no.
 */
export function safeReturnTo(candidate: string | undefined | null, fallback = "/"): string {
  if (!candidate || typeof candidate !== "string") return fallback;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f]/.test(candidate)) return fallback;
  if (candidate.startsWith("/api/") || candidate === "/api" || candidate.startsWith("/mock-osu")) return fallback;
  return candidate.length > 500 ? fallback : candidate;
}

/** Path (with query) of a Referer on our own origin, else undefined. */
export function sameOriginPath(referer: string | undefined, origin: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const own = new URL(origin);
    if (url.origin !== own.origin) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

export interface PendingLogin {
  state: string;
  returnTo: string;
  merch: boolean;
  createdAt: number;
}

export class AuthService {
  constructor(
    private readonly deps: Deps,
    private readonly users: UsersService,
  ) {}

  /** Starts the authorization-code flow: a fresh state bound to the session, and osu!'s authorize URL. */
  beginLogin(params: { returnTo: string; merch: boolean; redirectUri: string }): { pending: PendingLogin; url: string } {
    const state = crypto.randomBytes(32).toString("base64url");
    const pending = { state, returnTo: safeReturnTo(params.returnTo), merch: params.merch, createdAt: Date.now() };
    return { pending, url: this.deps.osu.authorizeUrl({ state, redirectUri: params.redirectUri, merch: params.merch }) };
  }

  /** Finishes the flow: the state must match the one stored in this session (single use), then the code is exchanged. */
  async completeLogin(params: {
    pending: PendingLogin | undefined;
    state: string | undefined;
    code: string | undefined;
    error: string | undefined;
    redirectUri: string;
  }): Promise<{ user: User; tokens: OsuTokens; returnTo: string; merch: boolean }> {
    const { pending } = params;
    if (params.error) throw new AppError("FORBIDDEN", "Authorization was declined");
    if (!pending || !params.state || !params.code) throw new AppError("BAD_USER_INPUT", "Missing authorization code or state");
    if (Date.now() - pending.createdAt > OAUTH_STATE_TTL_MS)
      throw new AppError("FORBIDDEN", "Sign-in took too long, please try again");
    const a = Buffer.from(pending.state);
    const b = Buffer.from(params.state);
    if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) throw new AppError("FORBIDDEN", "Invalid sign-in state");
    // One callback per state, at once: a replayed or double-submitted callback URL is refused even while the first
    // one is still being handled (on any instance).
    if (!(await useOnce(this.deps.db, "state", pending.state, new Date(pending.createdAt + OAUTH_STATE_TTL_MS))))
      throw new AppError("FORBIDDEN", "Invalid sign-in state");
    const tokens = await this.deps.osu.exchangeCode(params.code, params.redirectUri, pending.merch);
    const me = await this.deps.osu.me(tokens.accessToken);
    const user = await this.users.upsertFromOsu(me);
    this.deps.logger.info({ userId: user.id, osuId: user.osuId, merch: pending.merch }, "signed in");
    return { user, tokens, returnTo: pending.returnTo, merch: pending.merch };
  }
}
