import { useId, useState, type FormEvent } from "react";
import { Combobox } from "../../components/Combobox";
import { Modal } from "../../components/Modal";
import { BEATMAP_MODE_LABELS, DIFFICULTIES, difficultyName } from "../../lib/beatmaps";
import { MODE_LABELS, MODES } from "../../lib/format";
import { errorMessage } from "../../app/errors";
import { useConnectionSearch } from "../../app/useConnectionSearch";
import { CREATE_MSG, createProblem, createTaskNames, newTaskProblem, resolveArtist, rowsAfterModeChange } from "./beatmap-rules";
import { useCreateBeatmap, useResolveUsers } from "./useBeatmapActions";
import {
  MappableArtistSearchDocument,
  type MappableArtistSearchQuery,
  type BeatmapMode,
  type BeatmapPersonFragment,
  type Mode,
  type TaskName,
  type TaskStatus,
} from "./gql/graphql";

interface Row {
  key: number;
  name: string;
  status: TaskStatus;
  /** Hybrid difficulties only. */
  mode: string;
  /** Empty = yourself. */
  mappers: BeatmapPersonFragment[];
}

const MAP_MODES: BeatmapMode[] = ["osu", "taiko", "catch", "mania", "hybrid"];
let nextKey = 1;

type ArtistChoice = MappableArtistSearchQuery["mappableArtistsConnection"]["nodes"][number];

/**
 * The "Add beatmap" dialog: artist and song, mode, task rows with mappers, initial locks. The artist is searched on the
 * server as it is typed (a combobox of the first matches, "Show more" for the next ones); a typed name resolves to the
 * exact match, else the first name containing it, as before.
 */
export default function CreateBeatmapDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const [artistText, setArtistText] = useState("");
  const [artistOpen, setArtistOpen] = useState(false);
  /** The option last chosen from the list (it keeps its songs even when it is not among the current matches). */
  const [picked, setPicked] = useState<ArtistChoice | null>(null);
  const [songId, setSongId] = useState("");
  const [mode, setMode] = useState<BeatmapMode>("osu");
  const [rows, setRows] = useState<Row[]>([]);
  const [draft, setDraft] = useState({ name: "", status: "WIP", mode: "", mappers: "" });
  const [locks, setLocks] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateBeatmap();
  const users = useResolveUsers();
  const ids = {
    artist: useId(),
    song: useId(),
    mode: useId(),
    task: useId(),
    taskMode: useId(),
    status: useId(),
    mappers: useId(),
    problem: useId(),
  };

  const search = useConnectionSearch(MappableArtistSearchDocument, artistText, (d) => d.mappableArtistsConnection, {
    skip: !artistOpen && !artistText.trim(),
  });
  const artists: readonly ArtistChoice[] = picked ? [picked, ...search.items.filter((a) => a.id !== picked.id)] : search.items;
  const artist = resolveArtist(artists, artistText);
  const songs = artist?.songs ?? [];
  const names = createTaskNames(mode);
  const draftName = names.includes(draft.name) ? draft.name : "";
  const draftNeedsMode = mode === "hybrid" && (DIFFICULTIES as readonly string[]).includes(draftName);

  const changeMode = (next: BeatmapMode) => {
    setRows((r) => rowsAfterModeChange(r, mode, next));
    setMode(next);
  };

  const addRow = async () => {
    const d = { name: draftName, status: draft.status, mode: draftNeedsMode ? draft.mode : undefined };
    const p = newTaskProblem(rows, d, mode);
    if (p) return setProblem(p);
    let mappers: BeatmapPersonFragment[] = [];
    if (draft.mappers.trim()) {
      try {
        mappers = (await users.resolve(draft.mappers)) ?? [];
      } catch (err) {
        return setProblem(errorMessage(err));
      }
    }
    setProblem(null);
    setRows((r) => [...r, { key: nextKey++, name: d.name, status: d.status as TaskStatus, mode: d.mode ?? "", mappers }]);
    setDraft((x) => ({ ...x, mappers: "" }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p =
      !artist && artistText.trim() && search.searching
        ? CREATE_MSG.lookingUpArtist
        : createProblem({ artists, artistText, songId, rows });
    if (p) return setProblem(p);
    setProblem(null);
    const res = await create.run({
      input: {
        songId,
        mode,
        tasks: rows.map((r) => ({
          name: r.name as TaskName,
          status: r.status,
          mode: mode === "hybrid" && r.mode ? (r.mode as Mode) : null,
          mapperIds: r.mappers.map((m) => m.id),
        })),
        tasksLocked: locks as TaskName[],
      },
    });
    if (res) onCreated(res.createBeatmap.id);
  };

  const label = (name: string) => (mode === "hybrid" ? name : difficultyName(name, mode));

  return (
    <Modal title="Add beatmap" onClose={onClose} className="modal--wide create-beatmap">
      <form onSubmit={(e) => void submit(e)} noValidate aria-describedby={problem ? ids.problem : undefined}>
        <div className="form-grid">
          <div className="select-field">
            <Combobox
              id={ids.artist}
              label="Artist"
              className="select-field"
              inputClassName="input"
              listLabel="Matching featured artists"
              placeholder="Select or type an artist"
              maxLength={100}
              autoFocus
              value={artistText}
              onValueChange={(text) => {
                setArtistText(text);
                setSongId("");
              }}
              options={search.items}
              optionKey={(a) => a.id}
              optionLabel={(a) => a.label}
              onSelect={(a) => {
                setPicked(a);
                setArtistText(a.label);
                setSongId("");
              }}
              onOpenChange={setArtistOpen}
              searching={search.searching}
              hasMore={search.hasMore}
              onShowMore={search.showMore}
              loadingMore={search.loadingMore}
              noMatchText={search.error ? errorMessage(search.error) : "No featured artist matches."}
            />
            {artist && artist.label.toLowerCase() !== artistText.trim().toLowerCase() && (
              <span className="muted field-hint">Artist: {artist.label}</span>
            )}
          </div>
          <div className="select-field">
            <label htmlFor={ids.song}>Song</label>
            <select id={ids.song} className="input" value={songId} disabled={!artist} onChange={(e) => setSongId(e.target.value)}>
              <option value="">{artist ? "Select a song" : "Select an artist first"}</option>
              {songs.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </div>
          <div className="select-field">
            <label htmlFor={ids.mode}>Mode</label>
            <select id={ids.mode} className="input" value={mode} onChange={(e) => changeMode(e.target.value as BeatmapMode)}>
              {MAP_MODES.map((m) => (
                <option key={m} value={m}>
                  {BEATMAP_MODE_LABELS[m]}
                </option>
              ))}
            </select>
          </div>
        </div>

        <fieldset className="create-beatmap__tasks">
          <legend>Tasks</legend>
          {rows.length === 0 ? (
            <p className="muted">No tasks yet: add at least one difficulty.</p>
          ) : (
            <ul className="create-rows" aria-label="Tasks to create">
              {rows.map((r) => (
                <li key={r.key} data-testid="create-row">
                  <span className="create-rows__name">
                    {label(r.name)}
                    {r.mode && <span className="muted"> ({MODE_LABELS[r.mode as Mode]})</span>}
                  </span>
                  <span className="muted">{r.status}</span>
                  <span>{r.mappers.length ? r.mappers.map((m) => m.username).join(", ") : "you"}</span>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Remove ${label(r.name)}`}
                    onClick={() => setRows((x) => x.filter((y) => y.key !== r.key))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="create-beatmap__new-task">
            <div className="select-field">
              <label htmlFor={ids.task}>Task</label>
              <select
                id={ids.task}
                className="input"
                value={draftName}
                onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
              >
                <option value="">Select a task</option>
                {names.map((n) => (
                  <option key={n} value={n}>
                    {label(n)}
                  </option>
                ))}
              </select>
            </div>
            {draftNeedsMode && (
              <div className="select-field">
                <label htmlFor={ids.taskMode}>Task mode</label>
                <select
                  id={ids.taskMode}
                  className="input"
                  value={draft.mode}
                  onChange={(e) => setDraft((d) => ({ ...d, mode: e.target.value }))}
                >
                  <option value="">Select a mode</option>
                  {MODES.map((m) => (
                    <option key={m} value={m}>
                      {MODE_LABELS[m]}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="select-field">
              <label htmlFor={ids.status}>Status</label>
              <select
                id={ids.status}
                className="input"
                value={draft.status}
                onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value }))}
              >
                <option value="WIP">WIP</option>
                <option value="Done">Done</option>
              </select>
            </div>
            <div className="select-field select-field--grow">
              <label htmlFor={ids.mappers}>Mappers</label>
              <input
                id={ids.mappers}
                className="input"
                placeholder="empty = yourself; comma-separated for a collab"
                value={draft.mappers}
                maxLength={200}
                autoComplete="off"
                onChange={(e) => setDraft((d) => ({ ...d, mappers: e.target.value }))}
              />
            </div>
            <button type="button" className="button button--ghost" disabled={users.loading} onClick={() => void addRow()}>
              Add task
            </button>
          </div>
        </fieldset>

        <fieldset className="create-beatmap__locks">
          <legend>Lock claims</legend>
          <p className="muted field-hint">Locked difficulties can only be added by you.</p>
          <div className="checkbox-row">
            {DIFFICULTIES.map((d) => (
              <label key={d} className="checkbox">
                <input
                  type="checkbox"
                  checked={locks.includes(d)}
                  onChange={(e) => setLocks((l) => (e.target.checked ? [...l, d] : l.filter((x) => x !== d)))}
                />
                {label(d)}
              </label>
            ))}
          </div>
        </fieldset>

        {problem && (
          <p id={ids.problem} className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={create.loading}>
            {create.loading ? "Saving…" : "Save"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
