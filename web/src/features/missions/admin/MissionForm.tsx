import { useId, useRef, useState, type ChangeEvent, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { Markdown } from "../../../components/Markdown";
import { MODE_LABELS, MODES } from "../../../lib/format";
import { RANKS } from "../../../lib/ranks";
import { type MissionInput } from "../gql/graphql";
import { ArtistPicker } from "./MissionArtistPicker";
import {
  DIFFICULTIES,
  MISSION_MARKDOWN_MAX,
  MISSION_NAME_MAX,
  MISSION_STATUSES,
  TIER_NAMES,
  validateMissionForm,
  type FlagField,
  type NumberField,
  type Setter,
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
type StringField = { [K in MissionFormField]: MissionFormValues[K] extends string ? K : never }[MissionFormField];

/** One text, number, date or select control of the form, with its label, hint and error: the form's repeated block. */
function InputField<K extends StringField>({
  name,
  label,
  values,
  set,
  errors,
  hint,
  wide,
  options,
  ...input
}: {
  name: K;
  label: string;
  values: MissionFormValues;
  set: Setter;
  errors: MissionFormErrors;
  hint?: string;
  wide?: boolean;
  /** Shows a select with these options instead of an input. */
  options?: readonly { value: string; label: string }[];
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "placeholder" | "required" | "maxLength">) {
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name, e.target.value as MissionFormValues[K]);
  const value = String(values[name]);
  return (
    <Field label={label} name={name} errors={errors} hint={hint} wide={wide}>
      {({ id, describedBy, invalid }) =>
        options ? (
          <select id={id} value={value} aria-invalid={invalid} aria-describedby={describedBy} onChange={onChange}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : (
          <input {...input} id={id} value={value} aria-invalid={invalid} aria-describedby={describedBy} onChange={onChange} />
        )
      }
    </Field>
  );
}

const TIER_OPTIONS = [1, 2, 3, 4].map((t) => ({ value: String(t), label: `${t} (${TIER_NAMES[t]})` }));
const STATUS_OPTIONS = MISSION_STATUSES.map((s) => ({ value: s, label: s }));
const RANK_OPTIONS = [
  { value: "", label: "none" },
  ...RANKS.filter((r) => r.rank > 0).map((r) => ({
    value: String(r.rank),
    label: `${r.rank} (${r.name}, ${r.threshold} points)`,
  })),
];

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

const NUMBER_LABELS: [NumberField, string, string?][] = [
  ["userMaximumRankedBeatmapsCount", "Max ranked maps", "The mapper's; 0 is a limit too"],
  ["userMaximumGlobalRank", "Max global rank", "No higher than this rank"],
  ["userMaximumPp", "Max pp", "In the map's mode"],
  ["userMinimumPp", "Min pp", "In the map's mode"],
  ["beatmapMinimumFavorites", "Min favourites"],
  ["beatmapMinimumPlayCount", "Min play count", "With both: favourites or plays"],
  ["beatmapMinimumLength", "Min length (seconds)"],
  ["beatmapMaximumLength", "Max length (seconds)"],
];

/** Every field of a mission (docs/domain.md#priority-quests-missions) with client-side validation mirroring the server's; the server's refusal is shown. */
export function MissionForm({ initial, submitLabel, onSubmit, onCancel }: MissionFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MissionFormErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set: Setter = (key, value) => setValues((v) => ({ ...v, [key]: value }));
  const common = { values, set, errors };

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
          <InputField {...common} label="Name" name="name" maxLength={MISSION_NAME_MAX} required wide />
          <InputField {...common} label="Tier" name="tier" options={TIER_OPTIONS} />
          <InputField {...common} label="Status" name="status" options={STATUS_OPTIONS} hint="Only open quests take beatmaps" />
          <InputField {...common} label="Deadline (UTC)" name="deadline" type="datetime-local" required />
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
          <InputField
            {...common}
            label="Pending artists"
            name="remainingArtists"
            inputMode="numeric"
            hint="Pending artist announcements"
          />
          <InputField {...common} label="Genre options" name="genreOptions" hint="Comma-separated song tags (genre showcase)" />
        </div>
      </fieldset>

      <fieldset>
        <legend>Requirements</legend>
        <div className="mission-form__grid">
          {NUMBER_LABELS.map(([name, label, hint]) => (
            <InputField key={name} {...common} label={label} name={name} hint={hint} inputMode="numeric" placeholder="none" />
          ))}
          <InputField {...common} label="Min MG rank" name="userMinimumRank" options={RANK_OPTIONS} />
          <InputField {...common} label="Submitted after (UTC)" name="beatmapEarliestSubmissionDate" type="date" />
          <InputField {...common} label="Submitted before (UTC)" name="beatmapLatestSubmissionDate" type="date" />
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
