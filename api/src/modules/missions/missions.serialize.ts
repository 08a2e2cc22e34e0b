import type { Context, JsonEnv } from "../context";
import { hasRole, Role } from "../../core/access";
import type { Artist } from "../artists/artist.entity";
import type { Song } from "../artists/song.entity";
import type { User } from "../users/user.entity";
import { beatmapJson } from "../beatmaps/beatmaps.serialize";
import { userRefJson } from "../users/users.serialize";
import { artistCoverUrl } from "../users/avatar";
import type { Mission } from "./mission.entity";
import { isArtistPublic, isMissionActionable } from "./missions.rules";
import { isSelectionOpen } from "./showcase.rules";
import { requirementLines } from "./mission-requirements.rules";
import type { GenreEntryView } from "./showcase.service";
import { missionArtists, missionInvalid, missionWinners } from "./missions.loaders";
import { beatmapsByMission } from "../beatmaps/beatmaps.loaders";
import { songShowcaseMappers, songsByArtist } from "../artists/artists.loaders";

/**
 * REST shapes of the missions area (README.md). Built only from loaders (a bounded number of queries per response)
 * and never containing showcase assignments: the only song/artist/genre entry ever serialised is the caller's own.
 */

export async function missionJson(ctx: Context, env: JsonEnv, m: Mission, opts: { admin?: boolean } = {}) {
  const admin = !!ctx.viewer && hasRole(ctx.viewer, Role.ADMIN);
  const [artists, maps, winners, invalid] = await Promise.all([
    ctx.loaders.get(missionArtists).load(m.id),
    ctx.loaders.get(beatmapsByMission).load(m.id),
    ctx.loaders.get(missionWinners).load(m.id),
    ctx.loaders.get(missionInvalid).load(m.id),
  ]);
  const now = env.now();
  const json = {
    _id: m.id,
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
    isGenreShowcase: m.isGenreShowcase,
    isSeparate: m.isSeparate,
    isOsuOriginal: m.isOsuOriginal,
    isUniqueToRanked: m.isUniqueToRanked,
    isUniqueArtistToRanked: m.isUniqueArtistToRanked,
    hasLameWinners: m.hasLameWinners,
    allMappersWin: m.allMappersWin,
    remainingArtists: m.remainingArtists,
    genreOptions: m.genreOptions,
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
    requirements: requirementLines(m),
    selectionOpen: isSelectionOpen(m, now),
    acceptsBeatmaps: isMissionActionable(m, now),
    artists: (admin ? artists : artists.filter(isArtistPublic)).map((a) => ({
      _id: a.id,
      id: a.id,
      osuId: a.osuId,
      label: a.label,
      coverUrl: artistCoverUrl(env.config, a.osuId),
    })),
    associatedMaps: await Promise.all(maps.map((b) => beatmapJson(ctx, b))),
    // Populated as the original populated them (its client reads `.id`, `host.username`, winners' `tasks[].mappers`).
    winningBeatmaps: await Promise.all(winners.map((b) => beatmapJson(ctx, b))),
    invalidBeatmaps: await Promise.all(invalid.map((b) => beatmapJson(ctx, b))),
  };
  return opts.admin && admin ? { ...json, openingAnnounced: m.openingAnnounced, closingAnnounced: m.closingAnnounced } : json;
}

export async function songJson(ctx: Context, s: Song, opts: { withMappers?: boolean } = {}) {
  const base = { _id: s.id, id: s.id, artist: s.artistName, artistName: s.artistName, title: s.title, oszUrl: s.oszUrl };
  if (!opts.withMappers) return base;
  return { ...base, songShowcaseMappers: (await ctx.loaders.get(songShowcaseMappers).load(s.id)).map(userRefJson) };
}

/** An artist with its songs and their potential mappers: only ever called for an artist the caller is entitled to. */
export async function artistJson(ctx: Context, env: JsonEnv, a: Artist) {
  const songs = await ctx.loaders.get(songsByArtist).load(a.id);
  return {
    _id: a.id,
    id: a.id,
    label: a.label,
    osuId: a.osuId,
    oszTemplatesUrl: a.oszTemplatesUrl,
    coverUrl: artistCoverUrl(env.config, a.osuId),
    songs: await Promise.all(songs.map((s) => songJson(ctx, s, { withMappers: true }))),
  };
}

/**
 * The caller's song selection entry as the original answered it: `{ song: { id, artist, title, oszUrl }, user }`
 * (the original's embedded `showcaseMissionSongs` entry, song and user populated).
 */
export async function songEntryJson(ctx: Context, s: Song, user: User) {
  return { song: await songJson(ctx, s), user: userRefJson(user) };
}

/**
 * The caller's artist selection entry as the original answered it: `{ artist: { id, label, oszTemplatesUrl, songs:
 * [{ …, songShowcaseMappers: [{ id, osuId, username }] }] }, user }`.
 */
export async function artistEntryJson(ctx: Context, env: JsonEnv, a: Artist, user: User) {
  return { artist: await artistJson(ctx, env, a), user: userRefJson(user) };
}

/** The caller's genre entry (`user` is the caller's id, unpopulated, as the original's entry held it). */
export async function genreEntryJson(ctx: Context, e: GenreEntryView, user: User) {
  return {
    user: user.id,
    missionId: e.missionId,
    tag: e.tag,
    songs: await Promise.all(e.songs.map((s) => songJson(ctx, s))),
    previouslySelectedSongs: await Promise.all(e.previousSongs.map((s) => songJson(ctx, s))),
    rerollCount: e.rerollCount,
    nextRerollCost: e.nextRerollCost,
  };
}
