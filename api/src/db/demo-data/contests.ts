// Over 400 lines: demo data: one contest per phase with its people, entries and votes, written out as data.
/**
 * Demo contests (api/src/modules/contests/README.md): one contest in every phase, so a newcomer sees the whole flow.
 *
 * - DemoMapper (101) creates several contests (Mine: hidden and pending approval, beatmapping, screening, judging,
 *   vote) and took part in two completed ones (results under /contests/results).
 * - DemoShowcase (106) screens the contest in screening (two of five stars placed) and screened completed ones.
 * - DemoMentor (104) judges the contest in judging (half done) and judged completed ones.
 * - Completed, approved Featured Artist contests feed contest points through the points engine; the completed
 *   contest that is not a Featured Artist contest gives none.
 *
 * Rows are written straight into the tables (the seeder is trusted), but every contest is consistent with the status
 * requirements of contests.rules.ts: entries named, screeners complete, passing entries judged by every judge.
 */
import type { EntityManager } from "typeorm";
import { Mode } from "../../core/enums";
import type { Rng } from "./random";

/** What this seeder reads of areas.ts's AreaSeedContext (declared here: areas.ts imports this file). */
export interface ContestSeedContext {
  m: EntityManager;
  rng: Rng;
  days: (n: number) => Date;
  userIds: number[];
  demoUser: (osuId: number) => number;
}

const MASKS = [
  "Amber Lantern",
  "Blue Heron",
  "Cobalt Fox",
  "Dusk Parade",
  "Ember Tide",
  "Frost Relay",
  "Glass Orchard",
  "Hollow Comet",
  "Ivory Signal",
  "Jade Meridian",
  "Kite Runner",
  "Lunar Thread",
  "Mellow Static",
  "Neon Harbor",
  "Opal Drift",
  "Paper Moon",
  "Quartz Echo",
  "Rust Garden",
  "Silver Pulse",
  "Tidal Bloom",
  "Umber Sky",
  "Velvet Storm",
];

interface PlannedContest {
  name: string;
  status: "hidden" | "beatmapping" | "screening" | "judging" | "vote" | "locked" | "complete";
  mode: Mode;
  approved: boolean;
  fa: boolean;
  creators: number[];
  screeners: number[];
  judges: number[];
  entrants: number[];
  start: Date;
  end: Date;
  createdAt: Date;
  screeningVoteCount: number;
  judgingThreshold: number;
  screeningBonus?: boolean;
  communityVoteCount?: number;
  communityVoteOrdered?: boolean;
  communityVoteEnd?: Date | null;
  hasPublicJudges?: boolean;
  criteria: [string, number][];
  /** How far the phases went: screenings, judgings and community votes to write. */
  screened: "none" | "partial" | "all";
  judged: "none" | "partial" | "all";
  voters: number;
  /** Screener or judge whose work stays unfinished (the demo accounts' to-do). */
  unfinished?: number;
  description: string;
}

async function insertContest(m: EntityManager, p: PlannedContest): Promise<number> {
  const slug = p.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const past = p.status !== "hidden" && p.status !== "beatmapping";
  const [row] = await m.query(
    `INSERT INTO contests (name, status, mode, is_approved, is_featured_artist_contest, url, results_url, banner_url, download,
        description, contest_start, contest_end, screening_vote_count, judging_threshold, screening_bonus, has_public_judges,
        community_vote_count, community_vote_end, community_vote_ordered_priority, community_vote_description, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $21)
     RETURNING id`,
    [
      p.name,
      p.status,
      p.mode,
      p.approved,
      p.fa,
      `https://osu.ppy.sh/home/news/${slug}`,
      p.status === "complete" ? `https://osu.ppy.sh/home/news/${slug}-results` : null,
      null,
      past ? `https://example.com/contests/${slug}-anonymised.zip` : null,
      p.description,
      p.start,
      p.end,
      p.screeningVoteCount,
      p.judgingThreshold,
      !!p.screeningBonus,
      !!p.hasPublicJudges,
      p.communityVoteCount ?? 5,
      p.communityVoteEnd ?? null,
      !!p.communityVoteOrdered,
      p.voters > 0 ? "Pick the entries you enjoyed most. Voting is anonymous; the results are published with the contest's." : "",
      p.createdAt,
    ],
  );
  return Number(row.id);
}

async function link(m: EntityManager, table: string, contestId: number, userIds: number[]): Promise<void> {
  for (const id of [...new Set(userIds)])
    await m.query(`INSERT INTO ${table} (contest_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [contestId, id]);
}

/** Writes the entries and whatever the phase has produced so far; returns row counts. */
async function fill(m: EntityManager, rng: Rng, contestId: number, p: PlannedContest): Promise<Record<string, number>> {
  const counts = { submissions: 0, screenings: 0, judgings: 0, votes: 0 };
  const masks = rng.sample(MASKS, p.entrants.length);
  const entries: { id: number; creator: number; quality: number }[] = [];
  for (let i = 0; i < p.entrants.length; i++) {
    const named = p.status !== "beatmapping" && p.status !== "hidden";
    const [row] = await m.query(
      `INSERT INTO contest_submissions (contest_id, creator_id, name, url, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [
        contestId,
        p.entrants[i],
        named ? masks[i] : null,
        `https://example.com/uploads/${contestId}-${i + 1}.osz`,
        new Date(p.start.getTime() + (i + 1) * 3_600_000),
      ],
    );
    entries.push({ id: Number(row.id), creator: p.entrants[i], quality: 0.25 + rng.next() * 0.7 });
    counts.submissions++;
  }

  // Screening: each screener gives placements N..1 to the entries they like most (never their own).
  const screeningTotals = new Map<number, number>();
  if (p.screened !== "none") {
    for (const screener of p.screeners) {
      const liked = entries
        .filter((e) => e.creator !== screener)
        .map((e) => ({ e, taste: e.quality + (rng.next() - 0.5) * 0.35 }))
        .sort((a, b) => b.taste - a.taste);
      let placements = Math.min(p.screeningVoteCount, liked.length);
      if (p.screened === "partial" && screener === p.unfinished) placements = Math.min(2, placements);
      for (let k = 0; k < placements; k++) {
        const vote = p.screeningVoteCount - k;
        const comment = rng.chance(0.5)
          ? rng.pick(["Strong rhythm choices.", "Clean structure, a bit safe.", "Loved the kiai.", "Hitsounds carry this one."])
          : "";
        await m.query(
          `INSERT INTO contest_screenings (contest_id, submission_id, screener_id, vote, comment, reviewed) VALUES ($1, $2, $3, $4, $5, $6)`,
          [contestId, liked[k].e.id, screener, vote, comment, rng.chance(0.6)],
        );
        screeningTotals.set(liked[k].e.id, (screeningTotals.get(liked[k].e.id) ?? 0) + vote + (p.screeningBonus ? 1 : 0));
        counts.screenings++;
      }
      // A few entries only marked as reviewed.
      for (const { e } of liked.slice(placements, placements + 2)) {
        await m.query(
          `INSERT INTO contest_screenings (contest_id, submission_id, screener_id, vote, reviewed) VALUES ($1, $2, $3, 0, true)`,
          [contestId, e.id, screener],
        );
      }
    }
  }

  // Criteria (per contest) and judging of the entries that passed screening (total ≥ threshold).
  const criteriaIds: [number, number][] = [];
  for (const [name, max] of p.criteria) {
    const [row] = await m.query(`INSERT INTO contest_criteria (contest_id, name, max_score) VALUES ($1, $2, $3) RETURNING id`, [
      contestId,
      name,
      max,
    ]);
    criteriaIds.push([Number(row.id), max]);
  }
  if (p.judged !== "none") {
    const passing = entries.filter((e) => (screeningTotals.get(e.id) ?? 0) >= p.judgingThreshold);
    for (const judge of p.judges) {
      const strictness = (rng.next() - 0.5) * 0.3;
      let todo = passing.filter((e) => e.creator !== judge);
      if (p.judged === "partial" && judge === p.unfinished) todo = todo.slice(0, Math.ceil(todo.length / 2));
      for (const e of todo) {
        const [row] = await m.query(
          `INSERT INTO contest_judgings (contest_id, submission_id, judge_id, comment) VALUES ($1, $2, $3, $4) RETURNING id`,
          [
            contestId,
            e.id,
            judge,
            rng.chance(0.6)
              ? rng.pick([
                  "Good flow overall.",
                  "The second kiai loses focus.",
                  "Creative patterning, clean SV.",
                  "Solid but predictable.",
                ])
              : "",
          ],
        );
        for (const [criteriaId, max] of criteriaIds) {
          const q = Math.min(1, Math.max(0, e.quality - strictness + (rng.next() - 0.5) * 0.3));
          await m.query(`INSERT INTO contest_judging_scores (judging_id, criteria_id, score) VALUES ($1, $2, $3)`, [
            Number(row.id),
            criteriaId,
            Math.round(q * max),
          ]);
        }
        counts.judgings++;
      }
    }
  }

  return counts;
}

/**
 * Community votes from members who did not enter; in completed contests the last voter is a "bad actor" with one vote
 * too many (as if the creators had lowered N after voting started), listed to the creators and counted nowhere.
 */
async function vote(
  m: EntityManager,
  rng: Rng,
  contestId: number,
  p: PlannedContest,
  voters: number[],
  withBadActor: boolean,
): Promise<number> {
  const n = p.communityVoteCount ?? 5;
  const entries: { id: number; creator_id: number }[] = await m.query(
    `SELECT id, creator_id FROM contest_submissions WHERE contest_id = $1 ORDER BY id`,
    [contestId],
  );
  let count = 0;
  for (let vi = 0; vi < voters.length; vi++) {
    const voter = voters[vi];
    const bad = withBadActor && vi === voters.length - 1;
    const choices = rng.sample(
      entries.filter((e) => Number(e.creator_id) !== voter),
      Math.min(bad ? n + 1 : rng.int(1, n), entries.length),
    );
    for (let k = 0; k < choices.length; k++) {
      await m.query(`INSERT INTO contest_community_votes (contest_id, submission_id, voter_id, rank) VALUES ($1, $2, $3, $4)`, [
        contestId,
        choices[k].id,
        voter,
        // The bad actor's extra vote is rank N + 1 in ordered mode: out of bounds, so none of their votes count.
        p.communityVoteOrdered ? k + 1 : null,
      ]);
      count++;
    }
  }
  return count;
}

/** The contests area's seeder (listed in areas.ts AREA_SEEDERS as "contests"). */
export async function seedContests(ctx: ContestSeedContext): Promise<Record<string, number>> {
  const { m, rng, days } = ctx;
  const ADMIN = ctx.demoUser(100);
  const MAPPER = ctx.demoUser(101);
  const MENTOR = ctx.demoUser(104);
  const SHOWCASE = ctx.demoUser(106);
  const demoIds = new Set([100, 101, 102, 103, 104, 105, 106, 107].map((o) => ctx.demoUser(o)));
  // Generated members after the special roles (seed.ts: admins, secret, mentors, helpers come first).
  const generated = ctx.userIds.filter((id) => !demoIds.has(id));
  const helpers = generated.slice(20, 32);
  const pool = generated.slice(32);
  let cursor = 0;
  const take = (k: number) => {
    const out: number[] = [];
    for (let i = 0; i < k; i++) out.push(pool[(cursor + i) % pool.length]);
    cursor = (cursor + k) % pool.length;
    return out;
  };

  const mbc = "The Monthly Beatmapping Contest: map the given song, hand in one entry, and let the screeners and judges decide.";
  const plans: PlannedContest[] = [
    {
      name: "Autumn Taiko Drum-Off",
      status: "hidden",
      mode: Mode.taiko,
      approved: false,
      fa: false,
      creators: [MAPPER],
      screeners: [],
      judges: [],
      entrants: [],
      start: days(20),
      end: days(50),
      createdAt: days(-1),
      screeningVoteCount: 5,
      judgingThreshold: 0,
      criteria: [],
      screened: "none",
      judged: "none",
      voters: 0,
      description: "A taiko-only contest, still being written. Waiting for an admin's approval.",
    },
    {
      name: "Catch the Beat Summer Jam",
      status: "beatmapping",
      mode: Mode.catch,
      approved: false,
      fa: false,
      creators: [helpers[0]],
      screeners: [],
      judges: [],
      entrants: [],
      start: days(-2),
      end: days(25),
      createdAt: days(-3),
      screeningVoteCount: 5,
      judgingThreshold: 0,
      criteria: [],
      screened: "none",
      judged: "none",
      voters: 0,
      description: "Out of Hidden but not approved yet: admins see it under Pending approval.",
    },
    {
      name: "Monthly Beatmapping Contest #41",
      status: "beatmapping",
      mode: Mode.osu,
      approved: true,
      fa: true,
      creators: [MAPPER, ADMIN],
      screeners: [SHOWCASE, ...helpers.slice(1, 3)],
      judges: [MENTOR, ...helpers.slice(3, 5)],
      entrants: take(4),
      start: days(-6),
      end: days(15),
      createdAt: days(-8),
      screeningVoteCount: 5,
      judgingThreshold: 6,
      criteria: [
        ["musical representation", 10],
        ["creativity", 10],
        ["gameplay", 5],
      ],
      screened: "none",
      judged: "none",
      voters: 0,
      description: `${mbc}\n\nThis month: **any Featured Artist song under 3 minutes**. Entries are accepted until the end date.`,
    },
    {
      name: "Monthly Beatmapping Contest #40",
      status: "screening",
      mode: Mode.osu,
      approved: true,
      fa: true,
      creators: [MAPPER],
      screeners: [SHOWCASE, ...helpers.slice(5, 8)],
      judges: [MENTOR, ...helpers.slice(8, 10)],
      entrants: take(12),
      start: days(-40),
      end: days(-10),
      createdAt: days(-42),
      screeningVoteCount: 5,
      judgingThreshold: 8,
      criteria: [
        ["musical representation", 10],
        ["creativity", 10],
        ["gameplay", 5],
      ],
      screened: "partial",
      judged: "none",
      voters: 0,
      unfinished: SHOWCASE,
      description: `${mbc}\n\nScreeners: pick your top five. DemoShowcase still has three stars to place.`,
    },
    {
      name: "Monthly Beatmapping Contest #39",
      status: "judging",
      mode: Mode.osu,
      approved: true,
      fa: true,
      creators: [MAPPER],
      screeners: helpers.slice(1, 5),
      judges: [MENTOR, ...helpers.slice(5, 7)],
      entrants: take(14),
      start: days(-75),
      end: days(-45),
      createdAt: days(-77),
      screeningVoteCount: 5,
      judgingThreshold: 7,
      screeningBonus: true,
      criteria: [
        ["musical representation", 10],
        ["creativity", 10],
        ["gameplay", 5],
      ],
      screened: "all",
      judged: "partial",
      voters: 0,
      unfinished: MENTOR,
      description: `${mbc}\n\nJudges: score every entry that passed screening. DemoMentor is halfway through.`,
    },
    {
      name: "Featured Artist Remix Showdown",
      status: "vote",
      mode: Mode.mania,
      approved: true,
      fa: false,
      creators: [MAPPER],
      screeners: [],
      judges: [],
      entrants: take(8),
      start: days(-30),
      end: days(-7),
      createdAt: days(-31),
      screeningVoteCount: 5,
      judgingThreshold: 0,
      communityVoteCount: 3,
      communityVoteEnd: days(6),
      criteria: [],
      screened: "none",
      judged: "none",
      voters: 25,
      description: "A community-voted mania contest: every member has three votes until the vote closes.",
    },
    {
      name: "Mania Marathon 2026",
      status: "locked",
      mode: Mode.mania,
      approved: true,
      fa: true,
      creators: [helpers[9]],
      screeners: helpers.slice(10, 12),
      judges: [MENTOR, helpers[2]],
      entrants: take(9),
      start: days(-100),
      end: days(-70),
      createdAt: days(-101),
      screeningVoteCount: 4,
      judgingThreshold: 4,
      criteria: [
        ["pattern design", 10],
        ["structure", 10],
      ],
      screened: "all",
      judged: "all",
      voters: 0,
      description: "Locked while the hosts write the results post.",
    },
    {
      name: "Monthly Beatmapping Contest #38",
      status: "complete",
      mode: Mode.osu,
      approved: true,
      fa: true,
      creators: [helpers[10], ADMIN],
      screeners: [SHOWCASE, ...helpers.slice(0, 3)],
      judges: [MENTOR, ...helpers.slice(3, 5)],
      entrants: [MAPPER, ...take(15)],
      start: days(-130),
      end: days(-100),
      createdAt: days(-132),
      screeningVoteCount: 5,
      judgingThreshold: 8,
      communityVoteCount: 3,
      communityVoteOrdered: true,
      hasPublicJudges: true,
      criteria: [
        ["musical representation", 10],
        ["creativity", 10],
        ["gameplay", 5],
      ],
      screened: "all",
      judged: "all",
      voters: 30,
      description: `${mbc}\n\nResults are out: open the results page for the standardised scores and every judge's comments.`,
    },
    {
      name: "Beatmapping Contest: Hitsound Heroes",
      status: "complete",
      mode: Mode.osu,
      approved: true,
      fa: false,
      creators: [helpers[11]],
      screeners: [SHOWCASE, helpers[6]],
      judges: [helpers[7], helpers[8]],
      entrants: [MAPPER, ...take(7)],
      start: days(-220),
      end: days(-190),
      createdAt: days(-222),
      screeningVoteCount: 3,
      judgingThreshold: 0,
      criteria: [
        ["hitsounding", 10],
        ["overall", 5],
      ],
      screened: "all",
      judged: "all",
      voters: 0,
      description: "Not a Featured Artist contest: it gives no points.",
    },
  ];

  const totals: Record<string, number> = { contests: 0, submissions: 0, screenings: 0, judgings: 0, votes: 0 };
  for (const p of plans) {
    const id = await insertContest(m, p);
    await link(m, "contest_creators", id, p.creators);
    await link(m, "contest_screeners", id, p.screeners);
    await link(m, "contest_judges", id, p.judges);
    const c = await fill(m, rng, id, p);
    for (const k of Object.keys(c)) totals[k] += c[k as keyof typeof c];
    if (p.voters > 0) {
      const voters = rng.sample(
        pool.filter((u) => !p.entrants.includes(u)),
        p.voters,
      );
      totals.votes += await vote(m, rng, id, p, voters, p.status === "complete");
    }
    totals.contests++;
  }
  return totals;
}
