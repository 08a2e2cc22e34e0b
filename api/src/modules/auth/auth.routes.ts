import type { Request, Response, Router } from "express";
import type { Services } from "../../app/services";
import { AppError } from "../../app/errors";
import { safeReturnTo, sameOriginPath } from "./auth.service";

/** The callback URL registered with osu!. The offline mock accepts this site's own origin. */
function redirectUri(services: Services, req: Request, merch: boolean): string {
  const { config } = services.deps;
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
 * The OAuth state lives in the server-side session (single use); the return path is same-origin only.
 */
export function registerAuthRoutes(router: Router, services: Services): void {
  const start = (merch: boolean) => async (req: Request, res: Response) => {
    if (req.session.userId && merch) return res.redirect("/merch");
    const origin = `${req.protocol}://${req.get("host")}`;
    const fromQuery = typeof req.query.returnTo === "string" ? req.query.returnTo : undefined;
    const returnTo = merch ? "/merch" : safeReturnTo(fromQuery ?? sameOriginPath(req.get("referer"), origin));
    const { pending, url } = services.auth.beginLogin({ returnTo, merch, redirectUri: redirectUri(services, req, merch) });
    req.session.oauth = pending;
    await save(req);
    res.redirect(url);
  };

  const finish = (merch: boolean) => async (req: Request, res: Response) => {
    const pending = req.session.oauth;
    delete req.session.oauth;
    try {
      const result = await services.auth.completeLogin({
        pending: pending && pending.merch === merch ? pending : undefined,
        state: typeof req.query.state === "string" ? req.query.state : undefined,
        code: typeof req.query.code === "string" ? req.query.code : undefined,
        error: typeof req.query.error === "string" ? req.query.error : undefined,
        redirectUri: redirectUri(services, req, merch),
      });
      await regenerate(req); // new session id on sign-in: no fixation
      req.session.userId = result.user.id;
      req.session.osuId = result.user.osuId;
      req.session.osuTokens = result.tokens;
      await save(req);
      res.redirect(result.returnTo);
    } catch (err) {
      if (!(err instanceof AppError)) req.log?.error({ err: (err as Error).message }, "sign-in failed");
      else req.log?.warn({ reason: err.message }, "sign-in refused");
      await save(req).catch(() => undefined);
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
