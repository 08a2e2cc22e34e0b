/**
 * What a notification says and where it leads, and the per-kind defaults (README.md "Kinds"). Pure functions: the inbox
 * renders a notification's text when it is read, the osu! chat queue when the message is queued.
 */
import { EventKind, type EventData } from "../../core/events";

/** The kinds a member is told about (their inbox and osu! chat); the other kinds are public-only events. */
export interface NotificationKindInfo {
  kind: EventKind;
  /** How the settings page names the kind. */
  label: string;
  /** Defaults while the member has not chosen: in the inbox, and as an osu! chat message (where chat is configured). */
  inbox: boolean;
  chat: boolean;
}

/**
 * The member-facing kinds in the settings page's order. osu! chat is on by default only where the original site sent
 * chat messages (contest announcements and results, priority quest winners): everything else would be new chat noise.
 */
export const NOTIFICATION_KINDS: readonly NotificationKindInfo[] = [
  { kind: EventKind.partyInvited, label: "Party invitations", inbox: true, chat: false },
  { kind: EventKind.partyRemoved, label: "Removed from a party", inbox: true, chat: false },
  { kind: EventKind.questAccepted, label: "Your party accepted a quest", inbox: true, chat: false },
  { kind: EventKind.questDropped, label: "Your party's quest was dropped", inbox: true, chat: false },
  { kind: EventKind.questCompleted, label: "Your party's quest was completed", inbox: true, chat: false },
  { kind: EventKind.beatmapStatusChanged, label: "A mapset you map on changed status", inbox: true, chat: false },
  { kind: EventKind.beatmapTaskChanged, label: "A collaborator changed a difficulty of your mapset", inbox: true, chat: false },
  {
    kind: EventKind.contestPhaseChanged,
    label: "Contests you take part in: screening, judging, vote, results",
    inbox: true,
    chat: true,
  },
  { kind: EventKind.contestEntryDue, label: "A contest you entered closes within a day", inbox: true, chat: false },
  { kind: EventKind.contestMessage, label: "Messages from contest creators", inbox: true, chat: true },
  { kind: EventKind.missionWon, label: "Your mapset won a priority quest", inbox: true, chat: true },
  { kind: EventKind.badgeAwarded, label: "Badges", inbox: true, chat: false },
  { kind: EventKind.pointsAdjusted, label: "Points adjustments by an admin", inbox: true, chat: false },
  { kind: EventKind.webhookDisabled, label: "One of your webhooks was turned off", inbox: true, chat: false },
];

const BY_KIND = new Map(NOTIFICATION_KINDS.map((k) => [k.kind, k]));

export const kindInfo = (kind: EventKind): NotificationKindInfo | undefined => BY_KIND.get(kind);
export const isNotificationKind = (kind: string): kind is EventKind => BY_KIND.has(kind as EventKind);

/** osu! chat's limit for a private message (osu-web `chat.message_length_limit`). */
export const CHAT_MESSAGE_MAX = 450;

/** A notification as a member reads it: one line of text and the site-relative page of its object. */
export interface NotificationView {
  text: string;
  path: string;
}

const str = (v: unknown, fallback = ""): string => (v === null || v === undefined ? fallback : String(v));
const quoted = (v: unknown): string => `"${str(v, "?")}"`;
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

const TASK_CHANGES: Record<string, (d: EventData) => string> = {
  added: (d) =>
    d.targetName && d.targetName !== d.actorName
      ? `${str(d.actorName, "Someone")} added ${str(d.task)} for ${str(d.targetName)} on ${quoted(d.label)}`
      : `${str(d.actorName, "Someone")} claimed ${str(d.task)} on ${quoted(d.label)}`,
  removed: (d) => `${str(d.actorName, "Someone")} removed ${str(d.task)} from ${quoted(d.label)}`,
  status: (d) => `${str(d.actorName, "Someone")} marked ${str(d.task)} on ${quoted(d.label)} as ${str(d.status)}`,
  collaboratorAdded: (d) =>
    `${str(d.actorName, "Someone")} added ${str(d.targetName, "a collaborator")} to ${str(d.task)} on ${quoted(d.label)}`,
  collaboratorRemoved: (d) =>
    `${str(d.actorName, "Someone")} removed ${str(d.targetName, "a collaborator")} from ${str(d.task)} on ${quoted(d.label)}`,
};

function contestPhase(d: EventData, id: number, role: string | null): NotificationView {
  const name = quoted(d.name);
  const listing = `/contests/listing?contest=${id}`;
  switch (d.phase) {
    case "screening":
      return role === "screener"
        ? { text: `Screening is open for ${name}: place your stars`, path: `/contests/screening?contest=${id}` }
        : { text: `${name} is in screening`, path: listing };
    case "judging":
      return role === "judge"
        ? { text: `Judging is open for ${name}: score the entries`, path: `/contests/judging?contest=${id}` }
        : { text: `${name} is in judging`, path: listing };
    case "vote":
      return { text: `The community vote is open for ${name}`, path: listing };
    case "complete":
      return { text: `Results are out for ${name}`, path: `/contests/results?contest=${id}` };
    default:
      return { text: `${name} moved to ${str(d.phase)}`, path: listing };
  }
}

/** The text and link of a notification of `kind` about the subject `subjectId`, for a recipient in `role`. */
export function describeNotification(kind: EventKind, subjectId: number, data: EventData, role: string | null): NotificationView {
  const d = data;
  switch (kind) {
    case EventKind.partyInvited:
      return {
        text: `${str(d.actorName, "A party leader")} invited you to their party for ${quoted(d.questName)}`,
        path: `/quests?id=${str(d.questId)}`,
      };
    case EventKind.partyRemoved:
      return {
        text: `${str(d.actorName, "The party leader")} removed you from their party for ${quoted(d.questName)}`,
        path: `/quests?id=${str(d.questId)}`,
      };
    case EventKind.questAccepted:
      return {
        text: `Your party accepted ${quoted(d.questName)}${d.modes ? ` (${str(d.modes)})` : ""}`,
        path: `/quests?id=${subjectId}`,
      };
    case EventKind.questDropped:
      return {
        text:
          d.by === "admin"
            ? `An admin dropped ${quoted(d.questName)} for your party`
            : d.by === "inactivity"
              ? `${quoted(d.questName)} was dropped for your party after a year without activity`
              : `${str(d.actorName, "Your party leader")} dropped ${quoted(d.questName)} for your party`,
        path: `/quests?id=${subjectId}`,
      };
    case EventKind.questCompleted:
      return { text: `${quoted(d.questName)} is complete: thank you for mapping it!`, path: `/quests?id=${subjectId}` };
    case EventKind.questPublished:
      return { text: `New quest ${quoted(d.questName)}`, path: `/quests?id=${subjectId}` };
    case EventKind.beatmapStatusChanged:
      return {
        text: d.reason
          ? `${quoted(d.label)} was sent back to ${str(d.status)}: ${str(d.reason)}`
          : `${quoted(d.label)} is now ${str(d.status)}`,
        path: `/beatmaps?id=${subjectId}`,
      };
    case EventKind.beatmapTaskChanged:
      return { text: (TASK_CHANGES[str(d.change)] ?? TASK_CHANGES.status)(d), path: `/beatmaps?id=${subjectId}` };
    case EventKind.contestPhaseChanged:
      return contestPhase(d, subjectId, role);
    case EventKind.contestEntryDue:
      return { text: `Entries for ${quoted(d.name)} close in less than a day`, path: `/contests/listing?contest=${subjectId}` };
    case EventKind.contestMessage:
      return {
        text: `${str(d.actorName, "The creators")} about ${quoted(d.name)}: ${str(d.message)}`,
        path: `/contests/listing?contest=${subjectId}`,
      };
    case EventKind.missionOpened:
      return { text: `Priority quest ${quoted(d.name)} opened`, path: `/missions?id=${subjectId}` };
    case EventKind.missionClosed:
      return { text: `Priority quest ${quoted(d.name)} closed`, path: `/missions?id=${subjectId}` };
    case EventKind.missionWon:
      return {
        text: `Your mapset ${quoted(d.label)} won the priority quest ${quoted(d.name)}`,
        path: `/missions?id=${subjectId}`,
      };
    case EventKind.badgeAwarded:
      return {
        text: `You were awarded the rank ${str(d.rank)} badge${d.rankName ? ` (${str(d.rankName)})` : ""}`,
        path: `/users?id=${subjectId}`,
      };
    case EventKind.pointsAdjusted:
      return {
        text: `An admin adjusted your points by ${signed(Number(d.amount) || 0)}${d.reason ? `: ${str(d.reason)}` : ""}`,
        path: `/users?id=${subjectId}`,
      };
    case EventKind.webhookDisabled:
      return {
        text: `Your webhook to ${str(d.host, "an endpoint")} was turned off: ${str(d.reason, "it failed repeatedly")}`,
        path: `/settings/webhooks?id=${subjectId}`,
      };
  }
}

/**
 * The osu! chat message of a notification: its text and the absolute link, within osu!'s 450 characters (a long
 * text is shortened, the link always kept whole).
 */
export function chatMessage(view: NotificationView, baseUrl: string): string {
  const link = `${baseUrl}${view.path}`;
  const prefix = "Mappers' Guild: ";
  const room = CHAT_MESSAGE_MAX - prefix.length - link.length - 1;
  const text = view.text.replace(/\s+/g, " ").trim();
  const body = text.length > room ? `${text.slice(0, Math.max(0, room - 1)).trimEnd()}…` : text;
  return `${prefix}${body} ${link}`;
}

/** The member's effective choice for a kind: their saved row, else the kind's defaults. */
export function effectiveSetting(
  kind: EventKind,
  saved: { inbox: boolean; chat: boolean } | undefined,
): { inbox: boolean; chat: boolean } {
  const info = kindInfo(kind);
  if (!info) return { inbox: false, chat: false };
  return saved ?? { inbox: info.inbox, chat: info.chat };
}
