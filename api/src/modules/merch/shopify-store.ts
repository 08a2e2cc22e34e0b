import crypto from "node:crypto";
import {
  MAX_VARIANTS,
  StoreUnavailableError,
  type CheckoutLine,
  type MerchProduct,
  type MerchStore,
  type StoreCheckout,
} from "./merch.store";

const API_VERSION = "2025-01";
const TIMEOUT_MS = 10_000;

type Fetch = typeof fetch;

const PRODUCTS_QUERY = `query MgMerchProducts($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on Product { id title variants(first: ${MAX_VARIANTS}) { nodes { id title availableForSale price { amount currencyCode } } } }
  }
}`;

const CART_MUTATION = `mutation MgMerchCart($input: CartInput!) {
  cartCreate(input: $input) { cart { id checkoutUrl } userErrors { field message } }
}`;

interface ProductNode {
  id?: string;
  title?: string;
  variants?: {
    nodes: { id: string; title: string; availableForSale: boolean; price: { amount: string; currencyCode: string } }[];
  };
}

/** The cart token of a Storefront cart id ("gid://shopify/Cart/<token>?key=..."): orders name it as `cart_token`. */
export function cartToken(cartId: string): string {
  return cartId.replace(/^gid:\/\/shopify\/Cart\//, "").split("?")[0];
}

/**
 * The Shopify Storefront API as a MerchStore: products by id, a cart with discount codes (its checkout URL is where the
 * member pays). The store confirms a purchase with an `orders/create` webhook (see parseShopifyOrderWebhook); order
 * numbers are found from those confirmations, so `findOrder` asks nothing of Shopify.
 */
export class ShopifyStore implements MerchStore {
  readonly kind = "shopify" as const;

  constructor(
    private readonly options: { domain: string; storefrontToken: string },
    private readonly fetchFn: Fetch = fetch,
  ) {}

  private async call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    let res: Response;
    try {
      res = await this.fetchFn(`https://${this.options.domain}/api/${API_VERSION}/graphql.json`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-shopify-storefront-access-token": this.options.storefrontToken },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new StoreUnavailableError(`store unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) throw new StoreUnavailableError(`store answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as { data?: T; errors?: { message: string }[] } | null;
    if (!body?.data || body.errors?.length)
      throw new StoreUnavailableError(`store error: ${body?.errors?.[0]?.message ?? "no data"}`);
    return body.data;
  }

  async listProducts(ids: readonly string[]): Promise<MerchProduct[]> {
    if (ids.length === 0) return [];
    const data = await this.call<{ nodes: (ProductNode | null)[] }>(PRODUCTS_QUERY, { ids });
    return data.nodes
      .filter((n): n is Required<ProductNode> => !!n?.id && !!n.title && !!n.variants)
      .map((n) => ({
        id: n.id,
        title: n.title,
        variants: n.variants.nodes.slice(0, MAX_VARIANTS).map((v) => ({
          id: v.id,
          title: v.title,
          available: v.availableForSale,
          price: `${v.price.amount} ${v.price.currencyCode}`,
        })),
      }));
  }

  async createCheckout(input: {
    lines: readonly CheckoutLine[];
    discountCodes: readonly string[];
    note: string;
  }): Promise<StoreCheckout> {
    const data = await this.call<{
      cartCreate: { cart: { id: string; checkoutUrl: string } | null; userErrors: { message: string }[] };
    }>(CART_MUTATION, {
      input: {
        lines: input.lines.map((l) => ({ merchandiseId: l.variantId, quantity: l.quantity })),
        discountCodes: input.discountCodes,
        note: input.note,
      },
    });
    const cart = data.cartCreate.cart;
    if (!cart || data.cartCreate.userErrors.length)
      throw new StoreUnavailableError(`cart refused: ${data.cartCreate.userErrors[0]?.message ?? "no cart"}`);
    return { checkoutId: cartToken(cart.id), url: cart.checkoutUrl };
  }

  findOrder(): Promise<{ orderNumber: string } | null> {
    return Promise.resolve(null);
  }
}

/**
 * An `orders/create` webhook from Shopify: verified with the webhook secret (HMAC-SHA256 of the raw body, base64, in
 * `X-Shopify-Hmac-Sha256`), it confirms the checkout named by `cart_token`. Anything else answers null.
 */
export function parseShopifyOrderWebhook(
  rawBody: Buffer,
  hmacHeader: string | undefined,
  secret: string,
): { checkoutId: string; orderNumber: string } | null {
  if (!hmacHeader) return null;
  const expected = crypto.createHmac("sha256", secret).update(rawBody).digest();
  const given = Buffer.from(hmacHeader, "base64");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  let body: { cart_token?: unknown; name?: unknown; order_number?: unknown };
  try {
    body = JSON.parse(rawBody.toString("utf8")) as typeof body;
  } catch {
    return null;
  }
  if (typeof body.cart_token !== "string" || !body.cart_token) return null;
  const orderNumber = typeof body.name === "string" ? body.name : String(body.order_number ?? "");
  if (!orderNumber) return null;
  return { checkoutId: body.cart_token, orderNumber };
}
