import "./locus.css";
import { useCallback, useId, useRef } from "react";
import { Link } from "react-router-dom";
import { ShowMoreButton } from "../../components/ShowMoreButton";
import { isAdmin, useCurrentUser } from "../../app/current-user";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { useActionMutation } from "../../app/useActionMutation";
import { useRouteQuery } from "../../app/route-loader";
import { useDebouncedSearchParam, useSearchParam } from "../../app/useSearchParam";
import { connectionNext, usePagedList } from "../../app/usePagedList";
import { ASPIRE_MIN_SEARCH, ASPIRE_SEARCH_MAX, normalizeSongSearch, songCount } from "./aspire-songs";
import { AspireSongListDocument, AspireSongsDocument, RemoveAspireSongDocument } from "./gql/graphql";

/** Matches per page: the first answer and each "Show more". */
export const ASPIRE_SEARCH_PAGE = 15;

function RemoveSong({ id, line }: { id: string; line: string }) {
  const remove = useActionMutation(RemoveAspireSongDocument, {
    refetch: [AspireSongListDocument, AspireSongsDocument],
    success: () => `Removed "${line}" from the list`,
  });
  return (
    <button
      type="button"
      className="button button--small button--ghost"
      aria-disabled={remove.loading || undefined}
      onClick={() => !remove.loading && void remove.run({ id })}
    >
      Remove<span className="visually-hidden"> {line}</span>
    </button>
  );
}

function Results({ search, admin, title }: { search: string; admin: boolean; title: string }) {
  const list = usePagedList(
    AspireSongsDocument,
    { variables: { search, first: ASPIRE_SEARCH_PAGE }, notifyOnNetworkStatusChange: true },
    (d) => ({ items: d.aspireSongs.nodes, next: connectionNext(d.aspireSongs.pageInfo) }),
  );
  const listRef = useRef<HTMLUListElement>(null);
  const itemFocus = useCallback((i: number) => listRef.current?.querySelectorAll<HTMLElement>("li")[i] ?? null, []);
  const page = list.data?.aspireSongs;
  if (!page) return list.error ? <p className="card">{errorMessage(list.error)}</p> : <PageLoading label="Searching…" />;
  const total = page.totalCount ?? page.nodes.length;
  return (
    <>
      <p className="aspire-search__status" role="status" data-testid="aspire-search-status">
        {total === 0 ? (
          <>
            No results found for <b>{search}</b>.
          </>
        ) : (
          `${songCount(total)} allowed in ${title} ${total === 1 ? "matches" : "match"} “${search}”.`
        )}
      </p>
      {page.nodes.length > 0 && (
        <ul ref={listRef} className="aspire-search__results" aria-label="Allowed songs found" aria-busy={list.stale || undefined}>
          {page.nodes.map((song) => (
            <li key={song.id} tabIndex={-1}>
              <span className="aspire-search__allowed" aria-hidden="true">
                ✓
              </span>
              <span className="aspire-search__line">{song.line}</span>
              <span className="visually-hidden"> is allowed</span>
              {admin && <RemoveSong id={song.id} line={song.line} />}
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={list} shown={page.nodes.length} itemFocus={itemFocus} className="button button--ghost" />
    </>
  );
}

/**
 * /aspire/search (public): is my song allowed in this Aspire season? A search over the season's allowed songs,
 * ignoring accents and case; every word typed must appear (api/src/modules/locus/README.md, "Aspire's allowed songs").
 * The list's title and size come from the route's loader (aspire-search.loader.ts); the search is in the address
 * (?q=, written 250 ms after typing stops), so a search can be linked to and Back restores it.
 */
export default function AspireSearchPage() {
  const { me } = useCurrentUser();
  const { data, error } = useRouteQuery(AspireSongListDocument);
  const id = useId();
  const [text, setText] = useDebouncedSearchParam("q", 250);
  // The server reads the text the same way (accents, case, spaces ignored); it is sent as typed, trimmed.
  const [search] = useSearchParam("q");
  const list = data?.aspireSongList;

  return (
    <div className="aspire-search">
      <section className="card aspire-search__about" aria-labelledby="aspire-search-title">
        <h2 id="aspire-search-title">Allowed songs</h2>
        {list ? (
          <p>
            Search the list of featured artist songs allowed in <strong>{list.title}</strong> ({songCount(list.songCount)}) to
            check whether your entry may use a song.
          </p>
        ) : (
          <p className="muted">{error ? errorMessage(error) : "Loading the list…"}</p>
        )}
        <p>
          Looking for a teammate? Visit the <Link to="/aspire">Aspire teammates hub</Link>.
        </p>
      </section>

      <section className="card aspire-search__box" aria-label="Search the allowed songs">
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <div className="select-field select-field--grow">
            <label htmlFor={id}>Artist or song title</label>
            <input
              id={id}
              className="input"
              type="search"
              value={text}
              maxLength={ASPIRE_SEARCH_MAX}
              autoComplete="off"
              placeholder="artist or song title…"
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </form>
        {normalizeSongSearch(search).length < ASPIRE_MIN_SEARCH ? (
          <p className="muted aspire-search__status">Type at least {ASPIRE_MIN_SEARCH} letters to search.</p>
        ) : (
          <Results search={search} admin={isAdmin(me)} title={list?.title ?? "Aspire"} />
        )}
      </section>
    </div>
  );
}
