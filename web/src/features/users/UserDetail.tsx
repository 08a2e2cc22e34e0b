import { useQuery } from "@apollo/client/react";
import { Avatar } from "../../components/Avatar";
import { ModeIcon } from "../../components/ModeIcons";
import { RankBadge } from "../../components/RankBadge";
import { UserSpentPointsDocument, UserDetailDocument } from "./gql/graphql";
import { formatDate, formatPoints, MODE_LABELS, MODES, osuProfileUrl } from "../../lib/format";
import { PageLoading } from "../../app/PageLoading";
import { UserBeatmaps } from "./UserBeatmaps";
import { UserHistory } from "./UserHistory";
import { errorCode, errorMessage } from "../../app/errors";

function SpendingHistory({ userId }: { userId: string }) {
  const { data, loading, error } = useQuery(UserSpentPointsDocument, { variables: { id: userId } });
  if (loading && !data) return <PageLoading label="Loading spending history…" />;
  if (error) return errorCode(error) === "FORBIDDEN" ? null : <p className="muted">{errorMessage(error)}</p>;
  const rows = data?.user?.spentPoints ?? [];
  return (
    <section className="user-detail__section" aria-labelledby="spent-title">
      <h3 id="spent-title">Spending history</h3>
      {rows.length === 0 ? (
        <p className="muted">No points spent yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Reason</th>
                <th scope="col" className="num">
                  Cost
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="nowrap">{formatDate(r.createdAt)}</td>
                  <td>{r.reason}</td>
                  <td className="num">{formatPoints(r.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * A member's full profile in the guild: rank, badge progress, the full points breakdown, quests and priority quests,
 * mapsets, spending (self/admin).
 */
export function UserDetail({ userId, canSeeSpending }: { userId: string; canSeeSpending: boolean }) {
  const { data, loading, error } = useQuery(UserDetailDocument, { variables: { id: userId } });
  const user = data?.user;
  if (!user) {
    if (loading) return <PageLoading />;
    return <p>{error ? errorMessage(error) : "Cannot find user!"}</p>;
  }
  const b = user.pointsBreakdown;
  const progress = user.badgeProgress;
  const rows = b.categories.filter((c) => c.points !== 0);

  return (
    <div className="user-detail">
      <div className="user-detail__who">
        <Avatar src={user.avatarUrl} name={user.username} size={72} />
        <div>
          <a className="user-detail__name" href={osuProfileUrl(user.osuId)} target="_blank" rel="noopener noreferrer">
            {user.username}
          </a>
          <p>
            <RankBadge rank={user.rank} />
          </p>
          <p className="muted">Joined {formatDate(user.createdAt)}</p>
        </div>
      </div>

      <section className="user-detail__section" aria-labelledby="badge-title">
        <h3 id="badge-title">Badge progress</h3>
        {progress.nextThreshold != null && progress.nextRankName ? (
          <>
            <div
              className="progress"
              role="progressbar"
              aria-label={`Progress towards ${progress.nextRankName}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress.progress * 100)}
            >
              <span className="progress__bar" style={{ width: `${Math.min(100, progress.progress * 100)}%` }} />
            </div>
            <p className="muted">
              {formatPoints(progress.pointsToNext)} points to {progress.nextRankName} ({progress.nextThreshold} points)
            </p>
          </>
        ) : (
          <p>Highest rank reached: {progress.rankName}.</p>
        )}
      </section>

      <section className="user-detail__section" aria-labelledby="breakdown-title">
        <h3 id="breakdown-title">Points breakdown</h3>
        <table className="table breakdown-table" data-testid="points-breakdown">
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col" className="num">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={2} className="muted">
                  No points yet.
                </td>
              </tr>
            )}
            {rows.map((c) => (
              <tr key={c.key} data-testid="breakdown-row">
                <th scope="row">{c.label}</th>
                <td className="num" data-points={c.points}>
                  {formatPoints(c.points)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="breakdown-table__total">
              <th scope="row">Total</th>
              <td className="num" data-testid="breakdown-total" data-points={b.total}>
                {formatPoints(b.total)}
              </td>
            </tr>
            <tr>
              <th scope="row">Spent</th>
              <td className="num">{formatPoints(b.spent)}</td>
            </tr>
            <tr>
              <th scope="row">Available</th>
              <td className="num">{formatPoints(b.available)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <section className="user-detail__section" aria-labelledby="modes-title">
        <h3 id="modes-title">Mapping points by mode</h3>
        <ul className="mode-totals">
          {MODES.map((m) => (
            <li key={m}>
              <ModeIcon mode={m} />
              <span>{MODE_LABELS[m]}</span>
              <strong>{formatPoints(b[m])}</strong>
            </li>
          ))}
        </ul>
      </section>

      <UserHistory userId={user.id} />

      <UserBeatmaps userId={user.id} />

      {canSeeSpending && <SpendingHistory userId={user.id} />}
    </div>
  );
}
