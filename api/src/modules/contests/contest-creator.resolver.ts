/**
 * What a contest's creators do: create and set up the contest, move it through its phases, and manage its creators,
 * entries, screeners, judges and criteria (their read-only view is contest-management.resolver.ts). Thin resolvers
 * over the services, which check every permission themselves.
 */
import { Arg, Authorized, Ctx, ID, Int, Mutation, Resolver } from "type-graphql";
import { rowId } from "../../core/ids";
import type { Context } from "../context";
import { Contest, ContestStatus } from "./contest.entity";
import { Submission } from "./submission.entity";
import { Criteria } from "./criteria.entity";
import { CONTEST_MSG } from "./contests.rules";
import { type ContestsService } from "./contests.service";
import type { ContestEntriesService } from "./contest-entries.service";
import type { ContestStaffService } from "./contest-staff.service";
import { contestById } from "./contests.loaders";
import {
  AddSubmissionsPayload,
  ContestStaffRole,
  CreateContestInput,
  DeletePayload,
  ManualSubmissionInput,
  SyncNamesPayload,
  UpdateContestInput,
} from "./contests.types";

/** Null means "unchanged" for fields that cannot be cleared. */
const keep = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** The creators' changes to a contest. */
@Resolver()
export class ContestCreatorResolver {
  constructor(
    private readonly contestsService: ContestsService,
    private readonly entries: ContestEntriesService,
    private readonly staff: ContestStaffService,
  ) {}

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
    return ctx.loaders.after(
      await this.contestsService.update(ctx.viewer, rowId(id), {
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
      }),
    );
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
    return ctx.loaders.after(await this.contestsService.setStatus(ctx.viewer, rowId(id), status));
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
    return ctx.loaders.after(await this.contestsService.setCommunityVoteOrderedPriority(ctx.viewer, rowId(id), value));
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
    return ctx.loaders.after(await this.contestsService.addCreator(ctx.viewer, rowId(contestId), user));
  }

  @Authorized()
  @Mutation(() => Contest, { description: 'Remove a creator ("Contest has no creator" for the last one)' })
  async removeContestCreator(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("userId", () => ID, { description: "The creator's member id" }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    return ctx.loaders.after(await this.contestsService.removeCreator(ctx.viewer, rowId(contestId), rowId(userId)));
  }

  @Authorized()
  @Mutation(() => Submission, { description: "Creators: add a late entry for a member" })
  async addContestSubmission(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("input", { description: "Entrant, name and URL" }) input: ManualSubmissionInput,
    @Ctx() ctx: Context,
  ): Promise<Submission> {
    return ctx.loaders.after(await this.entries.addManually(ctx.viewer, rowId(contestId), input));
  }

  @Authorized()
  @Mutation(() => Submission, { description: "Creators: set an entry's anonymised name" })
  async renameContestSubmission(
    @Arg("contestId", () => ID, { description: "The contest the entry belongs to" }) contestId: string,
    @Arg("submissionId", () => ID, { description: "The entry" }) submissionId: string,
    @Arg("name", { description: "Anonymised name (1-100 characters)" }) name: string,
    @Ctx() ctx: Context,
  ): Promise<Submission> {
    return ctx.loaders.after(await this.entries.rename(ctx.viewer, rowId(contestId), rowId(submissionId), name));
  }

  @Authorized()
  @Mutation(() => DeletePayload, { description: "Creators: delete an entry with its screenings, judgings and votes" })
  async deleteContestSubmission(
    @Arg("contestId", () => ID, { description: "The contest the entry belongs to" }) contestId: string,
    @Arg("submissionId", () => ID, { description: "The entry" }) submissionId: string,
    @Ctx() ctx: Context,
  ): Promise<DeletePayload> {
    const id = ctx.loaders.after(await this.entries.remove(ctx.viewer, rowId(contestId), rowId(submissionId)));
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
    return ctx.loaders.after(await this.entries.syncNames(ctx.viewer, rowId(contestId), csv));
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

  @Authorized()
  @Mutation(() => Contest, { description: 'Creators: add a screener or judge ("User is already a screener!" / "…judge!")' })
  async addContestStaff(
    @Arg("contestId", () => ID, { description: "The contest" }) contestId: string,
    @Arg("role", () => ContestStaffRole, { description: "Screener or judge" }) role: ContestStaffRole,
    @Arg("user", { description: "Username or osu! id" }) user: string,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    return ctx.loaders.after(await this.staff.add(ctx.viewer, rowId(contestId), role, user));
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
    return ctx.loaders.after(await this.staff.remove(ctx.viewer, rowId(contestId), role, rowId(userId)));
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
    const id = ctx.loaders.after(await this.staff.deleteCriteria(ctx.viewer, rowId(contestId), rowId(criteriaId)));
    return { deletedId: String(id), message: CONTEST_MSG.deleted };
  }
}
