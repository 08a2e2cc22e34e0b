import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A disclosure (button + popup) that closes on Escape (focus back on its button), on a click outside,
 * and when focus leaves it.
 */
export function useDisclosure<B extends HTMLElement = HTMLButtonElement, P extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<B>(null);
  const rootRef = useRef<P>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((o) => !o), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        close(true);
      }
    };
    const onPointer = (e: Event) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) close(false);
    };
    const onFocus = (e: FocusEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open, close]);

  return { open, setOpen, toggle, close, buttonRef, rootRef };
}
