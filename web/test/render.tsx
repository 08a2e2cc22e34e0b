import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { createCache } from "../src/app/apollo";
import { CurrentUserProvider } from "../src/app/current-user";
import { MeDocument, type CurrentUserFieldsFragment } from "../src/app/gql/graphql";

export const demoMe: CurrentUserFieldsFragment = {
  __typename: "CurrentUser",
  id: "2",
  osuId: 101,
  username: "DemoMapper",
  group: "user",
  avatarUrl: "/mock-osu/a/101",
  rank: 3,
  isMentorshipAdmin: false,
  isWorldCupHelper: false,
  isShowcaseMapper: false,
  isContestHelper: true,
  canViewFaSchedule: false,
  unreadNotificationCount: 2,
  pointsInfo: { __typename: "PointsInfo", total: 612.46, available: 587.44, mapping: 401.25, modding: 13, other: 198.21 },
} as CurrentUserFieldsFragment;

export function meMock(me: CurrentUserFieldsFragment | null): MockLink.MockedResponse {
  return { request: { query: MeDocument }, result: { data: { me } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** Renders with the app's real cache policies, mocked GraphQL, a memory router and the current-user provider. */
export function renderApp(
  ui: ReactElement,
  {
    mocks = [],
    path = "/",
    me = null,
  }: { mocks?: MockLink.MockedResponse[]; path?: string; me?: CurrentUserFieldsFragment | null } = {},
) {
  return render(
    <MockedProvider mocks={[meMock(me), ...mocks]} cache={createCache()}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentUserProvider>{ui}</CurrentUserProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}
