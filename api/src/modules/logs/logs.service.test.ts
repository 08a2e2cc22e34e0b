import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import { LogCategory } from "../../core/enums";
import { LogsService } from "./logs.service";

describe("LogsService", () => {
  let db: Database;
  let logs: LogsService;

  beforeAll(async () => {
    db = await createTestDatabase();
    logs = new LogsService(testDeps(db));
    const f = fixtures(db.dataSource);
    const base = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 250; i++) {
      await f.log(`action ${i}`, {
        createdAt: new Date(base + Math.floor(i / 3) * 60_000),
        category: i % 50 === 7 ? LogCategory.error : LogCategory.quest,
      });
    }
  });
  afterAll(async () => {
    await db.close();
  });

  test("pages newest first with a cursor: no duplicates, no gaps, errors hidden, even with equal timestamps", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await logs.list({ cursor });
      seen.push(...page.logs.map((l) => l.action));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(245);
    expect(new Set(seen).size).toBe(245);
    expect(seen[0]).toBe("action 249");
    expect(seen).not.toContain("action 7");
  });

  test("new entries arriving between pages do not shift the next page", async () => {
    const first = await logs.list({ limit: 10 });
    await logs.write(null, "brand new", LogCategory.mission);
    const second = await logs.list({ cursor: first.nextCursor, limit: 10 });
    expect(second.logs[0].id).toBeLessThan(first.logs[9].id);
    expect(second.logs.map((l) => l.action)).not.toContain("brand new");
  });

  test("limit is capped at 100 and a bad cursor is a clear input error", async () => {
    expect((await logs.list({ limit: 5000 })).logs).toHaveLength(100);
    await expect(logs.list({ cursor: "nonsense" })).rejects.toMatchObject({ code: "BAD_USER_INPUT", message: "Invalid cursor" });
  });
});
