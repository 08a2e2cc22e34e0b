/**
 * /showcase's loader: the first page of the member's showcase artists matching the address' search (?search=);
 * the page reads this answer (useRoutePagedList).
 */
import { revalidateFor, type RouteLoader } from "../../app/route-loader";
import { ShowcaseArtistsDocument } from "./gql/graphql";

export const SHOWCASE_PAGE = 20;

const showcaseLoader: RouteLoader = (preload, url) =>
  preload(ShowcaseArtistsDocument, {
    variables: { search: url.searchParams.get("search")?.trim() || null, first: SHOWCASE_PAGE },
    errorPolicy: "all",
  });
export default showcaseLoader;

/** A navigation that changes a search parameter this loader reads runs it again (others, e.g. ?id=, never do). */
export const shouldRevalidate = revalidateFor(["search"]);
