import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * The community vote page (/contests/vote) against the real server and the demo guild's contest in its vote phase
 * ("Featured Artist Remix Showdown", 3 votes each, created by DemoMapper): the creator finds the link to send in the
 * management panel; a member votes with the keyboard until no vote is left, withdraws one and sees it counted.
 */
const CONTEST = "Featured Artist Remix Showdown";

async function contestId(page: Page): Promise<string> {
  const res = await page.request.post("/graphql", {
    data: { query: "{ voteContests(first: 100) { nodes { id name } } }" },
    headers: { "content-type": "application/json" },
  });
  const body = (await res.json()) as { data: { voteContests: { nodes: { id: string; name: string }[] } } };
  return body.data.voteContests.nodes.find((c) => c.name === CONTEST)!.id;
}

test.describe.configure({ mode: "serial" });

test("the creator's management panel links the vote page beside the screening link", async ({ page }) => {
  await signIn(page, DEMO.mapper, "/");
  const id = await contestId(page);
  await page.goto(`/contests/listing?contest=${id}`);
  const links = page.locator(".contest-links");
  await expect(links.getByRole("link", { name: "screening" })).toHaveAttribute("href", `/contests/screening?contest=${id}`);
  await links.getByRole("link", { name: "community vote" }).click();
  await expect(page).toHaveURL(`/contests/vote?contest=${id}`);
  await expect(page.getByRole("heading", { level: 2, name: `${CONTEST}: community vote` })).toBeVisible();
});

test("a member votes with the keyboard: votes left count down, entries lock at none left, a withdrawal frees one", async ({
  page,
}) => {
  await signIn(page, DEMO.newcomer, "/contests/vote");
  await expect(page.getByRole("heading", { level: 2, name: `${CONTEST}: community vote` })).toBeVisible();
  const summary = page.locator(".review-summary");
  await expect(summary).toContainText("Votes left: 3 of 3 · open until");
  await expect(page.getByTestId("my-votes")).toHaveText("You have not voted yet.");

  const entries = ["Amber Lantern", "Blue Heron", "Ember Tide"];
  for (const [i, name] of entries.entries()) {
    const button = page.getByRole("button", { name: `Vote for ${name}` });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: `Withdraw your vote for ${name}` })).toHaveAttribute("aria-pressed", "true");
    await expect(summary).toContainText(`Votes left: ${2 - i} of 3`);
  }
  await expect(page.getByTestId("my-votes")).toHaveText(`Your votes: ${entries.join(", ")}`);
  const locked = page.getByRole("button", { name: "Vote for Glass Orchard" });
  await expect(locked).toHaveAttribute("aria-disabled", "true");
  await expect(locked).toHaveAttribute("title", "You have already used all 3 votes");

  await page.getByRole("button", { name: "Withdraw your vote for Blue Heron" }).click();
  await expect(summary).toContainText("Votes left: 1 of 3");
  await expect(page.getByRole("button", { name: "Vote for Glass Orchard" })).not.toHaveAttribute("aria-disabled", "true");

  // The server kept exactly what the page shows.
  await page.reload();
  await expect(page.getByTestId("my-votes")).toHaveText("Your votes: Amber Lantern, Ember Tide");
});

test("signed-out visitors are asked to sign in", async ({ page }) => {
  await page.goto("/contests/vote");
  await expect(page.getByText("Log in to view this page!")).toBeVisible();
});
