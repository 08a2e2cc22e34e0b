import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import { badInput } from "../../core/errors";
import { SpendCategory } from "../../core/enums";
import { User } from "../users/user.entity";
import { SpentPoints } from "./spent-points.entity";
import { availablePoints } from "./points.rules";
import { lockById } from "../../core/locks";

export interface SpendRequest {
  userId: number;
  amount: number;
  category: SpendCategory;
  reason: string;
  questId?: number | null;
  missionId?: number | null;
  /** The message when the balance is too low (each area has its own wording). */
  insufficientMessage?: string;
  /** Allow the balance to go below zero (a party leader covering members, as the spec allows). */
  allowNegative?: boolean;
}

/**
 * The spent-points ledger. Every spend runs inside the caller's transaction: the user row is locked
 * (SELECT ... FOR UPDATE), the balance checked, the ledger row written with the amount actually charged
 * and the cached spent total updated — so concurrent requests can never spend the same points twice.
 *
 * Lock order (docs/security.md, "Double clicks"): a spending transaction locks the quest row first when it acts on a
 * quest or party (`lockQuest` / `lockPartyAndQuest` in modules/quests/quest-store.ts), then every member row it will
 * charge or check, all at once and in ascending id order (`lockUsers`), before any other write. Paths without a quest
 * row (submitting a quest, showcase selections) start with the member's row. `spend` and `refund` re-lock a row the
 * transaction already holds, which never waits.
 */
export class LedgerService {
  constructor(private readonly deps: Deps) {}

  /** Locks and returns the user row for the rest of the transaction. */
  async lockUser(m: EntityManager, userId: number): Promise<User> {
    const user = await lockById(m, User, userId);
    return user;
  }

  /**
   * Locks the rows of several members in ascending id order (duplicates once) and returns them in that order: two
   * transactions locking overlapping sets can then never each hold a row the other waits for.
   */
  async lockUsers(m: EntityManager, userIds: readonly number[]): Promise<User[]> {
    const ids = [...new Set(userIds)].sort((a, b) => a - b);
    const users: User[] = [];
    for (const id of ids) users.push(await this.lockUser(m, id));
    return users;
  }

  async spend(m: EntityManager, req: SpendRequest): Promise<SpentPoints> {
    if (!(req.amount > 0) || !Number.isFinite(req.amount)) throw badInput("Invalid amount");
    const user = await this.lockUser(m, req.userId);
    if (!req.allowNegative && availablePoints(user) + 1e-9 < req.amount) {
      throw badInput(req.insufficientMessage ?? "Not enough available points!");
    }
    const row = m.create(SpentPoints, {
      userId: req.userId,
      amount: round2(req.amount),
      category: req.category,
      reason: req.reason,
      questId: req.questId ?? null,
      missionId: req.missionId ?? null,
      createdAt: this.deps.now(),
    });
    await m.save(row);
    await m.update(User, { id: req.userId }, { spentPoints: () => `spent_points + ${round2(req.amount)}` });
    return row;
  }

  /** A refund is a compensating ledger row (negative amount); history is never deleted. */
  async refund(m: EntityManager, original: SpentPoints, reason: string): Promise<SpentPoints> {
    await this.lockUser(m, original.userId);
    const row = m.create(SpentPoints, {
      userId: original.userId,
      amount: -original.amount,
      category: SpendCategory.refund,
      reason,
      questId: original.questId,
      missionId: original.missionId,
      createdAt: this.deps.now(),
    });
    await m.save(row);
    await m.update(User, { id: original.userId }, { spentPoints: () => `spent_points - ${original.amount}` });
    return row;
  }

  /** The user's history, newest first. */
  history(userId: number, limit = 100): Promise<SpentPoints[]> {
    return this.deps.db.getRepository(SpentPoints).find({
      where: { userId },
      order: { createdAt: "DESC", id: "DESC" },
      take: limit,
    });
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
