import { parse as parseCookie } from "cookie";
import { unsign } from "cookie-signature";
import type { DataSource } from "typeorm";
import { hydrateLean, leanColumns } from "../../core/lean";
import { readRows } from "../../core/sql";
import { User } from "../../modules/users/user.entity";
import { SESSION_TOUCH_INTERVAL_MS } from "./session-store";

/**
 * The session id of a request's signed session cookie (`s:<sid>.<signature>`, as express-session writes it; parsed by
 * `cookie`, checked by `cookie-signature`, the two libraries express-session uses), or null when there is none or its
 * signature is not ours.
 *
 * A browser sends the same Cookie header on every request of a visit: whole headers whose session cookie was verified
 * are kept, by secret and cookie name, so the HMAC is computed once per visit, not per request (it was 4% of a small
 * read's CPU). Only headers up to MAX_KEPT_HEADER characters whose signature matched are kept, at most
 * MAX_VERIFIED_COOKIES per name (then the memory starts over); a header is found only by its exact text, which only
 * its holder knows.
 */
export function signedSessionId(cookieHeader: string | undefined, name: string, secret: string): string | null {
  if (!cookieHeader) return null;
  const key = `${name}\u0000${secret}`;
  let ofName = verifiedHeaders.get(key);
  if (!ofName) verifiedHeaders.set(key, (ofName = new Map()));
  const known = ofName.get(cookieHeader);
  if (known !== undefined) return known;
  const sid = sessionIdOf(cookieHeader, name, secret);
  if (sid !== null && cookieHeader.length <= MAX_KEPT_HEADER) {
    if (ofName.size >= MAX_VERIFIED_COOKIES) ofName.clear();
    ofName.set(cookieHeader, sid);
  }
  return sid;
}

function sessionIdOf(cookieHeader: string, name: string, secret: string): string | null {
  // `cookie.parse` keeps the first cookie of a name and decodes its value, as express-session reads it.
  const raw = parseCookie(cookieHeader)[name];
  if (!raw?.startsWith("s:")) return null;
  const sid = unsign(raw.slice(2), secret);
  return sid === false ? null : sid;
}

const verifiedHeaders = new Map<string, Map<string, string>>();
const MAX_KEPT_HEADER = 1024;
const MAX_VERIFIED_COOKIES = 10_000;

/**
 * The viewer of a cookie-signed-in request to /graphql (app/pipeline/README.md): one statement reads the session's
 * member id and the version of the member's row, and pushes the session's expiry forward when it is due (at most
 * every SESSION_TOUCH_INTERVAL_MS, like PgSessionStore.touch).
 *
 * The member's row (50 columns) is kept in memory with its version, PostgreSQL's `xmin` and `ctid` of the row: any
 * update of the row, by any writer, gives it a new `ctid` (a new tuple) and a new `xmin` (the writing transaction).
 * When the statement reports the version kept, the kept member is the row in the database and the request gets its own
 * copy of it (no two requests share an entity); otherwise a second statement reads the row and keeps it. The 50 columns
 * cost about 30 µs of the driver's CPU per statement, a tenth of a small read's request.
 */
export class SessionViewers {
  private readonly sql = `WITH s AS (
        SELECT u.id AS "__uid", ${ROW_VERSION} AS "__version"
          FROM sessions s LEFT JOIN users u ON u.id = s.user_id
         WHERE s.sid = $1 AND s.expire > now()),
      touched AS (UPDATE sessions SET expire = $2 WHERE sid = $1 AND expire > now() AND expire < $3 RETURNING 1)
      SELECT s.* FROM s`;
  /** Member rows by member id, with their version (`xmin/ctid`), at most MAX_KEPT_MEMBERS (least recently read out first). */
  private readonly kept = new Map<number, KeptMember>();
  private memberSql: string | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly ttlMs: number,
    private readonly now: () => Date,
    private readonly touchIntervalMs = SESSION_TOUCH_INTERVAL_MS,
  ) {}

  /** The member signed in with session `sid` (null when the session is unknown, expired or has no member). */
  async viewer(sid: string): Promise<User | null> {
    const now = this.now().getTime();
    // Timestamps as ISO text: the driver's own conversion of a Date (local time with its offset) costs more.
    const rows = await readRows(this.db, this.sql, [
      sid,
      new Date(now + this.ttlMs).toISOString(),
      new Date(now + this.ttlMs - this.touchIntervalMs).toISOString(),
    ]);
    return this.member(rows[0]);
  }

  /** The session's member, from the kept row when its version is the one the statement saw, else read now. */
  private async member(session: Record<string, unknown> | undefined): Promise<User | null> {
    const uid = session?.__uid;
    if (uid == null) return null;
    const id = Number(uid);
    const kept = this.kept.get(id);
    let member: KeptMember | null;
    if (kept && kept.version === session!.__version) {
      member = kept;
      // Least recently read out first: a read moves the member to the end.
      this.kept.delete(id);
      this.kept.set(id, kept);
    } else {
      member = await this.readMember(id);
    }
    return member ? ownCopy(member) : null;
  }

  /** The member's row as it is now, kept with its version (null if the member is gone). */
  private async readMember(id: number): Promise<KeptMember | null> {
    this.memberSql ??= `SELECT ${leanColumns(this.db, User, "u")}, ${ROW_VERSION} AS "__version" FROM users u WHERE u.id = $1`;
    const [row] = await readRows(this.db, this.memberSql, [id]);
    this.kept.delete(id);
    if (!row) return null;
    const [entity] = hydrateLean(this.db, User, [row]);
    const member: KeptMember = {
      version: String(row.__version),
      entity,
      dates: Object.keys(entity).filter((key) => (entity as unknown as Record<string, unknown>)[key] instanceof Date),
    };
    if (this.kept.size >= MAX_KEPT_MEMBERS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(id, member);
    return member;
  }
}

/**
 * A member's row as read (hydrated once), its version, and which of its properties hold a Date (the other columns are
 * strings, numbers, booleans and null: an entity's own values, never shared objects).
 */
export interface KeptMember {
  version: string;
  entity: User;
  dates: string[];
}

/**
 * The kept member as one request's own entity: a copy of the kept instance with its own Date objects, so what a request
 * does to its viewer never reaches the kept one or another request's. Copying an instance whose columns are already
 * converted costs a fraction of hydrating the row again.
 */
export function ownCopy(member: KeptMember): User {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(member.entity) as object) as User, member.entity);
  const values = copy as unknown as Record<string, Date>;
  for (const key of member.dates) values[key] = new Date(values[key].getTime());
  return copy;
}

/** A row version that changes with every update of the row (see SessionViewers). */
const ROW_VERSION = `u.xmin::text || '/' || u.ctid::text`;

/** Members whose rows are kept (about 2 KB each). */
const MAX_KEPT_MEMBERS = 5_000;
