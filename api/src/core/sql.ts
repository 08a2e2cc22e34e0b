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

type PgResult = { rows: Record<string, unknown>[]; rowCount: number | null };

/** Sends one statement on `db`'s pool: named (prepared) where reads are, else unnamed. */
function send(db: DataSource, text: string, values: unknown[]): Promise<PgResult> {
  const pool = (db.driver as unknown as { master: { query(q: unknown): Promise<PgResult> } }).master;
  const name = preparing.has(db) ? nameOf(text, values) : null;
  return pool.query(name ? new NamedQuery(name, text, values) : { text, values });
}

interface Pending {
  values: unknown[];
  resolve(result: { rows: Record<string, unknown>[]; rowCount: number }): void;
  reject(err: unknown): void;
}

/**
 * Texts of batches by statement text and size, built once: a request's charge sends the same batch every time. Sizes up
 * to MAX_KEPT_BATCH are kept (a larger batch, many requests charged in one turn, builds its text each time).
 */
const batchTexts = new Map<string, string[]>();
const MAX_KEPT_BATCH = 32;

/** `count` statements of `text` (each with `width` parameters) as one: a CTE each, parameters renumbered. */
function batchText(text: string, count: number, width: number): string {
  let ofText = batchTexts.get(text);
  if (!ofText) batchTexts.set(text, (ofText = []));
  let batched = ofText[count];
  if (batched === undefined) {
    const body = text.trim().replace(/;$/, "");
    const ctes = Array.from(
      { length: count },
      (_, i) => `q${i} AS (${body.replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + i * width}`)})`,
    );
    const union = ctes.map((_, i) => `SELECT ${i} AS "__batch", q${i}.* FROM q${i}`).join(" UNION ALL ");
    batched = `WITH ${ctes.join(", ")} ${union}`;
    if (count <= MAX_KEPT_BATCH) ofText[count] = batched;
  }
  return batched;
}

/**
 * A client over `db`'s pool for a library that sends its own statements (app/pipeline/rate-limit.ts): they go out named
 * (prepared) where reads are (DB_PREPARED_STATEMENTS), under this module's names, else unnamed — so the setting and
 * the bound on prepared texts hold for them too.
 *
 * `batch`: which statements (data-modifying ones with a RETURNING list, e.g. rate-limiter-flexible's upsert) may be
 * sent together. Such statements issued in the same turn of the event loop with the same text go out as one
 * statement — each a CTE of its own, parameters renumbered — and each caller gets its own rows: a request's two
 * rate-limit charges cost one round trip. Two statements of one batch never name the same row (the same first
 * parameter, the key): the second waits for the next statement.
 */
export function statementClient(
  db: DataSource,
  { batch = () => false }: { batch?: (query: { name?: string; text: string }) => boolean } = {},
): StatementClient {
  const queues = new Map<string, Pending[][]>();
  const flush = (text: string) => {
    const batches = queues.get(text) ?? [];
    queues.delete(text);
    for (const items of batches) {
      if (items.length === 1) {
        const [only] = items;
        send(db, text, only.values).then((r) => only.resolve({ rows: r.rows, rowCount: r.rowCount ?? 0 }), only.reject);
        continue;
      }
      const values: unknown[] = [];
      for (const item of items) for (const value of item.values) values.push(value);
      send(db, batchText(text, items.length, items[0].values.length), values).then(
        (r) => {
          const rows: Record<string, unknown>[][] = items.map(() => []);
          for (const { __batch: i, ...row } of r.rows) rows[i as number].push(row);
          items.forEach((item, i) => item.resolve({ rows: rows[i], rowCount: rows[i].length }));
        },
        (err) => items.forEach((item) => item.reject(err)),
      );
    }
  };
  return {
    async query({ name, text, values = [] }) {
      if (!batch({ name, text })) {
        const result = await send(db, text, values);
        return { rows: result.rows, rowCount: result.rowCount ?? 0 };
      }
      return new Promise((resolve, reject) => {
        let batches = queues.get(text);
        if (!batches) {
          queues.set(text, (batches = []));
          setImmediate(() => flush(text));
        }
        let last = batches[batches.length - 1];
        if (!last || last.some((item) => item.values[0] === values[0])) batches.push((last = []));
        last.push({ values, resolve, reject });
      });
    },
  };
}
