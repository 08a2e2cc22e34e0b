import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers";

/**
 * /worldCup against the real server and its demo data: DemoWorldCup (105) flags a map found by search, unflags it and
 * edits a note; the navigation shows World Cup only to World Cup helpers and admins.
 */
const ACCOUNTS = {
  admin: 100,
  mapper: 101,
  newcomer: 102,
  secret: 103,
  mentor: 104,
  worldCup: 105,
  showcase: 106,
  scheduler: 107,
};
const SEES_WORLD_CUP = new Set([ACCOUNTS.admin, ACCOUNTS.worldCup]);

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

test("the navigation shows World Cup only to World Cup helpers and admins", async ({ page }) => {
  test.setTimeout(120_000);
  for (const osuId of Object.values(ACCOUNTS)) {
    await page.context().clearCookies();
    await signIn(page, osuId, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // Admins find it in the Admin menu (their navigation stays on one line); its holders in the main navigation.
    if (osuId === ACCOUNTS.admin) await nav.getByRole("button", { name: "Admin" }).click();
    const link = nav.getByRole("link", { name: "World Cup" });
    if (SEES_WORLD_CUP.has(osuId)) await expect(link, `osu! id ${osuId}`).toHaveCount(1);
    else await expect(link, `osu! id ${osuId}`).toHaveCount(0);
  }
  await page.goto("/worldCup");
  await expect(page).toHaveTitle("Oops");
});

test("DemoWorldCup flags a map, unflags it and edits the osu!mania note", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await signIn(page, ACCOUNTS.worldCup, "/worldCup");
  await expect(page).toHaveTitle("World Cup");
  const count = page.getByText(/World Cup maps? not Ranked yet/);
  await expect(count).toBeVisible();
  const before = Number((await count.textContent())!.split(" ")[0]);

  // Find an unflagged map of DemoMapper's and flag it.
  await page.getByRole("searchbox", { name: /Artist, title, host/ }).fill("DemoMapper");
  const results = page.getByRole("list", { name: "Beatmaps found" });
  const flag = results.getByRole("button", { name: /^Flag / }).first();
  await expect(flag).toBeVisible();
  const title = (await flag.textContent())!.replace(/^Flag\s*/, "").trim();
  await flag.click();
  await expect(toast(page, "Flagged as World Cup map")).toBeVisible();
  await expect(count).toHaveText(new RegExp(`^${before + 1} World Cup`));
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(row).toHaveCount(1);

  // Unflag it from the tracker; focus stays on the page.
  await row.getByRole("button", { name: `Unflag ${title}` }).click();
  await expect(toast(page, "Removed from the World Cup list")).toBeVisible();
  await expect(count).toHaveText(new RegExp(`^${before} World Cup`));
  await expect(page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) })).toHaveCount(0);
  await expect(page.locator("body")).not.toBeFocused();

  // Edit the osu!mania note.
  const mania = page.getByRole("region", { name: "osu!mania" });
  await mania.getByRole("button", { name: "Edit note for osu!mania" }).click();
  const box = mania.getByRole("textbox", { name: "Note for osu!mania (markdown)" });
  await expect(box).toBeFocused();
  await box.fill("## Finals\n\n**Locked** on Sunday");
  await mania.getByRole("button", { name: "Save note" }).click();
  await expect(toast(page, "Note saved")).toBeVisible();
  await expect(mania.getByRole("heading", { name: "Finals" })).toBeVisible();
  await expect(mania.locator("strong", { hasText: "Locked" })).toBeVisible();
  expect(problems).toEqual([]);
});
