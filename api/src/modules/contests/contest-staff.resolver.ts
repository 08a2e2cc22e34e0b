/**
 * What screeners and judges do: their pages (the contests in their phase, the entries of one) and their verdicts.
 * Thin resolvers over the services, which check every permission themselves.
 */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Page } from "../../core/connection";
import { rowId } from "../../core/ids";
import type { Context } from "../context";
import { Contest } from "./contest.entity";
import { Judging } from "./judging.entity";
import type { ContestPhasesService } from "./contest-phases.service";
import {
  ContestConnection,
  JudgingEntryConnection,
  JudgingScoreInput,
  PageArgs,
  ScreeningEntryConnection,
  ScreeningInput,
} from "./contests.types";
import { Screening } from "./screening.entity";

/** The screening and judging pages and what screeners and judges save. */
@Resolver(() => Contest)
export class ContestStaffResolver {
  constructor(private readonly phases: ContestPhasesService) {}

  @Authorized()
  @Query(() => ContestConnection, { description: "The screening page: contests in screening where I am a screener" })
  screeningContests(@Args() args: PageArgs, @Ctx() ctx: Context): Promise<Page<Contest>> {
    return this.phases.contestsInPhase(ctx.viewer, "screening", args);
  }

  @FieldResolver(() => ScreeningEntryConnection, {
    nullable: true,
    description:
      "The screening page's entries (screeners of a contest in screening only; for everybody else null, with the FORBIDDEN error at its path): anonymised, by name, with my own screenings",
  })
  screeningEntries(@Root() c: Contest, @Args() args: PageArgs, @Ctx() ctx: Context) {
    return this.phases.screeningEntries(ctx.viewer, c.id, args);
  }

  @Authorized()
  @Mutation(() => Screening, {
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
  @Query(() => ContestConnection, { description: "The judging page: contests in judging where I am a judge" })
  judgingContests(@Args() args: PageArgs, @Ctx() ctx: Context): Promise<Page<Contest>> {
    return this.phases.contestsInPhase(ctx.viewer, "judging", args);
  }

  @FieldResolver(() => JudgingEntryConnection, {
    nullable: true,
    description:
      "The judging page's entries (judges of a contest in judging only; for everybody else null, with the FORBIDDEN error at its path): those that passed screening, with my own judgings",
  })
  judgingEntries(@Root() c: Contest, @Args() args: PageArgs, @Ctx() ctx: Context) {
    return this.phases.judgingEntries(ctx.viewer, c.id, args);
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
}
