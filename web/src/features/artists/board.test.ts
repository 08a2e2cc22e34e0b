import { ALL_COLUMNS, daysAgoText, daysSince, effectiveFilter, formatDay, isOverdue, SECTIONS, statusHints } from "./board";
import { deal } from "./test-fixtures";

const NOW = new Date("2026-03-10T12:00:00Z");

describe("FA Schedule board data", () => {
  it("has the spec's sections and columns in order", () => {
    expect(SECTIONS.map((s) => [s.title, s.columns.map((c) => c.title)])).toEqual([
      ["In progress", ["Ready", "Contract", "Discussion", "Current artist updates"]],
      ["Planned", ["Awaiting response", "Not contacted"]],
      ["Inactive", ["Up to date", "Rejected"]],
    ]);
    expect(ALL_COLUMNS.map((c) => c.column)).toEqual([
      "ready",
      "contract",
      "discussion",
      "artistUpdates",
      "awaitingResponse",
      "notContacted",
      "upToDate",
      "rejected",
    ]);
  });

  test.each([
    ["", null],
    ["ab", null],
    ["  ab  ", null],
    ["abc", "abc"],
    [" Camellia ", "Camellia"],
  ])("the label filter %j applies as %j (from three characters)", (input, expected) => {
    expect(effectiveFilter(input)).toBe(expected);
  });

  test.each([
    [null, "never"],
    ["2026-03-10T00:00:00.000Z", "today"],
    ["2026-03-09T00:00:00.000Z", "1 day ago"],
    ["2026-02-08T00:00:00.000Z", "30 days ago"],
  ])("last contact %s reads %s", (value, text) => {
    expect(daysAgoText(value, NOW)).toBe(text);
  });

  it("a contact older than 21 days is overdue, only for deals in progress", () => {
    expect(daysSince("2026-02-10T00:00:00.000Z", NOW)).toBe(28);
    expect(isOverdue({ lastContacted: "2026-02-10T00:00:00.000Z" }, true, NOW)).toBe(true);
    expect(isOverdue({ lastContacted: "2026-02-10T00:00:00.000Z" }, false, NOW)).toBe(false);
    expect(isOverdue({ lastContacted: "2026-02-20T00:00:00.000Z" }, true, NOW)).toBe(false);
    expect(isOverdue({ lastContacted: null }, true, NOW)).toBe(false);
  });

  const text = (patch: Parameters<typeof deal>[0]) => statusHints(deal(patch)).map((h) => h.text);
  test.each<[string, Parameters<typeof deal>[0], string[]]>([
    ["up to date says only that", { isUpToDate: true, contractSent: true }, ["up to date"]],
    [
      "contract sent: missing signatures and payment",
      { contractSent: true, hasRankedMaps: true },
      ["[artist signed]", "[ppy signed]", "[ppy paid]"],
    ],
    [
      "signed and paid: missing material",
      { contractSent: true, artistSigned: true, ppySigned: true, ppyPaid: true, hasRankedMaps: true },
      ["[images]", "[songs]"],
    ],
    [
      "songs received but not timed",
      {
        contractSent: true,
        artistSigned: true,
        ppySigned: true,
        ppyPaid: true,
        songsReceived: true,
        assetsReceived: true,
        hasRankedMaps: true,
      },
      ["[timing]"],
    ],
    ["rejected without an answer", { isRejected: true, hasRankedMaps: true }, ["no response"]],
    ["rejected after answering", { isRejected: true, isResponded: true, hasRankedMaps: true }, ["stopped responding"]],
    ["no showcase map yet", {}, ["[showcase]"]],
  ])("hints: %s", (_name, patch, expected) => {
    expect(text(patch)).toEqual(expected);
  });

  it("formats a day without time-zone drift", () => {
    expect(formatDay("2027-01-05")).toBe("5 Jan 2027");
    expect(formatDay(null)).toBe("");
  });
});
