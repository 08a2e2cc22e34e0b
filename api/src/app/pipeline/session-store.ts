import session from "express-session";
import type { DataSource } from "typeorm";
import { purgeExpiredSingleUse } from "../../modules/auth/single-use";
import { hydrateLean, leanColumns } from "../../core/lean";
import { User } from "../../modules/users/user.entity";

/** A session's stored expiry is pushed forward at most this often (and only when a request uses the session). */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * express-session store on the `sessions` table, so any instance can serve any request.
 * Expired rows are ignored on read and purged by the session-cleanup job.
 *
 * express-session "touches" an unchanged session after every request that loaded it. The stored expiry only moves when
 * it would move by at least `SESSION_TOUCH_INTERVAL_MS` (the expiry read with the session says how far it is), so a
 * member browsing costs one `UPDATE sessions` every few minutes instead of one per request. The session lives at most
 * that interval less than its full TTL after the last request.
 */
export class PgSessionStore extends session.Store {
  /** Stored expiry (ms) of recently read sessions, by sid (bounded; forgotten on set and destroy). */
  private readonly storedExpiry = new Map<string, number>();
  /** The member a session belongs to, read with it and handed to the request's context once (`takeViewer`). */
  private readonly viewers = new Map<string, User>();

  constructor(
    private readonly db: DataSource,
    private readonly ttlMs: number,
    private readonly touchIntervalMs = SESSION_TOUCH_INTERVAL_MS,
  ) {
    super();
  }

  private remember(sid: string, expire: number): void {
    // Requests that never reach touch (an error before the end) must not grow the map without bound.
    if (this.storedExpiry.size >= 10_000) this.storedExpiry.clear();
    this.storedExpiry.set(sid, expire);
  }

  private expiry(sess: session.SessionData): Date {
    const cookieExpires = sess.cookie?.expires ? new Date(sess.cookie.expires) : null;
    return cookieExpires && !Number.isNaN(cookieExpires.getTime()) ? cookieExpires : new Date(Date.now() + this.ttlMs);
  }

  /**
   * The session and its member in one statement (the viewer of every signed-in request): the member waits in
   * `viewers` for `takeViewer`, so the request's context needs no statement of its own.
   */
  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    this.db
      .query(
        `SELECT s.sess AS "__sess", s.expire AS "__expire", u.id IS NOT NULL AS "__member", ${leanColumns(this.db, User, "u")}
           FROM sessions s LEFT JOIN users u ON u.id = s.user_id
          WHERE s.sid = $1 AND s.expire > now()`,
        [sid],
      )
      .then((rows: Record<string, unknown>[]) => {
        const row = rows[0];
        if (row) {
          this.remember(sid, new Date(row.__expire as Date).getTime());
          if (row.__member) {
            if (this.viewers.size >= 10_000) this.viewers.clear();
            this.viewers.set(sid, hydrateLean(this.db, User, [row])[0]);
          }
        }
        cb(null, (row?.__sess as session.SessionData | undefined) ?? null);
      }, cb);
  }

  /**
   * The member read with the session `sid` by this request's `get`, if it is the member the session names; undefined
   * when there is none to hand over (the caller reads the member itself). Each read is handed over once.
   */
  takeViewer(sid: string, userId: number): User | undefined {
    const viewer = this.viewers.get(sid);
    this.viewers.delete(sid);
    return viewer && viewer.id === userId ? viewer : undefined;
  }

  override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const userId = (sess as { userId?: number }).userId ?? null;
    this.storedExpiry.delete(sid);
    this.viewers.delete(sid);
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
    this.storedExpiry.delete(sid);
    this.viewers.delete(sid);
    this.db.query(`DELETE FROM sessions WHERE sid = $1`, [sid]).then(
      () => cb?.(),
      (err) => cb?.(err),
    );
  }

  override touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const stored = this.storedExpiry.get(sid);
    const next = this.expiry(sess);
    if (stored !== undefined && next.getTime() - stored < this.touchIntervalMs) {
      cb?.();
      return;
    }
    this.db.query(`UPDATE sessions SET expire = $2 WHERE sid = $1`, [sid, next]).then(
      () => {
        this.remember(sid, next.getTime());
        cb?.();
      },
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
