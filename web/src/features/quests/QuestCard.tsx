import "../missions/cards.css";
import { ArtistCover } from "../../components/ArtistCover";
import { ModeIcons } from "../../components/ModeIcons";
import { days, daysFromMs, daysRemaining, pts, truncateQuestName } from "../../lib/format";
import type { QuestCardFieldsFragment } from "./gql/graphql";

/** Party icons are replaced by a count above this size (brief §9). */
export const PARTY_ICON_LIMIT = 13;

function PartyLine({ quest }: { quest: QuestCardFieldsFragment }) {
  if (quest.status === "open") {
    const range = quest.minParty === quest.maxParty ? `${quest.minParty}` : `${quest.minParty}-${quest.maxParty}`;
    return <span>Party size: {range} members</span>;
  }
  const members = quest.currentParty?.members ?? [];
  if (members.length > PARTY_ICON_LIMIT) return <span>Party: {members.length} members</span>;
  return (
    <span className="party-icons" aria-label={`Party: ${members.length} members`}>
      Party:{" "}
      {members.map((m) => (
        <span key={m.id} className="party-icons__member" title={m.username} aria-hidden="true">
          {m.username.slice(0, 1).toUpperCase()}
        </span>
      ))}
    </span>
  );
}

/** A quest card: artist cover, name (cut at 40), price, timeframe / time left, modes and party. */
export function QuestCard({ quest, now = new Date() }: { quest: QuestCardFieldsFragment; now?: Date }) {
  const timeframe = daysFromMs(quest.timeframe);
  const remaining = quest.status === "wip" && quest.deadline ? daysRemaining(quest.deadline, now) : null;
  const label = quest.artist?.label ?? quest.name;
  return (
    <article className="card quest-card" aria-labelledby={`quest-${quest.id}`}>
      <ArtistCover src={quest.coverUrl} label={label} className="quest-card__cover" />
      <div className="quest-card__body">
        <h3 id={`quest-${quest.id}`} className="quest-card__name" title={quest.name}>
          {truncateQuestName(quest.name)}
        </h3>
        <p className="quest-card__meta">
          <span className="quest-card__price">{pts(quest.price)}</span>
          <span>
            Timeframe: {days(timeframe)}
            {remaining !== null && (quest.isOverdue || remaining < 0 ? " (overdue)" : ` (${days(remaining)} left)`)}
          </span>
          {quest.isExpired && <span className="quest-card__expired">expired</span>}
        </p>
        <p className="quest-card__meta">
          <ModeIcons modes={quest.modes} />
          <PartyLine quest={quest} />
        </p>
      </div>
    </article>
  );
}
