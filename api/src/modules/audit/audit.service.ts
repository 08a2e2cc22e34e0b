import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import { requireRole, Role } from "../../core/access";
import { check, notFound } from "../../core/errors";
import { keysetPage, type Page } from "../../core/connection";
import { User } from "../users/user.entity";
import { parseUserReference } from "../users/users.rules";
import { AdminAuditEntry } from "./admin-audit.entity";
import { AdminActionKind, AdminTargetType, AUDIT_LABEL_MAX, auditFilterProblem, auditValue } from "./audit.rules";

/** What an admin action records (modules/audit/README.md). */
export interface AdminAction {
  /** The admin who acted; null = the site itself (an import run, a scheduled job). */
  actorId: number | null;
  kind: AdminActionKind;
  targetType: AdminTargetType;
  targetId?: number | null;
  /** The target's name now (a username, a contest's name): kept, as the target may be renamed or deleted later. */
  targetLabel?: string | null;
  oldValue?: unknown;
  newValue?: unknown;
  reason?: string | null;
  /** When; the database's clock (the transaction's start) by default. */
  at?: Date;
}

/** The target fields of an action, short enough to keep a `recordAdminAction` call on one line. */
export function auditTarget(targetType: AdminTargetType, targetId: number | null, targetLabel?: string | null) {
  return { targetType, targetId, targetLabel: targetLabel ?? null };
}

/** A member as an action's target. */
export const memberTarget = (u: { id: number; username: string }) => auditTarget(AdminTargetType.user, u.id, u.username);

/**
 * Writes one audit entry through the caller's transaction manager, so the entry and the change it records are
 * committed (or rolled back) together. Services call it as one line right after their write.
 */
export async function recordAdminAction(manager: EntityManager, action: AdminAction): Promise<void> {
  const label = action.targetLabel == null ? null : auditValue(action.targetLabel, AUDIT_LABEL_MAX);
  await manager.insert(AdminAuditEntry, {
    actorId: action.actorId,
    kind: action.kind,
    targetType: action.targetType,
    targetId: action.targetId ?? null,
    targetLabel: label,
    oldValue: auditValue(action.oldValue),
    newValue: auditValue(action.newValue),
    reason: auditValue(action.reason ?? null),
    ...(action.at ? { createdAt: action.at } : {}),
  });
}

export interface AuditLogFilter {
  /** The acting admin, as a person types them: username or osu! id. */
  actor?: string | null;
  /** A member the actions were done to: username or osu! id (target type `user`). */
  member?: string | null;
  targetType?: AdminTargetType | null;
  targetId?: number | null;
  kinds?: AdminActionKind[] | null;
  /** Entries at or after this time. */
  from?: Date | null;
  /** Entries before this time. */
  to?: Date | null;
}

/** Reading the admin audit log: admins only, filtered, newest first, a keyset page at a time. */
export class AuditService {
  constructor(private readonly deps: Pick<Deps, "db">) {}

  async connection(
    viewer: User | null,
    filter: AuditLogFilter,
    args: { first?: number | null; after?: string | null },
  ): Promise<Page<AdminAuditEntry>> {
    requireRole(viewer, Role.ADMIN);
    check(auditFilterProblem(filter));
    const qb = this.deps.db.getRepository(AdminAuditEntry).createQueryBuilder("a");
    if (filter.actor?.trim()) {
      const actor = await this.member(filter.actor);
      qb.andWhere("a.actor_id = :actorId", { actorId: actor.id });
    }
    if (filter.member?.trim()) {
      const member = await this.member(filter.member);
      qb.andWhere("a.target_type = :memberType AND a.target_id = :memberId", {
        memberType: AdminTargetType.user,
        memberId: member.id,
      });
    }
    if (filter.targetType) qb.andWhere("a.target_type = :targetType", { targetType: filter.targetType });
    if (filter.targetId != null) qb.andWhere("a.target_id = :targetId", { targetId: filter.targetId });
    if (filter.kinds?.length) qb.andWhere("a.kind IN (:...kinds)", { kinds: [...new Set(filter.kinds)] });
    if (filter.from) qb.andWhere("a.created_at >= :from", { from: filter.from });
    if (filter.to) qb.andWhere("a.created_at < :to", { to: filter.to });
    // Newest first: ids follow the order entries were written, so the id alone is a stable keyset order.
    return keysetPage(qb, [{ sql: "a.id", direction: "DESC", kind: "number", of: (a) => a.id }], args, { count: true });
  }

  /** One entry (admins; `node(id:)`). */
  async entry(viewer: User | null, id: number): Promise<AdminAuditEntry> {
    requireRole(viewer, Role.ADMIN);
    const entry = await this.deps.db.getRepository(AdminAuditEntry).findOneBy({ id });
    if (!entry) throw notFound("Audit entry not found");
    return entry;
  }

  private async member(reference: string): Promise<User> {
    const ref = parseUserReference(reference);
    if (!ref) throw notFound("Cannot find user!");
    const repo = this.deps.db.getRepository(User);
    const user =
      "osuId" in ref
        ? await repo.findOneBy({ osuId: ref.osuId })
        : await repo.createQueryBuilder("u").where("lower(u.username) = lower(:n)", { n: ref.username }).getOne();
    if (!user) throw notFound("Cannot find user!");
    return user;
  }
}
