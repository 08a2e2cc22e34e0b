/**
 * The landing's queries, started by the router (routes.tsx, preloadRoute) while the page's chunk loads. Only the
 * documents are imported here, so the entry chunk stays small.
 */
import type { ApolloClient } from "@apollo/client";
import { HOME_ARTISTS_STEP } from "@mg/rules";
import { HomeArtistsDocument, HomeExamplesDocument } from "./gql/graphql";

export function preloadHome(client: ApolloClient): void {
  // Failures are the page's to show when it renders (its own query reports them); here they are only ignored.
  void client.query({ query: HomeExamplesDocument }).catch(() => undefined);
  void client.query({ query: HomeArtistsDocument, variables: { first: HOME_ARTISTS_STEP } }).catch(() => undefined);
}
