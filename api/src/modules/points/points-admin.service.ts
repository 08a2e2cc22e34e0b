import type { Deps } from "../../core/deps";
import { badInput, notFound } from "../../core/errors";
import { keysetPage, type Page, type PageArgs } from "../../core/connection";
import { requireRole, Role } from "../../core/access";
import type { LogsService } from "../logs/logs.service";
import type { WebhookMessage } from "../../core/notifier";
import { User } from "../users/user.entity";
import { PointsAdjustment } from "./points-adjustment.entity";
import type { PointsService } from "./points.service";
import { RANK_NAMES, round1 } from "./points.rules";
import { badgePromotionWhere, RANK_COLORS } from "./badges.rules";
import { badgeAwardedEvent, pointsAdjustedEvent } from "./points.events";
import { memberTarget, recordAdminAction } from "../audit/audit.service";
import { AdminActionKind } from "../audit/audit.rules";
import { lockById } from "../../core/locks";

export const ADJUSTMENT_LIMIT = 10_000;
export const REASON_MAX = 500;
export const BADGE_QUEUE_LIMIT = 200;

/**
 * Admin inputs of the points engine and badges: manual adjustments (exceptions as data, summed into
 * users.adjustment_points), legacy points, the queued and awarded profile badge, an explicit recalculation, and the
 * scheduled badge promotion.
 */
export class PointsAdminService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
    private readonly points: PointsService,
  ) {}

  async getUser(viewer: User | null, userId: number): Promise<User> {
    requireRole(viewer, Role.ADMIN);
    const user = await this.deps.db.getRepository(User).findOneBy({ id: userId });
    if (!user) throw notFound("Cannot find user!");
    return user;
  }

  /**
   * The summary page's badge queue (README.md "Users"): members whose MG rank is above the badge awarded
   * on osu!, highest rank first, then most points.
   */
  async badgeQueue(viewer: User | null): Promise<User[]> {
    requireRole(viewer, Role.ADMIN);
    return this.deps.db
      .getRepository(User)
      .createQueryBuilder("u")
      .where("u.rank > u.badge")
      .orderBy("u.rank", "DESC")
      .addOrderBy("u.total_points", "DESC")
      .addOrderBy("u.id", "ASC")
      .limit(BADGE_QUEUE_LIMIT)
      .getMany();
  }

  /** One adjustment (a `node` lookup), admins only. */
  async adjustment(viewer: User | null, id: number): Promise<PointsAdjustment> {
    requireRole(viewer, Role.ADMIN);
    const row = await this.deps.db.getRepository(PointsAdjustment).findOneBy({ id });
    if (!row) throw notFound();
    return row;
  }

  /** A member's adjustments as keyset pages, newest first (ties by id); an unknown member has none. */
  adjustmentsPage(viewer: User | null, userId: number, args: PageArgs): Promise<Page<PointsAdjustment>> {
    requireRole(viewer, Role.ADMIN);
    const qb = this.deps.db.getRepository(PointsAdjustment).createQueryBuilder("a").where("a.user_id = :userId", { userId });
    return keysetPage(
      qb,
      [
        {
          sql: "date_trunc('milliseconds', a.created_at)",
          direction: "DESC",
          kind: "string",
          cast: "timestamptz",
          of: (a) => a.createdAt.toISOString(),
        },
        { sql: "a.id", direction: "DESC", kind: "number", of: (a) => a.id },
      ],
      args,
      { count: true },
    );
  }

  /** Our id of the member with this osu! id, or null. */
  async memberIdOfOsuId(osuId: number): Promise<number | null> {
    if (!Number.isSafeInteger(osuId) || osuId < 1 || osuId > 2_147_483_647) return null;
    const [row]: { id: number }[] = await this.deps.db.query(`SELECT id FROM users WHERE osu_id = $1`, [osuId]);
    return row?.id ?? null;
  }

  async adjustments(viewer: User | null, userId: number): Promise<PointsAdjustment[]> {
    requireRole(viewer, Role.ADMIN);
    return this.deps.db.getRepository(PointsAdjustment).find({ where: { userId }, order: { createdAt: "DESC", id: "DESC" } });
  }

  /** Adds an adjustment row and recalculates the user's points, in one transaction. */
  async addAdjustment(viewer: User | null, userId: number, amount: number, reason: string): Promise<PointsAdjustment> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (!Number.isFinite(amount) || amount === 0 || Math.abs(amount) > ADJUSTMENT_LIMIT) {
      throw badInput(`The amount must be a non-zero number between -${ADJUSTMENT_LIMIT} and ${ADJUSTMENT_LIMIT}`);
    }
    const text = reason?.trim() ?? "";
    if (!text || text.length > REASON_MAX) throw badInput(`A reason of at most ${REASON_MAX} characters is required`);
    return this.deps.db.transaction(async (m) => {
      const user = await lockById(m, User, userId, "Cannot find user!");
      const row = m.create(PointsAdjustment, { userId, amount, reason: text, createdById: admin.id, createdAt: this.deps.now() });
      await m.save(row);
      await m.query(
        `UPDATE users SET adjustment_points = (SELECT COALESCE(sum(amount), 0) FROM points_adjustments WHERE user_id = $1) WHERE id = $1`,
        [userId],
      );
      await this.points.recalculateUsers([userId], { manager: m });
      await this.deps.events.record(m, pointsAdjustedEvent(userId, amount, text, admin.id));
      // Admins only: the public log never showed adjustments or their reasons.
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.pointsAdjustment,
        ...memberTarget(user),
        newValue: amount,
        reason: text,
      });
      return row;
    });
  }

  async setLegacyPoints(viewer: User | null, userId: number, value: number): Promise<User> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (!Number.isFinite(value) || Math.abs(value) > 100_000) throw badInput("Invalid number");
    await this.deps.db.transaction(async (m) => {
      const user = await m.getRepository(User).findOneBy({ id: userId });
      if (!user) throw notFound("Cannot find user!");
      await m.update(User, { id: userId }, { legacyPoints: value });
      await this.points.recalculateUsers([userId], { manager: m });
      const old = user.legacyPoints;
      if (old !== value)
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.legacyPoints,
          ...memberTarget(user),
          oldValue: old,
          newValue: value,
        });
    });
    return this.reload(userId);
  }

  /** Queues the badge to hand out on osu! (the promotion job awards it); 0 also resets the awarded badge. */
  async setQueuedBadge(viewer: User | null, userId: number, badge: number): Promise<User> {
    const admin = requireRole(viewer, Role.ADMIN);
    this.checkBadge(badge);
    await this.deps.db.transaction(async (m) => {
      const user = await m.getRepository(User).findOneBy({ id: userId });
      if (!user) throw notFound("Cannot find user!");
      await m.update(User, { id: userId }, badge === 0 ? { queuedBadge: 0, badge: 0 } : { queuedBadge: badge });
      if (user.queuedBadge !== badge)
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.queuedBadge,
          ...memberTarget(user),
          oldValue: user.queuedBadge,
          newValue: badge,
        });
      if (badge === 0 && user.badge !== 0)
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.badge,
          ...memberTarget(user),
          oldValue: user.badge,
          newValue: 0,
        });
    });
    return this.reload(userId);
  }

  async setBadge(viewer: User | null, userId: number, badge: number): Promise<User> {
    const admin = requireRole(viewer, Role.ADMIN);
    this.checkBadge(badge);
    await this.deps.db.transaction(async (m) => {
      const user = await m.getRepository(User).findOneBy({ id: userId });
      if (!user) throw notFound("Cannot find user!");
      await m.update(User, { id: userId }, { badge });
      if (badge > user.badge) await this.deps.events.record(m, badgeAwardedEvent(user, badge, admin.id));
      if (user.badge !== badge)
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.badge,
          ...memberTarget(user),
          oldValue: user.badge,
          newValue: badge,
        });
    });
    return this.reload(userId);
  }

  async recalculate(viewer: User | null, userId: number): Promise<User> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.deps.db.transaction(async (m) => {
      const user = await m.getRepository(User).findOneBy({ id: userId });
      if (!user) throw notFound("Cannot find user!");
      await this.points.recalculateUsers([userId], { manager: m });
      const after = await m.getRepository(User).findOneByOrFail({ id: userId });
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.pointsRecalculation,
        ...memberTarget(user),
        oldValue: user.totalPoints,
        newValue: after.totalPoints,
      });
    });
    return this.reload(userId);
  }

  /** The scheduled promotion: awards each queued badge the user's rank has reached, with a webhook each. */
  async promoteBadges(): Promise<string> {
    type Promoted = { id: number; rank: number; badge: number; total_points: number; username: string; osu_id: number };
    const promoted = await this.deps.db.transaction(async (m) => {
      const rows: Promoted[] = await m.query(
        `UPDATE users u SET badge = u.queued_badge WHERE ${badgePromotionWhere("u")}
         RETURNING u.id, u.rank, u.badge, u.total_points, u.username, u.osu_id`,
      );
      const list = Array.isArray(rows[0]) ? (rows[0] as unknown as Promoted[]) : rows;
      for (const u of list) await this.deps.events.record(m, badgeAwardedEvent(u, Number(u.badge), null));
      return list;
    });
    for (const u of promoted) {
      const message: WebhookMessage = {
        description: `[${u.username}](https://osu.ppy.sh/users/${u.osu_id})\n**Reached rank ${u.rank}** (${RANK_NAMES[u.rank]}) with ${round1(Number(u.total_points))} total points`,
        color: RANK_COLORS[u.rank] ?? 0,
      };
      await this.deps.notifier.publicPost(message);
    }
    return `promoted ${promoted.length} badges`;
  }

  private checkBadge(badge: number): void {
    if (!Number.isInteger(badge) || badge < 0 || badge > 5) throw badInput("The badge must be a whole number from 0 to 5");
  }

  private reload(id: number): Promise<User> {
    return this.deps.db.getRepository(User).findOneByOrFail({ id });
  }
}
