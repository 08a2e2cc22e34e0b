import crypto from "node:crypto";
import type { DataSource } from "typeorm";

/**
 * Marks a key as used, atomically across every instance: true the first time, false for any replay until `expiresAt`.
 * Used for authorization codes (the offline osu! provider) and sign-in states (our callback), so a code or a
 * callback URL works exactly once, at once — not for the rest of its lifetime.
 */
export async function useOnce(db: DataSource, kind: string, value: string, expiresAt: Date): Promise<boolean> {
  const key = singleUseKey(kind, value);
  const rows: unknown[] = await db.query(
    `INSERT INTO oauth_single_use (key, expires_at) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key`,
    [key, expiresAt],
  );
  return rows.length === 1;
}

/** Has the key been used (and not yet purged)? (The offline osu! provider's revoked tokens.) */
export async function wasUsed(db: DataSource, kind: string, value: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM oauth_single_use WHERE key = $1 AND expires_at > now()`, [
    singleUseKey(kind, value),
  ]);
  return rows.length > 0;
}

function singleUseKey(kind: string, value: string): string {
  return `${kind}:${crypto.createHash("sha256").update(value).digest("base64url")}`;
}

/** Deletes single-use keys past their lifetime; returns how many. */
export async function purgeExpiredSingleUse(db: DataSource): Promise<number> {
  const res = await db.query(`DELETE FROM oauth_single_use WHERE expires_at <= now()`);
  return Array.isArray(res) ? Number(res[1] ?? 0) : 0;
}
