/**
 * The GraphQL adapter of the contests area, what every member reads: the contest listings and a contest with its
 * fields, an entry's fields, standings, judgings. Thin resolvers over the services, which check every permission
 * themselves; field resolvers hide what the viewer may not see (contests.rules.ts "Visibility"). What each audience
 * does is in its own file: contest-member, contest-staff (screeners and judges), contest-creator and
 * contest-management (creators), contest-admin.
 */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from "type-graphql";
import type { Page } from "../../core/connection";
import { rowId } from "../../core/ids";
import type { Context } from "../context";
import { User } from "../users/user.entity";
import { userById } from "../users/users.loaders";
import { Contest } from "./contest.entity";
import { Submission } from "./submission.entity";
import { Criteria } from "./criteria.entity";
import { Judging, JudgingScore } from "./judging.entity";
import { CommunityVote } from "./community-vote.entity";
import { canManage, canReadResults, canSeeDownload, canSeeEntrant, submissionWindow } from "./contests.rules";
import { ContestCategoryValue, type ContestsService } from "./contests.service";
import type { ContestResultsService, StandingView } from "./contest-results.service";
import {
  submissionById,
  contestById,
  creatorsByContest,
  criteriaByContest,
  criteriaById,
  entryOfMember,
  judgesByContest,
  scoresByJudging,
  screenersByContest,
  submissionCountByContest,
  viewerKey,
  votesOfMember,
} from "./contests.loaders";
import {
  ContestConnection,
  ContestStanding,
  CompletedContestResultsArgs,
  ContestsArgs,
  SubmissionWindowState,
} from "./contests.types";
import { ContestManagement } from "./contest-management.types";

import { rolesOf } from "./contest-viewer";

function managementOf(c: Contest): ContestManagement {
  const m = new ContestManagement();
  m.contest = c;
  m.id = String(c.id);
  m.skipWebhook = c.skipWebhook;
  m.download = c.download;
  m.judgingThreshold = c.judgingThreshold;
  m.screeningBonus = c.screeningBonus;
  m.awaitingApproval = !c.isApproved;
  return m;
}

// ---------------------------------------------------------------------------------------------------------------------

/** The contest listings, one contest, and the fields of a contest everybody may ask for. */
@Resolver(() => Contest)
export class ContestResolver {
  constructor(
    private readonly contestsService: ContestsService,
    private readonly now: () => Date,
    private readonly results: ContestResultsService,
  ) {}

  @Authorized()
  @Query(() => ContestConnection, {
    description: "The contests listing: one category, optional name search and mode filter; 20 a page, newest created first",
  })
  contests(@Args() args: ContestsArgs, @Ctx() ctx: Context): Promise<Page<Contest>> {
    return this.contestsService.list(ctx.viewer, args);
  }

  @Authorized()
  @Query(() => Contest, {
    description: "One contest (deep link ?contest=<id>); hidden or unapproved contests are not found except by their creators",
  })
  contest(@Arg("id", () => ID, { description: "The contest" }) id: string, @Ctx() ctx: Context): Promise<Contest> {
    return this.contestsService.get(ctx.viewer, rowId(id));
  }

  @Authorized()
  @Query(() => ContestConnection, {
    description:
      "Contest results by mode in one call (the original's interOp contest results): the completed public contests of " +
      "a mode, newest first; select `standings` for every entrant's standardised final score",
  })
  completedContestResults(@Args() args: CompletedContestResultsArgs, @Ctx() ctx: Context): Promise<Page<Contest>> {
    return this.contestsService.list(ctx.viewer, { ...args, category: ContestCategoryValue.completed, search: null });
  }

  @FieldResolver(() => [ContestStanding], {
    nullable: true,
    description:
      "Final standings, best first: every judged entrant's standardised final score and place. Null unless you may " +
      "read the results (creators and admins; everybody once the contest is complete)",
  })
  standings(@Root() c: Contest, @Ctx() ctx: Context): Promise<StandingView[] | null> {
    return this.results.standings(ctx.viewer, c.id);
  }

  @FieldResolver(() => [User], { description: 'Creators ("hosted by")' })
  creators(@Root() c: Contest, @Ctx() ctx: Context): Promise<User[]> {
    return ctx.loaders.get(creatorsByContest).load(c.id);
  }

  @FieldResolver(() => [User], {
    nullable: true,
    description: "Screeners: shown to creators, and to everyone once complete; null otherwise",
  })
  async screeners(@Root() c: Contest, @Ctx() ctx: Context): Promise<User[] | null> {
    return canReadResults(c, await rolesOf(ctx, c.id)) ? ctx.loaders.get(screenersByContest).load(c.id) : null;
  }

  @FieldResolver(() => [User], {
    nullable: true,
    description: "Judges: shown to creators, and to everyone once complete; null otherwise",
  })
  async judges(@Root() c: Contest, @Ctx() ctx: Context): Promise<User[] | null> {
    return canReadResults(c, await rolesOf(ctx, c.id)) ? ctx.loaders.get(judgesByContest).load(c.id) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Anonymised entries pack: from screening on (creators: always); null otherwise",
  })
  async download(@Root() c: Contest, @Ctx() ctx: Context): Promise<string | null> {
    return canSeeDownload(c, await rolesOf(ctx, c.id)) ? c.download : null;
  }

  @FieldResolver(() => [Criteria], {
    nullable: true,
    description: "Judging criteria (highest maximum first): for creators, judges, and everyone once complete; null otherwise",
  })
  async criteria(@Root() c: Contest, @Ctx() ctx: Context): Promise<Criteria[] | null> {
    const r = await rolesOf(ctx, c.id);
    return canReadResults(c, r) || r.isJudge ? ctx.loaders.get(criteriaByContest).load(c.id) : null;
  }

  @FieldResolver(() => SubmissionWindowState, { description: "Whether entries are accepted right now (the submission box)" })
  submissionWindow(@Root() c: Contest): SubmissionWindowState {
    return submissionWindow(c, this.now()) as SubmissionWindowState;
  }

  @FieldResolver(() => Int, { description: "How many entries were handed in" })
  submissionCount(@Root() c: Contest, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.get(submissionCountByContest).load(c.id);
  }

  @FieldResolver(() => Boolean, { description: "I am a creator of this contest" })
  async viewerIsCreator(@Root() c: Contest, @Ctx() ctx: Context): Promise<boolean> {
    return (await rolesOf(ctx, c.id)).isCreator;
  }

  @FieldResolver(() => Boolean, { description: "I am a screener of this contest" })
  async viewerIsScreener(@Root() c: Contest, @Ctx() ctx: Context): Promise<boolean> {
    return (await rolesOf(ctx, c.id)).isScreener;
  }

  @FieldResolver(() => Boolean, { description: "I am a judge of this contest" })
  async viewerIsJudge(@Root() c: Contest, @Ctx() ctx: Context): Promise<boolean> {
    return (await rolesOf(ctx, c.id)).isJudge;
  }

  @FieldResolver(() => Boolean, { description: "I may manage this contest (creator or admin): `management` is set" })
  async viewerCanManage(@Root() c: Contest, @Ctx() ctx: Context): Promise<boolean> {
    return canManage(await rolesOf(ctx, c.id));
  }

  @FieldResolver(() => Submission, { nullable: true, description: "My own entry in this contest" })
  mySubmission(@Root() c: Contest, @Ctx() ctx: Context): Promise<Submission | null> {
    return ctx.viewer ? ctx.loaders.get(entryOfMember).load(viewerKey(c.id, ctx.viewer.id)) : Promise.resolve(null);
  }

  @FieldResolver(() => [CommunityVote], { description: "My community votes in this contest" })
  myCommunityVotes(@Root() c: Contest, @Ctx() ctx: Context): Promise<CommunityVote[]> {
    return ctx.viewer ? ctx.loaders.get(votesOfMember).load(viewerKey(c.id, ctx.viewer.id)) : Promise.resolve([]);
  }

  @FieldResolver(() => ContestManagement, {
    nullable: true,
    description: "The creators' view; null unless I am a creator (or an admin)",
  })
  async management(@Root() c: Contest, @Ctx() ctx: Context): Promise<ContestManagement | null> {
    return canManage(await rolesOf(ctx, c.id)) ? managementOf(c) : null;
  }
}

// ---------------------------------------------------------------------------------------------------------------------

/** The fields of an entry: its entrant and URL hidden like the contest hides them. */
@Resolver(() => Submission)
export class SubmissionResolver {
  private async entrantVisible(s: Submission, ctx: Context): Promise<boolean> {
    if (!ctx.viewer) return false;
    if (s.creatorId === ctx.viewer.id) return true;
    const contest = await ctx.loaders.get(contestById).load(s.contestId);
    return !!contest && canSeeEntrant(contest, await rolesOf(ctx, s.contestId), false);
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: "The entrant: shown to the entrant, the creators, and everyone once the contest is complete; null otherwise",
  })
  async creator(@Root() s: Submission, @Ctx() ctx: Context): Promise<User | null> {
    return (await this.entrantVisible(s, ctx)) ? ctx.loaders.get(userById).load(s.creatorId) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "Where the entry is hosted; hidden like the entrant" })
  async url(@Root() s: Submission, @Ctx() ctx: Context): Promise<string | null> {
    return (await this.entrantVisible(s, ctx)) ? s.url : null;
  }

  @FieldResolver(() => Boolean, { description: "This is my own entry" })
  isMine(@Root() s: Submission, @Ctx() ctx: Context): boolean {
    return !!ctx.viewer && s.creatorId === ctx.viewer.id;
  }

  @FieldResolver(() => Contest, { description: "The entry's contest" })
  async contest(@Root() s: Submission, @Ctx() ctx: Context): Promise<Contest> {
    return (await ctx.loaders.get(contestById).load(s.contestId))!;
  }
}

// ---------------------------------------------------------------------------------------------------------------------

/** One line of the final standings. */
@Resolver(() => ContestStanding)
export class ContestStandingResolver {
  @FieldResolver(() => User, { description: "The entrant" })
  async user(@Root() s: StandingView, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.get(userById).load(s.userId))!;
  }

  @FieldResolver(() => Submission, { description: "The entry" })
  async submission(@Root() s: StandingView, @Ctx() ctx: Context): Promise<Submission> {
    return (await ctx.loaders.get(submissionById).load(s.submissionId))!;
  }
}

/** A judging's scores. */
@Resolver(() => Judging)
export class JudgingResolver {
  @FieldResolver(() => [JudgingScore], { description: "Scores per criterion" })
  scores(@Root() j: Judging, @Ctx() ctx: Context): Promise<JudgingScore[]> {
    return ctx.loaders.get(scoresByJudging).load(j.id);
  }
}

/** A score's criterion. */
@Resolver(() => JudgingScore)
export class JudgingScoreResolver {
  @FieldResolver(() => Criteria, { description: "The criterion" })
  async criteria(@Root() s: JudgingScore, @Ctx() ctx: Context): Promise<Criteria> {
    return (await ctx.loaders.get(criteriaById).load(s.criteriaId))!;
  }
}
