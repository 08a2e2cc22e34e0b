import "./artists.css";
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { errorMessage } from "../../app/errors";
import { useSearchParams } from "react-router-dom";
import { useRouteQuery } from "../../app/route-loader";
import { useDebouncedSearchParam } from "../../app/useSearchParam";
import { ConfirmButton } from "../../components/ConfirmButton";
import { AddArtistDialog } from "./AddArtistDialog";
import { effectiveFilter, FILTER_MIN, SECTIONS, type ColumnDef } from "./board";
import { DealCard } from "./DealCard";
import { DealModal } from "./DealModal";
import {
  FaScheduleBoardDocument,
  FaScheduleColumnDocument,
  type FaCardFieldsFragment,
  type FaColumnPageFragment,
  type FaScheduleBoardQuery,
} from "./gql/graphql";
import { useFaActions, type FaActions } from "./useFaActions";

/** Cards per column on the first load (fixed in the FaScheduleBoard document); "Show more" fetches the next ones. */
export const BOARD_PAGE = 10;
const MORE_PAGE = 50;

interface FocusTarget {
  artistId?: string;
  control?: string;
  column?: string;
}

/**
 * Puts focus back where the visitor was when an action re-rendered the board (a deal moving to another column unmounts
 * its card): the same control of the same deal, else the deal's Edit button, else the column's heading.
 */
function useFocusKeeper() {
  const target = useRef<FocusTarget | null>(null);
  /** `force`: move focus even if something still has it (e.g. a new deal after "Add artist"). */
  const restore = useCallback((force = false) => {
    requestAnimationFrame(() => {
      const t = target.current;
      const active = document.activeElement;
      if (!t || (!force && active && active !== document.body && active.isConnected)) return;
      const card = t.artistId ? document.querySelector<HTMLElement>(`.fa-board [data-artist-id="${t.artistId}"]`) : null;
      const el =
        (t.control && card?.querySelector<HTMLElement>(`[data-focus="${t.control}"]`)) ||
        card?.querySelector<HTMLElement>('[data-focus="edit"]') ||
        (t.column ? document.querySelector<HTMLElement>(`[data-column="${t.column}"] h3`) : null) ||
        document.querySelector<HTMLElement>(".fa-board__filter input");
      el?.focus();
    });
  }, []);
  const remember = useCallback((t: FocusTarget) => {
    target.current = t;
  }, []);
  return { remember, restore };
}

interface ColumnProps {
  def: ColumnDef;
  page: FaColumnPageFragment;
  label: string | null;
  actions: FaActions;
  onOpen: (id: string, column: string) => void;
  onBeforeAction: (artistId: string, control: string, column: string) => void;
  extra?: ReactNode;
}

function ScheduleColumn({ def, page, label, actions, onOpen, onBeforeAction, extra }: ColumnProps) {
  const client = useApolloClient();
  const headingId = useId();
  const listId = useId();
  const [folded, setFolded] = useState(!!def.folded);
  const [more, setMore] = useState<{ nodes: FaCardFieldsFragment[]; endCursor: string | null; hasNext: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  useEffect(() => setMore(null), [page]);

  const seen = new Set(page.nodes.map((n) => n.id));
  const nodes = [...page.nodes, ...(more?.nodes ?? []).filter((n) => !seen.has(n.id))];
  const hasNext = more ? more.hasNext : page.pageInfo.hasNextPage;
  const cursor = more ? more.endCursor : page.pageInfo.endCursor;

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const res = await client.query({
        query: FaScheduleColumnDocument,
        variables: { column: def.column, label, first: MORE_PAGE, after: cursor },
        fetchPolicy: "network-only",
      });
      const next = res.data?.faSchedule;
      if (!next) return;
      setMore((m) => ({
        nodes: [...(m?.nodes ?? []), ...next.nodes],
        endCursor: next.pageInfo.endCursor,
        hasNext: next.pageInfo.hasNextPage,
      }));
      const firstNew = next.nodes[0];
      if (firstNew)
        requestAnimationFrame(() =>
          document
            .querySelector<HTMLElement>(`[data-column="${def.column}"] [data-artist-id="${firstNew.id}"] [data-focus="edit"]`)
            ?.focus(),
        );
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className={`fa-column fa-column--${def.column}`} aria-labelledby={headingId} data-column={def.column}>
      <header className="fa-column__header">
        <h3 id={headingId} className="fa-column__title" tabIndex={-1}>
          {def.title} <span className="fa-column__count">{page.totalCount ?? nodes.length}</span>
        </h3>
        <span className="fa-column__tools">
          {extra}
          <button
            type="button"
            className="fa-link-button"
            aria-expanded={!folded}
            aria-controls={listId}
            aria-label={`${folded ? "Show" : "Hide"} ${def.title}`}
            onClick={() => setFolded((f) => !f)}
          >
            {folded ? "show" : "hide"}
          </button>
        </span>
      </header>
      <p className="fa-column__hint muted">{def.hint}</p>
      <div id={listId} hidden={folded}>
        {nodes.length === 0 ? (
          <p className="fa-column__empty muted">No artists here.</p>
        ) : (
          <ol className="fa-column__list" aria-label={def.title}>
            {nodes.map((a) => (
              <li key={a.id}>
                <DealCard
                  artist={a}
                  inProgress={!!def.inProgress}
                  actions={actions}
                  onOpen={(id) => onOpen(id, def.column)}
                  onBeforeAction={(id, control) => onBeforeAction(id, control, def.column)}
                />
              </li>
            ))}
          </ol>
        )}
        {hasNext && (
          <button
            type="button"
            className="button button--ghost button--small fa-column__more"
            disabled={loadingMore}
            onClick={() => void loadMore()}
          >
            {loadingMore ? "Loading…" : `Show more (${(page.totalCount ?? 0) - nodes.length} left)`}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * /artists ("FA Schedule"; the configured FA Schedule account and admins): the deal board of featured artists, grouped
 * In progress / Planned / Inactive, each column in the server's order, with a name filter. The filter is in the
 * address (?name=, written once typing pauses): the route's loader asks for that board (fa-schedule.loader.ts) and
 * the page reads its answer.
 */
export default function FaSchedulePage() {
  const [filter, setFilter] = useDebouncedSearchParam("name");
  // The filter of the board the address holds (the columns' "show more" asks with it).
  const label = effectiveFilter(useSearchParams()[0].get("name") ?? "");
  const { data, error } = useRouteQuery(FaScheduleBoardDocument);
  const board: FaScheduleBoardQuery | undefined = data;
  const actions = useFaActions();
  const focus = useFocusKeeper();
  const [open, setOpen] = useState<{ id: string; column: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const filterId = useId();

  useEffect(() => focus.restore(), [board, focus]);
  // After a dialog closes (its own focus return has run by then): focus the deal where it is now.
  const [closed, setClosed] = useState<{ n: number; force: boolean }>({ n: 0, force: false });
  useEffect(() => {
    if (closed.n) focus.restore(closed.force);
  }, [closed, focus]);
  const afterDialog = (force: boolean) => setClosed((c) => ({ n: c.n + 1, force }));

  const onBeforeAction = useCallback(
    (artistId: string, control: string, column: string) => focus.remember({ artistId, control, column }),
    [focus],
  );

  return (
    <div className="fa-board">
      <div className="fa-board__bar">
        <div className="fa-board__filter">
          <label htmlFor={filterId} className="fa-field-label">
            Filter by name
          </label>
          <input
            id={filterId}
            className="input"
            type="search"
            maxLength={200}
            placeholder={`at least ${FILTER_MIN} characters`}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          Add artist
        </button>
      </div>

      {!board ? (
        <p className="card" role="alert">
          {errorMessage(error)}
        </p>
      ) : (
        SECTIONS.map((section) => (
          <section key={section.title} className="fa-section" aria-label={section.title}>
            <h2 className="fa-section__title">{section.title}</h2>
            <div className="fa-section__columns">
              {section.columns.map((def) => (
                <ScheduleColumn
                  key={def.column}
                  def={def}
                  page={board[def.column]}
                  label={label}
                  actions={actions}
                  onOpen={(id, column) => {
                    focus.remember({ artistId: id, control: "edit", column });
                    setOpen({ id, column });
                  }}
                  onBeforeAction={onBeforeAction}
                  extra={
                    def.column === "awaitingResponse" ? (
                      <ConfirmButton
                        className="button--small"
                        confirmLabel="Click again: reject them all"
                        disabled={actions.busy || board.awaitingResponse.nodes.length === 0}
                        onConfirm={() => {
                          focus.remember({ column: "awaitingResponse" });
                          void actions.rejectAllAwaiting();
                        }}
                      >
                        Mark all as rejected
                      </ConfirmButton>
                    ) : def.column === "notContacted" ? (
                      <button type="button" className="button button--ghost button--small" onClick={() => setAdding(true)}>
                        Add artist
                      </button>
                    ) : undefined
                  }
                />
              ))}
            </div>
          </section>
        ))
      )}

      {open && (
        <DealModal
          artistId={open.id}
          actions={actions}
          onClose={() => {
            setOpen(null);
            afterDialog(false);
          }}
          onDeleted={() => {
            focus.remember({ column: open.column });
            setOpen(null);
            afterDialog(true);
          }}
        />
      )}
      {adding && (
        <AddArtistDialog
          actions={actions}
          onClose={() => setAdding(false)}
          onAdded={(id) => {
            focus.remember({ artistId: id, control: "edit", column: "notContacted" });
            setAdding(false);
            afterDialog(true);
          }}
        />
      )}
    </div>
  );
}
