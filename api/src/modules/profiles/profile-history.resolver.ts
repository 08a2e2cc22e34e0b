import { Args, Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../context";
import { ConnectionArgs, type Page } from "../../core/connection";
import { declareProjection } from "../../core/projection";
import { User } from "../users/user.entity";
import { Mission } from "../missions/mission.entity";
import { MissionConnection } from "../missions/missions.types";
import { Quest } from "../quests/quest.entity";
import { QuestConnection } from "../quests/quests.types";
import type { HistoryListName } from "./profile-history.rules";
import { historyPages } from "./profile-history.loaders";

/** The history fields read nothing of the member row but its id (core/projection.ts). */
declareProjection(User, {
  completedMissions: [],
  completedMissionsAsGuest: [],
  completedQuests: [],
  createdQuests: [],
  currentQuests: [],
  currentMissions: [],
});

/**
 * A member's history on their profile (README.md): six public lists, each a connection batched across members
 * (profile-history.loaders.ts: one statement per list whatever the number of members asked about, one for the
 * missions and one for the quests).
 */
@Resolver(() => User)
export class UserHistoryResolver {
  private page<T>(list: HistoryListName, user: User, args: ConnectionArgs, ctx: Context): Promise<Page<T>> {
    const { first, after, last, before } = args;
    const key = { list, userId: user.id, page: { first, after, last, before } };
    return ctx.loaders.get(historyPages).load(key) as Promise<Page<T>>;
  }

  private missions(list: HistoryListName, user: User, args: ConnectionArgs, ctx: Context): Promise<Page<Mission>> {
    return this.page<Mission>(list, user, args, ctx);
  }

  private quests(list: HistoryListName, user: User, args: ConnectionArgs, ctx: Context): Promise<Page<Quest>> {
    return this.page<Quest>(list, user, args, ctx);
  }

  @FieldResolver(() => MissionConnection, {
    description:
      "Priority quests the member won as host of a winning mapset (or as any mapper of a collab priority quest), " +
      "latest deadline first",
  })
  completedMissions(@Root() user: User, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<Mission>> {
    return this.missions("completedMissions", user, args, ctx);
  }

  @FieldResolver(() => MissionConnection, {
    description:
      "Priority quests the member won only through a guest difficulty on someone else's winning mapset, latest deadline first",
  })
  completedMissionsAsGuest(@Root() user: User, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<Mission>> {
    return this.missions("completedMissionsAsGuest", user, args, ctx);
  }

  @FieldResolver(() => QuestConnection, {
    description: "Completed quests with a task of the member on a Ranked mapset of the quest, latest completion first",
  })
  completedQuests(@Root() user: User, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<Quest>> {
    return this.quests("completedQuests", user, args, ctx);
  }

  @FieldResolver(() => QuestConnection, {
    description: "Quests the member created or submitted that are open, in progress or done, newest first",
  })
  createdQuests(@Root() user: User, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<Quest>> {
    return this.quests("createdQuests", user, args, ctx);
  }

  @FieldResolver(() => QuestConnection, {
    description: "Quests in progress in a party the member belongs to, most recently accepted first",
  })
  currentQuests(@Root() user: User, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<Quest>> {
    return this.quests("currentQuests", user, args, ctx);
  }

  @FieldResolver(() => MissionConnection, {
    description: "Open priority quests with a mapset the member hosts entered in them, soonest deadline first",
  })
  currentMissions(@Root() user: User, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<Mission>> {
    return this.missions("currentMissions", user, args, ctx);
  }
}
