import { useState } from "react";
import { showToast } from "../../../app/toasts";
import { MODES } from "../../../lib/format";
import { BATCH_PRESETS, daysToMs, questDefaults, type QuestSizeName } from "../../../lib/quest-submission";
import type { CreateQuestInput, Mode } from "../gql/graphql";
import { QuestArtistSelect, type ArtistOption } from "../QuestArtistSelect";
import { NO_ARTIST, parseDraft, QuestFieldsEditor, type AdminDraft } from "./QuestFieldsEditor";
import { useAdminCreateQuests } from "./useAdminQuestActions";

export interface BatchRow {
  key: number;
  draft: AdminDraft;
}

/** One row with the client defaults for an artist and a mapset count. */
export function batchDraft(artist: { id: string; label: string } | undefined, requiredMapsets: number): AdminDraft {
  const d = questDefaults(artist?.label, requiredMapsets);
  return {
    artistId: artist?.id ?? "",
    artistLabel: artist?.label ?? "",
    name: d.name,
    descriptionMain: d.descriptionMain,
    price: String(d.price),
    requiredMapsets: String(requiredMapsets),
    timeframeDays: String(d.timeframeDays),
    minParty: String(d.minParty),
    maxParty: String(d.maxParty),
    minRank: "0",
    modes: [...MODES],
    isMbc: false,
  };
}

/** The CreateQuestInput list for the rows, or the first problem ("Quest 2: …"). */
export function batchInputs(rows: readonly BatchRow[]): CreateQuestInput[] | string {
  const out: CreateQuestInput[] = [];
  for (const [i, row] of rows.entries()) {
    const parsed = parseDraft(row.draft);
    if ("problem" in parsed) return rows.length > 1 ? `Quest ${i + 1}: ${parsed.problem}` : parsed.problem;
    const v = parsed.value;
    out.push({
      artistId: v.artistId,
      name: v.name,
      descriptionMain: v.descriptionMain,
      price: v.price,
      requiredMapsets: v.requiredMapsets,
      timeframe: daysToMs(v.timeframeDays),
      minParty: v.minParty,
      maxParty: v.maxParty,
      minRank: v.minRank,
      modes: v.modes as Mode[],
      isMbc: v.isMbc,
    });
  }
  return out;
}

let nextKey = 1;

/**
 * Batch creation (docs/domain.md#quests-and-parties "Add quest"): pick a featured artist and the pack sizes, generate one editable row
 * per size (single, double, mini-pack, pack, mega-pack with the client defaults), then create them all at once; each
 * is scheduled and opens at the next daily publish run.
 */
export function AdminQuestBatch({ onCreated }: { onCreated?: () => void }) {
  const [artist, setArtist] = useState<ArtistOption>(NO_ARTIST);
  const [sizes, setSizes] = useState<QuestSizeName[]>(["single", "double", "pack"]);
  const [rows, setRows] = useState<BatchRow[]>([]);
  const create = useAdminCreateQuests();
  const picked = artist.id ? artist : undefined;

  const generate = () => {
    const fresh = BATCH_PRESETS.filter((p) => sizes.includes(p.size)).map((p) => ({
      key: nextKey++,
      draft: batchDraft(picked, p.requiredMapsets),
    }));
    if (fresh.length === 0) {
      showToast("Select at least one size");
      return;
    }
    setRows((r) => [...r, ...fresh]);
  };
  const addRow = () => setRows((r) => [...r, { key: nextKey++, draft: batchDraft(picked, 1) }]);
  const change = (key: number, patch: Partial<AdminDraft>) =>
    setRows((r) => r.map((row) => (row.key === key ? { ...row, draft: { ...row.draft, ...patch } } : row)));
  const remove = (key: number) => setRows((r) => r.filter((row) => row.key !== key));

  const submit = async () => {
    const inputs = batchInputs(rows);
    if (typeof inputs === "string") {
      showToast(inputs);
      return;
    }
    if (inputs.length === 0) {
      showToast("Add at least one quest");
      return;
    }
    const done = await create.run({ quests: inputs });
    if (done) {
      setRows([]);
      onCreated?.();
    }
  };

  return (
    <section className="card admin-batch" aria-labelledby="admin-batch-title">
      <h2 id="admin-batch-title" className="admin-batch__title">
        Add quests
      </h2>
      <div className="admin-batch__generator">
        <QuestArtistSelect className="q-field" label="Featured artist" value={artist} fixed={[NO_ARTIST]} onChange={setArtist} />
        <fieldset className="q-modes admin-batch__sizes">
          <legend>Sizes</legend>
          {BATCH_PRESETS.map((p) => (
            <label key={p.size} className={`mode-toggle ${sizes.includes(p.size) ? "mode-toggle--on" : ""}`}>
              <input
                type="checkbox"
                checked={sizes.includes(p.size)}
                onChange={() => setSizes((s) => (s.includes(p.size) ? s.filter((x) => x !== p.size) : [...s, p.size]))}
              />
              <span>
                {p.size} ({p.requiredMapsets})
              </span>
            </label>
          ))}
        </fieldset>
        <div className="admin-batch__buttons">
          <button type="button" className="button" onClick={generate}>
            Generate rows
          </button>
          <button type="button" className="button button--ghost" onClick={addRow}>
            Add a row
          </button>
        </div>
      </div>

      {rows.length === 0 ? (
        <p className="muted">
          Pick an artist and sizes, then generate rows: each row becomes one quest, and every field stays editable.
        </p>
      ) : (
        <ol className="admin-batch__rows">
          {rows.map((row, i) => (
            <li key={row.key} className="admin-batch__row">
              <div className="admin-batch__row-header">
                <h3>Quest {i + 1}</h3>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => remove(row.key)}
                  aria-label={`Remove quest ${i + 1}`}
                >
                  Remove
                </button>
              </div>
              <QuestFieldsEditor draft={row.draft} onChange={(p) => change(row.key, p)} labelSuffix={`(quest ${i + 1})`} />
            </li>
          ))}
        </ol>
      )}
      {rows.length > 0 && (
        <div className="quest-form__actions">
          <button type="button" className="button button--primary" disabled={create.loading} onClick={() => void submit()}>
            {create.loading ? "Creating…" : `Create ${rows.length} ${rows.length === 1 ? "quest" : "quests"}`}
          </button>
          <button type="button" className="button button--ghost" disabled={create.loading} onClick={() => setRows([])}>
            Clear
          </button>
        </div>
      )}
    </section>
  );
}
