/**
 * /notifications: the signed-in member's inbox (api/src/modules/notifications/README.md): newest first, each item a link
 * to its object; mark one or all read; only the unread ones on demand (?unread=1: the route's loader asks for that
 * list); settings one link away.
 */
import type { ApolloCache } from "@apollo/client";
import { useCallback, useRef } from "react";
import { Link } from "react-router-dom";
import { useCurrentUser } from "../../app/current-user";
import { errorMessage } from "../../app/errors";
import { useActionMutation } from "../../app/useActionMutation";
import { connectionNext, useRoutePagedList } from "../../app/usePagedList";
import { usePendingSearchParams } from "../../app/useSearchParam";
import { Avatar } from "../../components/Avatar";
import { ShowMoreButton } from "../../components/ShowMoreButton";
import { formatDateTimeUtc } from "../../lib/format";
import { timeAgo } from "./time-ago";
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationsPageDocument,
  type NotificationItemFragment,
} from "./gql/graphql";
import "./notifications.css";

import { PAGE_SIZE, unreadOnlyIn } from "./notifications.loader";
export { PAGE_SIZE };

/** The bell's number in the cache: one less, or none (no request: the server agrees after the mutation). */
function adjustBell(cache: ApolloCache, meId: string | undefined, next: (n: number) => number) {
  if (!meId) return;
  cache.modify({
    id: cache.identify({ __typename: "CurrentUser", id: meId }),
    fields: { unreadNotificationCount: (n: number) => Math.max(0, next(n)) },
  });
}

/** Marks one read; the caller asks only for unread ones, so the bell goes down by one. */
function useMarkRead() {
  const { me } = useCurrentUser();
  return useActionMutation(MarkNotificationReadDocument, {
    update: (cache) => adjustBell(cache, me?.id, (n) => n - 1),
  });
}

/** Marks all read: the bell goes to zero and the inbox on screen is read again (its first page). */
function useMarkAllRead() {
  const { me } = useCurrentUser();
  return useActionMutation(MarkAllNotificationsReadDocument, {
    success: (d) =>
      d.markAllNotificationsRead === 1 ? "Marked 1 notification read" : `Marked ${d.markAllNotificationsRead} notifications read`,
    update: (cache) => adjustBell(cache, me?.id, () => 0),
    refetch: ["NotificationsPage"],
  });
}

function NotificationRow({
  n,
  onOpen,
  onMark,
  marking,
  linkRef,
}: {
  n: NotificationItemFragment;
  onOpen: () => void;
  onMark: () => void;
  marking: boolean;
  linkRef: (el: HTMLAnchorElement | null) => void;
}) {
  return (
    <li className={`notification ${n.read ? "" : "notification--unread"}`}>
      <span className="notification__who" aria-hidden="true">
        {n.actor ? (
          <Avatar src={n.actor.avatarUrl} name={n.actor.username} size={36} />
        ) : (
          <span className="notification__site">MG</span>
        )}
      </span>
      <div className="notification__body">
        <Link ref={linkRef} to={n.path} className="notification__text" onClick={onOpen}>
          {!n.read && <span className="visually-hidden">Unread: </span>}
          {n.text}
        </Link>
        <time className="notification__time muted" dateTime={n.createdAt} title={formatDateTimeUtc(n.createdAt)}>
          {timeAgo(n.createdAt)}
        </time>
      </div>
      {!n.read && (
        <button
          type="button"
          className="button button--ghost notification__mark"
          onClick={onMark}
          aria-disabled={marking || undefined}
        >
          Mark read<span className="visually-hidden">: {n.text}</span>
        </button>
      )}
    </li>
  );
}

export default function NotificationsPage() {
  const [params, setParams] = usePendingSearchParams();
  const unreadOnly = unreadOnlyIn(params);
  const setUnreadOnly = (only: boolean) =>
    setParams((p) => {
      if (only) p.set("unread", "1");
      else p.delete("unread");
      return p;
    });
  // The route's loader asks the server for the inbox on every visit and every switch (notifications.loader.ts); the
  // list reads that answer.
  const list = useRoutePagedList(NotificationsPageDocument, (d) => ({
    items: d.notifications.nodes,
    next: connectionNext(d.notifications.pageInfo),
  }));
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const itemFocus = useCallback((i: number) => links.current[i], []);
  const items = list.items ?? [];
  const unread = list.data?.me?.unreadNotificationCount ?? 0;
  // While the other list (All / Unread) is on its way, marking waits: that answer was read before the mark and would
  // put the old state back on screen (and in the bell) after it.
  const refreshing = list.stale;

  return (
    <div className="notifications-page">
      <div className="notifications-toolbar">
        <div className="notifications-filter" role="group" aria-label="Show">
          <button
            type="button"
            className="notifications-filter__button"
            aria-pressed={!unreadOnly}
            onClick={() => setUnreadOnly(false)}
          >
            All
          </button>
          <button
            type="button"
            className="notifications-filter__button"
            aria-pressed={unreadOnly}
            onClick={() => setUnreadOnly(true)}
          >
            Unread{unread > 0 ? ` (${unread > 99 ? "99+" : unread})` : ""}
          </button>
        </div>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (!markAll.loading && !refreshing && unread > 0) void markAll.run({});
          }}
          aria-disabled={markAll.loading || refreshing || unread === 0 || undefined}
        >
          Mark all read
        </button>
        <Link to="/settings/notifications" className="notifications-settings-link">
          Notification settings
        </Link>
      </div>

      {list.error && !list.data ? (
        <p className="card" role="alert">
          {errorMessage(list.error)}
        </p>
      ) : items.length === 0 ? (
        <p className="card muted">
          {unreadOnly
            ? "Nothing unread."
            : "No notifications yet. When something happens to your parties, quests, mapsets or contests, it shows up here."}
        </p>
      ) : (
        <section
          className="card notifications-card"
          aria-label={unreadOnly ? "Unread notifications" : "Notifications"}
          aria-busy={list.stale || undefined}
        >
          <p className="visually-hidden" aria-live="polite">
            {list.data?.notifications.totalCount ?? items.length} notifications
          </p>
          <ul className="notifications-list">
            {items.map((n, i) => (
              <NotificationRow
                key={n.id}
                n={n}
                marking={markRead.loading || refreshing}
                linkRef={(el) => {
                  links.current[i] = el;
                }}
                onOpen={() => {
                  if (!n.read) void markRead.run({ id: n.id });
                }}
                onMark={() => {
                  if (!markRead.loading && !refreshing) void markRead.run({ id: n.id });
                }}
              />
            ))}
          </ul>
          <ShowMoreButton list={list} shown={items.length} itemFocus={itemFocus} />
        </section>
      )}
    </div>
  );
}
