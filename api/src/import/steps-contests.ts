/**
 * Contests: the contests with their staff and a copy of each shared criterion, entries, screening, judging with its
 * scores, and community votes (README.md "What each collection becomes"). Ours keeps the contest on each screening,
 * judging and vote; it is found through the entry's contest.
 */
import { Doc, existingKeys, newDocs, type ImportContext } from "./context";
import { parentsOf } from "./steps-members";

const STATUSES = ["hidden", "beatmapping", "screening", "judging", "vote", "locked", "complete"] as const;
const MODE_ALIASES: Record<string, string> = {
  osu: "osu",
  standard: "osu",
  taiko: "taiko",
  catch: "catch",
  fruits: "catch",
  ctb: "catch",
  mania: "mania",
};

/** contest row id → (criterion name → criterion row id), for the contests of earlier runs and this one. */
async function criteriaCopies(ctx: ImportContext): Promise<Map<number, Map<string, number>>> {
  const out = new Map<number, Map<string, number>>();
  for (const r of (await ctx.m.query(`SELECT id, contest_id, name FROM contest_criteria`)) as {
    id: number;
    contest_id: number;
    name: string;
  }[]) {
    let m = out.get(Number(r.contest_id));
    if (!m) out.set(Number(r.contest_id), (m = new Map()));
    m.set(r.name, Number(r.id));
  }
  return out;
}

export async function importContests(ctx: ImportContext): Promise<void> {
  const names = await existingKeys(ctx.m, `SELECT lower(name) AS k FROM contests`);
  const docs = newDocs(ctx, "contests").sort((a, b) => (a.oid < b.oid ? -1 : 1));
  const ids = await ctx.sink.alloc("contests", docs.length);
  const staff: [number, Doc][] = [];
  docs.forEach((d, i) => {
    let name = d.text("name", 100, "") || "(unnamed contest)";
    if (names.has(name.toLowerCase())) {
      const base = name;
      for (let n = 2; names.has(name.toLowerCase()); n++) {
        const suffix = ` (${n})`;
        name = base.slice(0, 100 - suffix.length) + suffix;
      }
      d.note("remapped", "name", "another contest has this name (ours keeps names unique): renamed", `${base} → ${name}`);
    }
    names.add(name.toLowerCase());
    const rawMode = d.str("mode");
    let mode = "osu";
    if (rawMode) {
      const m = MODE_ALIASES[rawMode.toLowerCase()];
      if (m) mode = m;
      else d.note("remapped", "mode", "not a game mode of ours: osu", rawMode);
    }
    let status = d.str("status") ?? "hidden";
    if (!(STATUSES as readonly string[]).includes(status)) {
      d.note("remapped", "status", "not a contest status of ours: hidden", status);
      status = "hidden";
    }
    ctx.sink.push("contests", {
      id: ids[i],
      name,
      status,
      mode,
      is_approved: d.bool("isApproved"),
      is_featured_artist_contest: d.bool("isFeaturedArtistContest"),
      is_eligible_for_points: d.raw.isEligibleForPoints !== false,
      skip_webhook: d.bool("skipWebhook"),
      url: d.url("url"),
      osu_contest_listing_url: d.url("osuContestListingUrl"),
      results_url: d.url("resultsUrl"),
      banner_url: d.url("bannerUrl"),
      download: d.url("download"),
      description: d.text("description", null, ""),
      contest_start: d.date("contestStart"),
      contest_end: d.date("contestEnd"),
      screening_vote_count: d.int("screeningVoteCount", 1, 10) ?? 5,
      judging_threshold: d.int("judgingThreshold", 0) ?? 0,
      screening_bonus: d.bool("screeningBonus"),
      use_raw_scoring: d.bool("useRawScoring"),
      has_public_judges: d.bool("hasPublicJudges"),
      community_vote_count: d.int("communityVoteCount", 1, 10) ?? 5,
      community_vote_end: d.date("communityVoteEnd"),
      community_vote_ordered_priority: d.bool("communityVoteOrderedPriority"),
      community_vote_description: d.text("communityVoteDescription", null, ""),
      created_at: d.createdAt(),
      updated_at: d.updatedAt(),
    });
    d.map(ids[i]);
    staff.push([ids[i], d]);
  });
  await ctx.sink.flush();

  const copies: { contest_id: number; name: string; max_score: number }[] = [];
  const used = new Set<string>();
  for (const [contest, d] of staff) {
    let creators = d.refs("creators", "users");
    if (!creators.length && d.raw.creator) {
      const single = d.optionalRef("creator", "users");
      if (single !== null) {
        creators = [single];
        d.note(
          "remapped",
          "creator",
          "the single creator of contests before 2022-06: their creator",
          d.str("creator") ?? undefined,
        );
      }
    }
    for (const u of creators) ctx.sink.push("contest_creators", { contest_id: contest, user_id: u });
    for (const u of d.refs("screeners", "users")) ctx.sink.push("contest_screeners", { contest_id: contest, user_id: u });
    for (const u of d.refs("judges", "users")) ctx.sink.push("contest_judges", { contest_id: contest, user_id: u });
    const mine = new Set<string>();
    for (const oid of d.strings("criterias")) {
      const c = ctx.source.get("criterias", oid);
      if (!c) {
        d.note("element-skipped", "criterias", "dangling criterion (no such criterias document)", oid);
        continue;
      }
      const cd = new Doc(ctx, "criterias", c);
      const name = cd.text("name", 50, "");
      if (!name) {
        d.note("element-skipped", "criterias", "a criterion without a name", oid);
        continue;
      }
      if (mine.has(name)) {
        d.note(
          "element-skipped",
          "criterias",
          "a second criterion of the same name in this contest (ours keeps names unique per contest)",
          oid,
        );
        continue;
      }
      mine.add(name);
      copies.push({ contest_id: contest, name, max_score: cd.int("maxScore", 1, 1000) ?? 1 });
      used.add(oid);
    }
  }
  const copyIds = await ctx.sink.alloc("contest_criteria", copies.length);
  copies.forEach((c, i) => ctx.sink.push("contest_criteria", { id: copyIds[i], ...c }));
  await ctx.sink.flush();

  // Criteria are shared documents of the original; ours copies one per contest (mapped once, without a row of its own).
  for (const d of newDocs(ctx, "criterias")) {
    if (used.has(d.oid)) d.map(null);
    else d.skip("used by no contest imported in this run (ours keeps criteria per contest)");
  }
}

export async function importSubmissions(ctx: ImportContext): Promise<void> {
  const parents = parentsOf(ctx, "contests", "submissions");
  const taken = await existingKeys(ctx.m, `SELECT contest_id || ':' || creator_id AS k FROM contest_submissions`);
  const docs = newDocs(ctx, "submissions").sort((a, b) => (a.oid < b.oid ? -1 : 1));
  const ids = await ctx.sink.alloc("contest_submissions", docs.length);
  let next = 0;
  for (const d of docs) {
    const parent = parents.get(d.oid);
    const contest = parent ? ctx.legacy.id("contests", parent) : undefined;
    if (contest === undefined) {
      d.skip(parent ? "its contest was not imported" : "an entry of no contest", parent);
      continue;
    }
    const creator = d.ref("creator", "users");
    if (creator.id === undefined) {
      d.skip(`no creator (${creator.problem ?? "absent"})`, creator.oid);
      continue;
    }
    const key = `${contest}:${creator.id}`;
    if (taken.has(key)) {
      d.skip("a second entry of the same member in the same contest (ours keeps one; the first by ObjectId stays)", creator.oid);
      continue;
    }
    taken.add(key);
    const id = ids[next++];
    ctx.sink.push("contest_submissions", {
      id,
      contest_id: contest,
      creator_id: creator.id,
      name: d.text("name", 100, null),
      url: d.url("url"),
      created_at: d.createdAt(),
      updated_at: d.updatedAt(),
    });
    d.map(id);
  }
  await ctx.sink.flush();
}

/** Our entry → its contest, for entries of earlier runs and this one. */
async function entryContests(ctx: ImportContext): Promise<Map<number, number>> {
  const rows: { id: number; contest_id: number }[] = await ctx.m.query(`SELECT id, contest_id FROM contest_submissions`);
  return new Map(rows.map((r) => [Number(r.id), Number(r.contest_id)]));
}

export async function importScreenings(ctx: ImportContext): Promise<void> {
  const contestOf = await entryContests(ctx);
  const pairs = await existingKeys(ctx.m, `SELECT submission_id || ':' || screener_id AS k FROM contest_screenings`);
  const placements = await existingKeys(
    ctx.m,
    `SELECT contest_id || ':' || screener_id || ':' || vote AS k FROM contest_screenings WHERE vote > 0`,
  );
  const docs = newDocs(ctx, "screenings").sort((a, b) => (a.oid < b.oid ? -1 : 1));
  const ids = await ctx.sink.alloc("contest_screenings", docs.length);
  let next = 0;
  for (const d of docs) {
    const submission = d.ref("submission", "submissions");
    const screener = d.ref("screener", "users");
    if (submission.id === undefined || screener.id === undefined) {
      d.skip(
        submission.id === undefined
          ? `no entry (${submission.problem ?? "absent"})`
          : `no screener (${screener.problem ?? "absent"})`,
        submission.id === undefined ? submission.oid : screener.oid,
      );
      continue;
    }
    const contest = contestOf.get(submission.id)!;
    if (pairs.has(`${submission.id}:${screener.id}`)) {
      d.skip("a second screening of the same entry by the same screener (the first by ObjectId stays)");
      continue;
    }
    pairs.add(`${submission.id}:${screener.id}`);
    let vote = d.int("vote", 0, 10) ?? 0;
    if (vote > 0) {
      const key = `${contest}:${screener.id}:${vote}`;
      if (placements.has(key)) {
        d.note(
          "remapped",
          "vote",
          "the screener gave this placement to another entry too (ours keeps placements unique): cleared",
          String(vote),
        );
        vote = 0;
      } else placements.add(key);
    }
    const id = ids[next++];
    ctx.sink.push("contest_screenings", {
      id,
      contest_id: contest,
      submission_id: submission.id,
      screener_id: screener.id,
      vote,
      comment: (d.text("comment", null, "") ?? "").trim(),
      reviewed: d.bool("reviewed"),
      updated_at: d.updatedAt(),
    });
    d.map(id);
  }
  await ctx.sink.flush();
}

export async function importJudgings(ctx: ImportContext): Promise<void> {
  const contestOf = await entryContests(ctx);
  const pairs = await existingKeys(ctx.m, `SELECT submission_id || ':' || judge_id AS k FROM contest_judgings`);
  const docs = newDocs(ctx, "judgings").sort((a, b) => (a.oid < b.oid ? -1 : 1));
  const ids = await ctx.sink.alloc("contest_judgings", docs.length);
  let next = 0;
  for (const d of docs) {
    if (d.raw.submission === undefined && (d.raw.vote !== undefined || d.raw.comment !== undefined)) {
      d.skip("a judging of the original's pre-2020-07 model (today's screenings, without an entry): it fails the current schema");
      continue;
    }
    const submission = d.ref("submission", "submissions");
    const judge = d.ref("judge", "users");
    if (submission.id === undefined || judge.id === undefined) {
      d.skip(
        submission.id === undefined ? `no entry (${submission.problem ?? "absent"})` : `no judge (${judge.problem ?? "absent"})`,
        submission.id === undefined ? submission.oid : judge.oid,
      );
      continue;
    }
    if (pairs.has(`${submission.id}:${judge.id}`)) {
      d.skip("a second judging of the same entry by the same judge (the first by ObjectId stays)");
      continue;
    }
    pairs.add(`${submission.id}:${judge.id}`);
    const id = ids[next++];
    ctx.sink.push("contest_judgings", {
      id,
      contest_id: contestOf.get(submission.id)!,
      submission_id: submission.id,
      judge_id: judge.id,
      comment: "",
      updated_at: d.updatedAt(),
    });
    d.map(id);
  }
  await ctx.sink.flush();
}

export async function importJudgingScores(ctx: ImportContext): Promise<void> {
  const parents = parentsOf(ctx, "judgings", "judgingScores");
  const copies = await criteriaCopies(ctx);
  const judgingContest = new Map<number, number>(
    ((await ctx.m.query(`SELECT id, contest_id FROM contest_judgings`)) as { id: number; contest_id: number }[]).map((r) => [
      Number(r.id),
      Number(r.contest_id),
    ]),
  );
  const pairs = await existingKeys(ctx.m, `SELECT judging_id || ':' || criteria_id AS k FROM contest_judging_scores`);
  for (const d of newDocs(ctx, "judgingscores")) {
    const parent = parents.get(d.oid);
    const judging = parent ? ctx.legacy.id("judgings", parent) : undefined;
    if (judging === undefined) {
      d.skip(parent ? "its judging was not imported" : "listed in no judging", parent);
      continue;
    }
    const criterion = ctx.source.get("criterias", d.str("criteria"));
    const name = criterion ? new Doc(ctx, "criterias", criterion).text("name", 50, "") : "";
    const copy = copies.get(judgingContest.get(judging)!)?.get(name);
    if (copy === undefined) {
      d.skip(
        "its criterion is not one of the judging's contest (dangling or not listed in that contest's criteria)",
        d.str("criteria") ?? undefined,
      );
      continue;
    }
    const score = d.int("score", 0);
    if (score === null) {
      d.skip("no score given (ours stores a score for each criterion judged)");
      continue;
    }
    if (pairs.has(`${judging}:${copy}`)) {
      d.skip("a second score for the same criterion in the same judging");
      continue;
    }
    pairs.add(`${judging}:${copy}`);
    ctx.sink.push("contest_judging_scores", {
      judging_id: judging,
      criteria_id: copy,
      score,
      comment: d.text("comment", null, ""),
    });
    d.map(null);
  }
  await ctx.sink.flush();
}

export async function importCommunityVotes(ctx: ImportContext): Promise<void> {
  const contestOf = await entryContests(ctx);
  const ordered = new Map<number, boolean>(
    ((await ctx.m.query(`SELECT id, community_vote_ordered_priority AS o FROM contests`)) as { id: number; o: boolean }[]).map(
      (r) => [Number(r.id), r.o],
    ),
  );
  const pairs = await existingKeys(ctx.m, `SELECT submission_id || ':' || voter_id AS k FROM contest_community_votes`);
  const ranks = await existingKeys(
    ctx.m,
    `SELECT contest_id || ':' || voter_id || ':' || rank AS k FROM contest_community_votes WHERE rank IS NOT NULL`,
  );
  const docs = newDocs(ctx, "communityvotes").sort((a, b) => (a.oid < b.oid ? -1 : 1));
  const ids = await ctx.sink.alloc("contest_community_votes", docs.length);
  let next = 0;
  for (const d of docs) {
    const submission = d.ref("submission", "submissions");
    const voter = d.ref("voter", "users");
    if (submission.id === undefined || voter.id === undefined) {
      d.skip(
        submission.id === undefined ? `no entry (${submission.problem ?? "absent"})` : `no voter (${voter.problem ?? "absent"})`,
        submission.id === undefined ? submission.oid : voter.oid,
      );
      continue;
    }
    const vote = d.num("vote") ?? 0;
    if (!vote) {
      d.skip("a withdrawn vote (0): ours keeps no row for it");
      continue;
    }
    const contest = contestOf.get(submission.id)!;
    let rank: number | null = null;
    if (ordered.get(contest)) {
      rank = Math.round(vote);
      if (rank < 1 || rank > 10) {
        d.skip("a rank outside 1…10", String(vote));
        continue;
      }
      if (ranks.has(`${contest}:${voter.id}:${rank}`)) {
        d.skip("the voter gave this rank to another entry too (ours keeps ranks unique)", String(rank));
        continue;
      }
      ranks.add(`${contest}:${voter.id}:${rank}`);
    }
    if (pairs.has(`${submission.id}:${voter.id}`)) {
      d.skip("a second vote of the same member for the same entry");
      continue;
    }
    pairs.add(`${submission.id}:${voter.id}`);
    const id = ids[next++];
    ctx.sink.push("contest_community_votes", {
      id,
      contest_id: contest,
      submission_id: submission.id,
      voter_id: voter.id,
      rank,
    });
    d.map(id);
  }
  await ctx.sink.flush();
}
