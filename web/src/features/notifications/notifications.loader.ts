/**
 * /notifications' loader: the first page of the inbox, all notifications, from the server on every visit.
 * The page reads the same queries with its own hooks, so they find the loader's request under way or its answer.
 */
import type { RouteLoader } from "../../app/route-loader";
import { NotificationsPageDocument } from "./gql/graphql";

export const PAGE_SIZE = 20;

const notificationsLoader: RouteLoader = (preload) =>
  preload(NotificationsPageDocument, {
    variables: { first: PAGE_SIZE, unreadOnly: false },
    fetchPolicy: "network-only",
    errorPolicy: "all",
  });
export default notificationsLoader;
