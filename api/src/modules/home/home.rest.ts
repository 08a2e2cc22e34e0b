import type { Router } from "express";
import { handle } from "../../app/rest";
import type { Context } from "../../app/context";
import type { Artist } from "../artists/artist.entity";
import type { Quest } from "../quests/quest.entity";
import type { Mission } from "../missions/mission.entity";
import { artistCoverUrl } from "../users/avatar";
import { isQuestExpired } from "../quests/quests.rules";
import { isArtistPublic } from "../missions/missions.rules";
import { HOME_PAGE_SIZE } from "./home.service";

async function homeArtistJson(ctx: Context, a: Artist) {
  const songs = await ctx.loaders.songsByArtist.load(a.id);
  const withMaps = await Promise.all(
    songs.map(async (s) => {
      const maps = await ctx.loaders.beatmapsBySong.load(s.id);
      const beatmaps = await Promise.all(
        maps.map(async (b) => {
          const host = await ctx.loaders.user.load(b.hostId);
          return { _id: b.id, id: b.id, url: b.url, host: { _id: host?.id, id: host?.id, username: host?.username } };
        }),
      );
      return { _id: s.id, id: s.id, title: s.title, beatmaps, beatmaps_count: beatmaps.length };
    }),
  );
  return {
    _id: a.id,
    id: a.id,
    osuId: a.osuId,
    label: a.label,
    coverUrl: artistCoverUrl(ctx.services.deps.config, a.osuId),
    songs: withMaps.filter((s) => s.beatmaps.length > 0),
  };
}

export async function questJson(ctx: Context, q: Quest) {
  const artist = q.artistId ? await ctx.loaders.artist.load(q.artistId) : null;
  const parties = await ctx.loaders.partiesByQuest.load(q.id);
  const partyJson = await Promise.all(
    parties.map(async (p) => ({
      id: p.id,
      lock: p.lock,
      modes: p.modes,
      leader: { id: p.leaderId },
      members: (await ctx.loaders.partyMembers.load(p.id)).map((u) => ({ id: u.id, osuId: u.osuId, username: u.username })),
    })),
  );
  return {
    id: q.id,
    name: q.name,
    descriptionMain: q.descriptionMain,
    status: q.status,
    price: q.price,
    requiredMapsets: q.requiredMapsets,
    timeframe: q.timeframe,
    minParty: q.minParty,
    maxParty: q.maxParty,
    minRank: q.minRank,
    modes: q.modes,
    isMbc: q.isMbc,
    art: artist?.osuId ?? null,
    coverUrl: artistCoverUrl(ctx.services.deps.config, artist?.osuId ?? null),
    expiration: q.expiration,
    deadline: q.deadline,
    isExpired: isQuestExpired(q, ctx.services.deps.now()),
    parties: partyJson,
    currentParty: q.status === "wip" || q.status === "done" ? (partyJson[0] ?? null) : null,
  };
}

export async function missionJson(ctx: Context, m: Mission) {
  const artists = await ctx.loaders.missionArtists.load(m.id);
  return {
    id: m.id,
    name: m.name,
    tier: m.tier,
    status: m.status,
    modes: m.modes,
    objective: m.objective,
    winCondition: m.winCondition,
    additionalRequirement: m.additionalRequirement,
    deadline: m.deadline,
    createdAt: m.createdAt,
    isShowcaseMission: m.isShowcaseMission,
    isArtistShowcase: m.isArtistShowcase,
    isOsuOriginal: m.isOsuOriginal,
    isUniqueToRanked: m.isUniqueToRanked,
    remainingArtists: m.remainingArtists,
    // Unreleased artists are confidential: never on the public landing page.
    artists: artists.filter(isArtistPublic).map((a) => ({ id: a.id, osuId: a.osuId, label: a.label, coverUrl: artistCoverUrl(ctx.services.deps.config, a.osuId) })),
    userMaximumRankedBeatmapsCount: m.userMaximumRankedBeatmapsCount,
    userMaximumGlobalRank: m.userMaximumGlobalRank,
    userMinimumRank: m.userMinimumRank,
    userMaximumPp: m.userMaximumPp,
    userMinimumPp: m.userMinimumPp,
    beatmapEarliestSubmissionDate: m.beatmapEarliestSubmissionDate,
    beatmapLatestSubmissionDate: m.beatmapLatestSubmissionDate,
    beatmapMinimumFavorites: m.beatmapMinimumFavorites,
    beatmapMinimumPlayCount: m.beatmapMinimumPlayCount,
    beatmapDifficulties: m.beatmapDifficulties,
    beatmapMinimumLength: m.beatmapMinimumLength,
    beatmapMaximumLength: m.beatmapMaximumLength,
  };
}

/** Brief §7: the landing page's public calls. */
export function registerHomeRest(router: Router): void {
  router.get(
    "/home/:limit",
    handle(async (ctx, req) => {
      const n = Number(req.params.limit);
      const limit = Number.isInteger(n) && n > 0 ? n : HOME_PAGE_SIZE;
      const page = await ctx.services.home.homeArtists(limit, 0);
      return Promise.all(page.artists.map((a) => homeArtistJson(ctx, a)));
    }),
  );

  router.get(
    "/exampleQuest",
    handle(async (ctx) => {
      const q = await ctx.services.home.exampleQuest();
      return q ? questJson(ctx, q) : null;
    }),
  );

  router.get(
    "/exampleMission",
    handle(async (ctx) => {
      const m = await ctx.services.home.exampleMission();
      return m ? missionJson(ctx, m) : null;
    }),
  );
}
