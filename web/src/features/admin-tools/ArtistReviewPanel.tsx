import { useLazyQuery } from "@apollo/client/react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { useActionMutation } from "../../app/useActionMutation";
import { ConfirmButton } from "../../components/ConfirmButton";
import { formatDate, truncate } from "../../lib/format";
import { searchSummary } from "./osu-search";
import {
  SummaryArtistReviewQueueDocument,
  SummaryDismissArtistDocument,
  SummaryMarkArtistReviewedDocument,
  SummaryOsuArtistSearchDocument,
} from "./gql/graphql";

/** osu!'s beatmapsets of an artist, most played first, with the original's summary of plays, sets and mappers. */
export function OsuArtistSearch({ artist, onArtist }: { artist: string; onArtist: (name: string) => void }) {
  const inputId = useId();
  const [text, setText] = useState(artist);
  const [search, { data, loading, error, called, variables }] = useLazyQuery(SummaryOsuArtistSearchDocument);
  const asked = variables?.artist;
  // A row's "Search osu!" (or this form) chose an artist: the box follows and the search runs.
  useEffect(() => {
    if (!artist) return;
    setText(artist);
    void search({ variables: { artist } }).catch(() => undefined);
  }, [artist, search]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = text.trim();
    if (!name) return;
    if (name === artist) void search({ variables: { artist: name } }).catch(() => undefined);
    else onArtist(name);
  };
  const found = data?.adminOsuArtistSearch;
  return (
    <section className="card admin-section osu-search" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} tabIndex={-1} data-osu-search-title>
        Search osu! by artist
      </h2>
      <form className="inline-form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Artist name
        </label>
        <input
          id={inputId}
          className="input"
          maxLength={100}
          placeholder="artist name…"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={loading || !text.trim()}>
          {loading ? "Searching…" : "Search"}
        </button>
      </form>
      {!called ? (
        <p className="muted">Every status on osu!, most played first (the first 50): does the community already map them?</p>
      ) : loading && !found ? (
        <PageLoading label="Searching osu!…" />
      ) : error ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : !found || found.beatmapsets.length === 0 ? (
        <p className="muted">No beatmapsets on osu! for {asked}.</p>
      ) : (
        <div aria-live="polite">
          <p className="muted">
            {found.total} {found.total === 1 ? "beatmapset" : "beatmapsets"} on osu! for <code>{found.query}</code>
            {found.total > found.beatmapsets.length ? ` (the ${found.beatmapsets.length} most played shown)` : ""} ·{" "}
            <a
              href={`https://osu.ppy.sh/beatmapsets?q=${encodeURIComponent(found.query)}&s=any&sort=plays_desc`}
              target="_blank"
              rel="noreferrer"
            >
              open on osu!
            </a>
          </p>
          {/* Focusable: on a phone the table scrolls sideways, and keyboard users scroll it too. */}
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Summary of the search">
            <table className="table">
              <caption className="visually-hidden">Summary</caption>
              <thead>
                <tr>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Plays
                  </th>
                  <th scope="col" className="num">
                    Sets
                  </th>
                  <th scope="col" className="num">
                    Mappers
                  </th>
                </tr>
              </thead>
              <tbody>
                {searchSummary(found.beatmapsets).map((r) => (
                  <tr key={r.label}>
                    <th scope="row">{r.label}</th>
                    <td className="num">{r.plays.toLocaleString("en-US")}</td>
                    <td className="num">{r.sets}</td>
                    <td className="num">{r.mappers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ol className="osu-search__list" data-testid="osu-search-results">
            {found.beatmapsets.map((b) => (
              <li key={b.id}>
                <a href={`https://osu.ppy.sh/beatmapsets/${b.id}`} target="_blank" rel="noreferrer">
                  {b.artist} - {truncate(b.title, 60)}
                </a>{" "}
                <span className="muted">
                  by {b.creator} · {b.status} · {b.playCount.toLocaleString("en-US")} plays
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/**
 * The summary's artist queue (the original's "Artists"): the newest 50 featured artists waiting for a review, each with
 * a search of osu! for the artist, "reviewed" (back in a year), "dismiss for good" and the FA modal; beside it the osu!
 * search.
 */
export function ArtistReviewPanel() {
  const [load, { data, loading, error, called, refetch }] = useLazyQuery(SummaryArtistReviewQueueDocument, {
    fetchPolicy: "network-only",
  });
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [artist, setArtist] = useState("");
  const hide = (id: string) => setGone((g) => new Set([...g, id]));
  /** A row's "Search osu!": the search panel (beside the list, below it on a phone) takes focus and shows the results. */
  const searchFor = (label: string) => {
    setArtist(label);
    const title = document.querySelector<HTMLElement>("[data-osu-search-title]");
    title?.focus();
    title?.scrollIntoView?.({ block: "start" });
  };
  const reviewed = useActionMutation(SummaryMarkArtistReviewedDocument, { success: "Marked as reviewed: back in a year" });
  const dismissed = useActionMutation(SummaryDismissArtistDocument, { success: "Dismissed for good" });
  const queue = data?.adminArtistReviewQueue;
  const rows = queue?.artists.filter((a) => !gone.has(a.id));
  const busy = reviewed.loading || dismissed.loading;
  return (
    <div className="artist-review">
      <section className="card admin-section" aria-labelledby="summary-artists">
        <div className="admin-section__head">
          <h2 id="summary-artists">{queue ? `Artists to review (${queue.totalCount - gone.size})` : "Artists to review"}</h2>
          <button
            type="button"
            className="button button--small button--primary"
            disabled={loading}
            onClick={() => {
              setGone(new Set());
              void (called ? refetch() : load()).catch(() => undefined);
            }}
          >
            {loading ? "Loading…" : queue ? "Reload" : "Load artists"}
          </button>
        </div>
        {!called ? (
          <p className="muted">
            Unreleased featured artists nobody reviewed in a year (or ever), not signed and not dismissed for good: the newest 50.
          </p>
        ) : !rows ? (
          loading ? (
            <PageLoading />
          ) : (
            <p className="form-error">{errorMessage(error)}</p>
          )
        ) : rows.length === 0 ? (
          <p className="muted">No artist waits for a review.</p>
        ) : (
          <>
            {queue && queue.totalCount > queue.artists.length && (
              <p className="muted">
                The newest {queue.artists.length} of {queue.totalCount}:{" "}
                <Link to="/admin/featuredArtists?scope=review">every artist waiting</Link>
              </p>
            )}
            <ul className="artist-review__list">
              {rows.map((a) => (
                <li key={a.id} className="artist-review__row" data-testid="summary-artist">
                  <div className="artist-review__who">
                    <strong>{a.label}</strong>
                    <span className="muted">
                      {a.lastReviewed ? `reviewed ${formatDate(a.lastReviewed)}` : "never reviewed"} · added{" "}
                      {formatDate(a.createdAt)}
                    </span>
                    {a.notes && <span className="artist-review__notes">{truncate(a.notes, 160)}</span>}
                  </div>
                  <div className="artist-review__actions">
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      onClick={() => searchFor(a.label)}
                      aria-label={`Search osu! for ${a.label}`}
                    >
                      Search osu!
                    </button>
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      aria-disabled={busy || undefined}
                      aria-label={`Mark ${a.label} as reviewed`}
                      onClick={async () => {
                        if (busy) return;
                        if (await reviewed.run({ id: a.id })) hide(a.id);
                      }}
                    >
                      Reviewed
                    </button>
                    <ConfirmButton
                      className="button--small"
                      disabled={busy}
                      confirmLabel={`Dismiss ${a.label} for good?`}
                      onConfirm={async () => {
                        if (await dismissed.run({ id: a.id })) hide(a.id);
                      }}
                    >
                      Dismiss for good
                    </ConfirmButton>
                    <Link to={`/admin/featuredArtists?id=${a.id}`} aria-label={`Edit ${a.label}`}>
                      edit
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <OsuArtistSearch artist={artist} onArtist={setArtist} />
    </div>
  );
}
