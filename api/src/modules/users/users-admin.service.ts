import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import { requireRole, Role } from "../../core/access";
import { UserGroup } from "../../core/enums";
import { check, forbidden, notFound, MSG } from "../../core/errors";
import { memberTarget, recordAdminAction } from "../audit/audit.service";
import { AdminActionKind } from "../audit/audit.rules";
import { User } from "./user.entity";
import { holdsRole, MemberRole, roleChangeProblem, rolePatch } from "./users-admin.rules";
import { lockById } from "../../core/locks";

/** What /admin/users shows of a member's roles and access. */
export interface MemberAccess {
  user: User;
  activeSessions: number;
  activeTokens: number;
}

const ROLE_KIND: Record<MemberRole, AdminActionKind> = {
  ADMIN: AdminActionKind.groupAdmin,
  SECRET: AdminActionKind.groupSecret,
  MENTORSHIP_ADMIN: AdminActionKind.mentorshipAdmin,
  WORLD_CUP_HELPER: AdminActionKind.worldCupHelper,
  QUEST_TRAILBLAZER: AdminActionKind.questTrailblazer,
};

/**
 * Admins run the guild's roles and a member's access (modules/users/README.md "Roles and access"): grant and revoke
 * roles, sign a member out everywhere, revoke their API tokens. Each change is one transaction with its audit entry.
 */
export class UsersAdminService {
  constructor(private readonly deps: Pick<Deps, "db" | "now">) {}

  async access(viewer: User | null, userId: number): Promise<MemberAccess> {
    requireRole(viewer, Role.ADMIN);
    const user = await this.deps.db.getRepository(User).findOneBy({ id: userId });
    if (!user) throw notFound(MSG.cannotFindUser);
    return this.accessOf(this.deps.db.manager, user);
  }

  /**
   * Gives (`value` true) or takes away a role. The admins' rows are locked first, so two admins demoting each other
   * (or themselves) at once cannot leave the guild without one; the member's row is locked, so simultaneous changes
   * of one member apply one after the other and only an actual change is recorded. The member's next request sees the
   * new rights (sessions read the member's row again when it changed: app/session-viewer.ts).
   */
  async setRole(viewer: User | null, userId: number, role: MemberRole, value: boolean): Promise<MemberAccess> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.deps.db.transaction(async (m) => {
      const admins: { id: number }[] = await m.query(`SELECT id FROM users WHERE "group" = $1 ORDER BY id FOR UPDATE`, [
        UserGroup.admin,
      ]);
      if (!admins.some((a) => a.id === admin.id)) throw forbidden();
      const user = await this.lockMember(m, userId);
      check(roleChangeProblem(user, role, value, admins.length));
      if (holdsRole(user, role) !== value) {
        const before = holdsRole(user, role);
        const patch = rolePatch(role, value);
        await m.update(User, { id: user.id }, patch);
        Object.assign(user, patch);
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: ROLE_KIND[role],
          ...memberTarget(user),
          oldValue: before,
          newValue: value,
        });
      }
      return this.accessOf(m, user);
    });
  }

  /** Ends every session of the member (they must sign in again on every device); answers how many were open. */
  async signOutEverywhere(viewer: User | null, userId: number): Promise<number> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.deps.db.transaction(async (m) => {
      const user = await this.lockMember(m, userId);
      const ended: unknown[] = await m.query(`DELETE FROM sessions WHERE user_id = $1 RETURNING 1`, [user.id]);
      const count = rowCount(ended);
      if (count > 0)
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.signOut,
          ...memberTarget(user),
          oldValue: `${count} sessions`,
          newValue: "0 sessions",
        });
      return count;
    });
  }

  /** Revokes every API token of the member that is not revoked yet (a leaked token); answers how many. */
  async revokeTokens(viewer: User | null, userId: number): Promise<number> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.deps.db.transaction(async (m) => {
      const user = await this.lockMember(m, userId);
      const revoked: unknown[] = await m.query(
        `UPDATE api_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING 1`,
        [user.id, this.deps.now()],
      );
      const count = rowCount(revoked);
      if (count > 0)
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.tokenRevocation,
          ...memberTarget(user),
          oldValue: `${count} tokens`,
          newValue: "0 tokens",
        });
      return count;
    });
  }

  private async lockMember(m: EntityManager, userId: number): Promise<User> {
    const user = await lockById(m, User, userId, MSG.cannotFindUser);
    return user;
  }

  private async accessOf(m: EntityManager, user: User): Promise<MemberAccess> {
    const [row]: { sessions: number; tokens: number }[] = await m.query(
      `SELECT (SELECT count(*)::int FROM sessions WHERE user_id = $1 AND expire > now()) AS sessions,
              (SELECT count(*)::int FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL
                  AND (expires_at IS NULL OR expires_at > $2)) AS tokens`,
      [user.id, this.deps.now()],
    );
    return { user, activeSessions: Number(row.sessions), activeTokens: Number(row.tokens) };
  }
}

/** The rows a `… RETURNING` statement answered (TypeORM hands UPDATE/DELETE results as `[rows, count]`). */
function rowCount(result: unknown[]): number {
  if (result.length === 2 && Array.isArray(result[0]) && typeof result[1] === "number") return result[1];
  return result.length;
}
