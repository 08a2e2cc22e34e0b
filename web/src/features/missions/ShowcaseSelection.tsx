// Over 400 lines: the song, artist and genre selections share the reroll and confirm flow of one card.
import { useQuery } from "@apollo/client/react";
import { useId, useState, type ReactNode } from "react";
import { useCurrentUser } from "../../app/current-user";
import { errorMessage } from "../../app/errors";
import { showToast } from "../../app/toasts";
import { Tooltip } from "../../components/Tooltip";
import { UserLink } from "../../components/UserLink";
import { pts } from "../../lib/format";
import { artistRerollCost, canAfford, NOT_ENOUGH_POINTS_TOOLTIP, SONG_REROLL_COST } from "../../lib/showcase";
import { ConfirmPanel } from "./ConfirmPanel";
import {
  MyShowcaseArtistDocument,
  MyShowcaseGenreEntryDocument,
  MyShowcaseSongDocument,
  type MissionFieldsFragment,
  type ShowcaseArtistFieldsFragment,
  type ShowcaseSongFieldsFragment,
} from "./gql/graphql";
import { useShowcaseArtist, useShowcaseGenre, useShowcaseSong, useSongShowcaseMapper } from "./useShowcase";

type ShowcaseMission = Pick<
  MissionFieldsFragment,
  "id" | "isShowcaseMission" | "isArtistShowcase" | "isGenreShowcase" | "selectionOpen" | "remainingArtists" | "genreOptions"
>;

export const TOO_LATE = {
  song: "You're too late to pick a song. Sorry :(",
  artist: "You're too late to pick an artist. Sorry :(",
  genre: "You're too late to pick songs. Sorry :(",
} as const;

const WARNINGS = {
  song: "The song you get is confidential: only you can see it. Don't share it with anyone, and don't link it to Featured Artists publicly until the artist is announced.",
  artist:
    "The artist you get is confidential: only you and a few other mappers can see it. Don't share it with anyone else, and don't link it to Featured Artists publicly until the artist is announced.",
  genre:
    "The songs you get are confidential: only you can see them. Don't share them with anyone, and don't link them to Featured Artists publicly until their artists are announced.",
} as const;

/** My effective available points (the cached CurrentUser, updated at once after every spend). */
function useAvailablePoints(): number {
  return useCurrentUser().me?.pointsInfo.available ?? 0;
}

/** A button that needs a confirmation (the confidentiality warning) before it runs; disabled during the request. */
function ConfirmedAction(props: {
  label: string;
  confirmTitle: string;
  warning: string;
  onConfirm: () => Promise<void>;
  busy: boolean;
  /** Optional cost: without enough available points the button is disabled with the brief's tooltip. */
  cost?: number;
  available?: number;
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  const affordable = props.cost === undefined || canAfford(props.available ?? 0, props.cost);
  if (asking) {
    return (
      <ConfirmPanel
        title={props.confirmTitle}
        confirmLabel={props.label}
        busy={props.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          void props.onConfirm().finally(() => setAsking(false));
        }}
      >
        <p>{props.warning}</p>
        {props.cost !== undefined && <p>This costs {pts(props.cost)} of your Available Points.</p>}
      </ConfirmPanel>
    );
  }
  const text = props.cost !== undefined ? `${props.label} (${pts(props.cost)})` : props.label;
  const button = (
    <button
      type="button"
      className={`button ${props.className ?? "button--primary"}`}
      disabled={props.busy || !affordable}
      onClick={() => setAsking(true)}
    >
      {props.busy ? "Working…" : text}
    </button>
  );
  return affordable ? button : <Tooltip content={NOT_ENOUGH_POINTS_TOOLTIP}>{button}</Tooltip>;
}

/** A reroll button: disabled with the tooltip when available points are below the cost. */
export function RerollButton(props: {
  label: string;
  cost: number;
  available: number;
  busy: boolean;
  confirmTitle: string;
  warning: string;
  onConfirm: () => Promise<void>;
}) {
  return <ConfirmedAction {...props} className="button--ghost" />;
}

function Pending({ count }: { count: number }) {
  return <p className="showcase__pending">Pending artist announcements: {count}</p>;
}

function SongLine({ song }: { song: ShowcaseSongFieldsFragment }) {
  return (
    <>
      <strong>
        {song.artistName} - {song.title}
      </strong>{" "}
      {song.oszUrl ? (
        <a href={song.oszUrl} target="_blank" rel="noopener noreferrer">
          (.osz template)
        </a>
      ) : (
        <span className="muted">(no .osz template yet: ask an admin for it)</span>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="showcase" aria-label={title}>
      <h4 className="showcase__title">{title}</h4>
      {children}
    </section>
  );
}

function Failed({ error }: { error: unknown }) {
  return <p role="alert">{errorMessage(error)}</p>;
}

// ------------------------------------------------------------------ song mode

function SongSelection({ mission }: { mission: ShowcaseMission }) {
  const { data, loading, error } = useQuery(MyShowcaseSongDocument, { variables: { missionId: mission.id } });
  const { run, busy } = useShowcaseSong(mission.id);
  const available = useAvailablePoints();
  const song = data?.myShowcaseSong;

  let body: ReactNode;
  if (!data) body = loading ? <p className="muted">Loading your song…</p> : <Failed error={error} />;
  else if (!mission.selectionOpen) {
    body = (
      <>
        {song ? (
          <p>
            Your song: <SongLine song={song} />
          </p>
        ) : (
          <p>{TOO_LATE.song}</p>
        )}
        <Pending count={mission.remainingArtists} />
      </>
    );
  } else if (!song) {
    body = (
      <>
        <p>Load a confidential song from an upcoming Featured Artist to map for its announcement.</p>
        <ConfirmedAction
          label="Load song"
          confirmTitle="Load a confidential song?"
          warning={WARNINGS.song}
          busy={busy}
          onConfirm={() => run("load")}
        />
      </>
    );
  } else {
    body = (
      <>
        <p>
          Your song: <SongLine song={song} />
        </p>
        <RerollButton
          label="Reroll song"
          cost={SONG_REROLL_COST}
          available={available}
          busy={busy}
          confirmTitle="Reroll your song?"
          warning={WARNINGS.song}
          onConfirm={() => run("reroll")}
        />
      </>
    );
  }
  return <Section title="Your showcase song">{body}</Section>;
}

// ------------------------------------------------------------------ artist mode

/** An artist I may map for its announcement: label, .osz pack, songs with potential mappers and select/remove. */
export function ShowcaseArtistPanel({
  artist,
  headingLevel = 5,
  extra,
  focusableHeading = false,
}: {
  artist: ShowcaseArtistFieldsFragment;
  headingLevel?: 3 | 5;
  /** Shown right under the artist's name (the FA Showcase page's interest toggle). */
  extra?: ReactNode;
  /** The name can take focus from a script (the FA Showcase page moves focus to the first artist a page appends). */
  focusableHeading?: boolean;
}) {
  const { me } = useCurrentUser();
  const mapper = useSongShowcaseMapper();
  const [busySong, setBusySong] = useState<string | null>(null);
  const Heading = headingLevel === 3 ? "h3" : "h5";
  return (
    <div className="showcase-artist">
      <Heading className="showcase-artist__label" tabIndex={focusableHeading ? -1 : undefined}>
        {artist.label}
      </Heading>
      {extra}
      <p>
        All .osz files:{" "}
        {artist.oszTemplatesUrl ? (
          <a href={artist.oszTemplatesUrl} target="_blank" rel="noopener noreferrer">
            Download here
          </a>
        ) : (
          <span className="muted">none yet: ask an admin for them</span>
        )}
      </p>
      {artist.songs.length === 0 ? (
        <p className="muted">No songs listed yet.</p>
      ) : (
        <ul className="showcase-artist__songs" aria-label={`Songs of ${artist.label}`}>
          {artist.songs.map((song) => {
            const selected = !!me && song.songShowcaseMappers.some((u) => u.id === me.id);
            return (
              <li key={song.id}>
                <span className="showcase-artist__song">{song.title}</span>
                {song.songShowcaseMappers.length > 0 && (
                  <span className="muted">
                    {" "}
                    (potentially mapped by{" "}
                    {song.songShowcaseMappers.map((u, i) => (
                      <span key={u.id}>
                        {i > 0 && ", "}
                        <UserLink user={u} />
                      </span>
                    ))}
                    )
                  </span>
                )}
                {artist.viewerIsShowcaseMapper && (
                  <button
                    type="button"
                    className="showcase-link-button"
                    disabled={mapper.busy && busySong === song.id}
                    aria-label={`${selected ? "remove" : "select"} ${song.title}`}
                    onClick={() => {
                      setBusySong(song.id);
                      void mapper.toggle(artist.id, song.id, selected).finally(() => setBusySong(null));
                    }}
                  >
                    {selected ? "remove" : "select"}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function ArtistSelection({ mission }: { mission: ShowcaseMission }) {
  const { data, loading, error } = useQuery(MyShowcaseArtistDocument, { variables: { missionId: mission.id } });
  const { run, busy } = useShowcaseArtist(mission.id);
  const available = useAvailablePoints();
  const artist = data?.myShowcaseArtist;
  const cost = artistRerollCost(data?.myArtistRerollCount ?? 0);

  let body: ReactNode;
  if (!data) body = loading ? <p className="muted">Loading your artist…</p> : <Failed error={error} />;
  else if (!mission.selectionOpen) {
    body = (
      <>
        {artist ? <ShowcaseArtistPanel artist={artist} /> : <p>{TOO_LATE.artist}</p>}
        <Pending count={mission.remainingArtists} />
      </>
    );
  } else if (!artist) {
    body = (
      <>
        <p>Load a confidential upcoming Featured Artist, then pick the songs you would like to map.</p>
        <ConfirmedAction
          label="Load artist"
          confirmTitle="Load a confidential artist?"
          warning={WARNINGS.artist}
          busy={busy}
          onConfirm={() => run("load")}
        />
      </>
    );
  } else {
    body = (
      <>
        <ShowcaseArtistPanel artist={artist} />
        <RerollButton
          label="Reroll artist"
          cost={cost}
          available={available}
          busy={busy}
          confirmTitle="Reroll your artist?"
          warning={WARNINGS.artist}
          onConfirm={() => run("reroll")}
        />
      </>
    );
  }
  return <Section title="Your showcase artist">{body}</Section>;
}

// ------------------------------------------------------------------ genre mode

function GenreSelection({ mission }: { mission: ShowcaseMission }) {
  const { data, loading, error } = useQuery(MyShowcaseGenreEntryDocument, { variables: { missionId: mission.id } });
  const genre = useShowcaseGenre(mission.id);
  const available = useAvailablePoints();
  const [tag, setTag] = useState("");
  const [asking, setAsking] = useState(false);
  const [rerollingIndex, setRerollingIndex] = useState<number | null>(null);
  const selectId = useId();
  const entry = data?.myShowcaseGenreEntry;

  let body: ReactNode;
  if (!data) body = loading ? <p className="muted">Loading your songs…</p> : <Failed error={error} />;
  else if (!mission.selectionOpen) {
    body = (
      <>
        {entry && entry.songs.length > 0 ? (
          <>
            <p>Your selected songs were:</p>
            <ul className="showcase__songs">
              {entry.songs.map((s) => (
                <li key={s.id}>
                  <SongLine song={s} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{TOO_LATE.genre}</p>
        )}
        <Pending count={mission.remainingArtists} />
      </>
    );
  } else if (!entry) {
    body = asking ? (
      <ConfirmPanel
        title={`Load three songs of "${tag}"?`}
        confirmLabel="Load songs"
        busy={genre.loading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void genre.loadGenre(tag).finally(() => setAsking(false))}
      >
        <p>{WARNINGS.genre}</p>
      </ConfirmPanel>
    ) : (
      <div className="showcase__genre-pick">
        <p>Pick a category to get three confidential songs from upcoming Featured Artists.</p>
        <div className="showcase__genre-row">
          <label htmlFor={selectId}>Category</label>
          <select id={selectId} value={tag} onChange={(e) => setTag(e.target.value)}>
            <option value="">Select a category…</option>
            {mission.genreOptions.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--primary"
            disabled={genre.loading}
            onClick={() => {
              if (!tag) showToast("Select a category first");
              else setAsking(true);
            }}
          >
            Load songs
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <p>
          Your songs (<strong>{entry.tag}</strong>):
        </p>
        <ol className="showcase__songs">
          {entry.songs.map((s, index) => (
            <li key={s.id}>
              <SongLine song={s} />{" "}
              <RerollButton
                label={`Reroll song ${index + 1}`}
                cost={entry.nextRerollCost}
                available={available}
                busy={genre.rerolling && rerollingIndex === index}
                confirmTitle={`Reroll "${s.title}"?`}
                warning={WARNINGS.genre}
                onConfirm={async () => {
                  setRerollingIndex(index);
                  await genre.rerollSong(index);
                  setRerollingIndex(null);
                }}
              />
            </li>
          ))}
        </ol>
      </>
    );
  }
  return <Section title="Your showcase songs">{body}</Section>;
}

/** The showcase selection of a showcase mission: song, artist or genre mode (docs/domain.md#showcase-selection). */
export function ShowcaseSelection({ mission }: { mission: ShowcaseMission }) {
  if (!mission.isShowcaseMission) return null;
  if (mission.isArtistShowcase) return <ArtistSelection mission={mission} />;
  if (mission.isGenreShowcase) return <GenreSelection mission={mission} />;
  return <SongSelection mission={mission} />;
}
