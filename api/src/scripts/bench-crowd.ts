/**
 * A crowd (issue 27): the web app's own mix from many signed-in members at once, against `npm run serve` on the large
 * guild, one process and then every process.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/mg_bench npm run bench -- crowd \
 *     [--seconds 60] [--rates 300,600] [--connections 50,200] [--members 2000] [--processes 1,all] [--port 3300]
 *
 * - The large guild of `npm run bench -- graphql` (built on the first run into DATABASE_URL's database).
 * - `--members` sessions of distinct members written straight into the sessions table; each request is sent as one of
 *   them (its cookie, and an address of its own in X-Forwarded-For, the server trusting loopback as behind a proxy).
 * - The mix: the documents and variables of the landing, priority quests, quests, beatmaps and users pages as the web
 *   app sends them (web/src/**\/*.graphql, `__typename` added as Apollo Client does), and one write in ten (the
 *   member's contest-helper flag, a toggle on their own row).
 * - Open model: autocannon's `overallRate` — requests start at that rate whatever the answers' speed (a connection per
 *   request a second; its latencies corrected for coordinated omission); then closed loops of `--connections`.
 * - Reported per run: answers per second, p50/p99 latency, errors (transport errors, timeouts, non-2xx other than
 *   503, GraphQL errors in 200 answers), 503s (shed or timed out), CPU of the server's processes and of PostgreSQL's
 *   backends per answered request, the largest RSS of a server process under load and 5 s after.
 */
import os from "node:os";
import autocannon from "autocannon";
import { Client } from "pg";
import { ensureGuild, parseArgs as graphqlArgs } from "./bench-graphql";
import {
  backendCpuMs,
  backendPids,
  cpuMsOf,
  flag,
  memberSessions,
  numberFlag,
  rssMbOf,
  startServeProcess,
  webOperation,
  type Member,
  type Operation,
} from "./bench-load";

/** The reads of the mix and their weights (how often a page asks for them), then the write. */
export const READS: [string, Record<string, unknown>, number][] = [
  ["HomeArtists", { first: 12 }, 2],
  ["HomeExamples", {}, 1],
  ["MissionsViewer", {}, 1],
  ["MissionsSection", { section: "active", mode: "osu", search: null, first: 30 }, 2],
  ["InactiveMissions", { mode: "osu", search: null, first: 20 }, 1],
  ["QuestsPage", { mode: null, status: null, artist: null, search: null, first: 50 }, 2],
  ["OtherBeatmaps", { mode: "osu", status: null, quest: "any", search: null, first: 30 }, 2],
  ["UsersList", { mode: null, search: null, sort: "points", ascending: false, first: 50 }, 2],
  ["UserRankCounts", {}, 1],
];

interface RunResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  shed: number;
  sent: number;
  nodeCpuMs: number;
  dbCpuMs: number;
  rssMax: number;
  rssAfter: number;
}

export async function benchCrowd(): Promise<void> {
  const argv = process.argv.slice(3);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is required (a PostgreSQL database of its own for the large guild)");
  const seconds = numberFlag(argv, "--seconds", 60);
  const rates = (flag(argv, "--rates") ?? "300,600")
    .split(",")
    .map(Number)
    .filter((n) => n > 0);
  const closed = (flag(argv, "--connections") ?? "50,200")
    .split(",")
    .map(Number)
    .filter((n) => n > 0);
  const memberCount = Math.round(numberFlag(argv, "--members", 2000));
  const port = Math.round(numberFlag(argv, "--port", 3300));
  const cores = os.availableParallelism();
  const processes = (flag(argv, "--processes") ?? "1,all").split(",").map((p) => (p === "all" ? cores : Number(p)));

  await ensureGuild(url, graphqlArgs([]));
  const secret = "bench-crowd-secret-" + "x".repeat(32);
  const members = await memberSessions(url, secret, memberCount);
  const reads = READS.flatMap(([name, variables, weight]) => Array(weight).fill(webOperation(name, variables)) as Operation[]);
  const write = (value: boolean) => webOperation("SetContestHelper", { value });
  const writes = [write(true), write(false)];
  console.log(
    `crowd: ${members.length} members, ${READS.length} reads + 1 write (1 in 10), ${seconds} s a run, ${cores} cores; ` +
      `open model at ${rates.join(", ")} req/s, closed loops of ${closed.join(", ")} connections; processes ${processes.join(", ")}`,
  );

  const db = new Client({ connectionString: url });
  await db.connect();
  const results: RunResult[] = [];
  try {
    for (const count of processes) {
      const server = await startServeProcess({ databaseUrl: url, port, processes: count, secret });
      try {
        // Warm-up: every operation a few times through every process (V8 optimises what runs often).
        await load(server.url, members, reads, writes, { connections: 20, duration: Math.min(10, seconds) });
        const runs: [string, { connections: number; overallRate?: number }][] = [
          ...rates.map((r): [string, { connections: number; overallRate?: number }] => [
            `${count}p open ${r}/s`,
            { connections: r, overallRate: r },
          ]),
          ...closed.map((c): [string, { connections: number }] => [`${count}p closed ${c}`, { connections: c }]),
        ];
        for (const [label, shape] of runs) {
          results.push(
            await measured(label, server, db, () => load(server.url, members, reads, writes, { ...shape, duration: seconds })),
          );
          console.log(row(results[results.length - 1]));
          await new Promise((r) => setTimeout(r, 2000));
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await db.query(`DELETE FROM sessions WHERE sid LIKE 'bench-%'`);
    await db.end();
  }
  console.log("\n" + HEADER);
  for (const r of results) console.log(row(r));
  console.log(
    "\nerrors: transport errors, timeouts, non-2xx answers other than 503, GraphQL errors in 200 answers; " +
      "503: shed (SERVER_BUSY) or over the time limit; CPU per answered request; RSS: largest server process.",
  );
}

const HEADER =
  "run                     answers/s   p50 ms   p99 ms   max ms   errors     503   sent   node CPU ms/req   pg CPU ms/req   RSS max MB   RSS +5 s MB";

function row(r: RunResult): string {
  return [
    r.label.padEnd(22),
    r.rps.toFixed(0).padStart(11),
    r.p50.toFixed(0).padStart(8),
    r.p99.toFixed(0).padStart(8),
    r.max.toFixed(0).padStart(8),
    String(r.errors).padStart(8),
    String(r.shed).padStart(7),
    String(r.sent).padStart(6),
    r.nodeCpuMs.toFixed(2).padStart(17),
    r.dbCpuMs.toFixed(2).padStart(15),
    r.rssMax.toFixed(0).padStart(12),
    r.rssAfter.toFixed(0).padStart(13),
  ].join(" ");
}

interface LoadResult {
  answered: number;
  sent: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  shed: number;
  duration: number;
}

async function measured(
  label: string,
  server: Awaited<ReturnType<typeof startServeProcess>>,
  db: Client,
  run: () => Promise<LoadResult>,
): Promise<RunResult> {
  const pids = server.pids();
  let rssMax = 0;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, ...rssMbOf(pids))), 500);
  const backends = await backendPids(db);
  const node0 = cpuMsOf(pids);
  const db0 = backendCpuMs(backends);
  const result = await run();
  const node1 = cpuMsOf(pids);
  // Backends opened during the run are not counted: the pools are open after the warm-up.
  const db1 = backendCpuMs(backends);
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 5000));
  const rssAfter = Math.max(...rssMbOf(pids));
  const answered = Math.max(1, result.answered);
  return {
    label,
    rps: result.answered / result.duration,
    p50: result.p50,
    p99: result.p99,
    max: result.max,
    errors: result.errors,
    shed: result.shed,
    sent: result.sent,
    nodeCpuMs: (node1 - node0) / answered,
    dbCpuMs: db0 === null || db1 === null ? NaN : (db1 - db0) / answered,
    rssMax,
    rssAfter,
  };
}

/** One autocannon run: each request a random member and a random operation of the mix (a write one time in ten). */
async function load(
  base: string,
  members: Member[],
  reads: Operation[],
  writes: Operation[],
  shape: { connections: number; overallRate?: number; duration: number },
): Promise<LoadResult> {
  let graphqlErrors = 0;
  let shed = 0;
  let timedOut = 0;
  const statuses = new Map<number, number>();
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
  const instance = autocannon({
    url: `${base}/graphql`,
    connections: shape.connections,
    overallRate: shape.overallRate,
    duration: shape.duration,
    timeout: 10,
    requests: [
      {
        method: "POST",
        setupRequest: (req: Record<string, unknown>) => {
          const member = pick(members);
          const op = Math.random() < 0.1 ? pick(writes) : pick(reads);
          return {
            ...req,
            method: "POST",
            path: "/graphql",
            body: op.body,
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": member.address,
              cookie: member.cookie,
            },
          };
        },
        onResponse: (status: number, body: string) => {
          if (status === 503) {
            shed++;
            if (body.includes("QUERY_TIMEOUT")) timedOut++;
          } else if (status === 200 && body.includes('"errors"')) graphqlErrors++;
          if (status !== 200) statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      },
    ],
  });
  const result = await instance;
  const non2xxOther = result.non2xx - shed;
  if (shed) console.log(`  503: ${shed - timedOut} shed (SERVER_BUSY), ${timedOut} over the time limit (QUERY_TIMEOUT)`);
  if (result.errors || result.timeouts || non2xxOther || graphqlErrors) {
    const other = [...statuses].filter(([s]) => s !== 503).map(([s, n]) => `${n}× ${s}`);
    console.log(
      `  errors: ${result.timeouts} timeouts, ${result.errors - result.timeouts} transport errors, ${graphqlErrors} GraphQL errors in 200s` +
        (other.length ? `, ${other.join(", ")}` : ""),
    );
  }
  return {
    answered: result["2xx"],
    sent: result.requests.sent,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + non2xxOther + graphqlErrors,
    shed,
    duration: result.duration,
  };
}
