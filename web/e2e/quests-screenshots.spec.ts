import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Screenshots of the quests area for people to look at: /quests as a member, the detail modal in each state, the
 * submission form, and /admin/quests with its modal and batch form, on a desktop (1366×900) and a phone (390×844).
 * Saved to web/test-results/screenshots/quests-*.png.
 */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "test-results", "screenshots");
fs.mkdirSync(OUT, { recursive: true });

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

interface Row {
  id: string;
  status: string;
  isExpired: boolean;
  isOverdue: boolean;
  viewerParty: { id: string } | null;
  parties: { id: string }[];
}

async function quests(page: Page): Promise<Row[]> {
  const res = await page.request.post("/graphql", {
    data: {
      query: "query { quests(limit: 200) { quests { id status isExpired isOverdue viewerParty { id } parties { id } } } }",
    },
    headers: { "content-type": "application/json" },
  });
  return ((await res.json()) as { data: { quests: { quests: Row[] } } }).data.quests.quests;
}

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
  await page.waitForTimeout(400);
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: path.join(OUT, `quests-${name}.png`), fullPage });
}

/** The modal as people see it (viewport), and whole (a viewport as tall as the modal). */
async function modalShots(page: Page, name: string) {
  const modal = page.getByRole("dialog");
  await expect(modal).toBeVisible();
  await settle(page);
  await shot(page, name, false);
  const size = page.viewportSize()!;
  const height = await modal.evaluate((el) => el.scrollHeight);
  if (height + 80 > size.height) {
    await page.setViewportSize({ width: size.width, height: Math.min(height + 80, 6000) });
    await page.waitForTimeout(200);
    await shot(page, `${name}-full`, false);
    await page.setViewportSize(size);
  }
}

test("quests screenshots: the example quest card on the landing page", async ({ page }) => {
  for (const [vp, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await settle(page);
    const card = page.locator(".quest-card").first();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(OUT, `quests-home-${vp}-example.png`) });
  }
});

for (const [vp, viewport] of Object.entries(VIEWPORTS)) {
  test(`quests screenshots: member on ${vp}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.mapper, "/quests");
    await settle(page);
    await shot(page, `member-${vp}-list`);
    await shot(page, `member-${vp}-list-top`, false);

    const rows = await quests(page);
    const pick = {
      leader: rows.find((q) => q.status === "open" && !q.isExpired && q.viewerParty),
      open: rows.find((q) => q.status === "open" && !q.isExpired && !q.viewerParty && q.parties.length > 1),
      wip: rows.find((q) => q.status === "wip" && !q.isOverdue),
      overdue: rows.find((q) => q.status === "wip" && q.isOverdue),
      done: rows.find((q) => q.status === "done"),
      expired: rows.find((q) => q.isExpired),
    };
    for (const [state, q] of Object.entries(pick)) {
      if (!q) continue;
      await page.goto(`/quests?id=${q.id}`);
      await modalShots(page, `member-${vp}-modal-${state}`);
    }

    await page.goto("/quests");
    await settle(page);
    await page.getByRole("button", { name: "Submit a quest" }).click();
    await page.getByRole("combobox", { name: "Featured artist" }).click();
    await page.getByRole("listbox", { name: "Matching artists" }).getByRole("option").nth(1).click();
    await modalShots(page, `member-${vp}-submit`);
  });

  test(`quests screenshots: admin on ${vp}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.admin, "/admin/quests");
    await settle(page);
    await shot(page, `admin-${vp}-list`);
    await shot(page, `admin-${vp}-list-top`, false);

    const rows = await quests(page);
    for (const state of ["pending", "wip", "open"]) {
      const q = rows.find((r) => r.status === state);
      if (!q) continue;
      await page.goto(`/admin/quests?id=${q.id}`);
      await modalShots(page, `admin-${vp}-modal-${state}`);
    }
    const pending = rows.find((r) => r.status === "pending");
    if (pending) {
      await page.goto(`/quests?id=${pending.id}`);
      await modalShots(page, `admin-${vp}-member-modal-pending`);
    }

    await page.goto("/admin/quests");
    await settle(page);
    await page.getByRole("button", { name: "Add quests" }).click();
    const batch = page.getByRole("region", { name: "Add quests" });
    await batch.getByRole("combobox", { name: "Featured artist", exact: true }).click();
    await batch.getByRole("listbox", { name: "Matching artists" }).getByRole("option").nth(1).click();
    await batch.getByRole("button", { name: "Generate rows" }).click();
    await shot(page, `admin-${vp}-batch`);
  });
}
