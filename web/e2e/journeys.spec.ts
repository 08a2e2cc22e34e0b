import { expect, test } from "@playwright/test";
import { breakdownSum, DEMO, signIn } from "./helpers";

test.describe("signed out", () => {
  test("landing page: explainer, points table, examples, join section, artists with show more", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Mappers' Guild");
    await expect(page.getByRole("heading", { level: 1, name: "Mappers' Guild" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What is the Mappers' Guild?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Rewards" })).toBeVisible();

    const easy = page.getByRole("row", { name: /Easy difficulty/ });
    await expect(easy.getByRole("cell")).toHaveText("5");
    await expect(page.getByRole("row", { name: /Storyboard/ }).getByRole("cell")).toHaveText("10");
    await expect(page.getByRole("row", { name: /Winning a platinum priority quest/ }).getByRole("cell")).toHaveText("20");

    await expect(page.getByRole("heading", { name: "An example priority quest" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "An example quest" })).toBeVisible();

    const join = page.getByRole("link", { name: "verify your account" });
    await expect(join).toBeVisible();
    await expect(join).toHaveAttribute("href", "/api/login?returnTo=%2F");
    await expect(page.getByRole("link", { name: "visit BN/NAT site" })).toHaveAttribute("href", "https://bn.mappersguild.com/");

    const tiles = page.locator(".artist-tile");
    await expect(tiles).toHaveCount(12);
    // songs list their maps as "title by host"
    await expect(tiles.first().locator(".artist-tile__maps li").first()).toContainText(" by ");
    await page.getByRole("button", { name: "show more artists" }).click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(12);
    expect(await tiles.count()).toBeLessThanOrEqual(24);
  });

  test("a login-only page shows the authorize card", async ({ page }) => {
    await page.goto("/beatmaps");
    await expect(page.getByRole("heading", { name: "Log in to view this page!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "authorize your osu! account" })).toHaveAttribute(
      "href",
      "/api/login?returnTo=%2Fbeatmaps",
    );
  });

  test("an unknown path shows Oops", async ({ page }) => {
    await page.goto("/nope");
    await expect(page.getByRole("heading", { level: 1, name: "Oops" })).toBeVisible();
    await expect(page).toHaveTitle("Oops");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("logs: show more appends the next page", async ({ page }) => {
    await page.goto("/logs");
    const rows = page.locator(".logs-table tbody tr");
    await expect(rows).toHaveCount(100);
    await expect(rows.first().locator("td").first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} UTC$/);
    await page.getByRole("button", { name: "show more" }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(100);
  });
});

test.describe("signed in", () => {
  test("sign in through the mock osu! provider returns to the page you came from", async ({ page }) => {
    await page.goto("/logs");
    await page.getByRole("link", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Authorize Mappers' Guild" })).toBeVisible();
    await page.getByRole("button", { name: /DemoMapper/ }).click();
    await expect(page).toHaveURL(/\/logs$/);
    await expect(page.getByRole("button", { name: "Account menu for DemoMapper" })).toBeVisible();
  });

  test("user menu: points with one decimal, toggles switch and persist after reload", async ({ page }) => {
    await signIn(page, DEMO.mapper, "/users");
    const menuButton = page.getByRole("button", { name: "Account menu for DemoMapper" });
    await menuButton.click();
    for (const key of ["total", "available", "mapping", "modding", "other"]) {
      await expect(page.getByTestId(`points-${key}`)).toHaveText(/^-?\d+\.\d$/);
    }
    await expect(page.getByRole("link", { name: "View full points breakdown" })).toHaveAttribute("href", /^\/users\?id=\d+$/);

    for (const name of ["FA showcase mapper", "Contest helper"]) {
      const toggle = page.getByRole("switch", { name });
      const before = (await toggle.getAttribute("aria-checked")) === "true";
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-checked", String(!before));
      await expect(page.getByRole("status").filter({ hasText: /You are (now|no longer)/ })).toBeVisible();

      await page.reload();
      await page.getByRole("button", { name: "Account menu for DemoMapper" }).click();
      await expect(page.getByRole("switch", { name })).toHaveAttribute("aria-checked", String(!before));

      // put it back
      await page.getByRole("switch", { name }).click();
      await expect(page.getByRole("switch", { name })).toHaveAttribute("aria-checked", String(before));
    }
  });

  test("users: search, sort, and ?id= opens the detail whose breakdown sums to the total", async ({ page }) => {
    await signIn(page, DEMO.mapper, "/users");
    const list = page.getByRole("list", { name: "Users" });
    await expect(list.locator(".user-card").first()).toBeVisible();
    await expect(page.getByRole("list", { name: "You" })).toContainText("DemoMapper");

    // points sort (default) shows rank sections
    await expect(list.locator(".rank-separator").first()).toBeVisible();

    // the ranking comes 50 at a time (usersConnection): show more appends the page after the cursor, still ranked by
    // points and no member twice; a mode filter starts over from its own first page
    const cards = list.locator(".user-card");
    await expect(cards).toHaveCount(50);
    await page.getByRole("button", { name: "show more" }).click();
    await expect(cards).toHaveCount(100);
    expect(new Set(await list.locator(".user-card__name").allTextContents()).size).toBe(100);
    const totals = (await list.locator(".user-card__points strong").allTextContents()).map(Number);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    await page.getByRole("radio", { name: "osu!taiko" }).check();
    await expect(page.locator(".users-count")).toContainText("with osu!taiko points");
    await expect.poll(() => cards.count()).toBeLessThanOrEqual(50);
    await expect(list.locator(".rank-separator")).toHaveCount(0);
    await page.getByRole("radio", { name: "any" }).check();
    await expect(list.locator(".rank-separator").first()).toBeVisible();

    await page.getByLabel("Search users").fill("demo");
    await expect(page.locator(".users-count")).toContainText('matching "demo"');
    const names = list.locator(".user-card__name");
    await expect.poll(async () => (await names.allTextContents()).every((n) => n.toLowerCase().startsWith("demo"))).toBe(true);
    expect(await names.count()).toBeGreaterThan(1);

    await page.getByRole("button", { name: "Name", exact: true }).click();
    await expect(page.getByRole("button", { name: "Name, ascending" })).toHaveAttribute("aria-pressed", "true");
    await expect
      .poll(async () => {
        const shown = (await names.allTextContents()).map((n) => n.replace(/you$/, "").toLowerCase());
        return shown.join("|") === [...shown].sort().join("|");
      })
      .toBe(true);
    await page.getByRole("button", { name: "Name, ascending" }).click();
    await expect(page.getByRole("button", { name: "Name, descending" })).toBeVisible();

    // open a user from the list: ?id= is set and the detail shows a breakdown that adds up
    await list.locator(".user-card__button").first().click();
    await expect(page).toHaveURL(/\/users\?id=\d+/);
    const dialog = page.getByRole("dialog", { name: "User details" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("breakdown-total")).toBeVisible();
    const sum = await breakdownSum(page);
    expect(sum.rows).toBeCloseTo(sum.total, 5);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/users$/);

    // the menu's "View full points breakdown" deep link, with my own spending history
    await page.getByRole("button", { name: "Account menu for DemoMapper" }).click();
    await page.getByRole("link", { name: "View full points breakdown" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "DemoMapper" })).toHaveAttribute("href", "https://osu.ppy.sh/users/101");
    await expect(dialog.getByRole("heading", { name: "Spending history" })).toBeVisible();
    const mine = await breakdownSum(page);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.rows).toBeCloseTo(mine.total, 5);
  });

  test("a member who is not an admin does not get GraphiQL", async ({ page }) => {
    await signIn(page, DEMO.mapper, "/");
    await page.goto("/admin/graphiql");
    await expect(page.getByRole("heading", { level: 1, name: "Oops" })).toBeVisible();
    await expect(page.locator(".graphiql-container")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Admin", exact: true })).toHaveCount(0);
  });

  test("an admin runs { me { username } } in the self-hosted GraphiQL", async ({ page, baseURL }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("console", (m) => {
      if (/Could not create web worker/i.test(m.text())) problems.push(`worker: ${m.text()}`);
    });
    const workers: string[] = [];
    page.on("worker", (w) => workers.push(w.url()));
    const external: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(`${baseURL}/`) && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) {
        external.push(r.url());
      }
    });

    await signIn(page, DEMO.admin, "/");
    await page.getByRole("button", { name: "Admin", exact: true }).click();
    await page.getByRole("link", { name: "GraphiQL explorer" }).click();
    await expect(page).toHaveURL(/\/admin\/graphiql$/);
    await expect(page).toHaveTitle("Admin - GraphiQL");

    const editor = page.locator(".graphiql-query-editor .monaco-editor").first();
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await page.keyboard.insertText("{ me { username } }");
    await page.getByRole("button", { name: /Execute query/ }).click();
    await expect(page.locator(".graphiql-response")).toContainText('"username": "DemoAdmin"', { timeout: 20_000 });

    expect(external, "GraphiQL must not load anything from outside the site").toEqual([]);
    // Monaco's language services run in real same-origin workers (no main-thread fallback)
    // (the GraphQL language worker starts lazily, once Monaco asks for diagnostics: wait for it)
    await expect.poll(() => workers.some((u) => /\/assets\/editor\.worker-.*\.js$/.test(u)), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => workers.some((u) => /\/assets\/graphql\.worker-.*\.js$/.test(u)), { timeout: 20_000 }).toBe(true);
    expect(problems.filter((p) => /Content Security Policy|worker/i.test(p))).toEqual([]);
  });
});
