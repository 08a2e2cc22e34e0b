import { useId, useState, type FormEvent } from "react";
import type { LocusCardFieldsFragment, LocusPageQuery, LocusRole } from "./gql/graphql";

export type LocusOptions = LocusPageQuery["locusOptions"];

export interface LocusCardDraft {
  timezone: string;
  availability: string;
  roles: LocusRole[];
  languages: string[];
  discord: string;
  email: string;
  about: string;
}

export function draftOf(card: LocusCardFieldsFragment | null): LocusCardDraft {
  return {
    timezone: card?.timezone ?? "",
    availability: card?.availability ?? "",
    roles: card?.roles ?? [],
    languages: card?.languages ?? [],
    discord: card?.discord ?? "",
    email: card?.email ?? "",
    about: card?.about ?? "",
  };
}

const toggle = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((x) => x !== value) : [...list, value];

interface EditorProps {
  id?: string;
  /** The form's accessible name ("Your Locus details"). */
  label?: string;
  options: LocusOptions;
  card: LocusCardFieldsFragment | null;
  saving: boolean;
  onSave: (draft: LocusCardDraft) => void;
  onCancel?: () => void;
}

/**
 * The form of my Locus card. Every option list and limit comes from the server (locusOptions), which checks the same
 * values again; the inputs' maxLength keeps typing within them.
 */
export function LocusCardEditor({ id, label = "Your Locus details", options, card, saving, onSave, onCancel }: EditorProps) {
  const [draft, setDraft] = useState<LocusCardDraft>(() => draftOf(card));
  const ids = {
    timezone: useId(),
    availability: useId(),
    discord: useId(),
    email: useId(),
    about: useId(),
    aboutCount: useId(),
    languagesHint: useId(),
  };
  const { limits } = options;
  const set = <K extends keyof LocusCardDraft>(key: K, value: LocusCardDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const tooManyLanguages = draft.languages.length >= limits.languages;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(draft);
  };

  return (
    <form id={id} className="locus-editor" onSubmit={submit} aria-label={label}>
      <div className="locus-editor__grid">
        <div className="select-field">
          <label htmlFor={ids.timezone}>Timezone</label>
          <select id={ids.timezone} className="input" value={draft.timezone} onChange={(e) => set("timezone", e.target.value)}>
            <option value="">Not set</option>
            {options.timezones.map((tz) => (
              <option key={tz} value={tz}>
                {tz}
              </option>
            ))}
          </select>
        </div>
        <div className="select-field select-field--grow">
          <label htmlFor={ids.availability}>Availability</label>
          <input
            id={ids.availability}
            className="input"
            value={draft.availability}
            maxLength={limits.availability}
            placeholder="e.g. weekday evenings"
            onChange={(e) => set("availability", e.target.value)}
          />
        </div>
      </div>

      <fieldset className="locus-editor__set">
        <legend>Roles</legend>
        <div className="locus-editor__checks">
          {options.roles.map((r) => (
            <label key={r.value} className="locus-check">
              <input
                type="checkbox"
                checked={draft.roles.includes(r.value)}
                onChange={() => set("roles", toggle(draft.roles, r.value))}
              />
              {r.label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="locus-editor__set" aria-describedby={ids.languagesHint}>
        <legend>Languages</legend>
        <p id={ids.languagesHint} className="muted field-hint">
          Up to {limits.languages} ({draft.languages.length} chosen)
        </p>
        <div className="locus-editor__checks locus-editor__checks--languages">
          {options.languages.map((l) => {
            const checked = draft.languages.includes(l);
            return (
              <label key={l} className="locus-check">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && tooManyLanguages}
                  onChange={() => set("languages", toggle(draft.languages, l))}
                />
                {l}
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="locus-editor__grid">
        <div className="select-field select-field--grow">
          <label htmlFor={ids.discord}>Discord</label>
          <input
            id={ids.discord}
            className="input"
            value={draft.discord}
            maxLength={limits.discord}
            autoComplete="off"
            onChange={(e) => set("discord", e.target.value)}
          />
        </div>
        <div className="select-field select-field--grow">
          <label htmlFor={ids.email}>Email</label>
          <input
            id={ids.email}
            className="input"
            type="email"
            value={draft.email}
            maxLength={limits.email}
            autoComplete="email"
            onChange={(e) => set("email", e.target.value)}
          />
        </div>
      </div>
      <p className="muted field-hint">Contacts are shown only while your card is public, and only to signed-in members.</p>

      <div className="select-field">
        <label htmlFor={ids.about}>About you (markdown)</label>
        <textarea
          id={ids.about}
          className="input"
          rows={6}
          value={draft.about}
          maxLength={limits.about}
          aria-describedby={ids.aboutCount}
          onChange={(e) => set("about", e.target.value)}
        />
        <span id={ids.aboutCount} className="muted field-hint">
          {draft.about.length} / {limits.about}
        </span>
      </div>

      <div className="form-actions">
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? "Saving…" : "Save details"}
        </button>
      </div>
    </form>
  );
}
