// Over 400 lines: a benchmark script: the large-guild builder, the runner and the report are one command-line tool read top to bottom (the SQL twins live in bench-graphql-twins.ts).
/**
 * GraphQL against hand-written SQL (issue 12): how far each read of the web app is from the physical limit.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/mg_bench npm run bench -- graphql \
 *     [--rounds 30] [--warmup 30] [--only MissionsActive,HomeArtists] [--seconds 3] [--scale 50] [--maps 50000] [--rebuild]
 *     [--prepared-twins]
 *
 * 1. The large guild: the demo seeder at --scale (50: 11,000 users, ~800 missions, 16,000 mapsets), topped up with
 *    generated mapsets to --maps (50,000; ~180k tasks), vacuumed and ANALYZEd. It is built once into DATABASE_URL's database and recognised on later
 *    runs by the database comment, so reruns start in seconds (--rebuild builds it again; a database holding other
 *    data is refused).
 * 2. The real server (app/server.ts) in this process, signed in as DemoMapper (osu! id 101) through the offline osu!
 *    sign-in, with graphql-js in production mode (bench.ts sets NODE_ENV before it loads).
 * 3. For each operation exactly as the web app sends it (its document from web/src, fragments included, with the
 *    `__typename` fields Apollo Client adds, and the page's variables) one hand-written SQL statement returning the
 *    same JSON (bench-graphql-twins.ts), served by a bare Node http endpoint in this process through the same `pg`
 *    driver. Checked deep-equal, then both run over keep-alive HTTP: --warmup unmeasured pairs (V8 optimises a query's
 *    code only after many runs; a server in use is past that), then --rounds interleaved rounds: p50 time and
 *    CPU time of both, the statements one GraphQL request runs, its size. A request's CPU time is this process's
 *    (process.cpuUsage: client, server and driver, as both live here) plus that of PostgreSQL's backends meanwhile
 *    (/proc/<pid>/schedstat, when the database runs on this machine), because the twins do their work in the database;
 *    the Node part alone is shown too.
 * 4. Throughput under 10 concurrent connections for --seconds each: /graphql against the bare endpoint.
 * Targets (issue 12): p50 ≤ 2×, CPU ≤ 2×, throughput ≥ 0.5×, every response ≤ 64 KB.
 */
import "reflect-metadata";
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { Client, Pool } from "pg";
import { Kind, parse, print, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from "graphql";
import { loadConfig } from "../config";
import { createLogger } from "../core/logger";
import { openDatabase } from "../db/data-source";
import { generateDemoData, wipeData } from "../db/demo-data/seed";
import { startServer } from "../app/server";
import { TWINS, twinStatements, type Twin } from "./bench-graphql-twins";
import { toolDeps, type Deps } from "../core/deps";

export interface Options {
  rounds: number;
  /**
   * Unmeasured request pairs (GraphQL, then its twin) before the measured rounds of each operation: the server's code
   * for a query — graphql-jit's compiled function, the resolvers it calls, the driver — is optimised by V8 only after
   * it has run many times, and a server in use has run it thousands of times.
   */
  warmup: number;
  only: string[] | null;
  seconds: number;
  scale: number;
  maps: number;
  rebuild: boolean;
  /** The twins as prepared statements (bench-graphql-twins.ts `twinStatements`). */
  preparedTwins: boolean;
}

export function parseArgs(argv: string[]): Options {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const num = (flag: string, def: number) => {
    const raw = value(flag);
    const n = raw === undefined ? def : Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${flag} must be a positive number`);
    return n;
  };
  const only = value("--only");
  return {
    rounds: Math.round(num("--rounds", 30)),
    warmup: Math.round(num("--warmup", 30)),
    only: only ? only.split(",").map((s) => s.trim()) : null,
    seconds: num("--seconds", 3),
    scale: Math.round(num("--scale", 50)),
    maps: Math.round(num("--maps", 50_000)),
    rebuild: argv.includes("--rebuild"),
    preparedTwins: argv.includes("--prepared-twins"),
  };
}

// ---------------------------------------------------------------------------------------------- the large guild

/** Bump when the builder changes, so a cached guild of an older builder is rebuilt. */
const BUILDER_VERSION = 1;
const marker = (o: Options) => `mg-bench-guild v${BUILDER_VERSION} scale=${o.scale} maps=${o.maps}`;
/** After the seeder, before the top-up: a rerun after an interrupted top-up need not seed again. */
const seededMarker = (o: Options) => `mg-bench-guild v${BUILDER_VERSION} scale=${o.scale} seeded`;

export async function ensureGuild(url: string, o: Options): Promise<void> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  const [{ comment }] = (
    await admin.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = current_database()`,
    )
  ).rows;
  const dbName = (await admin.query<{ db: string }>(`SELECT current_database() AS db`)).rows[0].db;
  await admin.end();
  if (comment === marker(o) && !o.rebuild) {
    console.log(`Reusing the large guild in database ${dbName} (${comment}).`);
    return;
  }
  const config = loadConfig({ NODE_ENV: "development", DATABASE_URL: url, LOG_LEVEL: "warn" });
  const logger = createLogger("warn");
  const db = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await db.dataSource.runMigrations({ transaction: "each" });
    const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM users`);
    if (n > 0 && !(comment ?? "").startsWith("mg-bench-guild") && !o.rebuild)
      throw new Error(`database ${dbName} holds other data: point DATABASE_URL at a database of its own (or --rebuild)`);
    const deps = toolDeps(db.dataSource, config, logger);
    let t = Date.now();
    if (comment !== seededMarker(o) || o.rebuild) {
      if (n > 0) await wipeData(deps);
      console.log(`Building the large guild in ${dbName}: demo seeder at scale ${o.scale} ...`);
      const summary = await generateDemoData(deps, { scale: o.scale });
      console.log(`  seeded in ${((Date.now() - t) / 1000).toFixed(0)} s: ${summary.users} users, ${summary.beatmaps} mapsets`);
      await db.dataSource.query(`COMMENT ON DATABASE "${dbName}" IS '${seededMarker(o)}'`);
      t = Date.now();
    }
    await topUpMapsets(deps, o.maps);
    // VACUUM as well as ANALYZE: a guild in use is kept vacuumed by autovacuum, and a freshly bulk-loaded table has no
    // visibility map yet, so counts the index could serve alone (rank counts, list totals) would read the heap instead.
    await db.dataSource.query(`VACUUM ANALYZE`);
    const [counts] = await db.dataSource.query(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM beatmaps)::int AS mapsets,
              (SELECT count(*) FROM tasks)::int AS tasks, (SELECT count(*) FROM missions)::int AS missions`,
    );
    console.log(`  topped up in ${((Date.now() - t) / 1000).toFixed(0)} s:`, counts);
    await db.dataSource.query(`COMMENT ON DATABASE "${dbName}" IS '${marker(o)}'`);
  } finally {
    await db.close();
  }
}

/**
 * Generated mapsets up to `target`, set-based (one statement per table): on songs of released artists, hosted by
 * the seeded members, the status and mode mix of a long-running guild, 3–4 difficulties each with their mappers.
 */
async function topUpMapsets(deps: Deps, target: number): Promise<void> {
  const q = (sql: string, params: unknown[] = []) => deps.db.query(sql, params);
  const [{ n }] = await q(`SELECT count(*)::int AS n FROM beatmaps`);
  const missing = target - n;
  if (missing <= 0) return;
  await q(`CREATE TEMP TABLE bench_songs AS SELECT row_number() OVER (ORDER BY s.id) AS k, s.id FROM featured_songs s
           JOIN featured_artists a ON a.id = s.artist_id WHERE a.osu_id IS NOT NULL`);
  await q(`CREATE TEMP TABLE bench_users AS SELECT row_number() OVER (ORDER BY id) AS k, id FROM users WHERE osu_id >= 1000`);
  const [{ songs }] = await q(`SELECT count(*)::int AS songs FROM bench_songs`);
  const [{ users }] = await q(`SELECT count(*)::int AS users FROM bench_users`);
  const [{ first }] = await q(`SELECT COALESCE(max(id), 0)::int AS first FROM beatmaps`);
  await q(
    `INSERT INTO beatmaps (song_id, host_id, status, mode, url, tasks_locked, created_at, updated_at)
     SELECT s.id, u.id,
            (ARRAY['WIP','WIP','WIP','Done','Done','Qualified','Ranked','Ranked','Ranked','Ranked'])[1 + i % 10]::beatmap_status,
            (ARRAY['osu','osu','osu','osu','osu','osu','osu','osu','osu','osu','osu','taiko','taiko','catch','catch','mania','mania','mania','hybrid','osu'])[1 + ((i / 10) * 7) % 20]::beatmap_mode,
            CASE WHEN i % 10 < 3 THEN NULL ELSE 'https://osu.ppy.sh/beatmapsets/' || (2000000 + i) END,
            '{}',
            date_trunc('milliseconds', timestamptz '2019-03-01' + i * interval '37 minutes'),
            date_trunc('milliseconds', timestamptz '2019-03-01' + i * interval '37 minutes')
       FROM generate_series(1, $1::int) AS i
       JOIN bench_songs s ON s.k = 1 + (i::bigint * 7919) % $2
       JOIN bench_users u ON u.k = 1 + (i::bigint * 104729) % $3`,
    [missing, songs, users],
  );
  await q(
    `INSERT INTO tasks (beatmap_id, name, mode, status)
     SELECT b.id, n.name::task_name,
            CASE WHEN n.name = 'Hitsounds' THEN 'hs'::task_mode WHEN b.mode = 'hybrid' THEN 'osu'::task_mode ELSE b.mode::text::task_mode END,
            CASE WHEN b.status = 'WIP' THEN 'WIP' ELSE 'Done' END::task_status
       FROM beatmaps b
       CROSS JOIN LATERAL (SELECT unnest(ARRAY['Normal','Hard','Insane','Hitsounds']) AS name) n
      WHERE b.id > $1 AND (n.name <> 'Normal' OR b.id % 2 = 0)`,
    [first],
  );
  // Row triggers would fill beatmap_mappers one row at a time; for the bulk load they are off and it is filled once.
  await q(`ALTER TABLE task_mappers DISABLE TRIGGER trg_beatmap_mappers_added`);
  await q(
    `INSERT INTO task_mappers (task_id, user_id)
     SELECT t.id, CASE WHEN t.id % 3 = 0 THEN (SELECT id FROM bench_users WHERE k = 1 + (t.id * 7) % $2) ELSE b.host_id END
       FROM tasks t JOIN beatmaps b ON b.id = t.beatmap_id WHERE b.id > $1`,
    [first, users],
  );
  await q(`ALTER TABLE task_mappers ENABLE TRIGGER trg_beatmap_mappers_added`);
  await q(
    `INSERT INTO beatmap_mappers (user_id, beatmap_id)
     SELECT DISTINCT tm.user_id, t.beatmap_id FROM task_mappers tm JOIN tasks t ON t.id = tm.task_id WHERE t.beatmap_id > $1
     ON CONFLICT DO NOTHING`,
    [first],
  );
}

// ---------------------------------------------------------------------------------------------- the web's documents

function repoRoot(): string {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir))
    if (fs.existsSync(path.join(dir, "web", "src")) && fs.existsSync(path.join(dir, "api", "src"))) return dir;
  throw new Error("the repository root (with web/src) was not found above " + __dirname);
}

function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "gql" || e.name === "node_modules" ? [] : graphqlFiles(p);
    return e.name.endsWith(".graphql") ? [p] : [];
  });
}

/** Every operation and fragment of the web app, by name. */
export function webDefinitions(): { operations: Map<string, DefinitionNode>; fragments: Map<string, FragmentDefinitionNode> } {
  const operations = new Map<string, DefinitionNode>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of graphqlFiles(path.join(repoRoot(), "web", "src"))) {
    for (const def of parse(fs.readFileSync(file, "utf8")).definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
      else if (def.kind === Kind.OPERATION_DEFINITION && def.name) operations.set(def.name.value, def);
    }
  }
  return { operations, fragments };
}

/** The operation with the fragments it uses and `__typename` in every selection set but the root, as Apollo Client sends it. */
export function documentAsSent(name: string, defs: ReturnType<typeof webDefinitions>): string {
  const op = defs.operations.get(name);
  if (!op) throw new Error(`operation ${name} not found in web/src`);
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const f = defs.fragments.get(spread.name.value);
        if (!f) throw new Error(`fragment ${spread.name.value} not found`);
        if (!used.has(f.name.value)) {
          used.set(f.name.value, f);
          collect(f);
        }
      },
    });
  collect(op);
  const doc: DocumentNode = { kind: Kind.DOCUMENT, definitions: [op, ...used.values()] };
  const withTypename = visit(doc, {
    SelectionSet(set, _key, parent) {
      if (parent && "kind" in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      const has = set.selections.some((s) => s.kind === Kind.FIELD && s.name.value === "__typename" && !s.alias);
      if (has) return undefined;
      return {
        ...set,
        selections: [...set.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } }],
      };
    },
  });
  return print(withTypename);
}

// ---------------------------------------------------------------------------------------------- measuring

/** Statements sent through `pg` (the server's TypeORM driver and the twins use the same client class). */
let statements = 0;
function countStatements(): void {
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return original.apply(this, args);
  };
}

interface Sample {
  ms: number;
  /** This process's CPU time (client, server and driver). */
  cpuUs: number;
  /** CPU time of the database's backends meanwhile, when PostgreSQL runs on this machine; else 0. */
  dbCpuUs: number;
}

/**
 * The CPU time of PostgreSQL's client backends of the bench database, read from /proc/<pid>/schedstat (nanoseconds on
 * the CPU). A request's CPU is its Node time plus the time its statements took in PostgreSQL: the twins do nearly all
 * their work there (the JSON is built by the database), so Node's time alone would compare GraphQL's work against
 * almost none. Null when the backends' /proc entries cannot be read (a database on another machine): the bench then
 * says so and compares Node time only.
 */
class BackendCpu {
  private pids: number[] = [];
  constructor(private readonly pool: Pool) {}

  /** Looks up the backends again (both servers' pools have opened their connections by the time it is called). */
  async refresh(): Promise<void> {
    const { rows } = await this.pool.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
    );
    this.pids = rows.map((r) => r.pid);
  }

  /** Nanoseconds on the CPU summed over the backends, or null when /proc does not show them. */
  read(): number | null {
    let ns = 0;
    for (const pid of this.pids) {
      try {
        ns += Number(fs.readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        return null;
      }
    }
    return this.pids.length ? ns : null;
  }
}

async function measure(fn: () => Promise<unknown>, db: BackendCpu): Promise<Sample> {
  const dbBefore = db.read();
  const cpu = process.cpuUsage();
  const t = process.hrtime.bigint();
  await fn();
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  const used = process.cpuUsage(cpu);
  const dbAfter = db.read();
  const dbCpuUs = dbBefore === null || dbAfter === null ? 0 : (dbAfter - dbBefore) / 1000;
  return { ms, cpuUs: used.user + used.system, dbCpuUs };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** `workers` loops calling `fn` for `seconds`: successful requests per second, and how many failed (e.g. timed out). */
async function throughput(
  fn: () => Promise<unknown>,
  workers: number,
  seconds: number,
): Promise<{ rps: number; failed: number }> {
  const start = Date.now();
  const end = start + seconds * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        try {
          await fn();
          done++;
        } catch {
          failed++;
        }
      }
    }),
  );
  return { rps: done / ((Date.now() - start) / 1000), failed };
}

/** A keep-alive HTTP client with a cookie, so both servers pay the same client costs. */
export function httpClient(base: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  return (method: string, p: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: p,
          method,
          agent,
          headers: body ? { ...headers, "content-length": Buffer.byteLength(body) } : headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
}

export type HttpCall = ReturnType<typeof httpClient>;

/** Signs in through /api/login and the offline osu! sign-in; returns the session cookie header. */
export async function signIn(call: HttpCall, base: string, osuId: number): Promise<string> {
  const cookies = new Map<string, string>();
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  let target = "/api/login";
  for (let i = 0; i < 10; i++) {
    const res = await call("GET", target, cookies.size ? { cookie: header() } : {});
    for (const c of ([] as string[]).concat(res.headers["set-cookie"] ?? [])) {
      const [pair] = c.split(";");
      const eq = pair.indexOf("=");
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const loc = res.headers.location;
    if (res.status < 300 || res.status >= 400 || !loc) break;
    const next = new URL(loc, base);
    if (next.pathname.startsWith("/mock-osu/oauth/authorize") && !next.searchParams.has("login_as"))
      next.searchParams.set("login_as", String(osuId));
    target = next.pathname + next.search;
  }
  if (!cookies.size) throw new Error("sign-in gave no session cookie");
  return header();
}

// ---------------------------------------------------------------------------------------------- the bench

interface Row {
  name: string;
  bytes: number;
  statements: number;
  gqlMs: number;
  sqlMs: number;
  /** Median CPU per request: Node plus PostgreSQL's backends (Node only when those cannot be read). */
  gqlCpu: number;
  sqlCpu: number;
  /** Median of Node's part alone. */
  gqlNodeCpu: number;
  sqlNodeCpu: number;
  gqlRps?: number;
  bareRps?: number;
  /** GraphQL requests that failed under load (the server's time limit). */
  failed?: number;
}

export async function benchGraphql(): Promise<void> {
  const o = parseArgs(process.argv.slice(3));
  twinStatements.prepared = o.preparedTwins;
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      "set DATABASE_URL to a PostgreSQL database of the bench's own, e.g. postgres://postgres@127.0.0.1:5432/mg_bench",
    );
  await ensureGuild(url, o);
  countStatements();

  const defs = webDefinitions();
  const twins = TWINS.filter((t) => !o.only || o.only.includes(t.name));
  if (!twins.length) throw new Error(`--only matched nothing (operations: ${TWINS.map((t) => t.name).join(", ")})`);

  const config = loadConfig({
    NODE_ENV: "development",
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: url,
    SEED_DEMO_DATA: "false",
    ENABLE_JOBS: "false",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
    LOG_LEVEL: "silent",
    // The limiter runs (its statements are part of a request's cost) but never refuses the bench's thousands of requests.
    RATE_LIMIT_MEMBER_POINTS: "1000000000",
    RATE_LIMIT_ANONYMOUS_POINTS: "1000000000",
    RATE_LIMIT_MEMBER_BURST: "1000000000",
    RATE_LIMIT_ANONYMOUS_BURST: "1000000000",
  });
  const server = await startServer(config, { logger: createLogger("silent"), startJobs: false });
  const pool = new Pool({ connectionString: url, max: 10 });
  const backends = new BackendCpu(pool);
  await pool.query(`DELETE FROM rate_limits`);
  let viewerId = 0;
  const bare = http.createServer((req, res) => {
    if (req.url === "/ping") {
      res.setHeader("content-type", "application/json");
      res.end("{}");
      return;
    }
    const twin = TWINS.find((t) => `/${t.name}` === req.url);
    if (!twin) {
      res.statusCode = 404;
      res.end();
      return;
    }
    twin.run(pool, viewerId).then(
      (json) => {
        res.setHeader("content-type", "application/json");
        res.end(json);
      },
      (e: Error) => {
        res.statusCode = 500;
        res.end(String(e.message));
      },
    );
  });
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  try {
    const call = httpClient(server.url, 10);
    const callBare = httpClient(bareUrl, 10);
    const cookie = await signIn(call, server.url, 101);
    viewerId = (await pool.query<{ id: number }>(`SELECT id FROM users WHERE osu_id = 101`)).rows[0].id;
    await backends.refresh();
    console.log(
      `NODE_ENV=${process.env.NODE_ENV}; ${o.warmup} warm-up pairs, then ${o.rounds} rounds per operation, interleaved; throughput: 10 connections × ${o.seconds} s; twins ${o.preparedTwins ? "prepared" : "unnamed (unprepared)"}.`,
    );
    // The server as `npm run serve` runs it: the same V8 flags (package.json "serve"; `npm run bench` passes them).
    const flags = process.execArgv.filter((a) => a.startsWith("--max-semi-space-size"));
    console.log(
      flags.length
        ? `V8: ${flags.join(" ")}, as npm run serve runs the server.`
        : "V8: WARNING — without npm run serve's --max-semi-space-size=32 (run this through npm run bench): throughput is not the server's.",
    );
    console.log(
      backends.read() === null
        ? "CPU: Node only (PostgreSQL's backends are not on this machine, so their time cannot be read).\n"
        : "CPU: Node (client, server, driver) + PostgreSQL's backends of this database (/proc/<pid>/schedstat).\n",
    );

    const rows: Row[] = [];
    for (const twin of twins) {
      const body = JSON.stringify({
        operationName: twin.operation,
        query: documentAsSent(twin.operation, defs),
        variables: twin.variables,
      });
      const headers = { "content-type": "application/json", cookie };
      const gql = async () => {
        const res = await call("POST", "/graphql", headers, body);
        if (res.status !== 200) throw new Error(`${twin.name}: HTTP ${res.status} ${res.text.slice(0, 300)}`);
        return res.text;
      };
      // The twin as a server would serve it: the bare endpoint, so both sides pay the same HTTP costs.
      const sql = async () => (await callBare("GET", `/${twin.name}`, {})).text;

      // Same answer?
      const gqlJson = JSON.parse(await gql()) as { data?: unknown; errors?: unknown };
      if (gqlJson.errors) throw new Error(`${twin.name}: ${JSON.stringify(gqlJson.errors).slice(0, 500)}`);
      const sqlJson = JSON.parse(await sql()) as unknown;
      try {
        assert.deepStrictEqual(sqlJson, gqlJson);
      } catch (e) {
        const file = path.join(process.cwd(), `bench-graphql-${twin.name}.diff.json`);
        fs.writeFileSync(file, JSON.stringify({ graphql: gqlJson, sql: sqlJson }, null, 1));
        throw new Error(
          `${twin.name}: the SQL twin's JSON differs from the GraphQL answer (both written to ${file})\n${(e as Error).message.slice(0, 2000)}`,
          { cause: e },
        );
      }

      const before = statements;
      const text = await gql();
      const perRequest = statements - before;
      for (let i = 0; i < o.warmup; i++) {
        await gql();
        await sql();
      }
      await backends.refresh();
      const g: Sample[] = [];
      const s: Sample[] = [];
      for (let i = 0; i < o.rounds; i++) {
        if (i % 2) {
          g.push(await measure(gql, backends));
          s.push(await measure(sql, backends));
        } else {
          s.push(await measure(sql, backends));
          g.push(await measure(gql, backends));
        }
      }
      const row: Row = {
        name: twin.name,
        bytes: Buffer.byteLength(text),
        statements: perRequest,
        gqlMs: median(g.map((x) => x.ms)),
        sqlMs: median(s.map((x) => x.ms)),
        gqlCpu: median(g.map((x) => x.cpuUs + x.dbCpuUs)),
        sqlCpu: median(s.map((x) => x.cpuUs + x.dbCpuUs)),
        gqlNodeCpu: median(g.map((x) => x.cpuUs)),
        sqlNodeCpu: median(s.map((x) => x.cpuUs)),
      };
      const loaded = await throughput(gql, 10, o.seconds);
      row.gqlRps = loaded.rps;
      row.failed = loaded.failed;
      row.bareRps = (await throughput(sql, 10, o.seconds)).rps;
      rows.push(row);
      console.log(line(row));
    }
    console.log("\n" + table(rows));
    await requestFloor(call, callBare, cookie, backends, Math.max(o.rounds, 100) * 2);
  } finally {
    await new Promise<void>((resolve) => bare.close(() => resolve()));
    bare.closeAllConnections();
    await pool.end();
    await server.close();
  }
}

/**
 * What a request costs before any data: the bare endpoint with no statement, the server's /health (the HTTP stack and
 * one `SELECT 1`) and `{ __typename }` on /graphql, signed out and signed in (the HTTP stack, the session and its
 * member, the rate limiter, Apollo, no resolver). Shows how much of a small read's ratio is the request pipeline.
 */
async function requestFloor(call: HttpCall, callBare: HttpCall, cookie: string, db: BackendCpu, rounds: number) {
  const typename = JSON.stringify({ query: "{ __typename }" });
  const json = { "content-type": "application/json" };
  const cases: [string, () => Promise<unknown>][] = [
    ["bare endpoint, no statement", () => callBare("GET", "/ping", {})],
    ["server /health (one SELECT 1)", () => call("GET", "/health", {})],
    ["/graphql { __typename }, signed out", () => call("POST", "/graphql", json, typename)],
    ["/graphql { __typename }, signed in", () => call("POST", "/graphql", { ...json, cookie }, typename)],
  ];
  await db.refresh();
  const samples = cases.map(() => [] as Sample[]);
  for (let i = 0; i < rounds; i++) for (const [k, [, fn]] of cases.entries()) samples[k].push(await measure(fn, db));
  const base = median(samples[0].map((x) => x.cpuUs + x.dbCpuUs));
  console.log(`\nRequest floor (median CPU per request, Node + PostgreSQL, ${rounds} rounds, interleaved):`);
  for (const [k, [name]] of cases.entries()) {
    const cpu = median(samples[k].map((x) => x.cpuUs + x.dbCpuUs));
    const ms = median(samples[k].map((x) => x.ms));
    console.log(`  ${name.padEnd(38)} ${(cpu / 1000).toFixed(3)} ms CPU (×${(cpu / base).toFixed(1)}), ${ms.toFixed(2)} ms`);
  }
}

const LIMIT_BYTES = 64 * 1024;

function line(r: Row): string {
  const ms = (us: number) => (us / 1000).toFixed(2);
  return `${r.name}: GraphQL p50 ${r.gqlMs.toFixed(2)} ms / SQL ${r.sqlMs.toFixed(2)} ms, CPU ${ms(r.gqlCpu)} / ${ms(r.sqlCpu)} ms (Node ${ms(r.gqlNodeCpu)} / ${ms(r.sqlNodeCpu)} ms), ${r.gqlRps?.toFixed(0)} / ${r.bareRps?.toFixed(0)} req/s`;
}

function table(rows: Row[]): string {
  const head = [
    "operation",
    "statements",
    "size",
    "p50 GraphQL",
    "p50 SQL",
    "p50 ×",
    "CPU ×",
    "Node CPU ×",
    "req/s GraphQL",
    "req/s bare",
    "throughput ×",
    "ok",
  ];
  const body = rows.map((r) => {
    const p50 = r.gqlMs / r.sqlMs;
    const cpu = r.gqlCpu / r.sqlCpu;
    const tp = (r.gqlRps ?? 0) / (r.bareRps ?? 1);
    const misses = [p50 > 2 && "p50", cpu > 2 && "CPU", tp < 0.5 && "throughput", r.bytes > LIMIT_BYTES && "size"].filter(
      Boolean,
    );
    return [
      r.name,
      `${r.statements} vs 1`,
      `${(r.bytes / 1024).toFixed(1)} KB`,
      `${r.gqlMs.toFixed(2)} ms`,
      `${r.sqlMs.toFixed(2)} ms`,
      `×${p50.toFixed(1)}`,
      `×${cpu.toFixed(1)}`,
      `×${(r.gqlNodeCpu / r.sqlNodeCpu).toFixed(1)}`,
      (r.gqlRps ?? 0).toFixed(0),
      (r.bareRps ?? 0).toFixed(0),
      `×${tp.toFixed(2)}`,
      misses.length ? `over: ${misses.join(", ")}` : "yes",
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [fmt(head), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...body.map(fmt)].join("\n");
}

export type { Twin };
