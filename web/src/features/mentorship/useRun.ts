import { useCallback, useRef, useState } from "react";
import { errorMessage } from "../../app/errors";
import { showToast } from "../../app/toasts";

/**
 * Runs a mutation with a success toast or the server's message; `busy` while it runs.
 * (Local until the shared mutation runner lands on main.)
 */
export function useRun() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (fn: () => Promise<unknown>, success?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await fn();
      if (success) showToast(success, "success");
      return true;
    } catch (err) {
      showToast(errorMessage(err));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { run, busy };
}

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
