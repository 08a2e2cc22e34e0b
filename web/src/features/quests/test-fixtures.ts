/** Test data for the quests area (typed like the generated fragments, with __typename for the mocked cache). */
import { DAY_MS } from "../../lib/format";
import type { PartyFieldsFragment, QuestCardFieldsFragment, QuestDetailFieldsFragment } from "./gql/graphql";

export const FIXTURE_NOW = new Date("2025-06-01T12:00:00Z");

export const person = (id: string, username: string, rank = 2) => ({
  __typename: "User" as const,
  id,
  username,
  osuId: 1000 + Number(id),
  avatarUrl: `/mock-osu/a/${id}`,
  rank,
});

export const invitee = (id: string, username: string, available: number) => ({
  __typename: "User" as const,
  id,
  username,
  osuId: 1000 + Number(id),
  pointsInfo: { __typename: "PointsInfo" as const, available },
});

/** A party led by Leader (10) with Member (11), and Invitee (12) invited. */
export function party(patch: Partial<PartyFieldsFragment> = {}): PartyFieldsFragment {
  return {
    __typename: "Party",
    id: "p1",
    lock: false,
    modes: ["osu"],
    rank: 2,
    acceptProblem: null,
    leaderCharge: 20,
    membersWhoCannotPay: 0,
    leader: { __typename: "User", id: "10" },
    members: [person("10", "Leader"), person("11", "Member")],
    invites: [invitee("12", "Invitee", 500)],
    ...patch,
  } as PartyFieldsFragment;
}

/** A quest card (the list's fragment). */
export function questCard(patch: Partial<QuestCardFieldsFragment> = {}): QuestCardFieldsFragment {
  return {
    __typename: "Quest",
    id: "7",
    name: "Lunar Engine single",
    price: 20,
    timeframe: 80 * DAY_MS,
    status: "open",
    minParty: 1,
    maxParty: 3,
    modes: ["osu", "taiko", "catch", "mania"],
    deadline: null,
    isExpired: false,
    isOverdue: false,
    isCustom: false,
    coverUrl: null,
    artist: { __typename: "Artist", id: "3", label: "Lunar Engine" },
    currentParty: null,
    ...patch,
  } as QuestCardFieldsFragment;
}

export function questDetail(patch: Partial<QuestDetailFieldsFragment> = {}): QuestDetailFieldsFragment {
  return {
    ...questCard(),
    descriptionMain: "Map **one** song.",
    requiredMapsets: 1,
    minRank: 0,
    isMbc: false,
    expiration: new Date(FIXTURE_NOW.getTime() + 40 * DAY_MS).toISOString(),
    accepted: null,
    completed: null,
    reopenPrice: 35,
    creator: { __typename: "User", id: "1", username: "DemoAdmin", osuId: 100 },
    parties: [party()],
    viewerParty: null,
    associatedMaps: [],
    ...patch,
  } as QuestDetailFieldsFragment;
}
