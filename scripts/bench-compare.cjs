/**
 * Two builds of the server side by side on the large guild (docs/architecture.md "Reads"): both run at once, the web
 * app's reads (api/src/scripts/bench-graphql-twins.ts) are sent to each in alternating rounds, signed in as DemoMapper,
 * and each build's CPU per request is read from /proc (the server process's threads, and its PostgreSQL backends), so
 * a machine shared with other work moves both alike. Prints p50 and CPU per request of each, and the throughput ratio
 * the CPU implies.
 *
 *   npm run build                                   # this checkout; the other one built the same way
 *   createdb -T mg_bench mg_bench_base              # a copy of the bench's guild for the other build (its migrations)
 *   # bbd3453 (before the one pipeline) also needs its own rate-limit table in that copy, and its offline osu! stand-in
 *   # reads group_ids as never null:
 *   #   CREATE UNLOGGED TABLE rate_limit_counters (key varchar(200) PRIMARY KEY, window_start timestamptz NOT NULL, used bigint NOT NULL);
 *   #   DELETE FROM mock_osu_users WHERE group_ids IS NULL;
 *   BENCH_BASE=/path/to/other/checkout BENCH_BASE_DB=mg_bench_base BENCH_DB=mg_bench node scripts/bench-compare.cjs
 *
 * Settings: BENCH_NODE_ENV ("production", or "development"), BENCH_ROUNDS (12), BENCH_PER_ROUND (40), BENCH_WARMUP (150), BENCH_ONLY (names, comma-separated),
 * BENCH_ENCODING (Accept-Encoding, "br, gzip"), BENCH_PORTS ("3206,3106").
 */
const { spawn } = require("node:child_process");
const fs = require("node:fs");
const http = require("node:http");
const { Client } = require("pg");
const path = require("node:path");

const ROOT = path.resolve(__dirname, "..");
const bench = require(path.join(ROOT, "api/dist/src/scripts/bench-graphql.js"));
const { TWINS } = require(path.join(ROOT, "api/dist/src/scripts/bench-graphql-twins.js"));

if (!process.env.BENCH_BASE || !process.env.BENCH_BASE_DB || !process.env.BENCH_DB)
  throw new Error("set BENCH_BASE (the other checkout), BENCH_BASE_DB and BENCH_DB (see the comment at the top)");
const [basePort, port] = (process.env.BENCH_PORTS ?? "3206,3106").split(",").map(Number);
const SERVERS = [
  {
    name: "base",
    main: path.join(process.env.BENCH_BASE, "api/dist/src/main.js"),
    db: process.env.BENCH_BASE_DB,
    port: basePort,
  },
  { name: "this", main: path.join(ROOT, "api/dist/src/main.js"), db: process.env.BENCH_DB, port },
];
const MODE = process.env.BENCH_NODE_ENV ?? "production";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 40);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 150);

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
function request(port, method, p, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const all = { "x-forwarded-proto": "https", ...headers };
    const req = http.request({ host: "127.0.0.1", port, method, path: p, headers: all, agent }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

function taskCpuNs(pid) {
  let total = 0;
  for (const t of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(fs.readFileSync(`/proc/${pid}/task/${t}/schedstat`, "utf8").split(" ")[0]);
    } catch {}
  }
  return total;
}

async function backendPids(client, db) {
  const r = await client.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [db]);
  return r.rows.map((x) => x.pid);
}
function pidsCpuNs(pids) {
  let t = 0;
  for (const p of pids) {
    try {
      t += Number(fs.readFileSync(`/proc/${p}/schedstat`, "utf8").split(" ")[0]);
    } catch {}
  }
  return t;
}

async function start(s) {
  const env = {
    ...process.env,
    // production (the default): libraries in their production builds (graphql-js without its development checks), as
    // a deployed server runs; the offline sign-in is allowed by the demo opt-in, and the secure cookie is set behind
    // a trusted proxy that says https.
    ...(MODE === "production"
      ? {
          NODE_ENV: "production",
          ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION: "yes-i-understand-anyone-can-sign-in-as-anyone",
          OSU_TOKEN_KEY: "bench-token-key-bench-token-key-bench-token-key",
          TRUST_PROXY: "loopback",
          BASE_URL: "https://bench.example",
          ENABLE_JOBS: "false",
        }
      : { NODE_ENV: "development" }),
    PORT: String(s.port),
    HOST: "127.0.0.1",
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${s.db}`,
    SEED_DEMO_DATA: "false",
    ENABLE_JOBS: "false",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
    LOG_LEVEL: "silent",
    // One process each (npm run serve forks one per core): CPU per request is read from that process.
    WEB_CONCURRENCY: "1",
    RATE_LIMIT_MEMBER_POINTS: "1000000000",
    RATE_LIMIT_ANONYMOUS_POINTS: "1000000000",
    RATE_LIMIT_MEMBER_BURST: "1000000000",
    RATE_LIMIT_ANONYMOUS_BURST: "1000000000",
    RATE_LIMIT_LOGIN_REQUESTS: "1000000",
  };
  s.proc = spawn(process.execPath, ["--max-semi-space-size=32", s.main], { env, stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; i < 300; i++) {
    try {
      const r = await request(s.port, "GET", "/health");
      if (r.status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  // Sign in as DemoMapper (101) through the offline provider.
  const jar = new Map();
  const keep = (h) => {
    for (const c of [].concat(h["set-cookie"] ?? [])) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  let r = await request(s.port, "GET", "/api/login");
  keep(r.headers);
  let loc = r.headers.location + "&login_as=101";
  for (let i = 0; i < 10 && loc; i++) {
    const u = new URL(loc, `http://127.0.0.1:${s.port}`);
    r = await request(s.port, "GET", u.pathname + u.search, { cookie: cookie() });
    keep(r.headers);
    loc = r.status >= 300 && r.status < 400 ? r.headers.location : null;
  }
  s.cookie = cookie();
}

function median(a) {
  const b = [...a].sort((x, y) => x - y);
  return b[Math.floor(b.length / 2)];
}

async function main() {
  const defs = bench.webDefinitions();
  const admin = new Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
  await admin.connect();
  for (const s of SERVERS) await start(s);
  const ops = [
    ...TWINS.map((t) => ({
      name: t.name,
      body: JSON.stringify({ query: bench.documentAsSent(t.operation, defs), variables: t.variables }),
    })),
    { name: "{ __typename } signed in", body: JSON.stringify({ query: "{ __typename }" }) },
  ];
  const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(",") : null;
  const rows = [];
  for (const op of ops) {
    if (only && !only.includes(op.name)) continue;
    const send = (s) =>
      request(
        s.port,
        "POST",
        "/graphql",
        { "content-type": "application/json", cookie: s.cookie, "accept-encoding": process.env.BENCH_ENCODING ?? "br, gzip" },
        op.body,
      );
    const sizes = {};
    for (const s of SERVERS) {
      // Both builds must answer the same document in full: a GraphQL error in a 200 (a field the other build lacks)
      // would be timed as a cheap answer. The first answer is read uncompressed to check that and to size it.
      const first = await request(
        s.port,
        "POST",
        "/graphql",
        { "content-type": "application/json", cookie: s.cookie, "accept-encoding": "identity" },
        op.body,
      );
      if (first.status !== 200 || JSON.parse(first.body).errors)
        throw new Error(`${s.name} ${op.name}: ${first.status} ${first.body.slice(0, 300)}`);
      sizes[s.name] = first.body.length;
      for (let i = 0; i < WARMUP; i++) await send(s);
    }
    const stats = Object.fromEntries(SERVERS.map((s) => [s.name, { lat: [], node: 0, pg: 0, n: 0 }]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of round % 2 ? [...SERVERS].reverse() : SERVERS) {
        const pids = await backendPids(admin, s.db);
        const n0 = taskCpuNs(s.proc.pid);
        const p0 = pidsCpuNs(pids);
        for (let i = 0; i < PER_ROUND; i++) {
          const t = process.hrtime.bigint();
          await send(s);
          stats[s.name].lat.push(Number(process.hrtime.bigint() - t) / 1e6);
        }
        stats[s.name].node += taskCpuNs(s.proc.pid) - n0;
        stats[s.name].pg += pidsCpuNs(pids) - p0;
        stats[s.name].n += PER_ROUND;
      }
    }
    const row = { op: op.name };
    for (const s of SERVERS) {
      const st = stats[s.name];
      row[s.name] = {
        p50: median(st.lat),
        nodeMs: st.node / st.n / 1e6,
        pgMs: st.pg / st.n / 1e6,
      };
    }
    rows.push(row);
    const m = row.base;
    const b = row.this;
    console.log(
      `${op.name.padEnd(26)} p50 ${m.p50.toFixed(2)} → ${b.p50.toFixed(2)} ms (${(b.p50 - m.p50 >= 0 ? "+" : "") + (b.p50 - m.p50).toFixed(2)}) | ` +
        `CPU/req node+pg ${(m.nodeMs + m.pgMs).toFixed(3)} → ${(b.nodeMs + b.pgMs).toFixed(3)} ms (node ${m.nodeMs.toFixed(3)} → ${b.nodeMs.toFixed(3)}, pg ${m.pgMs.toFixed(3)} → ${b.pgMs.toFixed(3)}) | ` +
        `throughput × ${((m.nodeMs + m.pgMs) / (b.nodeMs + b.pgMs)).toFixed(2)} | ` +
        `answer ${(sizes.base / 1024).toFixed(1)} → ${(sizes.this / 1024).toFixed(1)} KB`,
    );
  }
  fs.writeFileSync(
    process.env.BENCH_OUT ?? path.join(require("node:os").tmpdir(), "bench-compare.json"),
    JSON.stringify(rows, null, 2),
  );
  for (const s of SERVERS) s.proc.kill("SIGTERM");
  await admin.end();
  agent.destroy();
}
main().catch((e) => {
  console.error(e);
  for (const s of SERVERS) s.proc?.kill("SIGTERM");
  process.exit(1);
});
