import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Full-page screenshots of every built page, signed out and as DemoMapper and DemoAdmin, on a desktop (1366×900)
 * and a phone (390×844), saved to web/test-results/screenshots/ for people to look at.
 */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "test-results", "screenshots");
fs.mkdirSync(OUT, { recursive: true });

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const PERSONAS = { "signed-out": null, mapper: DEMO.mapper, admin: DEMO.admin } as const;

const PAGES: { name: string; path: string; only?: keyof typeof PERSONAS }[] = [
  { name: "home", path: "/" },
  { name: "faq", path: "/faq" },
  { name: "users", path: "/users" },
  { name: "user-detail", path: "/users?id=2" },
  { name: "logs", path: "/logs" },
  { name: "error", path: "/error" },
  { name: "not-found", path: "/nope" },
  { name: "beatmaps", path: "/beatmaps" },
  { name: "merch", path: "/merch" },
  { name: "graphiql", path: "/admin/graphiql" },
];

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".page-loading")).toHaveCount(0, { timeout: 20_000 });
  // Scroll through once so lazily loaded images (covers, avatars) are in, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400); // route fade
}

async function shot(page: Page, file: string, fullPage = true) {
  await page.screenshot({ path: path.join(OUT, `${file}.png`), fullPage });
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const [persona, osuId] of Object.entries(PERSONAS)) {
    test(`screenshots: ${persona} on ${viewportName}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      if (osuId) await signIn(page, osuId, "/");
      for (const p of PAGES) {
        await page.goto(p.path);
        if (p.name === "graphiql" && persona === "admin") {
          await expect(page.locator(".graphiql-query-editor .monaco-editor").first()).toBeVisible({ timeout: 30_000 });
        }
        await settle(page);
        // a modal is fixed to the viewport: a viewport screenshot shows it as people see it
        await shot(page, `${persona}-${viewportName}-${p.name}`, p.name !== "user-detail");
      }
      if (osuId) {
        await page.goto("/logs");
        await settle(page);
        if (viewportName === "phone") {
          await page.getByRole("button", { name: "Menu", exact: true }).click();
          await shot(page, `${persona}-${viewportName}-nav-open`);
          await page.getByRole("button", { name: "Menu", exact: true }).click();
        }
        await page.getByRole("button", { name: /^Account menu for / }).click();
        await page.screenshot({ path: path.join(OUT, `${persona}-${viewportName}-user-menu.png`) });
      } else if (viewportName === "phone") {
        await page.goto("/logs");
        await settle(page);
        await page.getByRole("button", { name: "Menu", exact: true }).click();
        await shot(page, `${persona}-${viewportName}-nav-open`);
      }
    });
  }
}
