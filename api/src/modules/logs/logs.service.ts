import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import { LogCategory } from "../../core/enums";
import { Log } from "./log.entity";
import { badInput, notFound } from "../../core/errors";
import { keysetPage, type Page, type PageArgs } from "../../core/connection";

export const LOGS_PAGE_SIZE = 100;

export interface LogPage {
  logs: Log[];
  /** Opaque cursor for the next page, null at the end. */
  nextCursor: string | null;
}

/** Cursor = "<createdAt ISO>_<id>": stable keyset paging while new entries keep arriving. */
export function encodeLogCursor(log: Pick<Log, "createdAt" | "id">): string {
  return Buffer.from(`${log.createdAt.toISOString()}_${log.id}`).toString("base64url");
}

export function decodeLogCursor(cursor: string): { createdAt: Date; id: number } {
  const raw = Buffer.from(cursor, "base64url").toString();
  const i = raw.lastIndexOf("_");
  const createdAt = new Date(raw.slice(0, i));
  const id = Number(raw.slice(i + 1));
  if (i < 0 || Number.isNaN(createdAt.getTime()) || !Number.isInteger(id)) throw badInput("Invalid cursor");
  return { createdAt, id };
}

export class LogsService {
  constructor(private readonly deps: Deps) {}

  /** Append an activity-log entry, inside the caller's transaction when one is given. */
  async write(userId: number | null, action: string, category: LogCategory, manager?: EntityManager): Promise<void> {
    const m = manager ?? this.deps.db.manager;
    // Explicit millisecond timestamp: the keyset cursor round-trips through a JS Date.
    await m.insert(Log, { userId, action, category, createdAt: this.deps.now() });
  }

  /** The public feed as a Relay connection (docs/api-guide.md "Pagination"): newest first, keyset pages. */
  connection(args: PageArgs): Promise<Page<Log>> {
    const qb = this.deps.db.getRepository(Log).createQueryBuilder("l").where("l.category <> :err", { err: LogCategory.error });
    return keysetPage(
      qb,
      [
        { sql: "l.created_at", direction: "DESC", kind: "string", of: (l) => l.createdAt.toISOString(), cast: "timestamptz" },
        { sql: "l.id", direction: "DESC", kind: "number", of: (l) => l.id },
      ],
      args,
    );
  }

  /** One entry of the public feed (a `node` lookup); error entries are not public: not found. */
  async get(id: number): Promise<Log> {
    const log = await this.deps.db.getRepository(Log).findOneBy({ id });
    if (!log || log.category === LogCategory.error) throw notFound();
    return log;
  }

  /** Public feed: newest first, every category except `error`. */
  async list(opts: { cursor?: string | null; limit?: number; offset?: number }): Promise<LogPage> {
    const limit = Math.min(Math.max(opts.limit ?? LOGS_PAGE_SIZE, 1), LOGS_PAGE_SIZE);
    const qb = this.deps.db
      .getRepository(Log)
      .createQueryBuilder("l")
      .where("l.category <> :err", { err: LogCategory.error })
      .orderBy("l.created_at", "DESC")
      .addOrderBy("l.id", "DESC")
      .take(limit + 1);
    if (opts.cursor) {
      const c = decodeLogCursor(opts.cursor);
      qb.andWhere("(l.created_at, l.id) < (:c_at, :c_id)", { c_at: c.createdAt, c_id: c.id });
    }
    // Offset paging is kept only for old scripts (`skip`); it can skip or repeat rows while logs arrive.
    if (!opts.cursor && opts.offset) qb.skip(Math.min(Math.max(opts.offset, 0), 1_000_000));
    const rows = await qb.getMany();
    const logs = rows.slice(0, limit);
    return { logs, nextCursor: rows.length > limit ? encodeLogCursor(logs[logs.length - 1]) : null };
  }
}
