import "./logs.css";
import { Tooltip } from "../../components/Tooltip";
import { UserLink } from "../../components/UserLink";
import { LogsDocument } from "./gql/graphql";
import { formatDateTimeUtc, LOG_ACTION_MAX, truncate } from "../../lib/format";
import { errorMessage } from "../../app/errors";
import { cursorNext, useRoutePagedList } from "../../app/usePagedList";

export { LOGS_PAGE } from "./logs.loader";

function Action({ text }: { text: string }) {
  if (text.length <= LOG_ACTION_MAX) return <>{text}</>;
  return <Tooltip content={text}>{truncate(text, LOG_ACTION_MAX)}</Tooltip>;
}

/** /logs: the public activity log, newest first, 100 at a time (keyset cursor). */
export default function LogsPage() {
  const {
    items: logs,
    error,
    hasMore,
    loadingMore,
    showMore,
  } = useRoutePagedList(LogsDocument, (d) => ({
    items: d.logs.logs,
    next: cursorNext(d.logs.nextCursor),
  }));

  if (!logs) {
    return <p className="card">{error ? errorMessage(error) : "No logs yet."}</p>;
  }

  return (
    <section className="card logs">
      <div className="table-scroll">
        <table className="table logs-table">
          <caption className="visually-hidden">Activity log, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">User</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {logs.map((log) => (
              <tr key={log.id}>
                <td className="nowrap">
                  <time dateTime={log.createdAt}>{formatDateTimeUtc(log.createdAt)}</time>
                </td>
                <td>{log.user ? <UserLink user={log.user} /> : <span className="muted">MG Automation</span>}</td>
                <td className="logs-table__action">
                  <Action text={log.action} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {logs.length === 0 && <p>No logs yet.</p>}
      {hasMore && (
        <p className="center">
          <button type="button" className="button button--primary" onClick={() => void showMore()} disabled={loadingMore}>
            {loadingMore ? "Loading…" : "show more"}
          </button>
        </p>
      )}
    </section>
  );
}
