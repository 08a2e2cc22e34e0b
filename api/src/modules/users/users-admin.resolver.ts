import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from "type-graphql";
import { Role } from "../../core/access";
import { UserGroup } from "../../core/enums";
import { notFound, MSG } from "../../core/errors";
import { parseId } from "../../core/ids";
import type { Context } from "../context";
import { User } from "./user.entity";
import type { MemberAccess, UsersAdminService } from "./users-admin.service";
import { MemberRole } from "./users-admin.rules";

registerEnumType(MemberRole, {
  name: "MemberRole",
  description: 'A role an admin grants or revokes on /admin/users (docs/domain.md "Roles")',
  valuesConfig: {
    ADMIN: { description: "Group admin: the Admin menu and every admin action" },
    SECRET: { description: "Group secret: the FA Showcase pages (an admin sees them already)" },
    MENTORSHIP_ADMIN: { description: "Runs the mentorship programme" },
    WORLD_CUP_HELPER: { description: "Helps run the World Cup" },
    QUEST_TRAILBLAZER: { description: "Holds the quest trailblazer badge (3+ priority quests won)" },
  },
});

/** A member's roles and how many ways in they have (sessions, tokens): admins only. */
@ObjectType({ description: "Admins only: a member's roles and open sessions and API tokens" })
export class AdminMemberAccess {
  @Field(() => User, { description: "The member" }) user: User;
  @Field(() => UserGroup, { description: "The member's group (admin, secret or a plain member)" }) group: UserGroup;
  @Field({ description: "Runs the mentorship programme" }) isMentorshipAdmin: boolean;
  @Field({ description: "Helps run the World Cup" }) isWorldCupHelper: boolean;
  @Field({ description: "Holds the quest trailblazer badge" }) isQuestTrailblazer: boolean;
  @Field(() => Int, { description: "Sessions not expired (signed-in browsers)" }) activeSessions: number;
  @Field(() => Int, { description: "API tokens neither revoked nor expired" }) activeTokens: number;
}

const view = (a: MemberAccess): AdminMemberAccess => ({
  user: a.user,
  group: a.user.group,
  isMentorshipAdmin: a.user.isMentorshipAdmin,
  isWorldCupHelper: a.user.isWorldCupHelper,
  isQuestTrailblazer: a.user.isQuestTrailblazer,
  activeSessions: a.activeSessions,
  activeTokens: a.activeTokens,
});

const memberId = (value: string): number => {
  const n = parseId(value);
  if (n === null) throw notFound(MSG.cannotFindUser);
  return n;
};

/** Roles and access of members, for admins (modules/users/README.md "Roles and access"). */
@Resolver()
export class UsersAdminResolver {
  constructor(private readonly usersAdmin: UsersAdminService) {}

  @Authorized(Role.ADMIN)
  @Query(() => AdminMemberAccess, { description: "Admins: a member's roles, open sessions and API tokens" })
  async adminMemberAccess(
    @Arg("userId", () => ID, { description: "Member id" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<AdminMemberAccess> {
    return view(await this.usersAdmin.access(ctx.viewer, memberId(id)));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminMemberAccess, {
    description:
      "Admins: grant (value true) or revoke a member's role, with an audit entry; the last admin cannot give up their own admin role",
  })
  async adminSetMemberRole(
    @Arg("userId", () => ID, { description: "Member id" }) id: string,
    @Arg("role", () => MemberRole, { description: "Which role" }) role: MemberRole,
    @Arg("value", { description: "true grants the role, false revokes it (already so = no change)" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<AdminMemberAccess> {
    return view(await this.usersAdmin.setRole(ctx.viewer, memberId(id), role, value));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Int, {
    description: "Admins: end every session of a member (signed out on every device); answers how many were open",
  })
  adminSignOutMember(@Arg("userId", () => ID, { description: "Member id" }) id: string, @Ctx() ctx: Context): Promise<number> {
    return this.usersAdmin.signOutEverywhere(ctx.viewer, memberId(id));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Int, { description: "Admins: revoke every API token of a member (a leaked token); answers how many" })
  adminRevokeMemberTokens(
    @Arg("userId", () => ID, { description: "Member id" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return this.usersAdmin.revokeTokens(ctx.viewer, memberId(id));
  }
}
