import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * The admins' tools of issues 23 and 25: the Admin navigation on one line from 1,280 px; roles granted with the
 * keyboard on /admin/users take effect on the member's next page, land in the audit log, and "sign out everywhere"
 * ends the member's session; the artist review queue and its osu! search on /admin/summary.
 */
async function as(browser: Browser, osuId: number, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(page, osuId, path);
  return page;
}

test("the admin's navigation fits one line at 1,280 px, the role pages in the Admin menu", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, DEMO.admin, "/users");
  const rows = await page
    .locator(".nav__list > li")
    .evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size);
  expect(rows).toBe(1);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Admin" }).click();
  for (const name of ["Audit log", "FA Schedule", "FA Showcase", "Mentorship", "World Cup"])
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
});

test("a role granted by keyboard reaches the member's next page and the audit log; sign out everywhere ends their session", async ({
  browser,
}) => {
  const member = await as(browser, DEMO.newcomer, "/users");
  await expect(member.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "World Cup" })).toHaveCount(0);

  const admin = await as(browser, DEMO.admin, "/admin/users");
  await admin.getByLabel("Username or osu! id").fill("DemoNewcomer");
  await admin.getByRole("button", { name: /DemoNewcomer/ }).click();
  const access = admin.getByTestId("admin-access-panel");
  const helper = access.getByRole("switch", { name: "World Cup helper" });
  await helper.focus();
  await admin.keyboard.press("Space");
  await expect(helper).toHaveAttribute("aria-checked", "true");
  await expect(admin.getByRole("status").filter({ hasText: "DemoNewcomer: World Cup helper granted" })).toBeVisible();
  await expect(helper).toBeFocused();

  // The member's next page has the new rights (no new sign-in).
  await member.goto("/users");
  await expect(member.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "World Cup" })).toHaveCount(1);

  // The audit log shows it, filtered by the member.
  await access.getByRole("link", { name: "Audit log of DemoNewcomer" }).click();
  await expect(admin).toHaveURL(/\/admin\/audit\?member=DemoNewcomer/);
  await expect(admin.getByTestId("audit-entry").first()).toContainText("World Cup helper role");

  // Sign out everywhere: two clicks; the member's next request is signed out.
  await admin.goBack();
  const signOut = admin.getByTestId("admin-access-panel").getByRole("button", { name: "Sign out everywhere" });
  await signOut.click();
  await admin.getByRole("button", { name: "Sign DemoNewcomer out everywhere?" }).click();
  await expect(admin.getByRole("status").filter({ hasText: /DemoNewcomer signed out of \d+ session/ })).toBeVisible();
  await member.goto("/beatmaps");
  await expect(member.getByText("Log in to view this page!")).toBeVisible();

  // Put the role back (the demo stays as it was).
  await admin.getByTestId("admin-access-panel").getByRole("switch", { name: "World Cup helper" }).click();
  await expect(admin.getByTestId("admin-access-panel").getByRole("switch", { name: "World Cup helper" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
});

test("the artist review queue: search osu! for an overdue artist, then mark it reviewed", async ({ browser }) => {
  const admin = await as(browser, DEMO.admin, "/admin/summary");
  await admin.getByRole("button", { name: "Load artists" }).click();
  const row = admin.getByTestId("summary-artist").filter({ hasText: "Lanterns of Kaldera" });
  await expect(row).toContainText("reviewed");
  await row.getByRole("button", { name: "Search osu! for Lanterns of Kaldera" }).click();
  await expect(admin.getByRole("heading", { name: "Search osu! by artist" })).toBeFocused();
  await expect(admin.getByTestId("osu-search-results").getByRole("listitem").first()).toContainText("Lanterns of Kaldera");
  await row.getByRole("button", { name: "Mark Lanterns of Kaldera as reviewed" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Marked as reviewed: back in a year" })).toBeVisible();
  await expect(admin.getByTestId("summary-artist").filter({ hasText: "Lanterns of Kaldera" })).toHaveCount(0);
});
