import { useQuery } from "@apollo/client/react";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Markdown } from "../../../components/Markdown";
import { MODE_LABELS, MODES } from "../../../lib/format";
import { RANKS } from "../../../lib/ranks";
import { MissionArtistOptionsDocument, type MissionInput } from "../gql/graphql";
import {
  DIFFICULTIES,
  MISSION_MARKDOWN_MAX,
  MISSION_NAME_MAX,
  MISSION_STATUSES,
  TIER_NAMES,
  validateMissionForm,
  type FlagField,
  type MissionFormErrors,
  type MissionFormField,
  type MissionFormValues,
} from "./mission-form";

interface MissionFormProps {
  initial: MissionFormValues;
  submitLabel: string;
  /** Resolves with the server's error message, or null when saved. */
  onSubmit: (input: MissionInput) => Promise<string | null>;
  onCancel?: () => void;
}

type Setter = <K extends MissionFormField>(key: K, value: MissionFormValues[K]) => void;

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <span id={id} className="mission-form__error">
      {error}
    </span>
  );
}

/** A labelled input with its error (aria-invalid / aria-describedby). */
function Field(props: {
  label: string;
  name: MissionFormField;
  errors: MissionFormErrors;
  wide?: boolean;
  hint?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const error = props.errors[props.name];
  const describedBy = [error ? errorId : null, props.hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`mission-form__field ${props.wide ? "mission-form__field--wide" : ""}`}>
      <label className="mission-form__label" htmlFor={id}>
        {props.label}
      </label>
      {props.children({ id, describedBy, invalid: !!error })}
      {props.hint && (
        <span id={hintId} className="mission-form__hint">
          {props.hint}
        </span>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A markdown textarea with a Write / Preview toggle (the preview is the same safe renderer the cards use). */
function MarkdownField(props: {
  label: string;
  name: "objective" | "winCondition" | "additionalRequirement";
  values: MissionFormValues;
  set: Setter;
  errors: MissionFormErrors;
  required?: boolean;
}) {
  const [preview, setPreview] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const error = props.errors[props.name];
  const value = props.values[props.name];
  return (
    <div className="mission-form__field mission-form__field--wide">
      <div className="mission-form__md-head">
        <label className="mission-form__label" htmlFor={id}>
          {props.label} (markdown)
        </label>
        <button
          type="button"
          className="button button--ghost missions-small-button"
          aria-pressed={preview}
          onClick={() => setPreview((p) => !p)}
        >
          {preview ? "Edit" : "Preview"}
          <span className="visually-hidden"> {props.label.toLowerCase()}</span>
        </button>
      </div>
      {preview ? (
        <div className="mission-form__preview" aria-label={`${props.label} preview`}>
          {value.trim() ? <Markdown source={value} /> : <p className="muted">Nothing to preview.</p>}
        </div>
      ) : (
        <textarea
          id={id}
          value={value}
          maxLength={MISSION_MARKDOWN_MAX}
          required={props.required}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => props.set(props.name, e.target.value)}
        />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function Check({ label, field, values, set }: { label: string; field: FlagField; values: MissionFormValues; set: Setter }) {
  return (
    <label className="mission-form__check">
      <input type="checkbox" checked={values[field]} onChange={(e) => set(field, e.target.checked)} />
      {label}
    </label>
  );
}

/** Featured artists of the mission: chips of the chosen ones, a search over the mappable featured artists to add more. */
function ArtistPicker({ values, set }: { values: MissionFormValues; set: Setter }) {
  const { data, loading } = useQuery(MissionArtistOptionsDocument);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const chosen = new Set(values.artists.map((a) => a.id));
  const term = query.trim().toLowerCase();
  const matches = term
    ? (data?.mappableArtists ?? []).filter((a) => !chosen.has(a.id) && a.label.toLowerCase().includes(term)).slice(0, 30)
    : [];
  return (
    <div className="mission-form__field mission-form__field--wide">
      {values.artists.length > 0 ? (
        <ul className="artist-picker__chips" aria-label="Chosen artists">
          {values.artists.map((a) => (
            <li key={a.id} className="artist-picker__chip">
              {a.label}
              <button
                type="button"
                aria-label={`Remove ${a.label}`}
                onClick={() =>
                  set(
                    "artists",
                    values.artists.filter((x) => x.id !== a.id),
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mission-form__hint">No artist chosen: any artist (or any osu-original artist) qualifies.</p>
      )}
      <label className="mission-form__label" htmlFor={searchId}>
        Add a featured artist
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        autoComplete="off"
        placeholder={loading ? "Loading artists…" : "artist name"}
        onChange={(e) => setQuery(e.target.value)}
      />
      {term && (
        <ul className="artist-picker__options" aria-label="Matching artists">
          {matches.length === 0 ? (
            <li className="muted">No matching artist.</li>
          ) : (
            matches.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className="showcase-link-button"
                  onClick={() => {
                    set("artists", [...values.artists, { id: a.id, label: a.label }]);
                    setQuery("");
                  }}
                >
                  add {a.label}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}

const NUMBER_LABELS: [keyof MissionFormValues, string, string?][] = [
  ["userMaximumRankedBeatmapsCount", "Max ranked maps", "The mapper's; 0 is a limit too"],
  ["userMaximumGlobalRank", "Max global rank", "No higher than this rank"],
  ["userMaximumPp", "Max pp", "In the map's mode"],
  ["userMinimumPp", "Min pp", "In the map's mode"],
  ["beatmapMinimumFavorites", "Min favourites"],
  ["beatmapMinimumPlayCount", "Min play count", "With both: favourites or plays"],
  ["beatmapMinimumLength", "Min length (seconds)"],
  ["beatmapMaximumLength", "Max length (seconds)"],
];

/** Every field of a mission (brief §3) with client-side validation mirroring the server's; the server's refusal is shown. */
export function MissionForm({ initial, submitLabel, onSubmit, onCancel }: MissionFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MissionFormErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set: Setter = (key, value) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { errors: found, input } = validateMissionForm(values);
    if (!input) {
      setErrors({ ...found, form: "Please fix the highlighted fields." });
      // move to the first field to fix once it is marked
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setErrors({});
    setSaving(true);
    const serverError = await onSubmit(input);
    setSaving(false);
    if (serverError) setErrors({ form: serverError });
  };

  return (
    <form ref={formRef} className="mission-form" noValidate onSubmit={(e) => void submit(e)} aria-label={submitLabel}>
      <fieldset>
        <legend>Priority quest</legend>
        <div className="mission-form__grid">
          <Field label="Name" name="name" errors={errors} wide>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                value={values.name}
                maxLength={MISSION_NAME_MAX}
                required
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("name", e.target.value)}
              />
            )}
          </Field>
          <Field label="Tier" name="tier" errors={errors}>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                value={values.tier}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("tier", e.target.value)}
              >
                {[1, 2, 3, 4].map((t) => (
                  <option key={t} value={String(t)}>
                    {t} ({TIER_NAMES[t]})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Status" name="status" errors={errors} hint="Only open quests take beatmaps">
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                value={values.status}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("status", e.target.value as MissionFormValues["status"])}
              >
                {MISSION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Deadline (UTC)" name="deadline" errors={errors}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="datetime-local"
                value={values.deadline}
                required
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("deadline", e.target.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="mission-form__inner" aria-describedby={errors.modes ? "mission-form-modes-error" : undefined}>
          <legend>Modes</legend>
          <div className="mission-form__checks">
            {MODES.map((m) => (
              <label key={m} className="mission-form__check">
                <input
                  type="checkbox"
                  checked={values.modes.includes(m)}
                  onChange={(e) => set("modes", e.target.checked ? [...values.modes, m] : values.modes.filter((x) => x !== m))}
                />
                {MODE_LABELS[m]}
              </label>
            ))}
          </div>
          <FieldError id="mission-form-modes-error" error={errors.modes} />
        </fieldset>
      </fieldset>

      <fieldset>
        <legend>Texts</legend>
        <div className="mission-form__grid">
          <MarkdownField label="Objective" name="objective" values={values} set={set} errors={errors} required />
          <MarkdownField label="Win condition" name="winCondition" values={values} set={set} errors={errors} />
          <MarkdownField label="Additional requirement" name="additionalRequirement" values={values} set={set} errors={errors} />
        </div>
      </fieldset>

      <fieldset>
        <legend>Featured artists</legend>
        <ArtistPicker values={values} set={set} />
        <div className="mission-form__checks">
          <Check label="Any osu-original artist" field="isOsuOriginal" values={values} set={set} />
        </div>
      </fieldset>

      <fieldset>
        <legend>Showcase ("Classified")</legend>
        <div className="mission-form__checks">
          <Check label="Showcase mission" field="isShowcaseMission" values={values} set={set} />
          <Check label="Artist showcase" field="isArtistShowcase" values={values} set={set} />
          <Check label="Genre showcase" field="isGenreShowcase" values={values} set={set} />
          <Check label="Separate (pending section)" field="isSeparate" values={values} set={set} />
        </div>
        <FieldError id="mission-form-genre-error" error={errors.isGenreShowcase} />
        <div className="mission-form__grid">
          <Field label="Pending artists" name="remainingArtists" errors={errors} hint="Pending artist announcements">
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                inputMode="numeric"
                value={values.remainingArtists}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("remainingArtists", e.target.value)}
              />
            )}
          </Field>
          <Field label="Genre options" name="genreOptions" errors={errors} hint="Comma-separated song tags (genre showcase)">
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                value={values.genreOptions}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("genreOptions", e.target.value)}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset>
        <legend>Requirements</legend>
        <div className="mission-form__grid">
          {NUMBER_LABELS.map(([name, label, hint]) => (
            <Field key={name} label={label} name={name} errors={errors} hint={hint}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  inputMode="numeric"
                  value={values[name] as string}
                  placeholder="none"
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(e) => set(name, e.target.value as never)}
                />
              )}
            </Field>
          ))}
          <Field label="Min MG rank" name="userMinimumRank" errors={errors}>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                value={values.userMinimumRank}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("userMinimumRank", e.target.value)}
              >
                <option value="">none</option>
                {RANKS.filter((r) => r.rank > 0).map((r) => (
                  <option key={r.rank} value={String(r.rank)}>
                    {r.rank} ({r.name}, {r.threshold} points)
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Submitted after (UTC)" name="beatmapEarliestSubmissionDate" errors={errors}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="date"
                value={values.beatmapEarliestSubmissionDate}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("beatmapEarliestSubmissionDate", e.target.value)}
              />
            )}
          </Field>
          <Field label="Submitted before (UTC)" name="beatmapLatestSubmissionDate" errors={errors}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="date"
                value={values.beatmapLatestSubmissionDate}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("beatmapLatestSubmissionDate", e.target.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="mission-form__inner">
          <legend>Required difficulties</legend>
          <div className="mission-form__checks">
            {DIFFICULTIES.map((d) => (
              <label key={d} className="mission-form__check">
                <input
                  type="checkbox"
                  checked={values.beatmapDifficulties.includes(d)}
                  onChange={(e) =>
                    set(
                      "beatmapDifficulties",
                      e.target.checked ? [...values.beatmapDifficulties, d] : values.beatmapDifficulties.filter((x) => x !== d),
                    )
                  }
                />
                {d}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mission-form__checks">
          <Check label="Song unique to Ranked" field="isUniqueToRanked" values={values} set={set} />
          <Check label="Artist unique to Ranked" field="isUniqueArtistToRanked" values={values} set={set} />
        </div>
      </fieldset>

      <fieldset>
        <legend>Administration</legend>
        <div className="mission-form__checks">
          <Check label="Opening announced (listed on the missions page)" field="openingAnnounced" values={values} set={set} />
          <Check label="Closing announced (winners announced)" field="closingAnnounced" values={values} set={set} />
          <Check label="Has lame winners" field="hasLameWinners" values={values} set={set} />
          <Check label="Every mapper of a winning map wins" field="allMappersWin" values={values} set={set} />
        </div>
      </fieldset>

      {errors.form && (
        <p className="mission-form__alert" role="alert">
          {errors.form}
        </p>
      )}
      <div className="mission-form__actions">
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? "Saving…" : submitLabel}
        </button>
      </div>
    </form>
  );
}
