import { useSyncExternalStore } from "react";
import { dismissToast, getToasts, subscribeToasts } from "./toasts";

/** The toast stack: a polite live region, so screen readers announce each message. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="toaster" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.type}`}>
          <span>{t.message}</span>
          <button type="button" className="toast__close" aria-label="Dismiss message" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
