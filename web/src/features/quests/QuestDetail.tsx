import { useQuery } from "@apollo/client/react";
import { ArtistCover } from "../../components/ArtistCover";
import { Markdown } from "../../components/Markdown";
import { Modal } from "../../components/Modal";
import { ModeIcons } from "../../components/ModeIcons";
import { RankBadge } from "../../components/RankBadge";
import { Tooltip } from "../../components/Tooltip";
import { UserLink } from "../../components/UserLink";
import { Link } from "react-router-dom";
import { isAdmin, useCurrentUser, type Me } from "../../app/current-user";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import { days, daysFromMs, daysRemaining, formatDate, formatPoints, modeOnlyLabel, pts } from "../../lib/format";
import { QuestDetailDocument, type QuestDetailFieldsFragment } from "./gql/graphql";
import { PartyPanel } from "./PartyPanel";
import { canAddParty, isActiveOpen, reopenState } from "./quest-permissions";
import { QUEST_STATUS_LABELS } from "./QuestCard";
import { useCreateParty, useReopenQuest } from "./useQuestActions";

export const NOT_ENOUGH_POINTS = "you don't have enough Available Points for this";

const STATUS_NOTES: Record<string, string> = {
  pending: "This quest is waiting for an admin's review. Its creation cost is refunded if it is rejected.",
  scheduled: "This quest is approved and opens at the next daily publish (22:00 UTC).",
  rejected: "This quest was rejected; its creation cost was refunded.",
  hidden: "This quest was merged back into an open quest of the same name.",
};

function Facts({ quest, now }: { quest: QuestDetailFieldsFragment; now: Date }) {
  const range = quest.minParty === quest.maxParty ? `${quest.minParty}` : `${quest.minParty}-${quest.maxParty}`;
  const left = quest.deadline ? daysRemaining(quest.deadline, now) : null;
  const overdue = quest.status === "wip" && (quest.isOverdue || (left !== null && left < 0));
  return (
    <dl className="quest-facts">
      <div>
        <dt>Price</dt>
        <dd>{pts(quest.price)} from each member</dd>
      </div>
      <div>
        <dt>Timeframe</dt>
        <dd>{days(daysFromMs(quest.timeframe))}</dd>
      </div>
      {(quest.status === "wip" || quest.status === "done") && quest.deadline && (
        <div>
          <dt>Deadline</dt>
          <dd>
            {formatDate(quest.deadline)}{" "}
            {quest.status === "wip" &&
              (overdue ? (
                <span className="quest-facts__danger">(overdue)</span>
              ) : (
                <span className="muted">({days(left ?? 0)} left)</span>
              ))}
          </dd>
        </div>
      )}
      {quest.status === "done" && quest.completed && (
        <div>
          <dt>Completed</dt>
          <dd>{formatDate(quest.completed)}</dd>
        </div>
      )}
      {quest.status === "open" && quest.expiration && (
        <div>
          <dt>{quest.isExpired ? "Expired" : "Expires"}</dt>
          <dd className={quest.isExpired ? "quest-facts__danger" : undefined}>{formatDate(quest.expiration)}</dd>
        </div>
      )}
      <div>
        <dt>Party size</dt>
        <dd>{range} members</dd>
      </div>
      <div>
        <dt>Minimum rank</dt>
        <dd>{quest.minRank > 0 ? <RankBadge rank={quest.minRank} /> : "none"}</dd>
      </div>
      <div>
        <dt>Modes</dt>
        <dd className="quest-facts__modes">
          <ModeIcons modes={quest.modes} /> <span className="muted">{modeOnlyLabel(quest.modes) || "all modes"}</span>
        </dd>
      </div>
      <div>
        <dt>Required mapsets</dt>
        <dd>{quest.requiredMapsets}</dd>
      </div>
    </dl>
  );
}

function Reopen({ quest, me }: { quest: QuestDetailFieldsFragment; me: Me | null }) {
  const reopen = useReopenQuest();
  const state = reopenState(quest, me?.pointsInfo.available ?? 0);
  const label = `Re-open quest for ${formatPoints(quest.reopenPrice).replace(/\.0$/, "")} points`;
  return (
    <div className="quest-reopen" role="region" aria-label="Expired quest">
      <p>
        <strong>This quest has expired.</strong> Re-opening it makes it available for 90 more days; the cost is half its price
        plus 25 points.
      </p>
      {state.enabled ? (
        <button
          type="button"
          className="button button--primary"
          disabled={reopen.loading}
          onClick={() => void reopen.run({ questId: quest.id })}
        >
          {label}
        </button>
      ) : (
        <Tooltip content={NOT_ENOUGH_POINTS}>
          <button type="button" className="button button--primary" disabled>
            {label}
          </button>
        </Tooltip>
      )}
    </div>
  );
}

interface ViewProps {
  quest: QuestDetailFieldsFragment;
  me: Me | null;
  now?: Date;
  onQuestChanged?: (questId: string) => void;
}

/** Everything about one quest, and the actions the viewer may take on it and its parties. */
export function QuestDetailView({ quest, me, now = new Date(), onQuestChanged }: ViewProps) {
  const createParty = useCreateParty();
  const meId = me?.id ?? null;
  const inAnyParty = !!quest.viewerParty || (!!meId && quest.parties.some((p) => p.members.some((m) => m.id === meId)));
  const held = quest.status === "wip" || quest.status === "done";
  // The viewer's own party first, then the others in their order.
  const parties = [...quest.parties].sort(
    (a, b) => Number(b.id === quest.viewerParty?.id) - Number(a.id === quest.viewerParty?.id),
  );
  const showParties = isActiveOpen(quest) || held;

  return (
    <div className="quest-detail">
      <ArtistCover src={quest.coverUrl} label={quest.artist?.label ?? quest.name} className="quest-detail__cover" />
      <p className="quest-detail__byline">
        <span className={`quest-card__flag quest-card__flag--${quest.status === "open" ? "mine" : quest.status}`}>
          {QUEST_STATUS_LABELS[quest.status] ?? quest.status}
        </span>
        {quest.isExpired && <span className="quest-card__flag quest-card__flag--danger">expired</span>}
        {quest.status === "wip" && quest.isOverdue && <span className="quest-card__flag quest-card__flag--danger">overdue</span>}
        {quest.isMbc && <span className="quest-card__flag">MBC</span>}
        {quest.creator && (
          <span className="muted">
            {quest.isCustom ? "Custom quest by " : "Created by "}
            <UserLink user={quest.creator} />
          </span>
        )}
        {quest.artist && <span className="muted">Artist: {quest.artist.label}</span>}
        {isAdmin(me) && <Link to={`/admin/quests?id=${encodeURIComponent(quest.id)}`}>Edit on the admin page</Link>}
      </p>

      {STATUS_NOTES[quest.status] && <p className="quest-note">{STATUS_NOTES[quest.status]}</p>}

      <section aria-label="Objective" className="quest-detail__objective">
        <h3 className="quest-detail__heading">Objective</h3>
        <Markdown source={quest.descriptionMain} />
      </section>

      <Facts quest={quest} now={now} />

      {quest.isExpired && <Reopen quest={quest} me={me} />}

      {showParties && (
        <section className="quest-parties" aria-labelledby={`parties-${quest.id}`}>
          <div className="quest-parties__header">
            <h3 id={`parties-${quest.id}`} className="quest-detail__heading">
              {held ? "Party" : `Parties (${quest.parties.length})`}
            </h3>
            {canAddParty(quest, inAnyParty, !!me) && (
              <button
                type="button"
                className="button button--primary"
                disabled={createParty.loading}
                onClick={() => void createParty.run({ questId: quest.id })}
              >
                Add party
              </button>
            )}
          </div>
          {parties.length === 0 ? (
            <p className="muted">{held ? "No party holds this quest." : "No parties yet. Form one and invite other mappers!"}</p>
          ) : (
            parties.map((p) => (
              <PartyPanel
                key={p.id}
                quest={quest}
                party={p}
                meId={meId}
                viewerInAnyParty={inAnyParty}
                onQuestChanged={onQuestChanged}
              />
            ))
          )}
        </section>
      )}

      {held && (
        <section className="quest-maps" aria-labelledby={`maps-${quest.id}`}>
          <h3 id={`maps-${quest.id}`} className="quest-detail__heading">
            Beatmaps ({quest.associatedMaps.length}/{quest.requiredMapsets})
          </h3>
          {quest.associatedMaps.length === 0 ? (
            <p className="muted">No beatmaps linked yet. Hosts link their mapsets to the quest from the beatmaps page.</p>
          ) : (
            <ul className="quest-maps__list">
              {quest.associatedMaps.map((b) => (
                <li key={b.id}>
                  <span className={`status-dot status-dot--${b.status.toLowerCase()}`} aria-hidden="true" />
                  {b.url ? (
                    <a href={b.url} target="_blank" rel="noopener noreferrer">
                      {b.song.artistName} - {b.song.title}
                    </a>
                  ) : (
                    <span>
                      {b.song.artistName} - {b.song.title}
                    </span>
                  )}{" "}
                  <span className="muted">
                    ({b.status}) hosted by <UserLink user={b.host} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

/** The quest's detail modal: loads the quest (a clicked card shows from the cache at once) and renders it. */
export function QuestModal({
  questId,
  onClose,
  onQuestChanged,
}: {
  questId: string;
  onClose: () => void;
  onQuestChanged?: (questId: string) => void;
}) {
  const { me } = useCurrentUser();
  const { data, loading, error } = useQuery(QuestDetailDocument, { variables: { id: questId } });
  const quest = data?.quest;
  return (
    <Modal title={quest?.name ?? "Quest"} onClose={onClose} className="modal--wide">
      {quest ? (
        <QuestDetailView quest={quest} me={me} onQuestChanged={onQuestChanged} />
      ) : loading ? (
        <PageLoading label="Loading quest…" />
      ) : (
        <p role="alert">
          {error ? errorMessage(error) : "Quest not found. It may have been deleted, or it is not visible to you."}
        </p>
      )}
    </Modal>
  );
}
