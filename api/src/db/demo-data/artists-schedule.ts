/**
 * Demo data of the FA Schedule and the admin featured-artist page (api/src/modules/artists/README.md): deals in every
 * board column (the core seed already has released artists that are up to date, unreleased ones that are ready and two
 * awaiting an answer), notes, offered users, showcase mappers, excluded songs, and the "FA showcase mapper" switch on
 * for a few more members (DemoShowcase 106 has it from its account; DemoSecret 103 gets it, so the FA Showcase page
 * lets it mark interest).
 *
 * New unreleased deals get names late in the alphabet and untimed songs: they never enter the showcase (Classified)
 * pool nor come first on the FA Showcase page, so other areas' demo journeys see the same guild as before.
 */
import { ArtistStatus } from "../../core/enums";
import { Artist } from "../../modules/artists/artist.entity";
import { Song } from "../../modules/artists/song.entity";
import type { EntityManager } from "typeorm";
import type { Rng } from "./random";

/** What this seeder reads of areas.ts' AreaSeedContext (structurally, so areas.ts can list it without an import circle). */
interface ScheduleSeedContext {
  m: EntityManager;
  rng: Rng;
  days: (n: number) => Date;
  artistIds: number[];
  demoUser: (osuId: number) => number;
}

interface Deal {
  label: string;
  /** Days ago of the last contact; undefined = never contacted. */
  contacted?: number;
  notes?: string;
  row?: Partial<Artist>;
  songs?: string[];
}

const RESPONDED: Partial<Artist> = { isResponded: true };
const CONTRACT: Partial<Artist> = { isResponded: true, contractSent: true };

/** Deals by the column they start in. */
const DEALS: Record<string, Deal[]> = {
  contract: [
    {
      label: "Winter Ferry",
      contacted: 3,
      notes: "Contract with their label's lawyer; signature expected next week.",
      row: { ...CONTRACT, artistSigned: true },
    },
    { label: "Wren Hollow", contacted: 12, notes: "Asked for an English version of the contract.", row: CONTRACT },
    {
      label: "Yuzu Rocket",
      contacted: 30,
      row: { ...CONTRACT, artistSigned: true, songsReceived: true },
      songs: ["Citrus Orbit", "Zest"],
    },
  ],
  discussion: [
    { label: "Wisteria Choir", contacted: 2, notes: "Interested; choosing six tracks from the new album.", row: RESPONDED },
    { label: "Xylo Harbour", contacted: 9, row: RESPONDED },
    { label: "Yonder Atelier", contacted: 26, notes: "Waiting for the track list.", row: RESPONDED },
  ],
  awaitingResponse: [
    { label: "Whale Fall", contacted: 6 },
    { label: "Willow Radio", contacted: 15, notes: "Sent through their Bandcamp contact form." },
    { label: "Xenon Drift", contacted: 40 },
  ],
  notContacted: [
    { label: "Zephyr Lane", notes: "Suggested by DemoMapper in the guild chat." },
    { label: "Zinnia Static" },
    { label: "Yarrow Sun" },
    { label: "Wander Opal", notes: "Check who owns the masters first." },
  ],
  rejected: [
    {
      label: "Zero Gravity Club",
      contacted: 60,
      notes: "Label declined: exclusive licensing elsewhere.",
      row: { isRejected: true },
    },
    { label: "Woolgather", contacted: 90, row: { isResponded: true, isRejected: true } },
    { label: "Xanadu Bloom", contacted: 120, row: { isRejected: true } },
  ],
  ready: [
    {
      label: "Yellowtail Kin",
      contacted: 4,
      notes: "Waiting for ppy to pick a release week.",
      row: { ...CONTRACT, artistSigned: true, ppySigned: true, ppyPaid: true, songsReceived: true, assetsReceived: true },
      songs: ["Lantern Festival", "Paper Boats", "Night Market"],
    },
  ],
};

/** Released artists with new songs pending (the "Current artist updates" column). */
const UPDATES: Deal[] = [
  { label: "Apricot Meridian", contacted: 5, notes: "Three new songs pending.", songs: ["Morning Commute", "Sunlit Stairs"] },
  {
    label: "Tsukimi Project",
    contacted: 18,
    row: { isResponded: true },
    songs: ["Moon Viewing", "Autumn Grass", "Rabbit Mochi"],
  },
];

export const artistsScheduleSeeder = {
  name: "artistsSchedule",
  async seed(ctx: ScheduleSeedContext): Promise<Record<string, number>> {
    const { m, rng, days } = ctx;
    const existing: { id: number; label: string; osu_id: number | null; is_up_to_date: boolean; songs_timed: boolean }[] =
      await m.query(`SELECT id, label, osu_id, is_up_to_date, songs_timed FROM featured_artists WHERE id = ANY($1) ORDER BY id`, [
        ctx.artistIds,
      ]);
    const taken = new Set(existing.map((a) => a.label.toLowerCase()));
    const repo = m.getRepository(Artist);
    const created: { id: number; column: string; deal: Deal }[] = [];

    const insert = async (column: string, deal: Deal, extra: Partial<Artist>) => {
      if (taken.has(deal.label.toLowerCase())) return;
      taken.add(deal.label.toLowerCase());
      const contacted = deal.contacted !== undefined;
      const saved = await repo.save(
        repo.create({
          label: deal.label,
          status: ArtistStatus.private,
          isContacted: contacted,
          lastContacted: contacted ? days(-deal.contacted!) : null,
          notes: deal.notes ?? null,
          createdAt: days(-rng.int(1, 200)),
          ...deal.row,
          ...extra,
        }),
      );
      created.push({ id: saved.id, column, deal });
      if (deal.songs?.length) {
        await m.getRepository(Song).insert(
          deal.songs.map((title) => ({
            artistId: saved.id,
            artistName: deal.label,
            title,
            tags: [rng.pick(["electronic", "pop", "rock", "jazz"])],
            oszUrl: null,
          })),
        );
      }
    };

    for (const [column, deals] of Object.entries(DEALS)) for (const d of deals) await insert(column, d, { osuId: null });
    let osuId = 9001;
    for (const d of UPDATES) {
      await insert("artistUpdates", d, {
        osuId: osuId++,
        status: ArtistStatus.public,
        isUpToDate: false,
        hasNewSongs: true,
        hasRankedMaps: true,
        songsTimed: true,
      });
    }

    // A released artist of the core seed announced new songs: it is both an artist update and up to date.
    const released = existing.filter((a) => a.osu_id !== null && a.is_up_to_date);
    if (released.length > 2) {
      await m.query(`UPDATE featured_artists SET has_new_songs = true, notes = $2 WHERE id = $1`, [
        released[2].id,
        "New EP announced; ask for the stems.",
      ]);
    }

    // Members with the "FA showcase mapper" switch on: DemoSecret joins the ones the core seed has.
    const secret = ctx.demoUser(103);
    await m.query(`UPDATE users SET is_showcase_mapper = true WHERE id = $1`, [secret]);
    const switchedOn: number[] = (await m.query(`SELECT id FROM users WHERE is_showcase_mapper ORDER BY id LIMIT 12`)).map(
      (r: { id: number }) => r.id,
    );
    const showcase = ctx.demoUser(106);

    // Showcase mappers on a few deals in progress (DemoShowcase among them) and offered users on the unreleased ones.
    const inProgress = created.filter((c) => ["contract", "ready", "discussion"].includes(c.column));
    let links = 0;
    for (const [k, c] of inProgress.slice(0, 4).entries()) {
      const chosen = [
        ...new Set([k === 0 ? showcase : switchedOn[k % switchedOn.length], switchedOn[(k + 3) % switchedOn.length]]),
      ];
      for (const u of chosen) {
        await m.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
          c.id,
          u,
        ]);
        links++;
      }
    }
    const unreleased = existing.filter((a) => a.osu_id === null);
    let offered = 0;
    for (const [k, a] of unreleased.slice(0, 3).entries()) {
      for (const u of rng.sample(switchedOn, 2 + (k % 2))) {
        await m.query(`INSERT INTO artist_offered_users (artist_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [a.id, u]);
        offered++;
      }
    }
    if (inProgress[0]) {
      await m.query(`INSERT INTO artist_offered_users (artist_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        inProgress[0].id,
        showcase,
      ]);
      offered++;
    }

    // Reference links, a review date and a recent contact on the unreleased artists of the core seed (deals in progress).
    for (const [k, a] of unreleased.entries()) {
      await m.query(`UPDATE featured_artists SET reference_url = $2, last_reviewed = $3, last_contacted = $4 WHERE id = $1`, [
        a.id,
        `https://example.org/mg-demo/reference/${a.id}`,
        k % 2 ? days(-rng.int(20, 300)) : null,
        days(-rng.int(1, k === 1 ? 35 : 20)),
      ]);
    }

    // Songs excluded from showcase selection (of released artists, so the Classified pool is unchanged), and a second tag.
    const releasedSongs: { id: number }[] = released.length
      ? await m.query(`SELECT id FROM featured_songs WHERE artist_id = ANY($1) ORDER BY id LIMIT 40`, [
          released.slice(0, 6).map((a) => a.id),
        ])
      : [];
    const excluded = releasedSongs.filter((_, i) => i % 9 === 4).map((s) => s.id);
    if (excluded.length)
      await m.query(`UPDATE featured_songs SET is_excluded_from_classified = true WHERE id = ANY($1)`, [excluded]);
    const retagged = releasedSongs.filter((_, i) => i % 7 === 1).map((s) => s.id);
    if (retagged.length)
      await m.query(
        `UPDATE featured_songs SET tags = array_append(tags, 'vocal') WHERE id = ANY($1) AND NOT ('vocal' = ANY(tags))`,
        [retagged],
      );

    // Songs were licensed with their artist (spread over the following weeks), not all today: the "recently licensed" report.
    await m.query(
      `UPDATE featured_songs s SET created_at = LEAST($1::timestamptz, a.created_at + (s.id % 40) * interval '1 day')
         FROM featured_artists a WHERE a.id = s.artist_id`,
      [ctx.days(0)],
    );

    return {
      deals: created.length,
      showcaseMapperLinks: links,
      offeredUsers: offered,
      excludedSongs: excluded.length,
    };
  },
};
