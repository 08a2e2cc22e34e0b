import { MerchCheckoutStatus } from "./merch-checkout.entity";
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
} from "./merch.rules";
import type { MerchProduct } from "./merch.store";

const single: MerchProduct = {
  id: "p1",
  title: "Pins",
  variants: [{ id: "v1", title: "Default Title", available: true, price: "1" }],
};
const multi: MerchProduct = {
  id: "p2",
  title: "Tee",
  variants: [
    { id: "s", title: "S", available: true, price: "1" },
    { id: "xl", title: "XL", available: false, price: "1" },
  ],
};
const soldOutSingle: MerchProduct = { ...single, variants: [{ ...single.variants[0], available: false }] };
const empty: MerchProduct = { id: "p3", title: "Nothing", variants: [] };

describe("merch rules", () => {
  it.each([
    [null, "request expired"],
    [{ hasMerchAccess: false, hasSpecificMerchOrder: true }, "request expired"],
    [{ hasMerchAccess: true, hasSpecificMerchOrder: false }, null],
  ])("access %j", (flags, message) => {
    const p = checkHasAccess(flags);
    expect(p?.message ?? null).toBe(message);
    if (p) expect(p.code).toBe("FORBIDDEN");
  });

  it.each<[string | null, string | null]>([
    ["p1", null],
    ["p9", "This product is not available"],
    [null, "This product is not available"],
    ["", "This product is not available"],
    ["x".repeat(300), "This product is not available"],
  ])("product %s against the allowlist", (productId, message) => {
    const p = checkProductAllowed(productId, ["p1", "p2"]);
    expect(p?.message ?? null).toBe(message);
    if (p) expect(p.code).toBe("NOT_FOUND");
  });

  it.each<[string, MerchProduct, string | null, string | null, string | null]>([
    ["single variant, none named", single, null, null, "v1"],
    ["single variant, named", single, "v1", null, "v1"],
    ["several variants, none named", multi, null, "Choose a size or variant", null],
    ["several variants, a valid one", multi, "s", null, "s"],
    ["several variants, a sold-out one", multi, "xl", "This item is sold out", null],
    ["a variant of another product", multi, "v1", "Invalid variant", null],
    ["the only variant sold out", soldOutSingle, null, "This item is sold out", null],
    ["no variants at all", empty, null, "This item is sold out", null],
  ])("%s", (_name, product, variantId, message, chosen) => {
    expect(checkVariant(product, variantId)?.message ?? null).toBe(message);
    if (chosen) expect(chosenVariantId(product, variantId)).toBe(chosen);
  });

  it("a pre-selected order needs configured lines", () => {
    expect(checkSpecificOrder([])?.code).toBe("CONFLICT");
    expect(checkSpecificOrder([{}])).toBeNull();
  });

  it.each<[MerchCheckoutStatus, boolean, string | null]>([
    [MerchCheckoutStatus.open, true, null],
    [MerchCheckoutStatus.open, false, "request expired"],
    [MerchCheckoutStatus.expired, true, "request expired"],
    [MerchCheckoutStatus.refused, true, "request expired"],
  ])("confirming a %s checkout with access %s", (status, access, message) => {
    const p = checkConfirmable(status, { hasMerchAccess: access, hasSpecificMerchOrder: false });
    expect(p?.message ?? null).toBe(message);
    if (p) expect(p.code).toBe("CONFLICT");
  });

  it.each([
    ["abc-123", null],
    ["  abc  ", null],
    ["", "Invalid input"],
    ["   ", "Invalid input"],
    ["a b", "Invalid input"],
    ["x".repeat(256), "Invalid input"],
  ])("checkout id %j", (id, message) => {
    expect(checkCheckoutId(id)?.message ?? null).toBe(message);
  });

  it.each<[number[], string | null]>([
    [[], null],
    [[1, 2, 3], null],
    [Array.from({ length: 1000 }, (_, i) => i + 1), null],
    [Array.from({ length: 1001 }, (_, i) => i + 1), "At most 1000 osu! ids can be excluded"],
    [[0], "Invalid osu! id"],
    [[-5], "Invalid osu! id"],
    [[1.5], "Invalid osu! id"],
  ])("excluded osu! ids %#", (ids, message) => {
    expect(checkExcludedOsuIds(ids)?.message ?? null).toBe(message);
  });
});

describe("checkoutItems", () => {
  const products = [
    { id: "tee", title: "T-Shirt", variants: [{ id: "tee-l", title: "L", available: true, price: "$20" }] },
    { id: "pins", title: "Pins", variants: [{ id: "pins-1", title: "Default Title", available: true, price: "$5" }] },
  ];
  it("names product and variant, the quantity when more than one, and 'an item' for one not listed", () => {
    expect(
      checkoutItems(
        [
          { productId: "tee", variantId: "tee-l", quantity: 1 },
          { productId: "pins", variantId: "pins-1", quantity: 3 },
          { productId: "gone", variantId: "x", quantity: 1 },
        ],
        products,
      ),
    ).toEqual(["T-Shirt (L)", "Pins × 3", "an item"]);
  });
});
