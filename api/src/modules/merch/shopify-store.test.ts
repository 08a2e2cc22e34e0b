import crypto from "node:crypto";
import { cartToken, parseShopifyOrderWebhook, ShopifyStore } from "./shopify-store";
import { StoreUnavailableError } from "./merch.store";

function fakeFetch(reply: (body: { query: string; variables: Record<string, unknown> }) => unknown, status = 200) {
  const calls: { url: string; headers: Record<string, string>; body: { query: string; variables: Record<string, unknown> } }[] =
    [];
  const fn = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
    calls.push({ url, headers: init.headers as Record<string, string>, body });
    return new Response(JSON.stringify(reply(body)), { status, headers: { "content-type": "application/json" } });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe("ShopifyStore (Storefront API, faked)", () => {
  const options = { domain: "shop.example", storefrontToken: "sf-token" };

  test("lists products by id with up to 10 variants; unknown ids are left out", async () => {
    const { fn, calls } = fakeFetch(() => ({
      data: {
        nodes: [
          {
            id: "gid://shopify/Product/1",
            title: "Tee",
            variants: {
              nodes: [
                {
                  id: "gid://shopify/ProductVariant/11",
                  title: "S",
                  availableForSale: true,
                  price: { amount: "25.0", currencyCode: "USD" },
                },
              ],
            },
          },
          null,
        ],
      },
    }));
    const store = new ShopifyStore(options, fn);
    expect(await store.listProducts(["gid://shopify/Product/1", "gid://shopify/Product/2"])).toEqual([
      {
        id: "gid://shopify/Product/1",
        title: "Tee",
        variants: [{ id: "gid://shopify/ProductVariant/11", title: "S", available: true, price: "25.0 USD" }],
      },
    ]);
    expect(calls[0].url).toBe("https://shop.example/api/2025-01/graphql.json");
    expect(calls[0].headers["x-shopify-storefront-access-token"]).toBe("sf-token");
    expect(calls[0].body.variables).toEqual({ ids: ["gid://shopify/Product/1", "gid://shopify/Product/2"] });
    expect(await store.listProducts([])).toEqual([]);
  });

  test("creates a cart with the lines and discount codes; the checkout id is the cart token", async () => {
    const { fn, calls } = fakeFetch(() => ({
      data: {
        cartCreate: {
          cart: { id: "gid://shopify/Cart/abc123?key=k", checkoutUrl: "https://shop.example/cart/c/abc123" },
          userErrors: [],
        },
      },
    }));
    const store = new ShopifyStore(options, fn);
    const checkout = await store.createCheckout({
      lines: [{ productId: "p", variantId: "gid://shopify/ProductVariant/11", quantity: 2 }],
      discountCodes: ["FREE"],
      note: "n",
    });
    expect(checkout).toEqual({ checkoutId: "abc123", url: "https://shop.example/cart/c/abc123" });
    expect(calls[0].body.variables).toEqual({
      input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/11", quantity: 2 }], discountCodes: ["FREE"], note: "n" },
    });
  });

  test.each([
    ["an HTTP error", fakeFetch(() => ({}), 502).fn],
    ["GraphQL errors", fakeFetch(() => ({ errors: [{ message: "bad token" }] })).fn],
    ["a refused cart", fakeFetch(() => ({ data: { cartCreate: { cart: null, userErrors: [{ message: "nope" }] } } })).fn],
    ["a network failure", (async () => Promise.reject(new Error("ECONNRESET"))) as unknown as typeof fetch],
  ])("%s is a StoreUnavailableError", async (_name, fn) => {
    const store = new ShopifyStore(options, fn);
    await expect(store.createCheckout({ lines: [], discountCodes: [], note: "" })).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  test("cart tokens", () => {
    expect(cartToken("gid://shopify/Cart/Z2NwLXVz?key=abc")).toBe("Z2NwLXVz");
    expect(cartToken("plain")).toBe("plain");
  });
});

describe("parseShopifyOrderWebhook", () => {
  const secret = "s3cret";
  const sign = (b: Buffer) => crypto.createHmac("sha256", secret).update(b).digest("base64");
  const body = Buffer.from(JSON.stringify({ cart_token: "tok", name: "#1001", order_number: 1001 }));

  test.each<[string, Buffer, string | undefined, unknown]>([
    ["a signed order", body, sign(body), { checkoutId: "tok", orderNumber: "#1001" }],
    ["no signature", body, undefined, null],
    ["a wrong signature", body, sign(Buffer.from("x")), null],
    ["a truncated signature", body, "abc", null],
    ["not JSON", Buffer.from("nope"), sign(Buffer.from("nope")), null],
    ["no cart token", Buffer.from("{}"), sign(Buffer.from("{}")), null],
  ])("%s", (_name, raw, hmac, expected) => {
    expect(parseShopifyOrderWebhook(raw, hmac, secret)).toEqual(expected);
  });
});
