/**
 * The `?id=` pattern of list pages (docs/architecture.md, "Web: shared hooks"): the selected item lives in the
 * address, so a dialog can be linked to, and Back closes it. Opening and closing add a history entry; `follow`
 * replaces the current one (moving from one item to another inside the dialog).
 */
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

export interface SelectedId {
  selected: string | null;
  open: (id: string) => void;
  close: () => void;
  follow: (id: string) => void;
}

export function useSelectedId(param = "id"): SelectedId {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (id: string | null, replace: boolean) =>
      setParams(
        (p) => {
          if (id === null) p.delete(param);
          else p.set(param, id);
          return p;
        },
        { replace },
      ),
    [setParams, param],
  );
  return {
    selected: params.get(param),
    open: useCallback((id: string) => set(id, false), [set]),
    close: useCallback(() => set(null, false), [set]),
    follow: useCallback((id: string) => set(id, true), [set]),
  };
}
