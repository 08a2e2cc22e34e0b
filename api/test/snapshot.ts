import type { Database } from "../src/db/data-source";

/** Every data table's content as one digest each: "the database is as it was" means these are equal. */
export async function snapshot(db: Database): Promise<Record<string, string>> {
  const tables: { tablename: string }[] = await db.dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('migrations') ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [r]: { d: string | null; n: number }[] = await db.dataSource.query(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS d, count(*)::int AS n FROM "${tablename}" t`,
    );
    out[tablename] = `${r.n}:${r.d ?? ""}`;
  }
  return out;
}
