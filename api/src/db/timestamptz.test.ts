import { parseDate, parseTimestamptz } from "./timestamptz";

/** The same value as pg's own parser (postgres-date), whichever way the text is read. */
const same = (text: string) => {
  const ours = parseTimestamptz(text);
  const theirs = parseDate(text);
  const value = (v: unknown) => (v instanceof Date ? `Date ${v.getTime()}` : String(v));
  expect([text, value(ours)]).toEqual([text, value(theirs)]);
};

describe("timestamptz parser (db/timestamptz.ts)", () => {
  test("PostgreSQL's ISO output in UTC, with 0 to 6 fraction digits", () => {
    for (const text of [
      "2026-11-24 13:55:39+00",
      "2026-11-24 13:55:39.1+00",
      "2026-11-24 13:55:39.12+00",
      "2026-11-24 13:55:39.123+00",
      "2026-11-24 13:55:39.1234+00",
      "2026-11-24 13:55:39.12345+00",
      "2026-11-24 13:55:39.123456+00",
      "2000-02-29 00:00:00+00",
      "1970-01-01 00:00:00+00",
      "9999-12-31 23:59:59.999999+00",
    ])
      same(text);
  });

  test("fractions whose float product is not a whole number truncate as postgres-date's do", () => {
    for (let ms = 0; ms < 1000; ms++) {
      const f = String(ms).padStart(3, "0");
      same(`2024-05-06 07:08:09.${f}+00`);
      same(`2024-05-06 07:08:09.${f}5+00`);
      same(`2024-05-06 07:08:09.${f}999+00`);
    }
  });

  test("PostgreSQL's own shape is read without postgres-date", () => {
    const refuse = (text: string): never => {
      throw new Error(`fell back on ${text}`);
    };
    for (const text of ["2026-11-24 13:55:39+00", "2026-11-24 13:55:39.123456+00", "2026-03-29 01:30:00.5-03:30"])
      expect((parseTimestamptz(text, refuse) as Date).getTime()).toBe((parseDate(text) as Date).getTime());
    expect(() => parseTimestamptz("infinity", refuse)).toThrow("fell back on infinity");
  });

  test("other offsets: ±HH, ±HH:MM and ±HH:MM:SS", () => {
    for (const offset of ["+01", "-05", "+05:30", "-03:30", "+14", "-12", "+05:45", "-00:44:30", "+00:00"])
      same(`2026-03-29 01:30:00.5${offset}`);
  });

  test("anything else goes to postgres-date: infinity, BC, early years, other styles, malformed text", () => {
    for (const text of [
      "infinity",
      "-infinity",
      "0099-01-01 00:00:00+00",
      "0001-01-01 00:00:00+00 BC",
      "2026-11-24 13:55:39+00 BC",
      "2026-11-24T13:55:39Z",
      "2026-11-24 13:55:39Z",
      "2026-11-24 13:55:39",
      "2026-11-24 13:55:39.+00",
      "2026-11-24 13:55:39+0",
      "2026-11-24 13:55:39+00:",
      "2026-11-24 13:55:39+00:00:00:00",
      "2026-11-24",
      "12026-11-24 13:55:39+00",
      "20x6-11-24 13:55:39+00",
    ])
      same(text);
  });
});
