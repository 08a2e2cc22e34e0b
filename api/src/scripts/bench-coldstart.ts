/**
 * npm run bench -- coldstart [--runs N] [--port P]   (after npm run build)
 * How long `npm run serve` (node --max-semi-space-size=32 api/dist/src/main.js) takes until the site is served, on the embedded database:
 * "newcomer" — an empty data directory (the first start after a clone: template or initdb, migrations, demo data),
 * "restart" — the same data directory again. Each run spawns the real server in a fresh process and polls until
 * `/` answers the web app and `/graphql` answers a query; DATABASE_URL is removed from its environment.
 * `--no-template` measures the newcomer without the cached template (initdb in the start), for comparison.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const MAIN = path.resolve(__dirname, "..", "main.js");
const TIMEOUT_MS = 180_000;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

async function served(base: string): Promise<boolean> {
  try {
    const page = await fetch(`${base}/`, { headers: { accept: "text/html" } });
    const html = await page.text();
    if (page.status !== 200 || !html.includes('<div id="root"')) return false;
    const gql = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ me { id } }" }),
    });
    return gql.status === 200;
  } catch {
    return false;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (0 elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 per second)
  } catch {
    return 0;
  }
}

interface Start {
  ms: number;
  cpuS: number;
  rssMb: number;
}

/**
 * Starts the server on `dataDir`; returns the milliseconds until it serves the site, the CPU seconds it used by then
 * (the figure a busy shared machine does not inflate) and its peak RSS (MB).
 */
async function startOnce(dataDir: string, port: number, env: Record<string, string>): Promise<Start> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir };
  delete childEnv.DATABASE_URL;
  childEnv.ENABLE_JOBS = "false";
  const started = Date.now();
  const child = spawn(process.execPath, ["--max-semi-space-size=32", MAIN], {
    env: childEnv,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  let rssMb = 0;
  const sampleRss = () => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      rssMb = Math.max(rssMb, Math.round(kb / 1024));
    } catch {
      /* not on Linux, or exited */
    }
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    while (Date.now() - started < TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr.slice(-2000)}`);
      if (await served(base)) {
        const ms = Date.now() - started;
        sampleRss();
        return { ms, cpuS: cpuSeconds(child.pid), rssMb };
      }
      sampleRss();
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`not served within ${TIMEOUT_MS / 1000} s`);
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
  }
}

export async function benchColdstart(): Promise<void> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} not found: run npm run build first`);
  const runs = arg("--runs", 1);
  const port = arg("--port", 3305);
  const env: Record<string, string> = {};
  if (process.argv.includes("--no-template")) env.MG_PGLITE_TEMPLATE_DIR = path.join(os.tmpdir(), "mg-no-template");
  const rows: ({ case: string } & Start)[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mg-coldstart-"));
    try {
      rows.push({ case: "newcomer (empty data directory)", ...(await startOnce(dataDir, port, env)) });
      rows.push({ case: "restart (existing data directory)", ...(await startOnce(dataDir, port, env)) });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `Cold start of node --max-semi-space-size=32 api/dist/src/main.js on the embedded database (${runs} run(s), until / and /graphql answer)`,
  );
  console.log(`| case | run | seconds | CPU seconds | peak RSS |`);
  console.log("|---|---|---|---|---|");
  const seen: Record<string, number> = {};
  for (const r of rows) {
    seen[r.case] = (seen[r.case] ?? 0) + 1;
    console.log(`| ${r.case} | ${seen[r.case]} | ${(r.ms / 1000).toFixed(1)} | ${r.cpuS.toFixed(1)} | ${r.rssMb} MB |`);
  }
}
