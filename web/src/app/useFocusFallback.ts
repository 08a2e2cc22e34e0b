import { useCallback, useRef } from "react";

/**
 * When an action removes the focused element (a removed participant, a badge row that left the queue), focus would
 * fall to the page body: `restore()` moves it to the returned ref's element (give it tabIndex={-1}) instead.
 */
export function useFocusFallback<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const restore = useCallback(() => {
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) ref.current?.focus();
    }, 0);
  }, []);
  return { ref, restore };
}
