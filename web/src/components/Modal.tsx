import "./Modal.css";
import { useEffect, useId, useRef, type ReactNode } from "react";

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Extra class on the dialog box (e.g. a wider layout). */
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A radio group is one Tab stop (its checked radio, else its first), as the browser does. */
function tabStop(el: HTMLElement): boolean {
  if (!(el instanceof HTMLInputElement) || el.type !== "radio" || !el.name) return true;
  const group = [...(el.form ?? el.ownerDocument).querySelectorAll<HTMLInputElement>("input[type=radio]")].filter(
    (r) => r.name === el.name,
  );
  return el === (group.find((r) => r.checked) ?? group[0]);
}

/**
 * A modal dialog: focus moves into it and is trapped there, Escape or the backdrop closes it,
 * and focus returns to whatever had it before (usually the card that opened it).
 */
export function Modal({ title, onClose, children, className = "" }: ModalProps) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = boxRef.current;
    const first = box?.querySelector<HTMLElement>("[data-autofocus]") ?? box;
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";

    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        onCloseRef.current();
        return;
      }
      if (e.key !== "Tab" || !box) return;
      // The toasts (outside the dialog) stay in the cycle, so their Dismiss buttons remain reachable.
      const toaster = document.querySelector<HTMLElement>(".toaster");
      const items = [
        ...box.querySelectorAll<HTMLElement>(FOCUSABLE),
        ...(toaster?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
      ].filter((el) => !el.closest("[hidden]") && tabStop(el));
      if (items.length === 0) {
        e.preventDefault();
        box.focus();
        return;
      }
      // The cycle is explicit (the toasts are elsewhere in the page): next or previous item, wrapping around.
      e.preventDefault();
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next =
        index < 0 ? (e.shiftKey ? items.length - 1 : 0) : (index + (e.shiftKey ? -1 : 1) + items.length) % items.length;
      items[next]!.focus();
    };
    document.addEventListener("keydown", onKey);

    // Focus is never lost inside the dialog: when the focused control goes away (a removed row, a control replaced
    // after an action), focus moves to the nearest surviving [data-focus-fallback] (a section heading), else the box.
    let lastFocused: HTMLElement | null = null;
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && box?.contains(e.target)) lastFocused = e.target;
    };
    document.addEventListener("focusin", onFocusIn);
    const observer = new MutationObserver(() => {
      if (!box || (document.activeElement && document.activeElement !== document.body)) return;
      if (lastFocused?.isConnected && !lastFocused.matches(":disabled")) {
        lastFocused.focus();
        return;
      }
      let survivor: HTMLElement | null = lastFocused;
      while (survivor && !survivor.isConnected) survivor = survivor.parentElement;
      let target: HTMLElement | null = null;
      for (let el = survivor; el && box.contains(el) && !target; el = el.parentElement) {
        target = el.matches("[data-focus-fallback]") ? el : el.querySelector<HTMLElement>("[data-focus-fallback]");
      }
      (target ?? box).focus();
    });
    if (box) observer.observe(box, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });

    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={boxRef} className={`modal ${className}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
