import { QuestStatus } from "../common/enums";
import { isQuestExpired, isQuestOverdue, reopenPrice } from "./quests.rules";

const now = new Date("2026-06-01T00:00:00Z");
const before = new Date("2026-05-31T23:59:59Z");
const after = new Date("2026-06-01T00:00:01Z");

describe("quest status rules", () => {
  test.each([
    [QuestStatus.open, before, true],
    [QuestStatus.open, after, false],
    [QuestStatus.open, null, false],
    [QuestStatus.wip, before, false],
    [QuestStatus.scheduled, before, false],
  ])("%s quest expiring %p is expired: %p", (status, expiration, expected) => {
    expect(isQuestExpired({ status, expiration }, now)).toBe(expected);
  });

  test.each([
    [QuestStatus.wip, before, true],
    [QuestStatus.wip, after, false],
    [QuestStatus.done, before, false],
    [QuestStatus.open, before, false],
  ])("%s quest with deadline %p is overdue: %p", (status, deadline, expected) => {
    expect(isQuestOverdue({ status, deadline }, now)).toBe(expected);
  });

  test.each([[0, 25], [10, 30], [15, 32.5], [100, 75]])("re-opening a %p point quest costs %p", (price, cost) => {
    expect(reopenPrice(price)).toBe(cost);
  });
});
