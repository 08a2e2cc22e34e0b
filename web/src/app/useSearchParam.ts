/**
 * Filters in the address (docs/architecture.md, "Routes and loaders"): a page keeps what its route's loader reads
 * (a tab, a filter, a search) in search parameters, so changing one is a navigation that runs the loader again
 * (routes.tsx `search`), and Back restores it. An empty value removes the parameter.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { createSearchParams, useLocation, useSearchParams, type SetURLSearchParams } from "react-router-dom";
import { useDebouncedValue } from "./useDebouncedValue";

/**
 * useSearchParams, but the parameters a control asked for until its navigation lands: a control shows its new state
 * at once (a pressed tab, a checked radio), while the loader's new answer is still on its way; and a change made
 * meanwhile (a second filter) starts from them, so it does not undo the first.
 *
 * The router applies a navigation in a transition, which React holds (with the address and the router's own pending
 * navigation, useNavigation) until the new answer the page reads has arrived; so what was asked for is kept in this
 * hook's state, set at once by the control's event, and shown while the address is still the one it was asked from
 * (`location.key` changes when the navigation lands, or when another one, such as Back, does).
 */
export function usePendingSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const [asked, setAsked] = useState<{ from: string; search: string } | null>(null);
  const search = asked && asked.from === key ? asked.search : null;
  const shown = useMemo(() => (search === null ? params : new URLSearchParams(search)), [search, params]);
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      const nextParams = createSearchParams(typeof next === "function" ? next(new URLSearchParams(shown)) : next);
      setAsked({ from: key, search: nextParams.toString() });
      setParams(nextParams, options);
    },
    [setParams, shown, key],
  );
  return [shown, set];
}

export type SetSearchParam = (value: string | null, options?: { replace?: boolean }) => void;

/**
 * One search parameter ("" when absent; the one asked for while its navigation is on its way, usePendingSearchParams) and its setter (a new
 * history entry unless `replace`).
 */
export function useSearchParam(key: string): [string, SetSearchParam] {
  const [params, setParams] = usePendingSearchParams();
  const set = useCallback<SetSearchParam>(
    (value, options) =>
      setParams(
        (p) => {
          if (value === null || value === "") p.delete(key);
          else p.set(key, value);
          return p;
        },
        { replace: options?.replace ?? false },
      ),
    [setParams, key],
  );
  return [params.get(key) ?? "", set];
}

/**
 * A search box over a search parameter: the box shows what is typed at once; the address gets the trimmed text
 * once typing has stopped for `ms` milliseconds (replacing the current entry, so typing adds no history). When the
 * address changes otherwise (Back, a link), the box follows it.
 */
export function useDebouncedSearchParam(key: string, ms = 300): [string, (text: string) => void] {
  const [value, setValue] = useSearchParam(key);
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), ms);
  useEffect(() => {
    if (debounced !== value) setValue(debounced, { replace: true });
    // Only a new debounced text writes the address; a new address is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    if (value !== debounced) setText(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return [text, setText];
}
