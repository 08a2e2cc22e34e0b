import { screen, within } from "@testing-library/react";
import { renderApp, demoMe } from "../../../test/render";
import MentorshipPage from "./MentorshipPage";
import {
  MentorshipAdminsDocument,
  MentorshipBadgeQueueDocument,
  MentorshipCycleRecordsDocument,
  MentorshipCyclesDocument,
} from "./gql/graphql";

const cycle = {
  __typename: "MentorshipCycle",
  id: "7",
  number: 25,
  name: "Starlight",
  url: null,
  startDate: "2026-01-01T00:00:00.000Z",
  endDate: "2026-03-01T00:00:00.000Z",
  isPublic: false,
  hasEnded: false,
} as const;
const person = (id: string, username: string) => ({ __typename: "User" as const, id, username, osuId: Number(id) });
const record = (id: string, user: ReturnType<typeof person>, group: string, phases: number[], mentor?: string) => ({
  __typename: "MentorshipRecord" as const,
  id,
  mode: "osu",
  group,
  phases,
  skipsPhases: phases.length < 3,
  user,
  mentor: mentor ? { __typename: "User" as const, id: mentor } : null,
});

const mocks = [
  {
    request: { query: MentorshipCyclesDocument },
    result: { data: { mentorshipCycles: { __typename: "MentorshipCycleConnection", nodes: [cycle] } } },
  },
  {
    request: { query: MentorshipCycleRecordsDocument, variables: { id: "7", category: "mapping" } },
    result: {
      data: {
        mentorshipCycle: {
          __typename: "MentorshipCycle",
          id: "7",
          records: {
            __typename: "MentorshipRecordConnection",
            totalCount: 2,
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
            nodes: [
              record("1", person("10", "Mentora"), "mentor", [1, 2, 3]),
              record("2", person("11", "Menty"), "mentee", [1], "10"),
            ],
          },
        },
      },
    },
  },
  {
    request: { query: MentorshipAdminsDocument },
    result: { data: { mentorshipAdmins: { __typename: "UserConnection", nodes: [person("104", "DemoMentor")] } } },
  },
  {
    request: { query: MentorshipBadgeQueueDocument },
    result: {
      data: {
        mentorshipBadgeQueue: {
          __typename: "MentorshipBadgeEntryConnection",
          nodes: [{ __typename: "MentorshipBadgeEntry", badge: 0, tenureYears: 1, user: person("104", "DemoMentor") }],
        },
      },
    },
  },
];

describe("MentorshipPage", () => {
  test("shows the cycle, mentors with their mentees, the skip mark, admins and the badge queue", async () => {
    renderApp(<MentorshipPage />, {
      route: "/mentorship",
      mocks,
      me: { ...demoMe, isMentorshipAdmin: true },
    });
    expect(await screen.findByRole("combobox", { name: "Cycle" })).toHaveDisplayValue("25 - Starlight (NOT PUBLIC)");
    const osu = await screen.findByRole("region", { name: "osu!" });
    const mentees = await within(osu).findByRole("list", { name: "Mentees of Mentora" });
    expect(within(mentees).getByRole("link", { name: "Menty" })).toBeInTheDocument();
    expect(within(mentees).getByLabelText("skips phases")).toBeInTheDocument();
    expect(within(osu).getByRole("button", { name: "Add mentor" })).toBeDisabled();
    // A mentor with a mentee has no remove button; the mentee has one.
    expect(within(osu).queryByRole("button", { name: "Remove Mentora" })).toBeNull();
    expect(within(osu).getByRole("button", { name: "Remove Menty" })).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: "Tenure badges" })).toHaveTextContent("DemoMentor");
    // A mentorship admin who is not an admin cannot grant admin or delete cycles.
    expect(screen.queryByRole("form", { name: "Add mentorship admin" })).toBeNull();
    expect(screen.queryByRole("form", { name: "Delete cycle" })).toBeNull();
  });

  test("admins get the admin controls", async () => {
    renderApp(<MentorshipPage />, { route: "/mentorship", mocks, me: { ...demoMe, group: "admin" } });
    expect(await screen.findByRole("form", { name: "Add mentorship admin" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Delete cycle" })).toBeInTheDocument();
  });
});
