import type { Logger } from "../../app/logger";

export interface WebhookMessage {
  title?: string;
  description: string;
  color?: number;
  url?: string;
  fields?: { name: string; value: string }[];
}

/**
 * The one way out to Discord. Disabled when no webhook URL is configured; failures are logged and never
 * break the request that caused the message.
 */
export class Notifier {
  constructor(
    private readonly urls: { webhookUrl?: string; devWebhookUrl?: string },
    private readonly logger: Logger,
  ) {}

  publicPost(message: WebhookMessage): Promise<void> {
    return this.post("public", this.urls.webhookUrl, message);
  }

  devPost(message: WebhookMessage): Promise<void> {
    return this.post("dev", this.urls.devWebhookUrl, message);
  }

  private async post(channel: "public" | "dev", url: string | undefined, message: WebhookMessage): Promise<void> {
    if (!url) return;
    const description = message.description.length > 1500 ? `${message.description.slice(0, 1500)}... *(truncated)*` : message.description;
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ embeds: [{ ...message, description }] }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) this.logger.warn({ channel, status: res.status }, "webhook rejected");
    } catch (err) {
      this.logger.warn({ channel, err: (err as Error).message }, "webhook failed");
    }
  }
}
