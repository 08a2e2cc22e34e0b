import { useId, useState, type ReactNode } from "react";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { Switch } from "../../../components/Switch";
import { MODE_LABELS, MODES } from "../../../lib/format";
import { fromLocalInput, toLocalInput } from "../shared/contest-text";
import type { ContestSettingsFieldsFragment, Mode, UpdateContestInput } from "./gql/graphql";
import type { ContestManageActions } from "./useContestManageActions";

type Draft = {
  name: string;
  mode: Mode;
  contestStart: string;
  contestEnd: string;
  url: string;
  osuContestListingUrl: string;
  resultsUrl: string;
  bannerUrl: string;
  download: string;
  description: string;
  screeningVoteCount: string;
  judgingThreshold: string;
  communityVoteCount: string;
  communityVoteEnd: string;
  communityVoteDescription: string;
};

function draftOf(c: ContestSettingsFieldsFragment): Draft {
  return {
    name: c.name,
    mode: c.mode,
    contestStart: toLocalInput(c.contestStart),
    contestEnd: toLocalInput(c.contestEnd),
    url: c.url ?? "",
    osuContestListingUrl: c.osuContestListingUrl ?? "",
    resultsUrl: c.resultsUrl ?? "",
    bannerUrl: c.bannerUrl ?? "",
    download: c.download ?? "",
    description: c.description,
    screeningVoteCount: String(c.screeningVoteCount),
    judgingThreshold: String(c.management?.judgingThreshold ?? 0),
    communityVoteCount: String(c.communityVoteCount),
    communityVoteEnd: toLocalInput(c.communityVoteEnd),
    communityVoteDescription: c.communityVoteDescription,
  };
}

const TEXT_FIELDS = [
  "name",
  "url",
  "osuContestListingUrl",
  "resultsUrl",
  "bannerUrl",
  "download",
  "description",
  "communityVoteDescription",
] as const;
const NUMBER_FIELDS = ["screeningVoteCount", "judgingThreshold", "communityVoteCount"] as const;
const DATE_FIELDS = ["contestStart", "contestEnd", "communityVoteEnd"] as const;

/** Only what changed goes to the server (an empty text clears the field; numbers are whole numbers). */
export function changedInput(before: Draft, after: Draft): UpdateContestInput {
  const input: UpdateContestInput = {};
  for (const k of TEXT_FIELDS) if (after[k] !== before[k]) input[k] = after[k].trim();
  for (const k of NUMBER_FIELDS) if (after[k] !== before[k]) input[k] = Number(after[k]);
  for (const k of DATE_FIELDS) if (after[k] !== before[k]) input[k] = fromLocalInput(after[k]);
  if (after.mode !== before.mode) input.mode = after.mode;
  return input;
}

function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string, hintId?: string) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      {children(id, hintId)}
      {hint && (
        <span id={hintId} className="c-hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** Every setting a creator manages; the switches save at once, the rest with "Save changes". */
export function ContestSettingsForm({
  contest,
  actions,
}: {
  contest: ContestSettingsFieldsFragment;
  actions: ContestManageActions;
}) {
  const initial = draftOf(contest);
  const [draft, setDraft] = useState<Draft>(initial);
  const [base, setBase] = useState<Draft>(initial);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const input = changedInput(base, draft);
  const dirty = Object.keys(input).length > 0;
  const toggle = (key: "useRawScoring" | "hasPublicJudges" | "screeningBonus" | "judgingCommentsEnabled") => (value: boolean) =>
    void actions.update.run({ id: contest.id, input: { [key]: value } });

  const text = (key: (typeof TEXT_FIELDS)[number], label: string, hint?: string, type = "url") => (
    <Field label={label} hint={hint}>
      {(id, hintId) => (
        <input
          id={id}
          type={type}
          value={draft[key]}
          maxLength={key === "name" ? 100 : 500}
          aria-describedby={hintId}
          onChange={(e) => set(key)(e.target.value)}
        />
      )}
    </Field>
  );
  const number = (key: (typeof NUMBER_FIELDS)[number], label: string, min: number, max: number, hint?: string) => (
    <Field label={label} hint={hint}>
      {(id, hintId) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft[key]}
          aria-describedby={hintId}
          onChange={(e) => set(key)(e.target.value)}
        />
      )}
    </Field>
  );
  const date = (key: (typeof DATE_FIELDS)[number], label: string) => (
    <Field label={label} hint="Your local time">
      {(id, hintId) => (
        <input
          id={id}
          type="datetime-local"
          value={draft[key]}
          aria-describedby={hintId}
          onChange={(e) => set(key)(e.target.value)}
        />
      )}
    </Field>
  );
  const area = (key: "description" | "communityVoteDescription", label: string) => (
    <Field label={label} hint="Markdown">
      {(id, hintId) => (
        <textarea
          id={id}
          rows={8}
          maxLength={20000}
          value={draft[key]}
          aria-describedby={hintId}
          onChange={(e) => set(key)(e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <div className="contest-settings">
      <form
        className="contest-settings__form"
        aria-label="Contest settings"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!dirty) return;
          const data = await actions.update.run({ id: contest.id, input });
          if (data) {
            const next = draftOf(data.updateContest);
            setBase(next);
            setDraft(next);
          }
        }}
      >
        <fieldset className="contest-fieldset">
          <legend>Contest</legend>
          {text("name", "Name", undefined, "text")}
          <Field label="Mode">
            {(id) => (
              <select id={id} value={draft.mode} onChange={(e) => set("mode")(e.target.value as Mode)}>
                {MODES.map((m) => (
                  <option key={m} value={m}>
                    {MODE_LABELS[m]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {date("contestStart", "Start (submissions open)")}
          {date("contestEnd", "End (submissions close)")}
          {text("url", "Details URL", "The news post or forum thread about the contest")}
          {text(
            "osuContestListingUrl",
            "osu! contest listing URL",
            "Only for contests hosted officially on osu! (https://osu.ppy.sh/community/contests/…)",
          )}
          {text("resultsUrl", "Results URL", "Required before the contest is complete")}
          {text("bannerUrl", "Banner URL")}
          {text(
            "download",
            "Anonymised entries download URL",
            "This link will appear at the top of the screening, judging, vote and results pages.",
          )}
          {area("description", "Description")}
        </fieldset>
        <fieldset className="contest-fieldset">
          <legend>Screening and judging</legend>
          {number("screeningVoteCount", "Screening vote count", 1, 10, "Stars each screener places (1–10)")}
          {number(
            "judgingThreshold",
            "Judging threshold",
            0,
            10000,
            "Submissions with this ★ score or above go to judging. If there is no screening, set this to 0.",
          )}
        </fieldset>
        <fieldset className="contest-fieldset">
          <legend>Community vote</legend>
          {number("communityVoteCount", "Community vote count", 1, 10, "Votes each member has (1–10)")}
          {date("communityVoteEnd", "Community vote end")}
          {area("communityVoteDescription", "Community vote description")}
        </fieldset>
        <div className="contest-settings__actions">
          <button type="submit" className="button button--primary" disabled={!dirty || actions.update.loading}>
            Save changes
          </button>
          <button type="button" className="button button--ghost" disabled={!dirty} onClick={() => setDraft(base)}>
            Discard changes
          </button>
        </div>
      </form>

      <fieldset className="contest-fieldset contest-switches">
        <legend>Options</legend>
        <Switch
          label="Raw scoring"
          description="Rank results by raw judging totals instead of standardised scores."
          checked={contest.useRawScoring}
          busy={actions.update.loading}
          onChange={toggle("useRawScoring")}
        />
        <Switch
          label="Public judges"
          description="Name judges next to their scores in the results."
          checked={contest.hasPublicJudges}
          busy={actions.update.loading}
          onChange={toggle("hasPublicJudges")}
        />
        <Switch
          label="Screening bonus"
          description="Each placement adds 1 to the screening total."
          checked={contest.management?.screeningBonus ?? false}
          busy={actions.update.loading}
          onChange={toggle("screeningBonus")}
        />
        <Switch
          label="Judging comments"
          description="Judges may write a general comment per entry."
          checked={contest.judgingCommentsEnabled}
          busy={actions.update.loading}
          onChange={toggle("judgingCommentsEnabled")}
        />
        <div className="switch-row contest-ordered">
          <span className="switch-row__text">
            <span className="switch-row__label">
              Ordered priority vote: {contest.communityVoteOrderedPriority ? "on" : "off"}
            </span>
            <span className="switch-row__desc">
              Members rank their choices 1st…Nth. Switching deletes every community vote of this contest.
            </span>
          </span>
          <ConfirmButton
            disabled={actions.orderedPriority.loading}
            confirmLabel="Delete the votes and switch"
            onConfirm={() => void actions.orderedPriority.run({ id: contest.id, value: !contest.communityVoteOrderedPriority })}
          >
            {contest.communityVoteOrderedPriority ? "Use plain votes" : "Use ordered priority"}
          </ConfirmButton>
        </div>
      </fieldset>
    </div>
  );
}
