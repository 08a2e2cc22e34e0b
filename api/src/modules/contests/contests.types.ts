// Over 400 lines: the contests schema (inputs, enums, views), each field documented for bot authors; splitting by role would scatter types that several roles share.
/**
 * GraphQL inputs, arguments, enums and view types of the contests area. Every type, field, argument and enum value
 * is documented: the web pages are built from this schema (README.md "GraphQL").
 */
import { IsOptional, MaxLength, Max, Min } from "class-validator";
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { ConnectionArgs, Connection } from "../../core/connection";
import { Mode } from "../../core/enums";
import { User } from "../users/user.entity";
import { Contest } from "./contest.entity";
import { Submission } from "./submission.entity";
import { Criteria } from "./criteria.entity";
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
// The creators' views

@ObjectType({ implements: Node, description: "A member offered as screener or judge" })
export class ContestStaffCandidate {
  @Field(() => User, { description: "The member" })
  user: User;

  @Field({ description: 'Switched "contest helper" on in their user menu (offered first)' })
  isContestHelper: boolean;

  @Field({ description: "Already a creator of this contest" })
  isCreator: boolean;

  @Field({ description: "Already a screener of this contest" })
  isScreener: boolean;

  @Field({ description: "Already a judge of this contest" })
  isJudge: boolean;
}

export const ContestStaffCandidateConnection = Connection(ContestStaffCandidate);

@ObjectType({ description: "How far one screener is" })
export class ScreenerProgress {
  @Field(() => User, { description: "The screener" })
  user: User;

  @Field(() => [Int], { description: "Placements used (ascending)" })
  usedPlacements: number[];

  @Field(() => [Int], { description: "Placements still free (ascending)" })
  unusedPlacements: number[];
}

@ObjectType({ description: "How far one judge is" })
export class JudgeProgress {
  @Field(() => User, { description: "The judge" })
  user: User;

  @Field(() => Int, { description: "Entries to score: those that passed screening, the judge's own excepted" })
  expected: number;

  @Field(() => Int, { description: "Entries scored on every criterion" })
  completed: number;
}

@ObjectType({ description: "How far the judging of one entry is" })
export class EntryJudgingProgress {
  @Field(() => Submission, { description: "The entry (it passed screening)" })
  submission: Submission;

  @Field(() => Int, { description: "Judges who scored it on every criterion" })
  completedJudges: number;

  @Field(() => Int, { description: "Judges who have to score it (every judge but its entrant)" })
  expectedJudges: number;
}

@ObjectType({ description: "A screener's placement and comment on an entry, without their identity" })
export class AnonymousScreening {
  @Field({ description: '"User k": the same k on every entry of the contest' })
  label: string;

  @Field({ description: "This is my own screening" })
  isMine: boolean;

  @Field(() => Int, { description: "Placement (0 = none)" })
  vote: number;

  @Field({ description: "Comment (empty = none)" })
  comment: string;
}

@ObjectType({ description: "An entry's screening outcome (creators)" })
export class ScreeningResult {
  @Field(() => Submission, { description: "The entry (with its entrant)" })
  submission: Submission;

  @Field(() => Int, { description: "Screening total (with the bonus)" })
  total: number;

  @Field(() => Int, { description: "How many screeners placed stars on it" })
  placements: number;

  @Field({ description: "Reaches the judging threshold (≥)" })
  passed: boolean;

  @Field(() => [AnonymousScreening], { description: "Every screener's placement and comment, anonymised" })
  screenings: AnonymousScreening[];
}

@ObjectType({ description: "A judge's column of the leaderboard" })
export class LeaderboardJudge {
  @Field(() => User, { description: "The judge" })
  user: User;

  @Field(() => Int, { description: "Entries the judge scored" })
  judgedCount: number;

  @Field(() => Float, { description: "AVG: mean of the judge's sums" })
  mean: number;

  @Field(() => Float, { description: "SD: population standard deviation of the judge's sums" })
  sd: number;

  @Field(() => Float, {
    nullable: true,
    description: "COR: Pearson's r of the judge's standardised scores with the totals; null when undefined",
  })
  correlation: number | null;
}

@ObjectType({ description: "One entry of the leaderboard" })
export class LeaderboardRow {
  @Field(() => Submission, { description: "The entry" })
  submission: Submission;

  @Field(() => Int, { description: "1-based; equal scores share a place" })
  place: number;

  @Field(() => [Float], { description: "Per criterion (the leaderboard's criteria order): the sum across judges" })
  criteriaSums: number[];

  @Field(() => [Float], {
    nullable: "items",
    description: "Per judge (the leaderboard's judges order): their sum; null = not scored",
  })
  judgeSums: (number | null)[];

  @Field(() => [Float], { nullable: "items", description: "Per judge: their standardised score; null = not scored" })
  judgeStandardised: (number | null)[];

  @Field(() => Float, { description: "Sum of every score" })
  rawTotal: number;

  @Field(() => Float, { description: "Sum of the standardised scores" })
  standardisedTotal: number;

  @Field(() => Float, { description: "standardisedTotal, or rawTotal with raw scoring" })
  finalScore: number;
}

@ObjectType({ description: 'The judging leaderboard (README.md "Scoring")' })
export class Leaderboard {
  @Field(() => [Criteria], { description: "Column order of criteriaSums" })
  criteria: Criteria[];

  @Field(() => [LeaderboardJudge], { description: "Column order of judgeSums and judgeStandardised, with AVG, SD and COR" })
  judges: LeaderboardJudge[];

  @Field(() => [LeaderboardRow], { description: "Judged entries, best first" })
  rows: LeaderboardRow[];

  @Field(() => Int, { description: "Highest possible raw total (Σ criteria maxScore × judges)" })
  maxRawTotal: number;
}

@ObjectType({ description: "Community votes of one entry (bad actors filtered)" })
export class CommunityVoteTally {
  @Field(() => Int, { description: "Counted votes" })
  raw: number;

  @Field(() => Int, { description: "Ordered mode: Σ (N + 1 − rank); plain mode: = raw" })
  weighted: number;

  @Field(() => [Int], { description: "Ordered mode: how many voters gave rank 1, 2, … N; empty in plain mode" })
  rankCounts: number[];
}

@ObjectType({ description: "One entry's community vote result (creators)" })
export class CommunityVoteResultRow {
  @Field(() => Submission, { description: "The entry" })
  submission: Submission;

  @Field(() => CommunityVoteTally, { description: "Its votes" })
  tally: CommunityVoteTally;
}

@ObjectType({ description: "Community vote results (creators)" })
export class CommunityVoteResults {
  @Field(() => [CommunityVoteResultRow], { description: "Entries, most (weighted) votes first" })
  rows: CommunityVoteResultRow[];

  @Field(() => [User], { description: "Voters whose votes are not counted (more than N votes, or repeated/out-of-range ranks)" })
  badActors: User[];

  @Field(() => Int, { description: "Voters whose votes count" })
  voterCount: number;
}

@ObjectType({ description: "A creator's view of their contest (null for everybody else)" })
export class ContestManagement {
  contest: Contest;

  @Field(() => ID, { description: "The contest's id" })
  id: string;

  @Field({ description: "Admin-set: approval and completion are not announced on Discord" })
  skipWebhook: boolean;

  @Field(() => String, { nullable: true, description: "Anonymised entries pack URL" })
  download: string | null;

  @Field(() => Int, { description: "Screening total an entry needs to go to judging (≥)" })
  judgingThreshold: number;

  @Field({ description: "Each placement adds 1 to the screening total" })
  screeningBonus: boolean;

  @Field({ description: "Queued for approval: not yet shown to members" })
  awaitingApproval: boolean;
}

// ---------------------------------------------------------------------------------------------------------------------
// Results

@ObjectType({ description: "One row of a contest's results table" })
export class ContestResultRow {
  @Field(() => Submission, { description: "The entry (entrant revealed: the contest is complete)" })
  submission: Submission;

  @Field(() => Int, { description: "How many screeners placed stars on it (✓ per placement)" })
  screeningPlacements: number;

  @Field(() => Int, { description: "Screening total (with the bonus)" })
  screeningTotal: number;

  @Field({ description: "Reached judging" })
  passedScreening: boolean;

  @Field(() => Int, { description: "Counted community votes" })
  communityVotes: number;

  @Field(() => Int, { description: "Weighted community votes (ordered mode; = communityVotes in plain mode)" })
  communityVotesWeighted: number;

  @Field(() => Float, { nullable: true, description: "Raw judging total; null when not judged" })
  judgingRaw: number | null;

  @Field(() => Float, { nullable: true, description: "Standardised judging total; null when not judged" })
  judgingStandardised: number | null;

  @Field(() => Float, { nullable: true, description: "The leaderboard's final score; null when not judged" })
  finalScore: number | null;

  @Field(() => Int, { nullable: true, description: "Leaderboard place; null when not judged" })
  place: number | null;
}

@ObjectType({ description: "A contest's results table" })
export class ContestResults {
  @Field(() => Contest, { description: "The contest" })
  contest: Contest;

  @Field(() => Int, { description: "Screeners" })
  screenerCount: number;

  @Field(() => Int, { description: "Judges" })
  judgeCount: number;

  @Field(() => Int, { description: "Highest screening total possible (screeners × N, + screeners with the bonus)" })
  maxScreeningTotal: number;

  @Field(() => Int, { description: "Highest raw judging total possible (Σ criteria maxScore × judges)" })
  maxJudgingTotal: number;

  @Field(() => [Criteria], { description: "The contest's criteria" })
  criteria: Criteria[];

  @Field(() => [ContestResultRow], {
    description: "Every entry (at most 1,000). Default order: the leaderboard, then community votes, screening total, name",
  })
  rows: ContestResultRow[];
}

@ObjectType({ description: "A judge's score on one criterion in an entry's results" })
export class JudgingDetailScore {
  @Field(() => Criteria, { description: "The criterion" })
  criteria: Criteria;

  @Field(() => Int, { description: "The score" })
  score: number;

  @Field({ description: "The judge's note on it (empty = none)" })
  comment: string;
}

@ObjectType({ description: "One judge's judging of an entry in its results" })
export class JudgingDetail {
  judgeId: number | null;

  @Field({ description: '"User k" (k-th judge of the contest, the same on every entry)' })
  label: string;

  @Field(() => User, { nullable: true, description: "The judge, only when the contest has public judges" })
  judge: User | null;

  @Field({ description: "This is my own judging" })
  isMine: boolean;

  @Field(() => [JudgingDetailScore], { description: "Per criterion" })
  scores: JudgingDetailScore[];

  @Field(() => Int, { description: "Sum of the scores" })
  total: number;

  @Field({ description: "General comment (empty = none)" })
  comment: string;
}

@ObjectType({ description: "One entry's results detail" })
export class SubmissionResult {
  @Field(() => Submission, { description: "The entry (entrant revealed)" })
  submission: Submission;

  @Field(() => Contest, { description: "Its contest" })
  contest: Contest;

  @Field(() => Int, { description: "Screening total (with the bonus)" })
  screeningTotal: number;

  @Field({
    description:
      'Reached judging; when false the page says "This entry did not receive enough screening votes to reach the judging stage. :("',
  })
  passedScreening: boolean;

  @Field(() => [AnonymousScreening], { description: 'Every screener\'s placement and comment, as "User k" (mine marked)' })
  screenings: AnonymousScreening[];

  @Field(() => CommunityVoteTally, { description: "Community votes (bad actors filtered, as in the table)" })
  communityVotes: CommunityVoteTally;

  @Field(() => [JudgingDetail], { description: "Judgings (empty when the entry did not reach judging)" })
  judgings: JudgingDetail[];

  @Field(() => Float, { nullable: true, description: "Raw judging total" })
  judgingRaw: number | null;

  @Field(() => Float, { nullable: true, description: "Standardised judging total" })
  judgingStandardised: number | null;

  @Field(() => Int, { nullable: true, description: "Leaderboard place" })
  place: number | null;
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
