import type { JobDefinition } from "../../jobs/runner";
import type { WebhookSender } from "./webhooks.sender";

export const WEBHOOK_JOB = "deliver-webhooks";

/**
 * Every minute (README.md "Delivery"): post the queued webhook events. No retries of the run itself (the next minute's
 * run picks up where it stopped); each event has its own retries.
 */
export function webhookJobs(sender: WebhookSender): JobDefinition[] {
  return [
    {
      name: WEBHOOK_JOB,
      schedule: "* * * * *",
      timeoutMs: 5 * 60_000,
      retryDelaysMs: [],
      run: (_slot, ctx) => sender.deliverDue(ctx.deadline),
    },
  ];
}
