/**
 * Demo data of the Locus team finder (modules/locus/README.md): this year's season open, and a grid of cards —
 * public and private, on a team or still looking, one hidden by an admin, cards with one contact or both.
 * DemoMapper (101) has a full public card, DemoSecret (103) a private one, DemoWorldCup (105) is on a team;
 * DemoNewcomer (102) has no card yet.
 */
import { LocusCard } from "../../modules/locus/locus-card.entity";
import { LocusSeasonRow } from "../../modules/locus/locus-season.entity";
import { LOCUS_LANGUAGES, LOCUS_ROLES, LOCUS_TIMEZONES, LocusRole } from "../../modules/locus/locus.options";
import type { EntityManager } from "typeorm";
import type { Rng } from "./random";

/**
 * The part of areas.ts's AreaSeedContext this seeder reads (declared here, not imported: areas.ts imports this file,
 * and the seeder stays assignable to AreaSeeder structurally).
 */
interface SeedContext {
  m: EntityManager;
  rng: Rng;
  now: Date;
  days: (n: number) => Date;
  userIds: number[];
  demoUser: (osuId: number) => number;
}

const AVAILABILITY = [
  "Weekday evenings (after 18:00 local)",
  "Weekends, most of the day",
  "Flexible — I reply within a day",
  "Mornings before work, Sundays",
  "Nights; I'm a night owl",
  "About 10 hours a week",
];

const ABOUT = [
  "I map **high-energy** songs and love tight rhythm. Looking for a storyboarder who enjoys syncing to drums.",
  "Storyboarder with a few projects behind me. I mostly work with *particles* and lyric effects.\n\n- osb scripting\n- colour grading",
  "Composer and producer — I can write an original track for the team. Genres: electronic, orchestral.",
  "First Locus! I mostly map **Hard/Insane** and want to learn collaboration.",
  "Hitsounder: custom samples, clean volume work. Happy to help several teams.",
  "Visual designer: backgrounds, skin elements, short videos. Portfolio on request.",
];

export const locusSeeder = {
  name: "locus",
  async seed(ctx: SeedContext): Promise<Record<string, number>> {
    const { m, rng, now, days, userIds, demoUser } = ctx;
    const season = now.getUTCFullYear();
    await m.insert(LocusSeasonRow, { year: season, isOpen: true, updatedAt: days(-40) });

    const demoIds = new Set([100, 101, 102, 103, 104, 105, 106, 107].map(demoUser));
    const others = rng.sample(
      userIds.filter((id) => !demoIds.has(id)),
      24,
    );
    const rows: Partial<LocusCard>[] = [];
    const card = (userId: number, over: Partial<LocusCard> = {}): Partial<LocusCard> => {
      const updatedAt = new Date(Math.min(rng.date(days(-30), now).getTime(), now.getTime()));
      const contact = rng.weighted([
        ["both", 5],
        ["discord", 3],
        ["email", 2],
      ] as const);
      const name = `member${userId}`;
      return {
        userId,
        season,
        timezone: rng.chance(0.9) ? rng.pick(LOCUS_TIMEZONES) : null,
        availability: rng.pick(AVAILABILITY),
        roles: LOCUS_ROLES.filter((r) => rng.sample(LOCUS_ROLES, rng.int(1, 3)).includes(r)),
        languages: LOCUS_LANGUAGES.filter((l) => ["English", ...rng.sample(LOCUS_LANGUAGES, rng.int(0, 2))].includes(l)),
        discord: contact === "email" ? "" : name,
        email: contact === "discord" ? "" : `${name}@example.com`,
        about: rng.pick(ABOUT),
        isPublic: rng.chance(0.8),
        isOnTeam: rng.chance(0.2),
        isHiddenByAdmin: false,
        createdAt: new Date(updatedAt.getTime() - rng.int(0, 10) * 86_400_000),
        updatedAt,
        ...over,
      };
    };

    rows.push(
      card(demoUser(101), {
        timezone: "UTC+1",
        availability: "Weekday evenings and most weekends",
        roles: [LocusRole.mapper, LocusRole.hitsounder],
        languages: ["English", "German"],
        discord: "demomapper",
        email: "demomapper@example.com",
        about:
          "Rank 3 mapper looking for a **storyboarder** and a **musician** for Locus. I like fast streams and clean patterns.",
        isPublic: true,
        isOnTeam: false,
        updatedAt: now,
      }),
      card(demoUser(103), { isPublic: false, roles: [LocusRole.storyboarder], discord: "demosecret", email: "" }),
      card(demoUser(105), { isPublic: true, isOnTeam: true, roles: [LocusRole.visualDesigner, LocusRole.mapper] }),
    );
    others.forEach((id, i) =>
      rows.push(card(id, i === 0 ? { isPublic: true, isHiddenByAdmin: true, about: "buy cheap followers!!" } : {})),
    );
    for (const row of rows) await m.insert(LocusCard, row);
    return {
      cards: rows.length,
      publicCards: rows.filter((r) => r.isPublic && !r.isHiddenByAdmin).length,
      hidden: rows.filter((r) => r.isHiddenByAdmin).length,
    };
  },
};
