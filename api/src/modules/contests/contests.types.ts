/**
 * GraphQL inputs, arguments, enums, the phase pages' views and the payloads of the contests area; the creators' views
 * are in contest-management.types.ts, the results in contest-results.types.ts. Every type, field, argument and enum
 * value is documented: the web pages are built from this schema (README.md "GraphQL").
 */
import { IsOptional, MaxLength, Max, Min } from "class-validator";
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { ConnectionArgs, Connection } from "../../core/connection";
import { Mode } from "../../core/enums";
import { Contest } from "./contest.entity";
import { Submission } from "./submission.entity";
import { Screening } from "./screening.entity";
import { Judging } from "./judging.entity";
import { CommunityVote } from "./community-vote.entity";
import { ContestCategoryValue } from "./contests.service";
import { CONTEST_LIMITS } from "./contests.rules";
import { Node } from "../../core/node";

// ---------------------------------------------------------------------------------------------------------------------
// Enums

registerEnumType(ContestCategoryValue, {
  name: "ContestCategory",
  description: "Categories of the contests listing",
  valuesConfig: {
    active: { description: "Approved contests that are neither hidden nor complete" },
    completed: { description: "Approved, completed contests" },
    mine: { description: "Contests I created (any phase, approved or not)" },
    pendingApproval: {
      description: "Admins only: every contest not approved yet (Hidden ones included: their creators are still preparing them)",
    },
  },
});

export enum SubmissionWindowState {
  open = "open",
  notYetOpen = "notYetOpen",
  closed = "closed",
}
registerEnumType(SubmissionWindowState, {
  name: "SubmissionWindowState",
  description: "Whether the contest accepts entries right now",
  valuesConfig: {
    open: { description: 'Beatmapping phase, between contestStart and contestEnd ("Maps can be submitted until <contestEnd>")' },
    notYetOpen: { description: 'Before contestStart ("Maps can be submitted after <contestStart>")' },
    closed: { description: '"This contest is no longer accepting new submissions."' },
  },
});

export enum ContestStaffRole {
  screener = "screener",
  judge = "judge",
}
registerEnumType(ContestStaffRole, {
  name: "ContestStaffRole",
  description: "A role a creator hands out",
  valuesConfig: {
    screener: { description: "Places stars on the anonymised entries in the screening phase" },
    judge: { description: "Scores the entries that passed screening in the judging phase" },
  },
});

export enum LeaderboardViewKind {
  criteria = "criteria",
  judge = "judge",
  judgeStandardised = "judgeStandardised",
}
registerEnumType(LeaderboardViewKind, {
  name: "LeaderboardView",
  description: "Columns of a leaderboard export",
  valuesConfig: {
    criteria: { description: "One column per criterion (summed across judges)" },
    judge: { description: "One column per judge (their raw sum), with AVG, SD and COR rows" },
    judgeStandardised: { description: "One column per judge (their standardised score), with AVG, SD and COR rows" },
  },
});

export enum ExportFormatKind {
  csv = "csv",
  markdown = "markdown",
}
registerEnumType(ExportFormatKind, {
  name: "ExportFormat",
  description: "Text format of an export",
  valuesConfig: {
    csv: { description: "Comma-separated values" },
    markdown: { description: "A markdown table (the Final Score header links to the MBC judging wiki unless raw scoring)" },
  },
});

// ---------------------------------------------------------------------------------------------------------------------
// Arguments and inputs

@ArgsType()
export class ContestsArgs extends ConnectionArgs {
  @Field(() => ContestCategoryValue, { defaultValue: ContestCategoryValue.active, description: "Which category to list" })
  category: ContestCategoryValue = ContestCategoryValue.active;

  @Field(() => String, { nullable: true, description: "Part of the contest name (case-insensitive)" })
  @IsOptional()
  @MaxLength(CONTEST_LIMITS.searchMax, { message: "Search is too long" })
  search?: string | null;

  @Field(() => Mode, { nullable: true, description: "Only contests of this game mode" })
  @IsOptional()
  mode?: Mode | null;
}

@ArgsType()
export class CandidatesArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: "Part of the username (case-insensitive)" })
  @IsOptional()
  @MaxLength(CONTEST_LIMITS.searchMax, { message: "Search is too long" })
  search?: string | null;
}

@InputType({ description: "A new contest" })
export class CreateContestInput {
  @Field({ description: "Unique name" })
  name: string;

  @Field(() => ID, { nullable: true, description: "One of my own contests to copy the mode, details URL and description from" })
  templateId?: string | null;
}

@InputType({
  description:
    "The creators' settings. Omitted fields stay unchanged; for the URL and date fields null (or an empty string) clears the value; for the others null means unchanged.",
})
export class UpdateContestInput {
  @Field(() => String, { nullable: true, description: "Unique name" })
  name?: string | null;

  @Field(() => Mode, { nullable: true, description: "Game mode" })
  mode?: Mode | null;

  @Field(() => String, { nullable: true, description: "Details/news URL (http or https)" })
  url?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Official osu! listing (must start with https://osu.ppy.sh/community/contests/)",
  })
  osuContestListingUrl?: string | null;

  @Field(() => String, { nullable: true, description: "Results post URL (required before completion)" })
  resultsUrl?: string | null;

  @Field(() => String, { nullable: true, description: "Banner image URL" })
  bannerUrl?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Anonymised entries pack URL (shown on the screening, judging, vote and results pages)",
  })
  download?: string | null;

  @Field(() => String, { nullable: true, description: "Markdown description (at most 20,000 characters)" })
  description?: string | null;

  @Field(() => Date, { nullable: true, description: "Submissions open (must be before contestEnd)" })
  contestStart?: Date | null;

  @Field(() => Date, { nullable: true, description: "Submissions close (must be after contestStart)" })
  contestEnd?: Date | null;

  @Field(() => Boolean, { nullable: true, description: "Rank results by raw judging totals" })
  useRawScoring?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Name judges next to their scores in the results" })
  hasPublicJudges?: boolean | null;

  @Field(() => Int, { nullable: true, description: "Stars per screener, 1-10" })
  screeningVoteCount?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Screening total an entry needs to go to judging (≥); 0 lets every entry through",
  })
  judgingThreshold?: number | null;

  @Field(() => Boolean, { nullable: true, description: "Each placement adds 1 to the screening total" })
  screeningBonus?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Judges may write a general comment per entry (the criteria set's comments switch)",
  })
  judgingCommentsEnabled?: boolean | null;

  @Field(() => Int, { nullable: true, description: "Community votes per member, 1-10" })
  communityVoteCount?: number | null;

  @Field(() => Date, { nullable: true, description: "Community voting closes at this instant" })
  communityVoteEnd?: Date | null;

  @Field(() => String, { nullable: true, description: "Markdown shown on the community vote page" })
  communityVoteDescription?: string | null;
}

@InputType({ description: "A late entry added by a creator" })
export class ManualSubmissionInput {
  @Field({ description: "The entrant: username or osu! id of a member who signed in at least once" })
  user: string;

  @Field(() => String, { nullable: true, description: "Anonymised name" })
  name?: string | null;

  @Field(() => String, { nullable: true, description: "Where the entry is hosted (http or https)" })
  url?: string | null;
}

@InputType({ description: "A screener's change to one entry; omitted (or null) fields stay unchanged" })
export class ScreeningInput {
  @Field(() => Int, {
    nullable: true,
    description: "Placement: 0 removes it, 1 (lowest) .. N (highest), each used once per contest",
  })
  vote?: number | null;

  @Field(() => String, { nullable: true, description: "Comment (at most 1,000 characters); an empty string removes it" })
  comment?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'The private "checked" mark' })
  reviewed?: boolean | null;
}

@InputType({ description: "A judge's score of one entry on one criterion" })
export class JudgingScoreInput {
  @Field(() => ID, { description: "The entry" })
  submissionId: string;

  @Field(() => ID, { description: "The criterion (of the entry's contest)" })
  criteriaId: string;

  @Field(() => Int, { description: "0 .. the criterion's maxScore" })
  score: number;

  @Field(() => String, {
    nullable: true,
    description: "Optional note on this criterion (at most 3,000 characters); omitted = unchanged",
  })
  comment?: string | null;
}

@ArgsType()
export class LeaderboardExportArgs {
  @Field(() => LeaderboardViewKind, { defaultValue: LeaderboardViewKind.criteria, description: "Which columns" })
  view: LeaderboardViewKind = LeaderboardViewKind.criteria;

  @Field(() => ExportFormatKind, { defaultValue: ExportFormatKind.csv, description: "CSV or markdown" })
  format: ExportFormatKind = ExportFormatKind.csv;
}

@ArgsType()
export class PageArgs extends ConnectionArgs {}

@ArgsType()
export class CommunityVoteArgs {
  @Field(() => ID, { description: "The entry" })
  submissionId: string;

  @Field(() => Int, { description: "Plain mode: 1 votes, 0 withdraws. Ordered mode: rank 1..N (1 = first choice), 0 withdraws" })
  @Min(0, { message: "Vote must not be negative" })
  @Max(10, { message: "Vote must be at most 10" })
  vote: number;
}

// ---------------------------------------------------------------------------------------------------------------------
// Connections

export const ContestConnection = Connection(Contest);
export const SubmissionConnection = Connection(Submission);

// ---------------------------------------------------------------------------------------------------------------------
// Views of the phase pages

@ObjectType({ implements: Node, description: "An entry on the screening page: anonymised, with my own screening only" })
export class ScreeningEntry {
  @Field(() => Submission, { description: "The entry (its anonymised name; entrant and URL stay hidden)" })
  submission: Submission;

  @Field(() => Screening, { nullable: true, description: "My screening of it; null until I save one" })
  screening: Screening | null;

  @Field({ description: "My own entry (I cannot place stars on it)" })
  isOwnEntry: boolean;
}

@ObjectType({
  implements: Node,
  description: "An entry on the judging page: it passed screening; its screening total and my judging only",
})
export class JudgingEntry {
  @Field(() => Submission, { description: "The entry (anonymised)" })
  submission: Submission;

  @Field(() => Int, { description: "Its screening total (with the bonus)" })
  screeningTotal: number;

  @Field(() => Judging, { nullable: true, description: "My judging of it; null until I save a score or comment" })
  judging: Judging | null;

  @Field({ description: "I scored every criterion" })
  completed: boolean;

  @Field({ description: "My own entry (I cannot score it)" })
  isOwnEntry: boolean;
}

@ObjectType({ implements: Node, description: "An entry on the community vote page" })
export class VoteEntry {
  @Field(() => Submission, { description: "The entry (anonymised)" })
  submission: Submission;

  @Field(() => CommunityVote, { nullable: true, description: "My vote on it; null when I did not vote for it" })
  vote: CommunityVote | null;

  @Field({ description: "My own entry (I cannot vote for it)" })
  isOwnEntry: boolean;
}

export const ScreeningEntryConnection = Connection(ScreeningEntry);
export const JudgingEntryConnection = Connection(JudgingEntry);
export const VoteEntryConnection = Connection(VoteEntry);

@ObjectType({ description: "The result of a community vote: my votes in the contest afterwards" })
export class CommunityVotePayload {
  @Field(() => Contest, { description: "The contest" })
  contest: Contest;

  @Field(() => [CommunityVote], { description: "All my votes in this contest" })
  votes: CommunityVote[];

  @Field(() => Int, { description: "Votes I have left (plain mode) or ranks still free (ordered mode)" })
  votesLeft: number;
}

// ---------------------------------------------------------------------------------------------------------------------
// Payloads

@ObjectType({ description: "The outcome of a name sync from the anonymiser's CSV" })
export class SyncNamesPayload {
  @Field(() => Int, { description: "Entries renamed" })
  renamed: number;

  @Field(() => [String], { description: "Entrants not found in the CSV: their entries need renaming by hand" })
  unmatched: string[];
}

@ObjectType({ description: "The outcome of adding entries from CSV" })
export class AddSubmissionsPayload {
  @Field(() => Int, { description: "Entries created" })
  added: number;

  @Field(() => Contest, { description: "The contest" })
  contest: Contest;
}

@ObjectType({ description: "A deletion" })
export class DeletePayload {
  @Field(() => ID, { description: "Id of the deleted row" })
  deletedId: string;

  @Field({ description: 'The original\'s toast text ("Deleted")' })
  message: string;
}

@ObjectType({ description: "One entrant's final result in a contest (`Contest.standings`)" })
export class ContestStanding {
  submissionId: number;
  userId: number;

  @Field(() => Float, { description: "The standardised final score (sum of the judges' standardised scores), to 4 decimals" })
  standardisedScore: number;

  @Field(() => Float, { description: "The raw judging total" })
  rawScore: number;

  @Field(() => Int, { description: "Place, 1 = best (by the contest's final score; equal scores share a place)" })
  place: number;
}

@ArgsType()
export class CompletedContestResultsArgs extends ConnectionArgs {
  @Field(() => Mode, { description: "The game mode" })
  mode: Mode;
}
