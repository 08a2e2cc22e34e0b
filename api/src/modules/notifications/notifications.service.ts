import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import type { EventKind, RecordedEvent } from "../../core/events";
import { requireUser } from "../../core/access";
import { badInput, notFound } from "../../core/errors";
import { parseId } from "../../core/ids";
import { keysetPage, type Page } from "../../core/connection";
import { readRows } from "../../core/sql";
import type { User } from "../users/user.entity";
import { Notification, NotificationSettingRow } from "./notification.entity";
import {
  chatMessage,
  describeNotification,
  effectiveSetting,
  isNotificationKind,
  kindInfo,
  NOTIFICATION_KINDS,
  type NotificationView,
} from "./notifications.rules";

/** The bell counts up to this many unread notifications (it shows "99+" beyond); one index range scan at most. */
export const UNREAD_COUNT_CAP = 100;

export interface NotificationListArgs {
  first?: number | null;
  after?: string | null;
  unreadOnly?: boolean | null;
}

/** A kind with the member's effective choice. */
export interface NotificationSettingView {
  kind: EventKind;
  label: string;
  inbox: boolean;
  chat: boolean;
  chatAvailable: boolean;
}

/**
 * The in-site inbox and the osu! chat queue (README.md). `deliver` is the domain-event subscriber: it runs inside the
 * transaction of the change that raised the event (core/events.ts), writes one notification per recipient who wants
 * the kind in their inbox and one queued chat message per recipient who wants it in osu! chat (when chat is
 * configured), each at most once (unique per member and event). The rest are the member's own reads and writes.
 */
export class NotificationsService {
  constructor(private readonly deps: Pick<Deps, "db" | "config" | "now">) {}

  /** Whether osu! chat messages are sent on this site (OSU_CHAT_CLIENT_ID / _SECRET configured). */
  get chatAvailable(): boolean {
    return !!this.deps.config.osu.chat;
  }

  /** The domain-event subscriber (registered in app/services.ts). */
  deliver = async (m: EntityManager, event: RecordedEvent): Promise<void> => {
    if (!isNotificationKind(event.kind) || event.recipients.length === 0) return;
    const ids = event.recipients.map((r) => r.userId);
    const saved: { user_id: number; inbox: boolean; chat: boolean }[] = await m.query(
      `SELECT user_id, inbox, chat FROM notification_settings WHERE kind = $1 AND user_id = ANY($2::int[])`,
      [event.kind, ids],
    );
    const savedBy = new Map(saved.map((s) => [Number(s.user_id), { inbox: s.inbox, chat: s.chat }]));
    const wants = event.recipients.map((r) => ({ ...r, ...effectiveSetting(event.kind, savedBy.get(r.userId)) }));

    const inbox = wants.filter((w) => w.inbox);
    if (inbox.length) {
      await m.query(
        `INSERT INTO notifications (user_id, event_id, role, created_at)
         SELECT t.user_id, $2, t.role, $4 FROM unnest($1::int[], $3::varchar[]) AS t(user_id, role)
         ON CONFLICT (user_id, event_id) DO NOTHING`,
        [inbox.map((w) => w.userId), event.id, inbox.map((w) => w.role), event.createdAt],
      );
    }

    const chat = this.chatAvailable ? wants.filter((w) => w.chat) : [];
    if (chat.length) {
      const users: { id: number; osu_id: number }[] = await m.query(`SELECT id, osu_id FROM users WHERE id = ANY($1::int[])`, [
        chat.map((w) => w.userId),
      ]);
      const osuIdOf = new Map(users.map((u) => [Number(u.id), Number(u.osu_id)]));
      const rows = chat
        .filter((w) => osuIdOf.has(w.userId))
        .map((w) => ({
          userId: w.userId,
          osuId: osuIdOf.get(w.userId)!,
          body: chatMessage(describeNotification(event.kind, event.subject.id, event.data, w.role), this.deps.config.baseUrl),
        }));
      await m.query(
        `INSERT INTO osu_chat_messages (event_id, user_id, target_osu_id, body, status, attempts, next_attempt_at, created_at)
         SELECT $1, t.user_id, t.osu_id, t.body, 'pending', 0, $5, $5
           FROM unnest($2::int[], $3::int[], $4::varchar[]) AS t(user_id, osu_id, body)
         ON CONFLICT (event_id, user_id) DO NOTHING`,
        [event.id, rows.map((r) => r.userId), rows.map((r) => r.osuId), rows.map((r) => r.body), event.createdAt],
      );
    }
  };

  // ---------------------------------------------------------------- the member's inbox

  /** The member's own notifications, newest first (keyset pages), optionally the unread ones only. */
  list(viewer: User | null, args: NotificationListArgs): Promise<Page<Notification>> {
    const user = requireUser(viewer);
    const qb = this.deps.db
      .getRepository(Notification)
      .createQueryBuilder("n")
      .innerJoinAndSelect("n.event", "e")
      .where("n.user_id = :uid", { uid: user.id });
    if (args.unreadOnly) qb.andWhere("n.read_at IS NULL");
    return keysetPage(qb, [{ sql: "n.id", direction: "DESC", kind: "number", of: (n) => Number(n.id) }], args, { count: true });
  }

  /** How many of the member's notifications are unread, counted up to UNREAD_COUNT_CAP. */
  async unreadCount(viewer: User | null): Promise<number> {
    const user = requireUser(viewer);
    // Asked by every page of the web app (the bell in the header's `Me`): a prepared read (core/sql.ts).
    const [row] = await readRows<{ n: number }>(
      this.deps.db,
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL LIMIT $2) x`,
      [user.id, UNREAD_COUNT_CAP],
    );
    return Number(row?.n ?? 0);
  }

  /** One of the member's own notifications (`node(id:)`); another member's is "not found", admins included. */
  async get(viewer: User | null, id: number): Promise<Notification> {
    const user = requireUser(viewer);
    const row = await this.deps.db
      .getRepository(Notification)
      .createQueryBuilder("n")
      .innerJoinAndSelect("n.event", "e")
      .where("n.id = :id AND n.user_id = :uid", { id, uid: user.id })
      .getOne();
    if (!row) throw notFound();
    return row;
  }

  /** Marks one of the member's own notifications read (again: a no-op). Another member's is "not found". */
  async markRead(viewer: User | null, id: unknown): Promise<Notification> {
    const user = requireUser(viewer);
    const n = parseId(id);
    if (n === null) throw notFound();
    await this.deps.db.query(`UPDATE notifications SET read_at = $3 WHERE id = $1 AND user_id = $2 AND read_at IS NULL`, [
      n,
      user.id,
      this.deps.now(),
    ]);
    const row = await this.deps.db
      .getRepository(Notification)
      .createQueryBuilder("n")
      .innerJoinAndSelect("n.event", "e")
      .where("n.id = :id AND n.user_id = :uid", { id: n, uid: user.id })
      .getOne();
    if (!row) throw notFound();
    return row;
  }

  /** Marks every unread notification of the member read; returns how many were unread. */
  async markAllRead(viewer: User | null): Promise<number> {
    const user = requireUser(viewer);
    const rows: { id: string }[] = await this.deps.db.query(
      `UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL RETURNING id`,
      [user.id, this.deps.now()],
    );
    const updated = Array.isArray(rows[0]) ? (rows[0] as unknown as { id: string }[]) : rows;
    return updated.length;
  }

  /** What a notification says and where it leads. */
  view(n: Notification): NotificationView {
    const e = n.event!;
    return describeNotification(e.kind, e.subjectId, e.data ?? {}, n.role);
  }

  // ---------------------------------------------------------------- settings

  /** Every member-facing kind with the member's effective choice. */
  async settings(viewer: User | null): Promise<NotificationSettingView[]> {
    const user = requireUser(viewer);
    const saved = await this.deps.db.getRepository(NotificationSettingRow).findBy({ userId: user.id });
    const byKind = new Map(saved.map((s) => [s.kind, { inbox: s.inbox, chat: s.chat }]));
    return NOTIFICATION_KINDS.map((k) => ({
      kind: k.kind,
      label: k.label,
      ...effectiveSetting(k.kind, byKind.get(k.kind)),
      chatAvailable: this.chatAvailable,
    }));
  }

  /** Turns the inbox and/or osu! chat on or off for one kind (absent values keep the current choice). */
  async setSetting(
    viewer: User | null,
    kind: string,
    change: { inbox?: boolean | null; chat?: boolean | null },
  ): Promise<NotificationSettingView> {
    const user = requireUser(viewer);
    if (!isNotificationKind(kind)) throw badInput("Unknown notification kind");
    for (const v of [change.inbox, change.chat])
      if (v !== undefined && v !== null && typeof v !== "boolean") throw badInput("Invalid value");
    const info = kindInfo(kind)!;
    return this.deps.db.transaction(async (m) => {
      const repo = m.getRepository(NotificationSettingRow);
      // Inserted with the defaults first, then changed under the row's lock: simultaneous changes never lose one.
      await m.query(
        `INSERT INTO notification_settings (user_id, kind, inbox, chat) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [user.id, kind, info.inbox, info.chat],
      );
      const [row]: { inbox: boolean; chat: boolean }[] = await m.query(
        `SELECT inbox, chat FROM notification_settings WHERE user_id = $1 AND kind = $2 FOR UPDATE`,
        [user.id, kind],
      );
      const next = { inbox: change.inbox ?? row.inbox, chat: change.chat ?? row.chat };
      await repo.update({ userId: user.id, kind }, next);
      return { kind, label: info.label, ...next, chatAvailable: this.chatAvailable };
    });
  }
}
