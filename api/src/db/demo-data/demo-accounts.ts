import { UserGroup } from "../../core/enums";

/** Fixed demo accounts (brief/issue): sign in as each role through the offline osu! provider. */
export interface DemoAccount {
  osuId: number;
  username: string;
  description: string;
  group: UserGroup;
  isMentorshipAdmin?: boolean;
  isWorldCupHelper?: boolean;
  isShowcaseMapper?: boolean;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { osuId: 100, username: "DemoAdmin", description: "group admin", group: UserGroup.admin },
  { osuId: 101, username: "DemoMapper", description: "regular mapper, rank 3, points to spend", group: UserGroup.user },
  { osuId: 102, username: "DemoNewcomer", description: "new member, no points, no beatmaps", group: UserGroup.user },
  { osuId: 103, username: "DemoSecret", description: "group secret", group: UserGroup.secret },
  { osuId: 104, username: "DemoMentor", description: "mentorship admin", group: UserGroup.user, isMentorshipAdmin: true },
  { osuId: 105, username: "DemoWorldCup", description: "world-cup helper", group: UserGroup.user, isWorldCupHelper: true },
  { osuId: 106, username: "DemoShowcase", description: "FA showcase mapper", group: UserGroup.user, isShowcaseMapper: true },
  { osuId: 107, username: "DemoScheduler", description: "the FA Schedule account", group: UserGroup.user },
];
