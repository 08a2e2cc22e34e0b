/**
 * /admin/beatmaps' loader: the first page of the qualified queue. The page reads the same query with its own hook, so
 * it finds the loader's request under way or its answer.
 */
import type { RouteLoader } from "../../../app/route-loader";
import { AdminQualifiedBeatmapsDocument } from "../gql/graphql";

export const ADMIN_BEATMAPS_PAGE = 30;

const adminBeatmapsLoader: RouteLoader = (preload) =>
  preload(AdminQualifiedBeatmapsDocument, { variables: { first: ADMIN_BEATMAPS_PAGE }, errorPolicy: "all" });
export default adminBeatmapsLoader;
