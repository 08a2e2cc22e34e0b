import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Featured artists against the real server and its demo guild: the FA Schedule account moves a deal across the board,
 * an admin edits an artist and a song, deleting a song that beatmaps use is refused, and the navigation shows
 * "FA Schedule" to exactly the FA Schedule account and admins.
 */
const FA_SCHEDULE = 107;
const ALL_DEMO_ACCOUNTS = [100, 101, 102, 103, 104, 105, 106, 107];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function toast(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text });
}

function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  return problems;
}

async function openDeal(page: Page, column: string, label: string) {
  const list = page.getByRole("list", { name: column, exact: true });
  await list.getByRole("button", { name: `Edit ${label}` }).click();
  return page.getByRole("dialog", { name: label });
}

test("the navigation shows FA Schedule to the FA Schedule account and admins only", async ({ page }) => {
  for (const osuId of ALL_DEMO_ACCOUNTS) {
    await signIn(page, osuId, "/users");
    const nav = page.getByRole("navigation", { name: "Main" });
    // Admins find it in the Admin menu (their navigation stays on one line); the FA Schedule account in the main one.
    if (osuId === DEMO.admin) await nav.getByRole("button", { name: "Admin" }).click();
    const link = nav.getByRole("link", { name: "FA Schedule" });
    if (osuId === FA_SCHEDULE || osuId === DEMO.admin) await expect(link, `account ${osuId}`).toBeVisible();
    else await expect(link, `account ${osuId}`).toHaveCount(0);
    await page.goto("/api/logout");
  }
  // the server refuses the board to a member, whatever the menu shows
  await signIn(page, DEMO.mapper, "/artists");
  await expect(page.getByRole("heading", { level: 1, name: "Oops" })).toBeVisible();
  const res = await page.request.post("/graphql", {
    data: { query: "{ faSchedule(column: ready) { totalCount } }" },
    headers: { "content-type": "application/json" },
  });
  const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
});

test("the FA Schedule account adds an artist and moves the deal across the board", async ({ page }) => {
  const problems = watchErrors(page);
  await signIn(page, FA_SCHEDULE, "/artists");
  await expect(page).toHaveTitle("FA Schedule");
  // every column of the board has deals in the demo guild
  for (const column of ["Ready", "Contract", "Discussion", "Current artist updates", "Awaiting response", "Not contacted"])
    await expect(page.getByRole("list", { name: column, exact: true }).getByRole("article").first()).toBeVisible();

  const label = `E2E Deal ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Add artist" }).first().click();
  const add = page.getByRole("dialog", { name: "Add artist" });
  await add.getByLabel("Name").fill(label);
  await add.getByLabel("Comment").fill("met at a convention");
  await add.getByRole("button", { name: "Add artist" }).click();
  await expect(toast(page, "Artist added")).toBeVisible();
  const notContacted = page.getByRole("list", { name: "Not contacted", exact: true });
  await expect(notContacted.getByRole("button", { name: `Edit ${label}` })).toBeFocused();

  // adding the same name again: "already exists"
  await page.getByRole("button", { name: "Add artist" }).first().click();
  await page.getByRole("dialog", { name: "Add artist" }).getByLabel("Name").fill(label.toUpperCase());
  await page.getByRole("dialog", { name: "Add artist" }).getByRole("button", { name: "Add artist" }).click();
  await expect(toast(page, "already exists")).toBeVisible();
  await page.keyboard.press("Escape");

  let dialog = await openDeal(page, "Not contacted", label);
  await dialog.getByRole("switch", { name: "Contacted" }).click();
  await expect(dialog.getByRole("switch", { name: "Contacted" })).toHaveAttribute("aria-checked", "true");
  await expect(dialog).toContainText("last contact today");
  await dialog.getByRole("button", { name: "Close" }).click();
  const awaiting = page.getByRole("list", { name: "Awaiting response", exact: true });
  await expect(awaiting.getByRole("button", { name: `Edit ${label}` })).toBeFocused();

  dialog = await openDeal(page, "Awaiting response", label);
  await dialog.getByRole("switch", { name: "Responded" }).click();
  await expect(dialog.getByRole("switch", { name: "Responded" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");
  const discussion = page.getByRole("list", { name: "Discussion", exact: true });
  await expect(discussion.getByRole("button", { name: `Edit ${label}` })).toBeFocused();

  dialog = await openDeal(page, "Discussion", label);
  await dialog.getByRole("switch", { name: "Sent" }).click();
  await expect(dialog.getByRole("switch", { name: "Sent" })).toHaveAttribute("aria-checked", "true");
  // a showcase mapper, chosen among members with the switch on
  await dialog.getByRole("button", { name: "Add DemoShowcase" }).click();
  await expect(dialog.getByRole("list", { name: `Showcase mappers of ${label}` })).toContainText("DemoShowcase");
  await expect(dialog.getByLabel("Add a showcase mapper")).toBeFocused();
  await page.keyboard.press("Escape");

  const contract = page.getByRole("list", { name: "Contract", exact: true });
  const card = contract.getByRole("article").filter({ has: page.getByRole("heading", { name: label }) });
  await expect(card).toContainText("[artist signed]");
  await expect(card).toContainText("DemoShowcase");
  await expect(card).toContainText("met at a convention");

  // the last contact, edited on the card: "mark as today"
  await card.getByRole("button", { name: `Edit last contact of ${label}` }).click();
  await card.getByRole("button", { name: "mark as today" }).click();
  await expect(toast(page, "Last contact saved")).toBeVisible();
  await expect(card).toContainText("Last contact: today");

  // the filter narrows every column to matching names (three characters or more)
  await page.getByRole("searchbox", { name: "Filter by name" }).fill(label);
  await expect(page.getByRole("list", { name: "Ready", exact: true })).toHaveCount(0);
  await expect(contract.getByRole("article")).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Filter by name" }).fill("");

  // a released artist without pending songs cannot be marked not up to date (the original's text); nothing changes
  await page.getByRole("button", { name: "Show Up to date" }).click();
  const upToDate = page.getByRole("list", { name: "Up to date", exact: true });
  await upToDate
    .getByRole("button", { name: /^Edit / })
    .first()
    .click();
  const released = page.getByRole("dialog");
  await released.getByRole("switch", { name: "Released" }).click();
  await expect(toast(page, "Can't be not-up-to-date without pending songs!")).toBeVisible();
  await expect(released.getByRole("switch", { name: "Released" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");
  expect(problems).toEqual([]);
});

test("an admin edits an artist and a song; deleting a song that beatmaps use is refused", async ({ page }) => {
  const problems = watchErrors(page);
  await signIn(page, DEMO.admin, "/admin/featuredArtists");
  await expect(page).toHaveTitle("Admin - FA");
  await page.getByRole("button", { name: "Yuzu Rocket" }).click();
  let dialog = page.getByRole("dialog", { name: "Yuzu Rocket" });
  await dialog.getByLabel("Notes").fill("Contract draft v2 sent.");
  await dialog.getByLabel("Reference link").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Save artist" }).click();
  await expect(toast(page, "The reference link must be an http(s) link of at most 500 characters")).toBeVisible();
  await dialog.getByLabel("Reference link").fill("https://example.org/yuzu");
  await dialog.getByRole("button", { name: "Save artist" }).click();
  await expect(toast(page, "Artist saved")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Save artist" })).toBeDisabled();

  const songs = dialog.getByRole("list", { name: "Songs of Yuzu Rocket" });
  const zest = songs.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Zest/ }) });
  await zest.getByRole("button", { name: "Edit" }).click();
  await zest.getByLabel("Title").fill("Zest (extended)");
  await zest.getByRole("button", { name: "Save song" }).click();
  await expect(toast(page, "Song saved")).toBeVisible();
  const extended = songs.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Zest \(extended\)/ }) });
  await expect(extended.getByRole("button", { name: "Edit" })).toBeFocused();
  await extended.getByLabel("New tag for Zest (extended)").fill("jazz fusion");
  await extended.getByRole("button", { name: "Add tag" }).click();
  await expect(extended.getByRole("list", { name: "Tags of Zest (extended)" })).toContainText("jazz fusion");
  await extended.getByRole("switch", { name: "Excluded from showcase" }).click();
  await expect(extended.getByRole("switch", { name: "Excluded from showcase" })).toHaveAttribute("aria-checked", "true");
  await extended.getByRole("button", { name: "Classified status" }).click();
  await expect(extended.getByRole("status")).toContainText(/No active classified quest|Unclaimed|Claimed by/);
  await page.keyboard.press("Escape");

  // a song with guild beatmaps cannot be deleted
  const res = await page.request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: { query: `{ beatmaps(first: 1, status: Ranked) { beatmaps { song { id title artist { id label } } } } }` },
  });
  const json = (await res.json()) as {
    data: { beatmaps: { beatmaps: { song: { id: string; title: string; artist: { id: string; label: string } } }[] } };
  };
  const mapped = json.data.beatmaps.beatmaps[0]?.song;
  if (!mapped) throw new Error("the demo guild has no Ranked beatmap");
  const used = { artist: mapped.artist, song: mapped };
  await page.goto(`/admin/featuredArtists?scope=all&id=${used.artist.id}`);
  dialog = page.getByRole("dialog", { name: used.artist.label });
  const row = dialog
    .getByRole("list", { name: `Songs of ${used.artist.label}` })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${escape(used.song.title)} by`) }) })
    .first();
  await row.getByRole("button", { name: "Delete" }).click();
  await row.getByRole("button", { name: "Click again to delete" }).click();
  await expect(toast(page, new RegExp(`Cannot delete ${escape(used.song.title)}: .*beatmaps? use it`))).toBeVisible();
  await expect(row).toBeVisible();
  expect(problems).toEqual([]);
});
