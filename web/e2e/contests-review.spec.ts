import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * The review side of a contest, end to end: the creator's steps (create, approve, configure, entries, phases) go
 * through GraphQL as the right demo account; screening, judging and results go through the pages.
 * Demo accounts: 101 creator, 100 admin, 106 screener, 104 judge; 102, 103 and 105 hand in entries.
 */
const SCREENER = 106;
const JUDGE = 104;
const ENTRANTS = [102, 103, 105] as const;
const NAMES: Record<number, string> = { 102: "E2E Alpha", 103: "E2E Bravo", 105: "E2E Charlie" };

async function gql<T = Record<string, unknown>>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post("/graphql", {
    data: { query, variables },
    headers: { "content-type": "application/json" },
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`${query.slice(0, 60)}…: ${body.errors.map((e) => e.message).join("; ")}`);
  return body.data as T;
}

const setStatus = (page: Page, id: string, status: string) =>
  gql(page, "mutation($id: ID!, $status: ContestStatus!) { setContestStatus(id: $id, status: $status) { id status } }", {
    id,
    status,
  });

test("a contest is screened, judged, completed and its results read through the pages", async ({ page }) => {
  test.setTimeout(180_000);
  const name = `E2E Review Cup ${Date.now().toString(36)}`;

  // ---- Creator: create and configure (GraphQL as 101); admin approves (100) ----
  await signIn(page, DEMO.mapper, "/");
  const created = await gql<{ createContest: { id: string } }>(
    page,
    "mutation($input: CreateContestInput!) { createContest(input: $input) { id } }",
    { input: { name } },
  );
  const id = created.createContest.id;
  const day = 86_400_000;
  await gql(page, "mutation($id: ID!, $input: UpdateContestInput!) { updateContest(id: $id, input: $input) { id } }", {
    id,
    input: {
      contestStart: new Date(Date.now() - day).toISOString(),
      contestEnd: new Date(Date.now() + day).toISOString(),
      url: "https://osu.ppy.sh/home/news/e2e-review-cup",
      description: "A contest made by the review journey.",
      mode: "osu",
      download: "https://example.com/e2e-pack.zip",
      resultsUrl: "https://osu.ppy.sh/home/news/e2e-review-cup-results",
      screeningVoteCount: 2,
      judgingThreshold: 2,
    },
  });
  await signIn(page, DEMO.admin, "/");
  await gql(page, "mutation($id: ID!) { setContestApproved(id: $id, value: true) { id } }", { id });
  await signIn(page, DEMO.mapper, "/");
  await setStatus(page, id, "beatmapping");

  // ---- Entrants hand in ----
  for (const osuId of ENTRANTS) {
    await signIn(page, osuId, "/");
    await gql(page, "mutation($id: ID!, $url: String!) { submitContestEntry(contestId: $id, url: $url) { id } }", {
      id,
      url: `https://example.com/entry-${osuId}.osz`,
    });
  }

  // ---- Creator: staff, criteria, anonymised names, screening ----
  await signIn(page, DEMO.mapper, "/");
  await gql(page, 'mutation($id: ID!) { addContestStaff(contestId: $id, role: screener, user: "106") { id } }', { id });
  await gql(page, 'mutation($id: ID!) { addContestStaff(contestId: $id, role: judge, user: "104") { id } }', { id });
  await gql(page, 'mutation($id: ID!) { addContestCriteria(contestId: $id, name: "mapping", maxScore: 10) { id } }', { id });
  await gql(page, 'mutation($id: ID!) { addContestCriteria(contestId: $id, name: "creativity", maxScore: 5) { id } }', { id });
  const subs = await gql<{
    contest: { management: { submissions: { nodes: { id: string; creator: { osuId: number } }[] } } };
  }>(page, "query($id: ID!) { contest(id: $id) { management { submissions(first: 100) { nodes { id creator { osuId } } } } } }", {
    id,
  });
  for (const s of subs.contest.management.submissions.nodes) {
    await gql(
      page,
      "mutation($id: ID!, $sid: ID!, $name: String!) { renameContestSubmission(contestId: $id, submissionId: $sid, name: $name) { id } }",
      { id, sid: s.id, name: NAMES[s.creator.osuId] },
    );
  }
  await setStatus(page, id, "screening");

  // ---- Screener (UI): two stars, each placement once, a comment, a private mark ----
  await signIn(page, SCREENER, `/contests/screening?contest=${id}`);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download all submissions" })).toHaveAttribute(
    "href",
    "https://example.com/e2e-pack.zip",
  );
  await page.getByRole("button", { name: "Give E2E Alpha the 2nd star" }).click();
  await expect(page.getByRole("button", { name: "Remove the 2nd star from E2E Alpha" })).toHaveAttribute("aria-pressed", "true");
  // the 2nd placement is taken: Bravo cannot have it
  await expect(page.getByRole("button", { name: "2nd star is on E2E Alpha" }).first()).toHaveAttribute("aria-disabled", "true");
  await page.getByRole("button", { name: "Give E2E Bravo the 1st star" }).click();
  await expect(page.getByText("Stars placed: 2 of 2")).toBeVisible();
  await page.getByLabel(/Comment on E2E Alpha/).fill("Clean rhythm and a strong kiai.");
  const alphaCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "E2E Alpha" }) });
  await alphaCard.getByRole("button", { name: "Save comment" }).click();
  await expect(page.getByText("Saved!")).toBeVisible();
  const charlieCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "E2E Charlie" }) });
  await charlieCard.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(charlieCard.getByRole("button", { name: "Reviewed ✓" })).toBeVisible();
  // what was saved is what the server has
  await page.reload();
  await expect(page.getByRole("button", { name: "Remove the 1st star from E2E Bravo" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel(/Comment on E2E Alpha/)).toHaveValue("Clean rhythm and a strong kiai.");

  // ---- Creator: judging ----
  await signIn(page, DEMO.mapper, "/");
  await setStatus(page, id, "judging");

  // ---- Judge (UI): only Alpha passed (2 ★ ≥ threshold 2); score it ----
  await signIn(page, JUDGE, `/contests/judging?contest=${id}`);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByText("Completed: 0 of 1")).toBeVisible();
  await expect(page.getByRole("button", { name: "E2E Bravo" })).toHaveCount(0);
  await page.getByRole("button", { name: "E2E Alpha" }).click();
  const dialog = page.getByRole("dialog", { name: "Judge E2E Alpha" });
  const mapping = dialog.getByRole("group", { name: /mapping/ });
  await mapping.getByLabel("Score").fill("11");
  await expect(mapping.getByText("A whole number from 0 to 10.")).toBeVisible();
  await mapping.getByLabel("Score").fill("8");
  await mapping.getByLabel("Note (optional)").fill("Great structure");
  await dialog
    .getByRole("group", { name: /creativity/ })
    .getByLabel("Score")
    .fill("4");
  await dialog.getByRole("button", { name: "Save scores" }).click();
  await expect(page.getByText("Saved!")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("Completed: 1 of 1")).toBeVisible();
  const alphaRow = page.getByRole("row").filter({ has: page.getByRole("button", { name: "E2E Alpha" }) });
  await expect(alphaRow.getByRole("cell").nth(2)).toHaveText("12/15");
  await expect(page.getByRole("button", { name: "E2E Alpha" })).toBeFocused();

  // ---- Creator: complete ----
  await signIn(page, DEMO.mapper, "/");
  await setStatus(page, id, "complete");

  // ---- Entrant (UI): results list → table → own entry ----
  await signIn(page, 102, "/contests/results");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  const table = page.getByRole("table");
  const first = table.getByRole("row").nth(1);
  await expect(first.getByRole("rowheader")).toContainText("E2E Alpha");
  await expect(first.getByRole("cell").first()).toHaveText("1");
  await expect(first).toContainText("12");
  await first.getByRole("link", { name: "E2E Alpha" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /E2E Alpha/ })).toBeVisible();
  const screening = page.getByRole("region", { name: "Screening" });
  await expect(screening.getByText("User 1")).toBeVisible();
  await expect(screening.getByText("Clean rhythm and a strong kiai.")).toBeVisible();
  const judging = page.getByRole("region", { name: "Judging" });
  await expect(judging.getByRole("heading", { name: /User 1/ })).toBeVisible();
  await expect(judging.getByText("Great structure")).toBeVisible();

  // ---- Screener: their own comment is recognisable ----
  await signIn(page, SCREENER, "/contests/results");
  await page.goto(`/contests/results?contest=${id}`);
  await page.getByRole("link", { name: "E2E Bravo" }).click();
  const mine = page.getByRole("region", { name: "Screening" }).getByRole("listitem").filter({ hasText: "you" });
  await expect(mine).toContainText("[no comment]");
  await expect(page.getByText("This entry did not receive enough screening votes to reach the judging stage. :(")).toBeVisible();
});

test("the MBC checker reads a sample .osu file in the browser and links the violations", async ({ page }) => {
  await signIn(page, DEMO.mapper, "/contests/mbc");
  await page
    .getByLabel(/Drop an .osu file here, or choose one/)
    .setInputFiles(fileURLToPath(new URL("./fixtures/limitation-sample.osu", import.meta.url)));
  await expect(page.getByRole("link", { name: "00:02:000" })).toHaveAttribute("href", "osu://edit/00:02:000");
  await expect(page.getByText("5 consecutive circles")).toBeVisible();
  await page.getByRole("radio", { name: /Slider Shape Counter/ }).check();
  await expect(page.getByText("No issues :)")).toBeVisible();
  await page.getByRole("radio", { name: /Six/ }).check();
  await expect(page.getByRole("alert")).toHaveText("Mode is invalid for this contest!");
});
