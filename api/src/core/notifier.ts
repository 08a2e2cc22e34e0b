import type { Logger } from "./logger";

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

  /**
   * Posts and reports failure: throws when the webhook does not accept the message (network error, timeout or a
   * non-2xx answer), so a caller can keep its change and its announcement in one transaction. Resolves to false
   * when the channel is not configured (nothing to send), true when delivered.
   */
  async deliver(channel: "public" | "dev", message: WebhookMessage): Promise<boolean> {
    const url = channel === "public" ? this.urls.webhookUrl : this.urls.devWebhookUrl;
    if (!url) return false;
    const res = await this.send(url, message);
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
    return true;
  }

  private send(url: string, message: WebhookMessage): Promise<Response> {
    const description =
      message.description.length > 1500 ? `${message.description.slice(0, 1500)}... *(truncated)*` : message.description;
    return fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ embeds: [{ ...message, description }] }),
      signal: AbortSignal.timeout(5000),
    });
  }

  private async post(channel: "public" | "dev", url: string | undefined, message: WebhookMessage): Promise<void> {
    if (!url) return;
    try {
      const res = await this.send(url, message);
      if (!res.ok) this.logger.warn({ channel, status: res.status }, "webhook rejected");
    } catch (err) {
      this.logger.warn({ channel, err: (err as Error).message }, "webhook failed");
    }
  }
}
