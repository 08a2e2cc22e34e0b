import { Query } from "pg";
import { QueryFailedError, type DataSource } from "typeorm";

/**
 * Reads as named prepared statements (docs/architecture.md "Reads"). PostgreSQL parses, analyses and plans an
 * unnamed statement on every execution; for the short reads a page sends (loaders, pages of a list, the session) that
 * was most of their database time — measured on the large guild, the signed-in session read fell from 0.78 to 0.18 ms
 * of PostgreSQL CPU. A named statement is parsed once per connection and its plan cached (PostgreSQL's
 * plan_cache_mode auto still compares a generic plan with custom ones before it keeps one).
 *
 * Only texts built by code are prepared — never user text, which always travels as parameters — and at most
 * MAX_PREPARED distinct ones per process (a statement with many parameters, e.g. a long `IN` list, is not), so the
 * prepared statements each connection keeps stay bounded. The embedded database (PGlite behind pglite-socket) reads
 * unnamed as before.
 */
const MAX_PREPARED = 300;
const MAX_PARAMETERS = 16;

const preparing = new WeakSet<DataSource>();
const names = new Map<string, string>();

interface PgPool {
  query(query: NamedQuery): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * A named statement as the driver's own query object. Given a config object (`{ name, text, values }`), the driver
 * copies it through its property descriptors before reading it, about 3 µs a statement; a query built from its text
 * and values skips that copy, and the name is the one field the object then needs.
 */
class NamedQuery extends Query {
  /** Read by the driver (not in its type declarations). */
  declare name: string;

  constructor(name: string, text: string, values: unknown[]) {
    super(text, values);
    this.name = name;
  }
}

/** Reads on `db` (a PostgreSQL server's pool) go out as prepared statements from now on. */
export function prepareStatements(db: DataSource): void {
  preparing.add(db);
}

function nameOf(text: string, params: readonly unknown[]): string | null {
  let name = names.get(text);
  if (name) return name;
  if (names.size >= MAX_PREPARED || params.length > MAX_PARAMETERS) return null;
  name = `mg_${names.size}`;
  names.set(text, name);
  return name;
}

/**
 * The rows of one read-only statement (`$n` parameters). The same rows as `db.query`, and the same errors: a failure
 * is TypeORM's QueryFailedError around the driver's error, as the error handling expects (core/input.ts, core/errors.ts).
 */
export async function readRows<T = Record<string, unknown>>(db: DataSource, text: string, params: unknown[]): Promise<T[]> {
  const name = preparing.has(db) ? nameOf(text, params) : null;
  if (!name) return db.query(text, params);
  const pool = (db.driver as unknown as { master: PgPool }).master;
  try {
    return (await pool.query(new NamedQuery(name, text, params))).rows as T[];
  } catch (err) {
    throw new QueryFailedError(text, params, err as Error);
  }
}

/** What rate-limiter-flexible's PostgreSQL store asks of its client (app/pipeline/rate-limit.ts). */
export interface StatementClient {
  query(query: {
    name?: string;
    text: string;
    values?: unknown[];
  }): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
}

/**
 * A client over `db`'s pool for a library that sends its own statements: they go out named (prepared) where reads do
 * (DB_PREPARED_STATEMENTS), under this module's names, else unnamed — so the setting and the bound on prepared texts
 * hold for them too.
 */
export function statementClient(db: DataSource): StatementClient {
  return {
    async query({ text, values = [] }) {
      const pool = (
        db.driver as unknown as {
          master: { query(q: unknown): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }> };
        }
      ).master;
      const name = preparing.has(db) ? nameOf(text, values) : null;
      const result = await pool.query(name ? new NamedQuery(name, text, values) : { text, values });
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
  };
}
