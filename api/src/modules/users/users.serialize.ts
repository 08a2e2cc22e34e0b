import type { Config } from "../../config";
import { pointsInfo } from "../points/points.rules";
import { avatarUrl } from "./avatar";
import type { User } from "./user.entity";
import { mainMode } from "./users.rules";
import { faScheduleAccess } from "../artists/artists.rules";

/** REST shape of the signed-in member: the brief's "logged-in user" (same fields as GraphQL CurrentUser). */
export function currentUserJson(user: User, config: Config) {
  const info = pointsInfo(user);
  return {
    id: user.id,
    osuId: user.osuId,
    username: user.username,
    group: user.group,
    isMentorshipAdmin: user.isMentorshipAdmin,
    isWorldCupHelper: user.isWorldCupHelper,
    isShowcaseMapper: user.isShowcaseMapper,
    isContestHelper: user.isContestHelper,
    globalRank: user.globalRank,
    rank: user.rank,
    badge: user.badge,
    ppOsu: user.ppOsu,
    ppTaiko: user.ppTaiko,
    ppCatch: user.ppCatch,
    ppMania: user.ppMania,
    rankedBeatmapsCount: user.rankedBeatmapsCount,
    availablePoints: info.available,
    pointsInfo: info,
    mainMode: mainMode(user),
    avatarUrl: avatarUrl(config, user.osuId),
    canViewFaSchedule: faScheduleAccess(user, config.faScheduleOsuId) === null,
  };
}

/** REST shape of a member seen by others: the public projection only. */
export function publicUserJson(user: User, config: Config) {
  return {
    id: user.id,
    osuId: user.osuId,
    username: user.username,
    rank: user.rank,
    badge: user.badge,
    avatarUrl: avatarUrl(config, user.osuId),
    coverUrl: user.coverUrl,
    pointsInfo: pointsInfo(user),
    mainMode: mainMode(user),
    createdAt: user.createdAt,
  };
}

/** The small user reference embedded in other REST shapes (the original's populated `{_id, username, osuId}`). */
export function userRefJson(u: Pick<User, "id" | "osuId" | "username"> | null | undefined) {
  return u ? { id: u.id, _id: u.id, osuId: u.osuId, username: u.username } : null;
}
