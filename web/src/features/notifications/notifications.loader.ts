/**
 * /notifications' loader: the first page of the inbox, all notifications or only the unread ones (?unread=1), from
 * the server on every visit and every switch; the page reads this answer (useRoutePagedList).
 */
import { revalidateFor, type RouteLoader } from "../../app/route-loader";
import { NotificationsPageDocument } from "./gql/graphql";

export const PAGE_SIZE = 20;

/** Whether the address asks for the unread notifications only. */
export const unreadOnlyIn = (params: URLSearchParams) => params.get("unread") === "1";

const notificationsLoader: RouteLoader = (preload, url) =>
  preload(NotificationsPageDocument, {
    variables: { first: PAGE_SIZE, unreadOnly: unreadOnlyIn(url.searchParams) },
    fetchPolicy: "network-only",
    errorPolicy: "all",
  });
export default notificationsLoader;

/** A navigation that changes a search parameter this loader reads runs it again (others, e.g. ?id=, never do). */
export const shouldRevalidate = revalidateFor(["unread"]);
