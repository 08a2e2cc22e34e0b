import {
  daysFromMs,
  daysRemaining,
  formatDate,
  formatDateTimeUtc,
  formatPoints,
  modeOnlyLabel,
  pts,
  round1,
  truncate,
  truncateQuestName,
} from "./format";

describe("round1 / formatPoints", () => {
  test.each([
    [0, 0, "0.0"],
    [12, 12, "12.0"],
    [12.34, 12.3, "12.3"],
    [12.35, 12.4, "12.4"],
    [1.05, 1.1, "1.1"],
    [0.1 + 0.2, 0.3, "0.3"],
    [2.449999, 2.4, "2.4"],
    [-3.26, -3.3, "-3.3"],
    [-0.04, 0, "0.0"],
    [245.99, 246, "246.0"],
    [Number.NaN, 0, "0.0"],
  ])("%p -> %p (%s)", (input, rounded, shown) => {
    expect(round1(input)).toBe(rounded);
    expect(formatPoints(input)).toBe(shown);
  });
});

describe("pts", () => {
  test.each([
    [0, "0 pts"],
    [1, "1 pt"],
    [2, "2 pts"],
    [7, "7 pts"],
    [2.5, "2.5 pts"],
    [1.04, "1 pts"],
  ])("%p -> %s", (n, s) => expect(pts(n)).toBe(s));
});

describe("truncate", () => {
  const forty = "a".repeat(40);
  test.each([
    ["short", 40, "short"],
    [forty, 40, forty],
    [`${forty}b`, 40, `${forty}...`],
    ["x".repeat(121), 120, `${"x".repeat(120)}...`],
    ["", 40, ""],
  ])("%s cut at %p", (text, max, out) => expect(truncate(text, max)).toBe(out));

  it("cuts quest names at 40 characters", () => {
    expect(truncateQuestName("The very long featured artist name: mega-pack")).toBe(
      "The very long featured artist name: mega...",
    );
  });
});

describe("days", () => {
  const day = 86_400_000;
  test.each([
    [0, 0],
    [day, 1],
    [30 * day, 30],
    [1.4 * day, 1],
    [1.6 * day, 2],
  ])("daysFromMs(%p) = %p", (ms, d) => expect(daysFromMs(ms)).toBe(d));

  const now = new Date("2025-03-05T12:00:00Z");
  test.each([
    ["2025-03-05T12:00:00Z", 0],
    ["2025-03-05T13:00:00Z", 1],
    ["2025-03-06T12:00:00Z", 1],
    ["2025-03-15T11:00:00Z", 10],
    ["2025-03-04T12:00:00Z", -1],
    ["2025-03-05T11:00:00Z", -1],
  ])("daysRemaining(%s) = %p", (deadline, d) => expect(daysRemaining(deadline, now)).toBe(d));
});

describe("modeOnlyLabel", () => {
  test.each([
    [["osu", "taiko", "catch", "mania"], ""],
    [[], ""],
    [["taiko"], "(osu!taiko only)"],
    [["mania", "osu"], "(osu!, osu!mania only)"],
    [["osu", "taiko", "catch"], "(osu!, osu!taiko, osu!catch only)"],
  ])("%j -> %s", (modes, label) => expect(modeOnlyLabel(modes)).toBe(label));
});

describe("dates", () => {
  it("formats a date in UTC", () => {
    expect(formatDate("2025-03-05T23:30:00Z")).toBe("Mar 5, 2025");
    expect(formatDate("2025-03-05T00:30:00+02:00")).toBe("Mar 4, 2025");
  });
  it("formats a log timestamp", () => {
    expect(formatDateTimeUtc("2025-03-05T14:03:59Z")).toBe("Mar 5, 2025, 14:03 UTC");
    expect(formatDateTimeUtc("2025-12-31T00:05:00Z")).toBe("Dec 31, 2025, 00:05 UTC");
  });
});
