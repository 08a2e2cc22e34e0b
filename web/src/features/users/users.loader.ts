/**
 * /users' loader: the first page of the list with the page's starting filters, and the rank counts. The page reads
 * both answers (useReadQuery). Its filters are the page's own state, not the address (whose only parameter is the
 * open member, ?id=): a list for other filters is the page's own query (UsersPage).
 */
import type { RouteLoader } from "../../app/route-loader";
import { UserRankCountsDocument, UsersListDocument, type Mode, type UserSort } from "./gql/graphql";

export const USERS_PAGE = 50;

/** Default direction per sort: names A→Z, points and join date newest/highest first. */
export const defaultAscending = (sort: UserSort) => sort === "name";

export interface UsersFilters {
  search: string;
  mode: Mode | null;
  sort: UserSort;
  ascending: boolean;
}

/** The list's filters when the page opens: any mode, by points, highest first, no search. */
export const DEFAULT_USERS_FILTERS: UsersFilters = { search: "", mode: null, sort: "points", ascending: false };

export const usersVariables = (f: UsersFilters) => ({
  mode: f.mode,
  search: f.search || null,
  sort: f.sort,
  ascending: f.ascending,
  first: USERS_PAGE,
});

const usersLoader = ((preload) => ({
  list: preload(UsersListDocument, { variables: usersVariables(DEFAULT_USERS_FILTERS), errorPolicy: "all" }),
  counts: preload(UserRankCountsDocument, { errorPolicy: "all" }),
})) satisfies RouteLoader;
export type UsersLoaderData = ReturnType<typeof usersLoader>;
export default usersLoader;
