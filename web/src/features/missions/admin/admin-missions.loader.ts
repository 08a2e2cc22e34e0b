/**
 * /admin/missions' loader: the first page of priority quests matching the address' search (?search=); the page
 * reads this answer (useRoutePagedList).
 */
import { revalidateFor, type RouteLoader } from "../../../app/route-loader";
import { AdminMissionsDocument } from "../gql/graphql";

export const ADMIN_MISSIONS_PAGE = 30;

const adminMissionsLoader: RouteLoader = (preload, url) =>
  preload(AdminMissionsDocument, {
    variables: { search: url.searchParams.get("search")?.trim() || null, first: ADMIN_MISSIONS_PAGE },
    errorPolicy: "all",
  });
export default adminMissionsLoader;

/** A navigation that changes a search parameter this loader reads runs it again (others, e.g. ?id=, never do). */
export const shouldRevalidate = revalidateFor(["search"]);
