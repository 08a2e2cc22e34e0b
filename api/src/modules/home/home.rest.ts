import type { Router } from "express";
import { handle, type Context, type JsonEnv } from "../context";
import { EMPTY_BODY } from "../../core/rest";
import type { Artist } from "../artists/artist.entity";
import { questJson } from "../quests/quests.serialize";
import { missionJson } from "../missions/missions.serialize";
import { artistCoverUrl } from "../users/avatar";
import { HOME_PAGE_SIZE, type HomeService } from "./home.service";
import { songsByArtist } from "../artists/artists.loaders";
import { beatmapsBySong } from "../beatmaps/beatmaps.loaders";
import { userById } from "../users/users.loaders";

async function homeArtistJson(ctx: Context, env: JsonEnv, a: Artist) {
  const songs = await ctx.loaders.get(songsByArtist).load(a.id);
  const withMaps = await Promise.all(
    songs.map(async (s) => {
      const maps = await ctx.loaders.get(beatmapsBySong).load(s.id);
      const beatmaps = await Promise.all(
        maps.map(async (b) => {
          const host = await ctx.loaders.get(userById).load(b.hostId);
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
    coverUrl: artistCoverUrl(env.config, a.osuId),
    songs: withMaps.filter((s) => s.beatmaps.length > 0),
  };
}

/** README.md: the landing page's public calls. */
export function registerHomeRest(router: Router, services: { home: HomeService; deps: JsonEnv }): void {
  const { home, deps: env } = services;
  router.get(
    "/home/:limit",
    handle(async (ctx, req) => {
      const n = Number(req.params.limit);
      const limit = Number.isInteger(n) && n > 0 ? n : HOME_PAGE_SIZE;
      const page = await home.homeArtists(limit, 0);
      return Promise.all(page.artists.map((a) => homeArtistJson(ctx, env, a)));
    }),
  );

  // With no example, an empty body (docs/rest-shim.md): the original's landing then shows no card and no toast (its
  // request helper throws on `null`, and would toast an `{ error }`).
  router.get(
    "/exampleQuest",
    handle(async (ctx) => {
      const q = await home.exampleQuest();
      return q ? questJson(ctx, env, q) : EMPTY_BODY;
    }),
  );

  // Display only, never an open mission (home.service.ts): the original's landing card offers no add-beatmap picker.
  router.get(
    "/exampleMission",
    handle(async (ctx) => {
      const m = await home.exampleMission();
      return m ? missionJson(ctx, env, m) : EMPTY_BODY;
    }),
  );
}
