import type { JobDefinition } from "../../jobs/runner";
import type { OsuChatSender } from "./osu-chat.sender";

export const CHAT_JOB = "send-osu-chat";

/**
 * Every minute, where osu! chat is configured (README.md "osu! chat"): send the queued chat messages. No retries of the
 * run itself (the next minute's run picks up where it stopped); each message has its own retries.
 */
export function notificationJobs(chat: OsuChatSender | null): JobDefinition[] {
  if (!chat) return [];
  return [{ name: CHAT_JOB, schedule: "* * * * *", timeoutMs: 5 * 60_000, retryDelaysMs: [], run: () => chat.sendDue() }];
}
