import DataLoader from "dataloader";
import { In, type DataSource, type ObjectLiteral, type EntityTarget } from "typeorm";
import { User } from "../modules/users/user.entity";
import { Artist } from "../modules/artists/artist.entity";
import { Song } from "../modules/artists/song.entity";
import { Beatmap } from "../modules/beatmaps/beatmap.entity";
import { Quest } from "../modules/quests/quest.entity";
import { Mission } from "../modules/missions/mission.entity";
import { Party } from "../modules/parties/party.entity";
import { Task } from "../modules/beatmaps/task.entity";

/** Batches "load by id" into one `WHERE id IN (...)` per tick. */
function byId<T extends ObjectLiteral & { id: number }>(db: DataSource, entity: EntityTarget<T>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = await db.getRepository(entity).findBy({ id: In([...ids]) } as never);
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** Batches "children by parent id" into one query per tick. */
function manyBy<T extends ObjectLiteral>(load: (ids: number[]) => Promise<T[]>, key: (row: T) => number) {
  return new DataLoader<number, T[]>(async (ids) => {
    const rows = await load([...ids]);
    const groups = new Map<number, T[]>();
    for (const r of rows) {
      const k = key(r);
      const list = groups.get(k);
      if (list) list.push(r);
      else groups.set(k, [r]);
    }
    return ids.map((id) => groups.get(id) ?? []);
  });
}

/** Batches a many-to-many join table look-up: parent id -> related rows. */
function viaJoinTable<T extends ObjectLiteral & { id: number }>(
  db: DataSource, entity: EntityTarget<T>, table: string, parentCol: string, childCol: string,
) {
  return new DataLoader<number, T[]>(async (ids) => {
    const links: { parent: number; child: number }[] = await db.query(
      `SELECT "${parentCol}" AS parent, "${childCol}" AS child FROM "${table}" WHERE "${parentCol}" = ANY($1)`,
      [[...ids]],
    );
    const childIds = [...new Set(links.map((l) => l.child))];
    const rows = childIds.length ? await db.getRepository(entity).findBy({ id: In(childIds) } as never) : [];
    const map = new Map(rows.map((r) => [r.id, r]));
    const byParent = new Map<number, T[]>();
    for (const l of links) {
      const row = map.get(l.child);
      if (!row) continue;
      const list = byParent.get(l.parent);
      if (list) list.push(row);
      else byParent.set(l.parent, [row]);
    }
    return ids.map((id) => byParent.get(id) ?? []);
  });
}

/** Per-request DataLoaders: every list field resolves with a bounded number of queries. */
export function createLoaders(db: DataSource) {
  return {
    user: byId(db, User),
    artist: byId(db, Artist),
    song: byId(db, Song),
    beatmap: byId(db, Beatmap),
    quest: byId(db, Quest),
    mission: byId(db, Mission),
    songsByArtist: manyBy<Song>(
      (ids) => db.getRepository(Song).find({ where: { artistId: In(ids) }, order: { title: "ASC", id: "ASC" } }),
      (s) => s.artistId,
    ),
    beatmapsBySong: manyBy<Beatmap>(
      (ids) => db.getRepository(Beatmap).find({ where: { songId: In(ids) }, order: { createdAt: "ASC", id: "ASC" } }),
      (b) => b.songId,
    ),
    beatmapsByMission: manyBy<Beatmap>(
      (ids) => db.getRepository(Beatmap).find({ where: { missionId: In(ids) }, order: { createdAt: "ASC", id: "ASC" } }),
      (b) => b.missionId!,
    ),
    beatmapsByQuest: manyBy<Beatmap>(
      (ids) => db.getRepository(Beatmap).find({ where: { questId: In(ids) }, order: { createdAt: "ASC", id: "ASC" } }),
      (b) => b.questId!,
    ),
    partiesByQuest: manyBy<Party>(
      (ids) => db.getRepository(Party).find({ where: { questId: In(ids) }, order: { createdAt: "ASC", id: "ASC" } }),
      (p) => p.questId,
    ),
    missionArtists: viaJoinTable(db, Artist, "mission_artists", "mission_id", "artist_id"),
    missionWinners: viaJoinTable(db, Beatmap, "mission_winners", "mission_id", "beatmap_id"),
    missionInvalid: viaJoinTable(db, Beatmap, "mission_invalid_beatmaps", "mission_id", "beatmap_id"),
    songShowcaseMappers: viaJoinTable(db, User, "song_showcase_mappers", "song_id", "user_id"),
    partyMembers: viaJoinTable(db, User, "party_members", "party_id", "user_id"),
    partyInvites: viaJoinTable(db, User, "party_invites", "party_id", "user_id"),
    party: byId(db, Party),
    /** Key "userId:artistId" → may the user see the (unreleased) artist's songs: assigned it, or one of its showcase mappers. */
    showcaseEntitlement: showcaseEntitlementLoader(db),
    /** Tasks of a beatmap (the beatmaps area sorts them for display). */
    beatmapTasks: manyBy<Task>(
      (ids) => db.getRepository(Task).find({ where: { beatmapId: In(ids) }, order: { id: "ASC" } }),
      (t) => t.beatmapId,
    ),
    taskMappers: viaJoinTable(db, User, "task_mappers", "task_id", "user_id"),
    beatmapModders: viaJoinTable(db, User, "beatmap_modders", "beatmap_id", "user_id"),
    beatmapBns: viaJoinTable(db, User, "beatmap_bns", "beatmap_id", "user_id"),
  };
}

function showcaseEntitlementLoader(db: DataSource) {
  return new DataLoader<string, boolean>(async (keys) => {
    const pairs = keys.map((k) => k.split(":").map(Number));
    const rows: { u: number; a: number }[] = await db.query(
      `SELECT p.u, p.a FROM unnest($1::int[], $2::int[]) AS p(u, a)
       WHERE EXISTS (SELECT 1 FROM artist_showcase_mappers x WHERE x.user_id = p.u AND x.artist_id = p.a)
          OR EXISTS (SELECT 1 FROM showcase_assignments x WHERE x.user_id = p.u AND x.artist_id = p.a AND x.kind = 'artist')`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    const ok = new Set(rows.map((r) => `${r.u}:${r.a}`));
    return keys.map((k) => ok.has(k));
  });
}

export type Loaders = ReturnType<typeof createLoaders>;
