import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import WebhooksPage from "./WebhooksPage";
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  MyWebhooksDocument,
  RedeliverWebhookEventDocument,
  SendTestWebhookEventDocument,
  UpdateWebhookDocument,
  WebhookDeliveriesDocument,
} from "./gql/graphql";
import { demoMe, renderApp } from "../../../test/render";

const hook = (id: string, url: string, over: Record<string, unknown> = {}) => ({
  __typename: "Webhook" as const,
  id,
  globalId: `V2ViaG9vazo${id}`,
  url,
  kinds: ["QUEST_PUBLISHED"],
  description: "",
  active: true,
  guildWide: false,
  secretHint: "abcd",
  consecutiveFailures: 0,
  disabledReason: null,
  disabledAt: null,
  lastDeliveryAt: null,
  createdAt: "2026-11-20T10:00:00Z",
  ...over,
});

const delivery = {
  __typename: "WebhookDelivery" as const,
  id: "7",
  eventId: "4b0c2a53-8f7e-4a53-9a55-3f1f0c3f7e11",
  kind: "quest.published",
  attempt: 1,
  outcome: "FAILED",
  statusCode: 500,
  durationMs: 42,
  error: "answered 500",
  createdAt: "2026-11-24T09:00:00Z",
  canRedeliver: true,
};

const SECRET = "mgw_" + "s".repeat(43);
const mine = { query: MyWebhooksDocument, variables: { guildWide: false } };
const guild = { query: MyWebhooksDocument, variables: { guildWide: true } };
const list = (...nodes: ReturnType<typeof hook>[]) => ({
  data: { myWebhooks: { __typename: "WebhookConnection", totalCount: nodes.length, nodes } },
});

describe("webhooks page", () => {
  it("lists, registers one showing the secret once, edits, reads the log, redelivers, tests and deletes", async () => {
    const existing = hook("1", "https://bot.example/a", { active: false, disabledReason: "The endpoint answered 410 Gone" });
    const created = hook("2", "https://bot.example/new", { kinds: ["PRIORITY_QUEST_OPENED", "BADGE_AWARDED"] });
    const createCall = jest.fn(() => ({
      data: { createWebhook: { __typename: "CreatedWebhook", secret: SECRET, webhook: created } },
    }));
    const updateCall = jest.fn(() => ({ data: { updateWebhook: { ...created, kinds: ["PRIORITY_QUEST_OPENED"] } } }));
    const testCall = jest.fn(() => ({
      data: { sendTestWebhookEvent: { __typename: "QueuedWebhookEvent", eventId: "x", kind: "webhook.test" } },
    }));
    const redeliverCall = jest.fn(() => ({
      data: { redeliverWebhookEvent: { __typename: "QueuedWebhookEvent", eventId: delivery.eventId, kind: delivery.kind } },
    }));
    const deleteCall = jest.fn(() => ({ data: { deleteWebhook: "2" } }));
    renderApp(<WebhooksPage />, {
      me: demoMe,
      mocks: [
        { request: mine, result: list(existing) },
        {
          request: {
            query: CreateWebhookDocument,
            variables: {
              input: { url: "https://bot.example/new", kinds: ["PRIORITY_QUEST_OPENED", "BADGE_AWARDED"], description: "" },
            },
          },
          result: createCall,
        },
        { request: mine, result: list(created, existing) },
        {
          request: {
            query: UpdateWebhookDocument,
            // The URL is unchanged: not sent (the server would resolve it again).
            variables: { id: "2", input: { kinds: ["PRIORITY_QUEST_OPENED"], active: true } },
          },
          result: updateCall,
        },
        {
          request: { query: WebhookDeliveriesDocument, variables: { id: created.globalId } },
          result: {
            data: {
              node: {
                __typename: "Webhook",
                id: "2",
                webhookDeliveries: { __typename: "WebhookDeliveryConnection", totalCount: 1, nodes: [delivery] },
              },
            },
          },
        },
        { request: { query: RedeliverWebhookEventDocument, variables: { deliveryId: "7" } }, result: redeliverCall },
        { request: { query: SendTestWebhookEventDocument, variables: { id: "2" } }, result: testCall },
        { request: { query: DeleteWebhookDocument, variables: { id: "2" } }, result: deleteCall },
        { request: mine, result: list(existing) },
      ],
    });

    // A webhook the server turned off says why.
    expect(await screen.findByText(/Turned off by the server: The endpoint answered 410 Gone/)).toBeInTheDocument();
    // A member sees neither the guild-wide list nor the switch to register one.
    expect(screen.queryByRole("region", { name: "Guild-wide webhooks" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /Guild-wide/ })).not.toBeInTheDocument();

    // Nothing is sent without an https URL and a kind.
    fireEvent.click(screen.getByRole("button", { name: "Register webhook" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter the endpoint's https:// URL");
    fireEvent.change(screen.getByLabelText("Endpoint URL"), { target: { value: "https://bot.example/new" } });
    const form = screen.getByRole("form", { name: "New webhook" });
    fireEvent.click(within(form).getByLabelText("Badge awarded"));
    fireEvent.click(screen.getByRole("button", { name: "Register webhook" }));
    expect(await screen.findByTestId("new-secret")).toHaveTextContent(SECRET);
    expect(createCall).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "I have stored it" }));
    expect(screen.queryByTestId("new-secret")).not.toBeInTheDocument();

    // Edit: drop a kind.
    const card = (await screen.findByRole("heading", { name: "https://bot.example/new" })).closest("li")!;
    fireEvent.click(within(card).getByRole("button", { name: /Edit/ }));
    const edit = within(card).getByRole("form", { name: /Edit webhook/ });
    fireEvent.click(within(edit).getByLabelText("Badge awarded"));
    fireEvent.click(within(edit).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(updateCall).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(card).queryByRole("form")).not.toBeInTheDocument());

    // The delivery log, and a redelivery.
    const logButton = within(card).getByRole("button", { name: /Delivery log/ });
    expect(logButton).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(logButton);
    expect(logButton).toHaveAttribute("aria-expanded", "true");
    expect(await within(card).findByText("Failed (500)")).toBeInTheDocument();
    fireEvent.click(within(card).getByRole("button", { name: /Redeliver/ }));
    await waitFor(() => expect(redeliverCall).toHaveBeenCalledTimes(1));

    fireEvent.click(within(card).getByRole("button", { name: /Send test/ }));
    await waitFor(() => expect(testCall).toHaveBeenCalledTimes(1));

    const del = within(card).getByRole("button", { name: /Delete/ });
    fireEvent.click(del);
    fireEvent.click(del);
    await waitFor(() => expect(deleteCall).toHaveBeenCalledTimes(1));
  });

  it("does not offer to redeliver an attempt whose event is still queued", async () => {
    const active = hook("3", "https://bot.example/q");
    renderApp(<WebhooksPage />, {
      me: demoMe,
      mocks: [
        { request: mine, result: list(active) },
        {
          request: { query: WebhookDeliveriesDocument, variables: { id: active.globalId } },
          result: {
            data: {
              node: {
                __typename: "Webhook",
                id: "3",
                webhookDeliveries: {
                  __typename: "WebhookDeliveryConnection",
                  totalCount: 1,
                  nodes: [{ ...delivery, canRedeliver: false }],
                },
              },
            },
          },
        },
      ],
    });
    const card = (await screen.findByRole("heading", { name: "https://bot.example/q" })).closest("li")!;
    fireEvent.click(within(card).getByRole("button", { name: /Delivery log/ }));
    expect(await within(card).findByText("Failed (500)")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: /Redeliver/ })).toBeDisabled();
  });

  it("shows admins the guild-wide webhooks, registers one guild-wide and manages it like their own", async () => {
    const admin = { ...demoMe, id: "1", osuId: 100, username: "DemoAdmin", group: "admin" } as typeof demoMe;
    const own = hook("3", "https://bot.example/mine");
    const announcer = hook("4", "https://discord-bot.example/announce", { guildWide: true, description: "#announcements" });
    const created = hook("5", "https://bot.example/guild", { guildWide: true, kinds: ["PRIORITY_QUEST_OPENED"] });
    const createCall = jest.fn(() => ({
      data: { createWebhook: { __typename: "CreatedWebhook", secret: SECRET, webhook: created } },
    }));
    const testCall = jest.fn(() => ({
      data: { sendTestWebhookEvent: { __typename: "QueuedWebhookEvent", eventId: "x", kind: "webhook.test" } },
    }));
    const deleteCall = jest.fn(() => ({ data: { deleteWebhook: "5" } }));
    renderApp(<WebhooksPage />, {
      me: admin,
      path: "/settings/webhooks?id=4",
      mocks: [
        { request: mine, result: list(own) },
        { request: guild, result: list(announcer) },
        {
          request: { query: WebhookDeliveriesDocument, variables: { id: announcer.globalId } },
          result: {
            data: {
              node: {
                __typename: "Webhook",
                id: "4",
                webhookDeliveries: {
                  __typename: "WebhookDeliveryConnection",
                  totalCount: 1,
                  nodes: [{ ...delivery, outcome: "OK", statusCode: 204, error: null }],
                },
              },
            },
          },
        },
        {
          request: {
            query: CreateWebhookDocument,
            variables: {
              input: { url: "https://bot.example/guild", kinds: ["PRIORITY_QUEST_OPENED"], description: "", guildWide: true },
            },
          },
          result: createCall,
        },
        { request: guild, result: list(created, announcer) },
        { request: { query: SendTestWebhookEventDocument, variables: { id: "5" } }, result: testCall },
        { request: { query: DeleteWebhookDocument, variables: { id: "5" } }, result: deleteCall },
        { request: guild, result: list(announcer) },
      ],
    });

    const guildList = await screen.findByRole("region", { name: "Guild-wide webhooks" });
    expect(await within(guildList).findByRole("heading", { name: "https://discord-bot.example/announce" })).toBeInTheDocument();
    expect(within(guildList).getByRole("heading", { level: 2 })).toHaveTextContent("Guild-wide webhooks (1 of 20)");
    const ownList = screen.getByRole("region", { name: "Your webhooks" });
    expect(await within(ownList).findByRole("heading", { name: "https://bot.example/mine" })).toBeInTheDocument();
    expect(within(ownList).queryByText("https://discord-bot.example/announce")).not.toBeInTheDocument();

    // ?id= (the "turned off" notice) opens that webhook's log.
    expect(await within(guildList).findByText("Delivered (204)")).toBeInTheDocument();

    // Register a guild-wide one: the secret is shown once, and it lands in the guild-wide list.
    fireEvent.change(screen.getByLabelText("Endpoint URL"), { target: { value: "https://bot.example/guild" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /Guild-wide/ }));
    fireEvent.click(screen.getByRole("button", { name: "Register guild-wide webhook" }));
    expect(await screen.findByTestId("new-secret")).toHaveTextContent(SECRET);
    expect(createCall).toHaveBeenCalledTimes(1);
    const card = (await within(guildList).findByRole("heading", { name: "https://bot.example/guild" })).closest("li")!;
    expect(within(ownList).queryByText("https://bot.example/guild")).not.toBeInTheDocument();

    fireEvent.click(within(card).getByRole("button", { name: /Send test/ }));
    await waitFor(() => expect(testCall).toHaveBeenCalledTimes(1));
    const del = within(card).getByRole("button", { name: /Delete/ });
    fireEvent.click(del);
    fireEvent.click(del);
    await waitFor(() => expect(deleteCall).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(guildList).queryByText("https://bot.example/guild")).not.toBeInTheDocument());
  });
});
