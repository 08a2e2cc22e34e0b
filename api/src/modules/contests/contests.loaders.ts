import DataLoader from "dataloader";
import { In } from "typeorm";
import { byId, defineLoader, manyBy, viaJoinTable } from "../../core/loaders";
import { User } from "../users/user.entity";
import { Contest } from "./contest.entity";
import { Submission } from "./submission.entity";
import { Criteria } from "./criteria.entity";
import { JudgingScore } from "./judging.entity";
import { CommunityVote } from "./community-vote.entity";

/** Contests by id. */
export const contestById = defineLoader((db) => byId(db, Contest));

/** Entries by id. */
export const submissionById = defineLoader((db) => byId(db, Submission));

/** Criteria by id. */
export const criteriaById = defineLoader((db) => byId(db, Criteria));

/** A contest's creators, screeners and judges. */
export const creatorsByContest = defineLoader((db) => viaJoinTable(db, User, "contest_creators", "contest_id", "user_id"));
export const screenersByContest = defineLoader((db) => viaJoinTable(db, User, "contest_screeners", "contest_id", "user_id"));
export const judgesByContest = defineLoader((db) => viaJoinTable(db, User, "contest_judges", "contest_id", "user_id"));

/** A contest's criteria, highest maximum first (the judging table's column order). */
export const criteriaByContest = defineLoader((db) =>
  manyBy(
    (ids) => db.getRepository(Criteria).find({ where: { contestId: In(ids) }, order: { maxScore: "DESC", id: "ASC" } }),
    (c) => c.contestId,
  ),
);

/** A judging's scores. */
export const scoresByJudging = defineLoader((db) =>
  manyBy(
    (ids) => db.getRepository(JudgingScore).find({ where: { judgingId: In(ids) } }),
    (s) => s.judgingId,
  ),
);

/** How many entries a contest has. */
export const submissionCountByContest = defineLoader(
  (db) =>
    new DataLoader<number, number>(async (ids) => {
      const rows: { contest_id: number; n: number }[] = await db.query(
        `SELECT contest_id, count(*)::int AS n FROM contest_submissions WHERE contest_id = ANY($1::int[]) GROUP BY contest_id`,
        [[...ids]],
      );
      const map = new Map(rows.map((r) => [Number(r.contest_id), Number(r.n)]));
      return ids.map((id) => map.get(id) ?? 0);
    }),
);

/** Key of the per-viewer loaders: `${contestId}:${userId}`. */
export const viewerKey = (contestId: number, userId: number) => `${contestId}:${userId}`;

const splitKeys = (keys: readonly string[]) => keys.map((k) => k.split(":").map(Number) as [number, number]);

/** A member's roles in contests (creator, screener, judge), keyed by viewerKey. */
export const memberRoles = defineLoader(
  (db) =>
    new DataLoader<string, { isCreator: boolean; isScreener: boolean; isJudge: boolean }>(async (keys) => {
      const pairs = splitKeys(keys);
      const rows: { contest_id: number; user_id: number; role: string }[] = await db.query(
        `WITH k AS (SELECT * FROM unnest($1::int[], $2::int[]) AS k(contest_id, user_id))
         SELECT k.contest_id, k.user_id, 'creator' AS role FROM k JOIN contest_creators x USING (contest_id, user_id)
         UNION ALL SELECT k.contest_id, k.user_id, 'screener' FROM k JOIN contest_screeners x USING (contest_id, user_id)
         UNION ALL SELECT k.contest_id, k.user_id, 'judge' FROM k JOIN contest_judges x USING (contest_id, user_id)`,
        [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
      return pairs.map(([c, u]) => {
        const mine = rows.filter((r) => Number(r.contest_id) === c && Number(r.user_id) === u).map((r) => r.role);
        return { isCreator: mine.includes("creator"), isScreener: mine.includes("screener"), isJudge: mine.includes("judge") };
      });
    }),
);

/** A member's own entry in contests, keyed by viewerKey. */
export const entryOfMember = defineLoader(
  (db) =>
    new DataLoader<string, Submission | null>(async (keys) => {
      const pairs = splitKeys(keys);
      const rows = await db
        .getRepository(Submission)
        .createQueryBuilder("s")
        .where("(s.contest_id, s.creator_id) IN (SELECT * FROM unnest(:contests::int[], :users::int[]))", {
          contests: pairs.map((p) => p[0]),
          users: pairs.map((p) => p[1]),
        })
        .getMany();
      return pairs.map(([c, u]) => rows.find((s) => s.contestId === c && s.creatorId === u) ?? null);
    }),
);

/** A member's own community votes in contests, keyed by viewerKey. */
export const votesOfMember = defineLoader(
  (db) =>
    new DataLoader<string, CommunityVote[]>(async (keys) => {
      const pairs = splitKeys(keys);
      const rows = await db
        .getRepository(CommunityVote)
        .createQueryBuilder("v")
        .where("(v.contest_id, v.voter_id) IN (SELECT * FROM unnest(:contests::int[], :users::int[]))", {
          contests: pairs.map((p) => p[0]),
          users: pairs.map((p) => p[1]),
        })
        .orderBy("v.id", "ASC")
        .getMany();
      return pairs.map(([c, u]) => rows.filter((v) => v.contestId === c && v.voterId === u));
    }),
);
