import { useEffect, useRef, useSyncExternalStore } from "react";
import { dismissToast, getToasts, holdToasts, subscribeToasts } from "./toasts";

/** The key that moves focus to the newest toast's Dismiss button (and back to where it was when that toast goes). */
export const TOASTS_KEY = "F8";

/**
 * The toast stack: a polite live region, so screen readers announce each message. It comes right after the skip link
 * in the page (and Modal keeps it inside its focus trap), and F8 jumps to the newest toast, so a keyboard user reaches
 * Dismiss in one key. A toast stays while the pointer is over the stack or focus is in it.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const regionRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== TOASTS_KEY || e.altKey || e.ctrlKey || e.metaKey) return;
      const buttons = regionRef.current?.querySelectorAll<HTMLButtonElement>(".toast__close");
      const newest = buttons?.[buttons.length - 1];
      if (!newest) return;
      e.preventDefault();
      const active = document.activeElement;
      if (active instanceof HTMLElement && !regionRef.current?.contains(active)) returnTo.current = active;
      newest.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // Never leave focus on <body> when a focused toast goes: back to where F8 came from, else to the next toast.
  const dismiss = (id: number) => {
    const region = regionRef.current;
    const hadFocus = !!region && region.contains(document.activeElement);
    dismissToast(id);
    if (!hadFocus) return;
    holdToasts(false);
    const next = region.querySelector<HTMLButtonElement>(`.toast:not([data-toast-id="${id}"]) .toast__close`);
    const back = returnTo.current?.isConnected ? returnTo.current : null;
    const context = document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]') ?? document.getElementById("main");
    (next ?? back ?? context)?.focus();
  };

  return (
    <div
      ref={regionRef}
      className="toaster"
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-label={`Notifications (${TOASTS_KEY})`}
      onMouseEnter={() => holdToasts(true)}
      onMouseLeave={() => {
        if (!regionRef.current?.contains(document.activeElement)) holdToasts(false);
      }}
      onFocus={(e) => {
        // Remember where focus came from (F8 or Tab), to return there when the toasts go.
        if (e.relatedTarget instanceof HTMLElement && !regionRef.current?.contains(e.relatedTarget)) {
          returnTo.current = e.relatedTarget;
        }
        holdToasts(true);
      }}
      onBlur={(e) => {
        if (!regionRef.current?.contains(e.relatedTarget as Node | null) && !regionRef.current?.matches(":hover")) {
          holdToasts(false);
        }
      }}
    >
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.type}`} data-toast-id={t.id}>
          <span>{t.message}</span>
          <button
            type="button"
            className="toast__close"
            aria-label="Dismiss message"
            aria-keyshortcuts={TOASTS_KEY}
            onClick={() => dismiss(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
