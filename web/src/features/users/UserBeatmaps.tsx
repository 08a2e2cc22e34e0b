import { useCallback, useRef } from "react";
import { ShowMoreButton } from "../../components/ShowMoreButton";
import { Link } from "react-router-dom";
import { UserLink } from "../../components/UserLink";
import {
  compareTasks,
  difficultyColor,
  difficultyName,
  mapsetLabel,
  STATUS_COLORS,
  type BeatmapStatusName,
} from "../../lib/beatmaps";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { connectionNext, usePagedList } from "../../app/usePagedList";
import { UserBeatmapsDocument, type UserBeatmapsQuery } from "./gql/graphql";

type Row = UserBeatmapsQuery["userBeatmapsConnection"]["edges"][number]["node"];

/** Mapsets per page: the first page and each "Show more". */
export const USER_BEATMAPS_PAGE = 50;

/** The member's own tasks on a mapset, by their mode's names ("Oni", "Platter", …). */
function TheirTasks({ map, userId }: { map: Row; userId: string }) {
  const tasks = map.tasks.filter((t) => t.mappers.some((m) => m.id === userId)).sort(compareTasks);
  if (tasks.length === 0) return <span className="muted">{map.host.id === userId ? "host" : "—"}</span>;
  return (
    <span className="user-beatmaps__tasks">
      {tasks.map((t, i) => {
        const color = difficultyColor(t.name);
        return (
          <span key={t.id}>
            {i > 0 && ", "}
            <span style={color ? { color } : undefined}>{difficultyName(t.name, t.mode)}</span>
          </span>
        );
      })}
    </span>
  );
}

/**
 * The users page's beatmaps table: every mapset the member hosts or maps on, in the server's order (WIP, Done,
 * Qualified, Ranked; newest first within a status), a page at a time: "Show more" appends the next page (app/apollo.ts
 * merges the pages of userBeatmapsConnection per member).
 */
export function UserBeatmaps({ userId }: { userId: string }) {
  const list = usePagedList(UserBeatmapsDocument, { variables: { userId, first: USER_BEATMAPS_PAGE } }, (d) => ({
    items: d.userBeatmapsConnection.edges.map((e) => e.node),
    next: connectionNext(d.userBeatmapsConnection.pageInfo),
  }));
  const { loading, error } = list;
  // While another member's list loads, their previous answer is not shown as this member's.
  const page = list.stale ? undefined : list.data?.userBeatmapsConnection;
  const maps = page ? list.items : undefined;
  const count = page?.totalCount ?? maps?.length;

  // The last page removes the focused "Show more": focus then moves to the first mapset it appended.
  const tableRef = useRef<HTMLTableElement>(null);
  const rowFocus = useCallback(
    (index: number) => tableRef.current?.querySelectorAll("tbody tr")[index]?.querySelector<HTMLElement>("a"),
    [],
  );

  return (
    <section className="user-detail__section" aria-labelledby="user-beatmaps-title">
      <h3 id="user-beatmaps-title">Beatmaps{maps ? ` (${count})` : ""}</h3>
      {!maps ? (
        loading || list.stale ? (
          <PageLoading label="Loading beatmaps…" />
        ) : (
          <p className="muted">{error ? errorMessage(error) : "No beatmaps."}</p>
        )
      ) : maps.length === 0 ? (
        <p className="muted">No beatmaps yet.</p>
      ) : (
        <div className="table-scroll user-beatmaps">
          <table className="table" data-testid="user-beatmaps" ref={tableRef}>
            <thead>
              <tr>
                <th scope="col">Mapset</th>
                <th scope="col">Host</th>
                <th scope="col">Their tasks</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {maps.map((m) => (
                <tr key={m.id} data-testid="user-beatmap-row">
                  <td>
                    <Link to={`/beatmaps?id=${m.id}`}>{mapsetLabel(m.song)}</Link>
                  </td>
                  <td>{m.host.id === userId ? <span className="muted">self</span> : <UserLink user={m.host} />}</td>
                  <td>
                    <TheirTasks map={m} userId={userId} />
                  </td>
                  <td>
                    <span
                      className="user-beatmaps__status"
                      style={{
                        background: STATUS_COLORS[m.status as BeatmapStatusName],
                        color: "var(--on-accent)",
                        padding: "1px 8px",
                        borderRadius: 999,
                        fontWeight: 700,
                        fontSize: "0.85rem",
                      }}
                    >
                      {m.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {maps && <ShowMoreButton list={list} shown={maps.length} itemFocus={rowFocus} className="button button--ghost" />}
    </section>
  );
}
