/**
 * What members do in contests: hand in an entry, the community vote (its page, its entries, the vote), and the results
 * pages. Thin resolvers over the services, which check every permission themselves.
 */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Page } from "../../core/connection";
import { rowId } from "../../core/ids";
import type { Context } from "../context";
import { Contest } from "./contest.entity";
import { Submission } from "./submission.entity";
import type { ContestEntriesService } from "./contest-entries.service";
import type { ContestPhasesService } from "./contest-phases.service";
import type { ContestResultsService } from "./contest-results.service";
import {
  CommunityVoteArgs,
  CommunityVotePayload,
  ContestConnection,
  PageArgs,
  SubmissionConnection,
  VoteEntryConnection,
} from "./contests.types";
import { ContestResults, SubmissionResult } from "./contest-results.types";

import { usersByIds } from "./contest-viewer";

/** A member's entry, community vote and results. */
@Resolver(() => Contest)
export class ContestMemberResolver {
  constructor(
    private readonly entries: ContestEntriesService,
    private readonly phases: ContestPhasesService,
    private readonly results: ContestResultsService,
  ) {}

  @Authorized()
  @Mutation(() => Submission, {
    description:
      'Hand in (or replace) my entry: Beatmapping phase, between start and end, an http(s) URL ("Submitted!"). Creators cannot enter their own contest',
  })
  async submitContestEntry(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("url", { description: "Where I uploaded the entry (http or https)" }) url: string,
    @Ctx() ctx: Context,
  ): Promise<Submission> {
    return ctx.loaders.after(await this.entries.submit(ctx.viewer, rowId(contestId), url));
  }

  @Authorized()
  @Query(() => ContestConnection, { description: "The community vote page: public contests in their community vote" })
  voteContests(@Args() args: PageArgs, @Ctx() ctx: Context): Promise<Page<Contest>> {
    return this.phases.contestsInPhase(ctx.viewer, "vote", args);
  }

  @FieldResolver(() => VoteEntryConnection, {
    nullable: true,
    description:
      "The community vote page's entries (contests in the vote phase; otherwise null, with the FORBIDDEN error at its path): anonymised, with my own votes",
  })
  voteEntries(@Root() c: Contest, @Args() args: PageArgs, @Ctx() ctx: Context) {
    return this.phases.voteEntries(ctx.viewer, c.id, args);
  }

  @Authorized()
  @Mutation(() => CommunityVotePayload, { description: "Vote (or withdraw a vote) in a community vote" })
  async castCommunityVote(@Args() args: CommunityVoteArgs, @Ctx() ctx: Context): Promise<CommunityVotePayload> {
    const { contest, votes } = await this.phases.castVote(ctx.viewer, rowId(args.submissionId), args.vote);
    return { contest, votes, votesLeft: Math.max(0, contest.communityVoteCount - votes.length) };
  }

  @Authorized()
  @Query(() => SubmissionConnection, {
    description: "The results page without a contest: my entries in completed contests, newest first",
  })
  myContestResults(@Args() args: PageArgs, @Ctx() ctx: Context): Promise<Page<Submission>> {
    return this.results.participated(ctx.viewer, args);
  }

  @Authorized()
  @Query(() => ContestResults, { description: "One contest's results table (complete contests; creators: any time)" })
  contestResults(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Ctx() ctx: Context,
  ): Promise<ContestResults> {
    return this.results.contestResults(ctx.viewer, rowId(contestId));
  }

  @Authorized()
  @Query(() => SubmissionResult, { description: "One entry's results detail (complete contests; creators: any time)" })
  async contestSubmissionResult(
    @Arg("submissionId", () => ID, { description: "The entry" }) submissionId: string,
    @Ctx() ctx: Context,
  ): Promise<SubmissionResult> {
    const r = await this.results.submissionResult(ctx.viewer, rowId(submissionId));
    const judges = await usersByIds(
      ctx,
      r.judgings.map((j) => j.judgeId).filter((id): id is number => id !== null),
    );
    return {
      ...r,
      judgings: r.judgings.map((j) => ({
        ...j,
        judge: j.judgeId === null ? null : (judges.find((u) => u.id === j.judgeId) ?? null),
      })),
    };
  }
}
