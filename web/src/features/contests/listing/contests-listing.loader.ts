/**
 * /contests/listing's loader: the active contests, the page's starting category.
 * The page reads the same queries with its own hooks, so they find the loader's request under way or its answer.
 */
import type { RouteLoader } from "../../../app/route-loader";
import { ContestsListingDocument } from "./gql/graphql";

export const CONTESTS_PAGE = 20;

/** A deep link (?contest=) may pick another category once the contest is known; the page then asks for that. */
const contestsListingLoader: RouteLoader = (preload) =>
  preload(ContestsListingDocument, {
    variables: { category: "active", search: null, mode: null, first: CONTESTS_PAGE },
    errorPolicy: "all",
  });
export default contestsListingLoader;
