import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { errorMessage } from "../../../app/errors";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { Modal } from "../../../components/Modal";
import { Switch } from "../../../components/Switch";
import { formatDate } from "../../../lib/format";
import {
  AdminFeaturedArtistDocument,
  type AdminArtistFieldsFragment,
  type ArtistStatus,
  type FeaturedArtistInput,
} from "../gql/graphql";
import { useArtistActions } from "./useAdminArtistActions";
import { SongsEditor } from "./SongsEditor";

const STATUSES: ArtistStatus[] = ["public", "private", "playlist"];

interface FormState {
  osuId: string;
  label: string;
  status: ArtistStatus;
  referenceUrl: string;
  oszTemplatesUrl: string;
  notes: string;
}

const toForm = (a: AdminArtistFieldsFragment): FormState => ({
  osuId: a.osuId === null || a.osuId === undefined ? "" : String(a.osuId),
  label: a.label,
  status: a.status,
  referenceUrl: a.referenceUrl ?? "",
  oszTemplatesUrl: a.oszTemplatesUrl ?? "",
  notes: a.notes ?? "",
});

/** Only what changed, in the API's terms (an empty osu! id or link clears it). */
export function changedFields(before: FormState, after: FormState): FeaturedArtistInput {
  const input: FeaturedArtistInput = {};
  if (after.osuId.trim() !== before.osuId) input.osuId = after.osuId.trim() === "" ? null : Number(after.osuId.trim());
  if (after.label !== before.label) input.label = after.label;
  if (after.status !== before.status) input.status = after.status;
  if (after.referenceUrl !== before.referenceUrl) input.referenceUrl = after.referenceUrl.trim() || null;
  if (after.oszTemplatesUrl !== before.oszTemplatesUrl) input.oszTemplatesUrl = after.oszTemplatesUrl.trim() || null;
  if (after.notes !== before.notes) input.notes = after.notes;
  return input;
}

const usageText = (u: AdminArtistFieldsFragment["usage"]) =>
  u.quests + u.missions + u.beatmaps === 0
    ? "Nothing uses this artist: it can be deleted."
    : `Used by ${u.quests} quests, ${u.missions} priority quests and ${u.beatmaps} beatmaps: it cannot be deleted.`;

function ArtistEditor({ artist: a, onDeleted }: { artist: AdminArtistFieldsFragment; onDeleted: () => void }) {
  const act = useArtistActions();
  const busy = act.busy;
  const [form, setForm] = useState(toForm(a));
  const [offered, setOffered] = useState(a.offeredUsers.map((u) => u.username).join(", "));
  const ids = { osuId: useId(), label: useId(), status: useId(), ref: useId(), osz: useId(), notes: useId(), offered: useId() };
  const changes = changedFields(toForm(a), form);
  const dirty = Object.keys(changes).length > 0;

  const update = (input: FeaturedArtistInput) => act.update.run({ id: a.id, input });

  return (
    <>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const res = await act.save.run({ id: a.id, input: changes });
          if (res) setForm(toForm(res.updateFeaturedArtist));
        }}
      >
        <div className="fa-admin-modal__grid">
          <div>
            <label htmlFor={ids.osuId} className="fa-field-label">
              osu! id
            </label>
            <input
              id={ids.osuId}
              className="input input--small"
              inputMode="numeric"
              pattern="[0-9]*"
              placeholder="unreleased"
              value={form.osuId}
              onChange={(e) => setForm({ ...form, osuId: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={ids.label} className="fa-field-label">
              Name
            </label>
            <input
              id={ids.label}
              className="input input--small"
              required
              maxLength={200}
              value={form.label}
              onChange={(e) => setForm({ ...form, label: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={ids.status} className="fa-field-label">
              Status
            </label>
            <select
              id={ids.status}
              className="input input--small"
              value={form.status}
              onChange={(e) => setForm({ ...form, status: e.target.value as ArtistStatus })}
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.ref} className="fa-field-label">
              Reference link
            </label>
            <input
              id={ids.ref}
              className="input input--small"
              type="url"
              maxLength={500}
              value={form.referenceUrl}
              onChange={(e) => setForm({ ...form, referenceUrl: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={ids.osz} className="fa-field-label">
              .osz templates link
            </label>
            <input
              id={ids.osz}
              className="input input--small"
              type="url"
              maxLength={500}
              value={form.oszTemplatesUrl}
              onChange={(e) => setForm({ ...form, oszTemplatesUrl: e.target.value })}
            />
          </div>
        </div>
        <label htmlFor={ids.notes} className="fa-field-label" style={{ marginTop: 10 }}>
          Notes
        </label>
        <textarea
          id={ids.notes}
          className="input"
          rows={3}
          maxLength={5000}
          value={form.notes}
          onChange={(e) => setForm({ ...form, notes: e.target.value })}
        />
        <p className="muted field-hint">Giving an unreleased artist its osu! id also marks it up to date.</p>
        <div className="inline-form">
          <button type="submit" className="button button--primary button--small" disabled={!dirty || busy}>
            Save artist
          </button>
          {dirty && (
            <button type="button" className="button button--ghost button--small" onClick={() => setForm(toForm(a))}>
              Undo changes
            </button>
          )}
        </div>
      </form>

      <h3>Showcase info</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const users = offered
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean);
          void act.offered.run({ id: a.id, users });
        }}
      >
        <label htmlFor={ids.offered} className="fa-field-label">
          Offered users (usernames or osu! ids, comma separated)
        </label>
        <div className="inline-form">
          <input
            id={ids.offered}
            className="input input--small"
            style={{ flex: "1 1 240px" }}
            value={offered}
            onChange={(e) => setOffered(e.target.value)}
          />
          <button type="submit" className="button button--small" disabled={busy}>
            Save offered users
          </button>
        </div>
      </form>

      <h3>Review</h3>
      <p>
        Last reviewed: {a.lastReviewed ? formatDate(a.lastReviewed) : "never"}{" "}
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={busy}
          onClick={() => void act.reviewed.run({ id: a.id })}
        >
          Mark reviewed
        </button>
      </p>
      <Switch
        label="Permanently dismiss"
        description="Never in the review queue again"
        checked={a.permanentlyDismiss}
        onChange={(v) => void update({ permanentlyDismiss: v })}
      />
      <Switch label="Momentum artist" checked={a.isMomentum} onChange={(v) => void update({ isMomentum: v })} />

      <SongsEditor artistId={a.id} artistLabel={a.label} />

      <h3>Delete</h3>
      <p className="muted">{usageText(a.usage)}</p>
      <ConfirmButton
        confirmLabel="Click again to delete"
        onConfirm={async () => {
          const ok = await act.remove.run({ id: a.id });
          if (ok) onDeleted();
        }}
      >
        Delete artist
      </ConfirmButton>
    </>
  );
}

/** The FA modal of the admin page: every admin field, offered users, review, songs, delete. */
export function ArtistModal({ artistId, onClose }: { artistId: string; onClose: () => void }) {
  const { data, loading, error } = useQuery(AdminFeaturedArtistDocument, {
    variables: { id: artistId },
    fetchPolicy: "cache-and-network",
  });
  const a = data?.faArtist;
  return (
    <Modal title={a ? a.label : "Featured artist"} onClose={onClose} className="modal--wide fa-admin-modal">
      {a ? (
        <ArtistEditor key={a.id} artist={a} onDeleted={onClose} />
      ) : loading ? (
        <p className="muted">Loading…</p>
      ) : (
        <p role="alert">{errorMessage(error)}</p>
      )}
    </Modal>
  );
}
