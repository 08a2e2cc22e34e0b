import { useEffect, useState, type ReactNode } from "react";

interface ConfirmButtonProps {
  children: ReactNode;
  /** Shown after the first click; the second click runs onConfirm. */
  confirmLabel?: ReactNode;
  onConfirm: () => void;
  disabled?: boolean;
  className?: string;
  /** How long the armed state lasts before it falls back (ms). */
  timeoutMs?: number;
}

/** How long a first click stays armed before the button falls back. */
const CONFIRM_WINDOW_MS = 4000;

/**
 * A destructive action that needs a second click (delete, set winner, set invalid). While disabled (usually: its
 * request is running) it is aria-disabled and ignores clicks, but keeps keyboard focus: a disabled button would drop
 * focus to <body>.
 */
export function ConfirmButton({
  children,
  confirmLabel = "Click again to confirm",
  onConfirm,
  disabled,
  className = "",
  timeoutMs = CONFIRM_WINDOW_MS,
}: ConfirmButtonProps) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const t = setTimeout(() => setArmed(false), timeoutMs);
    return () => clearTimeout(t);
  }, [armed, timeoutMs]);

  return (
    <button
      type="button"
      className={`button ${armed ? "button--danger" : "button--ghost"} ${className}`}
      aria-disabled={disabled || undefined}
      aria-live="polite"
      onBlur={() => setArmed(false)}
      onClick={() => {
        if (disabled) return;
        if (!armed) {
          setArmed(true);
          return;
        }
        setArmed(false);
        onConfirm();
      }}
    >
      {armed ? confirmLabel : children}
    </button>
  );
}
