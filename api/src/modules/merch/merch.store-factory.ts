import type { Deps } from "../../core/deps";
import { DisabledStore, type MerchStore } from "./merch.store";
import { OfflineStore } from "./offline-store/offline-store";
import { ShopifyStore } from "./shopify-store";

/** The store of this configuration (config.ts `merch.store`). */
export function createMerchStore(deps: Pick<Deps, "config" | "db">): MerchStore {
  const { merch } = deps.config;
  if (merch.store === "shopify" && merch.shopify) return new ShopifyStore(merch.shopify);
  if (merch.store === "offline") return new OfflineStore(deps.db);
  return new DisabledStore();
}
