import "./cards.css";
import type { ComponentType, MouseEvent, ReactNode } from "react";
import { ArtistCover } from "../../components/ArtistCover";
import { ModeIcons } from "../../components/ModeIcons";
import { TierImage } from "../../components/TierImage";
import { formatDate, modeOnlyLabel } from "../../lib/format";
import type { MissionCardFieldsFragment } from "./gql/graphql";

/** Marks a requirement line the server cannot check (the team judges it at the end). */
export const NOT_CHECKED_NOTE = "(not checked automatically)";

const INTERACTIVE = "a, button, input, select, textarea, label, summary, [role='button'], [role='switch']";

/** How the card draws its markdown texts (objective, win condition, additional requirement). */
export type CardText = ComponentType<{ source: string | null | undefined }>;

export interface MissionCardProps {
  mission: MissionCardFieldsFragment;
  /**
   * Makes the card selectable: its name becomes a button and a click anywhere on the card that is not on one of
   * its own controls (links, buttons, the show-all toggle) selects it too.
   */
  onSelect?: () => void;
  /** Sections after the card's own (associated maps, controls). */
  children?: ReactNode;
  className?: string;
}

interface MissionCardViewProps extends MissionCardProps {
  /** MissionCard passes components/Markdown; the landing's example the same once the card nears the viewport. */
  Text: CardText;
}

/**
 * A priority quest (mission) card, docs/domain.md#priority-quests-missions: tier image and name, "(x only)" modes, objective and win condition
 * (markdown), the requirement lines as the server words them, deadline, applicable featured artists.
 */
export function MissionCardView({ mission, onSelect, children, className = "", Text }: MissionCardViewProps) {
  const only = modeOnlyLabel(mission.modes);
  const titleId = `mission-${mission.id}`;
  const onCardClick = onSelect
    ? (e: MouseEvent<HTMLElement>) => {
        const target = e.target as Element;
        if (target.closest(INTERACTIVE)) return;
        if (window.getSelection()?.toString()) return; // selecting text is not a click on the card
        onSelect();
      }
    : undefined;

  return (
    <article
      className={`card mission-card ${onSelect ? "mission-card--selectable" : ""} ${className}`}
      aria-labelledby={titleId}
      onClick={onCardClick}
    >
      <header className="mission-card__header">
        <TierImage tier={mission.tier} size={52} />
        <div className="mission-card__heading">
          <h3 id={titleId} className="mission-card__name">
            {onSelect ? (
              <button type="button" className="mission-card__open" onClick={onSelect}>
                {mission.name}
              </button>
            ) : (
              mission.name
            )}
          </h3>
          <p className="mission-card__modes">
            <ModeIcons modes={mission.modes} />
            {only && <span className="muted">{only}</span>}
          </p>
        </div>
      </header>

      <section className="mission-card__section">
        <h4>Objective</h4>
        <Text source={mission.objective} />
      </section>
      {mission.winCondition && (
        <section className="mission-card__section">
          <h4>Win condition</h4>
          <Text source={mission.winCondition} />
        </section>
      )}
      {(mission.requirements.length > 0 || mission.additionalRequirement) && (
        <section className="mission-card__section">
          <h4>Requirements</h4>
          {mission.requirements.length > 0 && (
            <ul className="requirements">
              {mission.requirements.map((r) => (
                <li key={r.key} data-requirement={r.key}>
                  {r.text}
                  {!r.checkable && <span className="muted requirements__note"> {NOT_CHECKED_NOTE}</span>}
                </li>
              ))}
            </ul>
          )}
          <Text source={mission.additionalRequirement} />
        </section>
      )}
      <section className="mission-card__section">
        <h4>Featured artists</h4>
        {mission.artists.length > 0 ? (
          <ul className="mission-card__artists">
            {mission.artists.map((a) => (
              <li key={a.id}>
                <ArtistCover src={a.coverUrl} label={a.label} />
                <span>{a.label}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mission-card__any-artist">{mission.isOsuOriginal ? "any osu-original artist" : "any artist"}</p>
        )}
      </section>
      <p className="mission-card__deadline">
        <strong>Deadline:</strong> <time dateTime={mission.deadline}>{formatDate(mission.deadline)}</time>
      </p>
      {children}
    </article>
  );
}
