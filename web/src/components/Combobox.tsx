import "./Combobox.css";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";

export interface ComboboxProps<T> {
  /** The visible label of the text field. */
  label: ReactNode;
  /** Id of the text field (default: a generated one). */
  id?: string;
  /** The text typed (the search). */
  value: string;
  onValueChange: (text: string) => void;
  /** The options offered for the text (the caller searches). */
  options: readonly T[];
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  /** Content of an option (default: its label). */
  renderOption?: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  /** Accessible name of the list of options, e.g. "Matching artists". */
  listLabel: string;
  /** The list opened or closed (e.g. to search only while it is open). */
  onOpenChange?: (open: boolean) => void;
  /** Focus left the text field and its list (e.g. to put back the chosen value's label). */
  onLeave?: () => void;
  /** The options for the current text are on their way. */
  searching?: boolean;
  /** More options match than are shown. */
  hasMore?: boolean;
  /** Loads the next page of options ("Show more"); without it, a hint asks to type more when `hasMore`. */
  onShowMore?: () => Promise<void>;
  loadingMore?: boolean;
  /** Shown when nothing matches. */
  noMatchText?: string;
  /** Shown when more match and there is no "Show more". */
  moreHint?: string;
  placeholder?: string;
  maxLength?: number;
  /** The field a dialog focuses first. */
  autoFocus?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
}

/**
 * An editable combobox with a list popup (WAI-ARIA APG "combobox with listbox popup", list autocomplete): typing opens
 * the list of options the caller found for the text; ↓/↑ move through them (wrapping), Enter chooses the active one,
 * Escape closes the list (and only the list, not a dialog around it); a click chooses too. Focus stays in the text
 * field throughout: the active option is announced through aria-activedescendant. "Show more" is a real button after
 * the list; once the next page is in, focus comes back to the field with the first new option active.
 */
export function Combobox<T>({
  label,
  id,
  value,
  onValueChange,
  options,
  optionKey,
  optionLabel,
  renderOption,
  onSelect,
  listLabel,
  onOpenChange,
  onLeave,
  searching = false,
  hasMore = false,
  onShowMore,
  loadingMore = false,
  noMatchText = "No match.",
  moreHint = "More match: type more of the name.",
  placeholder,
  maxLength,
  autoFocus,
  describedBy,
  inputRef,
  className = "",
  labelClassName,
  inputClassName,
}: ComboboxProps<T>) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const listId = `${generated}-list`;
  const statusId = `${generated}-status`;
  const optionId = (i: number) => `${generated}-option-${i}`;
  const ownInput = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) setActive(-1);
  };
  useEffect(() => onOpenChangeRef.current?.(open), [open]);

  const count = options.length;
  const current = open && active >= 0 && active < count ? active : -1;

  // The active option stays in view while the arrows move through a long list.
  useEffect(() => {
    if (current < 0) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${current}"]`);
    el?.scrollIntoView?.({ block: "nearest" });
  }, [current]);

  const choose = (option: T) => {
    onSelect(option);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const down = e.key === "ArrowDown";
      if (!open || e.altKey) {
        setOpen(true);
        if (!e.altKey && count) setActive(down ? 0 : count - 1);
        return;
      }
      if (!count) return;
      setActive(current < 0 ? (down ? 0 : count - 1) : (current + (down ? 1 : -1) + count) % count);
    } else if (e.key === "Enter") {
      if (current >= 0) {
        e.preventDefault();
        choose(options[current]!);
      }
    } else if (e.key === "Escape") {
      if (open) {
        // Closes the list only: a dialog around the field stays open.
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
      }
    }
  };

  const showMore = async () => {
    if (!onShowMore || loadingMore) return;
    const before = count;
    await onShowMore();
    ownInput.current?.focus();
    setActive(before);
  };

  const status = !open
    ? ""
    : searching && count === 0
      ? "Searching…"
      : count === 0
        ? hasMore
          ? "No option shown, more match"
          : noMatchText
        : `${count} ${count === 1 ? "option" : "options"}${hasMore ? ", more match" : ""}`;

  return (
    <div
      className={`combobox ${className}`}
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
        setOpen(false);
        onLeave?.();
      }}
    >
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input
        id={inputId}
        ref={(el) => {
          ownInput.current = el;
          if (typeof inputRef === "function") inputRef(el);
          else if (inputRef) inputRef.current = el;
        }}
        className={`combobox__input ${inputClassName ?? ""}`}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        data-autofocus={autoFocus || undefined}
        onChange={(e) => {
          onValueChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className="combobox__popup" hidden={!open} onMouseDown={(e) => e.preventDefault()}>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={listLabel}
          aria-busy={searching || undefined}
          className="combobox__list"
        >
          {open &&
            options.map((o, i) => (
              <li
                key={optionKey(o)}
                id={optionId(i)}
                data-index={i}
                role="option"
                aria-selected={i === current}
                className={`combobox__option ${i === current ? "combobox__option--active" : ""}`}
                onMouseMove={() => i !== current && setActive(i)}
                onClick={() => choose(o)}
              >
                {renderOption ? renderOption(o) : optionLabel(o)}
              </li>
            ))}
        </ul>
        {open && count === 0 && (searching || !hasMore) && (
          <p className="combobox__note muted">{searching ? "Searching…" : noMatchText}</p>
        )}
        {open && hasMore && !searching && (
          <div className="combobox__more">
            {onShowMore ? (
              <button
                type="button"
                className="button button--ghost combobox__more-button"
                aria-disabled={loadingMore || undefined}
                onClick={() => void showMore()}
              >
                {loadingMore ? "Loading…" : "Show more"}
              </button>
            ) : (
              <p className="combobox__note muted">{moreHint}</p>
            )}
          </div>
        )}
      </div>
      <p id={statusId} role="status" className="visually-hidden">
        {status}
      </p>
    </div>
  );
}
