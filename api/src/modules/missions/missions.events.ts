/**
 * The domain events of priority quests (core/events.ts): opening and closing are public events; the winners'
 * announcement tells everyone who mapped a winning mapset (its host and task mappers), once per priority quest.
 */
import type { EntityManager } from "typeorm";
import { EventKind, type DomainEvent } from "../../core/events";

export function missionEvent(
  kind: EventKind.missionOpened | EventKind.missionClosed,
  mission: { id: number; name: string },
): DomainEvent {
  return { kind, subject: { type: "Mission", id: mission.id }, data: { name: mission.name }, public: true };
}

/** One event per winning mapset of the mission, telling its host and mappers. */
export async function missionWonEvents(m: EntityManager, mission: { id: number; name: string }): Promise<DomainEvent[]> {
  const rows: { beatmap_id: number; label: string; people: number[] }[] = await m.query(
    `SELECT b.id AS beatmap_id, s.artist_name || ' - ' || s.title AS label,
            array_remove(array_agg(DISTINCT tm.user_id) || array[b.host_id], NULL) AS people
       FROM mission_winners w JOIN beatmaps b ON b.id = w.beatmap_id JOIN featured_songs s ON s.id = b.song_id
       LEFT JOIN tasks t ON t.beatmap_id = b.id LEFT JOIN task_mappers tm ON tm.task_id = t.id
      WHERE w.mission_id = $1 GROUP BY b.id, s.artist_name, s.title ORDER BY b.id`,
    [mission.id],
  );
  return rows.map((r) => ({
    kind: EventKind.missionWon,
    subject: { type: "Mission", id: mission.id },
    to: r.people.map(Number),
    data: { name: mission.name, beatmapId: Number(r.beatmap_id), label: r.label },
    public: true,
    key: `mission.won:${mission.id}:${r.beatmap_id}`,
  }));
}
