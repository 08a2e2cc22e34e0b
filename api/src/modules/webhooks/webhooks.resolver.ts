import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { ConnectionArgs, type Page } from "../../core/connection";
import { rowId } from "../../core/ids";
import type { Context } from "../context";
import { Webhook, WebhookDelivery } from "./webhook.entity";
import { eventRedeliverableById } from "./webhooks.loaders";
import {
  CreatedWebhook,
  CreateWebhookInput,
  MyWebhooksArgs,
  QueuedWebhookEvent,
  UpdateWebhookInput,
  WebhookConnection,
  WebhookDeliveryConnection,
} from "./webhooks.types";
import type { WebhooksService } from "./webhooks.service";

/** Webhooks (modules/webhooks/README.md): thin adapter over WebhooksService. */
@Resolver(() => Webhook)
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @Authorized()
  @Query(() => WebhookConnection, {
    description:
      "The signed-in member's webhooks (at most 10), newest first; with `guildWide: true` the guild's webhooks (admins only)",
  })
  myWebhooks(@Args() args: MyWebhooksArgs, @Ctx() ctx: Context): Promise<Page<Webhook>> {
    return this.webhooks.page(ctx.viewer, args);
  }

  @FieldResolver(() => WebhookDeliveryConnection, {
    description: "The webhook's delivery log (one item per attempt), newest first",
  })
  webhookDeliveries(@Root() webhook: Webhook, @Args() args: ConnectionArgs): Promise<Page<WebhookDelivery>> {
    return this.webhooks.deliveries(webhook, args);
  }

  @Authorized()
  @Mutation(() => CreatedWebhook, {
    description: "Registers a webhook (at most 10 per member); the signing secret is in the answer, once",
  })
  createWebhook(@Arg("input", { description: "Endpoint, kinds, note" }) input: CreateWebhookInput, @Ctx() ctx: Context) {
    return this.webhooks.create(ctx.viewer, input);
  }

  @Authorized()
  @Mutation(() => Webhook, { description: "Changes one of the member's webhooks (URL, kinds, note, on/off)" })
  updateWebhook(
    @Arg("id", () => ID, { description: "The webhook's id" }) id: string,
    @Arg("input", { description: "The changes" }) input: UpdateWebhookInput,
    @Ctx() ctx: Context,
  ): Promise<Webhook> {
    return this.webhooks.update(ctx.viewer, rowId(id), input);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes one of the member's webhooks with its queue and log; answers its id" })
  async deleteWebhook(
    @Arg("id", () => ID, { description: "The webhook's id" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<string> {
    return String(await this.webhooks.delete(ctx.viewer, rowId(id)));
  }

  @Authorized()
  @Mutation(() => CreatedWebhook, {
    description: "Replaces a webhook's signing secret: the new one is in the answer, once; the old one stops at once",
  })
  rotateWebhookSecret(@Arg("id", () => ID, { description: "The webhook's id" }) id: string, @Ctx() ctx: Context) {
    return this.webhooks.rotateSecret(ctx.viewer, rowId(id));
  }

  @Authorized()
  @Mutation(() => QueuedWebhookEvent, {
    description: "Queues the event of a logged attempt again, with a fresh set of retries (CONFLICT while it is queued)",
  })
  redeliverWebhookEvent(
    @Arg("deliveryId", () => ID, { description: "The id of an attempt in the webhook's delivery log" }) deliveryId: string,
    @Ctx() ctx: Context,
  ) {
    return this.webhooks.redeliver(ctx.viewer, rowId(deliveryId));
  }

  @Authorized()
  @Mutation(() => QueuedWebhookEvent, { description: "Queues a `webhook.test` event to the webhook" })
  sendTestWebhookEvent(@Arg("id", () => ID, { description: "The webhook's id" }) id: string, @Ctx() ctx: Context) {
    return this.webhooks.sendTest(ctx.viewer, rowId(id));
  }
}

/** The delivery log's computed field. */
@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  @FieldResolver(() => Boolean, {
    description:
      "Whether `redeliverWebhookEvent` may queue this attempt's event now: false while the event still waits for an attempt",
  })
  canRedeliver(@Root() delivery: WebhookDelivery, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.get(eventRedeliverableById).load(delivery.webhookEventId);
  }
}
