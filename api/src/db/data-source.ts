import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import { DataSource } from "typeorm";
import { ENTITIES } from "./entities";
import { MIGRATIONS } from "./migrations";
import { prepareStatements } from "../core/sql";
import { registerTimestamptzParser } from "./timestamptz";
import { demoDay, isInitialised, readTemplate } from "./pglite-template";
import { lockDataDir } from "./data-dir-lock";

export interface Database {
  dataSource: DataSource;
  /** The embedded PGlite instance (embedded mode only). */
  pglite?: { dumpDataDir(compression?: "gzip" | "none" | "auto"): Promise<Blob | File> };
  /** "postgres" when DATABASE_URL is set, "pglite" for the embedded database. */
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; undefined = in memory. */
  dataDir?: string;
  /** PostgreSQL pool size (the embedded database always uses one connection). */
  poolSize?: number;
  /** Reads as named prepared statements on PostgreSQL (core/sql.ts; default true). */
  preparedStatements?: boolean;
  /** Start from a dumped PGlite data dir (tests use a migrated template). */
  loadDataDir?: Blob;
  /**
   * A new embedded data directory starts from a cached template (pglite-template.ts) when there is one: "demo" = the
   * demo guild of `now`'s day if cached (else the migrated one), "migrated" (the default), or none (false: initdb).
   */
  template?: "demo" | "migrated" | false;
  /** What this process opens an embedded data directory for (shown to another process that finds it in use). */
  purpose?: string;
  /** The clock that dates the demo template (default: the wall clock). */
  now?: () => Date;
  logging?: boolean;
}

export function createDataSource(
  connection: { url?: string; host?: string; port?: number; database?: string; user?: string },
  poolSize: number,
  logging = false,
): DataSource {
  return new DataSource({
    type: "postgres",
    ...connection,
    username: connection.user,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: "migrations",
    synchronize: false,
    logging,
    extra: { max: poolSize, connectionTimeoutMillis: 30_000 },
  });
}

/**
 * Opens PostgreSQL (DATABASE_URL) or the embedded PGlite served over the Postgres wire protocol by
 * pglite-socket, so TypeORM uses the same `pg` driver either way. The pool never exceeds the socket
 * server's connection limit (see docs/architecture.md, "Transactions on the embedded database").
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  registerTimestamptzParser();
  if (opts.databaseUrl) {
    const poolSize = opts.poolSize ?? 10;
    const dataSource = createDataSource({ url: opts.databaseUrl }, poolSize, opts.logging);
    await dataSource.initialize();
    if (opts.preparedStatements ?? true) prepareStatements(dataSource);
    return { dataSource, kind: "postgres", close: () => dataSource.destroy() };
  }
  // One connection: PGlite is single-threaded anyway, and pglite-socket 0.2.17 can interleave the extended-protocol
  // messages of concurrent connections outside transactions ("unnamed prepared statement does not exist", or wrong
  // rows; electric-sql/pglite#1046). With one connection every statement is serialised by the pool instead.
  const poolSize = 1;
  // PGlite is ESM with top-level dynamic imports; load it lazily so CJS callers stay happy.
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  let loadDataDir = opts.loadDataDir;
  let unlock = () => {};
  if (opts.dataDir) {
    fs.mkdirSync(path.resolve(opts.dataDir), { recursive: true });
    // One process at a time: a second one (an import or a restore while the server runs) is refused, not let in.
    unlock = lockDataDir(path.resolve(opts.dataDir), opts.purpose ?? process.argv.slice(1, 3).join(" "));
    // A new data directory: unpack the initialised, migrated template instead of running initdb (20+ s).
    const template = opts.template ?? "migrated";
    if (!loadDataDir && template && !isInitialised(path.resolve(opts.dataDir))) {
      const day = demoDay(opts.now?.() ?? new Date());
      loadDataDir = (template === "demo" ? readTemplate({ kind: "demo", day }) : null) ?? readTemplate() ?? undefined;
    }
  }
  let pglite: Awaited<ReturnType<typeof PGlite.create>>;
  try {
    pglite = await PGlite.create({
      dataDir: opts.dataDir ? path.resolve(opts.dataDir) : undefined,
      loadDataDir,
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections: poolSize });
  await server.start();
  const [host, port] = server.getServerConn().split(":");
  const dataSource = createDataSource(
    { host, port: Number(port), database: "postgres", user: "postgres" },
    poolSize,
    opts.logging,
  );
  try {
    await dataSource.initialize();
  } catch (err) {
    await server.stop();
    await pglite.close();
    unlock();
    throw err;
  }
  let closed = false;
  return {
    dataSource,
    kind: "pglite",
    pglite,
    async close() {
      if (closed) return;
      closed = true;
      if (dataSource.isInitialized) await dataSource.destroy();
      await server.stop();
      await pglite.close();
      unlock();
    },
  };
}
