import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { User } from "../users/user.entity";
import { openOsuTokens } from "./osu-tokens";

describe("sign-in through osu! OAuth (offline mock provider)", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await fixtures(server.database.dataSource).user({ osuId: 101, username: "DemoMapper" });
  });
  afterAll(async () => {
    await server.close();
  });

  test("/api/login redirects to osu!'s authorize URL with state and the identify+public scopes", async () => {
    const v = new Visitor(server.url);
    const res = await v.fetch("/api/login");
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get("location")!, server.url);
    expect(url.pathname).toBe("/mock-osu/oauth/authorize");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("identify public");
    expect(url.searchParams.get("redirect_uri")).toBe(`${server.url}/api/callback`);
    expect(url.searchParams.get("state")!.length).toBeGreaterThan(30);
    // The pending sign-in rides in a short-lived signed cookie, not in a session row.
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("mg.oauth="))!;
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/api/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(v.cookieHeader).not.toMatch(/mg\.sid=/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  test("anonymous /api/login calls create no session rows", async () => {
    const count = async () => (await server.database.dataSource.query(`SELECT count(*)::int AS n FROM sessions`))[0].n;
    const before = await count();
    await Promise.all(Array.from({ length: 20 }, () => new Visitor(server.url).fetch("/api/login")));
    const failed = new Visitor(server.url);
    await failed.fetch("/api/login");
    await failed.fetch("/api/callback?error=access_denied&state=x");
    await failed.fetch("/api/callback?code=x&state=y");
    expect(await count()).toBe(before);
  });

  test("a forged, tampered or expired sign-in cookie is refused", async () => {
    const v = new Visitor(server.url);
    const start = await v.fetch("/api/login");
    const approved = await v.fetch(`${start.headers.get("location")}&login_as=101`);
    const callback = approved.headers.get("location")!;
    const signed = decodeURIComponent(v.cookieHeader.split("mg.oauth=")[1]);
    const [body, mac] = signed.split(".");
    const payload = JSON.parse(Buffer.from(body, "base64url").toString());
    const forge = (p: object) => `${Buffer.from(JSON.stringify(p)).toString("base64url")}.${mac}`;
    for (const cookie of [
      forge({ ...payload, returnTo: "/admin" }),
      forge({ ...payload, exp: Date.now() + 1e9 }),
      "garbage",
      "",
    ]) {
      const res = await fetch(callback, { headers: { cookie: `mg.oauth=${encodeURIComponent(cookie)}` }, redirect: "manual" });
      expect(res.headers.get("location")).toBe("/error");
    }
  });

  test("osu! tokens are stored sealed, never in plaintext", async () => {
    const v = new Visitor(server.url);
    const start = await v.fetch("/api/login");
    const approved = await v.fetch(`${start.headers.get("location")}&login_as=101`);
    await v.follow(approved.headers.get("location")!);
    const rows: { sess: { osuTokens: unknown } }[] = await server.database.dataSource.query(
      `SELECT sess FROM sessions WHERE sid = $1`,
      [decodeURIComponent(v.cookieHeader.split("mg.sid=")[1]).slice(2).split(".")[0]],
    );
    const sealed = rows[0].sess.osuTokens as string;
    expect(sealed).toMatch(/^v1\./);
    expect(JSON.stringify(rows[0].sess)).not.toMatch(/accessToken|refreshToken|"kind"/);
    const tokens = openOsuTokens(server.config, sealed);
    expect(tokens?.accessToken).toEqual(expect.any(String));
    expect(openOsuTokens({ osuTokenKey: "another-key-another-key-another-key" }, sealed)).toBeNull();
  });

  test("the authorize page lists the demo accounts", async () => {
    const v = new Visitor(server.url);
    const start = await v.fetch("/api/login");
    const page = await v.fetch(start.headers.get("location")!);
    const html = await page.text();
    expect(html).toContain("DemoMapper");
    expect(html).toContain("DemoAdmin");
    expect(html).toContain("offline osu!");
  });

  test("completing the flow signs in, creates or refreshes the member and returns to the page the visitor came from", async () => {
    const v = new Visitor(server.url);
    const landed = await v.login(101, "/users?id=1");
    expect(landed).toBe("/users?id=1");
    const me = await v.getJson("/api/me");
    expect(me.json).toMatchObject({ osuId: 101, username: "DemoMapper", group: "user" });
    const gql = await v.gql<{ me: { username: string; pointsInfo: { total: number } } }>(
      "{ me { username pointsInfo { total } } }",
    );
    expect(gql.data?.me.username).toBe("DemoMapper");
  });

  test("a first sign-in creates the member", async () => {
    const v = new Visitor(server.url);
    await v.login(424242);
    const user = await server.database.dataSource.getRepository(User).findOneBy({ osuId: 424242 });
    expect(user).toMatchObject({ username: "Mapper424242", group: "user" });
  });

  test("the Referer is used as return path only when it is our own page", async () => {
    const own = new Visitor(server.url);
    const r1 = await own.fetch("/api/login", { headers: { referer: `${server.url}/logs` } });
    const { url } = await own.follow(`${r1.headers.get("location")}&login_as=101`);
    expect(new URL(url).pathname).toBe("/logs");

    const evil = new Visitor(server.url);
    const r2 = await evil.fetch("/api/login?returnTo=//evil.example/x", { headers: { referer: "https://evil.example/page" } });
    const done = await evil.follow(`${r2.headers.get("location")}&login_as=101`);
    expect(new URL(done.url).origin).toBe(new URL(server.url).origin);
    expect(new URL(done.url).pathname).toBe("/");
  });

  test("a callback with a forged or replayed state is refused and signs nobody in", async () => {
    const v = new Visitor(server.url);
    const start = await v.fetch("/api/login");
    const authorize = new URL(start.headers.get("location")!, server.url);
    const approved = await v.fetch(`${authorize.pathname}${authorize.search}&login_as=101`);
    const callback = new URL(approved.headers.get("location")!);
    callback.searchParams.set("state", "forged-state-value-forged-state-value-xx");
    const res = await v.fetch(callback.toString());
    expect(res.headers.get("location")).toBe("/error");
    expect((await v.getJson("/api/me")).json).toBeNull();

    // A different visitor replaying someone else's callback URL has no matching state in their session.
    const other = new Visitor(server.url);
    const start2 = await v.fetch("/api/login");
    const a2 = new URL(start2.headers.get("location")!, server.url);
    const ok = await v.fetch(`${a2.pathname}${a2.search}&login_as=101`);
    const replay = await other.fetch(ok.headers.get("location")!);
    expect(replay.headers.get("location")).toBe("/error");
    expect((await other.getJson("/api/me")).json).toBeNull();
  });

  test("a denied authorization or a missing code goes to /error", async () => {
    const v = new Visitor(server.url);
    await v.fetch("/api/login");
    expect((await v.fetch("/api/callback?error=access_denied&state=x")).headers.get("location")).toBe("/error");
    expect((await v.fetch("/api/callback")).headers.get("location")).toBe("/error");
  });

  test("the session id changes at sign-in (no fixation) and logout ends the session", async () => {
    const v = new Visitor(server.url);
    await v.fetch("/api/login");
    const before = v.cookieHeader;
    await v.login(101);
    expect(v.cookieHeader).not.toBe(before);
    const stolen = v.cookieHeader;
    const out = await v.fetch("/api/logout");
    expect(out.headers.get("location")).toBe("/");
    expect((await v.getJson("/api/me")).json).toBeNull();
    const replay = await fetch(`${server.url}/api/me`, { headers: { cookie: stolen } });
    expect(await replay.json()).toBeNull();
  });

  test("the mock token endpoint refuses a wrong client secret and a code for another redirect URI", async () => {
    const bad = await fetch(`${server.url}/mock-osu/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: "mock-client", client_secret: "wrong" }),
    });
    expect(bad.status).toBe(401);
    const forged = await fetch(`${server.url}/mock-osu/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: "abc.def",
        redirect_uri: "http://x/api/callback",
        client_id: "mock-client",
        client_secret: "mock-secret",
      }),
    });
    expect(forged.status).toBe(400);
  });

  test("the mock authorize endpoint only redirects back to this site's callback", async () => {
    const res = await fetch(
      `${server.url}/mock-osu/oauth/authorize?response_type=code&client_id=mock-client&state=s&redirect_uri=${encodeURIComponent("https://evil.example/api/callback")}&login_as=1`,
      { redirect: "manual" },
    );
    expect(res.status).toBe(400);
  });

  test("an authorization code is redeemed once, at once, at the mock token endpoint (not again for its 120 s)", async () => {
    const v = new Visitor(server.url);
    const start = await v.fetch("/api/login");
    const approved = await v.fetch(`${start.headers.get("location")}&login_as=101`);
    const callback = new URL(approved.headers.get("location")!);
    const redeem = () =>
      fetch(`${server.url}/mock-osu/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code: callback.searchParams.get("code")!,
          redirect_uri: `${server.url}/api/callback`,
          client_id: "mock-client",
          client_secret: "mock-secret",
        }),
      });
    const statuses = (await Promise.all(Array.from({ length: 5 }, redeem))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    expect((await redeem()).status).toBe(400);
    // The site's own callback with the spent code is refused too.
    const late = await v.fetch(callback.toString());
    expect(late.headers.get("location")).toBe("/error");
    expect((await v.getJson("/api/me")).json).toBeNull();
  });

  test("the same callback URL sent twice at once signs in once", async () => {
    const v = new Visitor(server.url);
    const start = await v.fetch("/api/login?returnTo=/logs");
    const approved = await v.fetch(`${start.headers.get("location")}&login_as=101`);
    const callback = approved.headers.get("location")!;
    const cookie = v.cookieHeader;
    const before = await server.database.dataSource.query(
      `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.osu_id = 101`,
    );
    const results = await Promise.all(
      Array.from({ length: 4 }, () => fetch(callback, { headers: { cookie }, redirect: "manual" })),
    );
    const targets = results.map((r) => r.headers.get("location")).sort();
    expect(targets).toEqual(["/error", "/error", "/error", "/logs"]);
    const signedIn = await server.database.dataSource.query(
      `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.osu_id = 101`,
    );
    expect(signedIn[0].n - before[0].n).toBe(1);
  });
});
