/** How a mission's associated beatmaps are listed (docs/domain.md#priority-quests-missions). Pure, unit tested. */
import { MISSION_MAPS_SHOWN } from "@mg/rules";

export { MISSION_MAPS_SHOWN };

export interface ListedMapInput {
  id: string;
  createdAt: string;
  isLame: boolean;
  host: { id: string };
}

export interface ListedMap<T extends ListedMapInput> {
  map: T;
  winner: boolean;
  invalid: boolean;
  /** "(winner)", "(winner but really lame)", "(invalid)" */
  labels: string[];
  /** A non-winning map of a host who has a winning map on the same mission. */
  dimmed: boolean;
}

/** Oldest first, with the public labels and the dimming of a winning host's other maps. */
export function arrangeMissionMaps<T extends ListedMapInput>(
  maps: readonly T[],
  winnerIds: Iterable<string>,
  invalidIds: Iterable<string>,
): ListedMap<T>[] {
  const winners = new Set(winnerIds);
  const invalid = new Set(invalidIds);
  const winningHosts = new Set(maps.filter((m) => winners.has(m.id)).map((m) => m.host.id));
  return [...maps]
    .sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() || Number(a.id) - Number(b.id))
    .map((map) => {
      const winner = winners.has(map.id);
      const isInvalid = invalid.has(map.id);
      const labels: string[] = [];
      if (winner) labels.push(map.isLame ? "(winner but really lame)" : "(winner)");
      if (isInvalid) labels.push("(invalid)");
      return { map, winner, invalid: isInvalid, labels, dimmed: !winner && winningHosts.has(map.host.id) };
    });
}

/** The show-all toggle appears when there are 20 or more maps; collapsed, at most 20 are listed. */
export function visibleMaps<T>(
  items: readonly T[],
  showAll: boolean,
  limit = MISSION_MAPS_SHOWN,
): { shown: readonly T[]; toggle: boolean } {
  return { shown: showAll ? items : items.slice(0, limit), toggle: items.length >= limit };
}
