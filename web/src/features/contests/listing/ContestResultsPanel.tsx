import { useApolloClient, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { errorMessage } from "../../../app/errors";
import { PageLoading } from "../../../app/PageLoading";
import { showToast } from "../../../app/toasts";
import { UserLink } from "../../../components/UserLink";
import { downloadText } from "../shared/contest-text";
import {
  ContestCreatorResultsDocument,
  ContestExportDocument,
  type ContestSettingsFieldsFragment,
  type ExportFormat,
  type LeaderboardView,
} from "./gql/graphql";

const VIEWS: readonly { value: LeaderboardView; label: string }[] = [
  { value: "criteria", label: "By criteria" },
  { value: "judge", label: "By judge" },
  { value: "judgeStandardised", label: "By judge (standardised)" },
];

const fmt = (n: number | null | undefined, digits = 2) => (n === null || n === undefined ? "—" : n.toFixed(digits));
const entryName = (s: { name?: string | null; id: string }) => s.name ?? `(unnamed ${s.id})`;

/** The creators' results: screening progress and totals, judging progress, the leaderboards with exports, the community vote. */
export function ContestResultsPanel({ contest }: { contest: ContestSettingsFieldsFragment }) {
  const { data, loading, error } = useQuery(ContestCreatorResultsDocument, { variables: { id: contest.id } });
  const [view, setView] = useState<LeaderboardView>("criteria");
  const [exporting, setExporting] = useState(false);
  const client = useApolloClient();
  const viewId = useId();
  const m = data?.contest.management;
  if (!m) {
    if (loading) return <PageLoading label="Loading results…" />;
    return <p role="alert">{errorMessage(error)}</p>;
  }
  const lb = m.leaderboard;

  const exportAs = async (format: ExportFormat) => {
    setExporting(true);
    try {
      const res = await client.query({
        query: ContestExportDocument,
        variables: { id: contest.id, view, format },
        fetchPolicy: "network-only",
      });
      const text = res.data?.contest.management?.exportResults;
      if (text === undefined) throw res.error ?? new Error("The server sent no answer");
      const base = `${contest.name.replace(/[^\w-]+/g, "_")}-${view}`;
      if (format === "csv") downloadText(`${base}.csv`, text, "text/csv");
      else downloadText(`${base}.md`, text, "text/markdown");
    } catch (err) {
      showToast(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="contest-results">
      <section aria-labelledby={`${viewId}-screening`}>
        <h3 id={`${viewId}-screening`}>Screening</h3>
        {m.screenerProgress.length === 0 ? (
          <p className="muted">No screeners.</p>
        ) : (
          <ul className="contest-people">
            {m.screenerProgress.map((p) => (
              <li key={p.user.id}>
                <UserLink user={p.user} />
                <span className="muted">
                  {p.usedPlacements.length} placed
                  {p.unusedPlacements.length > 0 ? ` · unused: ${p.unusedPlacements.join(", ")}` : " · complete"}
                </span>
              </li>
            ))}
          </ul>
        )}
        {m.screeningResults.length > 0 && (
          <div className="table-scroll">
            <table className="table contest-table">
              <caption className="visually-hidden">Screening results</caption>
              <thead>
                <tr>
                  <th scope="col">Entry</th>
                  <th scope="col">Entrant</th>
                  <th scope="col">★ total</th>
                  <th scope="col">Placements</th>
                  <th scope="col">Judging</th>
                  <th scope="col">Screeners</th>
                </tr>
              </thead>
              <tbody>
                {m.screeningResults.map((r) => (
                  <tr key={r.submission.id}>
                    <td>{entryName(r.submission)}</td>
                    <td>{r.submission.creator ? <UserLink user={r.submission.creator} /> : "—"}</td>
                    <td className="num">{r.total}</td>
                    <td className="num">{r.placements}</td>
                    <td>{r.passed ? "passed" : "—"}</td>
                    <td>
                      {r.screenings.length === 0
                        ? "—"
                        : r.screenings.map((s) => (
                            <div key={s.label} className="contest-screening">
                              {s.label}: {s.vote > 0 ? `${s.vote}★` : "no placement"}
                              {s.comment && <span className="muted"> — {s.comment}</span>}
                            </div>
                          ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby={`${viewId}-judging`}>
        <h3 id={`${viewId}-judging`}>Judging</h3>
        {m.judgeProgress.length === 0 ? (
          <p className="muted">No judges.</p>
        ) : (
          <ul className="contest-people">
            {m.judgeProgress.map((p) => (
              <li key={p.user.id}>
                <UserLink user={p.user} />
                <span className="muted">
                  {p.completed}/{p.expected} judged
                </span>
              </li>
            ))}
          </ul>
        )}
        {m.entryJudgingProgress.length > 0 && (
          <p className="muted">
            Entries fully judged: {m.entryJudgingProgress.filter((e) => e.completedJudges >= e.expectedJudges).length}/
            {m.entryJudgingProgress.length}
          </p>
        )}

        <div className="contest-leaderboard-controls">
          <div className="c-field">
            <label htmlFor={viewId}>Leaderboard</label>
            <select id={viewId} value={view} onChange={(e) => setView(e.target.value as LeaderboardView)}>
              {VIEWS.map((v) => (
                <option key={v.value} value={v.value}>
                  {v.label}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button--ghost" disabled={exporting} onClick={() => void exportAs("csv")}>
            Export CSV
          </button>
          <button type="button" className="button button--ghost" disabled={exporting} onClick={() => void exportAs("markdown")}>
            Export markdown
          </button>
        </div>
        {lb.rows.length === 0 ? (
          <p className="muted">No judging scores yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="table contest-table">
              <caption className="visually-hidden">
                Leaderboard {VIEWS.find((v) => v.value === view)?.label.toLowerCase()}
              </caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Entry</th>
                  <th scope="col">Entrant</th>
                  {view === "criteria"
                    ? lb.criteria.map((c) => (
                        <th scope="col" key={c.id}>
                          {c.name}
                        </th>
                      ))
                    : lb.judges.map((j) => (
                        <th scope="col" key={j.user.id}>
                          {j.user.username}
                        </th>
                      ))}
                  <th scope="col">Raw /{lb.maxRawTotal}</th>
                  <th scope="col">Standardised</th>
                  <th scope="col">Final</th>
                </tr>
              </thead>
              <tbody>
                {lb.rows.map((r) => (
                  <tr key={r.submission.id}>
                    <td className="num">{r.place}</td>
                    <td>{entryName(r.submission)}</td>
                    <td>{r.submission.creator ? <UserLink user={r.submission.creator} /> : "—"}</td>
                    {(view === "criteria" ? r.criteriaSums : view === "judge" ? r.judgeSums : r.judgeStandardised).map((v, i) => (
                      <td className="num" key={i}>
                        {fmt(v, view === "judgeStandardised" ? 3 : 1)}
                      </td>
                    ))}
                    <td className="num">{fmt(r.rawTotal, 1)}</td>
                    <td className="num">{fmt(r.standardisedTotal, 3)}</td>
                    <td className="num">{fmt(r.finalScore, 3)}</td>
                  </tr>
                ))}
              </tbody>
              {view === "judgeStandardised" && lb.judges.length > 0 && (
                <tfoot>
                  {(
                    [
                      ["AVG", (j: (typeof lb.judges)[number]) => fmt(j.mean, 3)],
                      ["SD", (j: (typeof lb.judges)[number]) => fmt(j.sd, 3)],
                      ["COR", (j: (typeof lb.judges)[number]) => fmt(j.correlation, 3)],
                    ] as const
                  ).map(([label, value]) => (
                    <tr key={label}>
                      <th scope="row" colSpan={3}>
                        {label}
                      </th>
                      {lb.judges.map((j) => (
                        <td className="num" key={j.user.id}>
                          {value(j)}
                        </td>
                      ))}
                      <td colSpan={3} />
                    </tr>
                  ))}
                </tfoot>
              )}
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby={`${viewId}-vote`}>
        <h3 id={`${viewId}-vote`}>Community vote</h3>
        <p className="muted">
          {m.communityVoteResults.voterCount} {m.communityVoteResults.voterCount === 1 ? "voter" : "voters"}
          {contest.communityVoteOrderedPriority ? " · ordered priority" : ""}
        </p>
        {m.communityVoteResults.rows.length > 0 && (
          <div className="table-scroll">
            <table className="table contest-table">
              <caption className="visually-hidden">Community vote results</caption>
              <thead>
                <tr>
                  <th scope="col">Entry</th>
                  <th scope="col">Votes</th>
                  <th scope="col">Weighted</th>
                </tr>
              </thead>
              <tbody>
                {m.communityVoteResults.rows.map((r) => (
                  <tr key={r.submission.id}>
                    <td>{entryName(r.submission)}</td>
                    <td className="num">{r.tally.raw}</td>
                    <td className="num">{r.tally.weighted}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {m.communityVoteResults.badActors.length > 0 && (
          <p className="c-problem">
            Users whose votes are not counted because they voted more than {contest.communityVoteCount} times or repeated a rank:{" "}
            {m.communityVoteResults.badActors.map((u) => u.username).join(", ")}
          </p>
        )}
      </section>
    </div>
  );
}
