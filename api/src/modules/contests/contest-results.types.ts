/**
 * The GraphQL view types of a contest's results (the results table and an entry's detail, contest-member.resolver.ts).
 * Every type and field is documented (README.md "GraphQL").
 */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { User } from "../users/user.entity";
import { Contest } from "./contest.entity";
import { Submission } from "./submission.entity";
import { Criteria } from "./criteria.entity";
import { AnonymousScreening, CommunityVoteTally } from "./contest-management.types";

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
