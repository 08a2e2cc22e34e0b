import express, { type Router } from "express";
import { sendError } from "../../core/rest";
import { AppError, badInput, notFound } from "../../core/errors";
import type { MerchService } from "./merch.service";
import { parseShopifyOrderWebhook } from "./shopify-store";

/**
 * The store's confirmation of a purchase: Shopify's `orders/create` webhook at POST /api/merch/orderWebhook, verified
 * with MERCH_WEBHOOK_SECRET over the raw body. Registered before the JSON body parser (it needs the raw bytes).
 * Answers 404 unless a Shopify store with a webhook secret is configured.
 */
export function registerMerchWebhook(router: Router, services: { merch: MerchService }, webhookSecret: string | undefined): void {
  router.post("/merch/orderWebhook", express.raw({ type: "*/*", limit: "1mb" }), async (req, res) => {
    try {
      if (!webhookSecret || services.merch.store.kind !== "shopify") throw notFound("Not Found");
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const confirmation = parseShopifyOrderWebhook(body, req.get("x-shopify-hmac-sha256"), webhookSecret);
      if (!confirmation) throw badInput("Invalid webhook");
      const result = await services.merch.confirmCheckout(confirmation.checkoutId, confirmation.orderNumber);
      res.json({ ok: true, orderNumber: result.orderNumber });
    } catch (err) {
      // A refused confirmation is still "received" for the store (no retries); staff see it as refused.
      if (err instanceof AppError && err.code === "CONFLICT") {
        res.json({ ok: false, error: err.message });
        return;
      }
      sendError(req, res, err, "status"); // a store, not the original's client: the refusal's own 4xx
    }
  });
}
