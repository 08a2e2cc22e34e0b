import fs from "node:fs";
import path from "node:path";
import { startTestServer, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";

/**
 * The offline osu! behaves as osu-web (osu/README.md "The offline provider"): its answers have the shapes of
 * api/test/fixtures/osu (written from osu-web's transformers), its rate limits, 401/403/404 answers, scopes, refresh
 * tokens bound to their client and revocable, review embeds, discussion filters and paging, and status dates.
 */
const FIXTURES = path.join(__dirname, "../../../test/fixtures/osu");
const fixtureBody = (name: string): unknown =>
  (JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), "utf8")) as { body: unknown }).body;

/** Objects keyed by data, not by field: each value is compared with the fixture's first. */
const MAPS = new Set(["statistics_rulesets"]);

/** The keys of every object, nested (arrays by their first element); null matches anything. */
function shapeDiff(mock: unknown, real: unknown, at = "$"): string[] {
  if (mock === null || real === null || mock === undefined || real === undefined) return [];
  const key = at.split(".").pop()!;
  if (MAPS.has(key) && typeof mock === "object" && typeof real === "object") {
    const example = Object.values(real as object)[0];
    return Object.entries(mock as object).flatMap(([k, v]) => shapeDiff(v, example, `${at}.${k}`));
  }
  if (Array.isArray(real) || Array.isArray(mock)) {
    if (!Array.isArray(real) || !Array.isArray(mock)) return [`${at}: array on one side only`];
    return real.length && mock.length ? shapeDiff(mock[0], real[0], `${at}[0]`) : [];
  }
  if (typeof real === "object" || typeof mock === "object") {
    if (typeof real !== "object" || typeof mock !== "object") return [`${at}: object on one side only`];
    const r = real as Record<string, unknown>;
    const m = mock as Record<string, unknown>;
    const out: string[] = [];
    for (const k of Object.keys(r)) if (!(k in m)) out.push(`${at}.${k}: missing in the stand-in`);
    for (const k of Object.keys(m)) if (!(k in r)) out.push(`${at}.${k}: not sent by osu!`);
    for (const k of Object.keys(r)) if (k in m) out.push(...shapeDiff(m[k], r[k], `${at}.${k}`));
    return out;
  }
  return typeof mock === typeof real ? [] : [`${at}: ${typeof mock} instead of ${typeof real}`];
}

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  error?: string;
  hint?: string;
}

describe("the offline osu! provider, as osu-web", () => {
  let server: TestServer;
  let base: string;
  const MAIN = { id: "mock-client", secret: "mock-secret" };
  const MERCH = { id: "mock-merch-client", secret: "mock-merch-secret" };

  beforeAll(async () => {
    // Small limits, a short window: 30 units per token and 40 token calls per address every 2 s.
    server = await startTestServer({
      OSU_MOCK_UNITS_PER_MINUTE: "30",
      OSU_MOCK_TOKEN_REQUESTS_PER_MINUTE: "40",
      OSU_MOCK_WINDOW_SECONDS: "2",
    });
    base = `${server.url}/mock-osu`;
  });
  afterAll(async () => {
    await server.close();
  });

  const token = async (
    form: Record<string, string>,
  ): Promise<{ status: number; json: TokenAnswer; retryAfter: string | null }> => {
    const res = await fetch(`${base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, json: (await res.json()) as TokenAnswer, retryAfter: res.headers.get("retry-after") };
  };
  const appToken = async (scope = "public") =>
    (await token({ grant_type: "client_credentials", scope, client_id: MAIN.id, client_secret: MAIN.secret })).json.access_token;
  /** The authorization-code flow for `osuId` through `client`, as a browser and our callback would do it. */
  const signIn = async (osuId: number, client = MAIN, scope = "identify public") => {
    const redirect = `${server.url}/api/${client === MERCH ? "merchCallback" : "callback"}`;
    const qs = new URLSearchParams({ response_type: "code", client_id: client.id, redirect_uri: redirect, state: "s", scope });
    const res = await fetch(`${base}/oauth/authorize?${qs}&login_as=${osuId}`, { redirect: "manual" });
    const code = new URL(res.headers.get("location")!).searchParams.get("code")!;
    const t = await token({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirect,
      client_id: client.id,
      client_secret: client.secret,
    });
    expect(t.status).toBe(200);
    return t.json;
  };
  const get = async (p: string, bearer: string) => {
    const res = await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${bearer}` } });
    return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers };
  };
  const control = (p: string, body: unknown) =>
    fetch(`${base}/_control${p}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const resetLimits = () => fetch(`${base}/_control/rate-limit/reset`, { method: "POST" });

  beforeEach(async () => {
    await resetLimits();
  });

  test("answers have osu-web's shapes: /me, /users, /users/{id}, /beatmapsets/{id}, discussions", async () => {
    const f = fixtures(server.database.dataSource);
    await f.user({ osuId: 8101, username: "ShapeMember" });
    await control("/users/8101", { groupIds: [28] });
    await control("/beatmapsets/810100", {
      status: "qualified",
      nominators: [8101],
      discussions: [{ user: 8101, type: "suggestion" }],
    });
    const member = await signIn(8101);
    const app = await appToken();
    expect(shapeDiff((await get("/api/v2/me", member.access_token)).json, fixtureBody("me"))).toEqual([]);
    await resetLimits();
    const users = (await get("/api/v2/users?ids[]=8101", app)).json as { users: unknown[] };
    expect(shapeDiff(users, fixtureBody("users"))).toEqual([]);
    expect(shapeDiff((await get("/api/v2/users/8101?key=id", app)).json, fixtureBody("user"))).toEqual([]);
    expect(shapeDiff((await get("/api/v2/beatmapsets/810100", app)).json, fixtureBody("beatmapset-qualified"))).toEqual([]);
    await resetLimits();
    const discussions = await get("/api/v2/beatmapsets/discussions?beatmapset_id=810100", app);
    expect(
      shapeDiff({ ...discussions.json, cursor: null }, { ...(fixtureBody("discussions-page-1") as object), cursor: null }),
    ).toEqual([]);
    expect((await get("/api/v2/users/99999999", app)).json).toEqual(fixtureBody("user-not-found"));
    expect((await get("/api/v2/beatmapsets/99999999", app)).json).toEqual(fixtureBody("beatmapset-not-found"));
    expect((await get("/api/v2/me", "nonsense")).json).toEqual(fixtureBody("me-unauthenticated"));
  });

  test("rate limit: units per token in a fixed window (/users costs one per id, charged after), then 429 with Retry-After", async () => {
    const app = await appToken();
    const first = await get(`/api/v2/users?${Array.from({ length: 29 }, (_, i) => `ids[]=${i + 1}`).join("&")}`, app);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-ratelimit-limit")).toBe("30");
    expect(first.headers.get("x-ratelimit-remaining")).toBe("1");
    // 29 used: the next request is let in (checked before, charged after) and overshoots, as on osu!.
    expect((await get(`/api/v2/users?ids[]=1&ids[]=2&ids[]=3`, app)).status).toBe(200);
    const refused = await get("/api/v2/users/1", app);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(fixtureBody("throttled"));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Another token has its own budget.
    expect((await get("/api/v2/users/1", await appToken())).status).not.toBe(429);
    const stats = (await (await fetch(`${base}/_control/rate-limit`)).json()) as { api: { throttled: number; units: number } };
    expect(stats.api).toMatchObject({ throttled: 1, units: 29 + 3 + 1 });
    // The window passes: served again.
    await new Promise((r) => setTimeout(r, 2100));
    expect((await get("/api/v2/users/1", app)).status).not.toBe(429);
  });

  test("the token endpoint is limited per address (Laravel's default throttle)", async () => {
    const answers = [];
    for (let i = 0; i < 41; i++)
      answers.push(
        await token({ grant_type: "client_credentials", scope: "public", client_id: MAIN.id, client_secret: MAIN.secret }),
      );
    expect(answers.slice(0, 40).every((a) => a.status === 200)).toBe(true);
    expect(answers[40]).toMatchObject({ status: 429, json: { error: "Too Many Attempts." } });
    expect(answers[40].retryAfter).toMatch(/^\d+$/);
  });

  test("404 for accounts and beatmapsets osu! does not have; /users leaves them out; restricted accounts vanish", async () => {
    const f = fixtures(server.database.dataSource);
    await f.user({ osuId: 8102 });
    const app = await appToken();
    expect((await get("/api/v2/users/8102?key=id", app)).status).toBe(200);
    expect((await get("/api/v2/users/8199?key=id", app)).status).toBe(404); // nobody
    expect((await get("/api/v2/users/8102/nonsense", app)).status).toBe(404); // no such ruleset
    expect((await get("/api/v2/beatmapsets/8199001", app)).status).toBe(404); // nobody linked or made it
    await control("/users/8102", { restricted: true });
    expect((await get("/api/v2/users/8102?key=id", app)).status).toBe(404);
    const list = (await get("/api/v2/users?ids[]=8102&ids[]=8199&ids[]=101", app)).json as { users: { id: number }[] };
    expect(list.users.map((u) => u.id)).toEqual([101]);
    // Ranked counts only on the full user endpoint, never in the list.
    expect(list.users[0]).not.toHaveProperty("ranked_beatmapset_count");
    await control("/users/101", { rankedBeatmapsetCount: 17 });
    expect((await get("/api/v2/users/101?key=id", app)).json).toMatchObject({
      ranked_beatmapset_count: 17,
      ranked_and_approved_beatmapset_count: 17,
    });
  });

  test("scopes: /me needs identify and a member; the rest needs public (403, 'A required scope is missing.')", async () => {
    const app = await appToken();
    expect((await get("/api/v2/me", app)).status).toBe(401); // client credentials: nobody
    const identifyOnly = await signIn(102, MAIN, "identify");
    expect((await get("/api/v2/me", identifyOnly.access_token)).status).toBe(200);
    const users = await get("/api/v2/users?ids[]=101", identifyOnly.access_token);
    expect(users).toMatchObject({ status: 403, json: fixtureBody("missing-scope") });
    // Client credentials cannot ask for nothing, nor for chat.write without delegation.
    expect((await token({ grant_type: "client_credentials", client_id: MAIN.id, client_secret: MAIN.secret })).status).toBe(400);
    expect(
      (
        await token({
          grant_type: "client_credentials",
          scope: "public chat.write",
          client_id: MAIN.id,
          client_secret: MAIN.secret,
        })
      ).status,
    ).toBe(400);
    expect(
      (await token({ grant_type: "client_credentials", scope: "public", client_id: MAIN.id, client_secret: "wrong" })).json,
    ).toEqual(fixtureBody("token-invalid-client"));
  });

  test("refresh tokens: bound to the client that issued them, rotated on use, revocable by the member", async () => {
    const merch = await signIn(101, MERCH);
    const refresh = (t: string, client = MERCH) =>
      token({ grant_type: "refresh_token", refresh_token: t, client_id: client.id, client_secret: client.secret });
    // The main client may not use the merch client's refresh token (what broke the BN check of merch sign-ins).
    const wrong = await refresh(merch.refresh_token!, MAIN);
    expect(wrong).toMatchObject({ status: 401, json: fixtureBody("token-refresh-other-client") });
    const fresh = await refresh(merch.refresh_token!);
    expect(fresh.status).toBe(200);
    // Rotation: the old refresh token and its access token are revoked.
    expect(await refresh(merch.refresh_token!)).toMatchObject({ status: 401, json: { hint: "Token has been revoked" } });
    expect((await get("/api/v2/me", merch.access_token)).status).toBe(401);
    expect((await get("/api/v2/me", fresh.json.access_token)).status).toBe(200);
    // Two refreshes of one token at once: exactly one wins.
    const racers = await Promise.all(Array.from({ length: 10 }, () => refresh(fresh.json.refresh_token!)));
    expect(racers.filter((r) => r.status === 200)).toHaveLength(1);
    // The member revokes the app on osu!: every token issued so far stops working.
    const latest = racers.find((r) => r.status === 200)!.json;
    await control("/users/101", { revokeTokens: true });
    expect((await get("/api/v2/me", latest.access_token)).status).toBe(401);
    expect((await refresh(latest.refresh_token!)).json).toMatchObject({ hint: "Token has been revoked" });
    // Signing in again works.
    expect((await get("/api/v2/me", (await signIn(101, MERCH)).access_token)).status).toBe(200);
  });

  test("discussions: review embeds only with show_review_embeds, type filters, included_discussions, paging by cursor", async () => {
    const f = fixtures(server.database.dataSource);
    for (const osuId of [8111, 8112, 8113]) await f.user({ osuId });
    await control("/beatmapsets/811100", {
      status: "pending",
      discussions: [
        { user: 8111, type: "suggestion" },
        { user: 8112, type: "review", embeds: ["problem", "praise"] },
        { user: 8113, type: "praise" },
      ],
    });
    const app = await appToken();
    const list = async (qs: string) =>
      (await get(`/api/v2/beatmapsets/discussions?beatmapset_id=811100&${qs}`, app)).json as {
        discussions: { user_id: number; message_type: string; parent_id: number | null }[];
        included_discussions: { parent_id: number }[];
      };
    const issues = "message_types[]=suggestion&message_types[]=problem";
    expect((await list(issues)).discussions.map((d) => d.user_id)).toEqual([8111]);
    const withEmbeds = await list(`${issues}&show_review_embeds=true`);
    expect(withEmbeds.discussions.map((d) => [d.user_id, d.message_type, d.parent_id !== null])).toEqual([
      [8112, "problem", true],
      [8111, "suggestion", false],
    ]);
    const reviews = await list("message_types[]=review");
    expect(reviews.discussions.map((d) => d.message_type)).toEqual(["review"]);
    expect(reviews.included_discussions).toHaveLength(2); // its embedded problem and praise
    expect((await list("sort=id_asc")).discussions.map((d) => d.user_id)).toEqual([8111, 8112, 8113]);

    // Paging: 12 suggestions, pages of at least 5 (limit=2 is raised to 5), cursor_string to the end.
    await control("/beatmapsets/811200", {
      status: "pending",
      discussionPosters: Array.from({ length: 12 }, (_, i) => 8200 + i),
    });
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = (
        await get(`/api/v2/beatmapsets/discussions?beatmapset_id=811200&limit=2${cursor ? `&cursor_string=${cursor}` : ""}`, app)
      ).json as {
        discussions: { user_id: number }[];
        cursor_string: string | null;
        cursor: { page: number; limit: number } | null;
      };
      seen.push(...page.discussions.map((d) => d.user_id));
      if (page.cursor) expect(page.cursor.limit).toBe(5);
      cursor = page.cursor_string;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(Array.from({ length: 12 }, (_, i) => 8200 + i));
  });

  test("ranked_date: dated at each change above pending (a qualified set's is its qualification date), none below", async () => {
    const app = await appToken();
    const before = Date.now();
    await control("/beatmapsets/812000", { status: "qualified" });
    const qualified = (await get("/api/v2/beatmapsets/812000", app)).json as { ranked_date: string; ranked: number };
    expect(qualified.ranked).toBe(3);
    expect(new Date(qualified.ranked_date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    await control("/beatmapsets/812000", { status: "pending" });
    expect((await get("/api/v2/beatmapsets/812000", app)).json).toMatchObject({ status: "pending", ranked_date: null });
    await control("/beatmapsets/812000", { status: "ranked", rankedDate: "2024-05-01T12:00:00Z" });
    expect((await get("/api/v2/beatmapsets/812000", app)).json).toMatchObject({
      status: "ranked",
      ranked_date: "2024-05-01T12:00:00+00:00",
    });
  });
});
