import crypto from "node:crypto";
import type { Config } from "../../config";
import { deriveKey, seal, unseal } from "../auth/sealing";

/**
 * Webhook signing secrets (README.md "Secrets"): `mgw_` + 32 random bytes, shown once; stored sealed with AES-256-GCM
 * under a key derived from WEBHOOK_SECRET_KEY, because every post is signed with the secret itself (a hash would not do).
 */
export const SECRET_PREFIX = "mgw_";

export const newSecret = (): string => SECRET_PREFIX + crypto.randomBytes(32).toString("base64url");

const key = (config: Pick<Config, "webhooks">) => deriveKey(config.webhooks.secretKey, "webhook-secrets");

export const sealSecret = (config: Pick<Config, "webhooks">, secret: string): string => seal(key(config), secret);

/** The secret, or null when it was sealed under another key. */
export const openSecret = (config: Pick<Config, "webhooks">, sealed: string): string | null => unseal(key(config), sealed);

/** The `X-Signature` value: `sha256=` + the hex HMAC-SHA256 of the raw body with the secret (UTF-8) as key. */
export const signature = (secret: string, body: string): string =>
  `sha256=${crypto.createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
