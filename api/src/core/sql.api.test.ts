import { QueryFailedError } from "typeorm";
import { createTestDatabase } from "../../test/db";
import type { Database } from "../db/data-source";
import { readRows } from "./sql";

/** Prepared reads (core/sql.ts) answer what unnamed ones answer, fail the same way, and stay bounded. */
describe("prepared reads", () => {
  let db: Database;
  const sent: { name?: string; text: string }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(2);
    const pool = (db.dataSource.driver as unknown as { master: { query: (...a: unknown[]) => unknown } }).master;
    const query = pool.query.bind(pool);
    pool.query = (...args: unknown[]) => {
      const q = args[0] as { name?: string; text?: string } | string;
      sent.push(typeof q === "string" ? { text: q } : { name: q.name, text: String(q.text) });
      return query(...args);
    };
  });
  afterAll(async () => {
    await db.close();
  });

  test("the same rows as an unnamed statement, from a statement prepared once per text", async () => {
    const text = `SELECT g AS n, timestamptz '2026-11-24 12:00:00+00' - interval '1 day' * g AS at FROM generate_series(1, $1::int) g ORDER BY g`;
    const expected = await db.dataSource.query(text, [3]);
    sent.length = 0;
    for (const n of [3, 3, 3]) expect(await readRows(db.dataSource, text, [n])).toEqual(expected);
    if (db.kind === "postgres") {
      expect(sent).toHaveLength(3);
      expect(new Set(sent.map((s) => s.name)).size).toBe(1);
      expect(sent[0].name).toMatch(/^mg_\d+$/);
    }
  });

  test("a failing statement throws TypeORM's QueryFailedError with the driver's code", async () => {
    const fail = readRows(db.dataSource, `SELECT 1 / $1::int AS x`, [0]);
    await expect(fail).rejects.toBeInstanceOf(QueryFailedError);
    await expect(fail).rejects.toMatchObject({ driverError: { code: "22012" } });
  });

  test("a statement with many parameters is not prepared", async () => {
    const params = Array.from({ length: 20 }, (_, i) => i);
    const text = `SELECT ${params.map((_, i) => `$${i + 1}::int`).join(" + ")} AS total`;
    sent.length = 0;
    expect(await readRows(db.dataSource, text, params)).toEqual([{ total: 190 }]);
    if (db.kind === "postgres") expect(sent.every((s) => s.name === undefined)).toBe(true);
  });
});
