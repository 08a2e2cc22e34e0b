/**
 * The one source of the Locus card's options and limits (modules/locus/README.md): the server checks against these
 * and the `locusOptions` query hands them to the web form, so client and server never disagree.
 */
import { registerEnumType } from "type-graphql";

/** What a member can do in a Locus team. */
export enum LocusRole {
  mapper = "mapper",
  storyboarder = "storyboarder",
  visualDesigner = "visualDesigner",
  musician = "musician",
  hitsounder = "hitsounder",
}

export const LOCUS_ROLES: readonly LocusRole[] = Object.values(LocusRole);

/** Labels as shown on cards and in the role filter. */
export const LOCUS_ROLE_LABELS: Record<LocusRole, string> = {
  [LocusRole.mapper]: "Mapper",
  [LocusRole.storyboarder]: "Storyboarder",
  [LocusRole.visualDesigner]: "Visual designer",
  [LocusRole.musician]: "Musician",
  [LocusRole.hitsounder]: "Hitsounder",
};

registerEnumType(LocusRole, {
  name: "LocusRole",
  description: "A role a member offers to a Locus team",
  valuesConfig: {
    mapper: { description: "Maps the beatmap's difficulties" },
    storyboarder: { description: "Makes the storyboard" },
    visualDesigner: { description: "Makes visual assets: background, skin elements, video" },
    musician: { description: "Composes or produces the song" },
    hitsounder: { description: "Makes the hitsounds" },
  },
});

/** UTC offsets from UTC-11 to UTC+12, with the half-hour zones in use. Stored as written here. */
export const LOCUS_TIMEZONES: readonly string[] = [
  "UTC-11",
  "UTC-10",
  "UTC-9:30",
  "UTC-9",
  "UTC-8",
  "UTC-7",
  "UTC-6",
  "UTC-5",
  "UTC-4",
  "UTC-3:30",
  "UTC-3",
  "UTC-2",
  "UTC-1",
  "UTC+0",
  "UTC+1",
  "UTC+2",
  "UTC+3",
  "UTC+3:30",
  "UTC+4",
  "UTC+4:30",
  "UTC+5",
  "UTC+5:30",
  "UTC+6",
  "UTC+6:30",
  "UTC+7",
  "UTC+8",
  "UTC+9",
  "UTC+9:30",
  "UTC+10",
  "UTC+10:30",
  "UTC+11",
  "UTC+12",
];

/** The fixed list of languages a member may pick (30). */
export const LOCUS_LANGUAGES: readonly string[] = [
  "Arabic",
  "Chinese",
  "Czech",
  "Danish",
  "Dutch",
  "English",
  "Filipino",
  "Finnish",
  "French",
  "German",
  "Greek",
  "Hebrew",
  "Hindi",
  "Hungarian",
  "Indonesian",
  "Italian",
  "Japanese",
  "Korean",
  "Malay",
  "Norwegian",
  "Polish",
  "Portuguese",
  "Romanian",
  "Russian",
  "Spanish",
  "Swedish",
  "Thai",
  "Turkish",
  "Ukrainian",
  "Vietnamese",
];

/** Lengths in characters (counted as JavaScript string length, as the browser's maxlength does). */
export const LOCUS_LIMITS = {
  availability: 400,
  discord: 40,
  email: 100,
  about: 3000,
  /** How many languages one card may list. */
  languages: 10,
  /** Search text of the card grid. */
  search: 100,
} as const;

/** Seasons an admin may open or close. */
export const LOCUS_FIRST_SEASON = 2020;
export const LOCUS_LAST_SEASON = 2100;

/**
 * The team finders built on these cards (modules/locus/README.md): Locus (its seasons are years) and Aspire, the
 * original site's current one (its seasons are the contest's editions: Aspire 6 is the original's `aspire6`).
 */
export enum TeamHub {
  locus = "locus",
  aspire = "aspire",
}

registerEnumType(TeamHub, {
  name: "TeamHub",
  description: "Which team finder: Locus (seasons are years) or Aspire (seasons are the contest's editions)",
  valuesConfig: {
    locus: { description: "Locus, the yearly team mapping contest (/locus)" },
    aspire: { description: "Aspire, the contest without ranking criteria; teams of a mapper and a storyboarder (/aspire)" },
  },
});

/** What each team finder offers, and which seasons an admin may open. */
export const HUBS: Readonly<
  Record<
    TeamHub,
    { name: string; roles: readonly LocusRole[]; firstSeason: number; lastSeason: number; defaultSeason: (now: Date) => number }
  >
> = {
  [TeamHub.locus]: {
    name: "Locus",
    roles: LOCUS_ROLES,
    firstSeason: LOCUS_FIRST_SEASON,
    lastSeason: LOCUS_LAST_SEASON,
    defaultSeason: (now) => now.getUTCFullYear(),
  },
  // The original's Aspire hub offered these two roles only.
  [TeamHub.aspire]: {
    name: "Aspire",
    roles: [LocusRole.mapper, LocusRole.storyboarder],
    firstSeason: 1,
    lastSeason: 100,
    // The original's current edition (its hard-coded key `aspire6`), until an admin starts one.
    defaultSeason: () => 6,
  },
};

/** The allowed songs of an Aspire season (the original's allowlist file): limits of the admin's paste and the search. */
export const ASPIRE_SONG_LIMITS = {
  /** Characters of one "Artist - Title" line. */
  line: 300,
  /** Lines one paste may add. */
  linesPerPaste: 20_000,
  /** Songs one season may allow. */
  perSeason: 50_000,
  /** Characters of the search text; shorter than `minSearch` (after normalising) finds nothing. */
  search: 200,
  minSearch: 2,
} as const;
