import { useId } from "react";
import { ModeIcon } from "../../../components/ModeIcons";
import { MODE_LABELS, MODES, type ModeName } from "../../../lib/format";
import { QUEST_FIELD_LIMITS as L, questDraftProblem } from "../../../lib/quest-submission";
import { QuestArtistSelect, type ArtistOption } from "../QuestArtistSelect";

/** The admin's artist fields' choice before the featured artists. */
export const NO_ARTIST: ArtistOption = { id: "", label: "No artist" };

/** Every editable field of a quest, as the form holds it (numbers as typed text). */
export interface AdminDraft {
  artistId: string;
  /** The chosen artist's name (shown in its field; "" without an artist). */
  artistLabel: string;
  name: string;
  descriptionMain: string;
  price: string;
  requiredMapsets: string;
  timeframeDays: string;
  minParty: string;
  maxParty: string;
  minRank: string;
  modes: ModeName[];
  isMbc: boolean;
}

export interface ParsedDraft {
  artistId: string | null;
  name: string;
  descriptionMain: string;
  price: number;
  requiredMapsets: number;
  timeframeDays: number;
  minParty: number;
  maxParty: number;
  minRank: number;
  modes: ModeName[];
  isMbc: boolean;
}

const num = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));

/** The draft as values, or the first problem (the server's wording). */
export function parseDraft(d: AdminDraft): { value: ParsedDraft } | { problem: string } {
  const value: ParsedDraft = {
    artistId: d.artistId || null,
    name: d.name.trim(),
    descriptionMain: d.descriptionMain.trim(),
    price: num(d.price),
    requiredMapsets: num(d.requiredMapsets),
    timeframeDays: num(d.timeframeDays),
    minParty: num(d.minParty),
    maxParty: num(d.maxParty),
    minRank: num(d.minRank),
    modes: d.modes,
    isMbc: d.isMbc,
  };
  const problem = questDraftProblem(value);
  if (problem) return { problem };
  if (value.isMbc && value.modes.some((m) => m !== "osu")) return { problem: "MBC quests do not support modes other than osu!" };
  return { value };
}

interface Props {
  draft: AdminDraft;
  onChange: (patch: Partial<AdminDraft>) => void;
  /** Shown in every label, so several rows stay distinguishable for assistive technology. */
  labelSuffix?: string;
  /** The artist picker (rows of a batch share the batch's artist unless changed here). */
  showArtist?: boolean;
}

/** The admin's quest fields: name, artist, objective, price, mapsets, timeframe (days), party sizes, rank, modes, MBC. */
export function QuestFieldsEditor({ draft, onChange, labelSuffix = "", showArtist = true }: Props) {
  const base = useId();
  const id = (k: string) => `${base}-${k}`;
  const sfx = labelSuffix ? <span className="visually-hidden"> {labelSuffix}</span> : null;
  const number = (key: keyof AdminDraft, label: string, min: number, max: number) => (
    <div className="q-field">
      <label htmlFor={id(key)}>
        {label}
        {sfx}
      </label>
      <input
        id={id(key)}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft[key] as string}
        onChange={(e) => onChange({ [key]: e.target.value } as Partial<AdminDraft>)}
      />
    </div>
  );
  const toggleMode = (m: ModeName) =>
    onChange({
      modes: draft.modes.includes(m)
        ? draft.modes.filter((x) => x !== m)
        : MODES.filter((x) => x === m || draft.modes.includes(x)),
    });

  return (
    <div className="quest-form__grid">
      <div className="q-field q-field--wide">
        <label htmlFor={id("name")}>Name{sfx}</label>
        <input
          id={id("name")}
          type="text"
          value={draft.name}
          maxLength={L.nameMax}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </div>
      {showArtist && (
        <QuestArtistSelect
          className="q-field q-field--wide"
          label={
            <>
              Artist (cover art)
              {sfx}
            </>
          }
          value={draft.artistId ? { id: draft.artistId, label: draft.artistLabel } : NO_ARTIST}
          fixed={[NO_ARTIST]}
          onChange={(a) => onChange({ artistId: a.id, artistLabel: a.id ? a.label : "" })}
        />
      )}
      <div className="q-field q-field--full">
        <label htmlFor={id("objective")}>Objective (markdown){sfx}</label>
        <textarea
          id={id("objective")}
          rows={3}
          value={draft.descriptionMain}
          maxLength={L.descriptionMax}
          onChange={(e) => onChange({ descriptionMain: e.target.value })}
        />
      </div>
      {number("price", "Price (points)", 0, L.priceMax)}
      {number("requiredMapsets", "Required mapsets", 0, L.requiredMapsetsMax)}
      {number("timeframeDays", "Timeframe (days)", L.timeframeMinDays, L.timeframeMaxDays)}
      {number("minRank", "Minimum rank", 0, L.rankMax)}
      {number("minParty", "Minimum party", 1, L.partyMax)}
      {number("maxParty", "Maximum party", 1, L.partyMax)}
      <fieldset className="q-field q-field--wide q-modes">
        <legend>Modes{sfx}</legend>
        {MODES.map((m) => (
          <label key={m} className={`mode-toggle ${draft.modes.includes(m) ? "mode-toggle--on" : ""}`}>
            <input type="checkbox" checked={draft.modes.includes(m)} onChange={() => toggleMode(m)} />
            <span aria-hidden="true" className="mode-toggle__icon">
              <ModeIcon mode={m} size={16} />
            </span>
            <span>{MODE_LABELS[m]}</span>
          </label>
        ))}
        <label className={`mode-toggle ${draft.isMbc ? "mode-toggle--on" : ""}`}>
          <input type="checkbox" checked={draft.isMbc} onChange={(e) => onChange({ isMbc: e.target.checked })} />
          <span>MBC quest</span>
        </label>
      </fieldset>
    </div>
  );
}
