/**
 * Search-as-you-type over a Relay connection with a `search` argument (e.g. `mappableArtistsConnection`): the text is
 * sent once it has stopped changing for SEARCH_DEBOUNCE_MS, the server answers the first SEARCH_PAGE matches, and
 * "show more" appends the next page (app/apollo.ts merges the pages; one list per search).
 */
import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { connectionNext, usePagedList } from "./usePagedList";
import { useDebouncedValue } from "./useDebouncedValue";

export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_PAGE = 20;

interface SearchVars extends OperationVariables {
  search?: string | null;
  first: number;
  after?: string | null;
}

export interface ConnectionSearch<TItem> {
  /** The matches shown (those of the previous text while the new text's are on their way). */
  items: readonly TItem[];
  /** The text the shown matches answer (trimmed), or null before any answer. */
  searchedFor: string | null;
  /** The matches for the current text are not in yet (typing, or the request is on its way). */
  searching: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  showMore: () => Promise<void>;
  error: unknown;
}

export function useConnectionSearch<TData, TVars extends SearchVars, TItem>(
  document: TypedDocumentNode<TData, TVars>,
  text: string,
  select: (data: NoInfer<TData>) => {
    nodes: readonly TItem[];
    pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  },
  { skip = false }: { skip?: boolean } = {},
): ConnectionSearch<TItem> {
  const typed = text.trim();
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const variables = { search: search || null, first: SEARCH_PAGE } as TVars;
  // Nothing is asked while the text is still changing (the previous matches stay shown meanwhile).
  const list = usePagedList<TData, TVars, TItem>(document, { variables, skip: skip || typed !== search }, (d) => {
    const page = select(d);
    return { items: page.nodes, next: connectionNext(page.pageInfo) as Partial<TVars> | null };
  });
  const answered = !skip && typed === search && !!list.data && !list.loading && !list.stale;
  return {
    items: list.items ?? [],
    searchedFor: answered ? search : null,
    searching: !skip && (typed !== search || list.loading || list.stale),
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    showMore: list.showMore,
    error: list.error,
  };
}
