/**
 * /artists' loader: the board, filtered by the name the address holds (?name=, once it is long enough); the page
 * reads this answer (useRouteQuery).
 */
import { revalidateFor, type RouteLoader } from "../../app/route-loader";
import { effectiveFilter } from "./board";
import { FaScheduleBoardDocument } from "./gql/graphql";

const faScheduleLoader: RouteLoader = (preload, url) =>
  preload(FaScheduleBoardDocument, {
    variables: { label: effectiveFilter(url.searchParams.get("name") ?? "") },
    errorPolicy: "all",
  });
export default faScheduleLoader;

/** A navigation that changes a search parameter this loader reads runs it again (others, e.g. ?id=, never do). */
export const shouldRevalidate = revalidateFor(["name"]);
