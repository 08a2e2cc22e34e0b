/** Demo data, the spent points ledger: quest accepts, submissions (and a refund), DemoMapper's re-open, rerolls. */
import { questCreationCost, reopenPrice } from "@mg/rules";
import { QuestStatus, SpendCategory } from "../../core/enums";
import { SpentPoints } from "../../modules/points/spent-points.entity";
import { DAY, insertMany, type SeedRun } from "./seed-support";
import type { SeededUsers } from "./section-users";
import type { SeededQuests } from "./section-quests";

export async function seedLedger(
  run: SeedRun,
  users: SeededUsers,
  quests: SeededQuests,
  ledger: Partial<SpentPoints>[],
): Promise<void> {
  const { m, today, days } = run;
  const { ADMIN, MAPPER } = users;
  const { questPlans, questIds } = quests;
  questPlans.forEach((p, qi) => {
    if (p.party) {
      for (const u of p.party.members) {
        ledger.push({
          userId: u,
          category: SpendCategory.acceptQuest,
          amount: p.row.price!,
          reason: `Accepted quest "${p.row.name}"`,
          questId: questIds[qi],
          createdAt: p.row.accepted!,
        });
      }
    }
    if (
      p.row.status === QuestStatus.pending ||
      p.row.status === QuestStatus.rejected ||
      (p.row.creatorId !== ADMIN && p.row.status !== QuestStatus.open)
    ) {
      const n = p.row.requiredMapsets!;
      // The demo prices every submission as one with an artist.
      const cost = questCreationCost(n, true);
      ledger.push({
        userId: p.row.creatorId!,
        category: SpendCategory.createQuest,
        amount: cost,
        reason: `Submitted quest "${p.row.name}"`,
        questId: questIds[qi],
        createdAt: p.row.createdAt!,
      });
      if (p.row.status === QuestStatus.rejected) {
        ledger.push({
          userId: p.row.creatorId!,
          category: SpendCategory.refund,
          amount: -cost,
          reason: `Refund: quest "${p.row.name}" was rejected`,
          questId: questIds[qi],
          createdAt: new Date(p.row.createdAt!.getTime() + DAY),
        });
      }
    }
  });
  // DemoMapper re-opened a quest once.
  const reopened = questPlans.findIndex((p) => p.row.status === QuestStatus.open && p.row.expiration! > today);
  ledger.push({
    userId: MAPPER,
    category: SpendCategory.reopenQuest,
    amount: reopenPrice(questPlans[reopened].row.price!),
    reason: `Re-opened quest "${questPlans[reopened].row.name}"`,
    questId: questIds[reopened],
    createdAt: days(-40),
  });
  await insertMany(m, SpentPoints, ledger);
}
