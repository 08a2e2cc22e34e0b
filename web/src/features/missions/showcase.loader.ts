/**
 * /showcase's loader: the first page of the member's showcase artists, unfiltered.
 * The page reads the same query with its own hook, so it finds the loader's request under way or its answer.
 */
import type { RouteLoader } from "../../app/route-loader";
import { ShowcaseArtistsDocument } from "./gql/graphql";

export const SHOWCASE_PAGE = 20;

const showcaseLoader: RouteLoader = (preload) =>
  preload(ShowcaseArtistsDocument, { variables: { search: null, first: SHOWCASE_PAGE }, errorPolicy: "all" });
export default showcaseLoader;
