/**
 * The GraphQL view types of the creators' view of a contest (`Contest.management`, contest-management.resolver.ts):
 * staff candidates, progress, screening results, the leaderboard, the community vote's results. Every type and field
 * is documented (README.md "GraphQL").
 */
import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { Connection } from "../../core/connection";
import { User } from "../users/user.entity";
import { Contest } from "./contest.entity";
import { Submission } from "./submission.entity";
import { Criteria } from "./criteria.entity";
import { Node } from "../../core/node";

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
