import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";

/**
 * The security headers of every answer (docs/security.md "Headers"): helmet configured per route group, plus
 * Permissions-Policy:
 *
 * - **Documents** — the web app's pages and files, the offline providers' pages, everything outside the API: helmet's
 *   headers with a Content-Security-Policy that allows only this site (and osu!'s image hosts), and
 *   Permissions-Policy.
 * - **API answers** — `/graphql` and `/api/...`: JSON for programs, which a browser never renders as a page
 *   (`X-Content-Type-Options: nosniff`, `application/json`). Headers that only act on a rendered document (the opener,
 *   origin-agent clustering, referrers of its subresources, DNS prefetching, old IE's download and XSS filters, Flash's
 *   cross-domain files, framing by X-Frame-Options) do nothing there, and each header costs the server and every
 *   client parsing it about 1.5 µs per answer: a tenth of a small read's request. What an API answer keeps is what acts
 *   on it: nosniff, `Cross-Origin-Resource-Policy: same-origin` (another site's page cannot pull it in with a
 *   `<script>` or `<img>`), a Content-Security-Policy of `default-src 'none'; frame-ancestors 'none'` (should it ever
 *   be opened as a page, nothing loads and no site frames it — stricter than the documents' policy),
 *   Permissions-Policy, and HSTS in production.
 */

export const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), " +
  "microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), xr-spatial-tracking=()";

/** The API's paths: their answers are JSON (or a redirect of the sign-in), never a page. */
export const API_PATHS = /^\/(api|graphql)(\/|\?|$)/;

type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface SecurityHeaderOptions {
  isProduction: boolean;
  /** Where the sign-in form may post: the osu! authorize page, or this site with the offline provider. */
  signInFormAction: string;
}

/** helmet's middleware, then Permissions-Policy (which helmet does not set). */
function withPermissionsPolicy(helmetHeaders: ReturnType<typeof helmet>): HeaderMiddleware {
  return (req, res, next) =>
    helmetHeaders(req, res, (err?: unknown) => {
      if (err) throw err instanceof Error ? err : new Error(String(err));
      res.setHeader("permissions-policy", PERMISSIONS_POLICY);
      next();
    });
}

/** The documents' set (see the module comment). */
export function documentHeaders(o: SecurityHeaderOptions): HeaderMiddleware {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "https://a.ppy.sh", "https://assets.ppy.sh", "https://osu.ppy.sh"],
        "font-src": ["'self'", "data:"],
        "worker-src": ["'self'", "blob:"],
        "connect-src": ["'self'"],
        "form-action": ["'self'", o.signInFormAction],
        "upgrade-insecure-requests": o.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: o.isProduction,
  });
  return withPermissionsPolicy(helmetHeaders);
}

/** The API answers' set (see the module comment). */
export function apiHeaders(o: Pick<SecurityHeaderOptions, "isProduction">): HeaderMiddleware {
  const helmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { "default-src": ["'none'"], "frame-ancestors": ["'none'"] } },
    crossOriginResourcePolicy: { policy: "same-origin" },
    xContentTypeOptions: true,
    hsts: o.isProduction,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return withPermissionsPolicy(helmetHeaders);
}

/** Both sets, each answer getting the one of its path. */
export function securityHeaders(o: SecurityHeaderOptions): { api: HeaderMiddleware; byPath: HeaderMiddleware } {
  const api = apiHeaders(o);
  const documents = documentHeaders(o);
  return { api, byPath: (req, res, next) => (API_PATHS.test(req.url ?? "") ? api : documents)(req, res, next) };
}
