import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createLogger } from "../core/logger";
import { Mode } from "../core/enums";
import { OsuApiError, OsuClient, OsuRateLimitedError, type OsuPacing } from "./osu-client";
import type { Clock } from "./pacer";

/**
 * The client against osu!'s answers as osu-web shapes them: api/test/fixtures/osu/*.json, written from osu-web's
 * routes, controllers and transformers (each file names its sources), served by a local HTTP server. Time is a fake
 * clock: waits for budget, Retry-After and backoffs are measured, not waited.
 */
interface Fixture {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}
const FIXTURES = path.join(__dirname, "../../test/fixtures/osu");
const fixture = (name: string): Fixture => JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), "utf8")) as Fixture;

interface Seen {
  method: string;
  url: URL;
  auth: string | null;
  form: URLSearchParams | null;
}
type Handler = (req: Seen) => Fixture | string;

let server: http.Server;
let base = "";
let seen: Seen[] = [];
/** Answers by path (without query); a list is consumed one answer per request, its last answer then repeats. */
let routes: Record<string, Handler | (Fixture | string)[]> = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const s: Seen = {
        method: req.method ?? "GET",
        url,
        auth: req.headers.authorization ?? null,
        form: req.method === "POST" ? new URLSearchParams(raw) : null,
      };
      seen.push(s);
      const route = routes[url.pathname];
      let answer: Fixture | string | undefined;
      if (typeof route === "function") answer = route(s);
      else if (Array.isArray(route)) answer = route.length > 1 ? route.shift() : route[0];
      const f: Fixture =
        typeof answer === "string" ? fixture(answer) : (answer ?? { status: 404, headers: {}, body: { error: null } });
      const text = typeof f.body === "string" ? f.body : JSON.stringify(f.body);
      res.writeHead(f.status, { "content-type": typeof f.body === "string" ? "text/html" : "application/json", ...f.headers });
      res.end(text);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  routes = { "/oauth/token": ["token-client-credentials"] };
});

function fakeClock(): Clock & { t: number; slept: number[] } {
  const c = {
    t: Date.UTC(2026, 7, 21),
    slept: [] as number[],
    now: () => c.t,
    sleep: async (ms: number) => {
      c.slept.push(ms);
      c.t += ms;
    },
  };
  return c;
}

function client(pacing: Partial<OsuPacing> = {}, clock = fakeClock()) {
  const osu = new OsuClient(
    {
      clientId: "main-id",
      clientSecret: "main-secret",
      merchClientId: "merch-id",
      merchClientSecret: "merch-secret",
      authorizeBaseUrl: "https://osu.example",
      apiBaseUrl: () => base,
      pacing: { requestsPerWindow: 60, unitsPerWindow: 1200, tokenRequestsPerWindow: 60, windowMs: 60_000, ...pacing },
      clock,
    },
    createLogger("silent"),
  );
  return { osu, clock };
}
const apiCalls = () => seen.filter((s) => s.url.pathname.startsWith("/api/"));

describe("osu! client against osu-web's shapes (fixtures)", () => {
  test("me: profile, groups and ranked mapset count from /api/v2/me with the member's token", async () => {
    routes["/api/v2/me"] = ["me"];
    const { osu } = client();
    const me = await osu.me("member-token");
    expect(me).toEqual({
      id: 3178418,
      username: "pishifat",
      avatarUrl: "https://a.ppy.sh/3178418?1714122480.jpeg",
      coverUrl: "https://assets.ppy.sh/user-profile-covers/3178418/c0ffee.jpeg",
      rankedBeatmapsetCount: 23,
      globalRank: 8412,
      pp: 6120.37,
      playmode: Mode.osu,
      groupIds: [28],
    });
    expect(seen).toHaveLength(1); // the member's own token: no app token needed
    expect(seen[0].auth).toBe("Bearer member-token");
  });

  test("me: 401 is an OsuApiError with its status", async () => {
    routes["/api/v2/me"] = ["me-unauthenticated"];
    const err = await client()
      .osu.me("stale")
      .catch((e) => e);
    expect(err).toBeInstanceOf(OsuApiError);
    expect(err.status).toBe(401);
  });

  test("usersStats: ids[] in one call, best rank over rulesets, pp per mode, absent accounts simply missing", async () => {
    routes["/api/v2/users"] = ["users"];
    const { osu } = client();
    const stats = await osu.usersStats([3178418, 2, 999999999]);
    expect(apiCalls()[0].url.search).toBe("?ids[]=3178418&ids[]=2&ids[]=999999999");
    expect(apiCalls()[0].auth).toBe("Bearer eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.app-access");
    const token = seen.find((s) => s.url.pathname === "/oauth/token")!;
    expect(Object.fromEntries(token.form!)).toEqual({
      grant_type: "client_credentials",
      scope: "public",
      client_id: "main-id",
      client_secret: "main-secret",
    });
    expect(stats.find((s) => s.id === 3178418)).toEqual({
      id: 3178418,
      username: "pishifat",
      globalRank: 8412,
      pp: { osu: 6120.37, taiko: 410.2, catch: null, mania: 95.11 },
    });
    expect(stats.map((s) => s.id).sort()).toEqual([2, 3178418]);
    // /api/v2/users never has ranked counts: the client does not pretend it does.
    expect(stats[0]).not.toHaveProperty("rankedBeatmapsetCount");
    await expect(osu.usersStats(Array.from({ length: 51 }, (_, i) => i + 1))).rejects.toThrow(RangeError);
  });

  test("user: the ranked mapset count from the full user endpoint (key=id); 404 is null", async () => {
    routes["/api/v2/users/3178418"] = ["user"];
    routes["/api/v2/users/999999999"] = ["user-not-found"];
    const { osu } = client();
    expect(await osu.user(3178418)).toEqual({ id: 3178418, username: "pishifat", rankedBeatmapsetCount: 23 });
    expect(apiCalls()[0].url.search).toBe("?key=id");
    expect(await osu.user(999999999)).toBeNull();
  });

  test("beatmapset: a qualified set's ranked_date is its qualification date, never a ranked date", async () => {
    routes["/api/v2/beatmapsets/2145678"] = ["beatmapset-qualified"];
    const set = await client().osu.beatmapset(2145678);
    expect(set).toEqual({
      id: 2145678,
      artist: "Camellia",
      title: "Exit This Earth's Atomosphere",
      status: "qualified",
      submittedDate: new Date("2026-05-30T18:02:44Z"),
      rankedDate: null,
      qualifiedDate: new Date("2026-08-14T09:41:02Z"),
      favouriteCount: 87,
      playCount: 1204,
      length: 238,
      nominatorIds: [4116573, 5226970],
    });
  });

  test("beatmapset: ranked and approved sets keep ranked_date; loved ones do not; 404 is null", async () => {
    const f = fixture("beatmapset-qualified");
    const as = (status: string) => ({ ...f, body: { ...(f.body as object), status } });
    routes["/api/v2/beatmapsets/1"] = [as("ranked")];
    routes["/api/v2/beatmapsets/2"] = [as("approved")];
    routes["/api/v2/beatmapsets/3"] = [as("loved")];
    routes["/api/v2/beatmapsets/4"] = ["beatmapset-not-found"];
    const { osu } = client();
    expect((await osu.beatmapset(1))!.rankedDate).toEqual(new Date("2026-08-14T09:41:02Z"));
    expect((await osu.beatmapset(2))!.rankedDate).toEqual(new Date("2026-08-14T09:41:02Z"));
    expect(await osu.beatmapset(3)).toMatchObject({ status: "loved", rankedDate: null, qualifiedDate: null });
    expect(await osu.beatmapset(4)).toBeNull();
  });

  test("discussion posters: with review embeds, both issue types, following cursor_string to the last page", async () => {
    const p1 = fixture("discussions-page-1");
    const cursor = (p1.body as { cursor_string: string }).cursor_string;
    routes["/api/v2/beatmapsets/discussions"] = (req) =>
      req.url.searchParams.get("cursor_string") === cursor ? "discussions-page-2" : p1;
    const posters = await client().osu.beatmapsetDiscussionPosters(2145678);
    // 7671790 modded only through a review: its issues are embeds (parent_id = the review).
    expect(posters.sort()).toEqual([1653229, 5226970, 7671790]);
    const [first, second] = apiCalls();
    expect(first.url.searchParams.get("show_review_embeds")).toBe("true");
    expect(first.url.searchParams.getAll("message_types[]")).toEqual(["suggestion", "problem"]);
    expect(first.url.searchParams.get("beatmapset_id")).toBe("2145678");
    // osu-web reads only page and limit from the cursor: the filters go along again.
    expect(second.url.searchParams.get("cursor_string")).toBe(cursor);
    expect(second.url.searchParams.get("show_review_embeds")).toBe("true");
    expect(apiCalls()).toHaveLength(2);
  });
});

describe("osu! client: OAuth tokens, bound to the client that issued them", () => {
  test("a merch sign-in is exchanged and refreshed with the merch client; a main one with the main client", async () => {
    routes["/oauth/token"] = ["token-authorization-code", "token-refresh"];
    const { osu } = client();
    const merch = await osu.exchangeCode("code", "https://mg.example/api/merchCallback", true);
    expect(merch).toMatchObject({ client: "merch", refreshToken: "def50200user-refresh-1" });
    const fresh = await osu.refresh(merch);
    expect(fresh).toMatchObject({ client: "merch", accessToken: "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.user-access-2" });
    expect(seen.map((s) => [s.form!.get("grant_type"), s.form!.get("client_id")])).toEqual([
      ["authorization_code", "merch-id"],
      ["refresh_token", "merch-id"],
    ]);
    seen = [];
    routes["/oauth/token"] = ["token-refresh"];
    expect(await osu.refresh({ refreshToken: "r", client: "main" })).toMatchObject({ client: "main" });
    expect(seen[0].form!.get("client_id")).toBe("main-id");
  });

  test("tokens sealed before the client was recorded: main first, then merch when osu! says 'not linked to client'", async () => {
    routes["/oauth/token"] = (req) =>
      req.form!.get("client_id") === "merch-id" ? "token-refresh" : "token-refresh-other-client";
    const fresh = await client().osu.refresh({ refreshToken: "legacy" });
    expect(fresh.client).toBe("merch");
    expect(seen.map((s) => s.form!.get("client_id"))).toEqual(["main-id", "merch-id"]);
  });

  test("a refresh refused by osu! is final, with osu!'s status and error code; never retried blindly", async () => {
    routes["/oauth/token"] = ["token-refresh-other-client"];
    const err = await client()
      .osu.refresh({ refreshToken: "r", client: "main" })
      .catch((e) => e);
    expect(err).toMatchObject({ status: 401, code: "invalid_request" });
    expect(seen).toHaveLength(1);
    routes["/oauth/token"] = ["token-invalid-client"];
    const bad = await client()
      .osu.exchangeCode("c", "https://mg.example/api/callback")
      .catch((e) => e);
    expect(bad).toMatchObject({ status: 401, code: "invalid_client" });
  });

  test("429 on the token endpoint (nothing was processed): the exchange waits and goes through", async () => {
    routes["/oauth/token"] = ["token-throttled", "token-authorization-code"];
    const { osu, clock } = client();
    const start = clock.t;
    expect(await osu.exchangeCode("c", "https://mg.example/api/callback")).toMatchObject({ client: "main" });
    expect(clock.t - start).toBe(1_000); // no Retry-After from osu-web: the first backoff step
    expect(seen).toHaveLength(2);
  });

  test("a 5xx on a code exchange is not retried (the code may be spent); on a read it is", async () => {
    routes["/oauth/token"] = ["server-error"];
    await expect(client().osu.exchangeCode("c", "https://mg.example/api/callback")).rejects.toMatchObject({ status: 500 });
    expect(seen).toHaveLength(1);
  });

  test("the app's token, refused with 401 (revoked early), is fetched anew once and the call repeated", async () => {
    routes["/oauth/token"] = ["token-client-credentials"];
    routes["/api/v2/users/3178418"] = ["me-unauthenticated", "user"];
    const { osu } = client();
    expect(await osu.user(3178418)).toMatchObject({ rankedBeatmapsetCount: 23 });
    expect(seen.map((s) => s.url.pathname)).toEqual([
      "/oauth/token",
      "/api/v2/users/3178418",
      "/oauth/token",
      "/api/v2/users/3178418",
    ]);
  });
});

describe("osu! client: pacing, 429 and failures", () => {
  test("the budget paces calls: 50-id calls against 1,200 units go 24 a minute; nothing reaches osu! early", async () => {
    routes["/api/v2/users"] = ["users"];
    const { osu, clock } = client();
    const start = clock.t;
    const job = { deadline: start + 3_600_000 }; // a job's run may wait; a page's call would give up after 20 s
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    for (let i = 0; i < 30; i++) await osu.usersStats(ids, job);
    // 24 calls (1,200 units) in the first minute, the 25th to 30th once it has passed.
    expect(clock.t - start).toBe(60_000);
    expect(apiCalls()).toHaveLength(30);
    expect(osu.pacer.usage("app:public").units).toBe(6 * 50);
  });

  test("requests per minute: the 61st single-unit call waits for the window", async () => {
    routes["/api/v2/users/3178418"] = ["user"];
    const { osu, clock } = client();
    const start = clock.t;
    for (let i = 0; i < 61; i++) await osu.user(3178418, { deadline: start + 3_600_000 });
    expect(clock.t - start).toBe(60_000);
  });

  test("429 with Retry-After: the whole token waits that long, then the call goes through", async () => {
    const throttled = fixture("throttled");
    routes["/api/v2/users/3178418"] = [{ ...throttled, headers: { "retry-after": "17" } }, "user"];
    const { osu, clock } = client();
    const start = clock.t;
    expect(await osu.user(3178418)).toMatchObject({ id: 3178418 });
    expect(clock.t - start).toBe(17_000);
    expect(apiCalls()).toHaveLength(2);
  });

  test("429 as osu-web sends it (no Retry-After): doubling backoff, at most a window", async () => {
    routes["/api/v2/users/3178418"] = ["throttled", "throttled", "throttled", "user"];
    const { osu, clock } = client({ backoffBaseMs: 10_000 } as Partial<OsuPacing>);
    const start = clock.t;
    expect(await osu.user(3178418, { deadline: start + 3_600_000 })).toMatchObject({ id: 3178418 });
    expect(clock.t - start).toBe(10_000 + 20_000 + 40_000);
  });

  test("429 that does not end: OsuRateLimitedError ('throttled') once the retries or the deadline run out", async () => {
    routes["/api/v2/users/3178418"] = ["throttled"];
    const { osu, clock } = client();
    const err = await osu.user(3178418, { deadline: clock.t + 3_600_000 }).catch((e) => e);
    expect(err).toBeInstanceOf(OsuRateLimitedError);
    expect(err.reason).toBe("throttled");
    expect(apiCalls()).toHaveLength(6); // the call and 5 retries
    seen = [];
    const quick = await client()
      .osu.user(3178418)
      .catch((e) => e); // interactive: 20 s at most
    expect(quick).toBeInstanceOf(OsuRateLimitedError);
    expect(apiCalls().length).toBeLessThan(6);
  });

  test("budget exhausted before the deadline: OsuRateLimitedError ('budget') without calling osu!", async () => {
    routes["/api/v2/users/3178418"] = ["user"];
    const { osu, clock } = client({ requestsPerWindow: 1 });
    await osu.user(3178418);
    const err = await osu.user(3178418, { deadline: clock.t + 5_000 }).catch((e) => e);
    expect(err).toBeInstanceOf(OsuRateLimitedError);
    expect(err).toMatchObject({ reason: "budget", availableAt: clock.t + 60_000 });
    expect(apiCalls()).toHaveLength(1);
  });

  test("5xx on a read: retried with backoff, then osu!'s status; an HTML page from the proxy too", async () => {
    routes["/api/v2/beatmapsets/1"] = ["server-error", "beatmapset-qualified"];
    const { osu, clock } = client();
    const start = clock.t;
    expect(await osu.beatmapset(1)).toMatchObject({ id: 2145678 });
    expect(clock.t - start).toBe(1_000);
    seen = [];
    routes["/api/v2/beatmapsets/1"] = ["bad-gateway"];
    const err = await osu.beatmapset(1).catch((e) => e);
    expect(err).toBeInstanceOf(OsuApiError);
    expect(err.status).toBe(502);
    expect(apiCalls()).toHaveLength(4); // the call and 3 retries (1 s, 2 s, 4 s)
  });

  test("403 (a scope missing) is final", async () => {
    routes["/api/v2/users"] = ["missing-scope"];
    await expect(client().osu.usersStats([2])).rejects.toMatchObject({ status: 403 });
    expect(apiCalls()).toHaveLength(1);
  });

  test("an unreachable osu! is an OsuApiError after the retries", async () => {
    const osu = new OsuClient(
      {
        clientId: "a",
        clientSecret: "b",
        merchClientId: "a",
        merchClientSecret: "b",
        authorizeBaseUrl: "https://osu.example",
        apiBaseUrl: () => "http://127.0.0.1:1",
        pacing: { requestsPerWindow: 60, unitsPerWindow: 1200, tokenRequestsPerWindow: 60, windowMs: 60_000, backoffBaseMs: 1 },
      },
      createLogger("silent"),
    );
    await expect(osu.me("t")).rejects.toBeInstanceOf(OsuApiError);
  });
});
