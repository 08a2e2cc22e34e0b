import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * The Locus team finder against the real server (fresh demo guild, season open): a member fills in and publishes
 * their card, members search and filter the grid, and an admin hides a card, which members then no longer see.
 */

async function as(browser: Browser, osuId: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, osuId, "/locus");
  await expect(page.getByRole("heading", { level: 1, name: "Locus" })).toBeVisible();
  return page;
}

const grid = (page: Page) => page.getByRole("region", { name: "Potential team members" });

async function search(page: Page, text: string) {
  await grid(page).getByLabel("Search", { exact: true }).fill(text);
}

test.describe.configure({ mode: "serial" });

test("a member fills in their card, makes it public and finds it in the grid", async ({ browser }) => {
  const page = await as(browser, DEMO.newcomer);
  await expect(page.getByText("You have no card for this season yet.")).toBeVisible();
  const form = page.getByRole("form", { name: "Your Locus details" });
  await form.getByLabel("Timezone").selectOption("UTC+5:30");
  await form.getByLabel("Availability").fill("Evenings and weekends");
  await form.getByRole("checkbox", { name: "Storyboarder" }).check();
  await form.getByRole("checkbox", { name: "Musician" }).check();
  await form.getByRole("checkbox", { name: "Japanese" }).check();
  await expect(form.getByLabel("Discord")).toHaveAttribute("maxlength", "40");
  await form.getByLabel("Discord").fill("newcomer_sb");
  await form.getByLabel("About you (markdown)").fill("First Locus, I make **storyboards**.");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Updated your details")).toBeVisible();

  const mine = page.getByRole("region", { name: "Your details" });
  await expect(mine.getByRole("article", { name: "DemoNewcomer's card" })).toContainText("newcomer_sb");
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();

  await search(page, "DemoNewcomer");
  await expect(grid(page).getByText("No cards match.")).toBeVisible();
  const publicSwitch = mine.getByRole("switch", { name: "Show my card to other members" });
  await publicSwitch.click();
  await expect(publicSwitch).toHaveAttribute("aria-checked", "true");
  await expect(publicSwitch).toBeFocused();
  await expect(grid(page).getByRole("article", { name: "DemoNewcomer's card" })).toContainText("Storyboarder");
});

test("members search by language and filter by role; contacts show on public cards", async ({ browser }) => {
  const page = await as(browser, DEMO.mapper);
  await search(page, "japa");
  const newcomer = grid(page).getByRole("article", { name: "DemoNewcomer's card" });
  await expect(newcomer).toBeVisible();
  await expect(newcomer).toContainText("Discord newcomer_sb");
  await search(page, "");
  await grid(page).getByLabel("Role", { exact: true }).selectOption("musician");
  const roleLists = grid(page).getByRole("article").getByRole("list", { name: "Roles" });
  await expect
    .poll(async () => {
      const roles = await roleLists.allTextContents();
      return roles.length > 0 && roles.every((r) => r.includes("Musician"));
    })
    .toBe(true);
});

test("an admin hides a card; members no longer see it", async ({ browser }) => {
  const admin = await as(browser, DEMO.admin);
  await expect(admin.getByRole("button", { name: "Close the season" })).toBeVisible();
  await search(admin, "DemoNewcomer");
  await expect(grid(admin).getByText("1 member", { exact: true })).toBeVisible();
  const card = grid(admin).getByRole("article", { name: "DemoNewcomer's card" });
  await card.getByRole("button", { name: "Hide DemoNewcomer's card" }).click();
  await expect(card.getByText("Hidden by admin")).toBeVisible();
  await expect(card.getByRole("button", { name: "Unhide DemoNewcomer's card" })).toBeFocused();

  const member = await as(browser, DEMO.mapper);
  await search(member, "DemoNewcomer");
  await expect(grid(member).getByText("No cards match.")).toBeVisible();
});
