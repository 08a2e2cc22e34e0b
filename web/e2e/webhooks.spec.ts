import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Webhooks against the real server and the demo guild (api/src/modules/webhooks/README.md), by keyboard: DemoMapper
 * opens /settings/webhooks from the account menu, reads the demo webhook's delivery log, registers a webhook (its
 * secret shown once), changes its kinds and deletes it; DemoAdmin sees the guild-wide list, a member does not. The e2e
 * server runs without jobs, so nothing is posted (and WEBHOOKS_ALLOW_LOCAL_ENDPOINTS spares it the DNS lookup of the
 * endpoint, which this offline machine could not make). axe on the page.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

async function serious(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type V = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: V[] }> } }).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached by Tab");
}

const URL = "https://e2e-bot.example/hooks/journey";

test("a member registers, edits and deletes a webhook by keyboard, and reads the demo webhook's log", async ({ page }) => {
  await signIn(page, DEMO.mapper);

  // From the account menu, by keyboard.
  const menu = page.getByRole("button", { name: "Account menu for DemoMapper" });
  await menu.focus();
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("link", { name: "Webhooks" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/settings\/webhooks$/);
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  const mine = page.getByRole("region", { name: "Your webhooks" });
  await expect(mine.getByRole("heading", { level: 2 })).toHaveText("Your webhooks (1 of 10)");
  // A member sees no guild-wide list and cannot register one.
  await expect(page.getByRole("region", { name: "Guild-wide webhooks" })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: /Guild-wide/ })).toHaveCount(0);

  // The demo webhook's log: delivered, then failed with a retry pending (redelivering it is refused while queued).
  const demo = mine.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /mapper-bot\.example/ }) });
  const logButton = demo.getByRole("button", { name: /^Delivery log/ });
  await logButton.focus();
  await page.keyboard.press("Enter");
  await expect(logButton).toHaveAttribute("aria-expanded", "true");
  await expect(demo.getByText("Delivery log (5)")).toBeVisible();
  await expect(demo.getByText("Delivered (204)")).toBeVisible();
  await expect(demo.getByText("Failed (503)")).toBeVisible();
  await expect(demo.getByText("Timed out")).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // Register: URL, description, a second kind, Enter.
  const form = page.getByRole("form", { name: "New webhook" });
  await form.getByLabel("Endpoint URL").focus();
  await page.keyboard.type(URL);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Description")).toBeFocused();
  await page.keyboard.type("Journey bot");
  await tabTo(page, form.getByRole("checkbox", { name: "Badge awarded" }));
  await page.keyboard.press("Space");
  await expect(form.getByRole("checkbox", { name: "Badge awarded" })).toBeChecked();
  await tabTo(page, form.getByRole("button", { name: "Register webhook" }));
  await page.keyboard.press("Enter");

  // The secret, once.
  const secret = page.getByTestId("new-secret");
  await expect(secret).toHaveText(/^mgw_[\w-]{43}$/);
  const value = (await secret.textContent())!;
  await expect(page.getByRole("heading", { name: `Copy the signing secret for ${URL} now` })).toBeVisible();
  const card = mine.getByRole("listitem").filter({ has: page.getByRole("heading", { name: URL }) });
  await expect(card).toContainText(`secret …${value.slice(-4)}`);
  await expect(card).toContainText("Priority quest opened, Badge awarded");
  await expect(mine.getByRole("heading", { level: 2 })).toHaveText("Your webhooks (2 of 10)");
  await page.getByRole("button", { name: "I have stored it" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("new-secret")).toHaveCount(0);
  await page.reload();
  await expect(card).toBeVisible();
  await expect(page.getByText(value)).toHaveCount(0);

  // Edit the kinds: drop "Badge awarded", add "Quest published".
  await card.getByRole("button", { name: /^Edit/ }).focus();
  await page.keyboard.press("Enter");
  const edit = card.getByRole("form", { name: `Edit webhook ${URL}` });
  await tabTo(page, edit.getByRole("checkbox", { name: "Quest published" }));
  await page.keyboard.press("Space");
  await tabTo(page, edit.getByRole("checkbox", { name: "Badge awarded" }));
  await page.keyboard.press("Space");
  await tabTo(page, edit.getByRole("button", { name: "Save" }));
  await page.keyboard.press("Enter");
  await expect(edit).toHaveCount(0);
  await expect(card).toContainText("Priority quest opened, Quest published");
  await page.reload();
  await expect(card).toContainText("Priority quest opened, Quest published");

  // Delete: Enter twice on the confirm button.
  const del = card.getByRole("button", { name: /^Delete/ });
  await del.focus();
  await page.keyboard.press("Enter");
  // Armed: its name is now the confirmation, and it keeps the focus.
  await expect(card.getByRole("button", { name: "Click again to confirm" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(card).toHaveCount(0);
  await expect(mine.getByRole("heading", { level: 2 })).toHaveText("Your webhooks (1 of 10)");
});

test("an admin sees the guild-wide webhooks and their log", async ({ page }) => {
  await signIn(page, DEMO.admin, "/settings/webhooks");
  const guild = page.getByRole("region", { name: "Guild-wide webhooks" });
  await expect(guild.getByRole("heading", { level: 2 })).toHaveText("Guild-wide webhooks (1 of 20)");
  const hook = guild.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /announcements\.example/ }) });
  await hook.getByRole("button", { name: /^Delivery log/ }).click();
  await expect(hook.getByText("Delivered (204)").first()).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Guild-wide/ })).toBeVisible();
  expect(await serious(page)).toEqual([]);
});
