import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Personal notifications against the real server and the demo guild (api/src/modules/notifications/README.md):
 * DemoMapper's bell and inbox (marking one read by its button, one by following its link, then all), the per-kind
 * settings, the bell by keyboard, and a contest creator's message reaching an entrant's bell. axe on both pages.
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

const bell = (page: Page) => page.getByRole("link", { name: /^Notifications, / });

async function unreadOf(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute("aria-label")) ?? "";
  const m = /Notifications, (\d+) unread/.exec(name);
  return m ? Number(m[1]) : 0;
}

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post("/graphql", {
    data: { query, variables },
    headers: { "content-type": "application/json" },
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

test("DemoMapper's bell, inbox and settings", async ({ page }) => {
  await signIn(page, DEMO.mapper);
  const start = await unreadOf(page);
  expect(start).toBeGreaterThanOrEqual(3);

  // The bell by keyboard: focus it, Enter.
  await bell(page).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const list = page.getByRole("region", { name: "Notifications" });
  await expect(list.getByRole("link", { name: /invited you to their party for/ })).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // Mark one read with its button.
  await list
    .getByRole("button", { name: /^Mark read/ })
    .first()
    .click();
  await expect(bell(page)).toHaveAttribute("aria-label", `Notifications, ${start - 1} unread`);

  // Follow an unread one's link: it leads to its object and counts as read.
  const next = list.getByRole("link", { name: /^Unread: / }).first();
  const href = await next.getAttribute("href");
  await next.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(bell(page)).toHaveAttribute("aria-label", `Notifications, ${start - 2} unread`);

  // Mark all read (back to the inbox: the object may have opened in a dialog over the page).
  await page.goBack();
  await expect(page).toHaveURL(/\/notifications$/);
  const markAll = page.getByRole("button", { name: "Mark all read" });
  await expect(markAll).not.toHaveAttribute("aria-disabled", "true"); // not while the inbox is being read again
  await markAll.click();
  await expect(page.getByText(/^Marked \d+ notifications? read$/)).toBeVisible();
  await expect(bell(page)).toHaveAttribute("aria-label", "Notifications, none unread");
  await page.getByRole("button", { name: "Unread" }).click();
  await expect(page.getByText("Nothing unread.")).toBeVisible();

  // Settings: a kind off in the inbox, kept after a reload; osu! chat is not configured on this server.
  await page.getByRole("link", { name: "Notification settings" }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  const invitations = page.getByRole("switch", { name: "Party invitations in the inbox" });
  await expect(invitations).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("switch", { name: "Party invitations as an osu! chat message" })).toBeDisabled();
  expect(await serious(page)).toEqual([]);
  await invitations.click();
  await expect(page.getByText("Party invitations: inbox off")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Party invitations in the inbox" })).toHaveAttribute("aria-checked", "false");
  await page.getByRole("switch", { name: "Party invitations in the inbox" }).click();
  await expect(page.getByRole("switch", { name: "Party invitations in the inbox" })).toHaveAttribute("aria-checked", "true");
});

test("a contest creator's message reaches an entrant's bell", async ({ browser, page }) => {
  await signIn(page, DEMO.mapper);
  const { contests } = await gql<{ contests: { nodes: { id: string; name: string; status: string }[] } }>(
    page,
    `{ contests(category: mine, first: 50) { nodes { id name status } } }`,
  );
  const contest = contests.nodes.find((c) => c.status === "beatmapping" && c.name.startsWith("Monthly"))!;
  const { contest: managed } = await gql<{
    contest: { management: { submissions: { nodes: { creator: { osuId: number } | null }[] } } };
  }>(page, `query ($id: ID!) { contest(id: $id) { management { submissions(first: 50) { nodes { creator { osuId } } } } } }`, {
    id: contest.id,
  });
  const entrantOsuId = managed.management.submissions.nodes.find((s) => s.creator)!.creator!.osuId;

  await page.goto(`/contests/listing?contest=${contest.id}`);
  const box = page.getByRole("region", { name: "Message the participants" });
  const text = `Two days left, upload your maps! (${Date.now()})`;
  await box.getByLabel("Message").fill(text);
  await box.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(/^Message sent to \d+ participants?$/)).toBeVisible();
  // The same text again is refused with the server's words.
  await box.getByLabel("Message").fill(text);
  await box.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("This message was already sent to the participants")).toBeVisible();

  const other = await browser.newContext();
  const entrant = await other.newPage();
  await signIn(entrant, entrantOsuId);
  expect(await unreadOf(entrant)).toBeGreaterThanOrEqual(1);
  await bell(entrant).click();
  await expect(entrant.getByRole("link", { name: `Unread: DemoMapper about "${contest.name}": ${text}` })).toHaveAttribute(
    "href",
    `/contests/listing?contest=${contest.id}`,
  );
  await other.close();
});
