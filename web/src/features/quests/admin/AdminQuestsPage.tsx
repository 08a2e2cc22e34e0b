import "../quests.css";
import "../quest-card.css";
import "./admin-quests.css";
import { useId, useState } from "react";
import { errorMessage } from "../../../app/errors";
import { useDebouncedSearchParam, usePendingSearchParams } from "../../../app/useSearchParam";
import { Modal } from "../../../components/Modal";
import { ModeIcons } from "../../../components/ModeIcons";
import { UserLink } from "../../../components/UserLink";
import { formatDate, truncateQuestName } from "../../../lib/format";
import { AdminQuestsDocument, type AdminQuestFieldsFragment, type QuestStatus } from "../gql/graphql";
import { QUEST_STATUS_LABELS } from "../QuestCard";
import { AdminQuestBatch } from "./AdminQuestBatch";
import { AdminQuestEditor, readyToComplete } from "./AdminQuestEditor";
import { useAdminRunJob } from "./useAdminQuestActions";
import { useSelectedId } from "../../../app/useSelectedId";
import { connectionNext, useRoutePagedList } from "../../../app/usePagedList";

/**
 * Quests per page. An admin quest row is about 1.5 KB of JSON (descriptions, party, mapsets), so 30 keep an answer
 * under 64 KB (`npm run bench -- sizes`: 100 done quests of the large guild were 154 KB). "show more" loads the next
 * page after the last cursor.
 */
import { ADMIN_QUESTS_PAGE, adminQuestStatus } from "./admin-quests.loader";
export { ADMIN_QUESTS_PAGE };

export const PUBLISH_JOB = "publish-quests";

/** The order of the status groups: what needs an admin first. */
export const STATUS_ORDER: readonly QuestStatus[] = ["pending", "scheduled", "wip", "open", "done", "rejected", "hidden"];

export function groupByStatus<T extends { status: string }>(quests: readonly T[]): { status: QuestStatus; quests: T[] }[] {
  return STATUS_ORDER.map((status) => ({ status, quests: quests.filter((q) => q.status === status) })).filter(
    (g) => g.quests.length > 0,
  );
}

function dateCell(q: AdminQuestFieldsFragment): string {
  if (q.status === "wip" && q.deadline) return `deadline ${formatDate(q.deadline)}${q.isOverdue ? " (overdue)" : ""}`;
  if (q.status === "done" && q.completed) return `completed ${formatDate(q.completed)}`;
  if ((q.status === "open" || q.status === "scheduled") && q.expiration)
    return `${q.isExpired ? "expired" : "expires"} ${formatDate(q.expiration)}`;
  return `created ${formatDate(q.createdAt)}`;
}

function partyCell(q: AdminQuestFieldsFragment): string {
  if (q.status === "wip" || q.status === "done") {
    const n = q.currentParty?.members.length ?? 0;
    return `${n} ${n === 1 ? "member" : "members"}`;
  }
  return q.minParty === q.maxParty ? `${q.minParty}` : `${q.minParty}-${q.maxParty}`;
}

function QuestTable({ quests, onOpen }: { quests: readonly AdminQuestFieldsFragment[]; onOpen: (id: string) => void }) {
  return (
    <div className="table-scroll">
      <table className="table admin-quests__table">
        <colgroup>
          <col className="admin-quests__col-name" />
          <col className="admin-quests__col-creator" />
          <col className="admin-quests__col-modes" />
          <col className="admin-quests__col-status" />
          <col className="admin-quests__col-mapsets" />
          <col className="admin-quests__col-price" />
          <col className="admin-quests__col-party" />
          <col className="admin-quests__col-dates" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Creator</th>
            <th scope="col">Modes</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Mapsets
            </th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col">Party</th>
            <th scope="col">Dates</th>
          </tr>
        </thead>
        <tbody>
          {quests.map((q) => (
            <tr key={q.id}>
              <th scope="row" className="admin-quests__name">
                <button type="button" className="link-button" onClick={() => onOpen(q.id)} title={q.name}>
                  {truncateQuestName(q.name)}
                </button>
              </th>
              <td>{q.creator ? <UserLink user={q.creator} /> : <span className="muted">none</span>}</td>
              <td>
                <ModeIcons modes={q.modes} size={16} />
              </td>
              <td>
                {QUEST_STATUS_LABELS[q.status] ?? q.status}
                {q.queuedForCompletion && <span className="admin-quests__tag"> queued</span>}
                {readyToComplete(q) && !q.queuedForCompletion && <span className="admin-quests__tag"> ready</span>}
              </td>
              <td className="num">
                {q.status === "wip" || q.status === "done"
                  ? `${q.associatedMaps.length}/${q.requiredMapsets}`
                  : q.requiredMapsets}
              </td>
              <td className="num">{q.price}</td>
              <td>{partyCell(q)}</td>
              <td className={`${q.isOverdue || q.isExpired ? "quest-facts__danger" : ""}`}>{dateCell(q)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/quests ("Admin - Quests"): every quest by status, batch creation, and the quest modal for edits and reviews.
 * The status and the search are in the address (?status=, ?search=): the route's loader asks for that list
 * (admin-quests.loader.ts) and the page reads its answer.
 */
export default function AdminQuestsPage() {
  const { selected: selectedId, open, close } = useSelectedId();
  const [search, setSearch] = useDebouncedSearchParam("search");
  const [params, setParams] = usePendingSearchParams();
  const status = adminQuestStatus(params);
  const setStatus = (s: QuestStatus | "") =>
    setParams((p) => {
      if (s) p.set("status", s);
      else p.delete("status");
      return p;
    });
  const [adding, setAdding] = useState(false);
  const statusId = useId();
  const searchId = useId();
  const list = useRoutePagedList(AdminQuestsDocument, (d) => ({
    items: d.questsConnection.edges.map((e) => e.node),
    next: connectionNext(d.questsConnection.pageInfo),
  }));
  const { error } = list;
  const publish = useAdminRunJob();
  const page = list.data?.questsConnection;
  const quests = list.items ?? [];
  const totalCount = page?.totalCount ?? quests.length;
  const selected = quests.find((q) => q.id === selectedId);
  const scheduledCount = quests.filter((q) => q.status === "scheduled").length;

  return (
    <div className="admin-quests">
      <div className="card quests-controls">
        <div className="q-field q-field--grow">
          <label htmlFor={searchId}>Search quests</label>
          <input
            id={searchId}
            type="search"
            placeholder="quest name"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="q-field">
          <label htmlFor={statusId}>Status</label>
          <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value as QuestStatus | "")}>
            <option value="">All but hidden</option>
            {STATUS_ORDER.map((s) => (
              <option key={s} value={s}>
                {QUEST_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="quests-controls__actions">
          <button
            type="button"
            className="button"
            disabled={publish.loading}
            onClick={() => void publish.run({ name: PUBLISH_JOB })}
          >
            {publish.loading ? "Publishing…" : `Publish scheduled now${scheduledCount ? ` (${scheduledCount})` : ""}`}
          </button>
          <button type="button" className="button button--primary" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
            {adding ? "Close add quests" : "Add quests"}
          </button>
        </div>
      </div>

      {adding && <AdminQuestBatch />}

      {!page ? (
        <p className="card" role="alert">
          {error ? errorMessage(error) : "No quests."}
        </p>
      ) : quests.length === 0 ? (
        <p className="card">No quests match these filters.</p>
      ) : (
        <div className={list.stale ? "quests-grid--stale" : undefined} aria-busy={list.stale}>
          <p className="muted quests-count">
            {totalCount} {totalCount === 1 ? "quest" : "quests"}
            {totalCount > quests.length && ` (${quests.length} shown, newest first)`}
          </p>
          {groupByStatus(quests).map((g) => (
            <section key={g.status} className="admin-quests__group" aria-labelledby={`admin-quests-${g.status}`}>
              <h2 id={`admin-quests-${g.status}`} className="admin-quests__group-title">
                {QUEST_STATUS_LABELS[g.status]} <span className="muted">({g.quests.length})</span>
              </h2>
              <QuestTable quests={g.quests} onOpen={open} />
            </section>
          ))}
          {list.hasMore && (
            <p className="center">
              <button
                type="button"
                className="button button--primary"
                onClick={() => void list.showMore()}
                disabled={list.loadingMore}
              >
                {list.loadingMore ? "Loading…" : "show more"}
              </button>
            </p>
          )}
        </div>
      )}

      {selectedId && (
        <Modal title={selected?.name ?? "Quest"} onClose={close} className="modal--wide">
          {selected ? (
            <AdminQuestEditor key={selected.id} quest={selected} onDeleted={close} />
          ) : (
            <p role="alert">This quest is not in the list (it may have been deleted, or the filters hide it).</p>
          )}
        </Modal>
      )}
    </div>
  );
}
