import { isObjectType, type GraphQLSchema } from "graphql";
import { requireUser } from "../core/access";
import { ArtistStatus } from "../core/enums";
import { AppError, badInput, notFound } from "../core/errors";
import { decodeGlobalId, encodeGlobalId, keyId, NODE_TYPE } from "../core/node";
import type { Context } from "../modules/context";
import type { Services } from "./services";
import { userById } from "../modules/users/users.loaders";
import { artistById, songById } from "../modules/artists/artists.loaders";
import { Task } from "../modules/beatmaps/task.entity";
import { declareProjection } from "../core/projection";
import { User } from "../modules/users/user.entity";
import { Artist } from "../modules/artists/artist.entity";
import { Song } from "../modules/artists/song.entity";
import { Beatmap } from "../modules/beatmaps/beatmap.entity";
import { Quest } from "../modules/quests/quest.entity";
import { Mission } from "../modules/missions/mission.entity";

// `globalId` reads only the row id, for the types that lists read with a projection (core/projection.ts).
for (const entity of [User, Artist, Song, Beatmap, Quest, Mission]) declareProjection(entity, { globalId: ["id"] });

/**
 * The `Node` types (core/node.ts): how each one's global id is made from the object, and how `node(id:)` fetches it
 * again with the permission checks of the type's own query (or of the list it appears in, for types without one).
 * A type that implements `Node` and is missing here fails `nodes.test.ts`.
 */
interface NodeType {
  /** The key parts of the object's global id (default: its `id`). */
  key?: (source: never) => readonly (number | string)[];
  /** The object, or an error (NOT_FOUND, UNAUTHENTICATED, FORBIDDEN) as the type's own query would answer. */
  fetch: (key: readonly string[], ctx: Context, services: Services) => Promise<object | null>;
}

const id1 = (key: readonly string[]): number => {
  const id = key.length === 1 ? keyId(key[0]) : null;
  if (id === null) throw notFound(NOT_FOUND_TEXT);
  return id;
};

const ids = (key: readonly string[], n: number): number[] => {
  const out = key.map((k) => keyId(k));
  if (key.length !== n || out.some((v) => v === null)) throw notFound(NOT_FOUND_TEXT);
  return out as number[];
};

export const NOT_FOUND_TEXT = "Nothing with this id exists (or you may not see it)";

/** An artist as the public lists show it: the landing page's to anyone, the mappable ones to members, all to the FA Schedule. */
async function visibleArtist(id: number, ctx: Context, s: Services): Promise<object> {
  const artist = await ctx.loaders.get(artistById).load(id);
  if (!artist) throw notFound(NOT_FOUND_TEXT);
  const mappable = artist.status === ArtistStatus.public || artist.status === ArtistStatus.playlist;
  if (mappable && (ctx.viewer || (await s.home.isHomeArtist(id)))) return artist;
  if (ctx.viewer && (await allowed(() => s.faSchedule.artist(ctx.viewer, id)))) return artist;
  throw notFound(NOT_FOUND_TEXT);
}

/** Whether a call passes its permission checks (a refusal or "not found" is false; anything else is thrown). */
async function allowed(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (err) {
    if (err instanceof AppError && ["NOT_FOUND", "FORBIDDEN", "UNAUTHENTICATED"].includes(err.code)) return false;
    throw err;
  }
}

export const NODE_TYPES: Record<string, NodeType> = {
  User: { fetch: (k, ctx) => ctx.loaders.get(userById).load(id1(k)) },
  Mission: {
    fetch: (k, ctx, s) => {
      requireUser(ctx.viewer);
      return s.missions.getVisible(ctx.viewer, id1(k));
    },
  },
  Quest: {
    fetch: (k, ctx, s) => {
      requireUser(ctx.viewer);
      return s.quests.findVisible(ctx.viewer, id1(k));
    },
  },
  Party: {
    fetch: (k, ctx, s) => {
      requireUser(ctx.viewer);
      return s.parties.findVisible(ctx.viewer, id1(k));
    },
  },
  Beatmap: { fetch: (k, ctx, s) => s.beatmaps.getById(ctx.viewer, id1(k)) },
  Task: {
    fetch: async (k, ctx, s) => {
      requireUser(ctx.viewer);
      const task = await s.deps.db.getRepository(Task).findOneBy({ id: id1(k) });
      if (!task) throw notFound(NOT_FOUND_TEXT);
      await s.beatmaps.getById(ctx.viewer, task.beatmapId);
      return task;
    },
  },
  Artist: { fetch: (k, ctx, s) => visibleArtist(id1(k), ctx, s) },
  Song: {
    fetch: async (k, ctx, s) => {
      const song = await ctx.loaders.get(songById).load(id1(k));
      if (!song) throw notFound(NOT_FOUND_TEXT);
      await visibleArtist(song.artistId, ctx, s);
      return song;
    },
  },
  Contest: { fetch: (k, ctx, s) => s.contests.contests.get(ctx.viewer, id1(k)) },
  Submission: { fetch: (k, ctx, s) => s.contests.results.visibleSubmission(ctx.viewer, id1(k)) },
  ScreeningEntry: {
    key: (e: { submission: { id: number } }) => [e.submission.id],
    fetch: (k, ctx, s) => s.contests.phases.screeningEntry(ctx.viewer, id1(k)),
  },
  JudgingEntry: {
    key: (e: { submission: { id: number } }) => [e.submission.id],
    fetch: (k, ctx, s) => s.contests.phases.judgingEntry(ctx.viewer, id1(k)),
  },
  VoteEntry: {
    key: (e: { submission: { id: number } }) => [e.submission.id],
    fetch: (k, ctx, s) => s.contests.phases.voteEntry(ctx.viewer, id1(k)),
  },
  ContestStaffCandidate: {
    key: (c: { contestId: number; user: { id: number } }) => [c.contestId, c.user.id],
    fetch: (k, ctx, s) => {
      const [contestId, userId] = ids(k, 2);
      return s.contests.staff.candidate(ctx.viewer, contestId, userId);
    },
  },
  MentorshipCycle: { fetch: (k, ctx, s) => s.mentorship.getCycle(ctx.viewer, id1(k)) },
  MentorshipRecord: { fetch: (k, ctx, s) => s.mentorship.record(ctx.viewer, id1(k)) },
  MentorshipBadgeEntry: {
    key: (e: { userId: number }) => [e.userId],
    fetch: (k, ctx, s) => s.mentorship.badgeEntry(ctx.viewer, id1(k)),
  },
  LocusCard: { fetch: (k, ctx, s) => s.locus.card(ctx.viewer, id1(k)) },
  AdminBundleCandidate: { fetch: (k, ctx, s) => s.beatmapsAdmin.bundleCandidate(ctx.viewer, id1(k)) },
  AdminAuditEntry: { fetch: (k, ctx, s) => s.audit.entry(ctx.viewer, id1(k)) },
  AspireSong: { fetch: (k, _ctx, s) => s.aspireSongs.song(id1(k)) },
  Notification: { fetch: (k, ctx, s) => s.notifications.get(ctx.viewer, id1(k)) },
  Log: { fetch: (k, _ctx, s) => s.logs.get(id1(k)) },
  FaArtist: { fetch: (k, ctx, s) => s.faSchedule.artist(ctx.viewer, id1(k)) },
  FaSong: {
    fetch: async (k, ctx, s) => {
      requireUser(ctx.viewer);
      const song = await ctx.loaders.get(songById).load(id1(k));
      if (!song) throw notFound(NOT_FOUND_TEXT);
      await s.faSchedule.artist(ctx.viewer, song.artistId);
      return song;
    },
  },
  RankedMapsReportRow: {
    key: (r: { artist: { id: number }; since: string; threshold: number }) => [r.artist.id, r.since, r.threshold],
    fetch: (k, ctx, s) => {
      const [artistId] = ids(k.slice(0, 1), 1);
      const threshold = keyId(k[2]) ?? (k[2] === "0" ? 0 : null);
      if (k.length !== 3 || threshold === null) throw notFound(NOT_FOUND_TEXT);
      return s.artistsAdmin.rankedMapsRow(ctx.viewer, artistId, k[1], threshold);
    },
  },
  MerchMember: {
    key: (m: { userId: number }) => [m.userId],
    fetch: (k, ctx, s) => s.merch.memberById(ctx.viewer, id1(k)),
  },
  PointsAdjustment: { fetch: (k, ctx, s) => s.pointsAdmin.adjustment(ctx.viewer, id1(k)) },
  ApiToken: { fetch: (k, ctx, s) => s.tokens.get(ctx.viewer, id1(k)) },
  Webhook: { fetch: (k, ctx, s) => s.webhooks.get(ctx.viewer, id1(k)) },
  WebhookDelivery: { fetch: (k, ctx, s) => s.webhooks.delivery(ctx.viewer, id1(k)) },
};

/** The most ids one `nodes` call takes. */
export const MAX_NODES = 100;

/** The object a global id names, for `node` / `nodes`; errors are clear (bad input, not found), never a 500. */
export async function fetchNode(id: unknown, ctx: Context, services: Services): Promise<object> {
  const global = decodeGlobalId(id);
  if (!global) throw badInput(`Not a global id: ${JSON.stringify(String(id).slice(0, 60))}`);
  const type = NODE_TYPES[global.type];
  if (!type) throw badInput(`Not a global id: no type ${global.type} has global ids`);
  const found = await type.fetch(global.key, ctx, services);
  if (!found) throw notFound(NOT_FOUND_TEXT);
  // A copy that names its type for the Node interface (the loaders' cached object stays as it was).
  return Object.assign(Object.create(Object.getPrototypeOf(found) as object) as object, found, { [NODE_TYPE]: global.type });
}

/**
 * Sets the `globalId` resolver of every Node type (run once on the built schema, app/schema.ts). Returns the Node
 * types missing from NODE_TYPES (a test keeps it empty).
 */
export function applyNodeIds(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !type.getInterfaces().some((i) => i.name === "Node")) continue;
    const spec = NODE_TYPES[type.name];
    if (!spec) missing.push(type.name);
    const key = (spec?.key ?? ((o: { id: number }) => [o.id])) as (o: unknown) => readonly (number | string)[];
    const name = type.name;
    type.getFields().globalId.resolve = (source: unknown) => encodeGlobalId(name, ...key(source));
  }
  return missing;
}
