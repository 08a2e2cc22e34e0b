import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Screenshots of /settings/webhooks for people to look at: DemoMapper with the demo webhook's delivery log open, and
 * DemoAdmin with the guild-wide list, on a desktop (1366×900) and a phone (390×844). Saved to
 * web/test-results/screenshots/webhooks-*.png.
 */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "test-results", "screenshots");
fs.mkdirSync(OUT, { recursive: true });

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".page-loading")).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(300);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`webhooks screenshots (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const [who, osuId, list] of [
      ["member", DEMO.mapper, "Your webhooks"],
      ["admin", DEMO.admin, "Guild-wide webhooks"],
    ] as const) {
      await page.context().clearCookies();
      await signIn(page, osuId, "/settings/webhooks");
      const region = page.getByRole("region", { name: list });
      await region
        .getByRole("button", { name: /^Delivery log/ })
        .first()
        .click();
      await expect(region.getByText(/^Delivered/).first()).toBeVisible();
      await settle(page);
      // Nothing wider than the screen (wide tables scroll in their own box).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: path.join(OUT, `webhooks-${who}-${name}.png`), fullPage: true });
    }
  });
}
