/**
 * /admin/featuredArtists' loader: the artists of the scope the address names (?scope=all|review) whose name matches
 * its search (?search=); the page reads this answer (useRoutePagedList) and changes the address to filter.
 */
import { revalidateFor, type RouteLoader } from "../../../app/route-loader";
import { AdminFeaturedArtistsDocument, type ArtistScope } from "../gql/graphql";

export function scopeOf(params: URLSearchParams): ArtistScope {
  const scope = params.get("scope");
  return scope === "all" ? "all" : scope === "review" ? "needsReview" : "relevant";
}

const adminArtistsLoader: RouteLoader = (preload, url) =>
  preload(AdminFeaturedArtistsDocument, {
    variables: { scope: scopeOf(url.searchParams), search: url.searchParams.get("search")?.trim() || null },
    errorPolicy: "all",
  });
export default adminArtistsLoader;

/** A navigation that changes a search parameter this loader reads runs it again (others, e.g. ?id=, never do). */
export const shouldRevalidate = revalidateFor(["scope", "search"]);
