import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";

const ROOT = path.resolve(__dirname, "..", "..", "..", "..");
const GUIDE = fs.readFileSync(path.join(ROOT, "docs", "api-guide.md"), "utf8");

/** Every ```graphql block of the guide with the heading it sits under. */
function guideExamples(): { title: string; query: string }[] {
  const out: { title: string; query: string }[] = [];
  let title = "";
  const lines = GUIDE.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const heading = /^#{2,3} (.+)$/.exec(lines[i]);
    if (heading) title = heading[1];
    if (lines[i].trim() !== "```graphql") continue;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i].trim() !== "```"; i++) body.push(lines[i]);
    out.push({ title, query: body.join("\n") });
  }
  return out;
}

describe("docs/api-guide.md examples and the example bot, against the real server (demo guild)", () => {
  let server: TestServer;
  let secret: string;

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO_DATA: "true" });
    const member = new Visitor(server.url);
    await member.login(101);
    const created = await member.gql<{ createApiToken: { secret: string } }>(
      `mutation { createApiToken(input: { name: "guide", scopes: [READ] }) { secret } }`,
    );
    secret = created.data!.createApiToken.secret;
  }, 120_000);
  afterAll(() => server.close());

  const examples = guideExamples();

  it("has the examples the guide promises", () => {
    expect(examples.map((e) => e.title)).toEqual([
      "Rate limits",
      "Pricing a query without running it",
      "A member's points and badge",
      "Your own points and badge",
      "Open priority quests",
      "Quests with free places",
      "Recent activity",
    ]);
  });

  it.each(examples.map((e) => [e.title, e.query]))("%s: runs with a read token and answers data", async (_title, query) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(res.status).toBe(200);
    // Every top-level field answered something, and lists are not empty on the demo guild.
    for (const value of Object.values(body.data!)) {
      expect(value).not.toBeNull();
      if (Array.isArray(value)) expect(value.length).toBeGreaterThan(0);
      for (const inner of Object.values(value as Record<string, unknown>))
        if (Array.isArray(inner)) expect(inner.length).toBeGreaterThan(0);
    }
  });

  it("the example bot prints the member's points and budget", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, "examples", "bot", "points.mjs")], {
      env: { ...process.env, MG_API_URL: `${server.url}/graphql`, MG_TOKEN: secret },
    });
    expect(stdout).toMatch(/^DemoMapper: [\d.]+ points \([\d.]+ available\), rank \d, badge \d\n/);
    expect(stdout).toMatch(/Budget: \d+\/1000000000 points left until \d{4}-/);
  });

  it("the example bot explains a refused token", async () => {
    const run = promisify(execFile)(process.execPath, [path.join(ROOT, "examples", "bot", "points.mjs")], {
      env: { ...process.env, MG_API_URL: `${server.url}/graphql`, MG_TOKEN: "mgp_unknown" },
    });
    await expect(run).rejects.toMatchObject({ stderr: expect.stringContaining("401 UNAUTHENTICATED") });
  });
});
