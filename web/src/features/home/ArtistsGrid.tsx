import { HOME_ARTISTS_STEP } from "@mg/rules";
import { ArtistCover } from "../../components/ArtistCover";
import { useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import {
  HomeArtistsDocument,
  HomeSongBeatmapsDocument,
  type HomeArtistFieldsFragment,
  type HomeSongBeatmapsQuery,
} from "./gql/graphql";
import { errorMessage } from "../../app/errors";
import { connectionNext, useRoutePagedList } from "../../app/usePagedList";
import type { HomeLoaderData } from "./home.loader";

export { HOME_ARTISTS_STEP };

type HomeSong = HomeArtistFieldsFragment["songs"][number];

/**
 * A song's mapsets on its tile: the landing asks for the first few of each song (home.graphql); "+N more" fetches the
 * rest of that song's (HomeSongBeatmaps) and shows them in place.
 */
function SongMaps({ song }: { song: HomeSong }) {
  // The rest is asked for through the client the page already holds (no lazy-query hook in the landing's first load).
  const client = useApolloClient();
  const [rest, setRest] = useState<{ loading: boolean; error?: unknown; data?: HomeSongBeatmapsQuery }>({
    loading: false,
  });
  const loadRest = () => {
    setRest({ loading: true });
    client.query({ query: HomeSongBeatmapsDocument, variables: { id: song.globalId } }).then(
      (r) => setRest({ loading: false, data: r.data }),
      (error: unknown) => setRest({ loading: false, error }),
    );
  };
  const node = rest.data?.node;
  const all = node && "beatmaps" in node ? node.beatmaps : null;
  const maps = all ?? song.beatmaps;
  const hidden = song.beatmapCount - maps.length;
  return (
    <ul className="artist-tile__maps">
      {maps.map((b) => {
        const text = `${song.title} by ${b.host.username}`;
        return (
          <li key={b.id}>
            {b.url ? (
              <a href={b.url} target="_blank" rel="noopener noreferrer">
                {text}
              </a>
            ) : (
              text
            )}
          </li>
        );
      })}
      {hidden > 0 && !all && (
        <li>
          <button
            type="button"
            className="artist-tile__more"
            aria-label={`${hidden} more mapsets of ${song.title}`}
            onClick={loadRest}
            disabled={rest.loading}
          >
            {rest.loading ? "Loading…" : `+${hidden} more`}
          </button>
          {rest.error !== undefined && <span role="alert"> {errorMessage(rest.error)}</span>}
        </li>
      )}
    </ul>
  );
}

function ArtistTile({ artist }: { artist: HomeArtistFieldsFragment }) {
  return (
    <li className="card artist-tile">
      <ArtistCover src={artist.coverUrl} label={artist.label} className="artist-tile__cover" />
      <div className="artist-tile__body">
        <h3 className="artist-tile__label">{artist.label}</h3>
        <ul className="artist-tile__songs">
          {artist.songs.map((song) => (
            <li key={song.id}>
              <span className="artist-tile__song">{song.title}</span>
              <SongMaps song={song} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** Recent featured artists with guild maps; "show more artists" appends the next 12 by cursor (homeArtistsConnection). */
export function ArtistsGrid() {
  const {
    items: artists,
    hasMore,
    loadingMore,
    showMore,
  } = useRoutePagedList(
    HomeArtistsDocument,
    (d) => ({
      items: d.homeArtistsConnection.edges.map((e) => e.node),
      next: connectionNext(d.homeArtistsConnection.pageInfo),
    }),
    (d: HomeLoaderData) => d.artists,
  );
  if (!artists) return null;

  return (
    <>
      <ul className="artists-grid">
        {artists.map((a) => (
          <ArtistTile key={a.id} artist={a} />
        ))}
      </ul>
      {hasMore && (
        <p className="center">
          <button type="button" className="button button--primary" onClick={() => void showMore()} disabled={loadingMore}>
            {loadingMore ? "Loading…" : "show more artists"}
          </button>
        </p>
      )}
    </>
  );
}
