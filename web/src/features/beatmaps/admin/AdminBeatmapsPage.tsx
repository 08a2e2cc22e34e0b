import "../beatmaps.css";
import "../../admin-tools/admin-tools.css";
import { BundlesPanel, NewsPostPanel } from "../../admin-tools/BeatmapToolsPanels";
import { useQuery } from "@apollo/client/react";
import { useCallback, useId, useRef, useState, type FormEvent } from "react";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { Modal } from "../../../components/Modal";
import { ShowMoreButton } from "../../../components/ShowMoreButton";
import { ModeIcon } from "../../../components/ModeIcons";
import { Switch } from "../../../components/Switch";
import { UserLink } from "../../../components/UserLink";
import { BEATMAP_MODE_LABELS, BEATMAP_STATUSES, mapsetLabel } from "../../../lib/beatmaps";
import { formatDate, formatSeconds, truncate } from "../../../lib/format";
import { isAdmin, useCurrentUser } from "../../../app/current-user";
import { errorMessage } from "../../../app/errors";
import { PageLoading } from "../../../app/PageLoading";
import { showToast } from "../../../app/toasts";
import { StatusPill } from "../BeatmapBits";
import { TaskTable } from "../TaskTable";
import { useSelectedId } from "../../../app/useSelectedId";
import { connectionNext, usePagedList, useRoutePagedList, type PagedList } from "../../../app/usePagedList";
import {
  useAdminDeleteBeatmap,
  useAdminQueueForRank,
  useAdminReject,
  useAdminRemoveModder,
  useAdminSetInvalid,
  useAdminSetShowcase,
  useAdminSetStatus,
  useAdminSkipWebhook,
} from "./useAdminBeatmapActions";
import {
  AdminBeatmapDocument,
  AdminBeatmapSearchDocument,
  AdminQualifiedBeatmapsDocument,
  type AdminBeatmapFieldsFragment,
  type AdminBeatmapRowFragment,
  type BeatmapStatus,
} from "../gql/graphql";

type Map = AdminBeatmapFieldsFragment;

function StatusForm({ map }: { map: Map }) {
  const id = useId();
  const [status, setStatus] = useState<BeatmapStatus>(map.status);
  const { run, loading } = useAdminSetStatus();
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        void run({ id: map.id, status });
      }}
    >
      <label htmlFor={id}>Status</label>
      <select id={id} className="input" value={status} onChange={(e) => setStatus(e.target.value as BeatmapStatus)}>
        {BEATMAP_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--primary" disabled={loading || status === map.status}>
        Save status
      </button>
    </form>
  );
}

function Flags({ map }: { map: Map }) {
  const q = useAdminQueueForRank();
  const s = useAdminSkipWebhook();
  const sc = useAdminSetShowcase();
  const inv = useAdminSetInvalid();
  const [reason, setReason] = useState(map.invalidReason ?? "");
  const reasonId = useId();
  return (
    <div className="admin-flags">
      <Switch
        label="Queued for rank"
        description="Approve this Qualified mapset for the ranked job"
        checked={map.queuedForRank ?? false}
        busy={q.loading}
        onChange={(v) => void q.run({ id: map.id, value: v })}
      />
      <Switch
        label="Skip webhook"
        description="No “has been ranked” post"
        checked={map.skipWebhook ?? false}
        busy={s.loading}
        onChange={(v) => void s.run({ id: map.id, value: v })}
      />
      <Switch
        label="FA showcase"
        description="Made for a featured artist's announcement (showcase bonus)"
        checked={map.isShowcase}
        busy={sc.loading}
        onChange={(v) => void sc.run({ id: map.id, value: v })}
      />
      <Switch
        label="Invalid for points"
        description={map.invalidForPoints && map.invalidReason ? `Reason: ${map.invalidReason}` : "Earns no points"}
        checked={map.invalidForPoints ?? false}
        busy={inv.loading}
        onChange={(v) => void inv.run({ id: map.id, value: v, reason: v ? reason.trim() || null : null })}
      />
      {!map.invalidForPoints && (
        <div className="select-field">
          <label htmlFor={reasonId}>Reason (when marking invalid)</label>
          <input id={reasonId} className="input" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </div>
      )}
    </div>
  );
}

function RejectForm({ map }: { map: Map }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const { run, loading } = useAdminReject();
  const go = (resolvable: boolean) => {
    if (!reason.trim()) {
      showToast("Write a reason for the host first");
      return;
    }
    void run({ id: map.id, reason: reason.trim(), resolvable }).then((ok) => ok && setReason(""));
  };
  return (
    <div className="admin-reject">
      <label htmlFor={id} className="host-panel__label">
        Reject (back to WIP, with a message to the host)
      </label>
      <textarea id={id} className="input" rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
      <div className="form-actions form-actions--start">
        <ConfirmButton disabled={loading} onConfirm={() => go(true)}>
          Reject with resolution
        </ConfirmButton>
        <ConfirmButton disabled={loading} onConfirm={() => go(false)}>
          Reject without resolution
        </ConfirmButton>
      </div>
    </div>
  );
}

function AdminBeatmapPanel({ beatmapId, onDeleted }: { beatmapId: string; onDeleted: () => void }) {
  const { me } = useCurrentUser();
  const { data, loading, error } = useQuery(AdminBeatmapDocument, { variables: { id: beatmapId } });
  const rm = useAdminRemoveModder();
  const d = useAdminDeleteBeatmap();
  const map = data?.beatmap;
  if (!map)
    return loading ? <PageLoading /> : <p className="form-error">{error ? errorMessage(error) : "Beatmap ID does not exist!"}</p>;
  const viewer = { id: me?.id ?? "", isAdmin: isAdmin(me) };
  return (
    <div className="admin-beatmap" data-testid="admin-beatmap">
      <h3 className="admin-beatmap__title">{mapsetLabel(map.song)}</h3>
      <p className="beatmap-detail__facts">
        <StatusPill status={map.status} />
        <span>
          Hosted by <UserLink user={map.host} /> <span className="muted">(joined {formatDate(map.host.createdAt)})</span>
        </span>
        <span>{BEATMAP_MODE_LABELS[map.mode]}</span>
        {map.url ? (
          <a href={map.url} target="_blank" rel="noopener noreferrer">
            beatmapset link
          </a>
        ) : (
          <span className="muted">no link</span>
        )}
      </p>
      <p className="muted">
        {map.rankedDate ? `Ranked ${formatDate(map.rankedDate)}` : "Not ranked"}
        {map.length ? ` · length ${formatSeconds(map.length)}` : ""} · updated {formatDate(map.updatedAt)}
      </p>
      <StatusForm key={map.status} map={map} />
      <Flags map={map} />
      <section className="beatmap-detail__section">
        <h3>Modders</h3>
        {map.modders.length === 0 ? (
          <p className="muted">No modders.</p>
        ) : (
          <ul className="chip-list">
            {map.modders.map((m) => (
              <li key={m.id} className="chip">
                <UserLink user={m} />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove modder ${m.username}`}
                  disabled={rm.loading}
                  onClick={() => void rm.run({ id: map.id, userId: m.id })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <TaskTable map={map} viewer={viewer} />
      <RejectForm map={map} />
      <div className="form-actions">
        <ConfirmButton
          disabled={d.loading}
          confirmLabel="Are you sure you want to delete?"
          onConfirm={() => void d.run({ id: map.id }).then((ok) => ok && onDeleted())}
        >
          Delete mapset
        </ConfirmButton>
      </div>
    </div>
  );
}

/**
 * Rows per page of the Qualified queue and of the finder (docs/api-guide.md "Pagination"); "Show more" appends the next
 * page after the last cursor. A row is a mapset card, about 1.5 KB of JSON with its difficulties and mappers, so 30
 * keep an answer under 64 KB (`npm run bench -- sizes`: 50 Ranked mapsets of the large guild were 74 KB).
 */
import { ADMIN_BEATMAPS_PAGE } from "./admin-beatmaps.loader";
export { ADMIN_BEATMAPS_PAGE };

function BeatmapRows({ maps, onOpen }: { maps: readonly AdminBeatmapRowFragment[]; onOpen: (id: string) => void }) {
  return (
    <div className="table-scroll">
      <table className="table admin-table">
        <thead>
          <tr>
            <th scope="col">Mapset</th>
            <th scope="col">Host</th>
            <th scope="col">Mode</th>
            <th scope="col">Status</th>
            <th scope="col">Queued</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {maps.map((m) => (
            <tr key={m.id} data-testid="admin-beatmap-row" data-beatmap-id={m.id}>
              <td>{truncate(mapsetLabel(m.song), 60)}</td>
              <td>
                <UserLink user={m.host} />
              </td>
              <td>{m.mode === "hybrid" ? "hybrid" : <ModeIcon mode={m.mode} size={16} />}</td>
              <td>
                <StatusPill status={m.status} />
              </td>
              <td>{m.queuedForRank ? "yes" : "no"}</td>
              <td>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => onOpen(m.id)}
                  aria-label={`Manage ${mapsetLabel(m.song)}`}
                >
                  Manage
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Search({ onOpen }: { onOpen: (id: string) => void }) {
  const [text, setText] = useState("");
  const [status, setStatus] = useState<BeatmapStatus | "">("");
  const [applied, setApplied] = useState<{ search: string; status: BeatmapStatus | null } | null>(null);
  const ids = { text: useId(), status: useId() };
  const list = usePagedList(
    AdminBeatmapSearchDocument,
    {
      variables: { search: applied?.search || null, status: applied?.status ?? null, first: ADMIN_BEATMAPS_PAGE },
      skip: !applied,
    },
    (d) => ({
      items: d.adminBeatmapsConnection.edges.map((e) => e.node),
      next: connectionNext(d.adminBeatmapsConnection.pageInfo),
    }),
  );
  const { loading, error } = list;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied({ search: text.trim(), status: status || null });
  };
  const maps = applied ? list.items : undefined;
  return (
    <section className="card admin-section" aria-labelledby="admin-find">
      <h2 id="admin-find">Find a mapset</h2>
      <form className="inline-form" onSubmit={submit} role="search">
        <label htmlFor={ids.text} className="visually-hidden">
          Song or username
        </label>
        <input
          id={ids.text}
          className="input"
          placeholder="song or username"
          maxLength={48}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <label htmlFor={ids.status} className="visually-hidden">
          Status
        </label>
        <select
          id={ids.status}
          className="input"
          value={status}
          onChange={(e) => setStatus(e.target.value as BeatmapStatus | "")}
        >
          <option value="">Any status</option>
          {BEATMAP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary" disabled={loading || list.stale}>
          Search
        </button>
      </form>
      {applied &&
        (!maps ? (
          loading ? (
            <PageLoading />
          ) : (
            <p className="muted">{error ? errorMessage(error) : "No mapsets found."}</p>
          )
        ) : maps.length === 0 ? (
          <p className="muted">No mapsets found.</p>
        ) : (
          <div className={list.stale ? "is-stale" : undefined} aria-busy={list.stale}>
            <PagedRows list={list} maps={maps} onOpen={onOpen} />
          </div>
        ))}
    </section>
  );
}

/** A page of rows and its "Show more"; when the last page arrives, focus goes to the first added row's Manage button. */
function PagedRows<T>({
  list,
  maps,
  onOpen,
}: {
  list: PagedList<T, AdminBeatmapRowFragment>;
  maps: readonly AdminBeatmapRowFragment[];
  onOpen: (id: string) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const itemFocus = useCallback(
    (index: number) => box.current?.querySelectorAll<HTMLElement>("tbody tr")[index]?.querySelector<HTMLElement>("button"),
    [],
  );
  return (
    <div ref={box}>
      <BeatmapRows maps={maps} onOpen={onOpen} />
      <ShowMoreButton list={list} shown={maps.length} itemFocus={itemFocus} />
    </div>
  );
}

/**
 * /admin/beatmaps: the Qualified queue (from the route's loader, admin-beatmaps.loader.ts), a mapset finder, and a
 * manage dialog with the admin powers.
 */
export default function AdminBeatmapsPage() {
  const { selected, open, close } = useSelectedId();
  const list = useRoutePagedList(AdminQualifiedBeatmapsDocument, (d) => ({
    items: d.adminQualifiedBeatmapsConnection.edges.map((e) => e.node),
    next: connectionNext(d.adminQualifiedBeatmapsConnection.pageInfo),
  }));
  // "Reload" asks again in a transition (the queue stays on screen meanwhile).
  const { loadingMore: loading, error } = list;
  const queue = list.items;
  const total = list.data?.adminQualifiedBeatmapsConnection.totalCount ?? queue?.length;
  return (
    <div className="admin-page">
      <section className="card admin-section" aria-labelledby="admin-qualified">
        <div className="admin-section__head">
          <h2 id="admin-qualified">Qualified, waiting for the rank queue {queue ? `(${total})` : ""}</h2>
          <button type="button" className="button button--small button--ghost" disabled={loading} onClick={list.refetch}>
            Reload
          </button>
        </div>
        {!queue ? (
          <p className="muted">{error ? errorMessage(error) : "Nothing to review."}</p>
        ) : queue.length === 0 ? (
          <p className="muted">No Qualified mapsets are waiting.</p>
        ) : (
          <>
            {total !== undefined && total > queue.length && (
              <p className="muted">{queue.length} shown, least recently updated first</p>
            )}
            <PagedRows list={list} maps={queue} onOpen={open} />
          </>
        )}
      </section>
      <Search onOpen={open} />
      <BundlesPanel />
      <NewsPostPanel />
      {selected && (
        <Modal title="Manage mapset" onClose={close} className="modal--wide">
          <AdminBeatmapPanel beatmapId={selected} onDeleted={close} />
        </Modal>
      )}
    </div>
  );
}
