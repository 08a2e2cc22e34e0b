/**
 * The domain events of quests (core/events.ts): what happens to a quest a party holds tells the party's members;
 * a published quest is a public event nobody in particular is told of.
 */
import { EventKind, type DomainEvent } from "../../core/events";

/** A party accepted `quest` (the one it now holds) for `modes`: the other members are told. */
export function questAcceptedEvent(
  quest: { id: number; name: string },
  modes: string,
  actorId: number,
  memberIds: number[],
): DomainEvent {
  return {
    kind: EventKind.questAccepted,
    subject: { type: "Quest", id: quest.id },
    actorId,
    to: memberIds,
    data: { questName: quest.name, modes },
    public: true,
  };
}

/** The quest was dropped by its party's leader, an admin, or the inactivity job: its party's members are told. */
export function questDroppedEvent(
  out: { questId: number; name: string; memberIds: number[] },
  by: "leader" | "admin" | "inactivity",
  actor: { id: number; username: string } | null,
): DomainEvent {
  return {
    kind: EventKind.questDropped,
    subject: { type: "Quest", id: out.questId },
    actorId: actor?.id ?? null,
    to: out.memberIds,
    data: { questName: out.name, by, actorName: by === "leader" ? (actor?.username ?? null) : null },
    public: true,
  };
}

/** The quest was completed: its party's members are told (once per quest). */
export function questCompletedEvent(quest: { id: number; name: string }, memberIds: number[]): DomainEvent {
  return {
    kind: EventKind.questCompleted,
    subject: { type: "Quest", id: quest.id },
    to: memberIds,
    data: { questName: quest.name },
    public: true,
    key: `quest.completed:${quest.id}`,
  };
}

/** A scheduled quest opened. */
export function questPublishedEvent(quest: { id: number; name: string }): DomainEvent {
  return {
    kind: EventKind.questPublished,
    subject: { type: "Quest", id: quest.id },
    data: { questName: quest.name },
    public: true,
  };
}
