import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, type Request } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * The site tour shared by the accessibility, offline and phone checks: every route of web/src/routes.tsx that has a
 * page, for each role. The routes are read from the source, so a page added there (contests, …) is covered at once.
 */
const ROUTES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/routes.tsx");

/** Paths of routes.tsx whose entry has a `page` (a route object may span several lines there). */
export function builtPaths(): string[] {
  const source = fs.readFileSync(ROUTES_FILE, "utf8");
  const starts = [...source.matchAll(/\{\s*path:\s*"([^"]+)"/g)];
  const paths: string[] = [];
  starts.forEach((m, i) => {
    const entry = source.slice(m.index, starts[i + 1]?.index ?? source.length);
    if (/\bpage:\s*\w+/.test(entry) && !paths.includes(m[1]!)) paths.push(m[1]!);
  });
  return paths;
}

export interface Role {
  name: "anonymous" | "member" | "admin";
  osuId?: number;
}

export const ROLES: readonly Role[] = [
  { name: "anonymous" },
  { name: "member", osuId: DEMO.mapper },
  { name: "admin", osuId: DEMO.admin },
];

export async function signInAs(page: Page, role: Role): Promise<void> {
  if (role.osuId) await signIn(page, role.osuId);
}

/** A web worker's script (Vite names them `<name>.worker-<hash>.js`). */
const WORKER_SCRIPT = /\.worker-[\w-]+\.js$/;

/** The requests of each page not finished yet (recorded from the page's first `visit`). */
const openRequests = new WeakMap<Page, Set<Request>>();

function track(page: Page): Set<Request> {
  let open = openRequests.get(page);
  if (!open) {
    const requests = new Set<Request>();
    page.on("request", (r) => void requests.add(r));
    page.on("requestfinished", (r) => void requests.delete(r));
    page.on("requestfailed", (r) => void requests.delete(r));
    openRequests.set(page, (open = requests));
  }
  return open;
}

/**
 * Waits until the page is quiet: no request for half a second ("networkidle") and no animation running (a dialog
 * fading in is checked once it is opaque).
 *
 * Chromium now and then never reports the end of a web worker's script request: in three of about twelve runs the
 * GraphiQL page's second `json.worker` request stayed open in the trace (status -1) while the server had answered it,
 * and "networkidle" never came. When the wait runs out and the only requests still open are worker scripts, the page
 * counts as quiet; any other open request still fails.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  const open = track(page);
  try {
    await page.waitForLoadState("networkidle", { timeout: 30_000 });
  } catch (err) {
    const others = [...open].filter((r) => !WORKER_SCRIPT.test(new URL(r.url()).pathname));
    if (open.size === 0 || others.length) throw err;
  }
  // Finite animations only (a looping spinner never finishes).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Opens a page and waits until it has loaded its data (quiet, no loading indicator). */
export async function visit(page: Page, pathname: string): Promise<void> {
  track(page);
  await page.goto(pathname);
  await waitForQuiet(page);
  await expect(page.locator(".page-loading")).toHaveCount(0);
}

// builtPaths() reads routes.tsx as text: fail loudly if its format changes.
if (builtPaths().length < 10) throw new Error(`site-pages: found only ${builtPaths().length} built routes in ${ROUTES_FILE}`);
