/** The domain events of points and badges (core/events.ts): each tells the member it is about. */
import { EventKind, type DomainEvent } from "../../core/events";
import { RANK_NAMES } from "./points.rules";

/** An admin's adjustment of a member's points: private (the reason is for the member only). */
export function pointsAdjustedEvent(userId: number, amount: number, reason: string, adminId: number): DomainEvent {
  return {
    kind: EventKind.pointsAdjusted,
    subject: { type: "User", id: userId },
    actorId: adminId,
    to: [userId],
    data: { amount, reason },
  };
}

/** A member was awarded the badge of MG rank `rank` (by the promotion job, or an admin). */
export function badgeAwardedEvent(user: { id: number; username: string }, rank: number, actorId: number | null): DomainEvent {
  return {
    kind: EventKind.badgeAwarded,
    subject: { type: "User", id: user.id },
    actorId,
    to: [user.id],
    data: { rank, rankName: RANK_NAMES[rank] ?? null, username: user.username },
    public: true,
  };
}
