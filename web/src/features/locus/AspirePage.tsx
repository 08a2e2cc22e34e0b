import "./locus.css";
import { useQuery } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { ConfirmButton } from "../../components/ConfirmButton";
import { isAdmin, useCurrentUser } from "../../app/current-user";
import { useActionMutation } from "../../app/useActionMutation";
import { TeamFinder } from "./TeamFinder";
import { songCount } from "./aspire-songs";
import {
  AddAspireSongsDocument,
  AddAspireSongsFromFeaturedArtistsDocument,
  AspireSongListDocument,
  AspireSongsDocument,
  ClearAspireSongsDocument,
  type AspireSongsChangeFieldsFragment,
} from "./gql/graphql";

const SONGS_REFETCH = { refetch: [AspireSongListDocument, AspireSongsDocument], awaitRefetch: true };

const changed = (c: AspireSongsChangeFieldsFragment) =>
  `Added ${songCount(c.added)}${c.skipped ? ` (${songCount(c.skipped)} already on the list)` : ""}; ${songCount(c.total)} allowed`;

/** Today's date as a date input writes it (YYYY-MM-DD, UTC). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Admins: the season's allowed songs (the original kept them in a file of "Artist - Title" lines): paste lines, take
 * the released featured artists' songs added before a date, or clear the list. Single songs are removed on the search
 * page. The server checks every value again.
 */
function AllowedSongsAdmin() {
  const { data } = useQuery(AspireSongListDocument);
  const ids = { lines: useId(), before: useId(), hint: useId() };
  const [lines, setLines] = useState("");
  const [before, setBefore] = useState(today);
  const add = useActionMutation(AddAspireSongsDocument, { ...SONGS_REFETCH, success: (d) => changed(d.addAspireSongs) });
  const fill = useActionMutation(AddAspireSongsFromFeaturedArtistsDocument, {
    ...SONGS_REFETCH,
    success: (d) => changed(d.addAspireSongsFromFeaturedArtists),
  });
  const clear = useActionMutation(ClearAspireSongsDocument, {
    ...SONGS_REFETCH,
    success: (d) => `Removed ${songCount(d.clearAspireSongs.removed)}`,
  });
  const list = data?.aspireSongList;
  if (!list) return null;
  const season = list.season;
  const busy = add.loading || fill.loading || clear.loading;

  const paste = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if ((await add.run({ season, lines })) !== null) setLines("");
  };
  const fromArtists = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && before) void fill.run({ season, before: new Date(`${before}T00:00:00Z`).toISOString() });
  };

  return (
    <section className="card locus-admin aspire-songs-admin" aria-labelledby="aspire-songs-admin-title">
      <h2 id="aspire-songs-admin-title" className="locus-section-title">
        Allowed songs of {list.title}
      </h2>
      <p className="muted">
        {songCount(list.songCount)} allowed. Members check them on the <Link to="/aspire/search">song search</Link>, where admins
        can also remove a song.
      </p>
      <form className="aspire-songs-admin__form" onSubmit={(e) => void paste(e)}>
        <div className="select-field">
          <label htmlFor={ids.lines}>Songs to allow</label>
          <textarea
            id={ids.lines}
            className="input"
            rows={5}
            value={lines}
            aria-describedby={ids.hint}
            placeholder={"Camellia - Arche\nFrums - Wavetapper"}
            onChange={(e) => setLines(e.target.value)}
          />
          <span id={ids.hint} className="muted field-hint">
            One &ldquo;Artist - Title&rdquo; per line; songs already on the list are skipped.
          </span>
        </div>
        <div className="form-actions form-actions--start">
          <button type="submit" className="button button--primary" aria-disabled={busy || !lines.trim() || undefined}>
            Allow these songs
          </button>
        </div>
      </form>
      <form className="aspire-songs-admin__form aspire-songs-admin__row" onSubmit={fromArtists}>
        <div className="select-field">
          <label htmlFor={ids.before}>Featured artists&rsquo; songs added before</label>
          <input id={ids.before} className="input" type="date" value={before} onChange={(e) => setBefore(e.target.value)} />
        </div>
        <button type="submit" className="button" aria-disabled={busy || !before || undefined}>
          Allow the released artists&rsquo; songs
        </button>
      </form>
      <div className="form-actions form-actions--start">
        <ConfirmButton
          confirmLabel={`Remove all ${songCount(list.songCount)}? Click again`}
          disabled={busy || list.songCount === 0}
          onConfirm={() => void clear.run({ season })}
        >
          Clear the list
        </ConfirmButton>
      </div>
    </section>
  );
}

/** /aspire: Aspire's teammates hub (members): the Locus team finder with Aspire's season and roles, and its songs. */
export default function AspirePage() {
  const { me } = useCurrentUser();
  return (
    <TeamFinder
      hub="aspire"
      name="Aspire"
      intro={(season) => (
        <section className="card locus-intro aspire-intro" aria-label="About Aspire">
          <p>
            <strong>Aspire</strong> is the beatmapping contest where the ranking criteria do not apply: anything a mapper can
            imagine goes, judged as <em>Visual Spectacle</em> or <em>Innovative Gameplay</em>. Teams of up to two may enter.
          </p>
          <p>
            This hub is for finding your teammate for <strong>{season.title}</strong>. Fill in your details as a{" "}
            <strong>mapper</strong> or a <strong>storyboarder</strong>, make your card public, and reach out to the members still
            looking below.
          </p>
          <p>
            <Link to="/aspire/search">Check whether your song is allowed</Link>
          </p>
        </section>
      )}
      adminPanel={isAdmin(me) ? <AllowedSongsAdmin /> : undefined}
    />
  );
}
