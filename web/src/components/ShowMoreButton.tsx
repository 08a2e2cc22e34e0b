import { useEffect, useRef, type ReactNode } from "react";

interface ShowMoreButtonProps {
  /** The paged list (app/usePagedList.ts). */
  list: { hasMore: boolean; loadingMore: boolean; showMore: () => Promise<void> };
  /** How many items are shown now. */
  shown: number;
  /** The focusable element of the item at this index (the first item a page added), or null. */
  itemFocus: (index: number) => HTMLElement | null | undefined;
  /** The button's text (e.g. with a visually hidden part naming the list when a page has several). */
  label?: ReactNode;
  /** The button's classes: a primary button unless the page's style asks for another. */
  className?: string;
}

/**
 * "Show more" under a list paged by cursor: a real button. While the next page loads it is aria-disabled (a disabled
 * button would drop keyboard focus to <body>) and ignores clicks. When the last page arrives the button goes away;
 * focus then moves to the first item that page added, so a keyboard user carries on where the list grew.
 * Always rendered (it renders nothing when there is no more), so it sees the page arrive.
 */
export function ShowMoreButton({
  list,
  shown,
  itemFocus,
  label = "Show more",
  className = "button button--primary",
}: ShowMoreButtonProps) {
  /** The index of the first item of the page asked for, while the button had focus. */
  const pending = useRef<number | null>(null);

  // Waits for the page's items themselves: the request may settle a render before or after they show.
  useEffect(() => {
    const from = pending.current;
    if (from === null || shown <= from) return;
    pending.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) itemFocus(from)?.focus();
  }, [shown, itemFocus]);

  if (!list.hasMore) return null;
  return (
    <p className="center">
      <button
        type="button"
        className={className}
        aria-disabled={list.loadingMore || undefined}
        onClick={() => {
          if (list.loadingMore) return;
          pending.current = shown;
          void list.showMore();
        }}
      >
        {list.loadingMore ? "Loading…" : label}
      </button>
    </p>
  );
}
