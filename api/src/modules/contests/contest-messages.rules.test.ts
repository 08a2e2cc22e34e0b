import { CONTEST_MESSAGE_MSG, contestMessageGuardProblem, contestMessageTextProblem } from "./contest-messages.rules";

describe("contest creators' messages", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const ago = (h: number) => new Date(now.getTime() - h * 3600_000);

  test("a message has 1 to 300 characters", () => {
    expect(contestMessageTextProblem("")).toEqual({ code: "BAD_USER_INPUT", message: CONTEST_MESSAGE_MSG.empty });
    expect(contestMessageTextProblem("x".repeat(300))).toBeNull();
    expect(contestMessageTextProblem("x".repeat(301))?.code).toBe("BAD_USER_INPUT");
    // Characters, not UTF-16 units.
    expect(contestMessageTextProblem("🎵".repeat(300))).toBeNull();
  });

  test("the same text (any case and spacing) is refused for a week", () => {
    expect(contestMessageGuardProblem("Upload now", [{ message: "upload   NOW", at: ago(100) }], now)).toEqual({
      code: "CONFLICT",
      message: CONTEST_MESSAGE_MSG.repeated,
    });
    expect(contestMessageGuardProblem("Upload now", [{ message: "upload now", at: ago(24 * 8) }], now)).toBeNull();
  });

  test("at most three a day per contest", () => {
    const three = [1, 2, 3].map((h) => ({ message: `m${h}`, at: ago(h) }));
    expect(contestMessageGuardProblem("new", three, now)?.message).toBe(CONTEST_MESSAGE_MSG.tooMany);
    expect(contestMessageGuardProblem("new", three.slice(0, 2), now)).toBeNull();
    expect(contestMessageGuardProblem("new", [...three.slice(0, 2), { message: "old", at: ago(25) }], now)).toBeNull();
  });
});
