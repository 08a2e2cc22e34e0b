import { useQuery } from "@apollo/client/react";
import { Link, useLocation } from "react-router-dom";
import type { Me } from "./current-user";
import { NotificationBellDocument } from "./gql/graphql";

/** How often the bell asks for its number again (its first number comes with the signed-in member). */
export const BELL_POLL_MS = 60_000;

/** "99+" beyond 99: the server counts up to 100. */
export function bellCount(n: number): string {
  return n > 99 ? "99+" : String(n);
}

/**
 * The header's bell (api/src/modules/notifications/README.md): a link to /notifications whose name says how many are
 * unread, so screen readers hear "Notifications, 3 unread". The number comes with `Me` and is asked again every minute
 * (a one-field query); marking read on the page updates it in the cache.
 */
export function NotificationBell({ me }: { me: Me }) {
  const location = useLocation();
  const { data } = useQuery(NotificationBellDocument, { fetchPolicy: "cache-first", pollInterval: BELL_POLL_MS });
  const unread = data?.me?.unreadNotificationCount ?? me.unreadNotificationCount;
  const current = location.pathname === "/notifications";
  const label = unread > 0 ? `Notifications, ${bellCount(unread)} unread` : "Notifications, none unread";
  return (
    <Link
      to="/notifications"
      className={`bell ${unread > 0 ? "bell--unread" : ""}`}
      aria-label={label}
      aria-current={current ? "page" : undefined}
      title={label}
    >
      <svg className="bell__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-1.7 1.7A1 1 0 0 0 4 19.4h16a1 1 0 0 0 .7-1.7Z"
        />
      </svg>
      {unread > 0 && (
        <span className="bell__count" aria-hidden="true">
          {bellCount(unread)}
        </span>
      )}
    </Link>
  );
}
