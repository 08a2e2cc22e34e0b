import { buildSchema, graphql, GraphQLObjectType, type GraphQLResolveInfo } from "graphql";
import type { EntityTarget, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { createTestDatabase } from "../../test/db";
import { testDeps } from "../../test/deps";
import type { Database } from "../db/data-source";
import { generateDemoData } from "../db/demo-data/seed";
import { hydrateLean, leanColumns, leanCount, leanFind, leanMany, leanManyAndCount, selectsOnly } from "./lean";
import { byId, leanFindWithRefs, Loaders, viaJoinTable, type JoinedRef } from "./loaders";
import { recordStatements } from "../../test/statements";
import { songById } from "../modules/artists/artists.loaders";
import { User } from "../modules/users/user.entity";
import { Beatmap } from "../modules/beatmaps/beatmap.entity";
import { Task } from "../modules/beatmaps/task.entity";
import { Quest } from "../modules/quests/quest.entity";
import { Party } from "../modules/parties/party.entity";
import { Mission } from "../modules/missions/mission.entity";
import { Artist } from "../modules/artists/artist.entity";
import { Song } from "../modules/artists/song.entity";
import { Contest } from "../modules/contests/contest.entity";
import { USER_REF_PROPERTIES, userRefById } from "../modules/users/users.loaders";

/** Lean reads (core/lean.ts) give exactly what TypeORM's repository gives, on the demo guild's every row. */
describe("lean reads", () => {
  let db: Database;

  beforeAll(async () => {
    db = await createTestDatabase();
    await generateDemoData(testDeps(db, () => new Date("2026-11-22T10:00:00Z")));
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  // Enum arrays (tasksLocked, modes), dates, nullable columns, numeric and boolean columns, json.
  const entities: [string, EntityTarget<ObjectLiteral>][] = [
    ["User", User],
    ["Beatmap", Beatmap],
    ["Task", Task],
    ["Quest", Quest],
    ["Party", Party],
    ["Mission", Mission],
    ["Artist", Artist],
    ["Song", Song],
    ["Contest", Contest],
  ];

  test.each(entities)("%s: leanFind equals repository.find, instances of the entity class", async (_name, entity) => {
    const ds = db.dataSource;
    const viaRepository = await ds.getRepository(entity).find({ order: { id: "ASC" } });
    const lean = await leanFind(ds, entity, "true", [], `e.id`);
    expect(viaRepository.length).toBeGreaterThan(0);
    expect(lean).toEqual(viaRepository);
    const target = entity as unknown as { prototype: object };
    expect(lean.every((row) => Object.getPrototypeOf(row) === target.prototype)).toBe(true);
  });

  test("only some properties: those are filled and nothing else", async () => {
    const ds = db.dataSource;
    const full = await ds.getRepository(User).find({ order: { id: "ASC" }, take: 20 });
    const refs = await leanFind(ds, User, `e.id = ANY($1)`, [full.map((u) => u.id)], `e.id`, USER_REF_PROPERTIES);
    expect(refs.map((u) => ({ ...u }))).toEqual(full.map((u) => ({ id: u.id, osuId: u.osuId, username: u.username })));
  });

  test("a property that is not a column is refused", async () => {
    await expect(leanFind(db.dataSource, User, "true", [], undefined, ["id", "avatarUrl"])).rejects.toThrow(/not all of/);
  });

  test("hand-written statements: leanColumns + hydrateLean", async () => {
    const ds = db.dataSource;
    const rows = await ds.query(`SELECT ${leanColumns(ds, Beatmap, "b")} FROM beatmaps b ORDER BY b.id LIMIT 5`);
    expect(hydrateLean(ds, Beatmap, rows)).toEqual(await ds.getRepository(Beatmap).find({ order: { id: "ASC" }, take: 5 }));
  });

  test("query builders: leanMany and leanManyAndCount equal getMany and getManyAndCount, past the last page too", async () => {
    const ds = db.dataSource;
    const page = (offset: number) =>
      ds
        .getRepository(Beatmap)
        .createQueryBuilder("b")
        .where("b.status <> :s", { s: "Ranked" })
        .orderBy("b.created_at", "DESC")
        .addOrderBy("b.id", "DESC")
        .offset(offset)
        .limit(7);
    expect(await leanMany(page(3))).toEqual(await page(3).getMany());
    const [rows, total] = await leanManyAndCount(page(3));
    expect([rows, total]).toEqual(await page(3).getManyAndCount());
    expect(total).toBeGreaterThan(7);
    expect(await leanManyAndCount(page(100_000))).toEqual([[], total]);
  });

  test("byId keeps the asked order and answers null for a missing id", async () => {
    const ds = db.dataSource;
    const [a, b] = await ds.getRepository(User).find({ order: { id: "ASC" }, take: 2 });
    const loader = byId(ds, User);
    expect(await loader.loadMany([b.id, 987654321, a.id])).toEqual([b, null, a]);
  });

  test("viaJoinTable: one statement, the same members as the link rows name", async () => {
    const ds = db.dataSource;
    const links: { task_id: number; user_id: number }[] = await ds.query(
      `SELECT task_id, user_id FROM task_mappers ORDER BY task_id LIMIT 40`,
    );
    const taskIds = [...new Set(links.map((l) => l.task_id))];
    const loader = viaJoinTable(ds, User, "task_mappers", "task_id", "user_id");
    const got = await loader.loadMany(taskIds);
    for (const [i, taskId] of taskIds.entries()) {
      const expected: { user_id: number }[] = await ds.query(`SELECT user_id FROM task_mappers WHERE task_id = $1`, [taskId]);
      const members = got[i] as User[];
      expect(members.map((u) => u.id).sort()).toEqual(expected.map((e) => e.user_id).sort());
      for (const u of members) expect(u).toEqual(await ds.getRepository(User).findOneByOrFail({ id: u.id }));
    }
  });

  test("leanCount equals getCount (with a join, and past every row)", async () => {
    const ds = db.dataSource;
    const builders: SelectQueryBuilder<ObjectLiteral>[] = [
      ds.getRepository(Beatmap).createQueryBuilder("b").where("b.status <> :s", { s: "Ranked" }).orderBy("b.id").limit(3),
      ds.getRepository(Beatmap).createQueryBuilder("b").innerJoin("b.song", "s").where("s.title ILIKE :t", { t: "%a%" }),
      ds.getRepository(Quest).createQueryBuilder("q").where("q.id < 0"),
    ];
    for (const qb of builders) expect(await leanCount(qb.clone())).toBe(await qb.clone().getCount());
  });

  test("leanFindWithRefs: the rows of leanFind, and the song and host of each handed to their loaders", async () => {
    const ds = db.dataSource;
    const songIds: number[] = (await ds.query(`SELECT DISTINCT song_id FROM beatmaps ORDER BY song_id LIMIT 6`)).map(
      (r: { song_id: number }) => r.song_id,
    );
    const loaders = new Loaders(ds);
    const refs: JoinedRef[] = [
      { foreignKey: "song_id", entity: Song, loader: songById },
      { foreignKey: "host_id", entity: User, loader: userRefById, only: USER_REF_PROPERTIES },
    ];
    const order = `e.created_at, e.id`;
    const found = await leanFindWithRefs(loaders, Beatmap, `e.song_id = ANY($1)`, [songIds], order, refs);
    expect(found).toEqual(await leanFind(ds, Beatmap, `e.song_id = ANY($1)`, [songIds], order));
    const statements = recordStatements();
    statements.take();
    const songs = await loaders.get(songById).loadMany(found.map((b) => b.songId));
    const hosts = await loaders.get(userRefById).loadMany(found.map((b) => b.hostId));
    expect(statements.take()).toEqual([]);
    expect(songs).toEqual(await byId(ds, Song).loadMany(found.map((b) => b.songId)));
    // Readable without a promise until the request's loaders are cleared (after a mutation).
    expect(loaders.peek(songById, found[0].songId)).toBe(songs[0]);
    loaders.clearAll();
    expect(loaders.peek(songById, found[0].songId)).toBeUndefined();
    expect(hosts).toEqual(await byId(ds, User, USER_REF_PROPERTIES).loadMany(found.map((b) => b.hostId)));
  });
});

describe("selectsOnly", () => {
  const schema = buildSchema(`
    type User { id: ID! username: String! rank: String! friends: [User!]! }
    type Query { user: User! }
  `);
  const REF = new Set(["id", "username", "__typename"]);

  /** What selectsOnly said while resolving `user` in `query`. */
  async function asks(query: string): Promise<boolean> {
    let answer: boolean | undefined;
    const queryType = schema.getQueryType() as GraphQLObjectType;
    queryType.getFields().user.resolve = (_root: unknown, _args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
      answer = selectsOnly(info, REF);
      return { id: "1", username: "a", rank: "x", friends: [] };
    };
    const result = await graphql({ schema, source: query });
    expect(result.errors).toBeUndefined();
    return answer!;
  }

  test("plain fields, aliases, __typename", async () => {
    expect(await asks(`{ user { id username __typename } }`)).toBe(true);
    expect(await asks(`{ user { key: id name: username } }`)).toBe(true);
    expect(await asks(`{ user { id rank } }`)).toBe(false);
  });

  test("through fragments and inline fragments, nested or not", async () => {
    expect(await asks(`{ user { ...Ref } } fragment Ref on User { id ... on User { username } }`)).toBe(true);
    expect(await asks(`{ user { ...Ref } } fragment Ref on User { id ...More } fragment More on User { rank }`)).toBe(false);
    expect(await asks(`{ user { ... on User { friends { id } } } }`)).toBe(false);
  });

  test("the same field asked twice: every occurrence counts", async () => {
    expect(await asks(`{ user { id } user { rank } }`)).toBe(false);
    expect(await asks(`{ user { id } user { username } }`)).toBe(true);
  });
});
