import { LocusRole, LOCUS_LANGUAGES, LOCUS_LIMITS, TeamHub } from "./locus.options";
import {
  checkCanBePublic,
  checkCardFields,
  checkSearch,
  checkSeasonChange,
  checkSeasonOpen,
  closedNotice,
  normalizeCard,
  seasonKey,
  seasonTitle,
  type LocusCardFields,
} from "./locus.rules";

const base: LocusCardFields = {
  timezone: "UTC+1",
  availability: "evenings",
  roles: [LocusRole.mapper],
  languages: ["English"],
  discord: "someone",
  email: "someone@example.com",
  about: "hi",
};

describe("checkCardFields", () => {
  it.each<[string, Partial<LocusCardFields>, string | null]>([
    ["a full card", {}, null],
    ["an empty card", { timezone: null, availability: "", roles: [], languages: [], discord: "", email: "", about: "" }, null],
    ["a half-hour timezone", { timezone: "UTC-3:30" }, null],
    ["UTC+5:30", { timezone: "UTC+5:30" }, null],
    ["an unknown timezone", { timezone: "UTC+13" }, "Invalid timezone"],
    ["a timezone in another spelling", { timezone: "+1" }, "Invalid timezone"],
    ["every role", { roles: Object.values(LocusRole) }, null],
    ["an unknown role", { roles: ["dancer" as LocusRole] }, "Invalid role"],
    ["an unknown language", { languages: ["Klingon"] }, "Invalid language"],
    ["a language in another case", { languages: ["english"] }, "Invalid language"],
    [
      "too many languages",
      {
        languages: LOCUS_LANGUAGES.slice(0, LOCUS_LIMITS.languages + 1),
      },
      "Pick at most 10 languages",
    ],
    ["availability at the limit", { availability: "a".repeat(LOCUS_LIMITS.availability) }, null],
    [
      "availability over the limit",
      { availability: "a".repeat(LOCUS_LIMITS.availability + 1) },
      "Availability must be at most 400 characters",
    ],
    ["a multi-line availability", { availability: "weekdays\nweekends" }, null],
    ["discord at the limit", { discord: "d".repeat(LOCUS_LIMITS.discord) }, null],
    ["discord over the limit", { discord: "d".repeat(LOCUS_LIMITS.discord + 1) }, "Discord must be at most 40 characters"],
    ["discord with a newline", { discord: "a\nb" }, "Discord contains invalid characters"],
    ["email over the limit", { email: `${"e".repeat(LOCUS_LIMITS.email)}@x.io` }, "Email must be at most 100 characters"],
    ["an email without @", { email: "nobody" }, "Not a valid email address"],
    ["an email with spaces", { email: "a b@c.de" }, "Not a valid email address"],
    ["about at the limit", { about: "x".repeat(LOCUS_LIMITS.about) }, null],
    ["about over the limit", { about: "x".repeat(LOCUS_LIMITS.about + 1) }, "About must be at most 3000 characters"],
    ["about with a NUL", { about: "a\u0000b" }, "About contains invalid characters"],
  ])("%s", (_name, over, message) => {
    const p = checkCardFields({ ...base, ...over });
    expect(p?.message ?? null).toBe(message);
    if (p) expect(p.code).toBe("BAD_USER_INPUT");
  });
});

describe("normalizeCard", () => {
  it("trims text, drops duplicates and orders roles and languages canonically", () => {
    expect(
      normalizeCard({
        timezone: "  ",
        availability: "  later ",
        roles: [LocusRole.musician, LocusRole.mapper, LocusRole.musician],
        languages: ["Spanish", "English", "Spanish"],
        discord: " d ",
        email: " e@x.io ",
        about: "\n about \n",
      }),
    ).toEqual({
      timezone: null,
      availability: "later",
      roles: [LocusRole.mapper, LocusRole.musician],
      languages: ["English", "Spanish"],
      discord: "d",
      email: "e@x.io",
      about: "about",
    });
  });

  it("keeps unknown values so the check can refuse them", () => {
    const n = normalizeCard({ ...base, languages: ["English", "Klingon"] });
    expect(n.languages).toEqual(["English", "Klingon"]);
    expect(checkCardFields(n)?.message).toBe("Invalid language");
  });
});

describe("season and publishing rules", () => {
  it.each([
    [[], "Must add at least one role!"],
    [[LocusRole.hitsounder], null],
  ])("a public card with roles %j", (roles, message) => {
    expect(checkCanBePublic({ roles })?.message ?? null).toBe(message);
  });

  it("members write only while the season is open", () => {
    expect(checkSeasonOpen({ isOpen: true })).toBeNull();
    expect(checkSeasonOpen({ isOpen: false })).toEqual({ code: "CONFLICT", message: "Locus's Nexus is closed for the year!" });
  });

  it("the closed notice names the next year", () => {
    expect(closedNotice(2026)).toBe("Locus's Nexus is closed for the year! Check back again in 2027 :)");
  });

  it.each<[number, number | null, string | null]>([
    [2026, null, null],
    [2026, 2026, null],
    [2027, 2026, null],
    [2025, 2026, "Only the current season or a newer one can be changed"],
    [2019, null, "The season must be a year from 2020 to 2100"],
    [2101, 2026, "The season must be a year from 2020 to 2100"],
    [2026.5, 2026, "The season must be a year from 2020 to 2100"],
  ])("season %s when the current is %s", (year, current, message) => {
    expect(checkSeasonChange(year, current)?.message ?? null).toBe(message);
  });

  it.each([
    [null, null],
    ["", null],
    ["x".repeat(100), null],
    ["x".repeat(101), "Search text must be at most 100 characters"],
    [`  ${"x".repeat(100)}  `, null],
  ])("search %#", (search, message) => {
    expect(checkSearch(search)?.message ?? null).toBe(message);
  });
});

describe("Aspire: the same rules with its own roles, seasons and texts", () => {
  it("offers mapper and storyboarder only", () => {
    expect(checkCardFields({ ...base, roles: [LocusRole.mapper, LocusRole.storyboarder] }, TeamHub.aspire)).toBeNull();
    for (const role of [LocusRole.visualDesigner, LocusRole.musician, LocusRole.hitsounder])
      expect(checkCardFields({ ...base, roles: [role] }, TeamHub.aspire)?.message).toBe("Invalid role");
    expect(checkCardFields({ ...base, roles: [LocusRole.hitsounder] })).toBeNull();
  });

  it("numbers its seasons by edition, 1 to 100, never going back", () => {
    expect(checkSeasonChange(6, null, TeamHub.aspire)).toBeNull();
    expect(checkSeasonChange(7, 6, TeamHub.aspire)).toBeNull();
    expect(checkSeasonChange(5, 6, TeamHub.aspire)?.code).toBe("CONFLICT");
    expect(checkSeasonChange(2026, 6, TeamHub.aspire)?.message).toBe("The Aspire edition must be a number from 1 to 100");
    expect(checkSeasonChange(6, null)?.message).toBe("The season must be a year from 2020 to 2100");
  });

  it("names its season and its closed hub", () => {
    expect(seasonKey(TeamHub.aspire, 6)).toBe("aspire6");
    expect(seasonTitle(TeamHub.aspire, 6)).toBe("Aspire 6");
    expect(seasonKey(TeamHub.locus, 2026)).toBe("locus2026");
    expect(closedNotice(6, TeamHub.aspire)).toBe("Aspire's Teammates Hub is closed! Check back for Aspire 7 :)");
    expect(checkSeasonOpen({ isOpen: false }, TeamHub.aspire)).toEqual({
      code: "CONFLICT",
      message: "Aspire's Teammates Hub is closed!",
    });
  });
});
