import { createTestDatabase } from "../../test/db";
import type { Database } from "../db/data-source";
import { Log } from "../modules/logs/log.entity";
import { LogCategory } from "./enums";
import { AppError } from "./errors";
import {
  decodeCursor,
  encodeCursor,
  keysetPage,
  MAX_CURSOR_LENGTH,
  pageFromList,
  pageFromRows,
  pageRequest,
  pageSize,
  type KeysetKey,
  type Page,
} from "./connection";

describe("cursors", () => {
  it("round-trip the sort key", () => {
    const c = encodeCursor(["2026-01-02T03:04:05.678Z", 42]);
    expect(decodeCursor(c, ["string", "number"])).toEqual(["2026-01-02T03:04:05.678Z", 42]);
  });

  it.each([
    ["garbage", "not base64 json"],
    ["wrong arity", encodeCursor([1])],
    ["wrong kind", encodeCursor(["a", "b"])],
    ["not finite", Buffer.from("[1e999, 1]").toString("base64url")],
    ["too long", "a".repeat(2049)],
  ])("refuse %s with BAD_USER_INPUT", (_name, cursor) => {
    expect(() => decodeCursor(cursor, ["number", "number"])).toThrow(AppError);
    try {
      decodeCursor(cursor, ["number", "number"]);
    } catch (e) {
      expect((e as AppError).code).toBe("BAD_USER_INPUT");
      expect((e as AppError).message).toBe("Invalid cursor");
    }
  });

  it("carry the longest names in any script: two 200-character keys of three-byte letters round-trip", () => {
    const name = "夜".repeat(200);
    const c = encodeCursor([name, `${name}`, 2147483647]);
    expect(c.length).toBeLessThanOrEqual(MAX_CURSOR_LENGTH);
    expect(decodeCursor(c, ["string", "string", "number"])).toEqual([name, name, 2147483647]);
  });

  it("page sizes are 1..100", () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(100)).toBe(100);
    for (const bad of [0, 101, 1.5, -1]) expect(() => pageSize(bad)).toThrow("first must be between 1 and 100");
  });

  it("pageFromRows trims the look-ahead row and reports the next page", () => {
    const page = pageFromRows([{ id: 1 }, { id: 2 }, { id: 3 }], 2, (r) => [r.id]);
    expect(page.nodes).toEqual([{ id: 1 }, { id: 2 }]);
    expect(page.pageInfo).toEqual({ hasNextPage: true, endCursor: encodeCursor([2]) });
    expect(pageFromRows([], 2, () => []).pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });
});

describe("backward pages (last/before)", () => {
  const items = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));
  const ids = (p: Page<{ id: number }>) => p.nodes.map((x) => x.id);

  it("first and last together are refused; last has the bounds of first", () => {
    expect(() => pageRequest({ first: 2, last: 2 })).toThrow("Pass first or last, not both");
    for (const bad of [0, 101]) expect(() => pageRequest({ last: bad })).toThrow("last must be between 1 and 100");
    expect(pageRequest({})).toEqual({ size: 20, backward: false, after: null, before: null });
  });

  it("pageFromList: the last items, then the ones before, in the list's order, with full pageInfo", () => {
    const end = pageFromList(items, { last: 3 }, (x) => x.id);
    expect(ids(end)).toEqual([8, 9, 10]);
    expect(end.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: encodeCursor([8]),
      endCursor: encodeCursor([10]),
    });
    const before = pageFromList(items, { last: 3, before: end.pageInfo.startCursor }, (x) => x.id);
    expect(ids(before)).toEqual([5, 6, 7]);
    expect(before.pageInfo.hasNextPage).toBe(true);
    const start = pageFromList(items, { last: 5, before: encodeCursor([3]) }, (x) => x.id);
    expect(ids(start)).toEqual([1, 2]);
    expect(start.pageInfo.hasPreviousPage).toBe(false);
    // A window between two cursors, forward.
    expect(ids(pageFromList(items, { first: 10, after: encodeCursor([2]), before: encodeCursor([6]) }, (x) => x.id))).toEqual([
      3, 4, 5,
    ]);
    expect(pageFromList(items, { first: 2 }, (x) => x.id).pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    expect(pageFromList(items, { first: 2, after: encodeCursor([2]) }, (x) => x.id).pageInfo.hasPreviousPage).toBe(true);
    expect(end.totalCount).toBe(10);
  });
});

describe("keysetPage on a real database", () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(2);
    const base = Date.UTC(2026, 0, 1);
    // 25 entries; pairs share a timestamp so the id breaks ties.
    for (let i = 0; i < 25; i++) {
      await db.dataSource.getRepository(Log).insert({
        userId: null,
        action: `entry ${i}`,
        category: LogCategory.quest,
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      });
    }
  });
  afterAll(() => db.close());

  const keys: KeysetKey<Log>[] = [
    { sql: "l.created_at", direction: "DESC", kind: "string", cast: "timestamptz", of: (l) => l.createdAt.toISOString() },
    { sql: "l.id", direction: "DESC", kind: "number", of: (l) => l.id },
  ];

  it("walks every row exactly once, newest first, with ties broken by id", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Page<Log> = await keysetPage(
        db.dataSource.getRepository(Log).createQueryBuilder("l"),
        keys,
        { first: 7, after },
        { count: true },
      );
      expect(page.totalCount).toBe(25);
      seen.push(...page.nodes.map((l) => l.action));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen[0]).toBe("entry 24");
    expect(seen[24]).toBe("entry 0");
  });

  it("walks every row exactly once backwards with last/before, each page in the list's order", async () => {
    const forward: string[] = [];
    let after: string | null = null;
    do {
      const page: Page<Log> = await keysetPage(db.dataSource.getRepository(Log).createQueryBuilder("l"), keys, {
        first: 7,
        after,
      });
      forward.push(...page.nodes.map((l) => l.action));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    const pages: string[][] = [];
    let before: string | null = null;
    for (;;) {
      const page: Page<Log> = await keysetPage(
        db.dataSource.getRepository(Log).createQueryBuilder("l"),
        keys,
        { last: 7, before },
        { count: true },
      );
      expect(page.totalCount).toBe(25);
      expect(page.pageInfo.startCursor).toBe(page.edges[0].cursor);
      expect(page.pageInfo.hasNextPage).toBe(before !== null);
      pages.unshift(page.nodes.map((l) => l.action));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor!;
    }
    expect(pages.map((p) => p.length)).toEqual([4, 7, 7, 7]);
    expect(pages.flat()).toEqual(forward);
    // Without a count in the statement, the total is counted when asked.
    const lazy = await keysetPage(db.dataSource.getRepository(Log).createQueryBuilder("l"), keys, { last: 2 });
    expect(lazy.totalCount).toBeUndefined();
    expect(await lazy.count!()).toBe(25);
  });

  it.each(["not a date", "2026-13-45T99:00:00.000Z", "2026-01-01", "1e999"])(
    "a forged time %j in a well-formed cursor is BAD_USER_INPUT Invalid cursor, before any statement",
    async (time) => {
      const after = encodeCursor([time, 5]);
      const run = keysetPage(db.dataSource.getRepository(Log).createQueryBuilder("l"), keys, { first: 3, after });
      await expect(run).rejects.toThrow(AppError);
      await expect(run).rejects.toMatchObject({ code: "BAD_USER_INPUT", message: "Invalid cursor" });
    },
  );

  it("mixed directions: oldest first by time, highest id first within a second", async () => {
    const mixed: KeysetKey<Log>[] = [{ ...keys[0], direction: "ASC" }, keys[1]];
    const first = await keysetPage(db.dataSource.getRepository(Log).createQueryBuilder("l"), mixed, { first: 3 });
    expect(first.nodes.map((l) => l.action)).toEqual(["entry 1", "entry 0", "entry 3"]);
    const second = await keysetPage(db.dataSource.getRepository(Log).createQueryBuilder("l"), mixed, {
      first: 3,
      after: first.pageInfo.endCursor,
    });
    expect(second.nodes.map((l) => l.action)).toEqual(["entry 2", "entry 5", "entry 4"]);
  });

  it("a key the database computes on both sides (param): no row skipped where JavaScript's case mapping differs", async () => {
    const repo = db.dataSource.getRepository(Log);
    // JavaScript lowercases "İ" to "i̇" (two code points), PostgreSQL to "i" (or not at all): either way the cursor
    // must compare with PostgreSQL's lower() of the raw value.
    for (const action of ["İx cased", "ia cased", "iz cased", "IB cased"]) {
      await repo.insert({ userId: null, action, category: LogCategory.mission, createdAt: new Date(Date.UTC(2026, 1, 1)) });
    }
    const qb = () => repo.createQueryBuilder("l").where("l.category = :c", { c: LogCategory.mission });
    const cased: KeysetKey<Log>[] = [
      { sql: "lower(l.action)", param: (p) => `lower(${p}::text)`, direction: "ASC", kind: "string", of: (l) => l.action },
      { sql: "l.id", direction: "ASC", kind: "number", of: (l) => l.id },
    ];
    const expected = (await qb().orderBy("lower(l.action)").addOrderBy("l.id").getMany()).map((l) => l.action);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Page<Log> = await keysetPage(qb(), cased, { first: 1, after });
      seen.push(...page.nodes.map((l) => l.action));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(expected).toHaveLength(4);
    expect(seen).toEqual(expected);
  });
});
