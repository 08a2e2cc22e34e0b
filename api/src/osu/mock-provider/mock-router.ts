// Over 400 lines: the offline osu! provider (development and tests only): OAuth, API v2 and its control endpoints in one router.
import crypto from "node:crypto";
import express, { type Request, type Response, type Router } from "express";
import { In, type DataSource } from "typeorm";
import { User } from "../../modules/users/user.entity";
import { Artist } from "../../modules/artists/artist.entity";
import { DEMO_ACCOUNTS } from "../../db/demo-data/demo-accounts";
import { mockOsuStats, mockUsername } from "./profiles";
import { avatarSvg, coverSvg } from "./art";
import { useOnce } from "../../modules/auth/single-use";
import {
  beatmapsetJson,
  mockBeatmapset,
  mockGroupIds,
  MOCK_OSU_STATUSES,
  patchMockBeatmapset,
  searchMockBeatmapsets,
  setMockGroupIds,
  type MockBeatmapsetPatch,
  type MockOsuStatus,
} from "./mock-state";

/**
 * The offline osu! provider, mounted at /mock-osu only when no osu! credentials are configured (and, in production,
 * only with the explicit opt-in of config.ts). It plays osu!'s part of OAuth 2 (authorize page, token endpoint) and
 * the API calls the site makes, answering from the demo data. Codes and tokens are HMAC-signed; a code is redeemed
 * once, at once (its nonce is recorded in oauth_single_use). The /_control endpoints exist only when `control` is on
 * (development and tests).
 */
export interface MockOptions {
  db: DataSource;
  secret: string;
  clientIds: string[];
  clientSecrets: string[];
  /** Mount the /_control endpoints (never in production). */
  control: boolean;
}

const CODE_TTL_S = 120;
const TOKEN_TTL_S = 86_400;
const RULESETS = { osu: "osu", taiko: "taiko", catch: "fruits", mania: "mania" } as const;

function sign(secret: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const mac = crypto.createHmac("sha256", secret).update(body).digest("base64url");
  return `${body}.${mac}`;
}

function verify<T extends { exp: number }>(secret: string, token: string | undefined, kind: string): T | null {
  if (!token) return null;
  const [body, mac] = token.split(".");
  if (!body || !mac) return null;
  const expected = crypto.createHmac("sha256", secret).update(body).digest("base64url");
  if (mac.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString()) as T & { kind: string };
    if (payload.kind !== kind || payload.exp < Date.now() / 1000) return null;
    return payload;
  } catch {
    return null;
  }
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Redirects only back to this site's own OAuth callbacks. */
function validRedirect(req: Request, redirectUri: unknown): redirectUri is string {
  if (typeof redirectUri !== "string") return false;
  try {
    const u = new URL(redirectUri);
    const host = req.get("host");
    return u.host === host && (u.pathname === "/api/callback" || u.pathname === "/api/merchCallback");
  } catch {
    return false;
  }
}

export function createMockOsuRouter(opts: MockOptions): Router {
  const router = express.Router();
  const users = () => opts.db.getRepository(User);

  const issueCode = (osuId: number, redirectUri: string, clientId: string) =>
    sign(opts.secret, {
      kind: "code",
      osuId,
      redirectUri,
      clientId,
      exp: Math.floor(Date.now() / 1000) + CODE_TTL_S,
      n: crypto.randomUUID(),
    });

  const approve = (res: Response, redirectUri: string, state: string, osuId: number, clientId: string) => {
    const url = new URL(redirectUri);
    url.searchParams.set("code", issueCode(osuId, redirectUri, clientId));
    url.searchParams.set("state", state);
    res.redirect(url.toString());
  };

  router.get("/oauth/authorize", async (req, res) => {
    const { client_id, redirect_uri, state, response_type, login_as } = req.query;
    if (
      response_type !== "code" ||
      typeof client_id !== "string" ||
      !opts.clientIds.includes(client_id) ||
      typeof state !== "string"
    ) {
      res.status(400).type("text/plain").send("invalid_request");
      return;
    }
    if (!validRedirect(req, redirect_uri)) {
      res.status(400).type("text/plain").send("invalid redirect_uri");
      return;
    }
    if (typeof login_as === "string" && /^\d{1,9}$/.test(login_as)) {
      approve(res, redirect_uri, state, Number(login_as), client_id);
      return;
    }
    const demo = await users().find({ where: { osuId: In(DEMO_ACCOUNTS.map((a) => a.osuId)) }, order: { osuId: "ASC" } });
    const rows = DEMO_ACCOUNTS.map((a) => {
      const u = demo.find((d) => d.osuId === a.osuId);
      return `<li><form method="post" action="/mock-osu/oauth/approve">
        <input type="hidden" name="redirect_uri" value="${esc(redirect_uri)}"><input type="hidden" name="state" value="${esc(state)}">
        <input type="hidden" name="client_id" value="${esc(client_id)}"><input type="hidden" name="osu_id" value="${a.osuId}">
        <button type="submit"><img src="/mock-osu/a/${a.osuId}" alt="" width="40" height="40"><span><strong>${esc(u?.username ?? a.username)}</strong>
        <small>osu! id ${a.osuId} · ${esc(a.description)}</small></span></button></form></li>`;
    }).join("");
    res.type("html")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Authorize · offline osu!</title><style>
body{margin:0;background:#1c1b17;color:#fff;font-family:Karla,Arial,sans-serif;display:flex;justify-content:center;padding:32px 12px}
main{max-width:520px;width:100%}h1{font-size:1.4rem}p{color:#cfd6da}ul{list-style:none;padding:0;margin:0}
li{margin:8px 0}button{display:flex;gap:12px;align-items:center;width:100%;text-align:left;background:#2a2924;color:#fff;border:1px solid #5e747e;border-radius:8px;padding:10px;cursor:pointer;font:inherit}
button:hover,button:focus{border-color:#36d8a2;outline:2px solid #36d8a2}img{border-radius:6px}small{display:block;color:#cfd6da}
label{display:block;margin-top:20px}input[type=number]{background:#2a2924;color:#fff;border:1px solid #5e747e;border-radius:6px;padding:8px;width:160px}
.note{font-size:.9rem;border-left:3px solid #ebcb1b;padding-left:8px}
</style></head><body><main>
<h1>Authorize Mappers' Guild</h1>
<p class="note">This is the built-in <strong>offline osu!</strong> sign-in, used because no osu! OAuth credentials are configured.
Pick an account to continue as. Mappers' Guild will see your osu! profile (scopes: identify, public).</p>
<ul>${rows}</ul>
<form method="post" action="/mock-osu/oauth/approve">
<input type="hidden" name="redirect_uri" value="${esc(redirect_uri)}"><input type="hidden" name="state" value="${esc(state)}">
<input type="hidden" name="client_id" value="${esc(client_id)}">
<label>Or any osu! id <input type="number" name="osu_id" min="1" max="999999999" required></label>
<button type="submit" style="margin-top:8px;justify-content:center">Sign in with this id</button></form>
</main></body></html>`);
  });

  router.post("/oauth/approve", express.urlencoded({ extended: false, limit: "10kb" }), (req, res) => {
    const { redirect_uri, state, client_id, osu_id } = req.body ?? {};
    const osuId = Number(osu_id);
    if (
      !validRedirect(req, redirect_uri) ||
      typeof state !== "string" ||
      !opts.clientIds.includes(client_id) ||
      !Number.isInteger(osuId) ||
      osuId <= 0
    ) {
      res.status(400).type("text/plain").send("invalid_request");
      return;
    }
    approve(res, redirect_uri, state, osuId, client_id);
  });

  router.post(
    "/oauth/token",
    express.urlencoded({ extended: false, limit: "10kb" }),
    express.json({ limit: "10kb" }),
    async (req, res) => {
      const b = req.body ?? {};
      const basic = req.get("authorization")?.startsWith("Basic ")
        ? Buffer.from(req.get("authorization")!.slice(6), "base64").toString().split(":")
        : null;
      const clientId = b.client_id ?? basic?.[0];
      const clientSecret = b.client_secret ?? basic?.[1];
      const idx = opts.clientIds.indexOf(clientId);
      if (idx < 0 || opts.clientSecrets[idx] !== clientSecret) {
        res.status(401).json({ error: "invalid_client" });
        return;
      }
      const token = (osuId: number | null, scope: string) => ({
        token_type: "Bearer",
        expires_in: TOKEN_TTL_S,
        access_token: sign(opts.secret, { kind: "access", osuId, scope, exp: Math.floor(Date.now() / 1000) + TOKEN_TTL_S }),
        refresh_token: osuId
          ? sign(opts.secret, { kind: "refresh", osuId, exp: Math.floor(Date.now() / 1000) + 30 * TOKEN_TTL_S })
          : undefined,
      });
      if (b.grant_type === "authorization_code") {
        const code = verify<{ exp: number; osuId: number; redirectUri: string; clientId: string; n: string }>(
          opts.secret,
          typeof b.code === "string" ? b.code : undefined,
          "code",
        );
        if (
          !code ||
          code.redirectUri !== b.redirect_uri ||
          code.clientId !== clientId ||
          typeof code.n !== "string" ||
          !(await useOnce(opts.db, "mock-code", code.n, new Date(code.exp * 1000)))
        ) {
          res.status(400).json({ error: "invalid_grant" });
          return;
        }
        res.json(token(code.osuId, "identify public"));
      } else if (b.grant_type === "refresh_token") {
        const rt = verify<{ exp: number; osuId: number }>(
          opts.secret,
          typeof b.refresh_token === "string" ? b.refresh_token : undefined,
          "refresh",
        );
        if (!rt) {
          res.status(400).json({ error: "invalid_grant" });
          return;
        }
        res.json(token(rt.osuId, "identify public"));
      } else if (b.grant_type === "client_credentials") {
        res.json({ ...token(null, "public"), refresh_token: undefined });
      } else {
        res.status(400).json({ error: "unsupported_grant_type" });
      }
    },
  );

  const bearer = (req: Request) => {
    const h = req.get("authorization");
    return verify<{ exp: number; osuId: number | null }>(
      opts.secret,
      h?.startsWith("Bearer ") ? h.slice(7) : undefined,
      "access",
    );
  };

  const profile = async (osuId: number) => {
    const u = await users().findOneBy({ osuId });
    const stats = mockOsuStats(osuId);
    const username = u?.username ?? DEMO_ACCOUNTS.find((a) => a.osuId === osuId)?.username ?? mockUsername(osuId);
    return {
      id: osuId,
      username,
      avatar_url: `/mock-osu/a/${osuId}`,
      cover: { url: null },
      playmode: RULESETS[stats.playmode],
      ranked_beatmapset_count: u?.rankedBeatmapsCount ?? 0,
      statistics: { global_rank: stats.globalRank, pp: stats.pp[stats.playmode] },
      statistics_rulesets: Object.fromEntries(
        (Object.keys(RULESETS) as (keyof typeof RULESETS)[]).map((m) => [
          RULESETS[m],
          { pp: stats.pp[m], global_rank: stats.pp[m] ? stats.globalRank : null },
        ]),
      ),
      groups: (await mockGroupIds(opts.db, osuId)).map((id) => ({ id })),
    };
  };

  router.get("/api/v2/me", async (req, res) => {
    const t = bearer(req);
    if (!t || !t.osuId) {
      res.status(401).json({ authentication: "basic" });
      return;
    }
    res.json(await profile(t.osuId));
  });

  router.get("/api/v2/users", async (req, res) => {
    if (!bearer(req)) {
      res.status(401).json({ authentication: "basic" });
      return;
    }
    const raw = req.query["ids"] ?? req.query["ids[]"];
    const ids = (Array.isArray(raw) ? raw : [raw])
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0)
      .slice(0, 50);
    res.json({ users: await Promise.all(ids.map(profile)) });
  });

  router.get("/api/v2/beatmapsets/discussions", async (req, res) => {
    if (!bearer(req)) {
      res.status(401).json({ authentication: "basic" });
      return;
    }
    const id = Number(req.query.beatmapset_id);
    if (!Number.isInteger(id) || id <= 0) {
      res.json({ discussions: [], cursor_string: null, users: [] });
      return;
    }
    const state = await mockBeatmapset(opts.db, id);
    res.json({
      discussions: state.discussionPosterOsuIds.map((user_id, i) => ({
        id: id * 1000 + i,
        beatmapset_id: id,
        user_id,
        message_type: "suggestion",
      })),
      cursor_string: null,
      users: state.discussionPosterOsuIds.map((uid) => ({ id: uid })),
    });
  });

  router.get("/api/v2/beatmapsets/search", async (req, res) => {
    if (!bearer(req)) {
      res.status(401).json({ authentication: "basic" });
      return;
    }
    const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 500) : undefined);
    res.json(
      await searchMockBeatmapsets(opts.db, {
        q: text(req.query.q) ?? "",
        s: text(req.query.s),
        sort: text(req.query.sort),
        cursorString: text(req.query.cursor_string),
      }),
    );
  });

  router.get("/api/v2/beatmapsets/:id", async (req, res) => {
    if (!bearer(req)) {
      res.status(401).json({ authentication: "basic" });
      return;
    }
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
      res.status(404).json({ error: "Specified beatmap couldn't be found." });
      return;
    }
    res.json(beatmapsetJson(await mockBeatmapset(opts.db, id)));
  });

  if (opts.control) registerControlEndpoints(router, opts);

  router.get("/a/:osuId", async (req, res) => {
    const osuId = Number(req.params.osuId);
    if (!Number.isInteger(osuId) || osuId <= 0) {
      res.status(404).end();
      return;
    }
    const u = await users().findOneBy({ osuId });
    res
      .set("cache-control", "public, max-age=86400")
      .type("image/svg+xml")
      .send(avatarSvg(osuId, u?.username ?? mockUsername(osuId)));
  });

  router.get("/assets/artists/:osuId/cover.svg", async (req, res) => {
    const osuId = Number(req.params.osuId);
    const a = Number.isInteger(osuId) ? await opts.db.getRepository(Artist).findOneBy({ osuId }) : null;
    if (!a) {
      res.status(404).end();
      return;
    }
    res.set("cache-control", "public, max-age=86400").type("image/svg+xml").send(coverSvg(osuId, a.label));
  });

  // Beatmapset covers (osu!'s assets host: /beatmaps/<id>/covers/card.jpg and cover.jpg), generated from the mapset.
  router.get("/assets/beatmaps/:id/covers/:size.svg", async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || !["card", "cover"].includes(req.params.size)) {
      res.status(404).end();
      return;
    }
    const set = await mockBeatmapset(opts.db, id);
    res
      .set("cache-control", "public, max-age=86400")
      .type("image/svg+xml")
      .send(coverSvg(id, `${set.artist} - ${set.title}`));
  });

  return router;
}

/** Control endpoints: tests and demos play osu!'s part (rank a map, make someone a nominator). Never in production. */
function registerControlEndpoints(router: Router, opts: MockOptions): void {
  const controlJson = express.json({ limit: "10kb" });
  const parseIds = (v: unknown): number[] | null | undefined => {
    if (v === undefined) return undefined;
    if (v === null) return null;
    if (!Array.isArray(v) || v.some((x) => !Number.isInteger(x) || x <= 0)) throw new Error("expected a list of osu! user ids");
    return v as number[];
  };
  const parseInt32 = (v: unknown): number | null | undefined => {
    if (v === undefined || v === null) return v as null | undefined;
    if (!Number.isInteger(v) || (v as number) < 0) throw new Error("expected a non-negative integer");
    return v as number;
  };
  const parseDate = (v: unknown): Date | null | undefined => {
    if (v === undefined || v === null) return v as null | undefined;
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new Error("expected a date");
    return d;
  };

  router.get("/_control/beatmapsets/:id", async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) return void res.status(400).json({ error: "invalid beatmapset id" });
    res.json(beatmapsetJson(await mockBeatmapset(opts.db, id)));
  });

  /** Body (every field optional): {status, rankedDate, submittedDate, length, favourites, playCount, nominators, discussionPosters}. */
  router.post("/_control/beatmapsets/:id", controlJson, async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
      return void res.status(400).json({ error: "invalid beatmapset id" });
    const b = (req.body ?? {}) as Record<string, unknown>;
    const patch: MockBeatmapsetPatch = {};
    try {
      if (b.status !== undefined) {
        if (!MOCK_OSU_STATUSES.includes(b.status as MockOsuStatus))
          throw new Error(`status must be one of ${MOCK_OSU_STATUSES.join(", ")}`);
        patch.status = b.status as MockOsuStatus;
      }
      const assign = <K extends keyof MockBeatmapsetPatch>(key: K, value: MockBeatmapsetPatch[K] | undefined) => {
        if (value !== undefined) patch[key] = value;
      };
      assign("rankedDate", parseDate(b.rankedDate));
      assign("submittedDate", parseDate(b.submittedDate));
      assign("length", parseInt32(b.length));
      assign("favouriteCount", parseInt32(b.favourites ?? b.favouriteCount));
      assign("playCount", parseInt32(b.playCount));
      assign("nominatorOsuIds", parseIds(b.nominators));
      assign("discussionPosterOsuIds", parseIds(b.discussionPosters));
    } catch (e) {
      return void res.status(400).json({ error: (e as Error).message });
    }
    await patchMockBeatmapset(opts.db, id, patch);
    res.json(beatmapsetJson(await mockBeatmapset(opts.db, id)));
  });

  /** Body: {groupIds: number[]} — osu! user groups (7 NAT, 28 BN, 32 probationary BN). */
  router.post("/_control/users/:osuId", controlJson, async (req, res) => {
    const osuId = Number(req.params.osuId);
    if (!Number.isInteger(osuId) || osuId <= 0 || osuId > 999_999_999)
      return void res.status(400).json({ error: "invalid osu! id" });
    let groupIds: number[] | null | undefined;
    try {
      groupIds = parseIds((req.body ?? {}).groupIds);
    } catch (e) {
      return void res.status(400).json({ error: (e as Error).message });
    }
    if (!groupIds) return void res.status(400).json({ error: "groupIds required" });
    await setMockGroupIds(opts.db, osuId, groupIds);
    res.json({ osuId, groupIds });
  });
}
