import "./missions.css";
import { useDeferredValue, useId, useState } from "react";
import { errorMessage } from "../../app/errors";
import { ListSkeleton } from "../../components/ListSkeleton";
import { Modal } from "../../components/Modal";
import { MODE_LABELS, MODES } from "../../lib/format";
import { AddBeatmapControl } from "./AddBeatmapControl";
import { MissionCard } from "./MissionCard";
import { MissionDetail, MissionMapsSection } from "./MissionDetail";
import {
  InactiveMissionsDocument,
  MissionsSectionDocument,
  MissionsViewerDocument,
  type MissionFieldsFragment,
  type Mode,
} from "./gql/graphql";
import { connectionNext, usePagedList } from "../../app/usePagedList";
import { useRouteQuery } from "../../app/route-loader";
import { useDebouncedValue } from "../../app/useDebouncedValue";
import { COPIED_HINT, missionLink, useCopiedLink } from "./useCopiedLink";
import { useSelectedId } from "../../app/useSelectedId";

/** The name filter applies from 3 characters on (docs/domain.md#priority-quests-missions). */
export const SEARCH_MIN = 3;
/** Inactive missions per page (the section grows with every closed mission). */
export const INACTIVE_PAGE = 20;
/** Active and pending missions per page: usually all of them, but the server pages them too (docs/api-guide.md "Pagination"). */
export const OPEN_PAGE = 30;
export const PENDING_NOTE = "Quests below are only accessible if you selected a song before the deadline";

type ModeChoice = Mode | "any";

export function filterMissions<T extends Pick<MissionFieldsFragment, "modes" | "name">>(
  missions: readonly T[],
  mode: ModeChoice,
  search: string,
): T[] {
  const term = search.trim().toLowerCase();
  return missions.filter(
    (m) => (mode === "any" || m.modes.includes(mode)) && (term.length < SEARCH_MIN || m.name.toLowerCase().includes(term)),
  );
}

function MissionGrid({
  missions,
  onSelect,
  label,
}: {
  missions: readonly MissionFieldsFragment[];
  onSelect: (m: MissionFieldsFragment) => void;
  label: string;
}) {
  return (
    <ul className="missions-grid" aria-label={label}>
      {missions.map((m) => (
        <li key={m.id}>
          <MissionCard mission={m} onSelect={() => onSelect(m)}>
            <MissionMapsSection mission={m} />
            {m.acceptsBeatmaps && <AddBeatmapControl missionId={m.id} deferred />}
          </MissionCard>
        </li>
      ))}
    </ul>
  );
}

function ShowMore({
  list,
  label,
}: {
  list: { hasMore: boolean; loadingMore: boolean; showMore: () => Promise<void> };
  label: string;
}) {
  if (!list.hasMore) return null;
  return (
    <p className="center">
      <button type="button" className="button button--primary" onClick={() => void list.showMore()} disabled={list.loadingMore}>
        {list.loadingMore ? "Loading…" : label}
      </button>
    </p>
  );
}

type SectionVariables = { mode: Mode | null; search: string | null };

/** One open section (active or pending), a page of OPEN_PAGE at a time, filtered on the server. */
function useOpenSection(section: "active" | "pending", filter: SectionVariables, skip: boolean) {
  return usePagedList(MissionsSectionDocument, { variables: { section, ...filter, first: OPEN_PAGE }, skip }, (d) => ({
    items: d.missionsConnection.edges.map((e) => e.node),
    next: connectionNext(d.missionsConnection.pageInfo),
  }));
}

function Controls(props: { mode: ModeChoice; setMode: (m: ModeChoice) => void; search: string; setSearch: (s: string) => void }) {
  const searchId = useId();
  const hintId = useId();
  return (
    <div className="card missions-controls">
      <div className="missions-controls__search">
        <label htmlFor={searchId}>Search priority quests</label>
        <input
          id={searchId}
          type="search"
          placeholder="quest name"
          value={props.search}
          maxLength={100}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(e) => props.setSearch(e.target.value)}
        />
        <span id={hintId} className="missions-controls__hint">
          filters from {SEARCH_MIN} characters on
        </span>
      </div>
      <fieldset className="missions-modes">
        <legend>Mode</legend>
        {(["any", ...MODES] as const).map((m) => (
          <label key={m} className={`missions-modes__option ${props.mode === m ? "missions-modes__option--on" : ""}`}>
            <input type="radio" name="missions-mode" value={m} checked={props.mode === m} onChange={() => props.setMode(m)} />
            {m === "any" ? "any" : MODE_LABELS[m]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/**
 * /missions ("Priority Quests"): active, pending and inactive sections with mode and name filters; ?id= opens one.
 * The viewer's main mode (the default filter) comes from the route's loader (missions.loader.ts).
 */
export default function MissionsPage() {
  const { selected: selectedId, open, close } = useSelectedId();
  const viewerQuery = useRouteQuery(MissionsViewerDocument);
  const viewer = viewerQuery.data?.me;
  const [modeChoice, setModeChoice] = useState<ModeChoice | null>(null);
  const mode: ModeChoice = modeChoice ?? viewer?.mainMode ?? "any";
  const [search, setSearch] = useState("");
  const [pendingOpen, setPendingOpen] = useState<boolean | null>(null);
  const [inactiveRequested, setInactiveRequested] = useState(false);
  const { copiedKey, copy } = useCopiedLink();

  // Every section is filtered on the server (mode, and the name once typed for a moment); what is shown is filtered
  // again at once as one types. The open sections wait for the viewer's main mode, the default filter.
  const term = useDebouncedValue(search.trim(), 300);
  const filter: SectionVariables = { mode: mode === "any" ? null : mode, search: term.length >= SEARCH_MIN ? term : null };
  // The viewer's answer also comes through the store subscription: the sections' queries start in the deferred render
  // that follows (creating them is not small), not in the synchronous one.
  const viewerKnown = useDeferredValue(viewerQuery.data !== undefined || viewerQuery.error !== undefined);
  const active = useOpenSection("active", filter, !viewerKnown);
  const pending = useOpenSection("pending", filter, !viewerKnown);
  const inactive = usePagedList(
    InactiveMissionsDocument,
    { variables: { ...filter, first: INACTIVE_PAGE }, skip: !inactiveRequested },
    (d) => ({ items: d.missionsConnection.nodes, next: connectionNext(d.missionsConnection.pageInfo) }),
  );

  // A section's answer comes through Apollo's store subscription, which React renders at once, in one task: the cards
  // (markdown, maps, dates) are rendered from this deferred copy instead, in slices between which the browser stays
  // responsive; the skeleton stays until they are ready.
  const activeItems = useDeferredValue(active.items);
  const activeList = filterMissions(activeItems ?? [], mode, search);
  const pendingList = filterMissions(pending.items ?? [], mode, search);
  const inactiveList = filterMissions(inactive.items ?? [], mode, search);
  const unfiltered = mode === "any" && search.trim().length < SEARCH_MIN;
  const showPending = pendingOpen ?? (activeItems !== undefined && activeList.length === 0);

  const select = (m: MissionFieldsFragment) => {
    open(m.id);
    void copy(m.id, missionLink(window.location.origin, m.id));
  };

  return (
    <div className="missions-page">
      <Controls mode={mode} setMode={setModeChoice} search={search} setSearch={setSearch} />

      <section aria-labelledby="missions-active">
        <h2 id="missions-active" className="missions-section__title">
          Active priority quests
        </h2>
        {!activeItems ? (
          active.items || active.loading || !viewerKnown ? (
            <ListSkeleton label="Loading priority quests…" gridClassName="missions-grid" />
          ) : (
            <p className="card" role="alert">
              {errorMessage(active.error)}
            </p>
          )
        ) : activeList.length === 0 ? (
          <p className="card missions-empty">
            {unfiltered && !active.stale
              ? "No priority quests are active right now."
              : "No active priority quests match your filters."}
          </p>
        ) : (
          <MissionGrid missions={activeList} onSelect={select} label="Active priority quests" />
        )}
        <ShowMore list={active} label="show more active priority quests" />
      </section>

      {pendingList.length > 0 && (
        <section aria-labelledby="missions-pending" className="missions-section">
          <div className="missions-section__head">
            <h2 id="missions-pending" className="missions-section__title">
              Pending priority quests ({pendingList.length}
              {pending.hasMore ? "+" : ""})
            </h2>
            <button
              type="button"
              className="button button--ghost"
              aria-expanded={showPending}
              aria-controls="missions-pending-list"
              onClick={() => setPendingOpen(!showPending)}
            >
              {showPending ? "hide" : "show"}
            </button>
          </div>
          <p className="missions-section__note">{PENDING_NOTE}</p>
          <div id="missions-pending-list" hidden={!showPending}>
            {showPending && (
              <>
                <MissionGrid missions={pendingList} onSelect={select} label="Pending priority quests" />
                <ShowMore list={pending} label="show more pending priority quests" />
              </>
            )}
          </div>
        </section>
      )}

      <section aria-labelledby="missions-inactive" className="missions-section">
        {!inactiveRequested || !inactive.data ? (
          <p className="center">
            <button
              type="button"
              className="button button--primary"
              disabled={inactive.loading}
              onClick={() => (inactiveRequested ? inactive.refetch() : setInactiveRequested(true))}
              id="missions-inactive"
            >
              {inactive.loading ? "Loading…" : "Load inactive priority quests"}
            </button>
            {inactive.error ? (
              <span role="alert" className="missions-error">
                {" "}
                {errorMessage(inactive.error)}
              </span>
            ) : null}
          </p>
        ) : (
          <>
            <h2 id="missions-inactive" className="missions-section__title">
              Inactive priority quests
            </h2>
            {inactiveList.length === 0 ? (
              <p className="card missions-empty">
                {inactive.items?.length === 0
                  ? "No inactive priority quests."
                  : "No inactive priority quests match your filters."}
              </p>
            ) : (
              <MissionGrid missions={inactiveList} onSelect={select} label="Inactive priority quests" />
            )}
            <ShowMore list={inactive} label="show more inactive priority quests" />
          </>
        )}
      </section>

      {selectedId && (
        <Modal
          title={
            <>
              Priority quest{" "}
              <span className="copied-hint" role="status">
                {copiedKey === selectedId ? COPIED_HINT : ""}
              </span>
            </>
          }
          onClose={close}
          className="modal--wide"
        >
          <MissionDetail missionId={selectedId} />
        </Modal>
      )}
    </div>
  );
}
