import "./missions.css";
import { ShowMoreButton } from "../../components/ShowMoreButton";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { errorMessage } from "../../app/errors";
import { useSearchParams } from "react-router-dom";
import { connectionNext, useRoutePagedList } from "../../app/usePagedList";
import { useDebouncedSearchParam } from "../../app/useSearchParam";
import { ShowcaseArtistPanel } from "./ShowcaseSelection";
import { ShowcaseArtistsDocument } from "./gql/graphql";
import { useShowcaseInterest } from "./useShowcase";
import { useCurrentUser } from "../../app/current-user";

/** Artists per page: the first page and each "Show more" (each carries its songs and their potential mappers). */
import { SHOWCASE_PAGE } from "./showcase.loader";
export { SHOWCASE_PAGE };
/** The name search asks the server once typing pauses this long. */
export const SHOWCASE_SEARCH_DELAY_MS = 250;
/** The server's longest search (myShowcaseArtistsConnection). */
const SEARCH_MAX = 100;

/**
 * /showcase ("FA Showcase Beatmaps", group secret and admins): the unreleased artists, their songs and potential
 * mappers, a page at a time in the server's order (name, ignoring case): "Show more" appends the next page (app/apollo.ts
 * merges the pages of myShowcaseArtistsConnection per search). Marking interest in an artist makes you one of its
 * showcase mappers, so you can select its songs; the mutations answer with the artist, which updates it in place.
 * The search is in the address (?search=, written once typing pauses): the route's loader asks for that list
 * (showcase.loader.ts) and the page reads its answer.
 */
export default function ShowcasePage() {
  const [search, setSearch] = useDebouncedSearchParam("search", SHOWCASE_SEARCH_DELAY_MS);
  // The search of the list the address holds (not of a navigation still on its way: the list shown is of this one
  // or, while stale, of the one before).
  const term = useSearchParams()[0].get("search") ?? "";
  const list = useRoutePagedList(ShowcaseArtistsDocument, (d) => ({
    items: d.myShowcaseArtistsConnection.edges.map((e) => e.node),
    next: connectionNext(d.myShowcaseArtistsConnection.pageInfo),
  }));
  const artists = list.items;
  // The server always counts (totalCount); the artists shown would be the fallback.
  const count = list.data?.myShowcaseArtistsConnection.totalCount ?? artists?.length;
  const interest = useShowcaseInterest();
  const [busyArtist, setBusyArtist] = useState<string | null>(null);
  // Only members with the user menu's "FA showcase mapper" switch on may mark interest (the server checks it too).
  const switchedOn = !!useCurrentUser().me?.isShowcaseMapper;

  // The search helps once the artists are more than a page; it stays while anything is typed in it.
  const [many, setMany] = useState(false);
  const unfilteredCount = term === "" && !list.stale ? count : undefined;
  useEffect(() => {
    if (unfilteredCount !== undefined) setMany(unfilteredCount > SHOWCASE_PAGE);
  }, [unfilteredCount]);
  // The unfiltered count on screen decides at once (the effect above keeps it for while a search is shown).
  const manyNow = unfilteredCount !== undefined ? unfilteredCount > SHOWCASE_PAGE : many;
  const showSearch = manyNow || search !== "" || term !== "";

  // The last page removes the focused "Show more": focus then moves to the first artist it appended.
  const listRef = useRef<HTMLUListElement>(null);
  const artistFocus = useCallback((index: number) => listRef.current?.children[index]?.querySelector<HTMLElement>("h3"), []);

  return (
    <div className="showcase-page">
      <div className="card showcase-page__intro">
        <p>
          Upcoming Featured Artists, before their release on osu!. Mark your interest in an artist to become one of its showcase
          mappers, then select the songs you would like to map for its announcement.
        </p>
        {!switchedOn && (
          <p className="showcase-page__switch-hint">
            To mark interest in an artist, switch on “FA showcase mapper” in your user menu.
          </p>
        )}
        <p className="muted" style={{ marginBottom: 0 }}>
          Everything on this page is confidential: don't share it, and don't link these artists to Featured Artists publicly until
          they are announced.
        </p>
      </div>
      <h2 className="missions-section__title" style={{ marginTop: 20 }}>
        Unreleased artists{count !== undefined ? (term ? ` (${count} matching)` : ` (${count})`) : ""}
      </h2>
      {showSearch && (
        <SearchBox
          value={search}
          onChange={setSearch}
          status={list.stale ? "Searching…" : term && count !== undefined ? matchText(count, term) : ""}
        />
      )}
      {!artists ? (
        <p className="card" role="alert">
          {errorMessage(list.error)}
        </p>
      ) : artists.length === 0 ? (
        <p className="card missions-empty">
          {term ? `No unreleased artists match “${term}”.` : "There are no unreleased artists right now."}
        </p>
      ) : (
        <ul className="showcase-page__list" aria-label="Unreleased artists" aria-busy={list.stale || undefined} ref={listRef}>
          {artists.map((a) => (
            <li key={a.id}>
              <ShowcaseArtistPanel
                artist={a}
                headingLevel={3}
                focusableHeading
                extra={
                  <div className="showcase-page__interest">
                    <span className={a.viewerIsShowcaseMapper ? "mission-map__label" : "muted"}>
                      {a.viewerIsShowcaseMapper ? "You are one of its showcase mappers" : "Not marked as interested"}
                    </span>
                    {(switchedOn || a.viewerIsShowcaseMapper) && (
                      <button
                        type="button"
                        className="button button--ghost missions-small-button"
                        disabled={interest.busy && busyArtist === a.id}
                        aria-label={`${a.viewerIsShowcaseMapper ? "Withdraw interest in" : "Mark interest in"} ${a.label}`}
                        onClick={() => {
                          setBusyArtist(a.id);
                          void interest.toggle(a.id, a.viewerIsShowcaseMapper).finally(() => setBusyArtist(null));
                        }}
                      >
                        {a.viewerIsShowcaseMapper ? "withdraw interest" : "mark interest"}
                      </button>
                    )}
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {artists && <ShowMoreButton list={list} shown={artists.length} itemFocus={artistFocus} className="button button--ghost" />}
    </div>
  );
}

const matchText = (count: number, term: string) => `${count === 1 ? "1 artist matches" : `${count} artists match`} “${term}”`;

/** The name search: labelled, searched on the server once typing pauses; the status line announces the matches. */
function SearchBox({ value, onChange, status }: { value: string; onChange: (v: string) => void; status: string }) {
  const id = useId();
  const statusId = useId();
  return (
    <div className="card missions-controls">
      <div className="missions-controls__search">
        <label htmlFor={id}>Search artists</label>
        <input
          id={id}
          type="search"
          placeholder="part of the artist's name"
          value={value}
          maxLength={SEARCH_MAX}
          autoComplete="off"
          aria-describedby={statusId}
          onChange={(e) => onChange(e.target.value)}
        />
        <span id={statusId} className="missions-controls__hint" role="status">
          {status}
        </span>
      </div>
    </div>
  );
}
