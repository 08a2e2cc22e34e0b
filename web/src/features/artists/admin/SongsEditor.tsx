import { useApolloClient, useQuery } from "@apollo/client/react";
import { useId, useRef, useState } from "react";
import { errorMessage } from "../../../app/errors";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { Switch } from "../../../components/Switch";
import { AdminArtistSongsDocument, FeaturedSongClassifiedStatusDocument, type AdminSongFieldsFragment } from "../gql/graphql";
import { useSongActions } from "./useAdminArtistActions";

function SongForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: { artistName: string; title: string; oszUrl: string };
  submitLabel: string;
  onSubmit: (v: { artistName: string; title: string; oszUrl: string }) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [v, setV] = useState(initial);
  const ids = { artist: useId(), title: useId(), osz: useId() };
  return (
    <form
      className="fa-admin-modal__grid"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await onSubmit(v)) setV(initial);
      }}
    >
      <div>
        <label htmlFor={ids.artist} className="fa-field-label">
          Artist
        </label>
        <input
          id={ids.artist}
          className="input input--small"
          maxLength={200}
          value={v.artistName}
          onChange={(e) => setV({ ...v, artistName: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={ids.title} className="fa-field-label">
          Title
        </label>
        <input
          id={ids.title}
          className="input input--small"
          maxLength={300}
          value={v.title}
          onChange={(e) => setV({ ...v, title: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={ids.osz} className="fa-field-label">
          .osz template link
        </label>
        <input
          id={ids.osz}
          className="input input--small"
          type="url"
          maxLength={500}
          placeholder="https://…"
          value={v.oszUrl}
          onChange={(e) => setV({ ...v, oszUrl: e.target.value })}
        />
      </div>
      <div className="inline-form">
        <button type="submit" className="button button--small button--primary" disabled={!v.title.trim() || !v.artistName.trim()}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--small button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function SongItem({ song, onDeleted }: { song: AdminSongFieldsFragment; onDeleted: () => void }) {
  const client = useApolloClient();
  const act = useSongActions();
  const [editing, setEditing] = useState(false);
  const [tag, setTag] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const tagInput = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const tagId = useId();
  const titleId = useId();

  return (
    <li className="fa-song" aria-labelledby={titleId} data-song-id={song.id}>
      <div className="fa-song__head">
        <h4 id={titleId} className="fa-song__title">
          {song.title} <span className="muted">by {song.artistName}</span>
        </h4>
        {song.oszUrl ? (
          <a href={song.oszUrl} target="_blank" rel="noopener noreferrer">
            .osz
          </a>
        ) : (
          <span className="muted">no .osz</span>
        )}
      </div>
      {editing ? (
        <SongForm
          initial={{ artistName: song.artistName, title: song.title, oszUrl: song.oszUrl ?? "" }}
          submitLabel="Save song"
          onCancel={() => {
            setEditing(false);
            requestAnimationFrame(() => editButton.current?.focus());
          }}
          onSubmit={async (v) => {
            const ok = await act.update.run({ id: song.id, input: { ...v, oszUrl: v.oszUrl || null } });
            if (ok) {
              setEditing(false);
              requestAnimationFrame(() => editButton.current?.focus());
            }
            return !!ok;
          }}
        />
      ) : null}
      <Switch
        label="Excluded from showcase"
        checked={song.isExcludedFromClassified}
        busy={act.setExcluded.loading}
        onChange={(value) => void act.setExcluded.run({ id: song.id, input: { isExcludedFromClassified: value } })}
      />
      <ul className="fa-chips" aria-label={`Tags of ${song.title}`}>
        {song.tags.map((t) => (
          <li key={t} className="fa-chip">
            {t}
            <button
              type="button"
              className="fa-chip__remove"
              aria-label={`Remove tag ${t} from ${song.title}`}
              onClick={async () => {
                await act.removeTag.run({ id: song.id, tag: t });
                tagInput.current?.focus();
              }}
            >
              ×
            </button>
          </li>
        ))}
        {song.tags.length === 0 && <li className="muted">no tags</li>}
      </ul>
      <form
        className="inline-form"
        onSubmit={async (e) => {
          e.preventDefault();
          if (await act.addTag.run({ id: song.id, tag })) setTag("");
        }}
      >
        <label htmlFor={tagId} className="visually-hidden">
          New tag for {song.title}
        </label>
        <input
          id={tagId}
          ref={tagInput}
          className="input input--small"
          maxLength={50}
          placeholder="add a tag"
          value={tag}
          onChange={(e) => setTag(e.target.value)}
        />
        <button type="submit" className="button button--small" disabled={!tag.trim()}>
          Add tag
        </button>
      </form>
      <div className="fa-song__actions">
        <button
          ref={editButton}
          type="button"
          className="button button--small button--ghost"
          onClick={() => setEditing((v) => !v)}
          aria-expanded={editing}
        >
          {editing ? "Close editor" : "Edit"}
        </button>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={async () => {
            try {
              const res = await client.query({
                query: FeaturedSongClassifiedStatusDocument,
                variables: { songId: song.id },
                fetchPolicy: "network-only",
              });
              const s = res.data?.featuredSongClassifiedStatus;
              if (s)
                setStatus(
                  s.claimedBy.length
                    ? `${s.message} ${s.claimedBy.join(", ")} (${s.missionName})`
                    : s.missionName
                      ? `${s.message} (${s.missionName})`
                      : s.message,
                );
            } catch (err) {
              setStatus(errorMessage(err));
            }
          }}
        >
          Classified status
        </button>
        <ConfirmButton
          className="button--small"
          confirmLabel="Click again to delete"
          onConfirm={async () => {
            if (await act.remove.run({ id: song.id })) onDeleted();
          }}
        >
          Delete
        </ConfirmButton>
      </div>
      {status && (
        <p className="fa-song__status" role="status">
          {status}
        </p>
      )}
    </li>
  );
}

/** An artist's songs: add, edit, delete, exclude from showcase, tags one by one and for all songs, classified status. */
export function SongsEditor({ artistId, artistLabel }: { artistId: string; artistLabel: string }) {
  const act = useSongActions();
  const { data, loading } = useQuery(AdminArtistSongsDocument, { variables: { id: artistId } });
  const [bulkTag, setBulkTag] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bulkId = useId();
  const songs = data?.faArtist.songs;

  const bulk = async (action: typeof act.addTagToAll | typeof act.removeTagFromAll) => {
    if (await action.run({ artistId, tag: bulkTag })) setBulkTag("");
  };

  return (
    <section aria-labelledby={`${bulkId}-h`}>
      <h3 id={`${bulkId}-h`} ref={headingRef} tabIndex={-1}>
        Songs {songs ? `(${songs.totalCount ?? songs.nodes.length})` : ""}
      </h3>
      {!songs ? (
        <p className="muted">{loading ? "Loading songs…" : "No songs."}</p>
      ) : songs.nodes.length === 0 ? (
        <p className="muted">No songs yet.</p>
      ) : (
        <ul className="fa-songs" aria-label={`Songs of ${artistLabel}`}>
          {songs.nodes.map((s) => (
            <SongItem key={s.id} song={s} onDeleted={() => headingRef.current?.focus()} />
          ))}
        </ul>
      )}
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void bulk(act.addTagToAll);
        }}
      >
        <label htmlFor={bulkId} className="fa-field-label" style={{ width: "100%" }}>
          Tag for all songs
        </label>
        <input
          id={bulkId}
          className="input input--small"
          maxLength={50}
          value={bulkTag}
          onChange={(e) => setBulkTag(e.target.value)}
        />
        <button type="submit" className="button button--small" disabled={!bulkTag.trim()}>
          Add to all songs
        </button>
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={!bulkTag.trim()}
          onClick={() => void bulk(act.removeTagFromAll)}
        >
          Remove from all songs
        </button>
      </form>
      <h3>Add a song</h3>
      <SongForm
        initial={{ artistName: artistLabel, title: "", oszUrl: "" }}
        submitLabel="Add song"
        onSubmit={async (v) => {
          const ok = await act.create.run({ artistId, input: { ...v, oszUrl: v.oszUrl || null } });
          return !!ok;
        }}
      />
    </section>
  );
}
