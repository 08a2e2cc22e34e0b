import { useEffect, useId } from "react";
import { Link, useLocation } from "react-router-dom";
import { Avatar } from "../components/Avatar";
import { Switch } from "../components/Switch";
import { formatPoints } from "../lib/format";
import type { Me } from "./current-user";
import { useDisclosure } from "./useDisclosure";
import { useSetContestHelper, useSetShowcaseMapper } from "./useMemberFlags";

const POINT_ROWS = [
  ["Total", "total"],
  ["Available", "available"],
  ["Mapping", "mapping"],
  ["Modding", "modding"],
  ["Other", "other"],
] as const;

/** The signed-in member's menu: avatar, points breakdown, the two self-service flags, log out. */
export function UserMenu({ me }: { me: Me }) {
  const { open, toggle, close, buttonRef, rootRef } = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  const panelId = useId();
  const location = useLocation();
  const showcase = useSetShowcaseMapper(me.id);
  const helper = useSetContestHelper(me.id);
  useEffect(() => close(false), [location.pathname, location.search, close]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account menu for ${me.username}`}
        onClick={toggle}
      >
        <Avatar src={me.avatarUrl} name={me.username} size={34} />
        <span className="user-menu__name">{me.username}</span>
        <span className="nav__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <div className="user-menu__who">
          <Avatar src={me.avatarUrl} name={me.username} size={48} />
          <strong>{me.username}</strong>
        </div>
        <dl className="points-list" aria-label="Your points">
          {POINT_ROWS.map(([label, key]) => (
            <div className={`points-list__row points-list__row--${key}`} key={key}>
              <dt>{label}</dt>
              <dd data-testid={`points-${key}`}>{formatPoints(me.pointsInfo[key])}</dd>
            </div>
          ))}
        </dl>
        <Link className="user-menu__link" to={`/users?id=${encodeURIComponent(me.id)}`}>
          View full points breakdown
        </Link>
        <Link className="user-menu__link" to="/settings/notifications">
          Notification settings
        </Link>
        <Link className="user-menu__link" to="/settings/tokens">
          API tokens
        </Link>
        <Link className="user-menu__link" to="/settings/webhooks">
          Webhooks
        </Link>
        <div className="user-menu__switches">
          <Switch
            label="FA showcase mapper"
            checked={me.isShowcaseMapper}
            busy={showcase.loading}
            onChange={(v) => void showcase.set(v)}
          />
          <Switch
            label="Contest helper"
            checked={me.isContestHelper}
            busy={helper.loading}
            onChange={(v) => void helper.set(v)}
          />
        </div>
        <a className="button button--ghost user-menu__logout" href="/api/logout">
          Log out
        </a>
      </div>
    </div>
  );
}
