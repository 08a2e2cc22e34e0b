import { assertSchedule, nextRun } from "./schedule";

describe("nextRun (UTC cron)", () => {
  test("daily at 03:00", () => {
    expect(nextRun("0 3 * * *", new Date("2026-01-01T02:59:00Z")).toISOString()).toBe("2026-01-01T03:00:00.000Z");
    expect(nextRun("0 3 * * *", new Date("2026-01-01T03:00:00Z")).toISOString()).toBe("2026-01-02T03:00:00.000Z");
  });
  test("every six hours at :15", () => {
    expect(nextRun("15 */6 * * *", new Date("2026-01-01T06:20:00Z")).toISOString()).toBe("2026-01-01T12:15:00.000Z");
  });
  test("rejects nonsense", () => expect(() => assertSchedule("every day")).toThrow());
});
