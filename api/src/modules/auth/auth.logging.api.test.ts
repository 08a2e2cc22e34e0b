import { Writable } from "node:stream";
import pino from "pino";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";

describe("no tokens or secrets in logs", () => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino(
      { level: "trace", redact: { paths: ["req.headers.cookie", "req.headers.authorization"], censor: "[redacted]" } },
      sink,
    );
    server = await startTestServer({}, { logger });
  });
  afterAll(async () => {
    await server.close();
  });

  test("a full sign-in, API calls and a failed callback log nothing secret", async () => {
    const v = new Visitor(server.url);
    const start = await v.fetch("/api/login");
    const authorize = start.headers.get("location")!;
    const approved = await v.fetch(`${authorize}&login_as=4321`);
    const callback = new URL(approved.headers.get("location")!);
    const code = callback.searchParams.get("code")!;
    const state = callback.searchParams.get("state")!;
    await v.follow(callback.toString());
    await v.getJson("/api/me");
    await v.fetch(`/api/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`); // replay: refused
    const text = lines.join("\n");
    expect(text).toContain("signed in");
    for (const secret of [code, state, "test-secret-test-secret-test-secret", "mock-secret", v.cookieHeader.split("=")[1]]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/access_token|refresh_token|accessToken"\s*:\s*"/);
  });
});
