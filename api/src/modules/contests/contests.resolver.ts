// Over 400 lines: one adapter per contest operation (about 45 queries, mutations and field resolvers) with their descriptions; each is a few lines, and the next seam is one resolver class per role (member, creator, screener, judge, admin).
/**
 * The GraphQL adapter of the contests area: thin resolvers over the services, which check every permission
 * themselves. Field resolvers hide what the viewer may not see (contests.rules.ts "Visibility").
 */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { isAdmin, Role } from "../../core/access";
import type { Page } from "../../core/connection";
import { rowId } from "../../core/ids";
import type { Context } from "../context";
import { User } from "../users/user.entity";
import { userById } from "../users/users.loaders";
import { Contest, ContestStatus } from "./contest.entity";
import { Submission } from "./submission.entity";
import { Criteria } from "./criteria.entity";
import { Judging, JudgingScore } from "./judging.entity";
import { CommunityVote } from "./community-vote.entity";
import type { Screening } from "./screening.entity";
import {
  CONTEST_MSG,
  canManage,
  canReadResults,
  canSeeDownload,
  canSeeEntrant,
  submissionWindow,
  type ContestRoles,
} from "./contests.rules";
import { ContestCategoryValue, type ContestsService, type AdminFlag } from "./contests.service";
import type { ContestEntriesService } from "./contest-entries.service";
import type { ContestStaffService } from "./contest-staff.service";
import type { ContestPhasesService } from "./contest-phases.service";
import type { ContestResultsService, StandingView } from "./contest-results.service";
import {
  submissionById,
  contestById,
  creatorsByContest,
  criteriaByContest,
  criteriaById,
  entryOfMember,
  judgesByContest,
  memberRoles,
  scoresByJudging,
  screenersByContest,
  submissionCountByContest,
  viewerKey,
  votesOfMember,
} from "./contests.loaders";
import {
  AddSubmissionsPayload,
  CandidatesArgs,
  CommunityVoteArgs,
  CommunityVotePayload,
  CommunityVoteResults,
  ContestConnection,
  ContestStanding,
  CompletedContestResultsArgs,
  ContestManagement,
  ContestResults,
  ContestsArgs,
  ContestStaffCandidateConnection,
  ContestStaffRole,
  CreateContestInput,
  DeletePayload,
  EntryJudgingProgress,
  JudgeProgress,
  JudgingEntryConnection,
  JudgingScoreInput,
  Leaderboard,
  LeaderboardExportArgs,
  ManualSubmissionInput,
  PageArgs,
  ScreenerProgress,
  ScreeningEntryConnection,
  ScreeningInput,
  ScreeningResult,
  SubmissionConnection,
  SubmissionResult,
  SubmissionWindowState,
  SyncNamesPayload,
  UpdateContestInput,
  VoteEntryConnection,
} from "./contests.types";
import { Screening as ScreeningType } from "./screening.entity";

/** The viewer's roles in a contest, through the request's loaders. */
async function rolesOf(ctx: Context, contestId: number): Promise<ContestRoles> {
  if (!ctx.viewer) return { isAdmin: false, isCreator: false, isScreener: false, isJudge: false };
  const r = await ctx.loaders.get(memberRoles).load(viewerKey(contestId, ctx.viewer.id));
  return { ...r, isAdmin: isAdmin(ctx.viewer) };
}

async function usersByIds(ctx: Context, ids: number[]): Promise<User[]> {
  const users = await ctx.loaders.get(userById).loadMany(ids);
  return users.filter((u): u is User => !!u && !(u instanceof Error));
}

/** Null means "unchanged" for fields that cannot be cleared. */
const keep = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

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

@Resolver(() => Contest)
export class ContestResolver {
  constructor(
    private readonly contestsService: ContestsService,
    private readonly phases: ContestPhasesService,
    private readonly now: () => Date,
    private readonly results: ContestResultsService,
  ) {}

  // ---------------------------------------------------------------- queries

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
  @Query(() => ContestConnection, { description: "The screening page: contests in screening where I am a screener" })
  screeningContests(@Args() args: PageArgs, @Ctx() ctx: Context): Promise<Page<Contest>> {
    return this.phases.contestsInPhase(ctx.viewer, "screening", args);
  }

  @Authorized()
  @Query(() => ContestConnection, { description: "The judging page: contests in judging where I am a judge" })
  judgingContests(@Args() args: PageArgs, @Ctx() ctx: Context): Promise<Page<Contest>> {
    return this.phases.contestsInPhase(ctx.viewer, "judging", args);
  }

  @Authorized()
  @Query(() => ContestConnection, { description: "The community vote page: public contests in their community vote" })
  voteContests(@Args() args: PageArgs, @Ctx() ctx: Context): Promise<Page<Contest>> {
    return this.phases.contestsInPhase(ctx.viewer, "vote", args);
  }

  // ---------------------------------------------------------------- mutations (creators)

  @Authorized()
  @Mutation(() => Contest, {
    description: `Create a contest (Hidden, with me as creator); it waits for an admin's approval: "${CONTEST_MSG.queuedForApproval}"`,
  })
  createContest(
    @Arg("input", { description: "Name and optional template" }) input: CreateContestInput,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    return this.contestsService.create(ctx.viewer, {
      name: input.name,
      templateId: input.templateId ? rowId(input.templateId) : null,
    });
  }

  @Authorized()
  @Mutation(() => Contest, { description: "Change any of the creators' settings (completed contests: admins only)" })
  async updateContest(
    @Arg("id", () => ID, { description: "The contest" }) id: string,
    @Arg("input", { description: "The settings to change" }) input: UpdateContestInput,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    const c = await this.contestsService.update(ctx.viewer, rowId(id), {
      name: keep(input.name),
      mode: keep(input.mode),
      url: input.url,
      osuContestListingUrl: input.osuContestListingUrl,
      resultsUrl: input.resultsUrl,
      bannerUrl: input.bannerUrl,
      download: input.download,
      description: keep(input.description),
      contestStart: input.contestStart,
      contestEnd: input.contestEnd,
      useRawScoring: keep(input.useRawScoring),
      hasPublicJudges: keep(input.hasPublicJudges),
      screeningVoteCount: keep(input.screeningVoteCount),
      judgingThreshold: keep(input.judgingThreshold),
      screeningBonus: keep(input.screeningBonus),
      judgingCommentsEnabled: keep(input.judgingCommentsEnabled),
      communityVoteCount: keep(input.communityVoteCount),
      communityVoteEnd: input.communityVoteEnd,
      communityVoteDescription: keep(input.communityVoteDescription),
    });
    ctx.loaders.clearAll();
    return c;
  }

  @Authorized()
  @Mutation(() => Contest, {
    description:
      'Move the contest to a phase ("Missing requirements: a, b, c!" when something is missing; Hidden is always allowed). The change and its Discord announcement are one: when the announcement fails nothing is saved',
  })
  async setContestStatus(
    @Arg("id", () => ID, { description: "The contest" }) id: string,
    @Arg("status", () => ContestStatus, { description: "The new phase" }) status: ContestStatus,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    const c = await this.contestsService.setStatus(ctx.viewer, rowId(id), status);
    ctx.loaders.clearAll();
    return c;
  }

  @Authorized()
  @Mutation(() => Contest, {
    description: "Switch between plain and ordered community votes; DELETES every community vote of the contest",
  })
  async setCommunityVoteOrderedPriority(
    @Arg("id", () => ID, { description: "The contest" }) id: string,
    @Arg("value", { description: "true = ordered ranks" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    const c = await this.contestsService.setCommunityVoteOrderedPriority(ctx.viewer, rowId(id), value);
    ctx.loaders.clearAll();
    return c;
  }

  @Authorized()
  @Mutation(() => DeletePayload, { description: 'Delete a Hidden contest without submissions ("Deleted")' })
  async deleteContest(
    @Arg("id", () => ID, { description: "The contest" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<DeletePayload> {
    const deletedId = await this.contestsService.delete(ctx.viewer, rowId(id));
    return { deletedId: String(deletedId), message: CONTEST_MSG.deleted };
  }

  @Authorized()
  @Mutation(() => Contest, { description: "Add a creator (username or osu! id)" })
  async addContestCreator(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("user", { description: "Username or osu! id" }) user: string,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    const c = await this.contestsService.addCreator(ctx.viewer, rowId(contestId), user);
    ctx.loaders.clearAll();
    return c;
  }

  @Authorized()
  @Mutation(() => Contest, { description: 'Remove a creator ("Contest has no creator" for the last one)' })
  async removeContestCreator(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("userId", () => ID, { description: "The creator's member id" }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    const c = await this.contestsService.removeCreator(ctx.viewer, rowId(contestId), rowId(userId));
    ctx.loaders.clearAll();
    return c;
  }

  // ---------------------------------------------------------------- mutations (admins)

  private async flag(ctx: Context, id: string, flag: AdminFlag, value: boolean): Promise<Contest> {
    const c = await this.contestsService.setAdminFlag(ctx.viewer, rowId(id), flag, value);
    ctx.loaders.clearAll();
    return c;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Contest, { description: "Admin: approve (announced on Discord) or withdraw approval (not announced)" })
  setContestApproved(
    @Arg("id", () => ID, { description: "The contest" }) id: string,
    @Arg("value", { description: "Approved" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    return this.flag(ctx, id, "isApproved", value);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Contest, { description: "Admin: mark a Featured Artist contest (its roles earn points once complete)" })
  setContestFeaturedArtist(
    @Arg("id", () => ID, { description: "The contest" }) id: string,
    @Arg("value", { description: "Featured Artist contest" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    return this.flag(ctx, id, "isFeaturedArtistContest", value);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Contest, { description: "Admin: whether the contest counts for points" })
  setContestEligibleForPoints(
    @Arg("id", () => ID, { description: "The contest" }) id: string,
    @Arg("value", { description: "Eligible" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    return this.flag(ctx, id, "isEligibleForPoints", value);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Contest, { description: "Admin: do not announce the approval and completion on Discord" })
  setContestSkipWebhook(
    @Arg("id", () => ID, { description: "The contest" }) id: string,
    @Arg("value", { description: "Skip announcements" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    return this.flag(ctx, id, "skipWebhook", value);
  }

  // ---------------------------------------------------------------- fields

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

  @FieldResolver(() => ScreeningEntryConnection, {
    nullable: true,
    description:
      "The screening page's entries (screeners of a contest in screening only; for everybody else null, with the FORBIDDEN error at its path): anonymised, by name, with my own screenings",
  })
  screeningEntries(@Root() c: Contest, @Args() args: PageArgs, @Ctx() ctx: Context) {
    return this.phases.screeningEntries(ctx.viewer, c.id, args);
  }

  @FieldResolver(() => JudgingEntryConnection, {
    nullable: true,
    description:
      "The judging page's entries (judges of a contest in judging only; for everybody else null, with the FORBIDDEN error at its path): those that passed screening, with my own judgings",
  })
  judgingEntries(@Root() c: Contest, @Args() args: PageArgs, @Ctx() ctx: Context) {
    return this.phases.judgingEntries(ctx.viewer, c.id, args);
  }

  @FieldResolver(() => VoteEntryConnection, {
    nullable: true,
    description:
      "The community vote page's entries (contests in the vote phase; otherwise null, with the FORBIDDEN error at its path): anonymised, with my own votes",
  })
  voteEntries(@Root() c: Contest, @Args() args: PageArgs, @Ctx() ctx: Context) {
    return this.phases.voteEntries(ctx.viewer, c.id, args);
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

// ---------------------------------------------------------------------------------------------------------------------

@Resolver(() => Submission)
export class SubmissionResolver {
  constructor(private readonly entries: ContestEntriesService) {}

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
    const s = await this.entries.submit(ctx.viewer, rowId(contestId), url);
    ctx.loaders.clearAll();
    return s;
  }

  @Authorized()
  @Mutation(() => Submission, { description: "Creators: add a late entry for a member" })
  async addContestSubmission(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("input", { description: "Entrant, name and URL" }) input: ManualSubmissionInput,
    @Ctx() ctx: Context,
  ): Promise<Submission> {
    const s = await this.entries.addManually(ctx.viewer, rowId(contestId), input);
    ctx.loaders.clearAll();
    return s;
  }

  @Authorized()
  @Mutation(() => Submission, { description: "Creators: set an entry's anonymised name" })
  async renameContestSubmission(
    @Arg("contestId", () => ID, { description: "The contest the entry belongs to" }) contestId: string,
    @Arg("submissionId", () => ID, { description: "The entry" }) submissionId: string,
    @Arg("name", { description: "Anonymised name (1-100 characters)" }) name: string,
    @Ctx() ctx: Context,
  ): Promise<Submission> {
    const s = await this.entries.rename(ctx.viewer, rowId(contestId), rowId(submissionId), name);
    ctx.loaders.clearAll();
    return s;
  }

  @Authorized()
  @Mutation(() => DeletePayload, { description: "Creators: delete an entry with its screenings, judgings and votes" })
  async deleteContestSubmission(
    @Arg("contestId", () => ID, { description: "The contest the entry belongs to" }) contestId: string,
    @Arg("submissionId", () => ID, { description: "The entry" }) submissionId: string,
    @Ctx() ctx: Context,
  ): Promise<DeletePayload> {
    const id = await this.entries.remove(ctx.viewer, rowId(contestId), rowId(submissionId));
    ctx.loaders.clearAll();
    return { deletedId: String(id), message: CONTEST_MSG.deleted };
  }

  @Authorized()
  @Mutation(() => SyncNamesPayload, {
    description: "Creators: rename entries from the anonymiser's CSV (username,osu id,name lines; osu! ids matched exactly)",
  })
  async syncContestSubmissionNames(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("csv", { description: "The CSV text" }) csv: string,
    @Ctx() ctx: Context,
  ): Promise<SyncNamesPayload> {
    const r = await this.entries.syncNames(ctx.viewer, rowId(contestId), csv);
    ctx.loaders.clearAll();
    return r;
  }

  @Authorized()
  @Mutation(() => AddSubmissionsPayload, {
    description:
      "Creators: create the entries of a contest run on the osu! listing from its CSV (no entries yet, listing URL set)",
  })
  async addContestSubmissionsFromCsv(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("csv", { description: "The CSV text" }) csv: string,
    @Ctx() ctx: Context,
  ): Promise<AddSubmissionsPayload> {
    const id = rowId(contestId);
    const added = await this.entries.addFromCsv(ctx.viewer, id, csv);
    ctx.loaders.clearAll();
    const contest = await ctx.loaders.get(contestById).load(id);
    return { added, contest: contest! };
  }

  // ---------------------------------------------------------------- fields

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

@Resolver()
export class ContestStaffResolver {
  constructor(private readonly staff: ContestStaffService) {}

  @Authorized()
  @Mutation(() => Contest, { description: 'Creators: add a screener or judge ("User is already a screener!" / "…judge!")' })
  async addContestStaff(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("role", () => ContestStaffRole, { description: "Screener or judge" }) role: ContestStaffRole,
    @Arg("user", { description: "Username or osu! id" }) user: string,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    const c = await this.staff.add(ctx.viewer, rowId(contestId), role, user);
    ctx.loaders.clearAll();
    return c;
  }

  @Authorized()
  @Mutation(() => Contest, {
    description: "Creators: remove a screener (with their screenings) or a judge (with their judgings)",
  })
  async removeContestStaff(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("role", () => ContestStaffRole, { description: "Screener or judge" }) role: ContestStaffRole,
    @Arg("userId", () => ID, { description: "The member's id" }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    const c = await this.staff.remove(ctx.viewer, rowId(contestId), role, rowId(userId));
    ctx.loaders.clearAll();
    return c;
  }

  @Authorized()
  @Mutation(() => Criteria, { description: "Creators: add a judging criterion (name stored lower-case, max 1-1000)" })
  addContestCriteria(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("name", { description: "Name" }) name: string,
    @Arg("maxScore", () => Int, { description: "Highest score" }) maxScore: number,
    @Ctx() ctx: Context,
  ): Promise<Criteria> {
    return this.staff.addCriteria(ctx.viewer, rowId(contestId), name, maxScore);
  }

  @Authorized()
  @Mutation(() => DeletePayload, { description: "Creators: delete a criterion of the contest and every score given on it" })
  async deleteContestCriteria(
    @Arg("contestId", () => ID, { description: "The contest the criterion belongs to" }) contestId: string,
    @Arg("criteriaId", () => ID, { description: "The criterion" }) criteriaId: string,
    @Ctx() ctx: Context,
  ): Promise<DeletePayload> {
    const id = await this.staff.deleteCriteria(ctx.viewer, rowId(contestId), rowId(criteriaId));
    ctx.loaders.clearAll();
    return { deletedId: String(id), message: CONTEST_MSG.deleted };
  }
}

// ---------------------------------------------------------------------------------------------------------------------

@Resolver()
export class ContestPhasesResolver {
  constructor(private readonly phases: ContestPhasesService) {}

  @Authorized()
  @Mutation(() => ScreeningType, {
    description: "Screeners: place a star, comment or mark an entry reviewed (my screening only)",
  })
  saveScreening(
    @Arg("submissionId", () => ID, { description: "The entry" }) submissionId: string,
    @Arg("input", { description: "What to change" }) input: ScreeningInput,
    @Ctx() ctx: Context,
  ): Promise<Screening> {
    return this.phases.saveScreening(ctx.viewer, rowId(submissionId), input);
  }

  @Authorized()
  @Mutation(() => Judging, { description: 'Judges: score an entry on one criterion ("Saved!")' })
  saveJudgingScore(
    @Arg("input", { description: "Entry, criterion, score and note" }) input: JudgingScoreInput,
    @Ctx() ctx: Context,
  ): Promise<Judging> {
    return this.phases.saveJudgingScore(
      ctx.viewer,
      rowId(input.submissionId),
      rowId(input.criteriaId),
      input.score,
      input.comment,
    );
  }

  @Authorized()
  @Mutation(() => Judging, { description: "Judges: the general comment on an entry (when the contest has comments switched on)" })
  saveJudgingComment(
    @Arg("submissionId", () => ID, { description: "The entry" }) submissionId: string,
    @Arg("comment", { description: "At most 3,000 characters; empty removes it" }) comment: string,
    @Ctx() ctx: Context,
  ): Promise<Judging> {
    return this.phases.saveJudgingComment(ctx.viewer, rowId(submissionId), comment);
  }

  @Authorized()
  @Mutation(() => CommunityVotePayload, { description: "Vote (or withdraw a vote) in a community vote" })
  async castCommunityVote(@Args() args: CommunityVoteArgs, @Ctx() ctx: Context): Promise<CommunityVotePayload> {
    const { contest, votes } = await this.phases.castVote(ctx.viewer, rowId(args.submissionId), args.vote);
    return { contest, votes, votesLeft: Math.max(0, contest.communityVoteCount - votes.length) };
  }
}

// ---------------------------------------------------------------------------------------------------------------------

@Resolver()
export class ContestResultsResolver {
  constructor(private readonly results: ContestResultsService) {}

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

// ---------------------------------------------------------------------------------------------------------------------

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

@Resolver(() => Judging)
export class JudgingResolver {
  @FieldResolver(() => [JudgingScore], { description: "Scores per criterion" })
  scores(@Root() j: Judging, @Ctx() ctx: Context): Promise<JudgingScore[]> {
    return ctx.loaders.get(scoresByJudging).load(j.id);
  }
}

@Resolver(() => JudgingScore)
export class JudgingScoreResolver {
  @FieldResolver(() => Criteria, { description: "The criterion" })
  async criteria(@Root() s: JudgingScore, @Ctx() ctx: Context): Promise<Criteria> {
    return (await ctx.loaders.get(criteriaById).load(s.criteriaId))!;
  }
}
