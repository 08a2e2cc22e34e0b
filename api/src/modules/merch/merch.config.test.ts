import { loadConfig } from "../../config";

const base = {
  LOG_LEVEL: "silent",
  SESSION_SECRET: "test-secret-test-secret-test-secret",
};
/** A complete production configuration (config.ts refuses to start production without these). */
const production = {
  ...base,
  NODE_ENV: "production",
  OSU_TOKEN_KEY: "k".repeat(32),
  BASE_URL: "https://guild.example",
  TRUST_PROXY: "1",
  OSU_CLIENT_ID: "123",
  OSU_CLIENT_SECRET: "real-secret",
};

describe("merch configuration", () => {
  test("without store credentials outside production: the offline store with its allowlist, codes and pre-selected order", () => {
    const { merch } = loadConfig({ ...base, NODE_ENV: "development" });
    expect(merch).toEqual({
      store: "offline",
      shopify: undefined,
      productIds: ["offline-tee", "offline-pins", "offline-mousepad"],
      discountCodes: ["MG-MERCH-OFFLINE"],
      specificOrder: [
        { productId: "offline-hoodie", variantId: "offline-hoodie-m", quantity: 1 },
        { productId: "offline-pins", variantId: "offline-pins-set", quantity: 1 },
      ],
    });
  });

  test("without store credentials in production: no offline store, nothing to sell", () => {
    const { merch } = loadConfig(production);
    expect(merch).toMatchObject({ store: "disabled", productIds: [], discountCodes: [], specificOrder: [] });
  });

  test("with credentials: the Shopify store and the configured lists", () => {
    const { merch } = loadConfig({
      ...production,
      MERCH_STORE_DOMAIN: "shop.example",
      MERCH_STOREFRONT_TOKEN: "t",
      MERCH_WEBHOOK_SECRET: "w",
      MERCH_PRODUCT_IDS: " gid://shopify/Product/1 , gid://shopify/Product/2 ",
      MERCH_DISCOUNT_CODES: "A,B",
      MERCH_SPECIFIC_ORDER: "gid://shopify/Product/3|gid://shopify/ProductVariant/4|2",
    });
    expect(merch).toEqual({
      store: "shopify",
      shopify: { domain: "shop.example", storefrontToken: "t", webhookSecret: "w" },
      productIds: ["gid://shopify/Product/1", "gid://shopify/Product/2"],
      discountCodes: ["A", "B"],
      specificOrder: [{ productId: "gid://shopify/Product/3", variantId: "gid://shopify/ProductVariant/4", quantity: 2 }],
    });
  });

  test.each([
    [{ MERCH_STORE_DOMAIN: "shop.example" }, "MERCH_STORE_DOMAIN and MERCH_STOREFRONT_TOKEN go together"],
    [{ MERCH_STOREFRONT_TOKEN: "t" }, "MERCH_STORE_DOMAIN and MERCH_STOREFRONT_TOKEN go together"],
    [{ MERCH_SPECIFIC_ORDER: "p|v|0" }, "is not productId|variantId|quantity"],
    [{ MERCH_SPECIFIC_ORDER: "p" }, "is not productId|variantId|quantity"],
  ])("refuses %j", (env, message) => {
    expect(() => loadConfig({ ...base, NODE_ENV: "development", ...env })).toThrow(message);
  });
});
