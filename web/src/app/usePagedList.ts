/**
 * "show more" paging (docs/architecture.md, "Web: shared hooks"): one query whose list grows page by page. The
 * caller says where the list and the next page's variables are in an answer (`select`); the cache's field policy
 * (app/apollo.ts) appends each page. While new variables load, the previous answer stays on screen (`stale`).
 * A failed "show more" is toasted with the server's message.
 */
import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery, useQueryRefHandlers, useReadQuery, type PreloadedQueryRef } from "@apollo/client/react";
import { useCallback, useDeferredValue, useState, useTransition } from "react";
import { useLoaderData } from "react-router-dom";
import { errorMessage } from "./errors";
import { showToast } from "./toasts";

export interface Page<TItem, TVars> {
  items: readonly TItem[];
  /** The variables that fetch the next page, or null when there is none. */
  next: Partial<TVars> | null;
}

/** Next page of an offset list: the next offset is what is already shown. */
export const offsetNext = (hasMore: boolean, shown: number) => (hasMore ? { offset: shown } : null);
/** Next page of a keyset list with an opaque cursor. */
export const cursorNext = (cursor: string | null | undefined) => (cursor ? { after: cursor } : null);
/** Next page of a Relay connection (docs/architecture.md, "Pagination"). */
export const connectionNext = (pageInfo: { hasNextPage: boolean; endCursor?: string | null }) =>
  pageInfo.hasNextPage && pageInfo.endCursor ? { after: pageInfo.endCursor } : null;

export interface PagedList<TData, TItem> {
  /** The answer shown (the previous one while new variables load). */
  data: TData | undefined;
  /** The items shown, or undefined before the first answer. */
  items: readonly TItem[] | undefined;
  hasMore: boolean;
  /** The first answer is on its way (nothing to show yet). */
  loading: boolean;
  /** An answer is shown while the answer for new variables is on its way. */
  stale: boolean;
  error: unknown;
  loadingMore: boolean;
  showMore: () => Promise<void>;
  /** Asks again from the first page (e.g. a retry after an error). */
  refetch: () => void;
}

export function usePagedList<TData, TVars extends OperationVariables, TItem>(
  document: TypedDocumentNode<TData, TVars>,
  options: useQuery.Options<NoInfer<TData>, NoInfer<TVars>>,
  select: (data: NoInfer<TData>) => Page<TItem, NoInfer<TVars>> | undefined,
  /** Extra variables for later pages (e.g. a different page size). */
  nextPageVariables?: Partial<NoInfer<TVars>>,
): PagedList<TData, TItem> {
  const { data, previousData, loading, error, fetchMore, variables, refetch } = useQuery<TData, TVars>(document, options);
  const [loadingMore, setLoadingMore] = useState(false);
  const shown = (data ?? previousData) as TData | undefined;
  const page = shown ? select(shown) : undefined;
  const next = page?.next ?? null;

  const showMore = useCallback(async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { ...variables, ...nextPageVariables, ...next } as Partial<TVars> });
    } catch (err) {
      showToast(errorMessage(err));
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, next, variables, nextPageVariables]);

  return {
    data: shown,
    items: page?.items,
    hasMore: next !== null,
    loading: loading && !shown,
    stale: loading && !!shown && !loadingMore,
    error,
    loadingMore,
    showMore,
    refetch: () => void refetch().catch(() => undefined),
  };
}

/** A loader's query reference (errorPolicy "all": the answer may hold no data). */
type LoaderRef<TData, TVars extends OperationVariables> = PreloadedQueryRef<TData, TVars, "complete" | "streaming" | "empty">;

/**
 * usePagedList over the query its route's loader started (app/route-loader.ts): the first page arrives with the
 * page's chunk, not after it. "show more" asks for the next page in a transition, so the list stays on screen. When
 * the loader runs again (a filter in the address changed), the previous list stays on screen, `stale`, until the new
 * answer arrives (useDeferredValue over the reference).
 */
export function useRoutePagedList<TData, TVars extends OperationVariables, TItem>(
  _document: TypedDocumentNode<TData, TVars>,
  select: (data: NoInfer<TData>) => Page<TItem, NoInfer<TVars>> | undefined,
  /** Where the query's reference is in what the loader returned (default: it is what the loader returned). */
  refIn: (loaderData: never) => LoaderRef<TData, TVars> = (d) => d,
): PagedList<TData, TItem> {
  const latestRef = refIn(useLoaderData() as never);
  const queryRef = useDeferredValue(latestRef);
  const { data, error } = useReadQuery(queryRef);
  const { fetchMore, refetch } = useQueryRefHandlers(queryRef);
  const [loadingMore, startLoadingMore] = useTransition();
  const shown = data as TData | undefined;
  const page = shown ? select(shown) : undefined;
  const next = page?.next ?? null;

  const showMore = useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (!next) return resolve();
        startLoadingMore(async () => {
          try {
            await fetchMore({ variables: next as Partial<TVars> });
          } catch (err) {
            showToast(errorMessage(err));
          } finally {
            resolve();
          }
        });
      }),
    [fetchMore, next],
  );

  return {
    data: shown,
    items: page?.items,
    hasMore: next !== null,
    loading: false,
    stale: queryRef !== latestRef,
    error,
    loadingMore,
    showMore,
    refetch: () => startLoadingMore(() => void refetch().catch(() => undefined)),
  };
}
