import "./Tooltip.css";
import { useId, useState, type ReactElement, type ReactNode } from "react";

interface TooltipProps {
  content: ReactNode;
  children: ReactElement | string;
}

/**
 * A small tooltip shown on hover and on keyboard focus; the trigger is described by it (aria-describedby),
 * so screen readers read it too. Escape hides it.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className="tooltip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false);
      }}
    >
      <span className="tooltip__trigger" tabIndex={0} aria-describedby={id}>
        {children}
      </span>
      <span role="tooltip" id={id} className={`tooltip__bubble ${open ? "tooltip__bubble--open" : ""}`}>
        {content}
      </span>
    </span>
  );
}
