/**
 * The store the merch checkout goes to (modules/merch/README.md): a small client interface with three
 * implementations — the Shopify Storefront API, the built-in offline store (development and tests), and a disabled
 * store (production without credentials).
 */

/** One purchasable variant of a product (size, colour, ...). */
export interface MerchVariant {
  id: string;
  title: string;
  available: boolean;
  /** Price as the store writes it, e.g. "25.00 USD". */
  price: string;
}

export interface MerchProduct {
  id: string;
  title: string;
  /** At most MAX_VARIANTS, in the store's order. */
  variants: MerchVariant[];
}

export interface CheckoutLine {
  productId: string;
  variantId: string;
  quantity: number;
}

export interface StoreCheckout {
  /** The store's id of the checkout; the store's confirmation names it. */
  checkoutId: string;
  /** Where the member's browser goes to pay (absolute, or site-relative for the offline store). */
  url: string;
}

export const MAX_VARIANTS = 10;

export interface MerchStore {
  readonly kind: "shopify" | "offline" | "disabled";
  /** Products by id, in the order asked; unknown ids are left out. */
  listProducts(ids: readonly string[]): Promise<MerchProduct[]>;
  /** Opens a checkout for the lines with the discount codes applied. */
  createCheckout(input: {
    lines: readonly CheckoutLine[];
    discountCodes: readonly string[];
    note: string;
  }): Promise<StoreCheckout>;
  /** The order placed from a checkout, when the store knows it. */
  findOrder(checkoutId: string): Promise<{ orderNumber: string } | null>;
}

/** Thrown by a store when it cannot answer (network, credentials, unexpected reply). */
export class StoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StoreUnavailableError";
  }
}

/** Production without store credentials: nothing to sell. */
export class DisabledStore implements MerchStore {
  readonly kind = "disabled" as const;
  listProducts(): Promise<MerchProduct[]> {
    return Promise.resolve([]);
  }
  createCheckout(): Promise<StoreCheckout> {
    return Promise.reject(new StoreUnavailableError("No merch store is configured"));
  }
  findOrder(): Promise<{ orderNumber: string } | null> {
    return Promise.resolve(null);
  }
}
