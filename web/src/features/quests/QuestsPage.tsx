import "./quests.css";
import { useId, useState } from "react";
import { isAdmin, useCurrentUser } from "../../app/current-user";
import { errorMessage } from "../../app/errors";
import { useDebouncedSearchParam, usePendingSearchParams } from "../../app/useSearchParam";
import { Modal } from "../../components/Modal";
import { MODE_LABELS, MODES } from "../../lib/format";
import { QuestsPageDocument, type Mode, type QuestStatus } from "./gql/graphql";
import { QuestArtistSelect, type ArtistOption } from "./QuestArtistSelect";
import { QuestCard } from "./QuestCard";
import { QuestModal } from "./QuestDetail";
import { SubmitQuestForm } from "./SubmitQuestForm";
import { useSelectedId } from "../../app/useSelectedId";
import { connectionNext, useRoutePagedList } from "../../app/usePagedList";

import { QUESTS_PAGE, questsFilters } from "./quests.loader";
export { QUESTS_PAGE };

const STATUS_OPTIONS: readonly { value: QuestStatus | ""; label: string }[] = [
  { value: "", label: "Any status" },
  { value: "open", label: "Open" },
  { value: "wip", label: "In progress" },
  { value: "done", label: "Completed" },
  { value: "pending", label: "Pending review" },
  { value: "scheduled", label: "Scheduled" },
  { value: "rejected", label: "Rejected" },
];

/** The artist filter's choices before the featured artists (searched on the server as a name is typed). */
const ARTIST_FILTERS: readonly ArtistOption[] = [
  { id: "", label: "Any artist" },
  { id: "none", label: "No artist" },
  { id: "custom", label: "Custom quests" },
];

/** Statuses only their creator (and admins) can see: for members, these filters are "my submissions". */
const PRIVATE_STATUSES: readonly string[] = ["pending", "scheduled", "rejected"];

/**
 * /quests: filters (mode, status, artist, search), the quest cards, ?id= opening a quest, and the submission form.
 * The filters are in the address (?search=, ?status=, ?mode=, ?artist= with ?artistName= for the field's text): the
 * route's loader asks for that list (quests.loader.ts) and the page reads its answer.
 */
export default function QuestsPage() {
  const { me } = useCurrentUser();
  const { selected: selectedId, open, close, follow } = useSelectedId();
  const [search, setSearch] = useDebouncedSearchParam("search");
  // The controls show the filters of the navigation on its way (the list, while stale, the previous answer).
  const [params, setParams] = usePendingSearchParams();
  const { mode, status, artist: artistId } = questsFilters(params);
  const artist: ArtistOption = ARTIST_FILTERS.find((a) => a.id === artistId) ?? {
    id: artistId,
    label: params.get("artistName") ?? artistId,
  };
  const set = (values: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(values)) {
        if (v) p.set(k, v);
        else p.delete(k);
      }
      return p;
    });
  const setMode = (m: Mode | null) => set({ mode: m });
  const setStatus = (s: QuestStatus | "") => set({ status: s });
  const setArtist = (a: ArtistOption) =>
    set({ artist: a.id, artistName: a.id && !ARTIST_FILTERS.some((f) => f.id === a.id) ? a.label : null });
  const [submitting, setSubmitting] = useState(false);
  const searchId = useId();
  const statusId = useId();

  // A connection (docs/api-guide.md "Pagination"): "show more" asks for the page after the last cursor, and the
  // cache appends it; new filters start from the first page again (app/apollo.ts).
  const list = useRoutePagedList(QuestsPageDocument, (d) => ({
    items: d.questsConnection.edges.map((e) => e.node),
    next: connectionNext(d.questsConnection.pageInfo),
  }));
  const { error, loadingMore, showMore } = list;
  const page = list.data?.questsConnection;
  const quests = list.items ?? [];
  const totalCount = page?.totalCount ?? quests.length;

  const privateFilter = PRIVATE_STATUSES.includes(status) && !isAdmin(me);
  const now = new Date();

  return (
    <div className="quests-page">
      <div className="card quests-controls">
        <div className="q-field q-field--grow">
          <label htmlFor={searchId}>Search quests</label>
          <input
            id={searchId}
            type="search"
            placeholder="quest name"
            value={search}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="q-field">
          <label htmlFor={statusId}>Status</label>
          <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value as QuestStatus | "")}>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <QuestArtistSelect className="q-field" label="Artist" value={artist} fixed={ARTIST_FILTERS} onChange={setArtist} />
        <fieldset className="q-segmented">
          <legend>Mode</legend>
          {[null, ...MODES].map((m) => (
            <label key={m ?? "any"} className={`q-segmented__option ${mode === m ? "q-segmented__option--on" : ""}`}>
              <input type="radio" name="quests-mode" value={m ?? "any"} checked={mode === m} onChange={() => setMode(m)} />
              {m ? MODE_LABELS[m] : "any"}
            </label>
          ))}
        </fieldset>
        <div className="quests-controls__actions">
          <button
            type="button"
            className="button button--ghost"
            aria-pressed={status === "pending"}
            onClick={() => setStatus(status === "pending" ? "" : "pending")}
          >
            My submissions
          </button>
          <button type="button" className="button button--primary" onClick={() => setSubmitting(true)}>
            Submit a quest
          </button>
        </div>
      </div>

      {privateFilter && (
        <p className="muted quests-note">
          Pending, scheduled and rejected quests are visible only to their creator and admins: these are your submissions.
        </p>
      )}

      {!page ? (
        <p className="card" role="alert">
          {error ? errorMessage(error) : "No quests found."}
        </p>
      ) : (
        <>
          <p className="quests-count muted" aria-live="polite">
            {totalCount} {totalCount === 1 ? "quest" : "quests"}
          </p>
          {quests.length === 0 ? (
            <p className="card">
              {privateFilter ? "You have no submissions with this status." : "No quests match these filters."}
            </p>
          ) : (
            <ul className={`quests-grid ${list.stale ? "quests-grid--stale" : ""}`} aria-label="Quests" aria-busy={list.stale}>
              {quests.map((q) => (
                <li key={q.id}>
                  <QuestCard quest={q} now={now} onOpen={open} mine={!!q.viewerParty} selected={q.id === selectedId} />
                </li>
              ))}
            </ul>
          )}
          {list.hasMore && (
            <p className="center">
              <button type="button" className="button button--primary" onClick={() => void showMore()} disabled={loadingMore}>
                {loadingMore ? "Loading…" : "show more"}
              </button>
            </p>
          )}
        </>
      )}

      {selectedId && <QuestModal questId={selectedId} onClose={close} onQuestChanged={follow} />}

      {submitting && (
        <Modal title="Submit a quest" onClose={() => setSubmitting(false)} className="modal--wide">
          <SubmitQuestForm
            onCancel={() => setSubmitting(false)}
            onSubmitted={(id) => {
              setSubmitting(false);
              open(id);
            }}
          />
        </Modal>
      )}
    </div>
  );
}
