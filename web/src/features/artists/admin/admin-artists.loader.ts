/**
 * /admin/featuredArtists' loader: the artists of the scope the address names (?scope=all|review), unfiltered.
 * The page reads the same query with its own hook, so it finds the loader's request under way or its answer.
 */
import type { RouteLoader } from "../../../app/route-loader";
import { AdminFeaturedArtistsDocument, type ArtistScope } from "../gql/graphql";

export function scopeOf(params: URLSearchParams): ArtistScope {
  const scope = params.get("scope");
  return scope === "all" ? "all" : scope === "review" ? "needsReview" : "relevant";
}

const adminArtistsLoader: RouteLoader = (preload, url) =>
  preload(AdminFeaturedArtistsDocument, {
    variables: { scope: scopeOf(url.searchParams), search: null },
    errorPolicy: "all",
  });
export default adminArtistsLoader;
