import { useId } from "react";

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  /** A request is under way: clicks are ignored but focus stays. */
  busy?: boolean;
  description?: string;
}

/** An accessible on/off switch (role="switch"), labelled by its visible text. */
export function Switch({ label, checked, onChange, disabled, busy, description }: SwitchProps) {
  const id = useId();
  return (
    <div className="switch-row">
      <span className="switch-row__text">
        <span id={`${id}-label`} className="switch-row__label">
          {label}
        </span>
        {description && (
          <span id={`${id}-desc`} className="switch-row__desc">
            {description}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
        disabled={disabled}
        aria-busy={busy || undefined}
        className={`switch ${checked ? "switch--on" : ""}`}
        onClick={() => {
          if (!busy) onChange(!checked);
        }}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
