import { UserGroup } from "../../core/enums";
import { holdsRole, MemberRole, roleChangeProblem, rolePatch, ROLE_TEXT, type RoleFacts } from "./users-admin.rules";

const member = (over: Partial<RoleFacts> = {}): RoleFacts => ({
  id: 2,
  username: "Someone",
  group: UserGroup.user,
  isMentorshipAdmin: false,
  isWorldCupHelper: false,
  isQuestTrailblazer: false,
  ...over,
});

describe("role rules", () => {
  it.each([
    [MemberRole.ADMIN, { group: UserGroup.admin }],
    [MemberRole.SECRET, { group: UserGroup.secret }],
    [MemberRole.MENTORSHIP_ADMIN, { isMentorshipAdmin: true }],
    [MemberRole.WORLD_CUP_HELPER, { isWorldCupHelper: true }],
    [MemberRole.QUEST_TRAILBLAZER, { isQuestTrailblazer: true }],
  ])("%s: granting sets %p, which holds the role; revoking takes it away", (role, granted) => {
    expect(rolePatch(role, true)).toEqual(granted);
    expect(holdsRole(member(granted), role)).toBe(true);
    expect(holdsRole(member({ ...granted, ...rolePatch(role, false) }), role)).toBe(false);
    expect(holdsRole(member(), role)).toBe(false);
  });

  it("admin and secret are the one group: a secret made admin stops being secret", () => {
    const secret = member({ group: UserGroup.secret });
    const admin = member({ ...secret, ...rolePatch(MemberRole.ADMIN, true) });
    expect(holdsRole(admin, MemberRole.SECRET)).toBe(false);
    expect(holdsRole(admin, MemberRole.ADMIN)).toBe(true);
  });

  it("no change is no problem", () => {
    expect(roleChangeProblem(member(), MemberRole.ADMIN, false, 1)).toBeNull();
    expect(roleChangeProblem(member({ isWorldCupHelper: true }), MemberRole.WORLD_CUP_HELPER, true, 1)).toBeNull();
  });

  it("the last admin cannot give up the admin role; with another admin they may", () => {
    const self = member({ group: UserGroup.admin });
    expect(roleChangeProblem(self, MemberRole.ADMIN, false, 1)).toEqual({ code: "CONFLICT", message: ROLE_TEXT.lastAdmin });
    expect(roleChangeProblem(self, MemberRole.ADMIN, false, 2)).toBeNull();
  });

  it("an admin is not made secret (the admin role already shows the secret pages)", () => {
    expect(roleChangeProblem(member({ group: UserGroup.admin }), MemberRole.SECRET, true, 2)?.code).toBe("CONFLICT");
  });

  it("refuses a value that is not a boolean and an unknown role", () => {
    expect(roleChangeProblem(member(), MemberRole.ADMIN, "yes", 2)?.code).toBe("BAD_USER_INPUT");
    expect(roleChangeProblem(member(), "OWNER" as MemberRole, true, 2)?.code).toBe("BAD_USER_INPUT");
  });
});
