import { baseMode, cycleLabel, dateRange, fromDateInput, mentorsOf, toDateInput } from "./mentorship-model";
import type { MentorshipRecordFieldsFragment } from "./gql/graphql";

const rec = (id: string, user: string, group: "mentor" | "extraMentor" | "mentee", mentor?: string, mode = "osu") =>
  ({
    __typename: "MentorshipRecord",
    id,
    mode,
    group,
    phases: [1, 2, 3],
    skipsPhases: false,
    user: { __typename: "User", id: user, username: user, osuId: 1 },
    mentor: mentor ? { __typename: "User", id: mentor } : null,
  }) as MentorshipRecordFieldsFragment;

describe("mentorship model", () => {
  test("cycle label marks non-public cycles", () => {
    expect(cycleLabel({ number: 3, name: "Spring", isPublic: true })).toBe("3 - Spring");
    expect(cycleLabel({ number: 4, name: "Summer", isPublic: false })).toBe("4 - Summer (NOT PUBLIC)");
  });

  test("a mode's mentors by name with their extra mentors and mentees", () => {
    const records = [
      rec("1", "zed", "mentor"),
      rec("2", "amy", "mentor"),
      rec("3", "kim", "mentee", "amy"),
      rec("4", "bob", "extraMentor", "amy"),
      rec("5", "al", "mentee", "amy"),
      rec("6", "tai", "mentor", undefined, "taiko"),
    ];
    const col = mentorsOf(records, "osu");
    expect(col.map((e) => e.mentor.user.username)).toEqual(["amy", "zed"]);
    expect(col[0]!.mentees.map((r) => r.user.username)).toEqual(["al", "kim"]);
    expect(col[0]!.extraMentors.map((r) => r.user.username)).toEqual(["bob"]);
    expect(col[1]!.mentees).toEqual([]);
  });

  test("modes, dates", () => {
    expect(baseMode("taikoModding")).toBe("taiko");
    expect(baseMode("storyboard")).toBeNull();
    expect(toDateInput("2025-03-04T00:00:00.000Z")).toBe("2025-03-04");
    expect(fromDateInput("2025-03-04")).toBe("2025-03-04T00:00:00.000Z");
    expect(dateRange("2025-01-01T00:00:00Z", "2025-03-31T00:00:00Z")).toBe("Jan 1, 2025 – Mar 31, 2025");
  });
});
