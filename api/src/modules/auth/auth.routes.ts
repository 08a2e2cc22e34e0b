import type { Request, Response, Router } from "express";
import type { Config } from "../../config";
import { AppError } from "../../core/errors";
import { OAUTH_STATE_TTL_MS, safeReturnTo, sameOriginPath, type AuthService, type PendingLogin } from "./auth.service";
import { sealOsuTokens } from "./osu-tokens";
import { deriveKey, signValue, verifyValue } from "./sealing";

/**
 * The pending sign-in (state, return path) rides in a signed, HttpOnly, 10-minute cookie scoped to /api: starting a
 * sign-in writes nothing to the database, so anonymous /api/login calls cost no session row. The state is still
 * single use (AuthService.completeLogin records it once).
 */
export const OAUTH_COOKIE = "mg.oauth";

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get("cookie") ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The callback URL registered with osu!. The offline mock accepts this site's own origin. */
function redirectUri(config: Config, req: Request, merch: boolean): string {
  const origin = config.osu.mock ? `${req.protocol}://${req.get("host")}` : config.baseUrl;
  return `${origin}/api/${merch ? "merchCallback" : "callback"}`;
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

/**
 * Sign-in navigations (not data calls): /api/login, /api/callback, /api/logout, /api/merchAuth, /api/merchCallback.
 * The OAuth state lives in a signed short-lived cookie (single use); the return path is same-origin only.
 */
export function registerAuthRoutes(router: Router, auth: AuthService, config: Config): void {
  if (!config.sessionSecret) throw new Error("session secret missing");
  const stateKey = deriveKey(config.sessionSecret, "oauth-state");
  const cookieOptions = { httpOnly: true, sameSite: "lax" as const, secure: config.isProduction, path: "/api" };
  // Sign-in answers set cookies: never cached anywhere.
  router.use(["/login", "/merchAuth", "/callback", "/merchCallback", "/logout"], (_req, res, next) => {
    res.set("cache-control", "no-store");
    next();
  });

  const start = (merch: boolean) => async (req: Request, res: Response) => {
    if (req.session.userId && merch) return res.redirect("/merch");
    const origin = `${req.protocol}://${req.get("host")}`;
    const fromQuery = typeof req.query.returnTo === "string" ? req.query.returnTo : undefined;
    const returnTo = merch ? "/merch" : safeReturnTo(fromQuery ?? sameOriginPath(req.get("referer"), origin));
    const { pending, url } = auth.beginLogin({ returnTo, merch, redirectUri: redirectUri(config, req, merch) });
    res.cookie(OAUTH_COOKIE, signValue(stateKey, pending, pending.createdAt + OAUTH_STATE_TTL_MS), {
      ...cookieOptions,
      maxAge: OAUTH_STATE_TTL_MS,
    });
    res.redirect(url);
  };

  const finish = (merch: boolean) => async (req: Request, res: Response) => {
    const pending = verifyValue<PendingLogin>(stateKey, readCookie(req, OAUTH_COOKIE)) ?? undefined;
    res.clearCookie(OAUTH_COOKIE, cookieOptions);
    try {
      const result = await auth.completeLogin({
        pending: pending && pending.merch === merch ? pending : undefined,
        state: typeof req.query.state === "string" ? req.query.state : undefined,
        code: typeof req.query.code === "string" ? req.query.code : undefined,
        error: typeof req.query.error === "string" ? req.query.error : undefined,
        redirectUri: redirectUri(config, req, merch),
      });
      await regenerate(req); // new session id on sign-in: no fixation
      req.session.userId = result.user.id;
      req.session.osuId = result.user.osuId;
      req.session.osuTokens = sealOsuTokens(config, result.tokens);
      await save(req);
      res.redirect(result.returnTo);
    } catch (err) {
      if (!(err instanceof AppError)) req.log?.error({ err: (err as Error).message }, "sign-in failed");
      else req.log?.warn({ reason: err.message }, "sign-in refused");
      res.redirect("/error");
    }
  };

  router.get("/login", start(false));
  router.get("/merchAuth", start(true));
  router.get("/callback", finish(false));
  router.get("/merchCallback", finish(true));
  router.get("/logout", (req, res) => {
    req.session.destroy(() => {
      res.clearCookie("mg.sid", { path: "/" });
      res.redirect("/");
    });
  });
}
