import { BEATMAPS_FIRST_PAGE, BEATMAPS_NEXT_PAGE } from "@mg/rules";
import "./beatmaps.css";
import { useQuery } from "@apollo/client/react";
import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { Modal } from "../../components/Modal";
import { PageLoading } from "../../app/PageLoading";
import { errorMessage } from "../../app/errors";
import { MODE_LABELS, MODES } from "../../lib/format";
import { BEATMAP_STATUSES } from "../../lib/beatmaps";
import { BeatmapCard } from "./BeatmapCard";
import { BeatmapDetail } from "./BeatmapDetail";
import { matchesFilters, MAX_SEARCH, type Filters, type GameMode, type Status } from "./beatmap-rules";
import { BeatmapsPageDocument, OtherBeatmapsDocument, type BeatmapCardFieldsFragment } from "./gql/graphql";
import { useSelectedId } from "../../app/useSelectedId";
import { cursorNext, usePagedList } from "../../app/usePagedList";

const CreateBeatmapDialog = lazy(() => import("./CreateBeatmapDialog"));

export const FIRST_PAGE = BEATMAPS_FIRST_PAGE;
export const NEXT_PAGE = BEATMAPS_NEXT_PAGE;

function FilterBar(props: { filters: Filters; onChange: (f: Filters) => void; onAdd: () => void }) {
  const { filters, onChange } = props;
  const [text, setText] = useState(filters.search);
  const searchId = useId();
  const modeId = useId();
  const statusId = useId();
  const questId = useId();
  return (
    <div className="card beatmaps-filters">
      <form
        className="beatmaps-filters__search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ ...filters, search: text.trim() });
        }}
      >
        <label htmlFor={searchId} className="visually-hidden">
          Search beatmaps
        </label>
        <input
          id={searchId}
          type="search"
          className="input"
          placeholder="enter to search for song/username..."
          maxLength={MAX_SEARCH}
          value={text}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--ghost">
          Search
        </button>
        <button type="button" className="button button--primary" onClick={props.onAdd}>
          Add beatmap
        </button>
      </form>
      <div className="beatmaps-filters__selects">
        <div className="select-field">
          <label htmlFor={modeId}>Mode</label>
          <select
            id={modeId}
            className="input"
            value={filters.mode ?? "any"}
            onChange={(e) => onChange({ ...filters, mode: e.target.value === "any" ? null : (e.target.value as GameMode) })}
          >
            <option value="any">Any</option>
            {MODES.map((m) => (
              <option key={m} value={m}>
                {MODE_LABELS[m]}
              </option>
            ))}
          </select>
        </div>
        <div className="select-field">
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            className="input"
            value={filters.status ?? "any"}
            onChange={(e) => onChange({ ...filters, status: e.target.value === "any" ? null : (e.target.value as Status) })}
          >
            <option value="any">Any</option>
            {BEATMAP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="select-field">
          <label htmlFor={questId}>Quest</label>
          <select
            id={questId}
            className="input"
            value={filters.noQuest ? "none" : "any"}
            onChange={(e) => onChange({ ...filters, noQuest: e.target.value === "none" })}
          >
            <option value="any">Any</option>
            <option value="none">None</option>
          </select>
        </div>
      </div>
    </div>
  );
}

function Section(props: { title: string; count: ReactNode; open: boolean; children: ReactNode; testId: string }) {
  return (
    <details className="beatmaps-section" open={props.open} data-testid={props.testId}>
      <summary className="beatmaps-section__summary">
        <h2 className="beatmaps-section__title">
          {props.title} ({props.count})
        </h2>
      </summary>
      {props.children}
    </details>
  );
}

function CardGrid({
  maps,
  onOpen,
  empty,
}: {
  maps: readonly BeatmapCardFieldsFragment[];
  onOpen: (id: string) => void;
  empty: string;
}) {
  if (maps.length === 0) return <p className="muted beatmaps-empty">{empty}</p>;
  return (
    <ul className="beatmap-grid">
      {maps.map((b) => (
        <BeatmapCard key={b.id} beatmap={b} onOpen={onOpen} />
      ))}
    </ul>
  );
}

function OtherBeatmaps({ filters, onOpen }: { filters: Filters; onOpen: (id: string) => void }) {
  const variables = {
    mode: filters.mode,
    status: filters.status,
    quest: filters.noQuest ? ("none" as const) : ("any" as const),
    search: filters.search || null,
    first: FIRST_PAGE,
  };
  const list = usePagedList(
    OtherBeatmapsDocument,
    { variables },
    (d) => ({ items: d.beatmaps.beatmaps, next: cursorNext(d.beatmaps.nextCursor) }),
    { first: NEXT_PAGE },
  );
  const { loading, error, loadingMore: more, showMore } = list;
  const page = list.data?.beatmaps;
  return (
    <Section
      title="Other beatmaps"
      count={page ? `${page.beatmaps.length}${page.hasMore ? "+" : ""}` : "…"}
      open
      testId="section-others"
    >
      {!page ? (
        loading ? (
          <PageLoading label="Loading beatmaps…" />
        ) : (
          <p className="muted beatmaps-empty">{error ? errorMessage(error) : "No beatmaps found."}</p>
        )
      ) : (
        <div className={list.stale ? "is-stale" : ""} aria-busy={list.stale}>
          <CardGrid maps={page.beatmaps} onOpen={onOpen} empty="No beatmaps match these filters." />
          {page.hasMore && (
            <p className="center">
              <button type="button" className="button button--primary" disabled={more} onClick={() => void showMore()}>
                {more ? "Loading…" : "show more"}
              </button>
            </p>
          )}
        </div>
      )}
    </Section>
  );
}

/** /beatmaps: my mapsets, my guest difficulties, everyone else's (server search, paged), a detail modal on ?id=. */
export default function BeatmapsPage() {
  const { selected: selectedId, open, close } = useSelectedId();
  const { data, loading, error } = useQuery(BeatmapsPageDocument);
  const [filters, setFilters] = useState<Filters | null>(null);
  const [creating, setCreating] = useState(false);

  // The mode filter starts at my main mode (the mode of most of my mapping points).
  const mainMode = data?.me?.mainMode;
  useEffect(() => {
    if (filters === null && data)
      setFilters({ mode: (mainMode as GameMode | undefined) ?? null, status: null, noQuest: false, search: "" });
  }, [data, mainMode, filters]);

  const mine = useMemo(
    () => (filters ? (data?.myBeatmaps ?? []).filter((b) => matchesFilters(b, filters)) : []),
    [data, filters],
  );
  const guest = useMemo(
    () => (filters ? (data?.myGuestBeatmaps ?? []).filter((b) => matchesFilters(b, filters)) : []),
    [data, filters],
  );

  if (!filters) {
    if (error) return <p className="card">{errorMessage(error)}</p>;
    return <PageLoading label={loading ? "Loading beatmaps…" : "Loading…"} />;
  }

  return (
    <div className="beatmaps-page">
      <FilterBar filters={filters} onChange={setFilters} onAdd={() => setCreating(true)} />

      <Section title="My mapsets" count={mine.length} open testId="section-mine">
        <CardGrid maps={mine} onOpen={open} empty="You host no mapsets matching these filters." />
      </Section>
      <Section title="My guest difficulties" count={guest.length} open={false} testId="section-guest">
        <CardGrid maps={guest} onOpen={open} empty="No guest difficulties matching these filters." />
      </Section>
      <OtherBeatmaps filters={filters} onOpen={open} />

      {selectedId && (
        <Modal title="Beatmap details" onClose={close} className="modal--wide beatmap-modal">
          <BeatmapDetail beatmapId={selectedId} onDeleted={close} />
        </Modal>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateBeatmapDialog
            onClose={() => setCreating(false)}
            onCreated={(id) => {
              setCreating(false);
              open(id);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
