import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * /contests/listing against the real server (fresh demo guild): a creator creates a contest and fills in what a phase
 * needs, an admin approves it from "Pending approval", the creator adds criteria, a screener and a judge, a member
 * hands in an entry, and the contest shows under Active; a deep link opens it in the right category.
 */

const SCREENER = 106;
const JUDGE = 104;
const NAME = `E2E Contest ${Date.now().toString(36)}`;

/** A datetime-local value (the browser runs in the machine's timezone, as this process does). */
function localInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

async function as(browser: Browser, osuId: number, returnTo = "/contests/listing"): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, osuId, returnTo);
  return page;
}

test("create → approve → set up → submit → listed under Active; deep link picks the category", async ({ browser }) => {
  test.setTimeout(240_000);
  // The creator creates the contest under My contests.
  const creator = await as(browser, DEMO.mapper);
  await creator.getByRole("radio", { name: "My contests" }).check();
  const form = creator.getByRole("form", { name: "Add contest" });
  await form.getByLabel("Contest name").fill(NAME);
  await form.getByRole("button", { name: "Add contest" }).click();
  await expect(form.getByRole("status")).toHaveText(
    /Your contest is queued for approval: admins find it under "Pending approval" now/,
  );
  await expect(creator).toHaveURL(/\?contest=\d+/);
  const id = new URL(creator.url()).searchParams.get("contest")!;
  const manage = creator.getByRole("article", { name: NAME });
  await expect(manage.getByRole("form", { name: "Contest settings" })).toBeVisible();

  // Beatmapping needs dates, a details URL and a description: the phase selector lists what is missing first.
  await manage.getByLabel("Status", { exact: true }).selectOption("beatmapping");
  await expect(manage.getByText(/^Missing requirements: .*start date.*!$/)).toBeVisible();
  const now = Date.now();
  await manage.getByLabel("Start (submissions open)").fill(localInput(new Date(now - 86_400_000)));
  await manage.getByLabel("End (submissions close)").fill(localInput(new Date(now + 7 * 86_400_000)));
  await manage.getByLabel("Details URL").fill("https://osu.ppy.sh/home/news/e2e-contest");
  await manage.getByLabel("Description", { exact: true }).fill("Map **the song** of the month.");
  await manage.getByRole("button", { name: "Save changes" }).click();
  await expect(manage.getByRole("button", { name: "Save changes" })).toBeDisabled();
  await manage.getByLabel("Status", { exact: true }).selectOption("hidden");
  await manage.getByLabel("Status", { exact: true }).selectOption("beatmapping");
  await expect(manage.getByText(/^Missing requirements/)).toHaveCount(0);
  await manage.getByRole("button", { name: "Change status" }).click();
  await expect(creator.getByText("Status updated")).toBeVisible();

  // The admin finds it under Pending approval and approves it.
  const admin = await as(browser, DEMO.admin);
  await admin.getByRole("radio", { name: "Pending approval" }).check();
  await admin
    .getByRole("list", { name: "Contest list" })
    .getByRole("button", { name: new RegExp(NAME) })
    .click();
  const adminView = admin.getByRole("article", { name: NAME });
  const approved = adminView.getByRole("switch", { name: "Approved" });
  await expect(approved).toHaveAttribute("aria-checked", "false");
  await approved.click();
  await expect(approved).toHaveAttribute("aria-checked", "true");

  // The creator adds a criterion, a screener (a contest helper is offered) and a judge.
  await creator.reload();
  await manage.getByRole("tab", { name: "Screeners, judges & criteria" }).click();
  await manage.getByLabel("Criteria name").fill("musical representation");
  await manage.getByLabel("Max score").fill("10");
  await manage.getByRole("button", { name: "Add criteria" }).click();
  await expect(manage.getByRole("cell", { name: "musical representation", exact: true })).toBeVisible();
  await manage.getByLabel("Add screener (username or osu! id)").fill(String(SCREENER));
  await manage.getByRole("button", { name: "Add screener", exact: true }).click();
  await expect(manage.getByRole("heading", { name: "Screeners (1)" })).toBeVisible();
  await manage.getByLabel("Add judge (username or osu! id)").fill(String(JUDGE));
  await manage.getByRole("button", { name: "Add judge", exact: true }).click();
  await expect(manage.getByRole("heading", { name: "Judges (1)" })).toBeVisible();

  // A member hands in an entry; it shows as theirs, and the contest is listed under Active.
  const member = await as(browser, DEMO.newcomer);
  const list = member.getByRole("list", { name: "Contest list" });
  await list.getByRole("button", { name: new RegExp(NAME) }).click();
  const view = member.getByRole("article", { name: NAME });
  await expect(view.getByText("This contest is currently in the beatmapping phase.")).toBeVisible();
  await expect(view.getByText(/^Maps can be submitted until /)).toBeVisible();
  await view.getByLabel("Entry URL").fill("https://example.com/e2e-entry.osz");
  await view.getByRole("button", { name: "Submit entry" }).click();
  await expect(view.getByRole("link", { name: "https://example.com/e2e-entry.osz" })).toBeVisible();
  await expect(view.getByRole("button", { name: "Replace entry" })).toBeVisible();
  await expect(member.getByRole("radio", { name: "Active" })).toBeChecked();

  // The creator's entry list shows it.
  await manage.getByRole("tab", { name: "Submissions" }).click();
  await expect(manage.getByRole("heading", { name: "Submissions (1)" })).toBeVisible();

  // Deep links: a member lands on Active with the contest open; its creator on My contests.
  const visitor = await as(browser, SCREENER, `/contests/listing?contest=${id}`);
  await expect(visitor.getByRole("article", { name: NAME })).toBeVisible();
  await expect(visitor.getByRole("radio", { name: "Active" })).toBeChecked();
  await creator.goto(`/contests/listing?contest=${id}`);
  await expect(creator.getByRole("radio", { name: "My contests" })).toBeChecked();
  await expect(creator.getByRole("article", { name: NAME })).toBeVisible();
});

test("a completed demo contest opens under Completed with its results links", async ({ browser }) => {
  const member = await as(browser, DEMO.newcomer);
  await member.getByRole("radio", { name: "Completed" }).check();
  const first = member.getByRole("list", { name: "Contest list" }).getByRole("button").first();
  await first.click();
  await expect(member.getByText("This contest is complete.")).toBeVisible();
  await expect(member.getByRole("link", { name: "View Mappers' Guild judging scores here!" })).toBeVisible();
  const id = new URL(member.url()).searchParams.get("contest");
  await member.goto(`/contests/listing?contest=${id}`);
  await expect(member.getByRole("radio", { name: "Completed" })).toBeChecked();
});
