import type { Router } from "express";
import { handle } from "../../app/rest";
import type { Context } from "../../app/context";
import type { Artist } from "../artists/artist.entity";
import { questJson } from "../quests/quests.json";
import { missionJson } from "../missions/missions.serialize";
import { artistCoverUrl } from "../users/avatar";
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
