import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import { SpendCategory } from "../../core/enums";
import { User } from "../users/user.entity";
import { LedgerService } from "./ledger.service";
import { SpentPoints } from "./spent-points.entity";

describe("LedgerService", () => {
  let db: Database;
  let ledger: LedgerService;

  beforeAll(async () => {
    db = await createTestDatabase(8);
    ledger = new LedgerService(testDeps(db));
  });
  afterAll(async () => {
    await db.close();
  });

  const spendOnce = (userId: number, amount: number) =>
    db.dataSource.transaction((m) =>
      ledger.spend(m, {
        userId,
        amount,
        category: SpendCategory.rerollShowcaseMissionSong,
        reason: "test",
        insufficientMessage: "Not enough available points!",
      }),
    );

  test("20 concurrent spends charge exactly what the user can afford; the balance never goes below zero", async () => {
    const user = await fixtures(db.dataSource).user({ questPoints: 100, totalPoints: 100 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => spendOnce(user.id, 35)));
    const ok = results.filter((r) => r.status === "fulfilled").length;
    const refused = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    expect(ok).toBe(2);
    expect(refused).toHaveLength(18);
    expect(refused.every((r) => r.reason.message === "Not enough available points!")).toBe(true);
    const after = await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(after.spentPoints).toBe(70);
    const rows = await db.dataSource.getRepository(SpentPoints).findBy({ userId: user.id });
    expect(rows.map((r) => r.amount)).toEqual([35, 35]);
  });

  test("a refund is a compensating row; history keeps both", async () => {
    const user = await fixtures(db.dataSource).user({ questPoints: 50 });
    const spent = await spendOnce(user.id, 30);
    await db.dataSource.transaction((m) => ledger.refund(m, spent, "quest rejected"));
    const history = await ledger.history(user.id);
    expect(history.map((h) => [h.category, h.amount])).toEqual([
      [SpendCategory.refund, -30],
      [SpendCategory.rerollShowcaseMissionSong, 30],
    ]);
    expect((await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).spentPoints).toBe(0);
  });

  test("rejects a non-positive amount and changes nothing", async () => {
    const user = await fixtures(db.dataSource).user({ questPoints: 50 });
    await expect(spendOnce(user.id, 0)).rejects.toThrow("Invalid amount");
    await expect(spendOnce(user.id, -5)).rejects.toThrow("Invalid amount");
    expect(await ledger.history(user.id)).toEqual([]);
  });

  test("the leader-covers case may go negative only when allowed", async () => {
    const user = await fixtures(db.dataSource).user({ questPoints: 5 });
    await expect(spendOnce(user.id, 10)).rejects.toThrow("Not enough available points!");
    await db.dataSource.transaction((m) =>
      ledger.spend(m, {
        userId: user.id,
        amount: 10,
        category: SpendCategory.acceptQuest,
        reason: "covering",
        allowNegative: true,
      }),
    );
    expect((await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).spentPoints).toBe(10);
  });
});
