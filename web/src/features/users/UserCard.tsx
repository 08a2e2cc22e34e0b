import { Avatar } from "../../components/Avatar";
import { RankCrown } from "../../components/RankBadge";
import type { Mode, UserCardFieldsFragment } from "./gql/graphql";
import { formatPoints, MODE_LABELS } from "../../lib/format";
import { rankInfo } from "../../lib/ranks";

interface UserCardProps {
  user: UserCardFieldsFragment;
  mode: Mode | null;
  onOpen: (id: string) => void;
  highlighted?: boolean;
}

/** One member in the ranking: crown, name, total points and available (or the mode's) points. */
export function UserCard({ user, mode, onOpen, highlighted }: UserCardProps) {
  const info = rankInfo(user.rank);
  const secondary = mode
    ? { label: `${MODE_LABELS[mode]} points`, value: user.pointsBreakdown[mode] }
    : { label: "Available", value: user.pointsInfo.available };
  const cover = user.rank >= 4 && user.coverUrl ? { backgroundImage: `url("${user.coverUrl}")` } : undefined;
  return (
    <li className={`user-card rank-tint--${info.rank} ${highlighted ? "user-card--me" : ""}`}>
      <button type="button" className="user-card__button" onClick={() => onOpen(user.id)}>
        {cover && <span className="user-card__cover" style={cover} aria-hidden="true" />}
        <Avatar src={user.avatarUrl} name={user.username} size={44} />
        <span className="user-card__text">
          <span className="user-card__name">
            {user.username}
            {highlighted && <span className="user-card__you">you</span>}
          </span>
          <span className="user-card__points">
            <span>
              <strong>{formatPoints(user.pointsInfo.total)}</strong> total
            </span>
            <span className="muted">
              {secondary.label}: {formatPoints(secondary.value)}
            </span>
          </span>
        </span>
        <RankCrown rank={user.rank} size={26} />
      </button>
    </li>
  );
}
