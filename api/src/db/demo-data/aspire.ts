/**
 * Demo data of Aspire (modules/locus/README.md, "Aspire"): season 6 (the original's `aspire6`) open, a grid of mapper
 * and storyboarder cards — on a team or still looking, one private, one hidden by an admin — and the season's allowed
 * songs: every song of the released featured artists added before the contest's announcement (50 days ago), as the
 * original's list was "FA songs released before" it. DemoShowcase (106) has a public storyboarder card; DemoMapper
 * (101) and DemoNewcomer (102) have none yet, so they can make one.
 */
import type { EntityManager } from "typeorm";
import { LocusCard } from "../../modules/locus/locus-card.entity";
import { LocusSeasonRow } from "../../modules/locus/locus-season.entity";
import { LOCUS_LANGUAGES, LOCUS_TIMEZONES, LocusRole, TeamHub } from "../../modules/locus/locus.options";
import { normalizeSongText, songLine } from "../../modules/locus/aspire-songs.rules";
import type { Rng } from "./random";

/** The part of areas.ts's AreaSeedContext this seeder reads (declared here: areas.ts imports this file). */
interface SeedContext {
  m: EntityManager;
  rng: Rng;
  now: Date;
  days: (n: number) => Date;
  userIds: number[];
  demoUser: (osuId: number) => number;
}

export const ASPIRE_DEMO_SEASON = 6;

const ABOUT = [
  "Mapper who loves **gimmicks**: SV tricks, hidden patterns, anything the ranking criteria would never allow.",
  "Storyboarder: lyric effects, camera work with *particles*, and a lot of colour grading.",
  "Looking for a storyboarder for a 3-minute electronic track. I can map every difficulty myself.",
  "First Aspire! I storyboard in osb scripts and want to team up with someone bold.",
  "Mapper with a Visual Spectacle idea that needs a storyboarder who enjoys syncing to every kick.",
  "Innovative Gameplay entry in mind; a storyboarder to make it look as strange as it plays would be ideal.",
];
const AVAILABILITY = ["Evenings after work", "Weekends", "Most days, flexible", "Nights (UTC+8)", "About 8 hours a week"];

export const aspireSeeder = {
  name: "aspire",
  async seed(ctx: SeedContext): Promise<Record<string, number>> {
    const { m, rng, now, days, demoUser } = ctx;
    const season = ASPIRE_DEMO_SEASON;
    await m.insert(LocusSeasonRow, { hub: TeamHub.aspire, year: season, isOpen: true, updatedAt: days(-50) });

    const demo = new Set([100, 101, 102, 103, 104, 105, 106, 107].map(demoUser));
    const others = rng.sample(
      ctx.userIds.filter((id) => !demo.has(id)),
      18,
    );
    const roleSets = [[LocusRole.mapper], [LocusRole.storyboarder], [LocusRole.mapper, LocusRole.storyboarder]];
    const card = (userId: number, over: Partial<LocusCard> = {}): Partial<LocusCard> => {
      const updatedAt = new Date(Math.min(rng.date(days(-45), now).getTime(), now.getTime()));
      const name = `member${userId}`;
      const contact = rng.pick(["both", "discord", "email"] as const);
      return {
        userId,
        hub: TeamHub.aspire,
        season,
        timezone: rng.chance(0.9) ? rng.pick(LOCUS_TIMEZONES) : null,
        availability: rng.pick(AVAILABILITY),
        roles: rng.pick(roleSets),
        languages: LOCUS_LANGUAGES.filter((l) => ["English", ...rng.sample(LOCUS_LANGUAGES, rng.int(0, 2))].includes(l)),
        discord: contact === "email" ? "" : name,
        email: contact === "discord" ? "" : `${name}@example.com`,
        about: rng.pick(ABOUT),
        isPublic: rng.chance(0.85),
        isOnTeam: rng.chance(0.25),
        isHiddenByAdmin: false,
        createdAt: new Date(updatedAt.getTime() - rng.int(0, 5) * 86_400_000),
        updatedAt,
        ...over,
      };
    };
    const rows: Partial<LocusCard>[] = [
      card(demoUser(106), {
        timezone: "UTC+2",
        availability: "Weekends and Wednesday evenings",
        roles: [LocusRole.storyboarder],
        languages: ["English", "French"],
        discord: "demoshowcase",
        email: "",
        about: "Storyboarder for **Visual Spectacle**: I'd love a mapper with a bold idea and a song from the allowed list.",
        isPublic: true,
        isOnTeam: false,
        updatedAt: now,
      }),
    ];
    others.forEach((id, i) =>
      rows.push(
        card(
          id,
          i === 0
            ? { isPublic: true, isHiddenByAdmin: true, about: "free storyboards!!! dm me for cheap osu! supporter" }
            : i === 1
              ? { isPublic: false }
              : {},
        ),
      ),
    );
    for (const row of rows) await m.insert(LocusCard, row);

    // The allowed songs: released featured artists' songs added before the announcement.
    const songs: { id: number; artist_name: string; title: string }[] = await m.query(
      `SELECT s.id, s.artist_name, s.title FROM featured_songs s JOIN featured_artists a ON a.id = s.artist_id
        WHERE a.osu_id IS NOT NULL AND a.status IN ('public', 'playlist') AND s.created_at < $1 ORDER BY s.id`,
      [days(-50)],
    );
    const seen = new Set<string>();
    const lines: string[] = [];
    const ids: number[] = [];
    for (const s of songs) {
      const line = songLine(s.artist_name, s.title);
      if (seen.has(line.toLowerCase())) continue;
      seen.add(line.toLowerCase());
      lines.push(line);
      ids.push(s.id);
    }
    if (lines.length) {
      await m.query(
        `INSERT INTO aspire_allowed_songs (season, line, search_key, song_id, created_at)
         SELECT $1, t.line, t.key, t.song_id, $5 FROM unnest($2::text[], $3::text[], $4::int[]) AS t(line, key, song_id)
         ON CONFLICT DO NOTHING`,
        [season, lines, lines.map(normalizeSongText), ids, days(-50)],
      );
    }
    return {
      cards: rows.length,
      publicCards: rows.filter((r) => r.isPublic && !r.isHiddenByAdmin).length,
      allowedSongs: lines.length,
    };
  },
};
