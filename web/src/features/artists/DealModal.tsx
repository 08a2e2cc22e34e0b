import { useFragment } from "@apollo/client/react";
import { useId, useState } from "react";
import { ConfirmButton } from "../../components/ConfirmButton";
import { Modal } from "../../components/Modal";
import { Switch } from "../../components/Switch";
import { columnsText, daysAgoText, FLAG_GROUPS, isoDay, localDay, statusHints } from "./board";
import { FaCardFieldsFragmentDoc, type FaCardFieldsFragment } from "./gql/graphql";
import { ShowcaseMapperPicker } from "./ShowcaseMapperPicker";
import type { FaActions } from "./useFaActions";

interface DealModalProps {
  artistId: string;
  actions: FaActions;
  onClose: () => void;
  /** After a delete: the modal closes and the board decides where focus goes. */
  onDeleted: () => void;
}

/** Every switch of a deal, its dates, notes, showcase mappers, reset and (while never contacted) delete. */
export function DealModal({ artistId, actions, onClose, onDeleted }: DealModalProps) {
  const { data, complete } = useFragment({ fragment: FaCardFieldsFragmentDoc, from: { __typename: "FaArtist", id: artistId } });
  if (!complete || !data) return null;
  return <DealEditor artist={data as FaCardFieldsFragment} actions={actions} onClose={onClose} onDeleted={onDeleted} />;
}

function DealEditor({
  artist: a,
  actions,
  onClose,
  onDeleted,
}: { artist: FaCardFieldsFragment } & Omit<DealModalProps, "artistId">) {
  const [release, setRelease] = useState(a.projectedRelease ?? "");
  const [contact, setContact] = useState(isoDay(a.lastContacted));
  const [notes, setNotes] = useState(a.notes ?? "");
  const [pending, setPending] = useState<string | null>(null);
  const ids = { release: useId(), contact: useId(), notes: useId() };
  const hints = statusHints(a);

  return (
    <Modal title={a.label} onClose={onClose} className="modal--wide fa-modal">
      <p className="fa-card__hints" aria-label="Status">
        {hints.length ? (
          hints.map((h) => (
            <span key={h.text} className={`fa-hint fa-hint--${h.tone}`}>
              {h.text}
            </span>
          ))
        ) : (
          <span className="fa-hint fa-hint--done">nothing missing</span>
        )}
        <span className="muted"> · last contact {daysAgoText(a.lastContacted)}</span>
      </p>
      <p className="fa-modal__where" aria-live="polite" data-testid="deal-columns">
        On the board: <strong>{columnsText(a.columns)}</strong>
      </p>

      <div className="fa-modal__flags">
        {FLAG_GROUPS.map((g) => (
          <fieldset key={g.title} className="fa-modal__group">
            <legend>{g.title}</legend>
            {g.flags.map((f) => (
              <Switch
                key={f.flag}
                label={f.label}
                checked={!!a[f.field]}
                busy={pending === f.flag}
                onChange={async (value) => {
                  setPending(f.flag);
                  await actions.setFlag(a.id, f.flag, value);
                  setPending(null);
                }}
              />
            ))}
          </fieldset>
        ))}
      </div>

      <div className="fa-modal__dates">
        <form
          className="fa-modal__field"
          onSubmit={(e) => {
            e.preventDefault();
            void actions.setProjectedRelease(a.id, release || null);
          }}
        >
          <label htmlFor={ids.release} className="fa-field-label">
            Projected release
          </label>
          <div className="inline-form">
            <input
              id={ids.release}
              type="date"
              className="input input--small"
              value={release}
              onChange={(e) => setRelease(e.target.value)}
            />
            <button type="submit" className="button button--small" disabled={actions.busy}>
              Save
            </button>
            {a.projectedRelease && (
              <button
                type="button"
                className="fa-link-button"
                disabled={actions.busy}
                onClick={() => {
                  setRelease("");
                  void actions.setProjectedRelease(a.id, null);
                }}
              >
                clear
              </button>
            )}
          </div>
        </form>
        <form
          className="fa-modal__field"
          onSubmit={(e) => {
            e.preventDefault();
            void actions.setLastContacted(a.id, contact || null);
          }}
        >
          <label htmlFor={ids.contact} className="fa-field-label">
            Last contact
          </label>
          <div className="inline-form">
            <input
              id={ids.contact}
              type="date"
              className="input input--small"
              value={contact}
              onChange={(e) => setContact(e.target.value)}
            />
            <button type="submit" className="button button--small" disabled={actions.busy}>
              Save
            </button>
            <button
              type="button"
              className="fa-link-button"
              disabled={actions.busy}
              onClick={() => {
                const today = localDay();
                setContact(today);
                void actions.setLastContacted(a.id, today);
              }}
            >
              mark as today
            </button>
          </div>
        </form>
      </div>

      <form
        className="fa-modal__field"
        onSubmit={(e) => {
          e.preventDefault();
          void actions.setNotes(a.id, notes);
        }}
      >
        <label htmlFor={ids.notes} className="fa-field-label">
          Notes
        </label>
        <textarea
          id={ids.notes}
          className="input"
          rows={3}
          maxLength={5000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <div className="inline-form">
          <button type="submit" className="button button--small" disabled={actions.busy || notes === (a.notes ?? "")}>
            Save notes
          </button>
        </div>
      </form>

      <section className="fa-modal__field" aria-label="Showcase mappers">
        <h3 className="fa-field-label">Showcase mappers</h3>
        <ShowcaseMapperPicker artist={a} actions={actions} />
      </section>

      <div className="fa-modal__danger">
        <ConfirmButton confirmLabel="Click again to reset" disabled={actions.busy} onConfirm={() => void actions.reset(a.id)}>
          Reset progress
        </ConfirmButton>
        {!a.isContacted && (
          <ConfirmButton
            confirmLabel="Click again to delete"
            disabled={actions.busy}
            onConfirm={async () => {
              if (await actions.remove(a.id)) onDeleted();
            }}
          >
            Delete artist
          </ConfirmButton>
        )}
        <span className="muted field-hint">
          Reset turns every progress switch off and clears the projected release; notes stay.
        </span>
      </div>
    </Modal>
  );
}
