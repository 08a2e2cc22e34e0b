import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * The site tour shared by the accessibility, offline and phone checks: every route of web/src/routes.tsx that has a
 * page, for each role. The routes are read from the source, so a page added there (contests, …) is covered at once.
 */
const ROUTES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/routes.tsx");

/** Paths of routes.tsx whose entry has a `page` (one route object per line there). */
export function builtPaths(): string[] {
  const source = fs.readFileSync(ROUTES_FILE, "utf8");
  const paths: string[] = [];
  for (const line of source.split("\n")) {
    const m = /^\s*\{\s*path:\s*"([^"]+)".*\bpage:\s*\w+/.exec(line);
    if (m && !paths.includes(m[1]!)) paths.push(m[1]!);
  }
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

/** Opens a page and waits until it has loaded its data (no request for half a second, no loading indicator). */
export async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".page-loading")).toHaveCount(0);
}

// routes.tsx must keep one route per line for builtPaths(): fail loudly if its format changes.
if (builtPaths().length < 10) throw new Error(`site-pages: found only ${builtPaths().length} built routes in ${ROUTES_FILE}`);
