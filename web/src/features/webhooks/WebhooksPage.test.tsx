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
};

const SECRET = "mgw_" + "s".repeat(43);
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
        { request: { query: MyWebhooksDocument }, result: list(existing) },
        {
          request: {
            query: CreateWebhookDocument,
            variables: {
              input: { url: "https://bot.example/new", kinds: ["PRIORITY_QUEST_OPENED", "BADGE_AWARDED"], description: "" },
            },
          },
          result: createCall,
        },
        { request: { query: MyWebhooksDocument }, result: list(created, existing) },
        {
          request: {
            query: UpdateWebhookDocument,
            variables: { id: "2", input: { url: "https://bot.example/new", kinds: ["PRIORITY_QUEST_OPENED"], active: true } },
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
        { request: { query: MyWebhooksDocument }, result: list(existing) },
      ],
    });

    // A webhook the server turned off says why.
    expect(await screen.findByText(/Turned off by the server: The endpoint answered 410 Gone/)).toBeInTheDocument();

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
});
