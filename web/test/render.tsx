import { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { createCache } from "../src/app/apollo";
import { CurrentUserProvider } from "../src/app/current-user";
import { appRoutes, lazyShouldRevalidate, never, routeLoader } from "../src/app/router";
import { findRoute } from "../src/routes";
import { MeDocument, type CurrentUserFieldsFragment } from "../src/app/gql/graphql";

export const demoMe: CurrentUserFieldsFragment = {
  __typename: "CurrentUser",
  id: "2",
  osuId: 101,
  username: "DemoMapper",
  group: "user",
  avatarUrl: "/mock-osu/a/101",
  rank: 3,
  isMentorshipAdmin: false,
  isWorldCupHelper: false,
  isShowcaseMapper: false,
  isContestHelper: true,
  canViewFaSchedule: false,
  unreadNotificationCount: 2,
  pointsInfo: { __typename: "PointsInfo", total: 612.46, available: 587.44, mapping: 401.25, modding: 13, other: 198.21 },
} as CurrentUserFieldsFragment;

export function meMock(me: CurrentUserFieldsFragment | null): MockLink.MockedResponse {
  return { request: { query: MeDocument }, result: { data: { me } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

function mockClient(mocks: MockLink.MockedResponse[], me: CurrentUserFieldsFragment | null) {
  return new ApolloClient({ cache: createCache(), link: new MockLink([meMock(me), ...mocks]) });
}

/**
 * The router updates without transitions (useTransitions={false}): under a synchronous `act` (fireEvent), React
 * stops flushing a transition's render once a component reads a promise (useReadQuery does, even one already
 * resolved) and drops the rest of the queue, so the effects of that render would never run. The pages keep the
 * previous answer on screen with useDeferredValue (app/route-loader.ts), not with the router's transition.
 */
function renderRouter(client: ApolloClient, routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <ApolloProvider client={client}>
      <CurrentUserProvider>
        <RouterProvider router={router} useTransitions={false} />
      </CurrentUserProvider>
    </ApolloProvider>,
  );
}

/**
 * Renders `ui` with the app's real cache policies, mocked GraphQL, a memory data router and the current-user
 * provider. `route`: the path of the routes.tsx entry whose loader runs first (its queries then come from `mocks`),
 * for pages that read their route's loader (app/route-loader.ts); it is also the starting address, search parameters
 * included (a loader reads its filters from them).
 */
export function renderApp(
  ui: ReactElement,
  {
    mocks = [],
    path,
    route,
    me = null,
  }: { mocks?: MockLink.MockedResponse[]; path?: string; route?: string; me?: CurrentUserFieldsFragment | null } = {},
) {
  const client = mockClient(mocks, me);
  const def = route === undefined ? undefined : findRoute(new URL(route, "http://localhost").pathname);
  if (route !== undefined && !def) throw new Error(`renderApp: no route ${route}`);
  const loader = def && routeLoader(def, client);
  // As in the app: the loader runs again only when a search parameter it reads changes (its module's shouldRevalidate).
  const revalidation = def?.data ? { lazy: { shouldRevalidate: lazyShouldRevalidate(def.data) } } : { shouldRevalidate: never };
  return renderRouter(
    client,
    [{ path: "*", element: ui, loader, ...revalidation, HydrateFallback: () => null }],
    path ?? route ?? "/",
  );
}

/** Renders the whole app (shell, gate, routes.tsx's lazy pages and loaders) at `path`. */
export function renderRoutes(
  path: string,
  { mocks = [], me = null }: { mocks?: MockLink.MockedResponse[]; me?: CurrentUserFieldsFragment | null } = {},
) {
  const client = mockClient(mocks, me);
  return renderRouter(client, appRoutes(client), path);
}
