import session from "express-session";
import type { DataSource } from "typeorm";
import { purgeExpiredSingleUse } from "../modules/auth/single-use";

/**
 * express-session store on the `sessions` table, so any instance can serve any request.
 * Expired rows are ignored on read and purged by the session-cleanup job.
 */
export class PgSessionStore extends session.Store {
  constructor(
    private readonly db: DataSource,
    private readonly ttlMs: number,
  ) {
    super();
  }

  private expiry(sess: session.SessionData): Date {
    const cookieExpires = sess.cookie?.expires ? new Date(sess.cookie.expires) : null;
    return cookieExpires && !Number.isNaN(cookieExpires.getTime()) ? cookieExpires : new Date(Date.now() + this.ttlMs);
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    this.db
      .query(`SELECT sess FROM sessions WHERE sid = $1 AND expire > now()`, [sid])
      .then((rows: { sess: session.SessionData }[]) => cb(null, rows[0]?.sess ?? null), cb);
  }

  override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const userId = (sess as { userId?: number }).userId ?? null;
    this.db
      .query(
        `INSERT INTO sessions (sid, sess, user_id, expire) VALUES ($1, $2, $3, $4)
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, user_id = EXCLUDED.user_id, expire = EXCLUDED.expire`,
        [sid, JSON.stringify(sess), userId, this.expiry(sess)],
      )
      .then(
        () => cb?.(),
        (err) => cb?.(err),
      );
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.db.query(`DELETE FROM sessions WHERE sid = $1`, [sid]).then(
      () => cb?.(),
      (err) => cb?.(err),
    );
  }

  override touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    this.db.query(`UPDATE sessions SET expire = $2 WHERE sid = $1`, [sid, this.expiry(sess)]).then(
      () => cb?.(),
      (err) => cb?.(err),
    );
  }
}

/** Deletes expired sessions (and expired single-use sign-in keys); returns how many sessions. */
export async function purgeExpiredSessions(db: DataSource): Promise<number> {
  await purgeExpiredSingleUse(db);
  const res = await db.query(`DELETE FROM sessions WHERE expire <= now()`);
  return Array.isArray(res) ? Number(res[1] ?? 0) : 0;
}

declare module "express-session" {
  interface SessionData {
    userId?: number;
    osuId?: number;
    /** The member's osu! tokens, sealed (modules/auth/osu-tokens.ts). */
    osuTokens?: string;
  }
}
