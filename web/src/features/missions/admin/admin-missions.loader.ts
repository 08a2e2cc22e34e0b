/**
 * /admin/missions' loader: the first page of priority quests, unfiltered.
 * The page reads the same query with its own hook, so it finds the loader's request under way or its answer.
 */
import type { RouteLoader } from "../../../app/route-loader";
import { AdminMissionsDocument } from "../gql/graphql";

export const ADMIN_MISSIONS_PAGE = 30;

const adminMissionsLoader: RouteLoader = (preload) =>
  preload(AdminMissionsDocument, { variables: { search: null, first: ADMIN_MISSIONS_PAGE }, errorPolicy: "all" });
export default adminMissionsLoader;
