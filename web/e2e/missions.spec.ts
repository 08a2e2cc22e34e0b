import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Missions (priority quests) and showcase selection against the real server and its demo guild:
 * adding and removing a beatmap, loading and rerolling a confidential song, the copied link and ?id=,
 * the admin's winner toggle and an admin-created mission whose markdown tries to run script.
 */

async function openMissions(page: Page) {
  await expect(page).toHaveTitle("Priority Quests");
  await expect(page.getByRole("list", { name: "Active priority quests" })).toBeVisible();
  // show every mode, whatever the member's main mode
  await page.getByRole("radio", { name: "any" }).check();
}

function card(page: Page, name: string | RegExp) {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name }) })
    .first();
}

async function availablePoints(page: Page): Promise<number> {
  await page.getByRole("button", { name: /^Account menu for / }).click();
  const value = Number(await page.getByTestId("points-available").textContent());
  await page.getByRole("button", { name: /^Account menu for / }).click();
  return value;
}

function toast(page: Page, text: string) {
  return page.getByRole("status").filter({ hasText: text });
}

test("DemoMapper adds one of their maps to Featured Favourites and removes it again", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  await signIn(page, DEMO.mapper, "/missions");
  await openMissions(page);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Priority quests" })).toBeVisible();
  await card(page, "Featured Favourites").getByRole("button", { name: "Featured Favourites" }).click();
  await expect(page).toHaveURL(/\/missions\?id=\d+$/);
  const dialog = page.getByRole("dialog");
  const select = dialog.getByRole("combobox", { name: "Your beatmap" });
  await expect(select).toBeVisible();

  await dialog.getByRole("button", { name: "Add beatmap" }).click();
  await expect(toast(page, "Select a beatmap")).toBeVisible();

  const option = select.locator("option").nth(1);
  const label = (await option.textContent())!.replace(/ \((WIP|Done|Qualified)\)$/, "");
  const beatmapId = (await option.getAttribute("value"))!;
  await select.selectOption(beatmapId);
  await dialog.getByRole("button", { name: "Add beatmap" }).click();
  await expect(toast(page, "Added beatmap to mission")).toBeVisible();
  const maps = dialog.locator(".mission-maps");
  await expect(maps).toContainText(label);
  // the map no longer qualifies for the selector
  await expect(select.locator("option", { hasText: label })).toHaveCount(0);

  const row = maps.locator(`li[data-beatmap-id="${beatmapId}"]`);
  await expect(row).toContainText(label);
  const remove = row.locator(".mission-map__actions button");
  await expect(remove).toHaveAccessibleName(`remove ${label}`);
  await remove.click();
  await expect(remove).toHaveText("Click again to confirm");
  await remove.click();
  await expect(toast(page, "Removed beatmap from mission")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(select.locator("option", { hasText: label })).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("a member loads and rerolls a confidential song; available points drop by 35 in the user menu", async ({ page }) => {
  await signIn(page, DEMO.mapper, "/missions");
  await openMissions(page);
  const before = await availablePoints(page);
  expect(before).toBeGreaterThanOrEqual(35);

  await card(page, /^Classified: Song Showcase/)
    .getByRole("heading")
    .getByRole("button")
    .click();
  const dialog = page.getByRole("dialog");
  const section = dialog.getByRole("region", { name: "Your showcase song" });
  await section.getByRole("button", { name: "Load song" }).click();
  const confirm = section.getByRole("alertdialog", { name: "Load a confidential song?" });
  await expect(confirm).toContainText("only you can see it");
  await expect(confirm).toContainText("don't link it to Featured Artists publicly");
  await confirm.getByRole("button", { name: "Load song" }).click();
  await expect(toast(page, "Song loaded")).toBeVisible();
  const first = (await section.locator("strong").first().textContent())!;
  expect(first).toContain(" - ");

  await section.getByRole("button", { name: "Reroll song (35 pts)" }).click();
  await section.getByRole("alertdialog", { name: "Reroll your song?" }).getByRole("button", { name: "Reroll song" }).click();
  await expect(toast(page, "Song rerolled")).toBeVisible();
  await expect(section.locator("strong").first()).not.toHaveText(first);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const after = await availablePoints(page);
  expect(after).toBeCloseTo(before - 35, 1);

  // the server agrees after a reload
  await page.reload();
  expect(await availablePoints(page)).toBeCloseTo(before - 35, 1);
});

test("genre showcase: a category gives up to three songs; rerolling one costs 2 points (or says every song was seen)", async ({
  page,
}) => {
  await signIn(page, DEMO.mapper, "/missions");
  await openMissions(page);
  const before = await availablePoints(page);
  await card(page, /^Classified: Genre Showcase/)
    .getByRole("heading")
    .getByRole("button")
    .click();
  const section = page.getByRole("dialog").getByRole("region", { name: "Your showcase songs" });
  await section.getByRole("button", { name: "Load songs" }).click();
  await expect(toast(page, "Select a category first")).toBeVisible();
  const category = section.getByRole("combobox", { name: "Category" });
  // the demo guild's "electronic" pool has more than three songs, so a reroll can find a new one
  const options = await category
    .locator("option")
    .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean));
  const tag = options.includes("electronic") ? "electronic" : options[0]!;
  await category.selectOption(tag);
  await section.getByRole("button", { name: "Load songs" }).click();
  await section.getByRole("alertdialog").getByRole("button", { name: "Load songs" }).click();
  await expect(toast(page, "Songs loaded")).toBeVisible();
  await expect(section).toContainText(`Your songs (${tag})`);
  const songs = section.locator("ol.showcase__songs > li");
  const n = await songs.count();
  expect(n).toBeGreaterThanOrEqual(1);
  expect(n).toBeLessThanOrEqual(3);
  const first = (await songs.first().locator("strong").textContent())!;

  await section.getByRole("button", { name: "Reroll song 1 (2 pts)" }).click();
  await section.getByRole("alertdialog").getByRole("button", { name: "Reroll song 1" }).click();
  const rerolled = toast(page, "Song rerolled");
  const seenAll = toast(page, "You've already seen every available song in this category!");
  await expect(rerolled.or(seenAll)).toBeVisible();
  const charged = await rerolled.isVisible();
  if (charged) {
    await expect(songs.first().locator("strong")).not.toHaveText(first);
    await expect(section.getByRole("button", { name: "Reroll song 1 (4 pts)" })).toBeVisible();
  } else {
    await expect(songs.first().locator("strong")).toHaveText(first);
  }
  await page.keyboard.press("Escape");
  expect(await availablePoints(page)).toBeCloseTo(charged ? before - 2 : before, 1);
});

test("clicking a card copies its link with '(copied link)' for a second, and ?id= opens the mission", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signIn(page, DEMO.mapper, "/missions");
  await openMissions(page);
  const target = card(page, "Featured Favourites");
  await target.locator(".mission-card__section").first().click();
  await expect(page).toHaveURL(/\/missions\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get("id")!;
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("status")).toHaveText("(copied link)");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/missions?id=${id}`);
  await expect(dialog.getByRole("status")).toHaveText("", { timeout: 2_000 });

  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/missions$/);

  await page.goto(`/missions?id=${id}`);
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Featured Favourites" })).toBeVisible();

  // a closed mission that is not among the loaded sections opens too
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Load inactive priority quests" }).click();
  const inactive = page.getByRole("list", { name: "Inactive priority quests" });
  await expect(inactive).toBeVisible();
  const closedName = (await inactive.getByRole("heading", { level: 3 }).first().textContent())!;
  await inactive.getByRole("button", { name: closedName }).first().click();
  const closedId = new URL(page.url()).searchParams.get("id")!;
  await page.goto(`/missions?id=${closedId}`);
  await expect(page.getByRole("dialog").getByRole("heading", { name: closedName })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("region", { name: "Add a beatmap" })).toHaveCount(0);
});

test("DemoAdmin toggles a winner with two clicks on /admin/missions", async ({ page }) => {
  await signIn(page, DEMO.admin, "/admin/missions");
  await expect(page).toHaveTitle("Admin - Missions");
  await page.getByRole("button", { name: "Admin", exact: true }).click();
  await expect(page.getByRole("link", { name: "Priority quests" }).last()).toHaveAttribute("href", "/admin/missions");
  await page.getByRole("button", { name: "Admin", exact: true }).click();

  // an inactive mission with maps and no winner yet... or any with maps
  const rows = page.locator(".admin-missions__table tbody tr");
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  let opened = false;
  for (let i = 0; i < count; i++) {
    const cells = rows.nth(i).locator("td");
    const maps = Number(await cells.nth(4).textContent());
    const name = (await cells.nth(0).textContent())!;
    if (maps > 0 && !/Featured Favourites|Classified/.test(name)) {
      await cells.nth(0).getByRole("button").click();
      opened = true;
      break;
    }
  }
  expect(opened).toBe(true);
  const dialog = page.getByRole("dialog");
  const region = dialog.getByRole("region", { name: "Associated beatmaps" });
  const candidate = region
    .locator(".mission-map")
    .filter({ has: page.getByRole("button", { name: /^set winner for / }) })
    .first();
  const beatmapId = (await candidate.getAttribute("data-beatmap-id"))!;
  const item = region.locator(`.mission-map[data-beatmap-id="${beatmapId}"]`);
  const button = item.locator(".mission-map__actions button").first();
  await expect(button).toHaveAccessibleName(/^set winner for /);
  await button.click();
  await expect(button).toHaveText("Click again to confirm");
  await expect(item).not.toContainText("(winner)");
  await button.click();
  await expect(toast(page, "toggled winning beatmap for mission")).toBeVisible();
  await expect(item).toContainText("(winner)");
  await expect(button).toHaveAccessibleName(/^unset winner for /);

  // and back
  await button.click();
  await expect(button).toHaveText("Click again to confirm");
  await button.click();
  await expect(item).not.toContainText("(winner)");
});

test("an admin-created mission renders its markdown safely: no javascript: link, no script, no dialog", async ({
  page,
  browser,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, DEMO.admin, "/admin/missions");
  await page.getByRole("button", { name: "Add priority quest" }).click();
  const form = page.getByRole("form", { name: "Create priority quest" });
  // client-side validation first
  await form.getByRole("button", { name: "Create priority quest" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();

  const name = `Safe Markdown ${Date.now()}`;
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Objective (markdown)").fill("Try [click](javascript:alert(1)) and <script>alert(1)</script> **bold**");
  await form.getByLabel("Status").selectOption("open");
  await form.getByRole("checkbox", { name: "Opening announced (listed on the missions page)" }).check();
  // A featured artist through the picker's server-side search: typing part of a name, the arrows and Enter add it.
  const artists = form.getByRole("combobox", { name: "Add a featured artist" });
  await artists.click();
  const options = form.getByRole("listbox", { name: "Matching artists" }).getByRole("option");
  const artist = (await options.first().textContent())!;
  await artists.fill(artist.slice(0, Math.max(3, Math.ceil(artist.length / 2))));
  await expect(form.getByRole("listbox", { name: "Matching artists" })).not.toHaveAttribute("aria-busy");
  await expect(options.filter({ hasText: artist }).first()).toBeVisible();
  await artists.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  const added = (await options.first().textContent())!;
  await artists.press("Enter");
  await expect(form.getByRole("list", { name: "Chosen artists" })).toContainText(added);
  await expect(artists).toHaveValue("");
  await expect(artists).toBeFocused();
  await form.getByRole("button", { name: "Preview objective" }).click();
  await expect(form.getByLabel("Objective preview").locator("strong")).toHaveText("bold");
  await form.getByRole("button", { name: "Create priority quest" }).click();
  await expect(toast(page, "Created priority quest")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/missions\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get("id")!;

  const check = async (p: Page) => {
    await p.goto(`/missions?id=${id}`);
    const dialog = p.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name })).toBeVisible();
    const objective = dialog.locator(".mission-card__section").first();
    await expect(objective.locator("strong")).toHaveText("bold");
    await expect(objective.getByText("click")).toBeVisible();
    await expect(objective.locator("a")).toHaveCount(0);
    await expect(objective.locator("script")).toHaveCount(0);
    await expect(objective).not.toContainText("alert(1)</script>");
    await objective.getByText("click").click();
  };
  await check(page);

  // a member opens it too (it is open and announced)
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  memberPage.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(memberPage, DEMO.mapper, "/missions");
  await check(memberPage);
  await memberPage.keyboard.press("Escape");
  await openMissions(memberPage);
  await expect(card(memberPage, name)).toBeVisible();
  await member.close();
  expect(dialogs).toEqual([]);
});

test("the FA Showcase page: group secret marks interest in an artist, selects a song and removes it", async ({ page }) => {
  await signIn(page, 103, "/showcase");
  await expect(page).toHaveTitle("FA Showcase Beatmaps");
  const list = page.getByRole("list", { name: "Unreleased artists" });
  await expect(list).toBeVisible();
  const first = list.locator(":scope > li").first();
  const label = (await first.getByRole("heading", { level: 3 }).textContent())!;
  await first.getByRole("button", { name: `Mark interest in ${label}` }).click();
  await expect(first.getByRole("button", { name: `Withdraw interest in ${label}` })).toBeVisible();
  const song = first
    .getByRole("list", { name: `Songs of ${label}` })
    .locator("li")
    .first();
  await song.getByRole("button", { name: /^select / }).click();
  await expect(toast(page, "Selected!")).toBeVisible();
  await expect(song).toContainText("potentially mapped by");
  await expect(song).toContainText("DemoSecret");
  await song.getByRole("button", { name: /^remove / }).click();
  await expect(toast(page, "Removed!")).toBeVisible();
  await expect(song).not.toContainText("DemoSecret");
  await first.getByRole("button", { name: `Withdraw interest in ${label}` }).click();
  await expect(first.getByRole("button", { name: `Mark interest in ${label}` })).toBeVisible();
  // members outside the secret group do not get the page
  await page.goto("/api/logout");
  await signIn(page, DEMO.mapper, "/showcase");
  await expect(page.getByRole("heading", { level: 1, name: "Oops" })).toBeVisible();
});

test("the FA Showcase page pages its artists: 20 first, Show more appends the rest, the search finds one by part of its name", async ({
  page,
}) => {
  await signIn(page, 103, "/showcase");
  const list = page.getByRole("list", { name: "Unreleased artists" });
  const heading = page.getByRole("heading", { level: 2, name: /^Unreleased artists \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const total = Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);
  // The demo guild has more unreleased artists than one page (and fewer than two).
  expect(total).toBeGreaterThan(20);
  expect(total).toBeLessThanOrEqual(40);
  const items = list.locator(":scope > li");
  const labels = () => list.locator(":scope > li h3").allTextContents();
  await expect(items).toHaveCount(20);
  const firstPage = await labels();

  // A real button, from the keyboard: the rest is appended after the first page, and focus goes to the first of them.
  const more = page.getByRole("button", { name: "Show more" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(items).toHaveCount(total);
  const all = await labels();
  expect(all.slice(0, 20)).toEqual(firstPage);
  expect(new Set(all).size).toBe(total);
  await expect(more).toHaveCount(0);
  await expect(items.nth(20).getByRole("heading", { level: 3 })).toBeFocused();
  await expect(heading).toHaveText(`Unreleased artists (${total})`);

  // The search asks the server: an artist of the second page, by part of its name in other letter case.
  const wanted = all[total - 1]!;
  const term = wanted.slice(1, 5).toUpperCase();
  const matching = all.filter((l) => l.toLowerCase().includes(term.toLowerCase()));
  await page.getByRole("searchbox", { name: "Search artists" }).fill(term);
  await expect(page.getByRole("heading", { level: 2, name: `Unreleased artists (${matching.length} matching)` })).toBeVisible();
  await expect(list.locator(":scope > li h3")).toHaveText(matching);
  await expect(page.getByRole("status").filter({ hasText: "match" })).toContainText(`“${term}”`);

  // Cleared: the whole list again, as far as it was shown (its pages stay in the cache).
  await page.getByRole("searchbox", { name: "Search artists" }).fill("");
  await expect(heading).toHaveText(`Unreleased artists (${total})`);
  await expect(items).toHaveCount(total);
  expect(await labels()).toEqual(all);
});
