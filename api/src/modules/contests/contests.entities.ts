import { Contest } from "./contest.entity";
import { Submission } from "./submission.entity";
import { Criteria } from "./criteria.entity";
import { Screening } from "./screening.entity";
import { Judging, JudgingScore } from "./judging.entity";
import { CommunityVote } from "./community-vote.entity";

/** Every entity of the contests area (registered once in db/entities.ts). */
export const CONTEST_ENTITIES = [Contest, Submission, Criteria, Screening, Judging, JudgingScore, CommunityVote];
