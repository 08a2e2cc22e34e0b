import { useId, useState } from "react";
import { formatCount } from "./review-shared";

/**
 * A comment editor with its length limit shown as the member types; Save stays disabled while the text is too long
 * or unchanged (the server refuses longer texts too). The saved text follows the server unless the member is editing.
 */
export function CommentBox({
  label,
  initial,
  max,
  saving,
  onSave,
}: {
  label: string;
  initial: string;
  max: number;
  saving: boolean;
  onSave: (text: string) => Promise<boolean>;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [base, setBase] = useState(initial);
  // The saved text changed elsewhere (a refetch): follow it unless the member is editing.
  if (initial !== base) {
    setBase(initial);
    if (text === base) setText(initial);
  }
  const tooLong = text.length > max;
  const changed = text.trim() !== initial.trim();
  return (
    <div className="review-comment">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={text}
        rows={3}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-count`}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="review-comment__footer">
        <span id={`${id}-count`} className={tooLong ? "review-error" : "muted"} aria-live="polite">
          {tooLong
            ? `${formatCount(text.length)} / ${formatCount(max)} characters — ${formatCount(text.length - max)} too many`
            : `${formatCount(text.length)} / ${formatCount(max)} characters`}
        </span>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={saving || tooLong || !changed || undefined}
          onClick={() => {
            if (saving || tooLong || !changed) return;
            void onSave(text.trim());
          }}
        >
          {saving ? "Saving…" : "Save comment"}
        </button>
      </div>
    </div>
  );
}
