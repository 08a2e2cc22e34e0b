import { useEffect, useId, useRef, type ReactNode } from "react";

interface ConfirmPanelProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * An in-place confirmation dialog (role="alertdialog"): focus moves to its confirm button, Escape or Cancel dismisses it
 * without closing the surrounding modal. Used before loading or rerolling a confidential showcase assignment.
 */
export function ConfirmPanel({ title, children, confirmLabel, onConfirm, onCancel, busy }: ConfirmPanelProps) {
  const titleId = useId();
  const bodyId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      className="confirm-panel"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <h4 id={titleId} className="confirm-panel__title">
        {title}
      </h4>
      <div id={bodyId} className="confirm-panel__body">
        {children}
      </div>
      <div className="confirm-panel__actions">
        <button ref={confirmRef} type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
          {busy ? "Working…" : confirmLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
