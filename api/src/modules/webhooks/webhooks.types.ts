import { ArgsType, Field, InputType, ObjectType, registerEnumType } from "type-graphql";
import { Connection, ConnectionArgs } from "../../core/connection";
import { Webhook, WebhookDelivery } from "./webhook.entity";
import { MAX_DESCRIPTION, MAX_URL_LENGTH, WebhookKind } from "./webhooks.rules";

registerEnumType(WebhookKind, {
  name: "WebhookKind",
  description: 'The event kinds a webhook may take (docs/api-guide.md "Webhooks"); the payload\'s `kind` is the value shown',
  valuesConfig: {
    PRIORITY_QUEST_OPENED: { description: "`priority_quest.opened`: a priority quest opened" },
    PRIORITY_QUEST_CLOSED: { description: "`priority_quest.closed`: a priority quest closed" },
    QUEST_PUBLISHED: { description: "`quest.published`: a quest opened for parties" },
    QUEST_COMPLETED: { description: "`quest.completed`: a quest was completed" },
    CONTEST_PHASE_CHANGED: { description: "`contest.phase_changed`: a visible contest moved to screening, judging or the vote" },
    CONTEST_RESULTS_PUBLISHED: { description: "`contest.results_published`: a visible contest's results are out" },
    MAPSET_QUALIFIED: { description: "`mapset.qualified`: a member's mapset was qualified on osu!" },
    MAPSET_RANKED: { description: "`mapset.ranked`: a member's mapset was ranked on osu!" },
    BADGE_AWARDED: { description: "`badge.awarded`: a member was awarded an MG rank badge" },
  },
});

export const WebhookConnection = Connection(Webhook);
export const WebhookDeliveryConnection = Connection(WebhookDelivery);

@ArgsType()
export class MyWebhooksArgs extends ConnectionArgs {
  @Field({ nullable: true, description: "The guild-wide webhooks instead of the member's own (admins only)" })
  guildWide?: boolean;
}

@InputType({ description: "A new webhook" })
export class CreateWebhookInput {
  @Field({ description: `The endpoint: an absolute https:// URL on the public internet (at most ${MAX_URL_LENGTH} characters)` })
  url: string;

  @Field(() => [WebhookKind], { description: "The event kinds to post (at least one)" })
  kinds: WebhookKind[];

  @Field({ nullable: true, description: `A note to recognise it by (at most ${MAX_DESCRIPTION} characters)` })
  description?: string;

  @Field({ nullable: true, description: "Post events from now on (default true)" })
  active?: boolean;

  @Field({ nullable: true, description: "A guild-wide webhook, managed by every admin (admins only; default false)" })
  guildWide?: boolean;
}

@InputType({ description: "Changes to a webhook; fields left out stay as they are" })
export class UpdateWebhookInput {
  @Field({ nullable: true, description: "A new endpoint (https://, public)" })
  url?: string;

  @Field(() => [WebhookKind], { nullable: true, description: "The new set of event kinds (at least one)" })
  kinds?: WebhookKind[];

  @Field({ nullable: true, description: "A new note" })
  description?: string;

  @Field({ nullable: true, description: "Turn it on (clears a disable by the server) or off (queued events are dropped)" })
  active?: boolean;
}

@ObjectType({ description: "A webhook with its signing secret: the secret is shown this once and never again" })
export class CreatedWebhook {
  @Field({ description: "The signing secret (`X-Signature` is its HMAC-SHA256 of the body); store it now" })
  secret: string;

  @Field(() => Webhook, { description: "The webhook" })
  webhook: Webhook;
}

@ObjectType({ description: "An event queued for delivery to a webhook" })
export class QueuedWebhookEvent {
  @Field({ description: "The event's id (the payload's `id`)" })
  eventId: string;

  @Field({ description: "The event's kind (e.g. `webhook.test`)" })
  kind: string;

  @Field(() => Webhook, { description: "The webhook it goes to" })
  webhook: Webhook;
}
