import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { NoDeprecatedCustomRule, parse, validate } from "graphql";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { getSchema } from "../../app/schema";

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
      "Top members",
      "Open priority quests",
      "Quests with free places",
      "Recent activity",
      "The oldest activity, paging backward",
      "An object by its global id",
      "An object by its global id",
      "Contest results by mode",
      "Mentorships",
    ]);
  });

  it("teaches current fields only: no example uses a deprecated field or argument", async () => {
    const schema = await getSchema();
    for (const e of examples) {
      const problems = validate(schema, parse(e.query), [NoDeprecatedCustomRule]).map((p) => p.message);
      expect([e.title, problems]).toEqual([e.title, []]);
    }
  });

  const send = async (query: string, variables?: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query, variables }),
    });
    return { res, body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } };
  };

  it.each(examples.map((e, i) => [e.title, e.query, i] as const))(
    "%s: runs with a read token and answers data",
    async (_title, query, i) => {
      // An example with variables takes the global id the example before it answered (the guide says so beside it).
      let variables: Record<string, unknown> | undefined;
      if (/^\s*query\s*\(\$id/.test(query)) {
        const before = await send(examples[i - 1].query);
        const id = /"globalId":"([^"]+)"/.exec(JSON.stringify(before.body.data))?.[1];
        expect(id).toBeDefined();
        variables = { id };
      }
      const { res, body } = await send(query, variables);
      expect(body.errors).toBeUndefined();
      expect(res.status).toBe(200);
      // Every top-level field answered something, and lists are not empty on the demo guild.
      for (const value of Object.values(body.data!)) {
        expect(value).not.toBeNull();
        if (Array.isArray(value)) expect(value.length).toBeGreaterThan(0);
        for (const inner of Object.values(value as Record<string, unknown>))
          if (Array.isArray(inner)) expect(inner.length).toBeGreaterThan(0);
      }
    },
  );

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
