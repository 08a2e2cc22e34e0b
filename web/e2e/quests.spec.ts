import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Quests and parties against the real server (fresh demo guild): forming a party, inviting and joining from a second
 * browser, accepting (the user menu's points change at once), dropping, re-opening an expired quest, and a custom
 * quest going from submission through an admin's schedule to publication.
 */

const SHOWCASE = 106;

interface QuestRow {
  id: string;
  name: string;
  status: string;
  price: number;
  minParty: number;
  maxParty: number;
  minRank: number;
  isExpired: boolean;
  reopenPrice: number;
  viewerParty: { id: string } | null;
  parties: { id: string; members: { osuId: number }[]; invites: { osuId: number }[] }[];
}

/** A GraphQL call with the page's session (JSON POST, same origin). */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post("/graphql", {
    data: { query, variables },
    headers: { "content-type": "application/json" },
  });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data;
}

async function openQuests(page: Page): Promise<QuestRow[]> {
  const data = await gql<{ quests: { quests: QuestRow[] } }>(
    page,
    `query { quests(status: open, limit: 50) { quests { id name status price minParty maxParty minRank isExpired reopenPrice viewerParty { id } parties { id members { osuId } invites { osuId } } } } }`,
  );
  return data.quests.quests;
}

/** The available points shown in the user menu (opened, read, closed). */
async function menuAvailable(page: Page): Promise<number> {
  const button = page.getByRole("button", { name: /^Account menu for / });
  await button.click();
  const cell = page.getByTestId("points-available");
  await expect(cell).toBeVisible();
  const value = Number(await cell.textContent());
  await button.click();
  return value;
}

async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator(".toast").filter({ hasText: text }).first()).toBeVisible();
}

async function newSignedInPage(browser: Browser, osuId: number, returnTo: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, osuId, returnTo);
  return page;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

test.describe.configure({ mode: "serial" });

test("a party forms, invites, joins from another browser, accepts (points change at once) and drops the quest", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.mapper, "/quests");
  await expect(page.getByRole("heading", { level: 1, name: "Quests" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Quests" }).getByRole("article").first()).toBeVisible();

  // An open quest DemoMapper can take with one more member, where they are in no party yet.
  const quest = (await openQuests(page)).find(
    (q) =>
      !q.isExpired &&
      !q.viewerParty &&
      q.minParty <= 2 &&
      q.maxParty >= 2 &&
      q.minRank <= 1 &&
      q.price > 0 &&
      !q.name.startsWith("MBC") &&
      !q.parties.some((p) => p.members.some((m) => m.osuId === SHOWCASE)),
  );
  expect(quest, "an open quest for a party of two").toBeTruthy();
  const q = quest!;

  // Selecting its card opens the modal and sets ?id=.
  await page.getByRole("searchbox", { name: "Search quests" }).fill(q.name);
  await page
    .getByRole("button", { name: q.name.length > 40 ? `${q.name.slice(0, 40)}...` : q.name, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]id=${q.id}(&|$)`));
  const modal = page.getByRole("dialog", { name: q.name });
  await expect(modal).toBeVisible();

  // Form a party, invite DemoShowcase by osu! id.
  await modal.getByRole("button", { name: "Add party" }).click();
  await expectToast(page, "Party created");
  const mine = modal.getByRole("region", { name: "Party led by DemoMapper" });
  await expect(mine).toBeVisible();
  await expect(modal.getByRole("button", { name: "Add party" })).toHaveCount(0);
  await mine.getByLabel("Invite a member").fill(String(SHOWCASE));
  await mine.getByRole("button", { name: "Invite", exact: true }).click();
  await expectToast(page, "Added");
  await expect(mine.getByRole("list", { name: "Pending invitations" })).toContainText("DemoShowcase");

  // DemoShowcase signs in elsewhere and accepts the invitation.
  const other = await newSignedInPage(browser, SHOWCASE, `/quests?id=${q.id}`);
  const otherModal = other.getByRole("dialog", { name: q.name });
  const invitedParty = otherModal.getByRole("region", { name: "Party led by DemoMapper" });
  await invitedParty.getByRole("button", { name: "Join quest" }).click();
  await expectToast(other, "Joined party");
  await expect(invitedParty.getByRole("list", { name: "Members" })).toContainText("DemoShowcase");
  await expect(invitedParty.getByRole("button", { name: "Leave party" })).toBeVisible();
  await other.context().close();

  // Back to the leader: the new member shows after a reload; accept.
  await page.reload();
  await expect(mine.getByRole("list", { name: "Members" })).toContainText("DemoShowcase");
  await page.keyboard.press("Escape");
  const before = await menuAvailable(page);
  const charge = (
    await gql<{ quest: { viewerParty: { leaderCharge: number; acceptProblem: string | null } } }>(
      page,
      `query($id: ID!) { quest(id: $id) { viewerParty { leaderCharge acceptProblem } } }`,
      { id: q.id },
    )
  ).quest.viewerParty;
  expect(charge.acceptProblem).toBeNull();

  await page.goto(`/quests?id=${q.id}`);
  await mine.getByRole("button", { name: "Accept quest" }).click();
  await expect(modal.getByRole("alertdialog")).toContainText(`Each of the 2 party members pays ${q.price} pts`);
  await modal.getByRole("button", { name: "Confirm accept" }).click();
  await expectToast(page, "Quest accepted!");
  // The modal follows the quest the party now holds (a split-off when other modes remain).
  const held = page.getByRole("dialog");
  await expect(held.getByText("in progress").first()).toBeVisible();
  await expect(held.getByText("Deadline")).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await menuAvailable(page)).toBeCloseTo(round1(before - charge.leaderCharge), 1);

  // Drop it (second click confirms).
  await page
    .getByRole("list", { name: "Quests" })
    .getByRole("article")
    .filter({ hasText: "your party" })
    .first()
    .getByRole("button")
    .click();
  const wip = page.getByRole("dialog");
  await wip.getByRole("button", { name: "Drop quest" }).click();
  await wip.getByRole("button", { name: "Click again to drop the quest" }).click();
  await expectToast(page, "Quest dropped");
  await expect(wip.getByRole("button", { name: "Add party" })).toBeVisible();
});

test("an expired quest is re-opened for price × 0.5 + 25 points", async ({ page }) => {
  await signIn(page, DEMO.mapper, "/quests");
  const expired = (await openQuests(page)).find((q) => q.isExpired);
  expect(expired, "the demo guild has expired open quests").toBeTruthy();
  const q = expired!;
  const cost = q.price * 0.5 + 25;
  expect(q.reopenPrice).toBe(cost);

  const before = await menuAvailable(page);
  await page.getByLabel("Status").selectOption("open");
  await page.getByRole("searchbox", { name: "Search quests" }).fill(q.name);
  const card = page.getByRole("article").filter({ hasText: "expired" }).first();
  await expect(card).toBeVisible();
  await page.goto(`/quests?id=${q.id}`);
  const modal = page.getByRole("dialog", { name: q.name });
  await expect(modal.getByText("This quest has expired.")).toBeVisible();
  await modal.getByRole("button", { name: `Re-open quest for ${cost} points` }).click();
  await expectToast(page, "Quest re-opened for 90 days");
  await expect(modal.getByRole("button", { name: /Re-open quest/ })).toHaveCount(0);
  await expect(modal.getByRole("button", { name: "Add party" })).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await menuAvailable(page)).toBeCloseTo(round1(before - cost), 1);
});

test("a member submits a quest; an admin schedules it on /admin/quests and publishes it", async ({ page, browser }) => {
  const name = `E2E custom quest ${Date.now() % 100000}`;
  await signIn(page, DEMO.mapper, "/quests");
  const before = await menuAvailable(page);

  await page.getByRole("button", { name: "Submit a quest" }).click();
  const form = page.getByRole("dialog", { name: "Submit a quest" });
  // The artist combobox searches the server: opened empty it offers "No artist", then the artists by name.
  const artist = form.getByRole("combobox", { name: "Featured artist" });
  await expect(artist).toBeFocused();
  await artist.click();
  const options = form.getByRole("listbox", { name: "Matching artists" }).getByRole("option");
  await expect(options.first()).toHaveText("No artist (+10 points)");
  const firstArtist = (await options.nth(1).textContent())!.trim();
  // Typing part of the name asks the server again; the arrows and Enter choose.
  await artist.fill(firstArtist.slice(0, Math.max(3, Math.ceil(firstArtist.length / 2))));
  await expect(form.getByRole("listbox", { name: "Matching artists" })).not.toHaveAttribute("aria-busy");
  await expect(options.first()).toHaveText(firstArtist);
  await artist.press("ArrowDown");
  await artist.press("Enter");
  await expect(artist).toHaveValue(firstArtist);
  await expect(form.getByLabel("Name")).toHaveValue(`${firstArtist} single`);
  await expect(form.getByTestId("creation-cost")).toHaveText("125 points");
  await form.getByLabel("Required mapsets").fill("6");
  await expect(form.getByLabel("Name")).toHaveValue(`${firstArtist} pack`);
  await expect(form.getByLabel("Timeframe (days)")).toHaveValue("130");
  await expect(form.getByTestId("creation-cost")).toHaveText("55 points");
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Submit quest for review" }).click();
  await expectToast(page, "Quest submitted for approval");

  // The new quest opens, pending; it is among "My submissions"; the cost left the balance.
  const pending = page.getByRole("dialog", { name });
  await expect(pending.getByText("pending review").first()).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await menuAvailable(page)).toBeCloseTo(round1(before - 55), 1);
  await page.getByRole("button", { name: "My submissions" }).click();
  await expect(page.getByRole("list", { name: "Quests" }).getByRole("article").filter({ hasText: name })).toBeVisible();

  // DemoAdmin reviews it.
  const admin = await newSignedInPage(browser, DEMO.admin, "/admin/quests");
  await expect(admin.getByRole("heading", { level: 1, name: "Admin - Quests" })).toBeVisible();
  const pendingGroup = admin.getByRole("region", { name: /pending review/ });
  await pendingGroup.getByRole("button", { name }).click();
  const review = admin.getByRole("dialog", { name });
  await review.getByRole("button", { name: "Schedule (approve)" }).click();
  await expectToast(admin, /Quest scheduled/);
  await admin.keyboard.press("Escape");
  await expect(admin.getByRole("region", { name: /scheduled/ }).getByRole("button", { name })).toBeVisible();

  // Publish now (the 22:00 job): it opens.
  await admin.getByRole("button", { name: /Publish scheduled now/ }).click();
  await expectToast(admin, /Job finished: published \d+ quest/);
  await expect(admin.getByRole("region", { name: /^open/ }).getByRole("button", { name })).toBeVisible();
  await admin.context().close();

  await page.reload();
  await page.getByLabel("Status").selectOption("open");
  await page.getByRole("searchbox", { name: "Search quests" }).fill(name);
  await expect(page.getByRole("list", { name: "Quests" }).getByRole("article").filter({ hasText: name })).toBeVisible();
});

test("the artist field in the built app: leaving puts the chosen artist back, Escape closes only the list", async ({ page }) => {
  await signIn(page, DEMO.mapper, "/quests");
  await page.getByRole("button", { name: "Submit a quest" }).click();
  const form = page.getByRole("dialog", { name: "Submit a quest" });
  const artist = form.getByRole("combobox", { name: "Featured artist" });
  await artist.fill("Echo");
  await form.getByRole("option", { name: "Echo Circuit" }).click();
  await expect(artist).toHaveValue("Echo Circuit");
  await artist.fill("Lun");
  await expect(form.getByRole("option", { name: "Lunar Engine" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(artist).toHaveAttribute("aria-expanded", "false");
  await expect(artist).toHaveValue("Echo Circuit");
  await artist.focus();
  await artist.fill("Lun");
  await expect(form.getByRole("option", { name: "Lunar Engine" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(artist).toHaveAttribute("aria-expanded", "false");
  await expect(form).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
});

test("an admin creates a batch of quests for a featured artist", async ({ page }) => {
  await signIn(page, DEMO.admin, "/admin/quests");
  await page.getByRole("button", { name: "Add quests" }).click();
  const batch = page.getByRole("region", { name: "Add quests" });
  const artist = batch.getByRole("combobox", { name: "Featured artist", exact: true });
  await artist.click();
  const option = batch.getByRole("listbox", { name: "Matching artists" }).getByRole("option").nth(2);
  const label = (await option.textContent())!.trim();
  await option.click();
  await expect(artist).toHaveValue(label);
  await batch.getByRole("button", { name: "Generate rows" }).click();
  await expect(batch.getByRole("listitem")).toHaveCount(3);
  await expect(batch.getByLabel("Name (quest 1)")).toHaveValue(`${label} single`);
  await expect(batch.getByLabel("Name (quest 3)")).toHaveValue(`${label} pack`);
  await batch.getByLabel("Price (points) (quest 2)").fill("12");
  await batch.getByRole("button", { name: "Create 3 quests" }).click();
  await expectToast(page, /Created 3 quests/);
  const scheduled = page.getByRole("region", { name: /scheduled/ });
  await expect(scheduled.getByRole("button", { name: `${label} double` })).toBeVisible();

  // Every field is editable afterwards; then the quest is deleted (second click).
  await scheduled.getByRole("button", { name: `${label} double` }).click();
  await expect(page.getByRole("dialog", { name: `${label} double` })).toBeVisible();
  const editor = page.getByRole("dialog");
  await editor.getByLabel("Name", { exact: true }).fill(`${label} duo`);
  await editor.getByLabel("Timeframe (days)").fill("45");
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Quest updated");
  await expect(page.getByRole("dialog", { name: `${label} duo` })).toBeVisible();
  await editor.getByRole("button", { name: "Delete quest" }).click();
  await editor.getByRole("button", { name: "Click again to delete the quest" }).click();
  await expectToast(page, "Quest deleted");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: `${label} duo` })).toHaveCount(0);
});
