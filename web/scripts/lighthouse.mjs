#!/usr/bin/env node
/**
 * Lighthouse scores of the built app (docs/architecture.md, "First visit"): `/` signed out and `/missions` signed in
 * as the demo mapper, on the embedded demo guild. Starts the built server (npm run build first; MG_MEASURE_URL=http://…
 * for a running one), then for each run starts a fresh headless Chromium (/usr/bin/chromium, never downloaded) and
 * runs Lighthouse against it: mobile preset by default (its default form factor and simulated throttling), the
 * desktop preset with --desktop. RUNS runs per page, interleaved; prints the medians of the four category scores and
 * of FCP, LCP, TBT, CLS and the longest main-thread task (as Lighthouse simulates it at the preset's CPU). It reports;
 * it is not a test: it exits 0 whatever the scores.
 * Usage: npm run build && npm run bench -- lighthouse [--desktop] [--runs=N]   (or npm run lighthouse -w web -- …)
 * MG_LIGHTHOUSE_REPORTS=<dir> also writes each run's full report (JSON, for the Lighthouse viewer) into that folder.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startBuiltServer } from "./lib/built-server.mjs";

const MAPPER = 101;
const PAGES = [
  { path: "/", signedIn: false },
  { path: "/missions", signedIn: true },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--no-default-browser-check",
];

const args = process.argv.slice(2);
const desktop = args.includes("--desktop");
const runsArg = args.find((a) => a.startsWith("--runs="));
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice("--runs=".length))) : 3;

/** Starts Chromium with a remote-debugging port of its choosing in a fresh profile; returns { port, stop }. */
async function startChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "mg-lighthouse-chromium-"));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error("Chromium did not open its debugging port within 30 s")), 30_000);
    child.stderr.on("data", (chunk) => {
      text += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with code ${code} before opening its debugging port`));
    });
  });
  child.stderr.resume();
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { port, stop };
}

/**
 * Signs in through the offline osu! provider as the e2e tests do (/api/login → the mock's authorize page with
 * &login_as=<id> → the callback), following the redirects by hand to keep the cookies; returns the Cookie header.
 */
async function signIn(baseUrl, osuId) {
  const jar = new Map();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const get = async (url) => {
    const res = await fetch(url, { redirect: "manual", headers: jar.size ? { cookie: cookieHeader() } : {} });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  };
  let res = await get(`${baseUrl}/api/login?returnTo=%2Fmissions`);
  if (res.status !== 302) throw new Error(`sign-in: /api/login answered ${res.status}`);
  let next = new URL(`${res.headers.get("location")}&login_as=${osuId}`, baseUrl).href;
  for (let hops = 0; hops < 10; hops++) {
    res = await get(next);
    if (res.status < 300 || res.status >= 400) break;
    next = new URL(res.headers.get("location"), next).href;
  }
  const me = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookieHeader(), "apollo-require-preflight": "true" },
    body: JSON.stringify({ query: "{ me { id } }" }),
  });
  const body = await me.json().catch(() => ({}));
  if (!body?.data?.me) throw new Error(`sign-in as ${osuId} failed: ${JSON.stringify(body).slice(0, 200)}`);
  return cookieHeader();
}

/** One Lighthouse run of `url` in a fresh Chromium; returns the figures this script prints. */
async function audit(url, cookie, name) {
  const chromium = await startChromium();
  try {
    const flags = {
      port: chromium.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const reports = process.env.MG_LIGHTHOUSE_REPORTS;
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      fs.writeFileSync(path.join(reports, `${name}.json`), result.report);
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const longTasks = lhr.audits["long-tasks"]?.details?.items ?? [];
    const longest = longTasks.reduce((m, t) => Math.max(m, t.duration ?? 0), 0);
    // Every weighted audit's score, to name those that cost points.
    const audits = Object.fromEntries(
      Object.values(lhr.categories).flatMap((c) =>
        c.auditRefs
          .filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null)
          .map((r) => [`${c.id}/${r.id}`, Math.round(lhr.audits[r.id].score * 100)]),
      ),
    );
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
      fcp: num("first-contentful-paint"),
      lcp: num("largest-contentful-paint"),
      tbt: num("total-blocking-time"),
      cls: num("cumulative-layout-shift"),
      longest,
      longestUrl: longTasks.find((t) => t.duration === longest)?.url ?? "",
      audits,
    };
  } finally {
    await chromium.stop();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP under load): such a run is made again. */
async function auditWithRetries(url, cookie, name, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, cookie, name);
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.log(`  (${url}: ${err.message.split("\n")[0]} — running it again)`);
    }
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const ms = (n) => `${Math.round(n)} ms`;

const server = await startBuiltServer("lighthouse");
try {
  const cookie = await signIn(server.url, MAPPER);
  const results = new Map(PAGES.map((p) => [p.path, []]));
  console.log(`Lighthouse ${desktop ? "desktop" : "mobile"} preset, ${RUNS} run(s) per page, Chromium headless, ${server.url}`);
  for (let run = 1; run <= RUNS; run++) {
    for (const page of PAGES) {
      const name = `${desktop ? "desktop" : "mobile"}-${page.path.slice(1).replace(/\W+/g, "-") || "home"}-${run}`;
      const r = await auditWithRetries(`${server.url}${page.path}`, page.signedIn ? cookie : null, name);
      results.get(page.path).push(r);
      const s = CATEGORIES.map((c) => r.scores[c]).join("/");
      console.log(
        `  run ${run} ${page.path.padEnd(10)} ${s.padEnd(15)} FCP ${ms(r.fcp)}  LCP ${ms(r.lcp)}  TBT ${ms(r.tbt)}  ` +
          `CLS ${r.cls.toFixed(3)}  longest task ${ms(r.longest)}`,
      );
    }
  }
  console.log("\nMedians (performance / accessibility / best practices / SEO):");
  for (const page of PAGES) {
    const rs = results.get(page.path);
    const m = (f) => median(rs.map(f));
    const who = page.signedIn ? `signed in as ${MAPPER}` : "signed out";
    console.log(`  ${page.path} (${who})`);
    console.log(
      `    performance ${m((r) => r.scores.performance)}  accessibility ${m((r) => r.scores.accessibility)}  ` +
        `best practices ${m((r) => r.scores["best-practices"])}  SEO ${m((r) => r.scores.seo)}`,
    );
    console.log(
      `    FCP ${ms(m((r) => r.fcp))}  LCP ${ms(m((r) => r.lcp))}  TBT ${ms(m((r) => r.tbt))}  ` +
        `CLS ${m((r) => r.cls).toFixed(3)}  longest task ${ms(m((r) => r.longest))}`,
    );
    const longestOf = rs.reduce((a, b) => (b.longest > a.longest ? b : a));
    if (longestOf.longestUrl) console.log(`    longest task's script: ${longestOf.longestUrl.replace(server.url, "")}`);
    const ids = [...new Set(rs.flatMap((r) => Object.keys(r.audits)))];
    const below = ids
      .map((id) => [id, median(rs.map((r) => r.audits[id] ?? 100))])
      .filter(([, score]) => score < 100)
      .map(([id, score]) => `${id} ${score}`);
    if (below.length) console.log(`    audits below 100 (median score): ${below.join(", ")}`);
  }
} finally {
  await server.stop();
}
process.exit(0);
