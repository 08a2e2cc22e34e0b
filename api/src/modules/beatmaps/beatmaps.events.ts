/**
 * The domain events of mapsets (core/events.ts): a status change tells the host and every mapper of the mapset; a
 * change to a task (difficulty) tells the host and that task's mappers. The actor is never told of their own change.
 */
import { EventKind, type DomainEvent } from "../../core/events";
import { BeatmapStatus } from "../../core/enums";
import type { LoadedMap } from "./beatmap-facts";
import { mapLabel, type TaskFacts } from "./beatmaps.rules";

/** The host and every task mapper of a mapset. */
export const mapsetPeople = (map: LoadedMap): number[] => [map.beatmap.hostId, ...map.tasks.flatMap((t) => t.mapperIds)];

/** `map` moved to `status` (by `actorId`, or by osu! when null); `reason` when an admin sent it back. */
export function beatmapStatusEvent(map: LoadedMap, status: BeatmapStatus, actorId: number | null, reason?: string): DomainEvent {
  return {
    kind: EventKind.beatmapStatusChanged,
    subject: { type: "Beatmap", id: map.beatmap.id },
    actorId,
    to: mapsetPeople(map),
    data: { label: mapLabel(map.song), status, previous: map.beatmap.status, reason: reason ?? null },
    public: status === BeatmapStatus.Qualified || status === BeatmapStatus.Ranked,
  };
}

export type TaskChange = "added" | "removed" | "status" | "collaboratorAdded" | "collaboratorRemoved";

/** `actor` changed the task `task` of `map`; `target` is the member added or removed, when there is one. */
export function taskEvent(
  map: LoadedMap,
  change: TaskChange,
  actor: { id: number; username: string },
  task: Pick<TaskFacts, "name" | "mapperIds"> & { status?: string },
  target?: { id: number; username: string },
): DomainEvent {
  return {
    kind: EventKind.beatmapTaskChanged,
    subject: { type: "Beatmap", id: map.beatmap.id },
    actorId: actor.id,
    to: [map.beatmap.hostId, ...task.mapperIds, ...(target ? [target.id] : [])],
    data: {
      label: mapLabel(map.song),
      task: task.name,
      change,
      status: task.status ?? null,
      actorName: actor.username,
      targetName: target?.username ?? null,
    },
  };
}
