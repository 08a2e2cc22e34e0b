import { PARTY_ICON_LIMIT } from "@mg/rules";
import "./quest-card.css";
import { ArtistCover } from "../../components/ArtistCover";
import { Avatar } from "../../components/Avatar";
import { ModeIcons } from "../../components/ModeIcons";
import { days, daysFromMs, daysRemaining, pts, truncateQuestName } from "../../lib/format";
import type { QuestCardFieldsFragment } from "./gql/graphql";

/** Party icons are replaced by a count above this size (docs/domain.md#quests-and-parties). */
export { PARTY_ICON_LIMIT };

/** Labels of the statuses a card may show besides open (pending/scheduled/rejected only reach their creator and admins). */
export const QUEST_STATUS_LABELS: Record<string, string> = {
  open: "open",
  wip: "in progress",
  done: "completed",
  pending: "pending review",
  scheduled: "scheduled",
  rejected: "rejected",
  hidden: "hidden",
};

const members = (n: number) => `${n} ${n === 1 ? "member" : "members"}`;

/** Open quests: the party size range. Wip/done: the current party as member icons, or a count above 13. */
export function PartyLine({
  quest,
}: {
  quest: Pick<QuestCardFieldsFragment, "status" | "minParty" | "maxParty" | "currentParty">;
}) {
  if (quest.status !== "wip" && quest.status !== "done") {
    const range = quest.minParty === quest.maxParty ? `${quest.minParty}` : `${quest.minParty}-${quest.maxParty}`;
    return <span className="quest-card__party">Party size: {range}</span>;
  }
  const list = quest.currentParty?.members ?? [];
  return (
    <span className="quest-card__party">
      Party: {members(list.length)}
      {list.length > 0 && list.length <= PARTY_ICON_LIMIT && (
        <span className="quest-party-icons" data-testid="party-icons">
          {list.map((m) => (
            <span key={m.id} title={m.username} className="quest-party-icons__member">
              <Avatar src={m.avatarUrl} name={m.username} size={24} />
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

interface QuestCardProps {
  quest: QuestCardFieldsFragment;
  now?: Date;
  /** Makes the whole card a control that opens the quest (the /quests page). */
  onOpen?: (id: string) => void;
  /** The viewer is in a party of this quest. */
  mine?: boolean;
  selected?: boolean;
}

/** A quest card (docs/domain.md#quests-and-parties): artist cover, name (cut at 40), price, timeframe and days left, modes, party, state labels. */
export function QuestCard({ quest, now = new Date(), onOpen, mine = false, selected = false }: QuestCardProps) {
  const timeframe = daysFromMs(quest.timeframe);
  const remaining = quest.status === "wip" && quest.deadline ? daysRemaining(quest.deadline, now) : null;
  const overdue = quest.status === "wip" && (quest.isOverdue || (remaining !== null && remaining < 0));
  const expired = quest.status === "open" && quest.isExpired;
  const label = quest.artist?.label ?? quest.name;
  const titleId = `quest-${quest.id}`;
  const short = truncateQuestName(quest.name);
  return (
    <article
      className={`card quest-card quest-card--${quest.status} ${onOpen ? "quest-card--interactive" : ""} ${selected ? "quest-card--selected" : ""}`}
      aria-labelledby={titleId}
    >
      <ArtistCover src={quest.coverUrl} label={label} className="quest-card__cover" />
      <div className="quest-card__body">
        <h2 id={titleId} className="quest-card__name" title={quest.name}>
          {onOpen ? (
            <button type="button" className="quest-card__open" onClick={() => onOpen(quest.id)}>
              {short}
            </button>
          ) : (
            short
          )}
        </h2>
        <p className="quest-card__meta">
          <span className="quest-card__price">{pts(quest.price)}</span>
          <span>
            {days(timeframe)}
            {remaining !== null && !overdue && <span className="muted"> ({days(remaining)} left)</span>}
          </span>
          {overdue && <span className="quest-card__flag quest-card__flag--danger">overdue</span>}
          {expired && <span className="quest-card__flag quest-card__flag--danger">expired</span>}
          {quest.status !== "open" && (
            <span className={`quest-card__flag quest-card__flag--${quest.status}`}>
              {QUEST_STATUS_LABELS[quest.status] ?? quest.status}
            </span>
          )}
          {mine && <span className="quest-card__flag quest-card__flag--mine">your party</span>}
        </p>
        <p className="quest-card__meta">
          <ModeIcons modes={quest.modes} />
          <PartyLine quest={quest} />
        </p>
      </div>
    </article>
  );
}
