#!/usr/bin/env node
/**
 * First-visit budget (docs/architecture.md, "First visit"): what a signed-out visitor's browser loads for `/`.
 * Starts the built server (npm run build first), opens `/` in Chromium, waits until the page has settled (network
 * idle: lazy route chunks and whatever the landing imports on first paint included), and sums the gzip size of every
 * JS and CSS file the visit loaded. Prints the list and exits 1 above the budget.
 * Fonts and images are not counted (they are not code); the sizes are gzip -9 of the bodies as served.
 */
import zlib from "node:zlib";
import { launchChromium, startBuiltServer } from "./lib/built-server.mjs";

export const BUDGET_KB = 175;

const kb = (n) => (n / 1024).toFixed(1);
const gzip = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

const server = await startBuiltServer("size");
const browser = await launchChromium();
let total;
let files;
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const seen = new Map();
  page.on("response", (res) => {
    const type = res.request().resourceType();
    const url = new URL(res.url());
    const isCode = type === "script" || type === "stylesheet" || /\.(m?js|css)$/.test(url.pathname);
    if (!isCode || seen.has(url.href)) return;
    seen.set(
      url.href,
      res.body().then(
        (body) => ({ path: url.origin === server.url ? url.pathname : url.href, raw: body.length, gz: gzip(body) }),
        () => null,
      ),
    );
  });
  await page.goto(`${server.url}/`);
  // The landing has rendered (its hero heading) before anything counts as settled.
  await page.locator("main h1").first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  // Anything started by the first paint (e.g. a lazily loaded widget) has had its network-idle window; collect it.
  await page.waitForTimeout(500);
  await page.waitForLoadState("networkidle");
  files = (await Promise.all(seen.values())).filter(Boolean).sort((a, b) => b.gz - a.gz);
  total = files.reduce((s, f) => s + f.gz, 0);
  const raw = files.reduce((s, f) => s + f.raw, 0);
  console.log(`First visit to / (signed out) as Chromium loads it: ${files.length} JS/CSS files`);
  for (const f of files) console.log(`  ${kb(f.gz).padStart(7)} KB gzip  ${kb(f.raw).padStart(8)} KB raw  ${f.path}`);
  console.log(`  ${"-".repeat(40)}`);
  console.log(`  ${kb(total).padStart(7)} KB gzip  ${kb(raw).padStart(8)} KB raw  total (budget ${BUDGET_KB} KB gzip)`);
} finally {
  await browser.close();
  await server.stop();
}

if (files.length === 0) {
  console.error("\nsize: FAIL — the visit loaded no JS or CSS at all; the measurement is broken.");
  process.exit(1);
}
if (total > BUDGET_KB * 1024) {
  console.error(`\nsize: FAIL — the first visit loads ${kb(total)} KB gzip, over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
console.log(`\nsize: OK — ${kb(total)} KB gzip of ${BUDGET_KB} KB.`);
