import express, { type Router } from "express";
import type { DataSource } from "typeorm";
import type { FixedWindowLimiter } from "./mock-limits";
import { beatmapsetJson } from "./mock-json";
import {
  MESSAGE_TYPES,
  MOCK_OSU_STATUSES,
  mockBeatmapset,
  patchMockBeatmapset,
  patchMockOsuUser,
  type MessageType,
  type MockBeatmapsetPatch,
  type MockDiscussion,
  type MockOsuStatus,
  type MockOsuUserPatch,
} from "./mock-state";

/**
 * Control endpoints of the offline provider: tests and demos play osu!'s part (rank a map, make someone a nominator,
 * restrict an account, revoke its tokens, read the rate limiter). Never in production (config.ts mockControl).
 */
export function registerControlEndpoints(
  router: Router,
  db: DataSource,
  limiters: { api: FixedWindowLimiter; token: FixedWindowLimiter },
): void {
  const controlJson = express.json({ limit: "64kb" });
  const parseIds = (v: unknown): number[] | null | undefined => {
    if (v === undefined) return undefined;
    if (v === null) return null;
    if (!Array.isArray(v) || v.some((x) => !Number.isInteger(x) || x <= 0)) throw new Error("expected a list of osu! user ids");
    return v as number[];
  };
  const parseInt32 = (v: unknown): number | null | undefined => {
    if (v === undefined || v === null) return v as null | undefined;
    if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 2_147_483_647)
      throw new Error("expected a non-negative integer");
    return v as number;
  };
  const parseDate = (v: unknown): Date | null | undefined => {
    if (v === undefined || v === null) return v as null | undefined;
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new Error("expected a date");
    return d;
  };
  const parseType = (v: unknown): MessageType => {
    if (!MESSAGE_TYPES.includes(v as MessageType)) throw new Error(`message type must be one of ${MESSAGE_TYPES.join(", ")}`);
    return v as MessageType;
  };
  const parseDiscussions = (v: unknown): MockDiscussion[] | null | undefined => {
    if (v === undefined || v === null) return v as null | undefined;
    if (!Array.isArray(v) || v.length > 500) throw new Error("discussions: expected a list (at most 500)");
    return v.map((d: Record<string, unknown>) => {
      if (typeof d !== "object" || d === null || !Number.isInteger(d.user) || (d.user as number) <= 0)
        throw new Error("discussions: each needs a user (osu! id) and a type");
      const type = parseType(d.type);
      const embeds = d.embeds === undefined ? undefined : Array.isArray(d.embeds) ? d.embeds.map(parseType) : null;
      if (embeds === null || (embeds && type !== "review"))
        throw new Error("discussions: only a review has embeds (a list of types)");
      return { user: d.user as number, type, ...(embeds ? { embeds } : {}), ...(d.resolved === true ? { resolved: true } : {}) };
    });
  };

  router.get("/_control/beatmapsets/:id", async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) return void res.status(400).json({ error: "invalid beatmapset id" });
    res.json(beatmapsetJson(await mockBeatmapset(db, id)));
  });

  /**
   * Body (every field optional): {status, rankedDate, submittedDate, length, favourites, playCount, nominators,
   * discussionPosters (a suggestion each), discussions ([{user, type, embeds?, resolved?}])}. A status without a
   * rankedDate is dated now (above pending) or undated, as osu! does.
   */
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
      assign("discussions", parseDiscussions(b.discussions));
    } catch (e) {
      return void res.status(400).json({ error: (e as Error).message });
    }
    await patchMockBeatmapset(db, id, patch);
    res.json(beatmapsetJson(await mockBeatmapset(db, id)));
  });

  /**
   * Body: {groupIds?, username?, rankedBeatmapsetCount?, restricted?, revokeTokens?}; creates the osu! account if it
   * is new. Groups: 7 NAT, 28 BN, 32 probationary BN. `revokeTokens: true` ends every token issued so far.
   */
  router.post("/_control/users/:osuId", controlJson, async (req, res) => {
    const osuId = Number(req.params.osuId);
    if (!Number.isInteger(osuId) || osuId <= 0 || osuId > 999_999_999)
      return void res.status(400).json({ error: "invalid osu! id" });
    const b = (req.body ?? {}) as Record<string, unknown>;
    const patch: MockOsuUserPatch = {};
    try {
      const groupIds = parseIds(b.groupIds);
      if (groupIds !== undefined) patch.groupIds = groupIds;
      if (b.username !== undefined) {
        if (b.username !== null && (typeof b.username !== "string" || !/^[A-Za-z0-9_\-[\] ]{2,15}$/.test(b.username)))
          throw new Error("username: 2-15 letters, digits, spaces, _-[]");
        patch.username = b.username as string | null;
      }
      const ranked = parseInt32(b.rankedBeatmapsetCount);
      if (ranked !== undefined) patch.rankedBeatmapsetCount = ranked;
      if (b.restricted !== undefined) {
        if (typeof b.restricted !== "boolean") throw new Error("restricted: true or false");
        patch.restricted = b.restricted;
      }
      if (b.revokeTokens !== undefined) {
        if (b.revokeTokens !== true) throw new Error("revokeTokens: true");
        patch.tokensRevokedAt = new Date();
      }
    } catch (e) {
      return void res.status(400).json({ error: (e as Error).message });
    }
    if (Object.keys(patch).length === 0)
      return void res
        .status(400)
        .json({ error: "groupIds, username, rankedBeatmapsetCount, restricted or revokeTokens required" });
    await patchMockOsuUser(db, osuId, patch);
    res.json({ osuId, ...patch });
  });

  /** What the rate limiters saw since the last reset: {api, token} × {served, units, throttled}. */
  router.get("/_control/rate-limit", (_req, res) => {
    res.json({ api: { ...limiters.api.stats }, token: { ...limiters.token.stats } });
  });

  router.post("/_control/rate-limit/reset", (_req, res) => {
    limiters.api.reset();
    limiters.token.reset();
    res.json({ ok: true });
  });
}
