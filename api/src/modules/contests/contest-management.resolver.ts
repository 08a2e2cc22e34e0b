/**
 * The creators' view of a contest (`Contest.management`, null unless the viewer is a creator or an admin): entries,
 * staff candidates, progress, screening and judging results, the community vote's tally. Thin resolvers over the
 * services, which check every permission themselves.
 */
import { Arg, Args, Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Page } from "../../core/connection";
import type { Context } from "../context";
import { ContestStatus } from "./contest.entity";
import { Submission } from "./submission.entity";
import { type ContestsService } from "./contests.service";
import type { ContestEntriesService } from "./contest-entries.service";
import type { ContestStaffService } from "./contest-staff.service";
import type { ContestResultsService } from "./contest-results.service";
import { CandidatesArgs, LeaderboardExportArgs, PageArgs, SubmissionConnection } from "./contests.types";
import {
  CommunityVoteResults,
  ContestManagement,
  ContestStaffCandidateConnection,
  EntryJudgingProgress,
  JudgeProgress,
  Leaderboard,
  ScreenerProgress,
  ScreeningResult,
} from "./contest-management.types";

import { usersByIds } from "./contest-viewer";

/** The fields of the creators' view. */
@Resolver(() => ContestManagement)
export class ContestManagementResolver {
  constructor(
    private readonly contests: ContestsService,
    private readonly entries: ContestEntriesService,
    private readonly staff: ContestStaffService,
    private readonly results: ContestResultsService,
  ) {}

  @FieldResolver(() => SubmissionConnection, { description: "Every entry with its entrant, in the order handed in" })
  submissions(@Root() m: ContestManagement, @Args() args: PageArgs, @Ctx() ctx: Context): Promise<Page<Submission>> {
    return this.entries.list(ctx.viewer, m.contest.id, args);
  }

  @FieldResolver(() => ContestStaffCandidateConnection, {
    description: "Members to add as screeners or judges: contest helpers first, then by username",
  })
  staffCandidates(@Root() m: ContestManagement, @Args() args: CandidatesArgs, @Ctx() ctx: Context) {
    return this.staff.candidates(ctx.viewer, m.contest.id, args);
  }

  @FieldResolver(() => [String], { description: "What is missing before the contest may move to this phase (empty = nothing)" })
  missingRequirements(
    @Root() m: ContestManagement,
    @Arg("status", () => ContestStatus, { description: "The phase to check" }) status: ContestStatus,
    @Ctx() ctx: Context,
  ): Promise<string[]> {
    return this.contests.missingRequirements(ctx.viewer, m.contest.id, status);
  }

  @FieldResolver(() => [ScreenerProgress], { description: "Per screener: placements used and still free" })
  async screenerProgress(@Root() m: ContestManagement, @Ctx() ctx: Context): Promise<ScreenerProgress[]> {
    const rows = await this.results.screenerProgress(ctx.viewer, m.contest.id);
    const users = await usersByIds(
      ctx,
      rows.map((r) => r.userId),
    );
    return rows.map((r) => ({ ...r, user: users.find((u) => u.id === r.userId)! })).filter((r) => r.user);
  }

  @FieldResolver(() => [JudgeProgress], { description: "Per judge: entries to score and entries completed" })
  async judgeProgress(@Root() m: ContestManagement, @Ctx() ctx: Context): Promise<JudgeProgress[]> {
    const rows = await this.results.judgeProgress(ctx.viewer, m.contest.id);
    const users = await usersByIds(
      ctx,
      rows.map((r) => r.userId),
    );
    return rows.map((r) => ({ ...r, user: users.find((u) => u.id === r.userId)! })).filter((r) => r.user);
  }

  @FieldResolver(() => [EntryJudgingProgress], {
    description: "Per entry that passed screening: how many judges completed it and how many have to",
  })
  entryJudgingProgress(@Root() m: ContestManagement, @Ctx() ctx: Context) {
    return this.results.entryJudgingProgress(ctx.viewer, m.contest.id);
  }

  @FieldResolver(() => [ScreeningResult], {
    description: "Screening totals per entry, highest first, with anonymised placements and comments",
  })
  screeningResults(@Root() m: ContestManagement, @Ctx() ctx: Context): Promise<ScreeningResult[]> {
    return this.results.screeningResults(ctx.viewer, m.contest.id);
  }

  @FieldResolver(() => Leaderboard, { description: "The judging leaderboard (by criteria, by judge, by judge standardised)" })
  async leaderboard(@Root() m: ContestManagement, @Ctx() ctx: Context): Promise<Leaderboard> {
    const data = await this.results.leaderboard(ctx.viewer, m.contest.id);
    const users = await usersByIds(
      ctx,
      data.judges.map((j) => j.userId),
    );
    return {
      ...data,
      judges: data.judges.map((j) => ({ ...j, user: users.find((u) => u.id === j.userId)! })).filter((j) => j.user),
    };
  }

  @FieldResolver(() => String, { description: "The leaderboard as CSV text or a markdown table" })
  exportResults(@Root() m: ContestManagement, @Args() args: LeaderboardExportArgs, @Ctx() ctx: Context): Promise<string> {
    return this.results.exportResults(ctx.viewer, m.contest.id, args.view, args.format);
  }

  @FieldResolver(() => CommunityVoteResults, {
    description: "Community vote results with the bad actors whose votes do not count",
  })
  async communityVoteResults(@Root() m: ContestManagement, @Ctx() ctx: Context): Promise<CommunityVoteResults> {
    const data = await this.results.communityVoteResults(ctx.viewer, m.contest.id);
    return {
      rows: data.rows.map((r) => ({
        submission: r.submission,
        tally: { raw: r.raw, weighted: r.weighted, rankCounts: r.rankCounts },
      })),
      badActors: await usersByIds(ctx, data.badActorIds),
      voterCount: data.voterCount,
    };
  }
}
