#!/usr/bin/env node
/**
 * GraphQL requests of a tour (docs/architecture.md, "Cache policy"): signs in as the demo mapper on the built server,
 * then makes 13 there-and-back navigations through the main navigation (click a page, click back to the start page)
 * in Chromium, and counts the GraphQL requests after the first load. Prints them per step; with a cache that keeps
 * what it holds, going back to a page that is still fresh costs nothing.
 * First, the first visits (docs/architecture.md, "Routes and loaders"): each page below is opened in a fresh browser
 * context (empty cache) with its page chunk held back for HOLD_MS; its data must be asked for while the chunk is
 * still on its way (the route's loader starts it), not after it arrives. A page whose data waits for its chunk is a
 * waterfall, and the script exits 1.
 * Usage: npm run build && npm run requests -w web   (MG_MEASURE_URL=http://… to use a running server)
 */
import { launchChromium, startBuiltServer } from "./lib/built-server.mjs";

const MAPPER = 101;
const START = "/beatmaps";
// Each step: open the page through the main navigation, then come back to START the same way.
const TOUR = [
  ["Priority quests", "/missions"],
  ["Quests", "/quests"],
  ["Users", "/users"],
  ["Logs", "/logs"],
  ["Home", "/"],
  ["Priority quests", "/missions"],
  ["Quests", "/quests"],
  ["Users", "/users"],
  ["Logs", "/logs"],
  ["Home", "/"],
  ["Priority quests", "/missions"],
  ["Quests", "/quests"],
  ["Users", "/users"],
];

// First visits: [path, the page's chunk (its file name's start), signed in?]
const FIRST_VISITS = [
  ["/", "HomePage", false],
  ["/logs", "LogsPage", false],
  ["/users", "UsersPage", false],
  ["/beatmaps", "BeatmapsPage", true],
  ["/quests", "QuestsPage", true],
  ["/missions", "MissionsPage", true],
  ["/notifications", "NotificationsPage", true],
  ["/contests/listing", "ContestsListingPage", true],
  ["/settings/tokens", "TokensPage", true],
];
const HOLD_MS = 1500;
// Asked by the shell on every page, not by the page: they say nothing about the page's own data.
const SHELL_OPERATIONS = new Set(["Me", "NotificationBell"]);

const operationOf = (req) => {
  try {
    return JSON.parse(req.postData() ?? "{}").operationName ?? "?";
  } catch {
    return "?";
  }
};

/** Opens `path` in a fresh context with the page's chunk held back; returns the page's operations before and after. */
async function firstVisit(browser, baseUrl, storageState, path, chunk) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, storageState });
  try {
    let releasedAt = Infinity;
    await context.route(new RegExp(`/assets/${chunk}-[^/]*\\.js$`), async (route) => {
      await new Promise((r) => setTimeout(r, HOLD_MS));
      releasedAt = Math.min(releasedAt, Date.now());
      await route.continue();
    });
    const page = await context.newPage();
    const asked = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname !== "/graphql") return;
      const op = operationOf(req);
      if (!SHELL_OPERATIONS.has(op)) asked.push({ op, at: Date.now() });
    });
    await page.goto(`${baseUrl}${path}`);
    await page.locator("main .skeleton").first().waitFor({ state: "detached", timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    const during = asked.filter((a) => a.at < releasedAt).map((a) => a.op);
    const after = asked.filter((a) => a.at >= releasedAt).map((a) => a.op);
    return { during, after, held: releasedAt !== Infinity };
  } finally {
    await context.close();
  }
}

const server = await startBuiltServer("requests");
const browser = await launchChromium();
let total = 0;
let waterfalls = 0;
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const login = await page.request.get(`${server.url}/api/login?returnTo=${encodeURIComponent(START)}`, { maxRedirects: 0 });
  await page.goto(new URL(`${login.headers()["location"]}&login_as=${MAPPER}`, server.url).href);
  await page.getByRole("button", { name: /^Account menu for / }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");

  const signedIn = await context.storageState();
  console.log(`First visits (empty cache, the page's chunk held back ${HOLD_MS} ms): the page's data asked while it is held`);
  for (const [path, chunk, member] of FIRST_VISITS) {
    const { during, after, held } = await firstVisit(browser, server.url, member ? signedIn : undefined, path, chunk);
    const ok = held && during.length > 0;
    if (!ok) waterfalls++;
    const who = member ? "member " : "visitor";
    const verdict = !held ? "CHUNK NOT SEEN" : ok ? "parallel" : "WATERFALL";
    console.log(`  ${who} ${path.padEnd(18)} ${verdict.padEnd(9)} during [${during.join(", ")}]  after [${after.join(", ")}]`);
  }
  console.log("");

  let counted = [];
  let pending = 0;
  const isGraphql = (req) => new URL(req.url()).pathname === "/graphql";
  page.on("requestfinished", (req) => isGraphql(req) && pending--);
  page.on("requestfailed", (req) => isGraphql(req) && pending--);
  page.on("request", (req) => {
    if (!isGraphql(req)) return;
    pending++;
    let name = "?";
    try {
      name = JSON.parse(req.postData() ?? "{}").operationName ?? "?";
    } catch {
      // not JSON
    }
    counted.push(name);
  });
  const nav = page.getByRole("navigation", { name: "Main" });
  const go = async (label, path) => {
    await nav.getByRole("link", { name: label, exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === path);
    // The page's code has arrived and rendered (no skeleton left), then its requests have had time to start.
    await page.locator("main .skeleton").first().waitFor({ state: "detached", timeout: 60_000 });
    // Settled: no GraphQL request under way for 600 ms (a client-side navigation has no load event to wait for).
    let quietSince = Date.now();
    while (Date.now() - quietSince < 600) {
      await page.waitForTimeout(100);
      if (pending > 0) quietSince = Date.now();
    }
  };
  const startLabel = "Beatmaps";
  console.log(`Tour: ${TOUR.length} there-and-back navigations from ${START}, signed in as ${MAPPER}`);
  for (const [label, path] of TOUR) {
    counted = [];
    await go(label, path);
    const there = counted.length;
    const thereOps = counted.join(", ");
    counted = [];
    await go(startLabel, START);
    const back = counted.length;
    total += there + back;
    console.log(
      `  ${path.padEnd(10)} there ${String(there).padStart(2)} [${thereOps}]  back ${String(back).padStart(2)} [${counted.join(", ")}]`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\nrequests: ${total} GraphQL requests over ${TOUR.length} there-and-back navigations.`);
if (waterfalls > 0) {
  console.error(`requests: FAIL — ${waterfalls} first visit(s) asked for their data only after the page's chunk arrived.`);
  process.exit(1);
}
console.log(`requests: no waterfall on the ${FIRST_VISITS.length} first visits.`);
