import { useId, useState } from "react";
import { Modal } from "../../components/Modal";
import type { FaActions } from "./useFaActions";

/** "Add artist": a new deal (name, a comment that becomes its notes, and how far it already is). */
export function AddArtistDialog({
  actions,
  onClose,
  onAdded,
}: {
  /** The FA Schedule's actions, or the admin page's own `create` (which refreshes its list instead of the board). */
  actions: Pick<FaActions, "create" | "busy">;
  onClose: () => void;
  onAdded: (id: string) => void;
}) {
  const [name, setName] = useState("");
  const [comment, setComment] = useState("");
  const [isContacted, setContacted] = useState(false);
  const [isResponded, setResponded] = useState(false);
  const [isAnnounced, setAnnounced] = useState(false);
  const ids = { name: useId(), comment: useId() };

  return (
    <Modal title="Add artist" onClose={onClose}>
      <form
        className="fa-add"
        onSubmit={async (e) => {
          e.preventDefault();
          const res = await actions.create({ name, comment: comment || null, isContacted, isResponded, isAnnounced });
          if (res) onAdded(res.createFaArtist.id);
        }}
      >
        <label htmlFor={ids.name} className="fa-field-label">
          Name
        </label>
        <input
          id={ids.name}
          className="input"
          required
          maxLength={200}
          value={name}
          data-autofocus
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor={ids.comment} className="fa-field-label">
          Comment
        </label>
        <textarea
          id={ids.comment}
          className="input"
          rows={3}
          maxLength={5000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        <fieldset className="fa-add__flags">
          <legend className="fa-field-label">Already</legend>
          <label>
            <input type="checkbox" checked={isContacted} onChange={(e) => setContacted(e.target.checked)} /> contacted
          </label>
          <label>
            <input type="checkbox" checked={isResponded} onChange={(e) => setResponded(e.target.checked)} /> responded
          </label>
          <label>
            <input type="checkbox" checked={isAnnounced} onChange={(e) => setAnnounced(e.target.checked)} /> announced (every step
            done)
          </label>
        </fieldset>
        <div className="inline-form">
          <button type="submit" className="button button--primary" disabled={actions.busy || !name.trim()}>
            Add artist
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
