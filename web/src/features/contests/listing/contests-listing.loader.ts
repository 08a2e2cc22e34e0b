/**
 * /contests/listing's loader: the contests of the category, search and mode the address holds (?category=,
 * ?search=, ?mode=; by default the active ones). The page reads this answer (useRoutePagedList) and filters by
 * changing the address, which runs this loader again.
 */
import { revalidateFor, searchParamOf, type RouteLoader } from "../../../app/route-loader";
import { ContestsListingDocument, type ContestCategory, type Mode } from "./gql/graphql";

export const CONTESTS_PAGE = 20;

const CATEGORY_VALUES: readonly ContestCategory[] = ["active", "completed", "mine", "pendingApproval"];
const MODE_VALUES: readonly Mode[] = ["osu", "taiko", "catch", "mania"];

export interface ContestsFilters {
  category: ContestCategory;
  mode: Mode | "";
  search: string;
}

/** The listing's filters in an address (unknown values read as the defaults: active, any mode). */
export function contestsFilters(params: URLSearchParams): ContestsFilters {
  return {
    category: searchParamOf(params, "category", CATEGORY_VALUES) ?? "active",
    mode: searchParamOf(params, "mode", MODE_VALUES) ?? "",
    search: params.get("search")?.trim() ?? "",
  };
}

/** A deep link (?contest=) may pick another category once the contest is known; the page then changes the address. */
const contestsListingLoader: RouteLoader = (preload, url) => {
  const f = contestsFilters(url.searchParams);
  return preload(ContestsListingDocument, {
    variables: { category: f.category, search: f.search || null, mode: f.mode || null, first: CONTESTS_PAGE },
    errorPolicy: "all",
  });
};
export default contestsListingLoader;

/** A navigation that changes a search parameter this loader reads runs it again (others, e.g. ?id=, never do). */
export const shouldRevalidate = revalidateFor(["category", "search", "mode"]);
