/** The domain events of parties (core/events.ts): an invitation or a removal tells the member it is about. */
import { EventKind, type DomainEvent } from "../../core/events";

export function partyEvent(
  kind: EventKind.partyInvited | EventKind.partyRemoved,
  party: { id: number },
  quest: { id: number; name: string },
  leader: { id: number; username: string },
  memberId: number,
): DomainEvent {
  return {
    kind,
    subject: { type: "Party", id: party.id },
    actorId: leader.id,
    to: [memberId],
    data: { questId: quest.id, questName: quest.name, actorName: leader.username },
  };
}
