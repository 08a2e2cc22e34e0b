/**
 * The landing's loader (routes.tsx): its two queries start while the page's chunk loads. Only the documents are
 * imported here, so the entry chunk stays small.
 */
import { HOME_ARTISTS_STEP } from "@mg/rules";
import type { RouteLoader } from "../../app/route-loader";
import { HomeArtistsDocument, HomeExamplesDocument } from "./gql/graphql";

const homeLoader = ((preload) => ({
  examples: preload(HomeExamplesDocument, { errorPolicy: "all" }),
  artists: preload(HomeArtistsDocument, { variables: { first: HOME_ARTISTS_STEP }, errorPolicy: "all" }),
})) satisfies RouteLoader;

export type HomeLoaderData = ReturnType<typeof homeLoader>;
export default homeLoader;
