import "./missions.css";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { ShowcaseArtistPanel } from "./ShowcaseSelection";
import { ShowcaseArtistsDocument } from "./gql/graphql";
import { useShowcaseInterest } from "./useShowcase";
import { useCurrentUser } from "../../app/current-user";

/**
 * /showcase ("FA Showcase Beatmaps", group secret and admins): the unreleased artists, their songs and potential
 * mappers. Marking interest in an artist makes you one of its showcase mappers, so you can select its songs.
 */
export default function ShowcasePage() {
  const { data, loading, error } = useQuery(ShowcaseArtistsDocument);
  const interest = useShowcaseInterest();
  const [busyArtist, setBusyArtist] = useState<string | null>(null);
  const artists = data?.myShowcaseArtists;
  // Only members with the user menu's "FA showcase mapper" switch on may mark interest (the server checks it too).
  const switchedOn = !!useCurrentUser().me?.isShowcaseMapper;

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
        Unreleased artists{artists ? ` (${artists.length})` : ""}
      </h2>
      {!artists ? (
        loading ? (
          <PageLoading label="Loading artists…" />
        ) : (
          <p className="card" role="alert">
            {errorMessage(error)}
          </p>
        )
      ) : artists.length === 0 ? (
        <p className="card missions-empty">There are no unreleased artists right now.</p>
      ) : (
        <ul className="showcase-page__list" aria-label="Unreleased artists">
          {artists.map((a) => (
            <li key={a.id}>
              <ShowcaseArtistPanel
                artist={a}
                headingLevel={3}
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
    </div>
  );
}
