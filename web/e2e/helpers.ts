import { expect, type Page } from "@playwright/test";

export const DEMO = {
  admin: 100,
  mapper: 101,
  newcomer: 102,
} as const;

/**
 * Signs in through the offline osu! provider: /api/login answers with a redirect to the mock's authorize page;
 * appending &login_as=<osuId> approves at once, and the callback returns to `returnTo`.
 */
export async function signIn(page: Page, osuId: number, returnTo = "/"): Promise<void> {
  const res = await page.request.get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  const location = res.headers()["location"];
  expect(location).toBeTruthy();
  await page.goto(`${location}&login_as=${osuId}`);
  await expect(page).toHaveURL((url) => url.pathname === returnTo.split("?")[0]);
  await expect(page.getByRole("button", { name: /^Account menu for / })).toBeVisible();
}

/** Sum of the breakdown rows as shown (one decimal each). */
export async function breakdownSum(page: Page): Promise<{ rows: number; total: number }> {
  const cells = page.getByTestId("breakdown-row").locator("td");
  const values = (await cells.allTextContents()).map(Number);
  const total = Number(await page.getByTestId("breakdown-total").textContent());
  return { rows: Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10, total };
}
