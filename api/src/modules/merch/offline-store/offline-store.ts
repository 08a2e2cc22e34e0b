import crypto from "node:crypto";
import type { DataSource } from "typeorm";
import { notFound } from "../../../core/errors";
import { StoreUnavailableError, type CheckoutLine, type MerchProduct, type MerchStore, type StoreCheckout } from "../merch.store";
import { OFFLINE_CATALOG } from "./catalog";
import { OfflineStoreCheckout } from "./offline-checkout.entity";

export const OFFLINE_STORE_PATH = "/mock-store";

/** What the guild answers when the store asks it to confirm a checkout (MerchService.confirmCheckout). */
export type ConfirmCheckout = (checkoutId: string, orderNumber: string) => Promise<{ orderNumber: string }>;

/**
 * The built-in offline store: stands in for the real store when no store credentials are configured (never in
 * production), so the merch flow runs end to end on a fresh machine. Its catalog is fixed (catalog.ts); its checkouts
 * live in `offline_store_checkouts`. "Complete checkout" on its page asks the guild to confirm first, like the real
 * store's order webhook, and records the order only when the guild accepted.
 */
export class OfflineStore implements MerchStore {
  readonly kind = "offline" as const;

  constructor(private readonly db: DataSource) {}

  listProducts(ids: readonly string[]): Promise<MerchProduct[]> {
    const byId = new Map(OFFLINE_CATALOG.map((p) => [p.id, p]));
    return Promise.resolve(ids.map((id) => byId.get(id)).filter((p): p is MerchProduct => !!p));
  }

  async createCheckout(input: {
    lines: readonly CheckoutLine[];
    discountCodes: readonly string[];
    note: string;
  }): Promise<StoreCheckout> {
    for (const line of input.lines) {
      const product = OFFLINE_CATALOG.find((p) => p.id === line.productId);
      if (!product?.variants.some((v) => v.id === line.variantId))
        throw new StoreUnavailableError(`unknown variant ${line.variantId}`);
    }
    const id = `offline-${crypto.randomBytes(18).toString("base64url")}`;
    await this.db.getRepository(OfflineStoreCheckout).insert({
      id,
      lines: input.lines.map((l) => ({ ...l })),
      discountCodes: [...input.discountCodes],
      note: input.note,
      status: "open",
    });
    return { checkoutId: id, url: `${OFFLINE_STORE_PATH}/checkout/${id}` };
  }

  async findOrder(checkoutId: string): Promise<{ orderNumber: string } | null> {
    const row = await this.db.getRepository(OfflineStoreCheckout).findOneBy({ id: checkoutId });
    return row?.status === "completed" && row.orderNumber ? { orderNumber: row.orderNumber } : null;
  }

  /** A checkout as the store's page shows it. */
  async checkout(id: string): Promise<OfflineStoreCheckout | null> {
    if (!/^offline-[A-Za-z0-9_-]{24}$/.test(id)) return null;
    return this.db.getRepository(OfflineStoreCheckout).findOneBy({ id });
  }

  /** "Complete checkout": the guild confirms (or refuses, throwing), then the store records the order. */
  async complete(id: string, confirm: ConfirmCheckout): Promise<{ orderNumber: string }> {
    const row = await this.checkout(id);
    if (!row) throw notFound("Unknown checkout");
    if (row.status === "completed" && row.orderNumber) return { orderNumber: row.orderNumber };
    const { orderNumber } = await confirm(id, `OFF-${crypto.randomInt(100_000, 1_000_000)}`);
    await this.db
      .getRepository(OfflineStoreCheckout)
      .update({ id, status: "open" }, { status: "completed", orderNumber, completedAt: new Date() });
    return { orderNumber };
  }
}
