import "./mission-maps.css";
import { useId, useState, type ReactNode } from "react";
import { UserLink } from "../../components/UserLink";
import { BeatmapStatusIcon } from "./BeatmapStatusIcon";
import { arrangeMissionMaps, visibleMaps, type ListedMap } from "./mission-maps";
import type { MissionMapFieldsFragment } from "./gql/graphql";

interface MissionMapsProps<T extends MissionMapFieldsFragment> {
  maps: readonly T[];
  winnerIds: readonly string[];
  invalidIds: readonly string[];
  /** Admin page: every map, no 20 cap. */
  showEverything?: boolean;
  /** Extra controls per map (remove, admin toggles). */
  actions?: (item: ListedMap<T>) => ReactNode;
  /** Extra class per map (admin highlights). */
  itemClass?: (item: ListedMap<T>) => string;
  emptyText?: string;
}

/** "Artist - Title" (a link when the mapset has one) by its host. */
export function MapTitle({ map }: { map: MissionMapFieldsFragment }) {
  const title = `${map.song.artistName} - ${map.song.title}`;
  return (
    <span className="mission-map__title">
      <BeatmapStatusIcon status={map.status} />{" "}
      {map.url ? (
        <a href={map.url} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      ) : (
        <span>{title}</span>
      )}{" "}
      <span className="muted">by</span> <UserLink user={map.host} />
    </span>
  );
}

/**
 * A mission's associated beatmaps: oldest first, labelled "(winner)" / "(winner but really lame)" / "(invalid)", a
 * winning host's other maps dimmed, at most 20 with a show-all toggle (which appears at 20 or more).
 */
export function MissionMaps<T extends MissionMapFieldsFragment>({
  maps,
  winnerIds,
  invalidIds,
  showEverything = false,
  actions,
  itemClass,
  emptyText = "No beatmaps yet.",
}: MissionMapsProps<T>) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const arranged = arrangeMissionMaps(maps, winnerIds, invalidIds);
  const { shown, toggle } = showEverything ? { shown: arranged, toggle: false } : visibleMaps(arranged, showAll);

  if (arranged.length === 0) return <p className="muted mission-maps__empty">{emptyText}</p>;
  return (
    <>
      <ul className="mission-maps" id={listId}>
        {shown.map((item) => (
          <li
            key={item.map.id}
            data-beatmap-id={item.map.id}
            className={`mission-map ${item.dimmed ? "mission-map--dimmed" : ""} ${item.winner ? "mission-map--winner" : ""} ${itemClass?.(item) ?? ""}`}
          >
            <span className="mission-map__main">
              <MapTitle map={item.map} />
              {item.labels.map((l) => (
                <span key={l} className={`mission-map__label ${l === "(invalid)" ? "mission-map__label--invalid" : ""}`}>
                  {" "}
                  {l}
                </span>
              ))}
            </span>
            {actions && <span className="mission-map__actions">{actions(item)}</span>}
          </li>
        ))}
      </ul>
      {toggle && (
        <button
          type="button"
          className="button button--ghost mission-maps__toggle"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((v) => !v)}
        >
          {showAll ? "show fewer beatmaps" : `show all ${arranged.length} beatmaps`}
        </button>
      )}
    </>
  );
}
