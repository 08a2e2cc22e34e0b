import type { LocusCardFieldsFragment, LocusPageQuery } from "./gql/graphql";

export const options = {
  __typename: "LocusOptions",
  timezones: ["UTC-3:30", "UTC+0", "UTC+1", "UTC+5:30"],
  languages: ["English", "French", "German", "Japanese"],
  roles: [
    { __typename: "LocusRoleOption", value: "mapper", label: "Mapper" },
    { __typename: "LocusRoleOption", value: "storyboarder", label: "Storyboarder" },
    { __typename: "LocusRoleOption", value: "hitsounder", label: "Hitsounder" },
  ],
  limits: { __typename: "LocusLimits", availability: 400, discord: 40, email: 100, about: 3000, languages: 2, search: 100 },
} as unknown as LocusPageQuery["locusOptions"];

export const roleLabels = { mapper: "Mapper", storyboarder: "Storyboarder", hitsounder: "Hitsounder" } as const;

let next = 1;
export function locusCard(over: Partial<LocusCardFieldsFragment> = {}): LocusCardFieldsFragment {
  const id = String(next++);
  return {
    __typename: "LocusCard",
    id,
    hub: "locus",
    season: 2026,
    timezone: "UTC+1",
    availability: "Weekends",
    roles: ["mapper"],
    languages: ["English"],
    discord: "someone",
    email: "someone@example.com",
    about: "I map **fast** songs",
    isPublic: true,
    isOnTeam: false,
    isHiddenByAdmin: false,
    updatedAt: "2026-05-01T12:00:00.000Z",
    viewerIsOwner: false,
    user: { __typename: "User", id: `u${id}`, osuId: 9000 + Number(id), username: `Member${id}`, avatarUrl: "/a.png" },
    ...over,
  } as LocusCardFieldsFragment;
}
