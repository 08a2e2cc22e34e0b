import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers";

/**
 * /mentorship against the real server and its demo data: DemoMentor (104) adds a mentor and a mentee to the running
 * cycle, toggles a phase, and reads a member's tenure; the navigation shows Mentorship only to mentorship admins and
 * admins.
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
const SEES_MENTORSHIP = new Set([ACCOUNTS.admin, ACCOUNTS.mentor]);

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

test("the navigation shows Mentorship only to mentorship admins and admins", async ({ page }) => {
  test.setTimeout(120_000);
  for (const osuId of Object.values(ACCOUNTS)) {
    await page.context().clearCookies();
    await signIn(page, osuId, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // Admins find it in the Admin menu (their navigation stays on one line); its holders in the main navigation.
    if (osuId === ACCOUNTS.admin) await nav.getByRole("button", { name: "Admin" }).click();
    const link = nav.getByRole("link", { name: "Mentorship" });
    if (SEES_MENTORSHIP.has(osuId)) await expect(link, `osu! id ${osuId}`).toHaveCount(1);
    else await expect(link, `osu! id ${osuId}`).toHaveCount(0);
  }
  // A member who types the address gets the not-found page, not the data.
  await page.goto("/mentorship");
  await expect(page).toHaveTitle("Oops");
});

test("DemoMentor adds a mentor and a mentee, toggles a phase and sees tenure", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await signIn(page, ACCOUNTS.mentor, "/mentorship");
  await expect(page).toHaveTitle("Mentorship");
  await expect(page.getByLabel("Cycle", { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel("Cycle", { exact: true }).locator("option:checked")).toHaveText("25 - Starlight (NOT PUBLIC)");

  // Add a mentor for osu!taiko: DemoNewcomer, by username.
  const taiko = page.getByRole("region", { name: "osu!taiko" });
  await taiko.getByRole("textbox", { name: "Add mentor for osu!taiko: username or osu! id" }).fill("DemoNewcomer");
  await taiko.getByRole("button", { name: "Add mentor" }).click();
  await expect(toast(page, "Added DemoNewcomer")).toBeVisible();
  const mentorCard = taiko
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "DemoNewcomer", exact: true }) })
    .first();
  await expect(mentorCard).toBeVisible();

  // Add a mentee to them by osu! id (DemoShowcase, 106).
  await mentorCard.getByRole("textbox", { name: "Add to DemoNewcomer: username or osu! id" }).fill("106");
  await mentorCard.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Added 106")).toBeVisible();
  const mentees = taiko.getByRole("list", { name: "Mentees of DemoNewcomer" });
  await expect(mentees.getByRole("link", { name: "DemoShowcase" })).toBeVisible();

  // Adding the same mentor again: the server's rule text.
  await taiko.getByRole("textbox", { name: "Add mentor for osu!taiko: username or osu! id" }).fill("DemoNewcomer");
  await taiko.getByRole("button", { name: "Add mentor" }).click();
  await expect(toast(page, "User already mentor for this cycle and mode")).toBeVisible();

  // Phases: the mentor cannot drop a phase their mentee is in; the mentee can drop one and is starred.
  await page.getByRole("switch", { name: "Show phases" }).click();
  await page.getByRole("button", { name: "P3 for DemoNewcomer" }).click();
  await expect(toast(page, "Can't remove mentor from phase while mentee(s) are in phase")).toBeVisible();
  const p3 = page.getByRole("button", { name: "P3 for DemoShowcase" });
  await expect(p3).toHaveAttribute("aria-pressed", "true");
  await p3.click();
  await expect(p3).toHaveAttribute("aria-pressed", "false");
  await expect(p3).toBeFocused();
  await expect(mentees.getByLabel("skips phases")).toBeVisible();

  // Tenure of DemoMentor from the ended cycles.
  const find = page.getByRole("form", { name: "Find a member" });
  await find.getByRole("textbox").fill("DemoMentor");
  await find.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("tenure-text")).toHaveText(/^Mentor for 1 years and \d+ days across all cycles and game modes$/);
  // DemoMentor waits in the tenure badge queue.
  await expect(page.getByRole("table", { name: "Tenure badges" }).getByRole("link", { name: "DemoMentor" })).toBeVisible();
  expect(problems).toEqual([]);
});
