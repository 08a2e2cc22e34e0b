/**
 * /locus' and /aspire's loaders: the hub's page (season, options, my card); the cards list follows with its filters.
 * The page reads the same queries with its own hooks, so they find the loader's requests under way or their answers.
 */
import type { RouteLoader } from "../../app/route-loader";
import { LocusPageDocument } from "./gql/graphql";

export const locusLoader: RouteLoader = (preload) =>
  preload(LocusPageDocument, { variables: { hub: "locus" }, errorPolicy: "all" });
export const aspireLoader: RouteLoader = (preload) =>
  preload(LocusPageDocument, { variables: { hub: "aspire" }, errorPolicy: "all" });
export default locusLoader;
