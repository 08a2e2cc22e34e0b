// Over 400 lines: the judging page and its scoring dialog share the entry list state.
/**
 * /contests/judging: the contests in judging where I am a judge; the entries that passed screening, my score on every
 * criterion (0..max) with notes, the general comment when the contest has comments on, and which entries I have
 * completed (api/src/modules/contests/README.md).
 */
import "./review.css";
import { useId, useMemo, useState } from "react";
import { Modal } from "../../../components/Modal";
import { PageLoading } from "../../../app/PageLoading";
import { errorMessage } from "../../../app/errors";
import { showToast } from "../../../app/toasts";
import { useActionMutation } from "../../../app/useActionMutation";
import { connectionNext, usePagedList, useRoutePagedList } from "../../../app/usePagedList";
import { useSelectedId } from "../../../app/useSelectedId";
import { CommentBox } from "./CommentBox";
import { ReviewPageFrame } from "./ContestChooser";
import {
  JudgingContestsDocument,
  JudgingEntriesDocument,
  SaveJudgingCommentDocument,
  SaveJudgingScoreDocument,
  type JudgingEntriesQuery,
  type JudgingFieldsFragment,
} from "./gql/graphql";
import { JUDGING_COMMENT_MAX, attachToEntry, formatCount } from "./review-shared";

type Contest = NonNullable<JudgingEntriesQuery["contest"]>;
type Entry = NonNullable<Contest["judgingEntries"]>["nodes"][number];
type Criterion = NonNullable<Contest["criteria"]>[number];

/** Criteria columns: highest max score first, then by name. */
export const sortCriteria = (criteria: readonly Criterion[]) =>
  [...criteria].sort((a, b) => b.maxScore - a.maxScore || a.name.localeCompare(b.name));

export function scoreOf(judging: JudgingFieldsFragment | null | undefined, criteriaId: string) {
  return judging?.scores.find((s) => s.criteriaId === criteriaId);
}

/** I scored every criterion (what the server's `completed` says, kept current after my saves). */
export function isCompleted(judging: JudgingFieldsFragment | null | undefined, criteria: readonly Criterion[]) {
  return criteria.length > 0 && criteria.every((c) => scoreOf(judging, c.id) !== undefined);
}

const totalOf = (judging: JudgingFieldsFragment | null | undefined) => (judging?.scores ?? []).reduce((a, s) => a + s.score, 0);

type SortKey = "name" | "total" | "completed" | `criteria:${string}`;

function ScoreField({
  criterion,
  value,
  note,
  onChange,
}: {
  criterion: Criterion;
  value: string;
  note: string;
  onChange: (value: string, note: string) => void;
}) {
  const id = useId();
  const n = Number(value);
  const bad = value.trim() !== "" && (!Number.isInteger(n) || n < 0 || n > criterion.maxScore);
  const noteTooLong = note.length > JUDGING_COMMENT_MAX;
  return (
    <fieldset className="review-score">
      <legend>
        {criterion.name} <span className="muted">(0–{criterion.maxScore})</span>
      </legend>
      <label htmlFor={`${id}-score`}>Score</label>
      <input
        id={`${id}-score`}
        type="number"
        inputMode="numeric"
        min={0}
        max={criterion.maxScore}
        step={1}
        value={value}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value, note)}
      />
      {bad && (
        <p id={`${id}-error`} className="review-error">
          A whole number from 0 to {criterion.maxScore}.
        </p>
      )}
      <label htmlFor={`${id}-note`}>Note (optional)</label>
      <textarea
        id={`${id}-note`}
        rows={2}
        value={note}
        aria-invalid={noteTooLong || undefined}
        aria-describedby={`${id}-count`}
        onChange={(e) => onChange(value, e.target.value)}
      />
      <span id={`${id}-count`} className={noteTooLong ? "review-error" : "muted"}>
        {formatCount(note.length)} / {formatCount(JUDGING_COMMENT_MAX)} characters
        {noteTooLong && ` — ${formatCount(note.length - JUDGING_COMMENT_MAX)} too many`}
      </span>
    </fieldset>
  );
}

/** The scoring dialog of one entry: every criterion, saved together (only what changed is sent). */
function ScoreDialog({
  contest,
  entry,
  criteria,
  onClose,
}: {
  contest: Contest;
  entry: Entry;
  criteria: readonly Criterion[];
  onClose: () => void;
}) {
  const judging = entry.judging;
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(
      criteria.map((c) => {
        const s = scoreOf(judging, c.id);
        return [c.id, { value: s ? String(s.score) : "", note: s?.comment ?? "" }];
      }),
    ),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const attach = {
    update: (
      cache: Parameters<typeof attachToEntry>[0],
      data: { saveJudgingScore?: JudgingFieldsFragment; saveJudgingComment?: JudgingFieldsFragment },
    ) => {
      const row = data.saveJudgingScore ?? data.saveJudgingComment;
      if (row) attachToEntry(cache, contest.id, "judgingEntries", "judging", row);
    },
  };
  const saveScore = useActionMutation(SaveJudgingScoreDocument, {
    update: attach.update,
    onError: (f) => (setFailure(f.message), true),
  });
  const saveComment = useActionMutation(SaveJudgingCommentDocument, { success: "Saved!", update: attach.update });

  const invalid = criteria.some((c) => {
    const d = draft[c.id]!;
    const n = Number(d.value);
    return (d.value.trim() !== "" && (!Number.isInteger(n) || n < 0 || n > c.maxScore)) || d.note.length > JUDGING_COMMENT_MAX;
  });
  const changes = criteria.filter((c) => {
    const d = draft[c.id]!;
    const s = scoreOf(judging, c.id);
    if (d.value.trim() === "") return false;
    return !s || s.score !== Number(d.value) || s.comment !== d.note.trim();
  });
  const busy = saveScore.loading;

  const onSave = async () => {
    if (busy || invalid || changes.length === 0) return;
    setFailure(null);
    for (const c of changes) {
      const d = draft[c.id]!;
      const ok = await saveScore.run({
        input: { submissionId: entry.submission.id, criteriaId: c.id, score: Number(d.value), comment: d.note.trim() },
      });
      if (!ok) return;
    }
    showToast("Saved!", "success");
  };

  const name = entry.submission.name ?? "Unnamed entry";
  return (
    <Modal title={`Judge ${name}`} onClose={onClose} className="review-dialog">
      <p className="muted">
        Screening total: {entry.screeningTotal} ★. Score every criterion; ask the contest's hosts if a criterion is unclear.
      </p>
      <form
        className="review-score-form"
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        {criteria.map((c) => (
          <ScoreField
            key={c.id}
            criterion={c}
            value={draft[c.id]!.value}
            note={draft[c.id]!.note}
            onChange={(value, note) => setDraft((d) => ({ ...d, [c.id]: { value, note } }))}
          />
        ))}
        {failure && (
          <p className="review-error" role="alert">
            {failure}
          </p>
        )}
        <div className="form-actions">
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={busy || invalid || changes.length === 0 || undefined}
          >
            {busy ? "Saving…" : "Save scores"}
          </button>
        </div>
      </form>
      {contest.judgingCommentsEnabled && (
        <CommentBox
          label="General comment (optional)"
          initial={judging?.comment ?? ""}
          max={JUDGING_COMMENT_MAX}
          saving={saveComment.loading}
          onSave={async (comment) => !!(await saveComment.run({ submissionId: entry.submission.id, comment }))}
        />
      )}
    </Modal>
  );
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  className = "",
}: {
  label: string;
  sortKey: SortKey;
  sort: { key: SortKey; desc: boolean };
  onSort: (key: SortKey) => void;
  className?: string;
}) {
  const active = sort.key === sortKey;
  return (
    <th scope="col" className={className} aria-sort={active ? (sort.desc ? "descending" : "ascending") : undefined}>
      <button type="button" className="review-sort" onClick={() => onSort(sortKey)}>
        {label}
        <span aria-hidden="true">{active ? (sort.desc ? " ▼" : " ▲") : ""}</span>
      </button>
    </th>
  );
}

function JudgingContest({ contestId }: { contestId: string }) {
  const dialog = useSelectedId("entry");
  const list = usePagedList(JudgingEntriesDocument, { variables: { contestId } }, (d) =>
    d.contest?.judgingEntries
      ? { items: d.contest.judgingEntries.nodes, next: connectionNext(d.contest.judgingEntries.pageInfo) }
      : undefined,
  );
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: "name", desc: false });
  const contest = list.data?.contest;
  const criteria = useMemo(() => sortCriteria(contest?.criteria ?? []), [contest?.criteria]);
  const maxTotal = criteria.reduce((a, c) => a + c.maxScore, 0);

  const rows = useMemo(() => {
    const value = (e: Entry): number | string => {
      if (sort.key === "name") return (e.submission.name ?? "").toLowerCase();
      if (sort.key === "total") return totalOf(e.judging);
      if (sort.key === "completed") return isCompleted(e.judging, criteria) ? 1 : 0;
      return scoreOf(e.judging, sort.key.slice("criteria:".length))?.score ?? -1;
    };
    return [...(list.items ?? [])].sort((a, b) => {
      const va = value(a);
      const vb = value(b);
      const cmp = typeof va === "string" ? va.localeCompare(String(vb)) : va - (vb as number);
      return (sort.desc ? -cmp : cmp) || (a.submission.name ?? "").localeCompare(b.submission.name ?? "");
    });
  }, [list.items, sort, criteria]);

  if (list.loading) return <PageLoading />;
  if (list.error || !contest)
    return (
      <p className="review-error" role="alert">
        {errorMessage(list.error)}
      </p>
    );

  const judgeable = rows.filter((e) => !e.isOwnEntry);
  const done = judgeable.filter((e) => isCompleted(e.judging, criteria)).length;
  const onSort = (key: SortKey) => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== "name" }));
  const open = rows.find((e) => e.submission.id === dialog.selected);

  return (
    <section className="review-contest" aria-labelledby="judging-contest-title">
      <header className="card review-contest__header">
        <h2 id="judging-contest-title">{contest.name}</h2>
        {contest.download ? (
          <a className="button button--primary" href={contest.download} target="_blank" rel="noopener noreferrer">
            Download all submissions
          </a>
        ) : (
          <p className="muted">The creators have not shared the entries' download yet.</p>
        )}
        <ul className="review-instructions">
          <li>Score every criterion of every entry below: these are the entries that passed screening.</li>
          <li>Ask the contest's hosts if you are unsure what a criterion means.</li>
          <li>
            <strong>Do not discuss your scores</strong> with anyone until the results are out.
          </li>
        </ul>
        <p className="review-summary" aria-live="polite">
          Completed: {done} of {judgeable.length}
        </p>
      </header>
      {criteria.length === 0 ? (
        <p className="card muted">The creators have not set the judging criteria yet.</p>
      ) : rows.length === 0 ? (
        <p className="card muted">No entry passed screening.</p>
      ) : (
        <div className="card table-scroll">
          <table className="table review-table">
            <caption className="visually-hidden">Entries to judge; column headers sort the table</caption>
            <thead>
              <tr>
                <SortHeader label="Entry" sortKey="name" sort={sort} onSort={onSort} />
                {criteria.map((c) => (
                  <SortHeader
                    key={c.id}
                    label={c.name}
                    sortKey={`criteria:${c.id}`}
                    sort={sort}
                    onSort={onSort}
                    className="num"
                  />
                ))}
                <SortHeader label="Total" sortKey="total" sort={sort} onSort={onSort} className="num" />
                <SortHeader label="Completed" sortKey="completed" sort={sort} onSort={onSort} className="center" />
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => {
                const name = e.submission.name ?? "Unnamed entry";
                const completed = isCompleted(e.judging, criteria);
                return (
                  <tr key={e.submission.id}>
                    <th scope="row">
                      {e.isOwnEntry ? (
                        <span>
                          {name} <span className="muted">(your entry)</span>
                        </span>
                      ) : (
                        <button type="button" className="review-link" onClick={() => dialog.open(e.submission.id)}>
                          {name}
                        </button>
                      )}
                    </th>
                    {criteria.map((c) => {
                      const s = scoreOf(e.judging, c.id);
                      return (
                        <td key={c.id} className="num nowrap" title={s?.comment || undefined}>
                          {s ? `${s.score}/${c.maxScore}` : "—"}
                        </td>
                      );
                    })}
                    <td className="num nowrap">
                      {totalOf(e.judging)}/{maxTotal}
                    </td>
                    <td className="center">
                      {completed ? (
                        <span className="review-done" role="img" aria-label="Completed">
                          ✓
                        </span>
                      ) : (
                        <span className="visually-hidden">Not completed</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
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
      {open && !open.isOwnEntry && (
        <ScoreDialog key={open.submission.id} contest={contest} entry={open} criteria={criteria} onClose={dialog.close} />
      )}
    </section>
  );
}

export default function JudgingPage() {
  const contests = useRoutePagedList(JudgingContestsDocument, (d) => ({
    items: d.judgingContests.nodes,
    next: connectionNext(d.judgingContests.pageInfo),
  }));
  return <ReviewPageFrame contests={contests} role="judge" renderContest={(id) => <JudgingContest key={id} contestId={id} />} />;
}
