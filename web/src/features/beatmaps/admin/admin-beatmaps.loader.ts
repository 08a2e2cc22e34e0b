/**
 * /admin/beatmaps' loader: the first page of the qualified queue, which the page reads (useRoutePagedList).
 */
import type { RouteLoader } from "../../../app/route-loader";
import { AdminQualifiedBeatmapsDocument } from "../gql/graphql";

export const ADMIN_BEATMAPS_PAGE = 30;

const adminBeatmapsLoader: RouteLoader = (preload) =>
  preload(AdminQualifiedBeatmapsDocument, { variables: { first: ADMIN_BEATMAPS_PAGE }, errorPolicy: "all" });
export default adminBeatmapsLoader;
