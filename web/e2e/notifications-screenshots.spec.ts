import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Screenshots of personal notifications for people to look at: the header's bell, /notifications and
 * /settings/notifications as DemoMapper, and the creators' message box of a contest, on a desktop (1366×900) and a
 * phone (390×844). Saved to web/test-results/screenshots/notifications-*.png.
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
  test(`notifications screenshots (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.mapper);
    await settle(page);
    await page.screenshot({
      path: path.join(OUT, `notifications-bell-${name}.png`),
      clip: { x: 0, y: 0, width: viewport.width, height: 140 },
    });
    await page.getByRole("link", { name: /^Notifications, / }).click();
    await expect(page.locator(".notification").first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, `notifications-list-${name}.png`), fullPage: true });
    await page.getByRole("link", { name: "Notification settings" }).click();
    await expect(page.getByRole("switch").first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: path.join(OUT, `notifications-settings-${name}.png`), fullPage: true });

    const res = await page.request.post("/graphql", {
      data: { query: "{ contests(category: mine, first: 50) { nodes { id status } } }" },
      headers: { "content-type": "application/json" },
    });
    const { data } = (await res.json()) as { data: { contests: { nodes: { id: string; status: string }[] } } };
    const contest = data.contests.nodes.find((c) => c.status === "beatmapping")!;
    await page.goto(`/contests/listing?contest=${contest.id}`);
    await settle(page);
    const box = page.getByRole("region", { name: "Message the participants" });
    await box.getByLabel("Message").fill("Two days left to upload your beatmaps: good luck, everyone!");
    await box.scrollIntoViewIfNeeded();
    await box.screenshot({ path: path.join(OUT, `notifications-contest-message-${name}.png`) });
  });
}
