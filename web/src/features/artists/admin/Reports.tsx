import { useLazyQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { errorMessage } from "../../../app/errors";
import { formatDate } from "../../../lib/format";
import { ArtistsWithoutRankedMapsDocument, RecentlyLicensedSongsDocument } from "../gql/graphql";

/** "Recent licensed songs": songs added since 2019-01-01, newest first. */
export function RecentSongsReport() {
  const [load, { data, loading, error, fetchMore }] = useLazyQuery(RecentlyLicensedSongsDocument);
  const page = data?.recentlyLicensedSongs;
  const headingId = useId();
  return (
    <section className="card fa-admin__report" aria-labelledby={headingId}>
      <h2 id={headingId}>Recent licensed songs</h2>
      <button type="button" className="button button--small" disabled={loading} onClick={() => void load()}>
        {page ? "Reload" : "Load recent licensed songs"}
      </button>
      {error && <p role="alert">{errorMessage(error)}</p>}
      {page && (
        <>
          <p className="muted">{page.totalCount} songs since 2019-01-01, newest first</p>
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Song</th>
                  <th scope="col">Added</th>
                </tr>
              </thead>
              <tbody>
                {page.nodes.map((s) => (
                  <tr key={s.id}>
                    <td>
                      {s.artist.label} - {s.title}
                    </td>
                    <td className="nowrap">{formatDate(s.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page.pageInfo.hasNextPage && (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() =>
                void fetchMore({
                  variables: { after: page.pageInfo.endCursor },
                  updateQuery: (prev, { fetchMoreResult }) => ({
                    recentlyLicensedSongs: {
                      ...fetchMoreResult.recentlyLicensedSongs,
                      nodes: [...(prev.recentlyLicensedSongs?.nodes ?? []), ...fetchMoreResult.recentlyLicensedSongs.nodes],
                    },
                  }),
                })
              }
            >
              Show more
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** "Artists without ranked maps": released artists with fewer than N songs that have a guild map Ranked since a day. */
export function WithoutRankedMapsReport() {
  const [since, setSince] = useState("2024-01-01");
  const [threshold, setThreshold] = useState("2");
  const [load, { data, loading, error }] = useLazyQuery(ArtistsWithoutRankedMapsDocument);
  const page = data?.artistsWithoutRankedMaps;
  const ids = { h: useId(), since: useId(), threshold: useId() };
  return (
    <section className="card fa-admin__report" aria-labelledby={ids.h}>
      <h2 id={ids.h}>Artists without ranked maps</h2>
      <form
        className="fa-report-form"
        onSubmit={(e) => {
          e.preventDefault();
          void load({ variables: { since, threshold: Number(threshold) } });
        }}
      >
        <div>
          <label htmlFor={ids.since} className="fa-field-label">
            Ranked since
          </label>
          <input
            id={ids.since}
            type="date"
            className="input input--small"
            required
            value={since}
            onChange={(e) => setSince(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.threshold} className="fa-field-label">
            Fewer songs than
          </label>
          <input
            id={ids.threshold}
            type="number"
            min={1}
            max={1000}
            className="input input--small input--number"
            required
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--small" disabled={loading}>
          Load
        </button>
      </form>
      {error && <p role="alert">{errorMessage(error)}</p>}
      {page && (
        <>
          <p className="muted">{page.totalCount} released artists</p>
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Artist</th>
                  <th scope="col" className="num">
                    osu! id
                  </th>
                  <th scope="col" className="num">
                    Ranked songs
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.nodes.map((r) => (
                  <tr key={r.artist.id}>
                    <td>{r.artist.label}</td>
                    <td className="num">{r.artist.osuId}</td>
                    <td className="num">{r.rankedSongs}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page.pageInfo.hasNextPage && <p className="muted">Showing the first {page.nodes.length}.</p>}
        </>
      )}
    </section>
  );
}
