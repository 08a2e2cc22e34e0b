import "./admin-tools.css";
import { useLazyQuery } from "@apollo/client/react";
import { Fragment, useCallback, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { ModeIcon } from "../../components/ModeIcons";
import { ShowMoreButton } from "../../components/ShowMoreButton";
import { RankCrown } from "../../components/RankBadge";
import { UserLink } from "../../components/UserLink";
import { formatDateTimeUtc, formatPoints, truncate } from "../../lib/format";
import { rankInfo } from "../../lib/ranks";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { showToast } from "../../app/toasts";
import { useActionMutation } from "../../app/useActionMutation";
import { connectionNext, usePagedList } from "../../app/usePagedList";
import { badgeCommand, formatRunDuration } from "./admin-summary";
import { ArtistReviewPanel } from "./ArtistReviewPanel";
import { PendingContestsPanel } from "./PendingContestsPanel";
import {
  AdminBadgeQueueDocument,
  AdminRunScheduledJobDocument,
  AdminScheduledJobsDocument,
  AdminSummaryBeatmapsDocument,
  type AdminScheduledJobsQuery,
} from "./gql/graphql";

function Panel(props: {
  id: string;
  title: string;
  loadLabel: string;
  loaded: boolean;
  loading: boolean;
  onLoad: () => void;
  children: ReactNode;
}) {
  return (
    <section className="card admin-section" aria-labelledby={props.id}>
      <div className="admin-section__head">
        <h2 id={props.id}>{props.title}</h2>
        <button type="button" className="button button--small button--primary" disabled={props.loading} onClick={props.onLoad}>
          {props.loading ? "Loading…" : props.loaded ? "Reload" : props.loadLabel}
        </button>
      </div>
      {props.children}
    </section>
  );
}

/** Qualified mapsets per page of the panel (the Qualified queue's connection); "Show more" appends the next page. */
export const SUMMARY_BEATMAPS_PAGE = 50;

function BeatmapsPanel() {
  const [called, setCalled] = useState(false);
  const list = usePagedList(
    AdminSummaryBeatmapsDocument,
    { variables: { first: SUMMARY_BEATMAPS_PAGE }, skip: !called, fetchPolicy: "network-only" },
    (d) => ({
      items: d.adminQualifiedBeatmapsConnection.edges.map((e) => e.node),
      next: connectionNext(d.adminQualifiedBeatmapsConnection.pageInfo),
    }),
  );
  const { error } = list;
  const loading = list.loading || list.stale;
  const maps = called ? list.items : undefined;
  const total = list.data?.adminQualifiedBeatmapsConnection.totalCount ?? maps?.length ?? 0;
  const body = useRef<HTMLTableSectionElement>(null);
  const itemFocus = useCallback(
    (index: number) => body.current?.querySelectorAll("tr")[index]?.querySelector<HTMLElement>("a"),
    [],
  );
  return (
    <Panel
      id="summary-beatmaps"
      title="Beatmaps to queue for rank"
      loadLabel="Load beatmaps"
      loaded={!!maps}
      loading={loading}
      onLoad={() => (called ? list.refetch() : setCalled(true))}
    >
      {!called ? (
        <p className="muted">Qualified mapsets that are not queued for rank yet, oldest update first.</p>
      ) : !maps ? (
        loading ? (
          <PageLoading />
        ) : (
          <p className="form-error">{error ? errorMessage(error) : "Could not load."}</p>
        )
      ) : maps.length === 0 ? (
        <p className="muted">No Qualified mapsets are waiting.</p>
      ) : (
        <>
          {total > maps.length && (
            <p className="muted">
              {maps.length} of {total} shown, oldest update first
            </p>
          )}
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Mode</th>
                  <th scope="col">Mapset</th>
                  <th scope="col">Host</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody ref={body}>
                {maps.map((m) => (
                  <tr key={m.id} data-testid="summary-beatmap">
                    <td>{m.mode === "hybrid" ? "hybrid" : <ModeIcon mode={m.mode} size={16} />}</td>
                    <td>
                      {m.song.artistName} - {truncate(m.song.title, 40)}
                    </td>
                    <td>
                      <UserLink user={m.host} />
                    </td>
                    <td>{m.status}</td>
                    <td>
                      <Link to={`/admin/beatmaps?id=${m.id}`}>edit</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ShowMoreButton list={list} shown={maps.length} itemFocus={itemFocus} />
        </>
      )}
    </Panel>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="button button--small button--ghost"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard
          ?.writeText(text)
          .then(() => {
            setDone(true);
            setTimeout(() => setDone(false), 1000);
          })
          .catch(() => showToast("Could not copy: select the command and copy it"));
      }}
    >
      {done ? "Copied" : "Copy"}
    </button>
  );
}

/** The badge queue shows this many rows until "show all". */
export const BADGE_ROWS = 20;

function UsersPanel() {
  const [load, { data, loading, error, called }] = useLazyQuery(AdminBadgeQueueDocument, { fetchPolicy: "network-only" });
  const [all, setAll] = useState(false);
  const rows = data?.adminBadgeQueue;
  return (
    <Panel
      id="summary-users"
      title={rows ? `Users to award a badge (${rows.length})` : "Users to award a badge"}
      loadLabel="Load users"
      loaded={!!rows}
      loading={loading}
      onLoad={() => void load().catch(() => undefined)}
    >
      {!called ? (
        <p className="muted">Members whose rank is above the badge they were awarded on osu!.</p>
      ) : !rows ? (
        loading ? (
          <PageLoading />
        ) : (
          <p className="form-error">{error ? errorMessage(error) : "Could not load."}</p>
        )
      ) : rows.length === 0 ? (
        <p className="muted">Every member has the badge of their rank.</p>
      ) : (
        <ul className="badge-queue">
          {(all ? rows : rows.slice(0, BADGE_ROWS)).map((r) => {
            const command = badgeCommand(r.user.osuId, r.rank);
            return (
              <li key={r.user.id} className="badge-queue__row" data-testid="summary-user">
                <div className="badge-queue__who">
                  <UserLink user={r.user} />
                  <span className="muted">{formatPoints(r.totalPoints)} points</span>
                  <span title="rank / queued badge / badge" className="badge-queue__crowns">
                    <RankCrown rank={r.rank} size={18} /> {rankInfo(r.rank).name}
                    <span className="muted">
                      {" "}
                      · queued {rankInfo(r.queuedBadge).name} · badge {rankInfo(r.badge).name}
                    </span>
                  </span>
                  <Link to={`/admin/users?id=${r.user.id}`}>edit</Link>
                </div>
                <div className="badge-queue__command">
                  <code>{command}</code>
                  <CopyButton text={command} label={`Copy the badge command for ${r.user.username}`} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {rows && rows.length > BADGE_ROWS && !all && (
        <p className="center">
          <button type="button" className="button button--ghost" onClick={() => setAll(true)}>
            show all {rows.length} users
          </button>
        </p>
      )}
    </Panel>
  );
}

type JobRow = AdminScheduledJobsQuery["scheduledJobs"][number];

/** The latest runs of one job (outcome, attempt, duration, error), folded until opened. */
function JobHistory({ job }: { job: JobRow }) {
  const runs = job.recentRuns;
  const failed = runs.filter((r) => r.status === "failed").length;
  return (
    <details data-testid="job-history">
      <summary>
        Last runs of {job.name} ({runs.length}
        {failed ? `, ${failed} failed` : ""})
      </summary>
      {runs.length === 0 ? (
        <p className="muted">No runs recorded yet.</p>
      ) : (
        <ol className="job-history__list">
          {runs.map((r) => (
            <li key={`${r.slot}-${r.attempt}-${r.startedAt}`} data-testid="job-run">
              <span className="nowrap">{formatDateTimeUtc(r.startedAt)}</span>{" "}
              <span className={r.status === "failed" ? "job-status job-status--failed" : "job-status"}>{r.status}</span>{" "}
              <span className="muted">
                · attempt {r.attempt} · {formatRunDuration(r.durationMs)}
              </span>
              {r.error ? <span className="job-history__error"> · {r.error}</span> : null}
              {r.summary && !r.error ? <span className="muted"> · {truncate(r.summary, 80)}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

function JobsPanel() {
  const [load, { data, loading, error, called, refetch }] = useLazyQuery(AdminScheduledJobsDocument, {
    fetchPolicy: "network-only",
  });
  const job = useActionMutation(AdminRunScheduledJobDocument, {
    success: (d, v) => `${v.name}: ${d.runScheduledJob ?? "done"}`,
  });
  const [running, setRunning] = useState<string | null>(null);
  const jobs = data?.scheduledJobs;
  const runNow = async (name: string) => {
    setRunning(name);
    try {
      if (await job.run({ name })) await refetch().catch(() => undefined);
    } finally {
      setRunning(null);
    }
  };
  return (
    <Panel
      id="summary-jobs"
      title="Scheduled jobs"
      loadLabel="Load jobs"
      loaded={!!jobs}
      loading={loading && !running}
      onLoad={() => void load().catch(() => undefined)}
    >
      {!called ? (
        <p className="muted">
          The background jobs (osu! sync, quests, priority quests, badges) with their latest runs, and a way to run one now.
        </p>
      ) : !jobs ? (
        loading ? (
          <PageLoading />
        ) : (
          <p className="form-error">{error ? errorMessage(error) : "Could not load."}</p>
        )
      ) : (
        <div className="table-scroll">
          <table className="table jobs-table">
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Schedule (UTC)</th>
                <th scope="col">Next run</th>
                <th scope="col">Last run</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((j) => (
                <Fragment key={j.name}>
                  <tr data-testid="summary-job" data-job={j.name}>
                    <th scope="row">
                      <code>{j.name}</code>
                    </th>
                    <td>
                      <code>{j.schedule}</code>
                    </td>
                    <td className="nowrap">{formatDateTimeUtc(j.nextRunAt)}</td>
                    <td>
                      {j.lastFinishedAt ? (
                        <>
                          <span className="nowrap">{formatDateTimeUtc(j.lastFinishedAt)}</span>{" "}
                          <span className={j.lastStatus === "failed" ? "job-status job-status--failed" : "job-status"}>
                            {j.lastStatus ?? ""}
                          </span>
                        </>
                      ) : (
                        <span className="muted">never</span>
                      )}
                      {j.retryAt ? (
                        <span className="muted">
                          {" "}
                          · retry {j.retryAttempt ? `(attempt ${j.retryAttempt}) ` : ""}at{" "}
                          <span className="nowrap">{formatDateTimeUtc(j.retryAt)}</span>
                        </span>
                      ) : null}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--small button--ghost"
                        disabled={running !== null}
                        aria-label={`Run ${j.name} now`}
                        onClick={() => void runNow(j.name)}
                      >
                        {running === j.name ? "Running…" : "Run now"}
                      </button>
                    </td>
                  </tr>
                  <tr className="job-history">
                    <td colSpan={5}>
                      <JobHistory job={j} />
                    </td>
                  </tr>
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

/** /admin/summary ("Admin"): the action queues the API offers, each loaded by its own button. */
export default function AdminSummaryPage() {
  return (
    <div className="admin-page">
      <BeatmapsPanel />
      <UsersPanel />
      <PendingContestsPanel />
      <ArtistReviewPanel />
      <JobsPanel />
    </div>
  );
}
