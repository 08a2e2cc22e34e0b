/**
 * /contests/results: without a parameter my entries in completed contests; `?contest=<id>` one contest's table
 * (sortable, the server's order by default: leaderboard, community votes, screening, name); `?submission=<id>` one
 * entry's detail with anonymised comments (api/src/modules/contests/README.md, "Who sees what").
 */
import "./review.css";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../../app/errors";
import { connectionNext, useRoutePagedList } from "../../../app/usePagedList";
import { useRouteQuery } from "../../../app/route-loader";
import { ModeIcon } from "../../../components/ModeIcons";
import { UserLink } from "../../../components/UserLink";
import { formatDate } from "../../../lib/format";
import {
  ContestResultsTableDocument,
  MyContestResultsDocument,
  SubmissionResultDetailDocument,
  type ContestResultsTableQuery,
} from "./gql/graphql";
import { ordinal } from "./review-shared";

type Row = ContestResultsTableQuery["contestResults"]["rows"][number];
type SortKey = "default" | "name" | "creator" | "screening" | "votes" | "raw" | "standardised";

const fmt = (n: number | null | undefined, digits = 2) => (n === null || n === undefined ? "—" : n.toFixed(digits));

function MyResults() {
  const list = useRoutePagedList(MyContestResultsDocument, (d) => ({
    items: d.myContestResults.nodes,
    next: connectionNext(d.myContestResults.pageInfo),
  }));
  if (list.error)
    return (
      <p className="review-error" role="alert">
        {errorMessage(list.error)}
      </p>
    );
  const items = list.items ?? [];
  return (
    <section className="review-page" aria-labelledby="results-mine-title">
      <h2 id="results-mine-title" className="review-heading">
        Contests you participated in
      </h2>
      {items.length === 0 ? (
        <p className="card review-empty">Contests you participated in will show up here!</p>
      ) : (
        <ul className="review-results-list">
          {items.map((s) => (
            <li key={s.id} className="card review-result-card">
              <h3>
                <ModeIcon mode={s.contest.mode} /> <Link to={`?contest=${s.contest.id}`}>{s.contest.name}</Link>
              </h3>
              <p>
                Your entry: <Link to={`?submission=${s.id}`}>{s.name ?? "Unnamed entry"}</Link>
                {s.contest.contestEnd && <span className="muted"> · ended {formatDate(s.contest.contestEnd)}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <button
          type="button"
          className="button"
          aria-disabled={list.loadingMore || undefined}
          onClick={() => void list.showMore()}
        >
          {list.loadingMore ? "Loading…" : "Load more"}
        </button>
      )}
    </section>
  );
}

function sortRows(rows: readonly Row[], key: SortKey, desc: boolean): Row[] {
  if (key === "default") return desc ? [...rows].reverse() : [...rows];
  const value = (r: Row): number | string => {
    switch (key) {
      case "name":
        return (r.submission.name ?? "").toLowerCase();
      case "creator":
        return (r.submission.creator?.username ?? "").toLowerCase();
      case "screening":
        return r.screeningTotal;
      case "votes":
        return r.communityVotesWeighted;
      case "raw":
        return r.judgingRaw ?? -Infinity;
      case "standardised":
        return r.judgingStandardised ?? -Infinity;
    }
  };
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => {
      const va = value(a.r);
      const vb = value(b.r);
      const cmp = typeof va === "string" ? va.localeCompare(String(vb)) : va === vb ? 0 : va < (vb as number) ? -1 : 1;
      return (desc ? -cmp : cmp) || a.i - b.i;
    })
    .map((x) => x.r);
}

function ContestTable() {
  const { data, error } = useRouteQuery(ContestResultsTableDocument);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: "default", desc: false });
  const results = data?.contestResults;
  const rows = useMemo(() => (results ? sortRows(results.rows, sort.key, sort.desc) : []), [results, sort]);
  if (error || !results)
    return (
      <p className="review-error" role="alert">
        {errorMessage(error)}
      </p>
    );

  const { contest } = results;
  const hasScreening = results.screenerCount > 0;
  const hasVotes = results.rows.some((r) => r.communityVotes > 0);
  const hasJudging = results.judgeCount > 0;
  const onSort = (key: SortKey) =>
    setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== "name" && key !== "creator" && key !== "default" }));
  const header = (label: string, key: SortKey, className = "") => {
    const active = sort.key === key;
    return (
      <th scope="col" className={className} aria-sort={active ? (sort.desc ? "descending" : "ascending") : undefined}>
        <button type="button" className="review-sort" onClick={() => onSort(key)}>
          {label}
          <span aria-hidden="true">{active && key !== "default" ? (sort.desc ? " ▼" : " ▲") : ""}</span>
        </button>
      </th>
    );
  };

  return (
    <section className="review-page" aria-labelledby="results-contest-title">
      <p>
        <Link to="/contests/results">← Your contests</Link>
      </p>
      <header className="card review-contest__header">
        <h2 id="results-contest-title">
          <ModeIcon mode={contest.mode} /> {contest.name}
        </h2>
        <p className="review-links">
          {contest.download && (
            <a href={contest.download} target="_blank" rel="noopener noreferrer">
              Download all submissions
            </a>
          )}
          {contest.resultsUrl && (
            <a href={contest.resultsUrl} target="_blank" rel="noopener noreferrer">
              Results announcement
            </a>
          )}
        </p>
        {contest.status !== "complete" && (
          <p className="review-note">This contest is not complete: only its creators see these results.</p>
        )}
      </header>
      <div className="card table-scroll">
        <table className="table review-table">
          <caption className="visually-hidden">Results of {contest.name}; column headers sort the table</caption>
          <thead>
            <tr>
              {header("#", "default", "num")}
              {header("Entry", "name")}
              {header("Entrant", "creator")}
              {hasScreening && header(`Screening (max ${results.maxScreeningTotal})`, "screening", "num")}
              {hasVotes && header(contest.communityVoteOrderedPriority ? "Votes weighted (raw)" : "Votes", "votes", "num")}
              {hasJudging && header(`Judging raw (max ${results.maxJudgingTotal})`, "raw", "num")}
              {hasJudging && !contest.useRawScoring && header("Standardised", "standardised", "num")}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.submission.id} className={r.submission.isMine ? "review-row--mine" : undefined}>
                <td className="num">{r.place ?? "—"}</td>
                <th scope="row">
                  <Link to={`?submission=${r.submission.id}`}>{r.submission.name ?? "Unnamed entry"}</Link>
                  {r.submission.isMine && <span className="review-badge">you</span>}
                </th>
                <td>{r.submission.creator ? <UserLink user={r.submission.creator} /> : <span className="muted">hidden</span>}</td>
                {hasScreening && (
                  <td className="num nowrap">
                    <span aria-label={`${r.screeningPlacements} screeners placed stars`} className="review-checks">
                      {"✓".repeat(r.screeningPlacements)}
                    </span>{" "}
                    {r.screeningTotal}
                  </td>
                )}
                {hasVotes && (
                  <td className="num">
                    {contest.communityVoteOrderedPriority
                      ? `${r.communityVotesWeighted} (${r.communityVotes})`
                      : r.communityVotes}
                  </td>
                )}
                {hasJudging && <td className="num">{r.passedScreening ? fmt(r.judgingRaw, 0) : "—"}</td>}
                {hasJudging && !contest.useRawScoring && <td className="num">{fmt(r.judgingStandardised)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function SubmissionDetail() {
  const { data, error } = useRouteQuery(SubmissionResultDetailDocument);
  const result = data?.contestSubmissionResult;
  if (error || !result)
    return (
      <p className="review-error" role="alert">
        {errorMessage(error)}
      </p>
    );
  const { contest, submission } = result;
  const ordered = contest.communityVoteOrderedPriority;

  return (
    <section className="review-page" aria-labelledby="results-entry-title">
      <p>
        <Link to={`/contests/results?contest=${contest.id}`}>← {contest.name}</Link>
      </p>
      <header className="card review-contest__header">
        <h2 id="results-entry-title">
          {submission.name ?? "Unnamed entry"}
          {submission.isMine && <span className="review-badge">your entry</span>}
        </h2>
        <dl className="review-facts">
          <dt>Entrant</dt>
          <dd>{submission.creator ? <UserLink user={submission.creator} /> : "hidden"}</dd>
          <dt>Place</dt>
          <dd>{result.place ? ordinal(result.place) : "—"}</dd>
          <dt>Screening total</dt>
          <dd>{result.screeningTotal}</dd>
          {result.judgingRaw !== null && result.judgingRaw !== undefined && (
            <>
              <dt>Judging (raw)</dt>
              <dd>{fmt(result.judgingRaw, 0)}</dd>
              <dt>Judging (standardised)</dt>
              <dd>{fmt(result.judgingStandardised)}</dd>
            </>
          )}
        </dl>
        <p className="review-links">
          {submission.url && (
            <a href={submission.url} target="_blank" rel="noopener noreferrer">
              The entry
            </a>
          )}
          {contest.download && (
            <a href={contest.download} target="_blank" rel="noopener noreferrer">
              Download all submissions
            </a>
          )}
        </p>
      </header>

      {result.screenings.length > 0 && (
        <section className="card" aria-labelledby="results-screening-title">
          <h3 id="results-screening-title">Screening</h3>
          <ul className="review-comments">
            {result.screenings.map((s) => (
              <li key={s.label} className={s.isMine ? "review-comment--mine" : undefined}>
                <strong>{s.label}</strong>
                {s.isMine && <span className="review-badge">you</span>}{" "}
                {s.vote > 0 && (
                  <span className="review-checks" aria-label={`placed ${ordinal(s.vote)} of ${contest.screeningVoteCount}`}>
                    ✓ {s.vote}
                  </span>
                )}
                <p className={s.comment ? "review-comment__text" : "muted"}>{s.comment || "[no comment]"}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {(result.communityVotes.raw > 0 || contest.status === "complete") && (
        <section className="card" aria-labelledby="results-votes-title">
          <h3 id="results-votes-title">Community vote</h3>
          <p>
            {result.communityVotes.raw} vote{result.communityVotes.raw === 1 ? "" : "s"}
            {ordered && ` · weighted ${result.communityVotes.weighted}`}
          </p>
          {ordered && result.communityVotes.rankCounts.length > 0 && (
            <ul className="review-rank-counts">
              {result.communityVotes.rankCounts.map((count, i) => (
                <li key={i}>
                  {ordinal(i + 1)}: {count}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="card" aria-labelledby="results-judging-title">
        <h3 id="results-judging-title">Judging</h3>
        {!result.passedScreening ? (
          <p>This entry did not receive enough screening votes to reach the judging stage. :(</p>
        ) : result.judgings.length === 0 ? (
          <p className="muted">No judge scored this entry.</p>
        ) : (
          <ul className="review-judgings">
            {result.judgings.map((j) => (
              <li key={j.label} className={j.isMine ? "review-comment--mine" : undefined}>
                <h4>
                  {j.judge ? <UserLink user={j.judge} /> : j.label}
                  {j.isMine && <span className="review-badge">you</span>} <span className="muted">· total {j.total}</span>
                </h4>
                <table className="table review-table">
                  <caption className="visually-hidden">Scores by {j.judge?.username ?? j.label}</caption>
                  <tbody>
                    {j.scores.map((s) => (
                      <tr key={s.criteria.id}>
                        <th scope="row">{s.criteria.name}</th>
                        <td className="num nowrap">
                          {s.score}/{s.criteria.maxScore}
                        </td>
                        <td>{s.comment}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {j.comment && <p className="review-comment__text">{j.comment}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

/**
 * /contests/results: one submission's detail (?submission=), one contest's table (?contest=), or my results; the
 * route's loader asks for the one the address names (results.loader.ts) and the view reads its answer.
 */
export default function ResultsPage() {
  const [params] = useSearchParams();
  const submission = params.get("submission");
  const contest = params.get("contest");
  if (submission) return <SubmissionDetail key={submission} />;
  if (contest) return <ContestTable key={contest} />;
  return <MyResults />;
}
