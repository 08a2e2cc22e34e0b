import { QuestStatus } from "../common/enums";

export const QUEST_NAME_MAX_DISPLAY = 40;
export const DAY_MS = 24 * 3600 * 1000;

/** An open quest past its expiration date can no longer be accepted until re-opened. */
export function isQuestExpired(q: { status: QuestStatus; expiration: Date | null }, now: Date): boolean {
  return q.status === QuestStatus.open && !!q.expiration && q.expiration.getTime() < now.getTime();
}

/** A wip quest past its deadline is shown as overdue. */
export function isQuestOverdue(q: { status: QuestStatus; deadline: Date | null }, now: Date): boolean {
  return q.status === QuestStatus.wip && !!q.deadline && q.deadline.getTime() < now.getTime();
}

/** Re-opening an expired quest costs half its price plus 25. */
export function reopenPrice(price: number): number {
  return price * 0.5 + 25;
}
