import type { NextFunction, Request, Response } from "express";
import { sendError } from "../../core/rest";
import { forbidden } from "../../core/errors";

/**
 * Who may call from where (docs/api-guide.md "Authentication", docs/security.md "Cross-site requests"):
 *
 * - **Personal API token requests** (`Authorization: Bearer …` on /graphql) never use cookies, so they have no CSRF
 *   surface: any origin may send them, reads and writes, GET (queries) or POST.
 * - **Anonymous requests without cookies** may come from any origin too, reads only: a public dashboard on another site
 *   can read public data, and a request without cookies cannot act as anyone. A cross-site mutation without a token is
 *   refused (FORBIDDEN, 403) before it runs (`CROSS_SITE_WRITE`, checked by the GraphQL server).
 * - **Cookie requests** from another site are refused (403): a signed-in member's session acts only from this site
 *   (SameSite=Lax cookies plus this check). CORS answers never allow credentials, so another site can never read a
 *   signed-in member's answers.
 * - The REST shim (`/api`) refuses state-changing requests from another site, as before.
 */

/** CORS on /graphql: any origin, no credentials (`*` never lets a browser send or read cookies). */
const EXPOSED_HEADERS = "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, X-Request-Id";
const ALLOWED_HEADERS = "Authorization, Content-Type, Accept";

export const CROSS_SITE_REFUSED = "Cross-site request refused";
export const CROSS_SITE_WRITE =
  "Cross-site writes need a personal API token: another site may read public data without cookies, but only a token acts as a member";

const isGraphqlPath = (url: string) => url === "/graphql" || url.startsWith("/graphql?") || url.startsWith("/graphql/");

/**
 * A personal API token request (modules/tokens/README.md): `Authorization: Bearer …` on /graphql or /api. /mock-osu's
 * own bearer tokens are not ours.
 */
export function isTokenRequest(req: Request): boolean {
  const url = req.originalUrl;
  const ours = isGraphqlPath(url) || url.startsWith("/api/");
  return ours && /^bearer\b/i.test(req.get("authorization") ?? "");
}

export function isGraphqlRequest(req: Request): boolean {
  return isGraphqlPath(req.originalUrl);
}

/** Did another site send this request (`Sec-Fetch-Site`, else an `Origin` other than ours)? */
export function isCrossSite(req: Request, allowedOrigin: string): boolean {
  const site = req.get("sec-fetch-site");
  const origin = req.get("origin");
  return (
    (!!site && site !== "same-origin" && site !== "none") ||
    (!!origin && origin !== `${req.protocol}://${req.get("host")}` && origin !== allowedOrigin)
  );
}

/** Does the request carry a cookie of this name (signed or not: a cookie request either way)? */
function hasCookie(req: Request, name: string): boolean {
  return (req.headers.cookie ?? "").split(";").some((part) => part.trim().startsWith(`${name}=`));
}

/** GraphQL's shape of a refusal before Apollo (the error handler's, app/http.ts). */
function refuseGraphql(res: Response, status: number, message: string, code: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/** Requests from another site without token or cookie (reads only). */
const crossSiteAnonymous = new WeakSet<Request>();
export const isCrossSiteAnonymous = (req: Request): boolean => crossSiteAnonymous.has(req);

/**
 * /graphql: CORS for every origin without credentials, and the cross-site rules above. `crossSiteAnonymous` marks a
 * request the GraphQL server may answer only with a query.
 */
export function graphqlOrigins(o: { allowedOrigin: string; sessionCookie: string }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get("origin");
    if (origin) res.vary("Origin");
    if (origin && req.method === "OPTIONS") {
      // Any origin may send what a token request or an anonymous read needs; never with credentials (`*`), so a
      // browser refuses to send a cookie request another site prepares.
      res
        .status(204)
        .set({
          "access-control-allow-origin": "*",
          "access-control-allow-methods": "GET, POST",
          "access-control-allow-headers": ALLOWED_HEADERS,
          "access-control-max-age": "600",
        })
        .end();
      return;
    }
    const token = isTokenRequest(req);
    if (!token && isCrossSite(req, o.allowedOrigin)) {
      // A cookie request from another site: refused, with no CORS header.
      if (hasCookie(req, o.sessionCookie)) return refuseGraphql(res, 403, CROSS_SITE_REFUSED, "FORBIDDEN");
      crossSiteAnonymous.add(req);
    }
    if (origin && (token || crossSiteAnonymous.has(req)))
      res.set({ "access-control-allow-origin": "*", "access-control-expose-headers": EXPOSED_HEADERS });
    next();
  };
}

/** /api: state-changing requests from another site are refused (SameSite=Lax cookies plus an origin check). */
export function sameSiteWrites(allowedOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    // Token requests carry no cookie: another site sending one only spends its own token.
    if (isTokenRequest(req)) return next();
    if (isCrossSite(req, allowedOrigin)) return sendError(req, res, forbidden(CROSS_SITE_REFUSED));
    next();
  };
}
