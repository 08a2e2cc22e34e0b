/**
 * Route loaders (docs/architecture.md, "Routes and loaders"). A route's loader module (routes.tsx `data`) default-
 * exports a RouteLoader: given Apollo's query preloader (createQueryPreloader, app/router.tsx) and the address, it
 * starts the page's main queries and returns their references; the page reads them with `useReadQuery`
 * (`useRouteQuery` below, or `useLoaderData` for a loader that returns several). The query starts while the page's
 * chunk loads, never after it.
 */
import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useReadQuery, type PreloadedQueryRef, type PreloadQueryFunction } from "@apollo/client/react";
import { useDeferredValue } from "react";
import { useLoaderData, type ShouldRevalidateFunction } from "react-router-dom";

export type RouteLoader = (preload: PreloadQueryFunction, url: URL) => unknown;

/**
 * A loader module's `shouldRevalidate` (app/router.tsx loads it with the loader, so the route table in the entry
 * does not carry it): a navigation within the route runs the loader again only when one of the search parameters it
 * reads (`keys`: filters, tabs, a search) changed, so the page reads the new answer with `useReadQuery`; other
 * parameters (`?id=` dialogs) never do. A loader module without one is never run again within its route.
 */
export function revalidateFor(keys: readonly string[]): ShouldRevalidateFunction {
  return ({ currentUrl, nextUrl }) =>
    currentUrl.pathname === nextUrl.pathname &&
    keys.some((k) => currentUrl.searchParams.getAll(k).join("\n") !== nextUrl.searchParams.getAll(k).join("\n"));
}

/** A filter a loader reads from the address: the parameter's value when it is one of `values`, else null. */
export function searchParamOf<T extends string>(params: URLSearchParams, name: string, values: readonly T[]): T | null {
  const value = params.get(name);
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** A loader that starts one query (errors are the page's to show, so they are kept: errorPolicy "all"). */
export function queryLoader<TData, TVars extends OperationVariables>(
  document: TypedDocumentNode<TData, TVars>,
  variables?: (url: URL) => TVars,
): RouteLoader {
  return (preload, url) =>
    (preload as (d: unknown, o: unknown) => unknown)(document, { variables: variables?.(url), errorPolicy: "all" });
}

/**
 * The page's side of queryLoader: the answer to the query its route's loader started (suspends until it arrives).
 * When the loader runs again (a search parameter it reads changed), the previous answer stays on screen, `stale`,
 * until the new one arrives.
 */
export function useRouteQuery<TData, TVars extends OperationVariables>(_document: TypedDocumentNode<TData, TVars>) {
  const latest = useLoaderData() as PreloadedQueryRef<TData, TVars>;
  const shown = useDeferredValue(latest);
  return { ...useReadQuery(shown), stale: shown !== latest };
}
