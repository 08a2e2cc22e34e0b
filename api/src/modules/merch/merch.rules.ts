/**
 * Pure rules of the merch checkout (modules/merch/README.md). Each returns a Problem or nothing.
 */
import { MAX_ROW_ID } from "../../core/ids";
import { badInputProblem, conflictProblem, forbiddenProblem, notFoundProblem, type Problem } from "../../core/errors";
import { MerchCheckoutStatus } from "./merch-checkout.entity";
import type { CheckoutLine, MerchProduct } from "./merch.store";

export const MSG_MERCH = {
  /** The page's text for members without access; also the answer to a checkout without access. */
  expired: "request expired",
  productUnavailable: "This product is not available",
  chooseVariant: "Choose a size or variant",
  invalidVariant: "Invalid variant",
  soldOut: "This item is sold out",
  noSpecificOrder: "Your order has not been set up yet; please message the Mappers' Guild team",
  storeDown: "The store is not reachable right now, please try again later",
  unknownCheckout: "Unknown checkout",
  invalidInput: "Invalid input",
  tooManyOsuIds: "At most 1000 osu! ids can be excluded",
  invalidOsuId: "Invalid osu! id",
} as const;

export const MAX_EXCLUDED_OSU_IDS = 1000;
export const MAX_CHECKOUT_ID_LENGTH = 255;
export const MAX_PRODUCT_ID_LENGTH = 255;

/** Merch flags as they are stored (none = no row). */
export interface MerchFlags {
  hasMerchAccess: boolean;
  hasSpecificMerchOrder: boolean;
}

/** Only members with merch access may see products and begin a checkout. */
export function checkHasAccess(flags: MerchFlags | null | undefined): Problem | null {
  return flags?.hasMerchAccess ? null : forbiddenProblem(MSG_MERCH.expired);
}

/** Only products of the configured allowlist can be checked out (the original accepted any product id). */
export function checkProductAllowed(productId: string | null | undefined, allowlist: readonly string[]): Problem | null {
  if (!productId || productId.length > MAX_PRODUCT_ID_LENGTH || !allowlist.includes(productId))
    return notFoundProblem(MSG_MERCH.productUnavailable);
  return null;
}

/**
 * The variant of a checkout: the one asked for, which must belong to the product and be available; without one, the
 * product's only variant. A product with several variants needs a choice (the original took an undefined variant).
 */
export function checkVariant(product: MerchProduct, variantId: string | null | undefined): Problem | null {
  if (product.variants.length === 0) return conflictProblem(MSG_MERCH.soldOut);
  if (!variantId) {
    if (product.variants.length > 1) return badInputProblem(MSG_MERCH.chooseVariant);
    return product.variants[0].available ? null : conflictProblem(MSG_MERCH.soldOut);
  }
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) return badInputProblem(MSG_MERCH.invalidVariant);
  return variant.available ? null : conflictProblem(MSG_MERCH.soldOut);
}

/** The variant id a checked request buys. */
export function chosenVariantId(product: MerchProduct, variantId: string | null | undefined): string {
  return variantId || product.variants[0].id;
}

/** The pre-selected order needs configured lines. */
export function checkSpecificOrder(lines: readonly unknown[]): Problem | null {
  return lines.length === 0 ? conflictProblem(MSG_MERCH.noSpecificOrder) : null;
}

/**
 * Whether the store's confirmation of a checkout uses up the member's access now: only an open checkout of a member
 * who still has access. (A confirmed checkout is answered as already done by the service, before this rule.)
 */
export function checkConfirmable(status: MerchCheckoutStatus, flags: MerchFlags | null | undefined): Problem | null {
  if (status !== MerchCheckoutStatus.open) return conflictProblem(MSG_MERCH.expired);
  if (!flags?.hasMerchAccess) return conflictProblem(MSG_MERCH.expired);
  return null;
}

/** A checkout id as staff paste it: trimmed, non-empty, no spaces, at most 255 characters. */
export function checkCheckoutId(checkoutId: string): Problem | null {
  const id = checkoutId.trim();
  if (!id || id.length > MAX_CHECKOUT_ID_LENGTH || /\s/.test(id)) return badInputProblem(MSG_MERCH.invalidInput);
  return null;
}

/** The osu! ids a reset leaves alone: at most 1000 positive integer ids. */
export function checkExcludedOsuIds(osuIds: readonly number[]): Problem | null {
  if (osuIds.length > MAX_EXCLUDED_OSU_IDS) return badInputProblem(MSG_MERCH.tooManyOsuIds);
  if (osuIds.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ROW_ID)) return badInputProblem(MSG_MERCH.invalidOsuId);
  return null;
}

/**
 * What a checkout holds, in words: "T-shirt (XL)", "× 2" when more than one; a product no longer listed (or a
 * pre-selected order's, which is not in the product list) reads "an item".
 */
export function checkoutItems(lines: readonly CheckoutLine[], products: readonly MerchProduct[]): string[] {
  return lines.map((l) => {
    const product = products.find((p) => p.id === l.productId);
    const variant = product?.variants.find((v) => v.id === l.variantId);
    const name = product
      ? variant && variant.title !== "Default Title"
        ? `${product.title} (${variant.title})`
        : product.title
      : "an item";
    return l.quantity > 1 ? `${name} × ${l.quantity}` : name;
  });
}
