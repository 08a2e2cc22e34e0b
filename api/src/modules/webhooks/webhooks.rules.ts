/**
 * The rules of webhooks (README.md): which domain events become which webhook kinds, who may receive them, what a
 * payload carries, what input is accepted, when a failed post is tried again and when a webhook is turned off.
 * Pure functions; the address rule (SSRF) takes already resolved addresses.
 */
import ipaddr from "ipaddr.js";
import { BeatmapStatus } from "../../core/enums";
import { EventKind, type RecordedEvent } from "../../core/events";
import { encodeGlobalId } from "../../core/node";
import { badInputProblem, conflictProblem, type Problem } from "../../core/errors";

/** The kinds a webhook may take; the values are the payload's `kind`. */
export enum WebhookKind {
  PRIORITY_QUEST_OPENED = "priority_quest.opened",
  PRIORITY_QUEST_CLOSED = "priority_quest.closed",
  QUEST_PUBLISHED = "quest.published",
  QUEST_COMPLETED = "quest.completed",
  CONTEST_PHASE_CHANGED = "contest.phase_changed",
  CONTEST_RESULTS_PUBLISHED = "contest.results_published",
  MAPSET_QUALIFIED = "mapset.qualified",
  MAPSET_RANKED = "mapset.ranked",
  BADGE_AWARDED = "badge.awarded",
}

/** The kind of the test event `sendTestWebhookEvent` posts (not a kind a webhook subscribes to). */
export const TEST_KIND = "webhook.test";

/** At most this many webhooks per member … */
export const MAX_WEBHOOKS_PER_MEMBER = 10;
/** … and this many guild-wide ones. */
export const MAX_GUILD_WEBHOOKS = 20;
export const MAX_URL_LENGTH = 2000;
export const MAX_DESCRIPTION = 200;

/** A post that takes longer than this has timed out. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Waits before the retries of a failed post: 1 min, 5 min, 25 min, 2 h; then the event has failed. */
export const RETRY_DELAYS_MS: readonly number[] = [60_000, 300_000, 1_500_000, 7_200_000];
/** A post claimed longer ago than this was interrupted (a crash, a restart): it is posted again. */
export const SENDING_LEASE_MS = 2 * 60_000;
/** After this many events in a row failed on every attempt, the webhook is turned off. */
export const MAX_CONSECUTIVE_FAILURES = 5;

export const WEBHOOK_TEXT = {
  cap: `You have ${MAX_WEBHOOKS_PER_MEMBER} webhooks, the most a member may have: delete one first`,
  guildCap: `There are ${MAX_GUILD_WEBHOOKS} guild-wide webhooks, the most there may be: delete one first`,
  guildAdminOnly: "Only admins may register or manage guild-wide webhooks",
  kinds: "Choose at least one event kind",
  description: `The description must be at most ${MAX_DESCRIPTION} characters`,
  url: "The endpoint must be an absolute https:// URL",
  urlLength: `The endpoint URL must be at most ${MAX_URL_LENGTH} characters`,
  urlCredentials: "The endpoint URL must not contain a user name or password",
  privateAddress:
    "The endpoint must be reachable on the public internet: it resolves to a loopback, private, link-local or otherwise " +
    "reserved address",
  unresolvable: "The endpoint's host name could not be resolved",
  queued: "This event is already queued for delivery",
  inactive: "The webhook is turned off: turn it on first",
  notFound: "No webhook with this id (or it is not yours)",
  deliveryNotFound: "No delivery with this id (or its webhook is not yours)",
  sessionOnly: "Webhooks are managed from a signed-in browser session or a token with the `act` scope",
} as const;

/** The webhook kind a recorded domain event is, or null when webhooks do not carry it. */
export function webhookKindOf(event: Pick<RecordedEvent, "kind" | "data">): WebhookKind | null {
  switch (event.kind) {
    case EventKind.missionOpened:
      return WebhookKind.PRIORITY_QUEST_OPENED;
    case EventKind.missionClosed:
      return WebhookKind.PRIORITY_QUEST_CLOSED;
    case EventKind.questPublished:
      return WebhookKind.QUEST_PUBLISHED;
    case EventKind.questCompleted:
      return WebhookKind.QUEST_COMPLETED;
    case EventKind.contestPhaseChanged:
      return event.data.phase === "complete" ? WebhookKind.CONTEST_RESULTS_PUBLISHED : WebhookKind.CONTEST_PHASE_CHANGED;
    case EventKind.beatmapStatusChanged:
      return event.data.status === BeatmapStatus.Qualified
        ? WebhookKind.MAPSET_QUALIFIED
        : event.data.status === BeatmapStatus.Ranked
          ? WebhookKind.MAPSET_RANKED
          : null;
    case EventKind.badgeAwarded:
      return WebhookKind.BADGE_AWARDED;
    default:
      return null;
  }
}

/**
 * May this webhook receive the event? A guild-wide webhook receives public events only; a member's webhook receives
 * what the member may read: public events and events told to the member. Hidden and unapproved contests raise no
 * events at all (modules/contests/contest-events.ts).
 */
export function mayReceive(
  webhook: { guildWide: boolean; ownerId: number },
  event: Pick<RecordedEvent, "public" | "recipients">,
) {
  if (event.public) return true;
  if (webhook.guildWide) return false;
  return event.recipients.some((r) => r.userId === webhook.ownerId);
}

/** The public fields a payload's object carries, per subject type (the rest of the event's data stays in the site). */
const PUBLIC_FIELDS: Record<string, Record<string, string>> = {
  Mission: { name: "name" },
  Quest: { questName: "name" },
  Contest: { name: "name", phase: "phase" },
  Beatmap: { label: "label", status: "status", previous: "previousStatus" },
  User: { username: "username", rank: "rank", rankName: "rankName" },
};

export interface WebhookPayload {
  id: string;
  kind: string;
  occurredAt: string;
  object: { id: string; __typename: string } & Record<string, string | number | boolean | null>;
}

/** The JSON body of an event (the object named by its global id, with its public fields as of the event). */
export function eventPayload(uuid: string, kind: WebhookKind, event: Pick<RecordedEvent, "subject" | "data" | "createdAt">) {
  const fields = PUBLIC_FIELDS[event.subject.type] ?? {};
  const object: WebhookPayload["object"] = {
    id: encodeGlobalId(event.subject.type, event.subject.id),
    __typename: event.subject.type,
  };
  for (const [from, to] of Object.entries(fields)) if (from in event.data) object[to] = event.data[from] ?? null;
  const payload: WebhookPayload = { id: uuid, kind, occurredAt: event.createdAt.toISOString(), object };
  return JSON.stringify(payload);
}

/** The body of a test event: the webhook itself. */
export function testPayload(uuid: string, webhook: { id: number; url: string; description: string }, at: Date): string {
  const payload: WebhookPayload = {
    id: uuid,
    kind: TEST_KIND,
    occurredAt: at.toISOString(),
    object: {
      id: encodeGlobalId("Webhook", webhook.id),
      __typename: "Webhook",
      url: webhook.url,
      description: webhook.description,
    },
  };
  return JSON.stringify(payload);
}

/** The shape of an endpoint URL (before its addresses are checked); `allowHttp` outside production's rule. */
export function urlProblem(text: string, allowHttp: boolean): Problem | null {
  if (text.length > MAX_URL_LENGTH) return badInputProblem(WEBHOOK_TEXT.urlLength);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return badInputProblem(WEBHOOK_TEXT.url);
  }
  if (url.protocol !== "https:" && !(allowHttp && url.protocol === "http:")) return badInputProblem(WEBHOOK_TEXT.url);
  if (url.username || url.password) return badInputProblem(WEBHOOK_TEXT.urlCredentials);
  if (!url.hostname) return badInputProblem(WEBHOOK_TEXT.url);
  return null;
}

/** The host of an endpoint as the resolver takes it (brackets of an IPv6 literal removed). */
export const hostOf = (url: string): string => new URL(url).hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Whether an address is one a webhook may reach: a public unicast address. Loopback, private (10/8, 172.16/12,
 * 192.168/16, fc00::/7), link-local (169.254/16 with the cloud metadata address, fe80::/10), carrier-grade NAT,
 * multicast, broadcast, unspecified and reserved ranges are refused; an IPv4-mapped IPv6 address is judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === "unicast";
}

export interface WebhookInput {
  url?: string | null;
  kinds?: readonly string[] | null;
  description?: string | null;
}

/** The kinds, description and URL shape of a create or an update (fields left out are not checked). */
export function webhookInputProblem(input: WebhookInput, allowHttp: boolean): Problem | null {
  if (input.kinds !== undefined && input.kinds !== null) {
    if (input.kinds.length === 0) return badInputProblem(WEBHOOK_TEXT.kinds);
    const known = new Set<string>(Object.values(WebhookKind));
    const unknown = input.kinds.find((k) => !known.has(k));
    if (unknown !== undefined) return badInputProblem(`Unknown event kind: ${unknown}`);
  }
  if (input.description && input.description.length > MAX_DESCRIPTION) return badInputProblem(WEBHOOK_TEXT.description);
  if (input.url !== undefined && input.url !== null) return urlProblem(input.url.trim(), allowHttp);
  return null;
}

/** The cap: a member's own webhooks, or the guild's. */
export function capProblem(count: number, guildWide: boolean): Problem | null {
  if (guildWide) return count >= MAX_GUILD_WEBHOOKS ? conflictProblem(WEBHOOK_TEXT.guildCap) : null;
  return count >= MAX_WEBHOOKS_PER_MEMBER ? conflictProblem(WEBHOOK_TEXT.cap) : null;
}

/** What an attempt's answer means: delivered, try again later, or give up at once (410 Gone). */
export type AttemptResult = { outcome: "ok" } | { outcome: "retry" } | { outcome: "gone" };

export function classifyStatus(status: number): AttemptResult {
  if (status >= 200 && status < 300) return { outcome: "ok" };
  if (status === 410) return { outcome: "gone" };
  return { outcome: "retry" };
}

/** When attempt `attempts` (1 = the first) failed: the next try, or null (the event has failed). */
export function nextAttempt(attempts: number, now: Date, delays: readonly number[] = RETRY_DELAYS_MS): Date | null {
  const delay = delays[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/** Why a webhook is turned off after a final failure, or null when it stays on. */
export function disableReason(result: "gone" | "failed", consecutiveFailures: number): string | null {
  if (result === "gone") return "The endpoint answered 410 Gone";
  if (consecutiveFailures >= MAX_CONSECUTIVE_FAILURES)
    return `${MAX_CONSECUTIVE_FAILURES} events in a row could not be delivered`;
  return null;
}
