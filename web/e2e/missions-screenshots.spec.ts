import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Screenshots of the missions area for people to look at: /missions (member), a showcase mission before and after
 * loading, a mission with many maps, /showcase (group secret) and /admin/missions, on a desktop and a phone.
 * Saved to web/test-results/screenshots/missions-*.png.
 */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "test-results", "screenshots");
fs.mkdirSync(OUT, { recursive: true });
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const SECRET = 103;
/** Fresh members per viewport, so "before loading" is really before (the database is shared by the whole run). */
const SONG_LOADER = { desktop: DEMO.newcomer, phone: 105 } as const;
const ARTIST_LOADER = { desktop: 106, phone: 104 } as const;

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".page-loading")).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
}

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(OUT, `missions-${name}.png`), fullPage });

/** A modal is fixed to the viewport: make the viewport as tall as the dialog to see all of it. */
async function shotDialog(page: Page, name: string, width: number) {
  const height = await page.getByRole("dialog").evaluate((el) => Math.ceil(el.getBoundingClientRect().height) + 120);
  await page.setViewportSize({ width, height: Math.max(height, 700) });
  await page.waitForTimeout(200);
  await shot(page, name, false);
}

function openCard(page: Page, name: string | RegExp) {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name }) })
    .first()
    .getByRole("heading")
    .getByRole("button")
    .click();
}

for (const [vpName, vp] of Object.entries(VIEWPORTS)) {
  test(`missions screenshots: member on ${vpName}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(vp);
    await signIn(page, DEMO.mapper, "/missions");
    await settle(page);
    await shot(page, `member-${vpName}`);
    await page.getByRole("radio", { name: "any" }).check();
    await page.getByRole("button", { name: "Load inactive priority quests" }).click();
    await expect(page.getByRole("list", { name: "Inactive priority quests" })).toBeVisible();
    await settle(page);
    await shot(page, `member-${vpName}-inactive`);

    // the selected mission with the add-beatmap control
    await openCard(page, "Featured Favourites");
    await settle(page);
    await shotDialog(page, `member-${vpName}-detail`, vp.width);
    await page.setViewportSize(vp);
    await page.keyboard.press("Escape");

    // a mission with many maps (the list is stretched to 25 in the browser to show the 20 cap and the toggle)
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== "MissionDetail") return route.continue();
      const res = await route.fetch();
      const json = await res.json();
      const maps = json.data.mission.associatedMaps as { id: string; createdAt: string }[];
      const many = Array.from({ length: 25 }, (_, i) => ({
        ...maps[i % maps.length],
        id: String(900000 + i),
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
      }));
      json.data.mission.associatedMaps = many;
      json.data.mission.winningBeatmaps = [{ __typename: "Beatmap", id: "900003" }];
      json.data.mission.invalidBeatmaps = [{ __typename: "Beatmap", id: "900007" }];
      await route.fulfill({ response: res, json });
    });
    await openCard(page, "Featured Favourites");
    await expect(page.getByRole("dialog").getByRole("button", { name: "show all 25 beatmaps" })).toBeVisible();
    await settle(page);
    await shotDialog(page, `many-maps-${vpName}`, vp.width);
    await page.setViewportSize(vp);
    await page.unroute("**/graphql");
  });

  test(`missions screenshots: showcase before and after loading on ${vpName}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(vp);
    await signIn(page, SONG_LOADER[vpName as keyof typeof VIEWPORTS], "/missions");
    await page.getByRole("radio", { name: "any" }).check();
    await openCard(page, /^Classified: Song Showcase/);
    await settle(page);
    await shotDialog(page, `showcase-song-before-${vpName}`, vp.width);
    const section = page.getByRole("region", { name: "Your showcase song" });
    await section.getByRole("button", { name: "Load song" }).click();
    await shotDialog(page, `showcase-song-confirm-${vpName}`, vp.width);
    await section.getByRole("alertdialog").getByRole("button", { name: "Load song" }).click();
    await expect(section.getByRole("button", { name: "Reroll song (35 pts)" })).toBeDisabled();
    await section.locator(".tooltip__trigger").hover();
    await page.waitForTimeout(300);
    await shotDialog(page, `showcase-song-after-${vpName}`, vp.width);
  });

  test(`missions screenshots: artist showcase and FA Showcase on ${vpName}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(vp);
    await signIn(page, ARTIST_LOADER[vpName as keyof typeof VIEWPORTS], "/missions");
    await page.getByRole("radio", { name: "any" }).check();
    await openCard(page, /^Classified: Artist Showcase/);
    const section = page.getByRole("region", { name: "Your showcase artist" });
    await section.getByRole("button", { name: "Load artist" }).click();
    await section.getByRole("alertdialog").getByRole("button", { name: "Load artist" }).click();
    await expect(section.getByRole("button", { name: /^Reroll artist/ })).toBeVisible();
    await settle(page);
    await shotDialog(page, `showcase-artist-after-${vpName}`, vp.width);

    await page.goto("/api/logout");
    await signIn(page, SECRET, "/showcase");
    await settle(page);
    await shot(page, `fa-showcase-${vpName}`);
  });

  test(`missions screenshots: admin on ${vpName}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(vp);
    await signIn(page, DEMO.admin, "/admin/missions");
    await settle(page);
    await shot(page, `admin-${vpName}`);
    const opener =
      vpName === "phone"
        ? page.locator(".admin-missions__cards button").nth(2)
        : page.locator(".admin-missions__table tbody tr").nth(2).getByRole("button");
    await opener.click();
    await settle(page);
    await shotDialog(page, `admin-edit-${vpName}`, vp.width);
    await page.setViewportSize(vp);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Add priority quest" }).click();
    await page.getByRole("button", { name: "Create priority quest" }).click();
    await shotDialog(page, `admin-create-errors-${vpName}`, vp.width);
  });
}
