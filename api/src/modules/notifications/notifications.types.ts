import { ArgsType, Field, InputType, ObjectType, registerEnumType } from "type-graphql";
import { Connection, ConnectionArgs } from "../../core/connection";
import { EventKind } from "../../core/events";
import { Notification } from "./notification.entity";

registerEnumType(EventKind, {
  name: "EventKind",
  description: "What happened: the kind of a domain event and of the notifications it brings (modules/notifications/README.md)",
  valuesConfig: {
    partyInvited: { description: "A party leader invited the member to their party" },
    partyRemoved: { description: "A party leader removed the member from their party" },
    questAccepted: { description: "The member's party accepted a quest" },
    questDropped: { description: "The member's party's quest was dropped (by its leader, an admin, or for inactivity)" },
    questCompleted: { description: "A quest the member's party held was completed" },
    questPublished: { description: "A scheduled quest opened (a public event; nobody in particular is told)" },
    beatmapStatusChanged: { description: "A mapset the member hosts or maps on changed status" },
    beatmapTaskChanged: { description: "Someone else changed a difficulty (task) of a mapset the member hosts or maps on" },
    contestPhaseChanged: { description: "A contest the member takes part in moved to screening, judging, the vote or results" },
    contestEntryDue: { description: "A contest the member entered closes its entries within a day" },
    contestMessage: { description: "A contest creator's message to the participants" },
    missionOpened: { description: "A priority quest opened (a public event)" },
    missionClosed: { description: "A priority quest closed (a public event)" },
    missionWon: { description: "A mapset of the member won a priority quest" },
    badgeAwarded: { description: "The member was awarded an MG rank badge" },
    pointsAdjusted: { description: "An admin adjusted the member's points" },
    webhookDisabled: { description: "The server turned one of the member's webhooks off after repeated failures" },
  },
});

export const NotificationConnection = Connection(Notification);

@ArgsType()
export class NotificationsArgs extends ConnectionArgs {
  @Field({ defaultValue: false, description: "Only notifications not marked read yet" })
  unreadOnly: boolean = false;
}

@ObjectType({ description: "The signed-in member's choice for one kind of notification" })
export class NotificationSetting {
  @Field(() => EventKind, { description: "The kind" })
  kind: EventKind;

  @Field({ description: "What the kind is about, as the settings page names it" })
  label: string;

  @Field({ description: "Shown in the site's inbox (the bell)" })
  inbox: boolean;

  @Field({ description: "Also sent as an osu! chat message (only where the site has osu! chat configured)" })
  chat: boolean;

  @Field({ description: "Whether this site sends osu! chat messages at all (OSU_CHAT_CLIENT_ID configured)" })
  chatAvailable: boolean;
}

@InputType({ description: "A change to the member's choice for one kind (omitted values stay as they are)" })
export class NotificationSettingInput {
  @Field(() => EventKind, { description: "The kind to change (one of the kinds notificationSettings lists)" })
  kind: EventKind;

  @Field(() => Boolean, { nullable: true, description: "Show it in the inbox" })
  inbox?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Send it as an osu! chat message" })
  chat?: boolean | null;
}
