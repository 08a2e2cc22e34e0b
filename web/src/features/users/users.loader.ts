/**
 * /users' loader: the first page of the list with the page's starting filters, and the rank counts.
 * The page reads the same queries with its own hooks, so they find the loader's request under way or its answer.
 */
import type { RouteLoader } from "../../app/route-loader";
import { UserRankCountsDocument, UsersListDocument } from "./gql/graphql";

export const USERS_PAGE = 50;

const usersLoader: RouteLoader = (preload) => ({
  list: preload(UsersListDocument, {
    variables: { mode: null, search: null, sort: "points", ascending: false, first: USERS_PAGE },
    errorPolicy: "all",
  }),
  counts: preload(UserRankCountsDocument, { errorPolicy: "all" }),
});
export default usersLoader;
