import "./cards.css";
import { ArtistCover } from "../../components/ArtistCover";
import { Markdown } from "../../components/Markdown";
import { ModeIcons } from "../../components/ModeIcons";
import { TierImage } from "../../components/TierImage";
import { formatDate, modeOnlyLabel } from "../../lib/format";
import { missionRequirementLines } from "../../lib/mission-requirements";
import type { MissionCardFieldsFragment } from "./gql/graphql";

/** A priority quest (mission) card: tier, name, modes, objective, win condition, requirements, deadline, artists. */
export function MissionCard({ mission }: { mission: MissionCardFieldsFragment }) {
  const requirements = missionRequirementLines(mission);
  const only = modeOnlyLabel(mission.modes);
  return (
    <article className="card mission-card" aria-labelledby={`mission-${mission.id}`}>
      <header className="mission-card__header">
        <TierImage tier={mission.tier} size={52} />
        <div>
          <h3 id={`mission-${mission.id}`} className="mission-card__name">
            {mission.name}
          </h3>
          <p className="mission-card__modes">
            <ModeIcons modes={mission.modes} />
            {only && <span className="muted">{only}</span>}
          </p>
        </div>
      </header>

      <section className="mission-card__section">
        <h4>Objective</h4>
        <Markdown source={mission.objective} />
      </section>
      {mission.winCondition && (
        <section className="mission-card__section">
          <h4>Win condition</h4>
          <Markdown source={mission.winCondition} />
        </section>
      )}
      {(requirements.length > 0 || mission.additionalRequirement) && (
        <section className="mission-card__section">
          <h4>Requirements</h4>
          <ul className="requirements">
            {requirements.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Markdown source={mission.additionalRequirement} />
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
          <p>{mission.isOsuOriginal ? "any osu-original artist" : "any artist"}</p>
        )}
      </section>
      <p className="mission-card__deadline">
        <strong>Deadline:</strong> <time dateTime={mission.deadline}>{formatDate(mission.deadline)}</time>
      </p>
    </article>
  );
}
