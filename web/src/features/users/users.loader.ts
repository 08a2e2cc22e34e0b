/**
 * /users' loader: the first page of the list with the filters the address holds (?search=, ?mode=, ?sort=,
 * ?order=asc|desc), and the rank counts. The page reads both answers (useReadQuery) and filters by changing the
 * address, which runs this loader again.
 */
import type { RouteLoader } from "../../app/route-loader";
import { UserRankCountsDocument, UsersListDocument, type Mode, type UserSort } from "./gql/graphql";

export const USERS_PAGE = 50;

const MODE_VALUES: readonly Mode[] = ["osu", "taiko", "catch", "mania"];
const SORT_VALUES: readonly UserSort[] = ["name", "points", "joined"];

/** Default direction per sort: names A→Z, points and join date newest/highest first. */
export const defaultAscending = (sort: UserSort) => sort === "name";

export interface UsersFilters {
  search: string;
  mode: Mode | null;
  sort: UserSort;
  ascending: boolean;
}

/** The list's filters in an address (unknown values read as the defaults: any mode, by points, highest first). */
export function usersFilters(params: URLSearchParams): UsersFilters {
  const mode = params.get("mode") as Mode;
  const sort = params.get("sort") as UserSort;
  const order = params.get("order");
  const known = SORT_VALUES.includes(sort) ? sort : "points";
  return {
    search: params.get("search")?.trim() ?? "",
    mode: MODE_VALUES.includes(mode) ? mode : null,
    sort: known,
    ascending: order === "asc" ? true : order === "desc" ? false : defaultAscending(known),
  };
}

export const usersVariables = (f: UsersFilters) => ({
  mode: f.mode,
  search: f.search || null,
  sort: f.sort,
  ascending: f.ascending,
  first: USERS_PAGE,
});

const usersLoader = ((preload, url) => ({
  list: preload(UsersListDocument, { variables: usersVariables(usersFilters(url.searchParams)), errorPolicy: "all" }),
  counts: preload(UserRankCountsDocument, { errorPolicy: "all" }),
})) satisfies RouteLoader;
export type UsersLoaderData = ReturnType<typeof usersLoader>;
export default usersLoader;
