import "./contests-listing.css";
import { useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef } from "react";
import { isAdmin, useCurrentUser } from "../../../app/current-user";
import { errorMessage } from "../../../app/errors";
import { connectionNext, useRoutePagedList } from "../../../app/usePagedList";
import { useDebouncedSearchParam, usePendingSearchParams } from "../../../app/useSearchParam";
import { useSelectedId } from "../../../app/useSelectedId";
import { ModeIcon } from "../../../components/ModeIcons";
import { MODE_LABELS, MODES } from "../../../lib/format";
import { phaseLabel } from "../shared/contest-text";
import { ContestPanel } from "./ContestPanel";
import { CreateContestForm } from "./CreateContestForm";
import { ContestDetailDocument, ContestsListingDocument, type ContestCategory, type Mode } from "./gql/graphql";

/** The listing's page size ("Load more contests"). */
import { CONTESTS_PAGE, contestsFilters } from "./contests-listing.loader";
export { CONTESTS_PAGE };

const CATEGORIES: readonly { value: ContestCategory; label: string; admin?: boolean }[] = [
  { value: "active", label: "Active" },
  { value: "completed", label: "Completed" },
  { value: "mine", label: "My contests" },
  { value: "pendingApproval", label: "Pending approval", admin: true },
];

/**
 * /contests/listing: Active / Completed / My contests (admins also: pending approval), name search, mode filter,
 * "Load more contests", and `?contest=<id>` opening one contest (public view, or the creators' management). The
 * filters are in the address (?category=, ?search=, ?mode=): the route's loader asks for that list
 * (contests-listing.loader.ts) and the page reads its answer.
 */
export default function ContestsListingPage() {
  const { me } = useCurrentUser();
  const { selected, close } = useSelectedId("contest");
  const [search, setSearch] = useDebouncedSearchParam("search");
  // The controls show the filters of the navigation on its way (the list, while stale, the previous answer).
  const [params, setParams] = usePendingSearchParams();
  const { category, mode } = contestsFilters(params);
  const setFilter = (key: "category" | "mode", value: string, replace = false) =>
    setParams(
      (p) => {
        if (value && !(key === "category" && value === "active")) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace },
    );
  // A contest opens with a history entry; its ?contest= comes first in the address, before the filters.
  const open = (id: string) =>
    setParams((p) => new URLSearchParams([["contest", id], ...[...p].filter(([k]) => k !== "contest")]));
  const setCategory = (c: ContestCategory, replace = false) => setFilter("category", c, replace);
  const setMode = (m: Mode | "") => setFilter("mode", m);
  const ids = { search: useId(), mode: useId() };
  const admin = isAdmin(me);

  // A deep link picks the category the contest belongs to (creator: My contests; complete: Completed; else Active).
  const deepLink = useRef(selected);
  const linked = useQuery(ContestDetailDocument, {
    variables: { id: deepLink.current ?? "" },
    skip: !deepLink.current,
  });
  useEffect(() => {
    const c = linked.data?.contest;
    if (!c || deepLink.current === null) return;
    deepLink.current = null;
    setCategory(c.viewerIsCreator ? "mine" : c.status === "complete" ? "completed" : "active", true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked.data]);

  const list = useRoutePagedList(ContestsListingDocument, (d) => ({
    items: d.contests.nodes,
    next: connectionNext(d.contests.pageInfo),
  }));
  const items = list.items ?? [];

  // On one-column (phone) layouts the contest opens below the list: bring it into view after a click.
  const main = useRef<HTMLElement>(null);
  const clicked = useRef(false);
  const openFromList = (id: string) => {
    clicked.current = true;
    open(id);
  };
  useEffect(() => {
    if (!clicked.current || !selected) return;
    clicked.current = false;
    const el = main.current;
    if (el && el.getBoundingClientRect().top > window.innerHeight * 0.6) el.scrollIntoView?.({ block: "start" });
  }, [selected]);

  return (
    <div className="contests-page">
      <aside className="contests-side" aria-label="Contests">
        <div className="card contests-filters">
          <div className="c-field">
            <label htmlFor={ids.search}>Search contests</label>
            <input
              id={ids.search}
              type="search"
              placeholder="contest name"
              value={search}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <fieldset className="c-segmented">
            <legend>Category</legend>
            {CATEGORIES.filter((c) => !c.admin || admin).map((c) => (
              <label key={c.value} className={`c-segmented__option ${category === c.value ? "c-segmented__option--on" : ""}`}>
                <input
                  type="radio"
                  name="contest-category"
                  value={c.value}
                  checked={category === c.value}
                  onChange={() => setCategory(c.value)}
                />
                {c.label}
              </label>
            ))}
          </fieldset>
          <div className="c-field">
            <label htmlFor={ids.mode}>Mode</label>
            <select id={ids.mode} value={mode} onChange={(e) => setMode(e.target.value as Mode | "")}>
              <option value="">Any mode</option>
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {MODE_LABELS[m]}
                </option>
              ))}
            </select>
          </div>
        </div>

        {category === "mine" && <CreateContestForm onCreated={open} />}

        {list.error && !list.items ? (
          <p className="card" role="alert">
            {errorMessage(list.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="card muted">{category === "pendingApproval" ? "No contest waits for approval." : "No contests found."}</p>
        ) : (
          <ul
            className={`contest-cards ${list.stale ? "contest-cards--stale" : ""}`}
            aria-label="Contest list"
            aria-busy={list.stale}
          >
            {items.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={`contest-card ${c.id === selected ? "contest-card--selected" : ""}`}
                  aria-current={c.id === selected ? "true" : undefined}
                  onClick={() => openFromList(c.id)}
                >
                  <ModeIcon mode={c.mode} />
                  <span className="contest-card__text">
                    <span className="contest-card__name">{c.name}</span>
                    <span className="contest-card__status muted">
                      {phaseLabel(c.status)}
                      {!c.isApproved
                        ? c.status === "hidden"
                          ? " · not approved yet (being prepared)"
                          : " · awaiting approval"
                        : ""}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {list.hasMore && (
          <p className="center">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void list.showMore()}
              disabled={list.loadingMore}
            >
              {list.loadingMore ? "Loading…" : "Load more contests"}
            </button>
          </p>
        )}
      </aside>

      <section className="contests-main" aria-label="Selected contest" ref={main}>
        {selected ? (
          <ContestPanel key={selected} id={selected} onClose={close} onDeleted={close} />
        ) : (
          <p className="card muted contests-empty">Select a contest to see its details.</p>
        )}
      </section>
    </div>
  );
}
