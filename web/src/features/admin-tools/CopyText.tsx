import { useId, useState } from "react";
import { showToast } from "../../app/toasts";

/** A read-only block of text to paste elsewhere (news posts, bot commands), with a Copy button. */
export function CopyText({ label, text, rows = 8 }: { label: string; text: string; rows?: number }) {
  const id = useId();
  const [done, setDone] = useState(false);
  return (
    <div className="copy-text">
      <div className="copy-text__head">
        <label htmlFor={id} className="fa-field-label">
          {label}
        </label>
        <button
          type="button"
          className="button button--small button--ghost"
          aria-label={`Copy ${label}`}
          onClick={() => {
            void navigator.clipboard
              ?.writeText(text)
              .then(() => {
                setDone(true);
                setTimeout(() => setDone(false), 1000);
              })
              .catch(() => showToast("Could not copy: select the text and copy it"));
          }}
        >
          {done ? "Copied" : "Copy"}
        </button>
      </div>
      <textarea id={id} className="input copy-text__area" readOnly rows={rows} value={text} />
    </div>
  );
}
