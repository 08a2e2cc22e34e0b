import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Merch against the real server and the built-in offline store: the separate merch sign-in, a checkout completed at the
 * offline store, the access used up; then an admin lists members by flag and resets a flag for all but one member.
 */

test.describe.configure({ mode: "serial" });

test("merch sign-in → checkout at the offline store → access used up", async ({ page }) => {
  await page.goto("/merch");
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await page.getByRole("link", { name: "authorize your osu! account" }).click();
  await expect(page).toHaveURL(/\/mock-osu\/oauth\/authorize/);
  await page.goto(`${page.url()}&login_as=${DEMO.newcomer}`);
  await expect(page).toHaveURL(/\/merch$/);

  await expect(page.getByRole("heading", { name: "you can only begin the checkout process once!" })).toBeVisible();
  const tee = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "mappers' guild t-shirt" }) });
  const button = tee.getByRole("button", { name: "proceed to checkout" });
  await expect(button).toBeDisabled();
  await tee.getByLabel("size / variant").selectOption({ label: "L" });
  await button.click();

  await expect(page).toHaveURL(/\/mock-store\/checkout\/offline-/);
  await expect(page.getByRole("cell", { name: "Mappers' Guild T-Shirt (L)" })).toBeVisible();
  await page.getByRole("button", { name: "complete checkout" }).click();
  const heading = page.getByRole("heading", { name: /^Order OFF-\d{6} placed$/ });
  await expect(heading).toBeVisible();
  const orderNumber = (await heading.textContent())!.match(/OFF-\d{6}/)![0];

  await page.getByRole("link", { name: "Back to the Mappers' Guild" }).click();
  await expect(page).toHaveURL(/\/merch$/);
  await expect(page.getByRole("heading", { name: "thank you!" })).toBeVisible();
  await expect(page.getByText(orderNumber)).toBeVisible();
  await expect(page.getByRole("button", { name: /checkout/ })).toHaveCount(0);
});

test("an admin loads members by flag and resets a flag for everyone but listed osu! ids", async ({ page }) => {
  await signIn(page, DEMO.admin, "/admin/merch");
  await page.getByRole("button", { name: "Load users" }).click();
  const table = page.getByRole("table", { name: "Members by merch flag" });
  await expect(table.getByRole("link", { name: "DemoMapper" })).toBeVisible();
  await expect(table.getByRole("link", { name: "DemoNewcomer" })).toHaveCount(0); // used up by the checkout above
  const before = await table.getByRole("row").count();
  expect(before).toBeGreaterThan(2);

  await page.getByPlaceholder("checkout ID").fill("offline-DemoOrder000000000000001");
  await page.getByRole("region", { name: "Find merch order by checkout ID" }).getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("OFF-100001")).toBeVisible();

  const reset = page.getByRole("region", { name: "Reset Merch" });
  await reset.getByLabel("Keep for these osu! ids").fill(String(DEMO.mapper));
  await expect(reset.getByRole("button", { name: "Reset has merch access" })).toBeVisible();
  const button = reset.locator(".form-actions button"); // its name changes once armed
  await button.click();
  await expect(button).toHaveText("Are you sure?");
  await button.click();
  await expect(page.getByText(/Has merch access reset for \d+ members/)).toBeVisible();

  await page.getByRole("button", { name: "Load users" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("link", { name: "DemoMapper" })).toBeVisible();
});
