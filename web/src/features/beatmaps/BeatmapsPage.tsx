import { BEATMAPS_FIRST_PAGE, BEATMAPS_NEXT_PAGE } from "@mg/rules";
import { ShowMoreButton } from "../../components/ShowMoreButton";
import "./beatmaps.css";
import { useRouteQuery } from "../../app/route-loader";
import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from "react";
import { Modal } from "../../components/Modal";
import { PageLoading } from "../../app/PageLoading";
import { errorMessage } from "../../app/errors";
import { MODE_LABELS, MODES } from "../../lib/format";
import { BEATMAP_STATUSES } from "../../lib/beatmaps";
import { BeatmapCard } from "./BeatmapCard";
import { BeatmapDetail } from "./BeatmapDetail";
import { MAX_SEARCH, type Filters, type GameMode, type Status } from "./beatmap-rules";
import {
  BeatmapsPageDocument,
  MyBeatmapsDocument,
  MyGuestBeatmapsDocument,
  OtherBeatmapsDocument,
  type BeatmapCardFieldsFragment,
} from "./gql/graphql";
import { useSelectedId } from "../../app/useSelectedId";
import { connectionNext, usePagedList, type PagedList } from "../../app/usePagedList";

const CreateBeatmapDialog = lazy(() => import("./CreateBeatmapDialog"));

export const FIRST_PAGE = BEATMAPS_FIRST_PAGE;
export const NEXT_PAGE = BEATMAPS_NEXT_PAGE;
/** Later pages of every section ("show more"). */
const NEXT_PAGE_VARIABLES = { first: NEXT_PAGE };

/**
 * The page's filters as the arguments of all three sections: the server applies them (that mode or hybrid, the status,
 * no quest, any word in the artist, title, host, a mapper or, in my own sections, the link).
 */
export function sectionVariables(f: Filters) {
  return {
    mode: f.mode,
    status: f.status,
    quest: f.noQuest ? ("none" as const) : ("any" as const),
    search: f.search || null,
  };
}
type SectionVariables = ReturnType<typeof sectionVariables>;

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

/**
 * A section's mapsets, a page at a time: "show more" appends the next page by `after`. The button stays focusable
 * while its page loads (aria-disabled, not disabled); when the last page takes it away, focus moves to the first
 * mapset that page brought instead of dropping to <body>.
 */
function PagedCards({
  list,
  onOpen,
  empty,
  what,
}: {
  list: PagedList<unknown, BeatmapCardFieldsFragment>;
  onOpen: (id: string) => void;
  empty: string;
  /** Names the section in the button's accessible name ("show more my mapsets"). */
  what: string;
}) {
  const root = useRef<HTMLDivElement>(null);
  const cardFocus = useCallback(
    (index: number) => root.current?.querySelectorAll<HTMLButtonElement>(".beatmap-card__button")[index],
    [],
  );

  if (!list.items) {
    if (list.loading) return <PageLoading label="Loading beatmaps…" />;
    return <p className="muted beatmaps-empty">{list.error ? errorMessage(list.error) : "No beatmaps found."}</p>;
  }
  return (
    <div ref={root} className={list.stale ? "is-stale" : ""} aria-busy={list.stale}>
      <CardGrid maps={list.items} onOpen={onOpen} empty={empty} />
      <ShowMoreButton
        list={list}
        shown={list.items.length}
        itemFocus={cardFocus}
        label={
          <>
            show more<span className="visually-hidden"> {what}</span>
          </>
        }
      />
    </div>
  );
}

/** "My mapsets": the mapsets I host (myBeatmapsConnection), with the page's filters; the heading counts them all. */
function MyBeatmaps({ variables, onOpen }: { variables: SectionVariables; onOpen: (id: string) => void }) {
  const list = usePagedList(
    MyBeatmapsDocument,
    { variables: { ...variables, first: FIRST_PAGE } },
    (d) => ({
      items: d.myBeatmapsConnection.edges.map((e) => e.node),
      next: connectionNext(d.myBeatmapsConnection.pageInfo),
    }),
    NEXT_PAGE_VARIABLES,
  );
  return (
    <Section title="My mapsets" count={list.data?.myBeatmapsConnection.totalCount ?? "…"} open testId="section-mine">
      <PagedCards list={list} onOpen={onOpen} empty="You host no mapsets matching these filters." what="my mapsets" />
    </Section>
  );
}

/** "My guest difficulties": others' mapsets where I map a task (myGuestBeatmapsConnection), closed at first. */
function MyGuestBeatmaps({ variables, onOpen }: { variables: SectionVariables; onOpen: (id: string) => void }) {
  const list = usePagedList(
    MyGuestBeatmapsDocument,
    { variables: { ...variables, first: FIRST_PAGE } },
    (d) => ({
      items: d.myGuestBeatmapsConnection.edges.map((e) => e.node),
      next: connectionNext(d.myGuestBeatmapsConnection.pageInfo),
    }),
    NEXT_PAGE_VARIABLES,
  );
  return (
    <Section
      title="My guest difficulties"
      count={list.data?.myGuestBeatmapsConnection.totalCount ?? "…"}
      open={false}
      testId="section-guest"
    >
      <PagedCards list={list} onOpen={onOpen} empty="No guest difficulties matching these filters." what="guest difficulties" />
    </Section>
  );
}

/** "Other beatmaps": everyone else's mapsets (beatmapsConnection); the heading counts what is shown ("30+"). */
function OtherBeatmaps({ variables, onOpen }: { variables: SectionVariables; onOpen: (id: string) => void }) {
  const list = usePagedList(
    OtherBeatmapsDocument,
    { variables: { ...variables, first: FIRST_PAGE } },
    (d) => ({
      items: d.beatmapsConnection.edges.map((e) => e.node),
      next: connectionNext(d.beatmapsConnection.pageInfo),
    }),
    NEXT_PAGE_VARIABLES,
  );
  const count = list.items ? `${list.items.length}${list.hasMore ? "+" : ""}` : "…";
  return (
    <Section title="Other beatmaps" count={count} open testId="section-others">
      <PagedCards list={list} onOpen={onOpen} empty="No beatmaps match these filters." what="other beatmaps" />
    </Section>
  );
}

function initialFilters(mainMode: string | null | undefined): Filters {
  return { mode: (mainMode as GameMode | undefined) ?? null, status: null, noQuest: false, search: "" };
}

/** /beatmaps: my mapsets, my guest difficulties, everyone else's (each filtered and paged on the server), a detail modal on ?id=. */
export default function BeatmapsPage() {
  const { selected: selectedId, open, close } = useSelectedId();
  const { data, error } = useRouteQuery(BeatmapsPageDocument);
  // The mode filter starts at my main mode (the mode of most of my mapping points).
  const [filters, setFilters] = useState<Filters | null>(() => (data ? initialFilters(data.me?.mainMode) : null));
  const [creating, setCreating] = useState(false);

  if (!filters) {
    return <p className="card">{errorMessage(error)}</p>;
  }
  const variables = sectionVariables(filters);

  return (
    <div className="beatmaps-page">
      <FilterBar filters={filters} onChange={setFilters} onAdd={() => setCreating(true)} />

      <MyBeatmaps variables={variables} onOpen={open} />
      <MyGuestBeatmaps variables={variables} onOpen={open} />
      <OtherBeatmaps variables={variables} onOpen={open} />

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
