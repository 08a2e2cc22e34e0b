import { MODES, WORLD_CUP_NOTE_MAX } from "@mg/rules";
import "../beatmaps/forms.css";
import "./world-cup.css";
import { useQuery } from "@apollo/client/react";
import { useId, useState, type ReactNode } from "react";
import { Markdown } from "../../components/Markdown";
import { ModeIcon } from "../../components/ModeIcons";
import { UserLink } from "../../components/UserLink";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { useDebouncedValue } from "../../app/useDebouncedValue";
import { BEATMAP_MODE_LABELS, mapsetLabel, STATUS_COLORS, type BeatmapStatusName } from "../../lib/beatmaps";
import { formatDate } from "../../lib/format";
import { useFocusFallback } from "../../app/useFocusFallback";
import { connectionNext, useRoutePagedList } from "../../app/usePagedList";
import { useSaveWorldCupNote, useSetWorldCup } from "./useWorldCupActions";
import { WorldCupBoardDocument, WorldCupSearchDocument, type WorldCupBoardQuery, type WorldCupMapFragment } from "./gql/graphql";

export const NOTE_MAX = WORLD_CUP_NOTE_MAX;
const LIST_MODES = [...MODES, "hybrid"] as const;

type Note = WorldCupBoardQuery["worldCupNotes"][number];

function Status({ status }: { status: string }) {
  return (
    <span className="wc-status" style={{ borderColor: STATUS_COLORS[status as BeatmapStatusName] }}>
      {status}
    </span>
  );
}

function MapTitle({ map }: { map: WorldCupMapFragment }) {
  const label = mapsetLabel(map.song);
  return map.url ? (
    <a href={map.url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <a href={`/beatmaps?id=${map.id}`}>{label}</a>
  );
}

function FlagButton({ map, onDone }: { map: WorldCupMapFragment; onDone?: () => void }) {
  const set = useSetWorldCup({ awaitRefetch: true });
  const busy = set.loading;
  const next = !map.isWorldCup;
  return (
    <button
      type="button"
      className={`button button--small ${next ? "button--primary" : "button--ghost"}`}
      disabled={busy}
      onClick={() => void set.run({ beatmapId: map.id, value: next }).then(() => onDone?.())}
    >
      {next ? "Flag" : "Unflag"}
      <span className="visually-hidden"> {mapsetLabel(map.song)}</span>
    </button>
  );
}

function NoteEditor({ note }: { note: Note }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.content);
  const save = useSaveWorldCupNote();
  const busy = save.loading;
  const label = BEATMAP_MODE_LABELS[note.mode];
  if (!editing)
    return (
      <div className="wc-note">
        {note.content ? <Markdown source={note.content} /> : <p className="muted">No note yet.</p>}
        <div className="wc-note__foot">
          {note.updatedAt && (
            <span className="muted">
              Edited {formatDate(note.updatedAt)}
              {note.updatedBy ? ` by ${note.updatedBy.username}` : ""}
            </span>
          )}
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => {
              setText(note.content);
              setEditing(true);
            }}
          >
            Edit note<span className="visually-hidden"> for {label}</span>
          </button>
        </div>
      </div>
    );
  return (
    <form
      className="wc-note"
      onSubmit={(e) => {
        e.preventDefault();
        void save.run({ mode: note.mode, content: text }).then((data) => data && setEditing(false));
      }}
    >
      <label htmlFor={id}>Note for {label} (markdown)</label>
      <textarea
        id={id}
        className="input wc-note__text"
        rows={8}
        maxLength={NOTE_MAX}
        value={text}
        autoFocus
        onChange={(e) => setText(e.target.value)}
      />
      <div className="wc-note__foot">
        <span className="muted" aria-live="polite">
          {text.length} / {NOTE_MAX}
        </span>
        <span className="wc-note__buttons">
          <button type="button" className="button button--small button--ghost" onClick={() => setEditing(false)}>
            Cancel
          </button>
          <button type="submit" className="button button--small button--primary" disabled={busy || text.length > NOTE_MAX}>
            Save note
          </button>
        </span>
      </div>
    </form>
  );
}

function MapTable({ maps, onUnflag }: { maps: WorldCupMapFragment[]; onUnflag: () => void }) {
  if (maps.length === 0) return <p className="muted">No World Cup maps waiting.</p>;
  return (
    <div className="table-scroll">
      <table className="table table--compact wc-table">
        <thead>
          <tr>
            <th scope="col">Beatmap</th>
            <th scope="col">Host</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {maps.map((m) => (
            <tr key={m.id} data-beatmap-id={m.id}>
              <td>
                <MapTitle map={m} />
              </td>
              <td>
                <UserLink user={m.host} />
              </td>
              <td>
                <Status status={m.status} />
              </td>
              <td className="num">
                <FlagButton map={m} onDone={onUnflag} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ModeSection({ mode, children }: { mode: (typeof LIST_MODES)[number]; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card admin-section wc-mode" aria-labelledby={id} data-mode={mode}>
      <h2 id={id} className="wc-mode__title">
        {mode !== "hybrid" && (
          <span aria-hidden="true">
            <ModeIcon mode={mode} size={20} />
          </span>
        )}{" "}
        {BEATMAP_MODE_LABELS[mode]}
      </h2>
      {children}
    </section>
  );
}

function FlagSearch() {
  const id = useId();
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), 300);
  const enough = search.length >= 2 || /^\d$/.test(search);
  const { data, loading, error } = useQuery(WorldCupSearchDocument, { variables: { search }, skip: !enough });
  const results = enough ? data?.worldCupBeatmapSearch.nodes : undefined;
  return (
    <section className="card admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Flag a beatmap</h2>
      <div className="select-field">
        <label htmlFor={id}>Artist, title, host, beatmap id or osu! link</label>
        <input
          id={id}
          className="input"
          type="search"
          maxLength={100}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {enough &&
        (!results ? (
          loading ? (
            <PageLoading label="Searching…" />
          ) : (
            <p className="muted">{error ? errorMessage(error) : "No beatmaps found."}</p>
          )
        ) : results.length === 0 ? (
          <p className="muted">No beatmaps found.</p>
        ) : (
          <ul className="wc-results" aria-label="Beatmaps found">
            {results.map((m) => (
              <li key={m.id}>
                <span className="wc-results__label">
                  <MapTitle map={m} /> <span className="muted">by {m.host.username}</span> <Status status={m.status} />{" "}
                  <span className="muted">{BEATMAP_MODE_LABELS[m.mode]}</span>
                </span>
                <FlagButton map={m} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

/** /worldCup (World Cup helpers and admins): the flagged maps that are not Ranked yet, by mode, and a note per mode. */
export default function WorldCupPage() {
  const { data, error, showMore } = useRoutePagedList(WorldCupBoardDocument, (d) => ({
    items: d.worldCupBeatmaps.nodes,
    next: connectionNext(d.worldCupBeatmaps.pageInfo),
  }));
  const focus = useFocusFallback<HTMLDivElement>();
  if (!data) return <p className="form-error">{errorMessage(error)}</p>;
  const maps = data.worldCupBeatmaps.nodes;
  const page = data.worldCupBeatmaps.pageInfo;
  return (
    <div className="admin-page wc-page" ref={focus.ref} tabIndex={-1}>
      <FlagSearch />
      <p className="muted wc-count">
        {data.worldCupBeatmaps.totalCount} World Cup map{data.worldCupBeatmaps.totalCount === 1 ? "" : "s"} not Ranked yet
      </p>
      {LIST_MODES.map((mode) => {
        const ofMode = maps.filter((m) => m.mode === mode);
        const note = data.worldCupNotes.find((n) => n.mode === mode);
        if (mode === "hybrid" && ofMode.length === 0) return null;
        return (
          <ModeSection key={mode} mode={mode}>
            <div className={note ? "wc-mode__body" : undefined}>
              <MapTable maps={ofMode} onUnflag={focus.restore} />
              {note && <NoteEditor note={note} />}
            </div>
          </ModeSection>
        );
      })}
      {page.hasNextPage && (
        <button type="button" className="button button--ghost" onClick={() => void showMore()}>
          Show more maps
        </button>
      )}
    </div>
  );
}
