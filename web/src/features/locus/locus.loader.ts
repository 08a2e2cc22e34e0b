/**
 * /locus' and /aspire's loaders: the hub's page (season, options, my card), which the page reads (TeamFinder,
 * useRouteQuery); the cards list follows with its filters.
 */
import type { RouteLoader } from "../../app/route-loader";
import { LocusPageDocument } from "./gql/graphql";

export const locusLoader: RouteLoader = (preload) =>
  preload(LocusPageDocument, { variables: { hub: "locus" }, errorPolicy: "all" });
export const aspireLoader: RouteLoader = (preload) =>
  preload(LocusPageDocument, { variables: { hub: "aspire" }, errorPolicy: "all" });
export default locusLoader;
