import { HOME_ARTISTS_STEP } from "@mg/rules";
import { ArtistCover } from "../../components/ArtistCover";
import { HomeArtistsDocument, type HomeArtistFieldsFragment } from "./gql/graphql";
import { connectionNext, useRoutePagedList } from "../../app/usePagedList";
import type { HomeLoaderData } from "./home.loader";

export { HOME_ARTISTS_STEP };

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
              <ul className="artist-tile__maps">
                {song.beatmaps.map((b) => {
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
              </ul>
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
