import { Writable } from "node:stream";
import pino from "pino";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { OFFLINE_IN_PRODUCTION_OPT_IN } from "../../config";

describe("a production demo on the offline osu! sign-in (explicit opt-in)", () => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    server = await startTestServer(
      {
        NODE_ENV: "production",
        ALLOW_OFFLINE_PROVIDERS_IN_PRODUCTION: OFFLINE_IN_PRODUCTION_OPT_IN,
        OSU_TOKEN_KEY: "k".repeat(40),
        BASE_URL: "https://guild.example",
        TRUST_PROXY: "loopback",
      },
      { logger: pino({ level: "warn" }, sink) },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  test("every start logs a loud warning", () => {
    const warning = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).find((l) => /OFFLINE OSU!/.test(l.msg));
    expect(warning).toMatchObject({ level: 40 });
    expect(warning?.msg).toMatch(/anyone can sign in as any account/);
  });

  test("the mock's control endpoints do not exist in production, even with the opt-in", async () => {
    const v = new Visitor(server.url);
    const post = await v.post("/mock-osu/_control/beatmapsets/1", { status: "ranked" });
    expect(post.status).toBe(404);
    const groups = await v.post("/mock-osu/_control/users/100", { groupIds: [28] });
    expect(groups.status).toBe(404);
    expect((await v.fetch("/mock-osu/_control/beatmapsets/1")).status).toBe(404);
    const rows = await server.database.dataSource.query(`SELECT count(*)::int AS n FROM mock_osu_beatmapsets`);
    expect(rows[0].n).toBe(0);
  });

  test("the offline sign-in itself works (that is what the opt-in is for)", async () => {
    const res = await new Visitor(server.url).fetch("/api/login");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/mock-osu\/oauth\/authorize/);
  });
});
