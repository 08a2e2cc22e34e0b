/**
 * The data router (docs/architecture.md, "Routes and loaders"): routes.tsx's table as React Router routes under the
 * app shell (Layout). Each page is its route's `lazy` Component; a route with `data` gets its loader lazily too, so
 * the loader's small module and the page's chunk load side by side and the loader starts the page's queries (Apollo's
 * query preloader) as soon as it arrives, without waiting for the page. The gate (access, allowed) is the route's:
 * Layout shows the authorize card or Oops instead of the page, and a loader starts nothing the visitor may not see.
 */
import type { ApolloClient } from "@apollo/client";
import { createQueryPreloader, type PreloadQueryFunction } from "@apollo/client/react";
import type { ComponentType } from "react";
import {
  createBrowserRouter,
  useMatches,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from "react-router-dom";
import { ROUTES, type LoaderModule, type RouteDef } from "../routes";
import { expireStale } from "./apollo";
import { ErrorCard } from "./ErrorBoundary";
import { MeDocument } from "./gql/graphql";
import { Layout } from "./Layout";
import { nextTask } from "./next-task";
import { PageSkeleton } from "./PageLoading";
import type { RouteLoader } from "./route-loader";

/**
 * Whether the gate lets this visitor see the route as far as the cache knows. Before `Me` has answered (a first
 * visit) the page's queries start beside it, so a member's first visit is not a waterfall; a signed-out visitor's
 * answer (UNAUTHENTICATED) is then never shown.
 */
function gateOpen(route: RouteDef, client: ApolloClient): boolean {
  if (route.access === "public") return true;
  const known = client.readQuery({ query: MeDocument });
  if (!known) return true;
  return !!known.me && (!route.allowed || route.allowed(known.me));
}

/** What the page area shows while a route's chunk is on its way on the first load: the route's skeleton. */
function RouteFallback() {
  const matches = useMatches();
  const route = matches[matches.length - 1]?.handle as RouteDef | undefined;
  return <PageSkeleton shape={route?.skeleton} />;
}

/** A route whose loader reads no search parameter: a navigation within it (an `?id=` dialog) never runs it again. */
export const never: ShouldRevalidateFunction = () => false;

/** A route's shouldRevalidate, its loader module's (revalidateFor in app/route-loader.ts), loaded with the loader. */
export const lazyShouldRevalidate = (data: LoaderModule) => async () => (await data()).shouldRevalidate ?? never;

/**
 * A route's loader around its RouteLoader. Every navigation runs the opened page's loader once (and again when a
 * search parameter it reads changes, lazyShouldRevalidate): it first drops the answers older than the
 * cache's freshness (app/apollo.ts), then starts the page's queries if the gate is open.
 */
function loaderWith(route: RouteDef, client: ApolloClient, preload: PreloadQueryFunction, load?: RouteLoader) {
  return async ({ request }: LoaderFunctionArgs) => {
    expireStale(client);
    if (!load || !gateOpen(route, client)) return null;
    // The queries start in a task of their own: on the first load the router runs its loaders while it is created,
    // and a query's first start (its document's transforms, the cache's first read) is not small.
    await nextTask();
    return load(preload, new URL(request.url)) ?? null;
  };
}

/** The whole loader of a route, its module loaded first (the tests run a page under its route's loader). */
export function routeLoader(route: RouteDef, client: ApolloClient): LoaderFunction {
  const preload = createQueryPreloader(client);
  return async (args) => loaderWith(route, client, preload, route.data && (await route.data()).default)(args);
}

function pageRoute(route: RouteDef, client: ApolloClient, preload: PreloadQueryFunction): RouteObject {
  // The page's chunk is asked for in a task of its own: on the first load the router asks while it is created, and
  // the build's preload helper adds a <link> for each of the chunk's files (scripts and stylesheets) as it asks.
  const Component = async (): Promise<ComponentType> => {
    await nextTask();
    return (await route.page()).default;
  };
  const data = route.data;
  return {
    path: route.path,
    handle: route,
    HydrateFallback: RouteFallback,
    // A chunk or loader that failed: the page area says so (render errors are Layout's ErrorBoundary's).
    ErrorBoundary: ErrorCard,
    ...(data
      ? {
          lazy: {
            Component,
            loader: async () => loaderWith(route, client, preload, (await data()).default),
            shouldRevalidate: lazyShouldRevalidate(data),
          },
        }
      : { loader: loaderWith(route, client, preload), shouldRevalidate: never, lazy: { Component } }),
  };
}

/** The app's routes for a client (the tests build a memory router from the same list). */
export function appRoutes(client: ApolloClient): RouteObject[] {
  const preload = createQueryPreloader(client);
  return [
    {
      Component: Layout,
      children: [...ROUTES.map((r) => pageRoute(r, client, preload)), { path: "*" }],
    },
  ];
}

export function createAppRouter(client: ApolloClient) {
  return createBrowserRouter(appRoutes(client));
}
