import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../context";
import type { Page } from "../../core/connection";
import { EventKind } from "../../core/events";
import { User } from "../users/user.entity";
import { CurrentUser } from "../users/users.types";
import { userById } from "../users/users.loaders";
import { Notification } from "./notification.entity";
import { NotificationsService, UNREAD_COUNT_CAP } from "./notifications.service";
import { NotificationConnection, NotificationSetting, NotificationSettingInput, NotificationsArgs } from "./notifications.types";

/** The member's inbox: only ever their own notifications (README.md "Who sees what"). */
@Resolver(() => Notification)
export class NotificationsResolver {
  constructor(private readonly inbox: NotificationsService) {}

  @Authorized()
  @Query(() => NotificationConnection, { description: "The signed-in member's notifications, newest first" })
  notifications(@Args() args: NotificationsArgs, @Ctx() ctx: Context): Promise<Page<Notification>> {
    return this.inbox.list(ctx.viewer, args);
  }

  @Authorized()
  @Query(() => [NotificationSetting], {
    description: "Every kind of notification with the signed-in member's choice: inbox and osu! chat, on or off",
  })
  notificationSettings(@Ctx() ctx: Context): Promise<NotificationSetting[]> {
    return this.inbox.settings(ctx.viewer);
  }

  @Authorized()
  @Mutation(() => Notification, {
    description: "Marks one of the signed-in member's notifications read (another member's id answers NOT_FOUND)",
  })
  markNotificationRead(
    @Arg("id", () => ID, { description: "The notification's id" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<Notification> {
    return this.inbox.markRead(ctx.viewer, id);
  }

  @Authorized()
  @Mutation(() => Int, { description: "Marks every unread notification of the signed-in member read; answers how many were" })
  markAllNotificationsRead(@Ctx() ctx: Context): Promise<number> {
    return this.inbox.markAllRead(ctx.viewer);
  }

  @Authorized()
  @Mutation(() => NotificationSetting, { description: "Turns one kind of notification on or off, in the inbox and in osu! chat" })
  setNotificationSetting(
    @Arg("input", { description: "The kind and the new choice" }) input: NotificationSettingInput,
    @Ctx() ctx: Context,
  ): Promise<NotificationSetting> {
    return this.inbox.setSetting(ctx.viewer, input.kind, input);
  }

  @FieldResolver(() => EventKind, { description: "What happened" })
  kind(@Root() n: Notification): EventKind {
    return n.event!.kind;
  }

  @FieldResolver(() => String, { description: "What happened, in one line of text (the site's own wording)" })
  text(@Root() n: Notification): string {
    return this.inbox.view(n).text;
  }

  @FieldResolver(() => String, { description: "The site-relative page of the object it is about, e.g. /quests?id=12" })
  path(@Root() n: Notification): string {
    return this.inbox.view(n).path;
  }

  @FieldResolver(() => String, {
    description: "The type of the object it is about: User, Party, Quest, Beatmap, Contest or Mission",
  })
  subjectType(@Root() n: Notification): string {
    return n.event!.subjectType;
  }

  @FieldResolver(() => ID, { description: "The id of the object it is about (its type's own id)" })
  subjectId(@Root() n: Notification): number {
    return n.event!.subjectId;
  }

  @FieldResolver(() => User, { nullable: true, description: "The member whose action caused it; null when the site did" })
  actor(@Root() n: Notification, @Ctx() ctx: Context): Promise<User | null> | null {
    const id = n.event!.actorId;
    return id ? ctx.loaders.get(userById).load(id) : null;
  }

  @FieldResolver(() => Boolean, { description: "Whether the member marked it read" })
  read(@Root() n: Notification): boolean {
    return n.readAt !== null;
  }
}

/** The bell's number on the signed-in member (`me { unreadNotificationCount }`). */
@Resolver(() => CurrentUser)
export class CurrentUserNotificationsResolver {
  constructor(private readonly inbox: NotificationsService) {}

  @FieldResolver(() => Int, {
    description: `How many of your notifications are unread, counted up to ${UNREAD_COUNT_CAP} (the bell shows 99+ beyond)`,
  })
  unreadNotificationCount(@Root() user: User): Promise<number> {
    return this.inbox.unreadCount(user);
  }
}
