import { useId, useState, type FormEvent } from "react";
import { useCurrentUser } from "../../app/current-user";
import { showToast } from "../../app/toasts";
import { ModeIcon } from "../../components/ModeIcons";
import { formatPoints, MODE_LABELS, MODES, type ModeName } from "../../lib/format";
import {
  daysToMs,
  QUEST_FIELD_LIMITS as L,
  questCreationCost,
  questDefaults,
  questDraftProblem,
} from "../../lib/quest-submission";
import type { Mode } from "./gql/graphql";
import { QuestArtistSelect, type ArtistOption } from "./QuestArtistSelect";
import { useSubmitQuest } from "./useQuestActions";

/** The artist field's choice before the featured artists. */
const NO_ARTIST: ArtistOption = { id: "", label: "No artist (+10 points)" };

interface Draft {
  /** The chosen artist; NO_ARTIST (id "") for none. */
  artist: ArtistOption;
  requiredMapsets: string;
  name: string;
  descriptionMain: string;
  price: string;
  timeframeDays: string;
  minParty: string;
  maxParty: string;
  modes: ModeName[];
}

const INITIAL_MAPSETS = 1;

function draftFor(artist: ArtistOption, mapsets: number, rest: Pick<Draft, "modes">): Draft {
  const d = questDefaults(artist.id ? artist.label : undefined, mapsets);
  return {
    artist,
    requiredMapsets: String(mapsets),
    name: d.name,
    descriptionMain: d.descriptionMain,
    price: String(d.price),
    timeframeDays: String(d.timeframeDays),
    minParty: String(d.minParty),
    maxParty: String(d.maxParty),
    modes: rest.modes,
  };
}

const toInt = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));

/**
 * A member's custom quest submission (docs/domain.md#quests-and-parties): picking an artist or a mapset count fills in the client
 * defaults (name, objective, price, timeframe, party sizes), which stay editable; the creation cost is shown and
 * charged on submit; the quest then waits as "pending" for an admin.
 */
export function SubmitQuestForm({ onSubmitted, onCancel }: { onSubmitted: (questId: string) => void; onCancel: () => void }) {
  const { me } = useCurrentUser();
  const submit = useSubmitQuest();
  const ids = {
    mapsets: useId(),
    name: useId(),
    objective: useId(),
    price: useId(),
    timeframe: useId(),
    min: useId(),
    max: useId(),
    cost: useId(),
  };
  const [draft, setDraft] = useState<Draft>(() => draftFor(NO_ARTIST, INITIAL_MAPSETS, { modes: [...MODES] }));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const mapsets = toInt(draft.requiredMapsets);
  const cost = questCreationCost(Number.isFinite(mapsets) ? mapsets : 0, !!draft.artist.id);
  const available = me?.pointsInfo.available ?? 0;
  const affordable = available + 1e-9 >= cost;

  const pickArtist = (artist: ArtistOption) => {
    setDraft((d) => draftFor(artist, Number.isFinite(toInt(d.requiredMapsets)) ? toInt(d.requiredMapsets) : INITIAL_MAPSETS, d));
  };
  const pickMapsets = (value: string) => {
    const n = toInt(value);
    if (!Number.isInteger(n) || n < 0 || n > L.requiredMapsetsMax) {
      set({ requiredMapsets: value });
      return;
    }
    setDraft((d) => draftFor(d.artist, n, d));
  };
  const toggleMode = (m: ModeName) =>
    setDraft((d) => ({
      ...d,
      modes: d.modes.includes(m) ? d.modes.filter((x) => x !== m) : MODES.filter((x) => x === m || d.modes.includes(x)),
    }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const fields = {
      name: draft.name.trim(),
      descriptionMain: draft.descriptionMain.trim(),
      price: toInt(draft.price),
      requiredMapsets: mapsets,
      timeframeDays: toInt(draft.timeframeDays),
      minParty: toInt(draft.minParty),
      maxParty: toInt(draft.maxParty),
      modes: draft.modes,
    };
    const problem = questDraftProblem(fields);
    if (problem) {
      showToast(problem);
      return;
    }
    if (!affordable) {
      showToast("Not enough points to perform this action!");
      return;
    }
    const payload = await submit.run({
      input: {
        artistId: draft.artist.id || null,
        name: fields.name,
        descriptionMain: fields.descriptionMain,
        price: fields.price,
        requiredMapsets: fields.requiredMapsets,
        timeframe: daysToMs(fields.timeframeDays),
        minParty: fields.minParty,
        maxParty: fields.maxParty,
        modes: fields.modes as Mode[],
      },
    });
    if (payload?.quest) onSubmitted(payload.quest.id);
  };

  return (
    <form className="quest-form" onSubmit={(e) => void onSubmit(e)} aria-describedby={ids.cost}>
      <p className="muted quest-form__intro">
        Propose a quest for other mappers. An admin reviews it before it is published; if it is rejected, the creation cost is
        refunded.
      </p>
      <div className="quest-form__grid">
        <QuestArtistSelect
          className="q-field q-field--wide"
          label="Featured artist"
          value={draft.artist}
          fixed={[NO_ARTIST]}
          onChange={pickArtist}
          autoFocus
        />
        <div className="q-field">
          <label htmlFor={ids.mapsets}>Required mapsets</label>
          <input
            id={ids.mapsets}
            type="number"
            inputMode="numeric"
            min={0}
            max={L.requiredMapsetsMax}
            value={draft.requiredMapsets}
            onChange={(e) => pickMapsets(e.target.value)}
          />
        </div>
        <div className="q-field">
          <label htmlFor={ids.price}>Price per member (points)</label>
          <input
            id={ids.price}
            type="number"
            inputMode="numeric"
            min={0}
            max={L.priceMax}
            value={draft.price}
            onChange={(e) => set({ price: e.target.value })}
          />
        </div>
        <div className="q-field q-field--full">
          <label htmlFor={ids.name}>Name</label>
          <input
            id={ids.name}
            type="text"
            value={draft.name}
            maxLength={L.nameMax}
            onChange={(e) => set({ name: e.target.value })}
            required
          />
        </div>
        <div className="q-field q-field--full">
          <label htmlFor={ids.objective}>Objective (markdown)</label>
          <textarea
            id={ids.objective}
            rows={4}
            value={draft.descriptionMain}
            maxLength={L.descriptionMax}
            onChange={(e) => set({ descriptionMain: e.target.value })}
            required
          />
        </div>
        <div className="q-field">
          <label htmlFor={ids.timeframe}>Timeframe (days)</label>
          <input
            id={ids.timeframe}
            type="number"
            inputMode="numeric"
            min={L.timeframeMinDays}
            max={L.timeframeMaxDays}
            value={draft.timeframeDays}
            onChange={(e) => set({ timeframeDays: e.target.value })}
          />
        </div>
        <div className="q-field">
          <label htmlFor={ids.min}>Minimum party size</label>
          <input
            id={ids.min}
            type="number"
            inputMode="numeric"
            min={1}
            max={L.partyMax}
            value={draft.minParty}
            onChange={(e) => set({ minParty: e.target.value })}
          />
        </div>
        <div className="q-field">
          <label htmlFor={ids.max}>Maximum party size</label>
          <input
            id={ids.max}
            type="number"
            inputMode="numeric"
            min={1}
            max={L.partyMax}
            value={draft.maxParty}
            onChange={(e) => set({ maxParty: e.target.value })}
          />
        </div>
        <fieldset className="q-field q-field--full q-modes">
          <legend>Modes</legend>
          {MODES.map((m) => (
            <label key={m} className={`mode-toggle ${draft.modes.includes(m) ? "mode-toggle--on" : ""}`}>
              <input type="checkbox" checked={draft.modes.includes(m)} onChange={() => toggleMode(m)} />
              <span aria-hidden="true" className="mode-toggle__icon">
                <ModeIcon mode={m} size={16} />
              </span>
              <span>{MODE_LABELS[m]}</span>
            </label>
          ))}
        </fieldset>
      </div>

      <p id={ids.cost} className={`quest-form__cost ${affordable ? "" : "quest-form__cost--short"}`} aria-live="polite">
        Submitting costs <strong data-testid="creation-cost">{formatPoints(cost).replace(/\.0$/, "")} points</strong>
        <span className="muted"> (you have {formatPoints(available)} available)</span>
        {!affordable && <span> — not enough points to perform this action.</span>}
      </p>

      <div className="quest-form__actions">
        <button type="submit" className="button button--primary" disabled={submit.loading || !affordable}>
          {submit.loading ? "Submitting…" : "Submit quest for review"}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
