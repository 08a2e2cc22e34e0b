import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Aspire against the real server (demo guild: Aspire 6 open, cards, allowed songs): a member makes their Aspire card
 * (Aspire's roles only) and finds it in the grid, checks a song on the public search; an admin allows a new song,
 * which visitors then find, and removes it again.
 */

async function as(browser: Browser, osuId: number | null, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (osuId) await signIn(page, osuId, path);
  else await page.goto(path);
  return page;
}

const grid = (page: Page) => page.getByRole("region", { name: "Potential team members" });
const searchBox = (page: Page) => page.getByLabel("Artist or song title");

test.describe.configure({ mode: "serial" });

test("a member makes their Aspire card with Aspire's roles and finds it in the grid", async ({ browser }) => {
  const page = await as(browser, DEMO.mapper, "/aspire");
  await expect(page.getByRole("heading", { level: 1, name: "Aspire - Teammates Hub" })).toBeVisible();
  await expect(page.getByText("This hub is for finding your teammate for Aspire 6.")).toBeVisible();
  const form = page.getByRole("form", { name: "Your Aspire details" });
  const roles = form.getByRole("group", { name: "Roles" }).getByRole("checkbox");
  await expect(roles).toHaveCount(2);
  await form.getByRole("checkbox", { name: "Mapper" }).check();
  await form.getByLabel("Timezone").selectOption("UTC+1");
  await form.getByLabel("Discord").fill("demomapper_aspire");
  await form.getByLabel("About you (markdown)").fill("Looking for a **storyboarder** for Visual Spectacle.");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Updated your details")).toBeVisible();

  const mine = page.getByRole("region", { name: "Your details" });
  const publicSwitch = mine.getByRole("switch", { name: "Show my card to other members" });
  await publicSwitch.focus();
  await page.keyboard.press("Space");
  await expect(publicSwitch).toHaveAttribute("aria-checked", "true");
  await grid(page).getByLabel("Search", { exact: true }).fill("DemoMapper");
  await expect(grid(page).getByRole("article", { name: "DemoMapper's card" })).toContainText("demomapper_aspire");

  // The Locus card of DemoMapper is another card: Aspire's grid never lists Locus's roles.
  await grid(page).getByLabel("Search", { exact: true }).fill("");
  await expect(grid(page).getByLabel("Role", { exact: true }).locator("option")).toHaveText(["Any", "Mapper", "Storyboarder"]);
});

test("anyone checks a song on the public search: allowed songs match, others do not", async ({ browser }) => {
  const page = await as(browser, null, "/aspire");
  // /aspire asks visitors to sign in; the search is public.
  await expect(page.getByText("Log in to view this page!")).toBeVisible();
  await page.goto("/aspire/search");
  await expect(page.getByRole("heading", { level: 1, name: "Aspire - Song Search" })).toBeVisible();
  const res = await page.request.post("/graphql", {
    data: { query: "{ aspireSongs(first: 1) { nodes { line } } }" },
    headers: { "content-type": "application/json" },
  });
  const line = ((await res.json()) as { data: { aspireSongs: { nodes: { line: string }[] } } }).data.aspireSongs.nodes[0]!.line;
  await searchBox(page).fill(line.toUpperCase());
  await expect(page.getByRole("list", { name: "Allowed songs found" }).getByRole("listitem").first()).toContainText(line);
  await expect(page.getByTestId("aspire-search-status")).toContainText("allowed in Aspire 6");
  await searchBox(page).fill("qqqq no such song");
  await expect(page.getByTestId("aspire-search-status")).toHaveText("No results found for qqqq no such song.");
});

test("an admin allows a pasted song; visitors find it; the admin removes it again", async ({ browser }) => {
  const admin = await as(browser, DEMO.admin, "/aspire");
  const panel = admin.getByRole("region", { name: "Allowed songs of Aspire 6" });
  await expect(panel).toContainText("songs allowed");
  await panel.getByLabel("Songs to allow").fill("E2E Artist - Brand New Song\nE2E Artist - Brand New Song");
  await panel.getByRole("button", { name: "Allow these songs" }).click();
  await expect(admin.getByText(/^Added 1 song; \d+ songs allowed$/)).toBeVisible();

  const visitor = await as(browser, null, "/aspire/search");
  await searchBox(visitor).fill("brand new e2e");
  await expect(visitor.getByRole("list", { name: "Allowed songs found" })).toContainText("E2E Artist - Brand New Song");

  await admin.goto("/aspire/search");
  await searchBox(admin).fill("brand new e2e");
  await admin.getByRole("button", { name: "Remove E2E Artist - Brand New Song" }).click();
  await expect(admin.getByText('Removed "E2E Artist - Brand New Song" from the list')).toBeVisible();
  await expect(admin.getByTestId("aspire-search-status")).toHaveText("No results found for brand new e2e.");
});
