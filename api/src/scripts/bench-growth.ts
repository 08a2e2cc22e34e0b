/**
 * Flat reads (issue 27): each read of the web app on the demo guild and on the large guild, interleaved, with the
 * statements one request sends. A list that grows with its table shows here as a p50 that grows with the guild.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/mg_bench DEMO_DATABASE_URL=postgres://postgres@127.0.0.1:5432/mg_bench_demo \
 *     npm run bench -- growth [--rounds 30] [--warmup 20]
 *
 * DATABASE_URL holds the large guild of `npm run bench -- graphql` (built there on the first run), DEMO_DATABASE_URL
 * the demo guild (the seeder at scale 1, built there on the first run). Both servers run in this process (as
 * `npm run bench -- graphql` does), signed in as the same-ranked member of each guild (the one with most points).
 */
import "reflect-metadata";
import { Client } from "pg";
import { loadConfig } from "../config";
import { createLogger } from "../core/logger";
import { startServer, type RunningServer } from "../app/server";
import { ensureGuild, httpClient, parseArgs as graphqlArgs, type HttpCall } from "./bench-graphql";
import { memberSessions, median, numberFlag, webOperation, type Operation } from "./bench-load";
import { READS } from "./bench-crowd";

/** Statements sent through `pg` (the server's driver), counted while one request runs at a time. */
let statements = 0;
function countStatements(): void {
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return original.apply(this, args);
  };
}

const SECRET = "bench-growth-secret-bench-growth-secret";

async function guildServer(url: string): Promise<{ server: RunningServer; call: HttpCall; cookie: string; members: number }> {
  const config = loadConfig({
    NODE_ENV: "development",
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: url,
    SEED_DEMO_DATA: "false",
    ENABLE_JOBS: "false",
    SESSION_SECRET: SECRET,
    LOG_LEVEL: "silent",
    RATE_LIMIT_MEMBER_POINTS: "1000000000",
    RATE_LIMIT_MEMBER_BURST: "1000000000",
    SHED_MAX_LAG_MS: "0",
    SHED_MAX_IN_FLIGHT: "0",
  });
  const server = await startServer(config, { logger: createLogger("silent"), startJobs: false });
  const [member] = await memberSessions(url, SECRET, 1);
  const c = new Client({ connectionString: url });
  await c.connect();
  const [{ n }] = (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`)).rows;
  await c.end();
  return { server, call: httpClient(server.url, 1), cookie: member.cookie, members: n };
}

export async function benchGrowth(): Promise<void> {
  const argv = process.argv.slice(3);
  const large = process.env.DATABASE_URL;
  const demo = process.env.DEMO_DATABASE_URL;
  if (!large || !demo)
    throw new Error("set DATABASE_URL (the large guild) and DEMO_DATABASE_URL (the demo guild), databases of their own");
  const rounds = Math.round(numberFlag(argv, "--rounds", 30));
  const warmup = Math.round(numberFlag(argv, "--warmup", 20));
  await ensureGuild(large, graphqlArgs([]));
  await ensureGuild(demo, graphqlArgs(["--scale", "1", "--maps", "1"]));
  countStatements();
  const guilds = [await guildServer(demo), await guildServer(large)];
  console.log(
    `growth: demo guild (${guilds[0].members} members) against the large guild (${guilds[1].members}); ${warmup} warm-up, ${rounds} rounds, interleaved`,
  );
  const ops: Operation[] = READS.map(([name, variables]) => webOperation(name, variables));
  const send = async (g: (typeof guilds)[number], op: Operation) => {
    const before = statements;
    const t = process.hrtime.bigint();
    const res = await g.call("POST", "/graphql", { "content-type": "application/json", cookie: g.cookie }, op.body);
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (res.status !== 200 || res.text.includes('"errors"'))
      throw new Error(`${op.name}: ${res.status} ${res.text.slice(0, 300)}`);
    return { ms, statements: statements - before, bytes: Buffer.byteLength(res.text) };
  };
  try {
    console.log("\noperation               demo p50 ms   large p50 ms   ×      demo stmts   large stmts   demo KB   large KB");
    for (const op of ops) {
      for (let i = 0; i < warmup; i++) for (const g of guilds) await send(g, op);
      const samples = guilds.map(() => [] as { ms: number; statements: number; bytes: number }[]);
      for (let i = 0; i < rounds; i++) for (const [j, g] of guilds.entries()) samples[j].push(await send(g, op));
      const p50 = samples.map((s) => median(s.map((x) => x.ms)));
      const st = samples.map((s) => median(s.map((x) => x.statements)));
      const kb = samples.map((s) => median(s.map((x) => x.bytes)) / 1024);
      console.log(
        [
          op.name.padEnd(22),
          p50[0].toFixed(1).padStart(12),
          p50[1].toFixed(1).padStart(14),
          (p50[1] / p50[0]).toFixed(1).padStart(5),
          String(st[0]).padStart(12),
          String(st[1]).padStart(13),
          kb[0].toFixed(1).padStart(9),
          kb[1].toFixed(1).padStart(10),
        ].join(" "),
      );
    }
  } finally {
    for (const g of guilds) await g.server.close();
  }
}
