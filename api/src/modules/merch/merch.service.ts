import type { EntityManager } from "typeorm";
import { memberTarget, recordAdminAction } from "../audit/audit.service";
import { AdminActionKind } from "../audit/audit.rules";
import type { Deps } from "../../core/deps";
import { requireRole, requireUser, Role, type AuthViewer } from "../../core/access";
import { badInput, check, conflict, fail, MSG, notFound, notFoundProblem, type Problem } from "../../core/errors";
import { keysetPage, type KeysetKey, type Page, type PageArgs } from "../../core/connection";
import { User } from "../users/user.entity";
import { MerchAccess } from "./merch-access.entity";
import { MerchCheckout, MerchCheckoutStatus } from "./merch-checkout.entity";
import {
  checkCheckoutId,
  checkConfirmable,
  checkExcludedOsuIds,
  checkHasAccess,
  checkProductAllowed,
  checkSpecificOrder,
  checkVariant,
  checkoutItems,
  chosenVariantId,
  MSG_MERCH,
} from "./merch.rules";
import { StoreUnavailableError, type CheckoutLine, type MerchProduct, type MerchStore } from "./merch.store";
import { MerchFlag, MerchStoreKind, type MerchMember, type MerchOrderLookup, type MerchPage } from "./merch.types";

const MEMBER_KEYS: readonly KeysetKey<MerchAccess>[] = [
  { sql: "a.user_id", direction: "ASC", kind: "number", of: (a) => a.userId },
];

const COLUMN: Record<MerchFlag, string> = {
  [MerchFlag.hasMerchAccess]: "has_merch_access",
  [MerchFlag.hasSpecificMerchOrder]: "has_specific_merch_order",
};

const noFlags = (userId: number): MerchMember => ({
  userId,
  hasMerchAccess: false,
  hasSpecificMerchOrder: false,
  updatedAt: null,
});

/**
 * Merch (modules/merch/README.md): members with merch access begin one checkout at the store; their access is used up
 * only when the store confirms the purchase, exactly once. Admins manage the flags and look orders up.
 */
export class MerchService {
  constructor(
    private readonly deps: Deps,
    readonly store: MerchStore,
  ) {}

  // ------------------------------------------------------------------------------------------------ members

  /** My merch page: my own flags, the allowlisted products (when I may pick one), my latest order. */
  async page(viewer: AuthViewer | null): Promise<MerchPage> {
    const user = requireUser(viewer);
    const flags = await this.deps.db.getRepository(MerchAccess).findOneBy({ userId: user.id });
    const hasAccess = !!flags?.hasMerchAccess;
    const hasSpecificOrder = hasAccess && !!flags?.hasSpecificMerchOrder;
    const products = hasAccess && !hasSpecificOrder ? await this.allowedProducts() : [];
    const last = await this.deps.db.getRepository(MerchCheckout).findOne({
      where: { userId: user.id, status: MerchCheckoutStatus.confirmed },
      order: { confirmedAt: "DESC", id: "DESC" },
    });
    // A checkout begun and left unfinished: the member goes back to the store's page to finish it.
    const open = hasAccess
      ? await this.deps.db.getRepository(MerchCheckout).findOne({
          where: { userId: user.id, status: MerchCheckoutStatus.open },
          order: { createdAt: "DESC", id: "DESC" },
        })
      : null;
    return {
      hasAccess,
      hasSpecificOrder,
      products,
      store: this.store.kind as MerchStoreKind,
      lastOrder: last ? { orderNumber: last.orderNumber, confirmedAt: last.confirmedAt } : null,
      pendingCheckout: open
        ? {
            url: open.url,
            startedAt: open.createdAt,
            specificOrder: open.specificOrder,
            items: checkoutItems(open.lines, products),
          }
        : null,
    };
  }

  /**
   * Begins a checkout at the store: the pre-selected order, or one allowlisted product (a valid, available variant).
   * Access is NOT used up here; it is used up when the store confirms (confirmCheckout).
   */
  async startCheckout(
    viewer: AuthViewer | null,
    input: { productId?: string | null; variantId?: string | null },
  ): Promise<{ url: string }> {
    const user = requireUser(viewer);
    const flags = await this.deps.db.getRepository(MerchAccess).findOneBy({ userId: user.id });
    check(checkHasAccess(flags));
    const specific = !!flags?.hasSpecificMerchOrder;
    let lines: CheckoutLine[];
    if (specific) {
      check(checkSpecificOrder(this.deps.config.merch.specificOrder));
      lines = this.deps.config.merch.specificOrder.map((l) => ({ ...l }));
    } else {
      check(checkProductAllowed(input.productId, this.deps.config.merch.productIds));
      const productId = input.productId!;
      const [product] = await this.storeCall(() => this.store.listProducts([productId]));
      if (!product || product.id !== productId) fail(notFoundProblem(MSG_MERCH.productUnavailable));
      check(checkVariant(product, input.variantId));
      lines = [{ productId, variantId: chosenVariantId(product, input.variantId), quantity: 1 }];
    }
    const checkout = await this.storeCall(() =>
      this.store.createCheckout({
        lines,
        discountCodes: this.deps.config.merch.discountCodes,
        note: `Mappers' Guild merch for osu! user ${user.osuId}`,
      }),
    );
    await this.deps.db.transaction(async (m) => {
      check(checkHasAccess(await this.lockFlags(m, user.id)));
      await m.insert(MerchCheckout, {
        userId: user.id,
        storeCheckoutId: checkout.checkoutId,
        url: checkout.url,
        lines,
        specificOrder: specific,
        status: MerchCheckoutStatus.open,
      });
    });
    this.deps.logger.info({ userId: user.id, checkoutId: checkout.checkoutId }, "merch checkout begun");
    return { url: checkout.url };
  }

  /**
   * The store confirms a purchase (its order webhook, or the offline store's "complete checkout"). In one transaction,
   * with the member's merch row locked first: an open checkout of a member who still has access becomes confirmed, the
   * access and the pre-selected order are used up and the member's other open checkouts expire. Confirming the same
   * checkout again answers its order number (stores retry); any other confirmation is refused with "request expired".
   */
  async confirmCheckout(checkoutId: string, orderNumber: string): Promise<{ orderNumber: string }> {
    check(checkCheckoutId(checkoutId));
    const number = orderNumber.trim();
    if (!number || number.length > 64) throw badInput(MSG_MERCH.invalidInput);
    const outcome = await this.deps.db.transaction(async (m): Promise<{ orderNumber: string } | { problem: Problem }> => {
      const found = await m.getRepository(MerchCheckout).findOneBy({ storeCheckoutId: checkoutId.trim() });
      if (!found) return { problem: notFoundProblem(MSG_MERCH.unknownCheckout) };
      const flags = await this.lockFlags(m, found.userId);
      const co = await m
        .getRepository(MerchCheckout)
        .createQueryBuilder("c")
        .setLock("pessimistic_write")
        .where("c.id = :id", { id: found.id })
        .getOneOrFail();
      if (co.status === MerchCheckoutStatus.confirmed) return { orderNumber: co.orderNumber ?? number };
      const problem = checkConfirmable(co.status, flags);
      if (problem) {
        if (co.status === MerchCheckoutStatus.open)
          await m.update(MerchCheckout, { id: co.id }, { status: MerchCheckoutStatus.refused });
        return { problem };
      }
      const now = this.deps.now();
      await m.update(
        MerchCheckout,
        { id: co.id },
        { status: MerchCheckoutStatus.confirmed, orderNumber: number, confirmedAt: now },
      );
      await m
        .createQueryBuilder()
        .update(MerchCheckout)
        .set({ status: MerchCheckoutStatus.expired })
        .where("user_id = :userId AND status = :open AND id <> :id", {
          userId: co.userId,
          open: MerchCheckoutStatus.open,
          id: co.id,
        })
        .execute();
      await m.update(MerchAccess, { userId: co.userId }, { hasMerchAccess: false, hasSpecificMerchOrder: false, updatedAt: now });
      return { orderNumber: number };
    });
    if ("problem" in outcome) {
      this.deps.logger.warn({ checkoutId, reason: outcome.problem.message }, "merch checkout confirmation refused");
      fail(outcome.problem);
    }
    this.deps.logger.info({ checkoutId, orderNumber: outcome.orderNumber }, "merch checkout confirmed");
    return outcome;
  }

  // ------------------------------------------------------------------------------------------------ admins

  /** Admins: members who have a flag, by user id. */
  async members(viewer: AuthViewer | null, args: { flag: MerchFlag } & PageArgs): Promise<Page<MerchMember>> {
    requireRole(viewer, Role.ADMIN);
    const qb = this.deps.db.getRepository(MerchAccess).createQueryBuilder("a").where(`a.${COLUMN[args.flag]} = true`);
    return keysetPage(qb, MEMBER_KEYS, args, { count: true });
  }

  /** Admins: one member's flags, by osu! id or username (case-insensitive). */
  async member(viewer: AuthViewer | null, search: string): Promise<MerchMember> {
    requireRole(viewer, Role.ADMIN);
    const q = search.trim();
    if (!q || q.length > 32) throw badInput(MSG_MERCH.invalidInput);
    const users = this.deps.db.getRepository(User).createQueryBuilder("u");
    const user = /^\d{1,10}$/.test(q)
      ? await users.where("u.osu_id = :osuId", { osuId: Number(q) }).getOne()
      : await users.where("lower(u.username) = lower(:name)", { name: q }).getOne();
    if (!user) throw notFound(MSG.cannotFindUser);
    return this.memberOf(user.id);
  }

  /** Admins: one member's flags by member id (a `node` lookup). */
  async memberById(viewer: AuthViewer | null, userId: number): Promise<MerchMember> {
    requireRole(viewer, Role.ADMIN);
    if (!(await this.deps.db.getRepository(User).existsBy({ id: userId }))) throw notFound(MSG.cannotFindUser);
    return this.memberOf(userId);
  }

  /** Admins: sets one member's flag. */
  async setFlag(viewer: AuthViewer | null, userId: number, flag: MerchFlag, value: boolean): Promise<MerchMember> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.deps.db.transaction(async (m) => {
      const user = await m.getRepository(User).findOneBy({ id: userId });
      if (!user) throw notFound(MSG.cannotFindUser);
      const before = (await this.lockFlags(m, userId))?.[flag] ?? false;
      if (before !== value)
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.merchFlag,
          ...memberTarget(user),
          oldValue: `${flag}: ${before}`,
          newValue: `${flag}: ${value}`,
        });
      await m
        .createQueryBuilder()
        .insert()
        .into(MerchAccess)
        .values({ userId, [flag]: value, updatedAt: this.deps.now() })
        .orUpdate([COLUMN[flag], "updated_at"], ["user_id"])
        .execute();
      return this.memberOf(userId, m);
    });
  }

  /** Admins: clears a flag for every member except the listed osu! ids; answers how many changed. */
  async resetFlag(viewer: AuthViewer | null, flag: MerchFlag, exceptOsuIds: readonly number[]): Promise<number> {
    const admin = requireRole(viewer, Role.ADMIN);
    check(checkExcludedOsuIds(exceptOsuIds));
    // One audit entry per member whose flag the reset clears, in the reset's transaction.
    const cleared = await this.deps.db.transaction(async (m) => {
      const rows: { id: number; username: string }[] = await m
        .query(
          `UPDATE merch_access a SET ${COLUMN[flag]} = false, updated_at = $1
           FROM users u
          WHERE u.id = a.user_id AND a.${COLUMN[flag]} = true AND NOT (u.osu_id = ANY($2::int[]))
      RETURNING u.id, u.username`,
          [this.deps.now(), [...exceptOsuIds]],
        )
        .then((r: unknown[]) =>
          Array.isArray(r[0]) ? (r[0] as { id: number; username: string }[]) : (r as { id: number; username: string }[]),
        );
      for (const u of rows)
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.merchFlag,
          ...memberTarget(u),
          oldValue: `${flag}: true`,
          newValue: `${flag}: false`,
          reason: "reset for all but the listed osu! ids",
        });
      return rows.length;
    });
    this.deps.logger.info({ flag, excluded: exceptOsuIds.length, count: cleared }, "merch flag reset");
    return cleared;
  }

  /** Admins: the order of a checkout id (the guild's record first, then the store). */
  async findOrder(viewer: AuthViewer | null, checkoutId: string): Promise<MerchOrderLookup> {
    requireRole(viewer, Role.ADMIN);
    check(checkCheckoutId(checkoutId));
    const id = checkoutId.trim();
    const checkout = await this.deps.db.getRepository(MerchCheckout).findOneBy({ storeCheckoutId: id });
    const orderNumber = checkout?.orderNumber ?? (await this.storeCall(() => this.store.findOrder(id)))?.orderNumber ?? null;
    return { checkoutId: id, orderNumber, checkout };
  }

  // ------------------------------------------------------------------------------------------------ helpers

  private async allowedProducts(): Promise<MerchProduct[]> {
    const allow = this.deps.config.merch.productIds;
    const products = await this.storeCall(() => this.store.listProducts(allow));
    return products.filter((p) => allow.includes(p.id));
  }

  private async memberOf(userId: number, m: EntityManager = this.deps.db.manager): Promise<MerchMember> {
    const row = await m.getRepository(MerchAccess).findOneBy({ userId });
    return row ?? noFlags(userId);
  }

  /** The member's merch row, locked for the rest of the transaction (null = no flags). */
  private lockFlags(m: EntityManager, userId: number): Promise<MerchAccess | null> {
    return m
      .getRepository(MerchAccess)
      .createQueryBuilder("a")
      .setLock("pessimistic_write")
      .where("a.user_id = :userId", { userId })
      .getOne();
  }

  /** A store call; its failure is the member's clear "try again later", never a 500. */
  private async storeCall<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof StoreUnavailableError) {
        this.deps.logger.warn({ err: err.message }, "merch store unavailable");
        throw conflict(MSG_MERCH.storeDown);
      }
      throw err;
    }
  }
}
