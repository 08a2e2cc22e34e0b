import express, { type Response, type Router } from "express";
import { AppError } from "../../../core/errors";
import { OFFLINE_CATALOG } from "./catalog";
import type { ConfirmCheckout, OfflineStore } from "./offline-store";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .type("html")
    .set("cache-control", "no-store")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · offline store</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#1c1b17;color:#e8e6df}
main{max-width:640px;margin:0 auto;padding:24px 16px}
.banner{border:1px dashed #e6b84c;color:#f3d58c;padding:8px 12px;border-radius:6px;font-size:14px}
h1{font-size:24px;margin:20px 0 12px}
table{width:100%;border-collapse:collapse;margin:12px 0}th,td{text-align:left;padding:8px;border-bottom:1px solid #3a3831}
.codes{color:#36d8a2}
button{font:inherit;font-weight:600;background:#36d8a2;color:#14130f;border:0;border-radius:6px;padding:10px 18px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f3d58c;outline-offset:2px}
a{color:#7cc7f2}.error{color:#ff8a80}
</style></head><body><main>
<p class="banner">Offline store — development and tests only. No money moves and nothing is shipped.</p>
${body}
</main></body></html>`,
    );
}

function describe(productId: string, variantId: string): string {
  const product = OFFLINE_CATALOG.find((p) => p.id === productId);
  const variant = product?.variants.find((v) => v.id === variantId);
  if (!product || !variant) return esc(variantId);
  return variant.title === "Default Title" ? esc(product.title) : `${esc(product.title)} (${esc(variant.title)})`;
}

/**
 * The offline store's own pages under /mock-store (mounted only when the store is offline, never in production):
 * the cart of a checkout with a "complete checkout" button, and the result.
 */
export function createOfflineStoreRouter(store: OfflineStore, confirm: ConfirmCheckout): Router {
  const router = express.Router();

  router.get("/checkout/:id", async (req, res) => {
    const checkout = await store.checkout(String(req.params.id));
    if (!checkout) return page(res, 404, "Checkout not found", `<h1>Checkout not found</h1>`);
    const rows = checkout.lines
      .map((l) => `<tr><td>${describe(l.productId, l.variantId)}</td><td>${l.quantity}</td></tr>`)
      .join("");
    const done = checkout.status === "completed";
    page(
      res,
      200,
      "Checkout",
      `<h1>${done ? `Order ${esc(checkout.orderNumber ?? "")} placed` : "Checkout"}</h1>
<table><thead><tr><th scope="col">Item</th><th scope="col">Quantity</th></tr></thead><tbody>${rows}</tbody></table>
<p>Discount codes: <span class="codes">${checkout.discountCodes.map(esc).join(", ") || "none"}</span></p>
${
  done
    ? `<p><a href="/merch">Back to the Mappers' Guild</a></p>`
    : `<form method="post" action="/mock-store/checkout/${esc(checkout.id)}/complete"><button type="submit">complete checkout</button></form>`
}`,
    );
  });

  router.post("/checkout/:id/complete", async (req, res) => {
    try {
      const { orderNumber } = await store.complete(String(req.params.id), confirm);
      page(
        res,
        200,
        "Order placed",
        `<h1>Order ${esc(orderNumber)} placed</h1><p>Thank you! Your order number is <strong>${esc(orderNumber)}</strong>.</p>
<p><a href="/merch">Back to the Mappers' Guild</a></p>`,
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      page(
        res,
        err.code === "NOT_FOUND" ? 404 : 409,
        "Checkout refused",
        `<h1>Checkout refused</h1><p class="error" role="alert">${esc(err.message)}</p><p><a href="/merch">Back to the Mappers' Guild</a></p>`,
      );
    }
  });

  return router;
}
