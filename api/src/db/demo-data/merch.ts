/**
 * Demo data of merch (modules/merch/README.md): DemoNewcomer (102) has merch access and picks from the product list;
 * DemoMapper (101) has merch access with a pre-selected ("specific") order. A few other members hold flags, one placed
 * an order through the offline store (admins find it by its checkout id) and one left a checkout open.
 */
import { MerchAccess } from "../../modules/merch/merch-access.entity";
import { MerchCheckout, MerchCheckoutStatus } from "../../modules/merch/merch-checkout.entity";
import { OfflineStoreCheckout } from "../../modules/merch/offline-store/offline-checkout.entity";
import type { EntityManager } from "typeorm";
import type { Rng } from "./random";

/**
 * The part of areas.ts's AreaSeedContext this seeder reads (declared here, not imported: areas.ts imports this file,
 * and the seeder stays assignable to AreaSeeder structurally).
 */
interface SeedContext {
  m: EntityManager;
  rng: Rng;
  days: (n: number) => Date;
  userIds: number[];
  demoUser: (osuId: number) => number;
}

/** The demo order's checkout id, shown in the README for the admin "find order" tool. */
export const DEMO_MERCH_CHECKOUT_ID = "offline-DemoOrder000000000000001";

export const merchSeeder = {
  name: "merch",
  async seed(ctx: SeedContext): Promise<Record<string, number>> {
    const { m, rng, days, userIds, demoUser } = ctx;
    const demoIds = new Set([100, 101, 102, 103, 104, 105, 106, 107].map(demoUser));
    const [buyer, abandoner, ...others] = rng.sample(
      userIds.filter((id) => !demoIds.has(id)),
      8,
    );
    const access: Partial<MerchAccess>[] = [
      { userId: demoUser(102), hasMerchAccess: true, hasSpecificMerchOrder: false, updatedAt: days(-2) },
      { userId: demoUser(101), hasMerchAccess: true, hasSpecificMerchOrder: true, updatedAt: days(-2) },
      { userId: buyer, hasMerchAccess: false, hasSpecificMerchOrder: false, updatedAt: days(-9) },
      { userId: abandoner, hasMerchAccess: true, hasSpecificMerchOrder: false, updatedAt: days(-6) },
      ...others.map((userId, i) => ({
        userId,
        hasMerchAccess: i % 3 !== 2,
        hasSpecificMerchOrder: i % 2 === 1,
        updatedAt: days(-3 - i),
      })),
    ];
    for (const row of access) await m.insert(MerchAccess, row);

    const lines = [{ productId: "offline-tee", variantId: "offline-tee-m", quantity: 1 }];
    await m.insert(OfflineStoreCheckout, {
      id: DEMO_MERCH_CHECKOUT_ID,
      lines,
      discountCodes: ["MG-MERCH-OFFLINE"],
      note: "Mappers' Guild merch (demo)",
      status: "completed",
      orderNumber: "OFF-100001",
      createdAt: days(-10),
      completedAt: days(-10),
    });
    await m.insert(MerchCheckout, {
      userId: buyer,
      storeCheckoutId: DEMO_MERCH_CHECKOUT_ID,
      url: `/mock-store/checkout/${DEMO_MERCH_CHECKOUT_ID}`,
      lines,
      specificOrder: false,
      status: MerchCheckoutStatus.confirmed,
      orderNumber: "OFF-100001",
      createdAt: days(-10),
      confirmedAt: days(-10),
    });
    const openId = "offline-DemoOpenCheckout00000002";
    const openLines = [{ productId: "offline-pins", variantId: "offline-pins-set", quantity: 1 }];
    await m.insert(OfflineStoreCheckout, {
      id: openId,
      lines: openLines,
      discountCodes: ["MG-MERCH-OFFLINE"],
      status: "open",
      createdAt: days(-5),
    });
    await m.insert(MerchCheckout, {
      userId: abandoner,
      storeCheckoutId: openId,
      url: `/mock-store/checkout/${openId}`,
      lines: openLines,
      status: MerchCheckoutStatus.open,
      createdAt: days(-5),
    });
    return { withAccess: access.filter((a) => a.hasMerchAccess).length, orders: 1, openCheckouts: 1 };
  },
};
