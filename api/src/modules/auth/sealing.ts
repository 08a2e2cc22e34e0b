import crypto from "node:crypto";

/**
 * Small, dependency-free crypto for sign-in: keys derived per purpose from one configured secret (HKDF-SHA256),
 * HMAC-signed short-lived values (the OAuth state cookie) and AES-256-GCM sealed values (osu! tokens at rest).
 */

const keys = new Map<string, Buffer>();

/** A 32-byte key for one purpose, derived from a secret; the same inputs always give the same key. */
export function deriveKey(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync("sha256", secret, "mappers-guild", purpose, 32));
    keys.set(id, key);
  }
  return key;
}

/** `payload` as `<base64url json>.<hmac>`, with an expiry (ms since epoch). */
export function signValue(key: Buffer, payload: object, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: expiresAt })).toString("base64url");
  return `${body}.${crypto.createHmac("sha256", key).update(body).digest("base64url")}`;
}

/** The payload of a signed value, or null when forged, malformed or expired. */
export function verifyValue<T extends object>(key: Buffer, token: unknown, now = Date.now()): T | null {
  if (typeof token !== "string" || token.length > 4096) return null;
  const [body, mac, ...rest] = token.split(".");
  if (!body || !mac || rest.length) return null;
  const expected = crypto.createHmac("sha256", key).update(body).digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString()) as T & { exp?: unknown };
    if (typeof payload.exp !== "number" || payload.exp < now) return null;
    return payload;
  } catch {
    return null;
  }
}

/** Encrypts and authenticates a text: `v1.<iv>.<ciphertext>.<tag>` (base64url). */
export function seal(key: Buffer, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const ct = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv, ct, cipher.getAuthTag()].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

/** The text of a sealed value, or null when it was not sealed with this key (or was tampered with). */
export function unseal(key: Buffer, sealed: unknown): string | null {
  if (typeof sealed !== "string") return null;
  const [v, iv, ct, tag, ...rest] = sealed.split(".");
  if (v !== "v1" || !iv || ct === undefined || !tag || rest.length) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ct, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
