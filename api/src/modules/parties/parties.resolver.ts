import { Arg, Authorized, Ctx, FieldResolver, Float, ID, Info, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../context";
import type { PartiesService } from "./parties.service";
import { Mode, QuestStatus } from "../../core/enums";
import { availablePoints } from "../points/points.rules";
import { Quest } from "../quests/quest.entity";
import { acceptProblem, planAcceptCharges } from "../quests/quests.rules";
import { forgetLoaded } from "../quests/quests.resolver";
import { parseId, rowId } from "../../core/ids";
import type { QuestActionResult } from "../quests/quests.service";
import { QuestActionPayload } from "../quests/quests.types";
import { User } from "../users/user.entity";
import { Party } from "./party.entity";
import { partyRank } from "./parties.rules";
import { partyInvites, partyMemberRefs, partyMembers } from "./parties.loaders";
import { USER_REF_FIELDS, userById, userRefById } from "../users/users.loaders";
import { selectsOnly } from "../../core/lean";
import type { GraphQLResolveInfo } from "graphql";
import { questById } from "../quests/quests.loaders";

function payload(ctx: Context, r: QuestActionResult): QuestActionPayload {
  forgetLoaded(ctx);
  return r;
}

/** The leader first, then the others in id order. */
async function orderedMembers(p: Party, ctx: Context, info?: GraphQLResolveInfo): Promise<User[]> {
  const loader = info && selectsOnly(info, USER_REF_FIELDS) ? partyMemberRefs : partyMembers;
  const members = await ctx.loaders.get(loader).load(p.id);
  return [...members].sort((a, b) => (a.id === p.leaderId ? -1 : b.id === p.leaderId ? 1 : a.id - b.id));
}

@Resolver(() => Party)
export class PartyResolver {
  constructor(
    private readonly partiesService: PartiesService,
    private readonly now: () => Date,
  ) {}

  @Authorized()
  @Query(() => Party, { nullable: true, description: "One party, if you may see its quest" })
  party(@Arg("id", () => ID, { description: "Party id" }) id: string, @Ctx() ctx: Context): Promise<Party | null> {
    const n = parseId(id);
    return n !== null ? this.partiesService.findVisible(ctx.viewer, n) : Promise.resolve(null);
  }

  // ------------------------------------------------------------------------------------------ mutations

  @Authorized()
  @Mutation(() => QuestActionPayload, { description: "Form a party on an open quest, with you as its leader" })
  async createParty(
    @Arg("questId", () => ID, { description: "The open quest" }) questId: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.partiesService.create(ctx.viewer, rowId(questId)));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, { description: "Leader: invite a member by username or osu! id" })
  async inviteToParty(
    @Arg("partyId", () => ID, { description: "Your party" }) partyId: string,
    @Arg("user", { description: "Username or osu! id of the member to invite" }) user: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.partiesService.invite(ctx.viewer, rowId(partyId), user));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, {
    description: "Join a party: an unlocked one of an open quest, or one that invited you (wip quests: invitation only)",
  })
  async joinParty(
    @Arg("partyId", () => ID, { description: "The party to join" }) partyId: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.partiesService.join(ctx.viewer, rowId(partyId)));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, {
    description: "Leave a party (a leader alone deletes it; a leader with members transfers leadership first)",
  })
  async leaveParty(
    @Arg("partyId", () => ID, { description: "The party to leave" }) partyId: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.partiesService.leave(ctx.viewer, rowId(partyId)));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, { description: "Leader: lock or unlock the party (locked = joining by invitation only)" })
  async togglePartyLock(
    @Arg("partyId", () => ID, { description: "Your party" }) partyId: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.partiesService.toggleLock(ctx.viewer, rowId(partyId)));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, { description: "Leader: set the party's modes (modes the quest offers; while it is open)" })
  async setPartyModes(
    @Arg("partyId", () => ID, { description: "Your party" }) partyId: string,
    @Arg("modes", () => [Mode], { description: "The party's modes, among those the quest offers" }) modes: Mode[],
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.partiesService.setModes(ctx.viewer, rowId(partyId), modes));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, { description: "Leader: add or remove one mode" })
  async togglePartyMode(
    @Arg("partyId", () => ID, { description: "Your party" }) partyId: string,
    @Arg("mode", () => Mode, { description: "The mode to add or remove" }) mode: Mode,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.partiesService.toggleMode(ctx.viewer, rowId(partyId), mode));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, { description: "Leader: hand leadership to another member" })
  async transferPartyLeadership(
    @Arg("partyId", () => ID, { description: "Your party" }) partyId: string,
    @Arg("userId", () => ID, { description: "The member who becomes leader" }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.partiesService.transferLeadership(ctx.viewer, rowId(partyId), rowId(userId)));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, { description: "Leader: remove a member (their maps on the quest are unlinked)" })
  async kickPartyMember(
    @Arg("partyId", () => ID, { description: "Your party" }) partyId: string,
    @Arg("userId", () => ID, { description: "The member to remove" }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.partiesService.kick(ctx.viewer, rowId(partyId), rowId(userId)));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, { description: "Leader: withdraw an invitation; or decline your own" })
  async removePartyInvite(
    @Arg("partyId", () => ID, { description: "The party" }) partyId: string,
    @Arg("userId", () => ID, { description: "The invited member (yourself to decline)" }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.partiesService.removeInvite(ctx.viewer, rowId(partyId), rowId(userId)));
  }

  @Authorized()
  @Mutation(() => QuestActionPayload, { description: "Leader: delete the party while its quest is open" })
  async deleteParty(
    @Arg("partyId", () => ID, { description: "Your party" }) partyId: string,
    @Ctx() ctx: Context,
  ): Promise<QuestActionPayload> {
    return payload(ctx, await this.partiesService.delete(ctx.viewer, rowId(partyId)));
  }

  // ------------------------------------------------------------------------------------------ fields

  @FieldResolver(() => User, { description: "The party's leader, who accepts quests for it" })
  async leader(@Root() p: Party, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<User> {
    return (await ctx.loaders.get(selectsOnly(info, USER_REF_FIELDS) ? userRefById : userById).load(p.leaderId))!;
  }

  @FieldResolver(() => [User], { description: "Members, the leader first" })
  members(@Root() p: Party, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<User[]> {
    return orderedMembers(p, ctx, info);
  }

  @FieldResolver(() => [User], { description: "Invited users who have not joined yet (the original's pending members)" })
  invites(@Root() p: Party, @Ctx() ctx: Context): Promise<User[]> {
    return ctx.loaders.get(partyInvites).load(p.id);
  }

  @FieldResolver(() => Quest, { description: "The quest the party is formed on" })
  async quest(@Root() p: Party, @Ctx() ctx: Context): Promise<Quest> {
    return (await ctx.loaders.get(questById).load(p.questId))!;
  }

  @FieldResolver(() => Int, { description: "Rounded average MG rank of the members" })
  async rank(@Root() p: Party, @Ctx() ctx: Context): Promise<number> {
    return partyRank((await ctx.loaders.get(partyMembers).load(p.id)).map((u) => u.rank));
  }

  @FieldResolver(() => Int, { description: "Members other than the leader who cannot pay the quest's price themselves" })
  async membersWhoCannotPay(@Root() p: Party, @Ctx() ctx: Context): Promise<number> {
    return (await this.plan(p, ctx)).covered;
  }

  @FieldResolver(() => Float, {
    description: "What accepting would charge the leader: price × (1 + members who cannot pay). The leader must have it all.",
  })
  async leaderCharge(@Root() p: Party, @Ctx() ctx: Context): Promise<number> {
    return (await this.plan(p, ctx)).leaderCharge;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Why the leader could not accept the quest now (the server's message), or null if they can",
  })
  async acceptProblem(@Root() p: Party, @Ctx() ctx: Context): Promise<string | null> {
    const [quest, members] = await Promise.all([
      ctx.loaders.get(questById).load(p.questId),
      ctx.loaders.get(partyMembers).load(p.id),
    ]);
    if (!quest) return null;
    if (quest.status !== QuestStatus.open) return `Quest is ${quest.status}`;
    const problem = acceptProblem({
      quest,
      party: {
        modes: p.modes,
        leaderId: p.leaderId,
        members: members.map((u) => ({ userId: u.id, available: availablePoints(u) })),
        rank: partyRank(members.map((u) => u.rank)),
      },
      now: this.now(),
    });
    return problem?.message ?? null;
  }

  private async plan(p: Party, ctx: Context) {
    const [quest, members] = await Promise.all([
      ctx.loaders.get(questById).load(p.questId),
      ctx.loaders.get(partyMembers).load(p.id),
    ]);
    return planAcceptCharges(
      quest?.price ?? 0,
      p.leaderId,
      members.map((u) => ({ userId: u.id, available: availablePoints(u) })),
    );
  }
}
