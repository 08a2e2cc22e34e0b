/** Sign-in is a navigation: the server sends the visitor to osu! and back to `returnTo`. */
export function loginHref(returnTo?: string): string {
  if (!returnTo || !returnTo.startsWith("/") || returnTo.startsWith("//")) return "/api/login";
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

export const MERCH_AUTH_HREF = "/api/merchAuth";
export const LOGOUT_HREF = "/api/logout";
