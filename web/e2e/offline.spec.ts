import { expect, test } from "@playwright/test";
import { builtPaths, ROLES, signInAs, visit, waitForQuiet } from "./site-pages";

/**
 * Offline for real: a full tour of the offline demo (every built page, and a card's dialog on the list pages, for each
 * role) records every request the browser makes and every console error. Nothing may leave the site's own origin
 * (osu! avatars, artist and beatmap covers come from the offline provider) and no page may log an error.
 */
const OPENERS: Record<string, string> = {
  "/users": ".user-card__button",
  "/beatmaps": ".beatmap-card__button",
  "/quests": ".quest-card__open",
  "/missions": "article h3 button",
};

for (const role of ROLES) {
  test(`offline tour: no request to another host and no console error (${role.name})`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const own = new URL(baseURL!).host;
    const foreign: string[] = [];
    const errors: string[] = [];
    let requests = 0;
    let where = "sign-in";
    page.on("request", (r) => {
      requests++;
      const url = new URL(r.url());
      if (url.protocol === "data:" || url.protocol === "blob:") return;
      if (url.host !== own) foreign.push(`${where}: ${r.resourceType()} ${url.origin}${url.pathname}`);
    });
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(`${where}: console error: ${m.text()}`);
    });
    page.on("pageerror", (e) => errors.push(`${where}: uncaught: ${e.message}`));

    await signInAs(page, role);
    for (const path of builtPaths()) {
      where = `${path} as ${role.name}`;
      await visit(page, path);
      const opener = OPENERS[path];
      if (opener && role.name !== "anonymous" && (await page.locator(opener).first().isVisible())) {
        where = `${path} dialog as ${role.name}`;
        await page.locator(opener).first().click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await waitForQuiet(page);
      }
      // Lazy images below the fold load too: scroll to the end of the page.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await waitForQuiet(page);
    }
    console.log(
      `[offline] ${role.name}: ${requests} requests, ${foreign.length} to other hosts, ${errors.length} console errors`,
    );
    const problems = [...new Set([...foreign, ...errors])];
    expect(problems, problems.join("\n")).toEqual([]);
  });
}
