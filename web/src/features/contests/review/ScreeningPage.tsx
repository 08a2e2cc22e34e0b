/**
 * /contests/screening: the contests in screening where I am a screener; their anonymised entries, my N stars (each
 * placement once), my comments for the creators and my private "reviewed" marks (api/src/modules/contests/README.md).
 */
import "./review.css";
import { useMemo } from "react";
import { PageLoading } from "../../../app/PageLoading";
import { errorMessage } from "../../../app/errors";
import { useActionMutation } from "../../../app/useActionMutation";
import { connectionNext, usePagedList, useRoutePagedList } from "../../../app/usePagedList";
import { CommentBox } from "./CommentBox";
import { ReviewPageFrame } from "./ContestChooser";
import {
  SaveScreeningDocument,
  ScreeningContestsDocument,
  ScreeningEntriesDocument,
  type ScreeningEntriesQuery,
  type ScreeningFieldsFragment,
} from "./gql/graphql";
import { SCREENING_COMMENT_MAX, attachToEntry, ordinal } from "./review-shared";

type Entry = NonNullable<NonNullable<ScreeningEntriesQuery["contest"]>["screeningEntries"]>["nodes"][number];

function useSaveScreening(contestId: string) {
  return useActionMutation(SaveScreeningDocument, {
    // Stars and marks show themselves; a saved comment gets a toast.
    success: (_data, vars) => (vars.input.comment !== undefined && vars.input.comment !== null ? "Saved!" : null),
    update: (cache, data) => attachToEntry(cache, contestId, "screeningEntries", "screening", data.saveScreening),
  });
}

function Stars({
  entryName,
  count,
  vote,
  takenBy,
  disabled,
  onPick,
}: {
  entryName: string;
  count: number;
  vote: number;
  /** placement → the other entry that has it */
  takenBy: Map<number, string>;
  disabled: boolean;
  onPick: (placement: number) => void;
}) {
  return (
    <div className="review-stars" role="group" aria-label={`Stars for ${entryName}`}>
      {Array.from({ length: count }, (_, i) => i + 1).map((placement) => {
        const other = takenBy.get(placement);
        const blocked = other !== undefined;
        const label =
          placement === vote
            ? `Remove the ${ordinal(placement)} star from ${entryName}`
            : blocked
              ? `${ordinal(placement)} star is on ${other}`
              : `Give ${entryName} the ${ordinal(placement)} star`;
        return (
          <button
            key={placement}
            type="button"
            className={`review-star ${placement <= vote ? "review-star--on" : ""} ${blocked ? "review-star--taken" : ""}`}
            aria-pressed={placement === vote}
            aria-label={label}
            title={label}
            aria-disabled={disabled || blocked || undefined}
            onClick={() => !disabled && !blocked && onPick(placement === vote ? 0 : placement)}
          >
            <span aria-hidden="true">★</span>
            <span className="review-star__num" aria-hidden="true">
              {placement}
            </span>
          </button>
        );
      })}
    </div>
  );
}

function EntryCard({
  entry,
  contestId,
  voteCount,
  takenBy,
}: {
  entry: Entry;
  contestId: string;
  voteCount: number;
  takenBy: Map<number, string>;
}) {
  const save = useSaveScreening(contestId);
  const name = entry.submission.name ?? "Unnamed entry";
  const screening: ScreeningFieldsFragment | null | undefined = entry.screening;
  const vote = screening?.vote ?? 0;
  const reviewed = screening?.reviewed ?? false;
  const submissionId = entry.submission.id;

  return (
    <li className={`card review-entry ${reviewed ? "review-entry--reviewed" : ""}`}>
      <div className="review-entry__head">
        <h3 className="review-entry__name">{name}</h3>
        {!entry.isOwnEntry && (
          <button
            type="button"
            className={`button button--ghost review-reviewed ${reviewed ? "review-reviewed--on" : ""}`}
            aria-pressed={reviewed}
            aria-disabled={save.loading || undefined}
            onClick={() => !save.loading && void save.run({ submissionId, input: { reviewed: !reviewed } })}
          >
            {reviewed ? "Reviewed ✓" : "Mark reviewed"}
          </button>
        )}
      </div>
      {entry.isOwnEntry ? (
        <p className="muted">This is your own entry: you cannot screen it.</p>
      ) : (
        <>
          <Stars
            entryName={name}
            count={voteCount}
            vote={vote}
            takenBy={takenBy}
            disabled={save.loading}
            onPick={(placement) => void save.run({ submissionId, input: { vote: placement } })}
          />
          <CommentBox
            label={`Comment on ${name} (optional, read by the creators without your name)`}
            initial={screening?.comment ?? ""}
            max={SCREENING_COMMENT_MAX}
            saving={save.loading}
            onSave={async (comment) => !!(await save.run({ submissionId, input: { comment } }))}
          />
        </>
      )}
    </li>
  );
}

function ScreeningContest({ contestId }: { contestId: string }) {
  const list = usePagedList(ScreeningEntriesDocument, { variables: { contestId } }, (d) =>
    d.contest?.screeningEntries
      ? { items: d.contest.screeningEntries.nodes, next: connectionNext(d.contest.screeningEntries.pageInfo) }
      : undefined,
  );
  const contest = list.data?.contest;
  const entries = useMemo(
    () => [...(list.items ?? [])].sort((a, b) => (a.submission.name ?? "").localeCompare(b.submission.name ?? "")),
    [list.items],
  );

  if (list.loading) return <PageLoading />;
  if (list.error || !contest)
    return (
      <p className="review-error" role="alert">
        {errorMessage(list.error)}
      </p>
    );

  // placement → the entry that has it
  const placed = new Map<number, Entry>();
  for (const e of entries) if (e.screening && e.screening.vote > 0) placed.set(e.screening.vote, e);
  const free = Array.from({ length: contest.screeningVoteCount }, (_, i) => i + 1).filter((p) => !placed.has(p));
  const reviewedCount = entries.filter((e) => e.screening?.reviewed).length;

  return (
    <section className="review-contest" aria-labelledby="screening-contest-title">
      <header className="card review-contest__header">
        <h2 id="screening-contest-title">{contest.name}</h2>
        {contest.download ? (
          <a className="button button--primary" href={contest.download} target="_blank" rel="noopener noreferrer">
            Download all submissions
          </a>
        ) : (
          <p className="muted">The creators have not shared the entries' download yet.</p>
        )}
        <ul className="review-instructions">
          <li>
            Mark your personal top {contest.screeningVoteCount} with stars: the left star is your lowest placement, the right one
            your highest. Each placement goes to one entry; pressing a placed star again removes it.
          </li>
          <li>"Mark reviewed" crosses out entries you have checked. Only you see it.</li>
          <li>Comments are optional. The creators read them without your name.</li>
          <li>
            <strong>Do not discuss your choices</strong> with anyone until the results are out.
          </li>
        </ul>
        <p className="review-summary" aria-live="polite">
          Stars placed: {placed.size} of {contest.screeningVoteCount}
          {free.length > 0 && free.length < contest.screeningVoteCount && ` (free: ${free.join(", ")})`} · Reviewed:{" "}
          {reviewedCount} of {entries.filter((e) => !e.isOwnEntry).length}
        </p>
      </header>
      {entries.length === 0 ? (
        <p className="card muted">This contest has no entries.</p>
      ) : (
        <ul className="review-entries">
          {entries.map((e) => {
            const takenBy = new Map(
              [...placed]
                .filter(([, other]) => other !== e)
                .map(([p, other]) => [p, other.submission.name ?? "another entry"] as const),
            );
            return (
              <EntryCard
                key={e.submission.id}
                entry={e}
                contestId={contest.id}
                voteCount={contest.screeningVoteCount}
                takenBy={takenBy}
              />
            );
          })}
        </ul>
      )}
      {list.hasMore && (
        <button
          type="button"
          className="button"
          aria-disabled={list.loadingMore || undefined}
          onClick={() => void list.showMore()}
        >
          {list.loadingMore ? "Loading…" : "Load more entries"}
        </button>
      )}
    </section>
  );
}

export default function ScreeningPage() {
  const contests = useRoutePagedList(ScreeningContestsDocument, (d) => ({
    items: d.screeningContests.nodes,
    next: connectionNext(d.screeningContests.pageInfo),
  }));
  return (
    <ReviewPageFrame contests={contests} role="screen" renderContest={(id) => <ScreeningContest key={id} contestId={id} />} />
  );
}
