import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Beatmaps, tasks, points and badges against the real server and the offline osu!:
 * a mapset is created, claimed, shared, linked, marked Done, ranked on the mock osu!, synced, queued and ranked by an
 * admin; the guest difficulty's mapper watches their points and badge progress go from 0 to more.
 * Then screenshots of every page of the area (test-results/screenshots/beatmaps-*.png).
 */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "test-results", "screenshots");
fs.mkdirSync(OUT, { recursive: true });

const SET_ID = 3_203_001;
const shared: { beatmapId?: string; title?: string } = {};

async function pageAs(browser: Browser, osuId: number, returnTo: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, osuId, returnTo);
  return page;
}

const detail = (page: Page) => page.getByTestId("beatmap-detail");
const taskRow = (page: Page, name: string) => detail(page).locator(`[data-testid="task-row"][data-task="${name}"]`);

async function runJob(page: Page, name: string): Promise<void> {
  await page.goto("/admin/summary");
  await page.getByRole("button", { name: "Load jobs" }).click();
  const row = page.locator(`[data-testid="summary-job"][data-job="${name}"]`);
  await row.getByRole("button", { name: `Run ${name} now` }).click();
  await expect(page.getByText(new RegExp(`^${name}: `))).toBeVisible();
}

async function pointsOf(page: Page, userPath: string): Promise<{ total: number; progress: number }> {
  await page.goto(userPath);
  const total = Number(await page.getByTestId("breakdown-total").textContent());
  const progress = Number(await page.getByRole("progressbar").getAttribute("aria-valuenow"));
  return { total, progress };
}

async function menuTotal(page: Page): Promise<number> {
  await page.goto("/logs");
  const button = page.getByRole("button", { name: /^Account menu for / });
  await button.click();
  const value = Number(await page.getByTestId("points-total").textContent());
  await button.click();
  return value;
}

async function select(locator: Locator, index: number): Promise<string> {
  const value = await locator.locator("option").nth(index).getAttribute("value");
  await locator.selectOption(value!);
  return value!;
}

test.describe.configure({ mode: "serial" });

test("a mapset from creation to Ranked: claims, collab, link, Done, osu! sync, rank queue; the guest mapper earns points", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const mapper = await pageAs(browser, DEMO.mapper, "/beatmaps");
  await expect(mapper).toHaveTitle("Beatmaps");
  await expect(mapper.getByRole("heading", { name: /^My mapsets \(\d+\)$/ })).toBeVisible();
  await expect(mapper.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Beatmaps" })).toBeVisible();

  // -- DemoMapper creates a mapset: artist + song, Normal + Hard + Hitsounds
  await mapper.getByRole("button", { name: "Add beatmap" }).click();
  const dialog = mapper.getByRole("dialog", { name: "Add beatmap" });
  // The artist combobox (a server-side search), with the keyboard: ↓ opens the first artists by name, ↓ again makes
  // the first one active, Enter chooses it; then typing part of its name finds it again.
  const artistField = dialog.getByRole("combobox", { name: "Artist" });
  await expect(artistField).toBeFocused();
  await artistField.press("ArrowDown");
  const options = dialog.getByRole("listbox", { name: "Matching featured artists" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  const artist = (await options.first().textContent())!;
  await artistField.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await artistField.press("Enter");
  await expect(artistField).toHaveValue(artist);
  await expect(artistField).toBeFocused();
  await artistField.fill(artist.slice(0, Math.max(3, Math.ceil(artist.length / 2))));
  await expect(dialog.getByRole("listbox", { name: "Matching featured artists" })).not.toHaveAttribute("aria-busy");
  await expect(options.filter({ hasText: artist }).first()).toBeVisible();
  await options.filter({ hasText: artist }).first().click();
  await expect(artistField).toHaveValue(artist);
  await select(dialog.getByLabel("Song"), 1);
  const song = (await dialog.getByLabel("Song").locator("option:checked").textContent())!;
  shared.title = `${artist} - ${song}`;
  for (const name of ["Normal", "Hard", "Hitsounds"]) {
    await dialog.getByLabel("Task", { exact: true }).selectOption(name);
    await dialog.getByRole("button", { name: "Add task" }).click();
  }
  await expect(dialog.getByTestId("create-row")).toHaveCount(3);
  // validation: a second Hitsounds task is refused
  await dialog.getByLabel("Task", { exact: true }).selectOption("Hitsounds");
  await dialog.getByRole("button", { name: "Add task" }).click();
  await expect(dialog.getByRole("alert")).toHaveText('Only one "Hitsounds" task allowed');
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(mapper.getByText("Beatmap created")).toBeVisible();
  await expect(detail(mapper)).toBeVisible();
  await expect(mapper).toHaveURL(/\/beatmaps\?id=\d+$/);
  shared.beatmapId = new URL(mapper.url()).searchParams.get("id")!;
  await expect(detail(mapper).getByRole("heading", { name: shared.title })).toBeVisible();
  await expect(detail(mapper).getByTestId("task-row")).toHaveCount(3);
  // the card is in "My mapsets" (behind the open dialog, which hides the rest of the page from assistive technology)
  await expect(
    mapper
      .getByTestId("section-mine")
      .getByRole("button", { name: new RegExp(`^${escapeRe(shared.title)}\\s*, WIP`), includeHidden: true }),
  ).toBeVisible();

  // -- DemoNewcomer claims an Insane
  const newcomer = await pageAs(browser, DEMO.newcomer, `/beatmaps?id=${shared.beatmapId}`);
  await expect(detail(newcomer)).toBeVisible();
  await expect(detail(newcomer).getByRole("heading", { name: "Host settings" })).toHaveCount(0);
  const claim = detail(newcomer).getByRole("form", { name: "Add difficulty" });
  await claim.getByLabel("Difficulty").selectOption("Insane");
  await claim.getByRole("button", { name: "Add difficulty" }).click();
  await expect(taskRow(newcomer, "Insane")).toContainText("DemoNewcomer");
  // it is now one of their guest difficulties
  await newcomer.getByRole("button", { name: "Close" }).click();
  await expect(newcomer.getByRole("heading", { name: "My guest difficulties (1)" })).toBeVisible();

  // the newcomer's profile and menu before the mapset is ranked
  await newcomer.getByRole("button", { name: "Account menu for DemoNewcomer" }).click();
  const profile = (await newcomer.getByRole("link", { name: "View full points breakdown" }).getAttribute("href"))!;
  await newcomer.getByRole("button", { name: "Account menu for DemoNewcomer" }).click();
  const before = await pointsOf(newcomer, profile);
  expect(before).toEqual({ total: 0, progress: 0 });
  await expect(newcomer.getByTestId("user-beatmaps")).toContainText(shared.title);
  expect(await menuTotal(newcomer)).toBe(0);

  // -- DemoMapper adds DemoNewcomer as a collaborator on Hard
  await mapper.reload();
  await expect(taskRow(mapper, "Insane")).toContainText("DemoNewcomer");
  await taskRow(mapper, "Hard").getByRole("button", { name: "Add collaborator to Hard" }).click();
  await taskRow(mapper, "Hard").getByLabel("Collaborator for Hard").fill("DemoNewcomer");
  await taskRow(mapper, "Hard").getByRole("button", { name: "Add", exact: true }).click();
  await expect(taskRow(mapper, "Hard")).toContainText("DemoNewcomer");
  await expect(taskRow(mapper, "Hard")).toContainText("DemoMapper");

  // -- DemoMapper sets the beatmapset link and marks the mapset Done
  await detail(mapper).getByLabel("Beatmapset link").fill(`https://osu.ppy.sh/beatmapsets/${SET_ID}`);
  await detail(mapper).getByRole("button", { name: "Save link" }).click();
  await expect(mapper.getByText("Link saved")).toBeVisible();
  await expect(detail(mapper).getByRole("link", { name: shared.title })).toHaveAttribute(
    "href",
    `https://osu.ppy.sh/beatmapsets/${SET_ID}`,
  );
  await detail(mapper).getByRole("button", { name: "Done", exact: true }).click();
  await expect(mapper.getByText("Status set to Done")).toBeVisible();
  await expect(detail(mapper).getByRole("button", { name: "Done", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(taskRow(mapper, "Insane")).toContainText("Done");
  // the points preview works now that there is a link
  await detail(mapper).getByRole("button", { name: "Calculate points" }).click();
  await expect(detail(mapper).getByTestId("points-preview")).toContainText("based on");
  await expect(detail(mapper).getByTestId("preview-user").filter({ hasText: "DemoNewcomer" })).toBeVisible();

  // -- osu! ranks it (mock control), the status sync qualifies it, an admin queues it, the ranked job ranks it
  const rankedDate = new Date(Date.now() - 86_400_000).toISOString();
  const control = await mapper.request.post(`/mock-osu/_control/beatmapsets/${SET_ID}`, {
    data: { status: "ranked", rankedDate, length: 180 },
  });
  expect(control.ok()).toBe(true);

  const admin = await pageAs(browser, DEMO.admin, "/admin/summary");
  await expect(admin).toHaveTitle("Admin");
  await runJob(admin, "beatmaps-osu-status");
  await admin.goto("/admin/beatmaps");
  await expect(admin).toHaveTitle("Admin - Beatmaps");
  const row = admin.locator(`[data-testid="admin-beatmap-row"][data-beatmap-id="${shared.beatmapId}"]`);
  await expect(row).toContainText("Qualified");
  await row.getByRole("button", { name: /^Manage / }).click();
  const manage = admin.getByTestId("admin-beatmap");
  await manage.getByRole("switch", { name: "Queued for rank" }).click();
  await expect(manage.getByRole("switch", { name: "Queued for rank" })).toHaveAttribute("aria-checked", "true");
  await runJob(admin, "beatmaps-osu-ranked");
  await admin.goto(`/admin/beatmaps?id=${shared.beatmapId}`);
  await expect(admin.getByTestId("admin-beatmap").locator(".status-pill").first()).toHaveText("Ranked");

  // -- DemoNewcomer watches their points and badge progress change
  await expect.poll(async () => (await pointsOf(newcomer, profile)).total, { timeout: 20_000 }).toBeGreaterThan(0);
  const after = await pointsOf(newcomer, profile);
  expect(after.progress).toBeGreaterThan(0);
  // Insane 8 and half of Hard 7 at 180 s (× 1.04)
  expect(after.total).toBeCloseTo(12, 0);
  await expect(
    newcomer.getByTestId("user-beatmaps").getByRole("row", { name: new RegExp(escapeRe(shared.title)) }),
  ).toContainText("Ranked");
  await newcomer.reload();
  expect(await menuTotal(newcomer)).toBeGreaterThan(0);

  // -- Ranked mapsets are frozen: no host settings, no task actions, no delete
  await mapper.goto(`/beatmaps?id=${shared.beatmapId}`);
  await expect(detail(mapper).locator(".status-pill").first()).toHaveText("Ranked");
  await expect(detail(mapper).getByRole("heading", { name: "Host settings" })).toHaveCount(0);
  await expect(detail(mapper).getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(taskRow(mapper, "Hard").getByRole("button")).toHaveCount(0);

  for (const p of [mapper, newcomer, admin]) await p.context().close();
});

test("admin users: badge, legacy points, an adjustment with its reason, recalculation", async ({ browser }) => {
  const admin = await pageAs(browser, DEMO.admin, "/admin/users");
  await expect(admin).toHaveTitle("Admin - Users");
  await admin.getByLabel("Username or osu! id").fill("DemoNewcomer");
  await admin
    .getByRole("list", { name: "Users found" })
    .getByRole("button", { name: /DemoNewcomer/ })
    .click();
  const panel = admin.getByTestId("admin-user-panel");
  await expect(panel.getByRole("heading", { name: "DemoNewcomer" })).toBeVisible();
  const total = Number(await panel.getByTestId("admin-total").textContent());
  await panel.getByLabel("Amount").fill("5");
  await panel.getByLabel("Reason").fill("Helped with the e2e journey");
  await panel.getByRole("button", { name: "Add adjustment" }).click();
  await expect(admin.getByText("Points adjusted")).toBeVisible();
  await expect(panel.getByRole("row", { name: /Helped with the e2e journey/ })).toContainText("+5.0");
  await expect(panel.getByTestId("admin-total")).toHaveText((Math.round((total + 5) * 10) / 10).toFixed(1));
  await panel.getByLabel("Queued badge").selectOption("1");
  await panel
    .locator("form")
    .filter({ has: admin.getByLabel("Queued badge") })
    .getByRole("button", { name: "Save" })
    .click();
  await expect(admin.getByText("Queued badge set to Bronze")).toBeVisible();
  await panel.getByRole("button", { name: "Recalculate points" }).click();
  await expect(admin.getByText("Points recalculated")).toBeVisible();
  await admin.context().close();
});

// ------------------------------------------------------------------------------------------------------ screenshots

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".page-loading")).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(400);
}

async function shot(page: Page, name: string, fullPage = true) {
  await settle(page);
  await page.screenshot({ path: path.join(OUT, `beatmaps-${name}.png`), fullPage });
}

for (const [viewportName, viewport] of Object.entries({
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
})) {
  test(`screenshots on ${viewportName}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const mapper = await pageAs(browser, DEMO.mapper, "/beatmaps");
    await mapper.setViewportSize(viewport);
    await shot(mapper, `member-${viewportName}-beatmaps`);
    await shot(mapper, `member-${viewportName}-beatmaps-top`, false);
    await settle(mapper);
    await mapper
      .getByTestId("section-others")
      .getByTestId("beatmap-card")
      .first()
      .screenshot({ path: path.join(OUT, `beatmaps-member-${viewportName}-card.png`) });
    // the detail modal as the host (a WIP mapset of theirs) and as someone else
    await mapper
      .getByTestId("section-mine")
      .getByRole("button", { name: /, WIP, Hosted by DemoMapper/ })
      .first()
      .click();
    await shot(mapper, `host-${viewportName}-detail`, false);
    await mapper.getByRole("button", { name: "Close" }).click();
    await mapper.getByRole("button", { name: "Add beatmap" }).click();
    const dialog = mapper.getByRole("dialog", { name: "Add beatmap" });
    const artistField = dialog.getByRole("combobox", { name: "Artist" });
    await artistField.press("ArrowDown");
    await dialog.getByRole("listbox", { name: "Matching featured artists" }).getByRole("option").first().click();
    await select(dialog.getByLabel("Song"), 1);
    await dialog.getByLabel("Task", { exact: true }).selectOption("Hard");
    await dialog.getByRole("button", { name: "Add task" }).click();
    await dialog.getByLabel("Task", { exact: true }).selectOption("Hitsounds");
    await dialog.getByRole("button", { name: "Add task" }).click();
    await dialog.getByLabel("Task", { exact: true }).selectOption("Hitsounds");
    await dialog.getByRole("button", { name: "Add task" }).click();
    await shot(mapper, `member-${viewportName}-create`, false);
    await mapper.context().close();

    const other = await pageAs(browser, DEMO.newcomer, "/beatmaps");
    await other.setViewportSize(viewport);
    await other
      .getByTestId("section-others")
      .locator('[data-testid="beatmap-card"][data-status="WIP"]')
      .first()
      .getByRole("button")
      .click();
    await shot(other, `other-${viewportName}-detail`, false);
    await other.context().close();

    const admin = await pageAs(browser, DEMO.admin, "/admin/beatmaps");
    await admin.setViewportSize(viewport);
    await shot(admin, `admin-${viewportName}-admin-beatmaps`);
    if (shared.beatmapId) await admin.goto(`/admin/beatmaps?id=${shared.beatmapId}`);
    else
      await admin
        .getByRole("button", { name: /^Manage / })
        .first()
        .click();
    await expect(admin.getByTestId("admin-beatmap")).toBeVisible();
    await shot(admin, `admin-${viewportName}-admin-beatmap-modal`, false);
    await admin.goto("/admin/users");
    await admin.getByLabel("Username or osu! id").fill("DemoNewcomer");
    await admin
      .getByRole("list", { name: "Users found" })
      .getByRole("button", { name: /DemoNewcomer/ })
      .click();
    await expect(admin.getByTestId("admin-user-panel")).toBeVisible();
    await shot(admin, `admin-${viewportName}-admin-users`);
    await admin.goto("/admin/summary");
    for (const name of ["Load beatmaps", "Load users", "Load jobs"]) await admin.getByRole("button", { name }).click();
    await expect(admin.getByTestId("summary-job").first()).toBeVisible();
    await shot(admin, `admin-${viewportName}-admin-summary`);
    await shot(admin, `admin-${viewportName}-admin-summary-top`, false);
    await admin.goto(`/users?id=${await userIdOf(admin, "DemoMapper")}`);
    await settle(admin);
    await admin.getByTestId("user-beatmaps").scrollIntoViewIfNeeded();
    await shot(admin, `admin-${viewportName}-user-detail`, false);
    await admin.context().close();
  });
}

async function userIdOf(page: Page, username: string): Promise<string> {
  await page.goto("/admin/users");
  await page.getByLabel("Username or osu! id").fill(username);
  await page
    .getByRole("list", { name: "Users found" })
    .getByRole("button", { name: new RegExp(`^${username}`) })
    .click();
  await expect(page).toHaveURL(/id=\d+/);
  return new URL(page.url()).searchParams.get("id")!;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
