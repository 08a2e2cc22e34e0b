/**
 * What the load benches (crowd, peer, growth) share: the server as `npm run serve` runs it (a child process, one or
 * every core), signed-in members made straight in the database, the web app's operations as Apollo Client sends them,
 * and CPU/RSS read from /proc (the server's processes and PostgreSQL's backends of the bench database).
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sign } from "cookie-signature";
import { Client } from "pg";
import { documentAsSent, webDefinitions } from "./bench-graphql";
import { SESSION_COOKIE } from "../app/http";
import { OFFLINE_IN_PRODUCTION_OPT_IN } from "../config";

export function flag(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

export function numberFlag(argv: string[], name: string, def: number): number {
  const raw = flag(argv, name);
  const n = raw === undefined ? def : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

// ---------------------------------------------------------------------------------------------- members

export interface Member {
  id: number;
  cookie: string;
  /** A client address of the member's own (sent as X-Forwarded-For; the server trusts loopback). */
  address: string;
}

/**
 * `count` sessions of distinct members (the most active first: highest points), written to the sessions table as the
 * session store writes them, and their signed cookies. Earlier bench sessions are deleted first.
 */
export async function memberSessions(url: string, secret: string, count: number): Promise<Member[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DELETE FROM sessions WHERE sid LIKE 'bench-%'`);
    const { rows } = await client.query<{ id: number }>(
      `SELECT id FROM users WHERE osu_id >= 1000 ORDER BY total_points DESC, id LIMIT $1`,
      [count],
    );
    if (rows.length < count) throw new Error(`the guild has ${rows.length} members to sign in, not ${count}`);
    const ttl = 7 * 24 * 3600 * 1000;
    const expires = new Date(Date.now() + ttl);
    const members = rows.map((r, i) => {
      const sid = `bench-${crypto.randomBytes(12).toString("hex")}`;
      return {
        id: r.id,
        sid,
        cookie: `${SESSION_COOKIE}=${encodeURIComponent(`s:${sign(sid, secret)}`)}`,
        address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      };
    });
    const sess = (userId: number) =>
      JSON.stringify({
        cookie: { originalMaxAge: ttl, expires: expires.toISOString(), httpOnly: true, path: "/", sameSite: "lax" },
        userId,
      });
    await client.query(
      `INSERT INTO sessions (sid, sess, user_id, expire) SELECT * FROM unnest($1::text[], $2::jsonb[], $3::int[], $4::timestamptz[])`,
      [members.map((m) => m.sid), members.map((m) => sess(m.id)), members.map((m) => m.id), members.map(() => expires)],
    );
    return members.map(({ id, cookie, address }) => ({ id, cookie, address }));
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------- the web's operations

export interface Operation {
  name: string;
  body: string;
  write: boolean;
}

/** The web app's documents as sent, with the variables its pages send. */
export function webOperation(name: string, variables: Record<string, unknown>): Operation {
  const query = documentAsSent(name, defs());
  return { name, body: JSON.stringify({ operationName: name, query, variables }), write: /^\s*mutation/.test(query) };
}
let cachedDefs: ReturnType<typeof webDefinitions> | null = null;
const defs = () => (cachedDefs ??= webDefinitions());

// ---------------------------------------------------------------------------------------------- the server

export interface ServerProcess {
  url: string;
  pid: number;
  /** The server's process ids: the primary and its workers (or the one process). */
  pids(): number[];
  stop(): Promise<void>;
}

/** `npm run serve` (api/dist/src/main.js) with `processes` processes on `port`, ready when it answers /health. */
export async function startServeProcess(opts: {
  databaseUrl: string;
  port: number;
  processes: number;
  secret: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const main = path.resolve(__dirname, "../main.js");
  if (!fs.existsSync(main)) throw new Error(`${main} not found: npm run build first`);
  const child: ChildProcess = spawn(process.execPath, ["--max-semi-space-size=32", main], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: opts.databaseUrl,
      PORT: String(opts.port),
      HOST: "127.0.0.1",
      // Production wants the public https origin; the bench calls 127.0.0.1 (a proxy in front would).
      BASE_URL: "https://mg-bench.example",
      WEB_CONCURRENCY: String(opts.processes),
      SESSION_SECRET: opts.secret,
      OSU_TOKEN_KEY: opts.secret + opts.secret,
      TRUST_PROXY: "loopback",
      ENABLE_JOBS: "false",
      LOG_LEVEL: "warn",
      ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION: OFFLINE_IN_PRODUCTION_OPT_IN,
      ...opts.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok && childrenOf(child.pid!).length >= (opts.processes > 1 ? opts.processes : 0)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not start within 2 minutes");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    pids: () => [child.pid!, ...childrenOf(child.pid!)],
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------- /proc

/** CPU time (ms) of processes: utime + stime from /proc/<pid>/stat (clock ticks, 100 a second on Linux). */
export function cpuMsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

/** Resident memory (MB) of each process. */
export function rssMbOf(pids: number[]): number[] {
  return pids.map((pid) => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      return m ? Number(m[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  });
}

/** The client backends of the database (their pids, for /proc), looked up on each call. */
export async function backendPids(client: Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
  );
  return rows.map((r) => r.pid);
}

/** CPU (ms) on the database's backends: /proc/<pid>/schedstat, summed; null when /proc does not show them. */
export function backendCpuMs(pids: number[]): number | null {
  let ns = 0;
  for (const pid of pids) {
    try {
      ns += Number(fs.readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      return null;
    }
  }
  return ns / 1e6;
}

export const median = (xs: number[]) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
