import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { UserLink } from "../../../components/UserLink";
import { showToast } from "../../../app/toasts";
import { DAY_MS, daysFromMs, formatDate, type ModeName } from "../../../lib/format";
import { daysToMs } from "../../../lib/quest-submission";
import type { AdminQuestFieldsFragment, Mode, UpdateQuestInput } from "../gql/graphql";
import { QUEST_STATUS_LABELS } from "../QuestCard";
import { parseDraft, QuestFieldsEditor, type AdminDraft } from "./QuestFieldsEditor";
import {
  useAdminDeleteQuest,
  useAdminDropQuest,
  useAdminRejectQuest,
  useAdminResetDeadline,
  useAdminScheduleQuest,
  useAdminSetQueuedForCompletion,
  useAdminUpdateExpiration,
  useAdminUpdateQuest,
} from "./useAdminQuestActions";

export function draftOf(q: AdminQuestFieldsFragment): AdminDraft {
  return {
    artistId: q.artist?.id ?? "",
    artistLabel: q.artist?.label ?? "",
    name: q.name,
    descriptionMain: q.descriptionMain,
    price: String(q.price),
    requiredMapsets: String(q.requiredMapsets),
    timeframeDays: String(daysFromMs(q.timeframe)),
    minParty: String(q.minParty),
    maxParty: String(q.maxParty),
    minRank: String(q.minRank),
    modes: q.modes as ModeName[],
    isMbc: q.isMbc,
  };
}

/** Only the fields that differ from the quest (the server logs which ones changed). */
export function questPatch(q: AdminQuestFieldsFragment, d: ReturnType<typeof parseDraft>): UpdateQuestInput | string {
  if ("problem" in d) return d.problem;
  const v = d.value;
  const patch: UpdateQuestInput = {};
  if (v.name !== q.name) patch.name = v.name;
  if (v.descriptionMain !== q.descriptionMain) patch.descriptionMain = v.descriptionMain;
  if (v.price !== q.price) patch.price = v.price;
  if (v.requiredMapsets !== q.requiredMapsets) patch.requiredMapsets = v.requiredMapsets;
  if (v.timeframeDays !== daysFromMs(q.timeframe)) patch.timeframe = daysToMs(v.timeframeDays);
  if (v.minParty !== q.minParty) patch.minParty = v.minParty;
  if (v.maxParty !== q.maxParty) patch.maxParty = v.maxParty;
  if (v.minRank !== q.minRank) patch.minRank = v.minRank;
  if (v.isMbc !== q.isMbc) patch.isMbc = v.isMbc;
  if (v.modes.join() !== q.modes.join()) patch.modes = v.modes as Mode[];
  if ((v.artistId ?? null) !== (q.artist?.id ?? null)) {
    if (v.artistId) patch.artistId = v.artistId;
    else patch.clearArtist = true;
  }
  return patch;
}

/** A wip quest whose linked maps reach the required count and are all Ranked (the original's "ready to complete"). */
export function readyToComplete(q: Pick<AdminQuestFieldsFragment, "status" | "requiredMapsets" | "associatedMaps">): boolean {
  return (
    q.status === "wip" &&
    q.associatedMaps.length > 0 &&
    q.associatedMaps.length >= q.requiredMapsets &&
    q.associatedMaps.every((b) => b.status === "Ranked")
  );
}

const dateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

/** The admin's quest modal: edit every field, change the expiration, and the review/lifecycle actions of its status. */
export function AdminQuestEditor({ quest, onDeleted }: { quest: AdminQuestFieldsFragment; onDeleted: () => void }) {
  const [draft, setDraft] = useState<AdminDraft>(() => draftOf(quest));
  const [expiration, setExpiration] = useState(dateInput(quest.expiration));
  const expirationId = useId();
  const update = useAdminUpdateQuest();
  const schedule = useAdminScheduleQuest();
  const reject = useAdminRejectQuest();
  const drop = useAdminDropQuest();
  const queue = useAdminSetQueuedForCompletion();
  const expire = useAdminUpdateExpiration();
  const reset = useAdminResetDeadline();
  const del = useAdminDeleteQuest();
  const busy = [update, schedule, reject, drop, queue, expire, reset, del].some((h) => h.loading);
  const s = quest.status;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const patch = questPatch(quest, parseDraft(draft));
    if (typeof patch === "string") {
      showToast(patch);
      return;
    }
    if (Object.keys(patch).length === 0) {
      showToast("Nothing changed", "info");
      return;
    }
    await update.run({ id: quest.id, input: patch });
  };
  const saveExpiration = (value: string | null) => {
    if (value !== null && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      showToast("Invalid date");
      return;
    }
    void expire.run({ id: quest.id, expiration: value ? new Date(`${value}T23:59:59.000Z`).toISOString() : null }).then((d) => {
      if (d && value === null) setExpiration("");
    });
  };

  const members = quest.currentParty?.members ?? [];
  return (
    <div className="admin-quest">
      <p className="quest-detail__byline">
        <span className={`quest-card__flag quest-card__flag--${s === "open" ? "mine" : s}`}>{QUEST_STATUS_LABELS[s] ?? s}</span>
        {quest.queuedForCompletion && <span className="quest-card__flag quest-card__flag--done">queued for completion</span>}
        {readyToComplete(quest) && !quest.queuedForCompletion && (
          <span className="quest-card__flag quest-card__flag--done">ready to complete</span>
        )}
        {quest.creator && (
          <span className="muted">
            {quest.isCustom ? "Submitted by " : "Created by "}
            <UserLink user={quest.creator} /> on {formatDate(quest.createdAt)}
          </span>
        )}
        {(s === "open" || s === "wip" || s === "done") && <Link to={`/quests?id=${quest.id}`}>View on the quests page</Link>}
      </p>
      {(s === "wip" || s === "done") && (
        <p className="muted">
          Party: {members.map((m) => m.username).join(", ") || "none"} · maps linked {quest.associatedMaps.length}/
          {quest.requiredMapsets}
          {quest.deadline && <> · deadline {formatDate(quest.deadline)}</>}
          {quest.isOverdue && <strong className="quest-facts__danger"> (overdue)</strong>}
        </p>
      )}

      <section className="admin-quest__actions" aria-label="Quest actions">
        {(s === "pending" || s === "hidden") && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void schedule.run({ id: quest.id })}
          >
            {s === "pending" ? "Schedule (approve)" : "Schedule again"}
          </button>
        )}
        {(s === "pending" || s === "scheduled") && (
          <ConfirmButton
            disabled={busy}
            onConfirm={() => void reject.run({ id: quest.id })}
            confirmLabel="Click again to reject (refunds the creator)"
          >
            Reject
          </ConfirmButton>
        )}
        {s === "wip" && (
          <>
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-pressed={quest.queuedForCompletion}
              onClick={() => void queue.run({ id: quest.id, value: !quest.queuedForCompletion })}
            >
              {quest.queuedForCompletion ? "Unmark for completion" : "Mark for completion"}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void reset.run({ id: quest.id })}>
              Reset deadline (+7 days)
            </button>
            <ConfirmButton
              disabled={busy}
              onConfirm={() => void drop.run({ id: quest.id })}
              confirmLabel="Click again to force a drop"
            >
              Drop quest
            </ConfirmButton>
          </>
        )}
        {(s === "open" || s === "scheduled" || s === "rejected" || s === "hidden") && (
          <ConfirmButton
            disabled={busy}
            onConfirm={() => void del.run({ id: quest.id }).then((d) => d && onDeleted())}
            confirmLabel="Click again to delete the quest"
          >
            Delete quest
          </ConfirmButton>
        )}
      </section>

      <section className="admin-quest__expiration" aria-label="Expiration">
        <div className="q-field">
          <label htmlFor={expirationId}>Expiration (UTC, end of day)</label>
          <input id={expirationId} type="date" value={expiration} onChange={(e) => setExpiration(e.target.value)} />
        </div>
        <button type="button" className="button" disabled={busy || !expiration} onClick={() => saveExpiration(expiration)}>
          Save expiration
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || !quest.expiration}
          onClick={() => saveExpiration(null)}
        >
          Never expires
        </button>
        <span className="muted">
          {quest.expiration ? `Expires ${formatDate(quest.expiration)}` : "No expiration"}
          {quest.isExpired && " (expired)"}
          {quest.expiration &&
            !quest.isExpired &&
            s === "open" &&
            ` (${Math.max(0, Math.ceil((new Date(quest.expiration).getTime() - Date.now()) / DAY_MS))} days left)`}
        </span>
      </section>

      <form onSubmit={(e) => void save(e)} aria-label="Edit quest">
        <QuestFieldsEditor draft={draft} onChange={(p) => setDraft((d) => ({ ...d, ...p }))} />
        <div className="quest-form__actions admin-quest__save">
          <button type="submit" className="button button--primary" disabled={busy}>
            {update.loading ? "Saving…" : "Save changes"}
          </button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => setDraft(draftOf(quest))}>
            Revert
          </button>
        </div>
      </form>
    </div>
  );
}
