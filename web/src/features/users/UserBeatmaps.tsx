import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { UserLink } from "../../components/UserLink";
import {
  compareStatus,
  compareTasks,
  difficultyColor,
  difficultyName,
  mapsetLabel,
  STATUS_COLORS,
  type BeatmapStatusName,
} from "../../lib/beatmaps";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { UserBeatmapsDocument, type UserBeatmapsQuery } from "./gql/graphql";

type Row = UserBeatmapsQuery["userBeatmaps"][number];

/** WIP first, then Done, Qualified, Ranked; newest first within a status (the server's order). */
export function sortByStatus<T extends { status: string }>(maps: readonly T[]): T[] {
  return maps
    .map((m, i) => [m, i] as const)
    .sort((a, b) => compareStatus(a[0].status, b[0].status) || a[1] - b[1])
    .map(([m]) => m);
}

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

/** The users page's beatmaps table: every mapset the member hosts or maps on. */
export function UserBeatmaps({ userId }: { userId: string }) {
  const { data, loading, error } = useQuery(UserBeatmapsDocument, { variables: { userId } });
  const maps = data ? sortByStatus(data.userBeatmaps) : null;
  return (
    <section className="user-detail__section" aria-labelledby="user-beatmaps-title">
      <h3 id="user-beatmaps-title">Beatmaps{maps ? ` (${maps.length})` : ""}</h3>
      {!maps ? (
        loading ? (
          <PageLoading label="Loading beatmaps…" />
        ) : (
          <p className="muted">{error ? errorMessage(error) : "No beatmaps."}</p>
        )
      ) : maps.length === 0 ? (
        <p className="muted">No beatmaps yet.</p>
      ) : (
        <div className="table-scroll user-beatmaps">
          <table className="table" data-testid="user-beatmaps">
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
    </section>
  );
}
