import type { ReactNode } from "react";
import { Avatar } from "../../components/Avatar";
import { Markdown } from "../../components/Markdown";
import { UserLink } from "../../components/UserLink";
import type { LocusCardFieldsFragment, LocusRole } from "./gql/graphql";

/** Role labels as the server names them (locusOptions.roles); a fallback for unknown values. */
export type RoleLabels = Partial<Record<LocusRole, string>>;

interface LocusCardProps {
  card: LocusCardFieldsFragment;
  roleLabels: RoleLabels;
  /** Heading level of the member's name inside the grid or the preview. */
  headingLevel?: 2 | 3;
  /** Admin controls (hide, mark on a team) under the card. */
  actions?: ReactNode;
}

function Contacts({ discord, email }: { discord: string | null; email: string | null }) {
  if (!discord && !email) return null;
  return (
    <div className="locus-card__row">
      <dt>Contact</dt>
      <dd>
        <ul className="locus-card__contacts">
          {discord && (
            <li>
              <span className="locus-card__contact-kind">Discord</span> <span className="locus-card__contact">{discord}</span>
            </li>
          )}
          {email && (
            <li>
              <span className="locus-card__contact-kind">Email</span>{" "}
              <a className="locus-card__contact" href={`mailto:${email}`}>
                {email}
              </a>
            </li>
          )}
        </ul>
      </dd>
    </div>
  );
}

/** One member's Locus card: who, roles, contacts (when the server shows them), timezone, availability, languages, about. */
export function LocusCard({ card, roleLabels, headingLevel = 3, actions }: LocusCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const flags = [card.isOnTeam && "Joined a team", card.isHiddenByAdmin && "Hidden by admin"].filter(Boolean) as string[];
  return (
    <article
      className={`card locus-card ${card.isOnTeam ? "locus-card--team" : ""} ${card.isHiddenByAdmin ? "locus-card--hidden" : ""}`}
      aria-label={`${card.user.username}'s card`}
      tabIndex={-1}
    >
      <header className="locus-card__head">
        <Avatar src={card.user.avatarUrl} name={card.user.username} size={48} />
        <div className="locus-card__who">
          <Heading className="locus-card__name">
            <UserLink user={card.user} />
          </Heading>
          {card.roles.length > 0 && (
            <ul className="locus-card__roles" aria-label="Roles">
              {card.roles.map((r) => (
                <li key={r} className="locus-chip">
                  {roleLabels[r] ?? r}
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>
      {flags.length > 0 && (
        <p className="locus-card__flags">
          {flags.map((f) => (
            <span key={f} className={`locus-flag ${f === "Hidden by admin" ? "locus-flag--danger" : ""}`}>
              {f}
            </span>
          ))}
        </p>
      )}
      <dl className="locus-card__facts">
        <Contacts discord={card.discord} email={card.email} />
        {card.timezone && (
          <div className="locus-card__row">
            <dt>Timezone</dt>
            <dd>{card.timezone}</dd>
          </div>
        )}
        {card.availability && (
          <div className="locus-card__row">
            <dt>Availability</dt>
            <dd>{card.availability}</dd>
          </div>
        )}
        {card.languages.length > 0 && (
          <div className="locus-card__row">
            <dt>Languages</dt>
            <dd>{card.languages.join(", ")}</dd>
          </div>
        )}
      </dl>
      {card.about && <Markdown source={card.about} className="locus-card__about" />}
      {actions && <div className="locus-card__actions">{actions}</div>}
    </article>
  );
}
