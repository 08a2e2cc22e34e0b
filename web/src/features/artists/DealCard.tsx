import { useId, useState } from "react";
import { UserLink } from "../../components/UserLink";
import { truncate } from "../../lib/format";
import { daysAgoText, formatDay, isoDay, isOverdue, localDay, statusHints } from "./board";
import type { FaCardFieldsFragment } from "./gql/graphql";
import type { FaActions } from "./useFaActions";

interface DealCardProps {
  artist: FaCardFieldsFragment;
  inProgress: boolean;
  actions: FaActions;
  onOpen: (id: string) => void;
  /** Tells the board which control to focus again if the card moves. */
  onBeforeAction: (artistId: string, control: string) => void;
}

/**
 * One deal on the board: name, status hints, days since the last contact (editable here, or "mark as today"), projected
 * release, notes and showcase mappers; "Edit" opens every switch.
 */
export function DealCard({ artist: a, inProgress, actions, onOpen, onBeforeAction }: DealCardProps) {
  const [editingContact, setEditingContact] = useState(false);
  const [day, setDay] = useState(isoDay(a.lastContacted));
  const titleId = useId();
  const dateId = useId();
  const hints = statusHints(a);
  const overdue = isOverdue(a, inProgress);

  const saveContact = async (value: string | null) => {
    onBeforeAction(a.id, "contact");
    const ok = await actions.setLastContacted(a.id, value);
    if (ok) setEditingContact(false);
  };

  return (
    <article className={`fa-card ${overdue ? "fa-card--overdue" : ""}`} aria-labelledby={titleId} data-artist-id={a.id}>
      <div className="fa-card__head">
        <h4 id={titleId} className="fa-card__title">
          {a.label}
        </h4>
        <button
          type="button"
          className="button button--ghost button--small fa-card__edit"
          data-focus="edit"
          aria-label={`Edit ${a.label}`}
          onClick={() => onOpen(a.id)}
        >
          Edit
        </button>
      </div>
      {hints.length > 0 && (
        <p className="fa-card__hints">
          {hints.map((h) => (
            <span key={h.text} className={`fa-hint fa-hint--${h.tone}`}>
              {h.text}
            </span>
          ))}
        </p>
      )}
      <p className="fa-card__meta">
        <span className={overdue ? "fa-card__days fa-card__days--overdue" : "fa-card__days"}>
          Last contact: {daysAgoText(a.lastContacted)}
          {overdue && <span className="visually-hidden"> (overdue)</span>}
        </span>
        <button
          type="button"
          className="fa-link-button"
          data-focus="contact"
          aria-expanded={editingContact}
          aria-label={`Edit last contact of ${a.label}`}
          onClick={() => {
            setDay(isoDay(a.lastContacted) || localDay());
            setEditingContact((v) => !v);
          }}
        >
          edit
        </button>
      </p>
      {editingContact && (
        <form
          className="fa-card__contact"
          onSubmit={(e) => {
            e.preventDefault();
            void saveContact(day || null);
          }}
        >
          <label htmlFor={dateId} className="visually-hidden">
            Last contact of {a.label}
          </label>
          <input id={dateId} type="date" className="input input--small" value={day} onChange={(e) => setDay(e.target.value)} />
          <button type="submit" className="button button--small" disabled={actions.busy}>
            Save
          </button>
          <button type="button" className="fa-link-button" disabled={actions.busy} onClick={() => void saveContact(localDay())}>
            mark as today
          </button>
        </form>
      )}
      {a.projectedRelease && <p className="fa-card__release">Projected release: {formatDay(a.projectedRelease)}</p>}
      {a.notes && (
        <p className="fa-card__notes" title={a.notes}>
          {truncate(a.notes, 140)}
        </p>
      )}
      {a.showcaseMappers.length > 0 && (
        <p className="fa-card__mappers">
          <span className="muted">Showcase: </span>
          {a.showcaseMappers.map((u, i) => (
            <span key={u.id}>
              {i > 0 && ", "}
              <UserLink user={u} />
            </span>
          ))}
        </p>
      )}
    </article>
  );
}
