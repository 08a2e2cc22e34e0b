/**
 * osu! chat in the offline provider: `POST /api/v2/chat/new` (a private message) as osu-web answers it, for the
 * site's chat sender (modules/notifications/osu-chat.sender.ts). What osu-web does, kept here:
 * - scopes (app/Models/OAuth/Token.php): a client-credentials token may carry `chat.write` only together with
 *   `delegate` and nothing outside the scopes that need delegation, and `delegate` only for a bot account's client;
 *   the token then acts as the client's owner (the bot);
 * - the route needs the `chat.write` scope (403 "A required scope is missing.") and a user (401);
 * - an unknown target answers 422 "target user not found", the sender itself 422, a blank message 422, more than 450
 *   characters 422, and a second private message within a second 429 (`chat.rate_limits.private`: 1 per 1 s);
 * - the answer is `{ channel, message, new_channel_id }`.
 * Messages are kept in `mock_osu_chat_messages`; the control endpoints (development and tests) list them and make
 * the next requests fail, to try the sender's retries.
 */
import express, { type Request, type Router } from "express";
import type { DataSource } from "typeorm";
import { DEMO_ACCOUNTS } from "../../db/demo-data/demo-accounts";
import { mockUsername } from "./profiles";

/** The osu! account behind the offline chat bot's client. */
export const MOCK_CHAT_BOT = { osuId: 9_999_999, username: "MappersGuildBot" } as const;

/** osu-web's PM length limit (`chat.message_length_limit`). */
export const MOCK_CHAT_LENGTH_LIMIT = 450;

/** Scopes a client-credentials token may only carry with `delegate` (osu-web Token::SCOPES_REQUIRE_DELEGATION). */
const REQUIRE_DELEGATION = new Set([
  "chat.write",
  "chat.write_manage",
  "delegate",
  "forum.write",
  "forum.write_manage",
  "group_permissions",
  "multiplayer.write_manage",
]);
const KNOWN_SCOPES = new Set([...REQUIRE_DELEGATION, "public", "identify", "friends.read", "chat.read"]);

/**
 * Why osu-web would refuse these scopes for a client-credentials token (null: it would issue it). `isBot`: the client
 * belongs to a bot account.
 */
export function clientCredentialsScopeProblem(scopes: readonly string[], isBot: boolean): string | null {
  if (scopes.length === 0) return "missing scope";
  if (scopes.includes("*")) return "all_scope_no_client_credentials";
  if (scopes.some((s) => !KNOWN_SCOPES.has(s))) return "unknown scope";
  const delegate = scopes.includes("delegate");
  if (delegate && !isBot) return "delegate_bot_only";
  if (scopes.some((s) => REQUIRE_DELEGATION.has(s))) {
    if (!delegate) return "delegate_required";
    if (scopes.some((s) => !REQUIRE_DELEGATION.has(s))) return "delegate_invalid_combination";
  }
  return null;
}

export interface MockAccessToken {
  osuId: number | null;
  scope?: string;
}

const CHAT_ERRORS = {
  missingScope: "A required scope is missing.",
  notFound: "target user not found",
  self: "can't send message to same user",
  empty: "Cannot send blank message.",
  tooLong: "The message you are trying to send is too long.",
  tooFast: "You are sending messages too quickly, please wait a bit before trying again.",
} as const;

/** Failures the control endpoint queued: the next requests answer `status` (0 = the connection drops, no answer). */
interface QueuedFailure {
  status: number;
}

/**
 * `api`: the provider's `/api/v2` router (behind its AuthApi and throttle); `router`: the provider's root, for the
 * control endpoints.
 */
export function registerMockChat(
  api: Router,
  router: Router,
  db: DataSource,
  bearer: (req: Request) => MockAccessToken | null,
  control: boolean,
): void {
  const failures: QueuedFailure[] = [];

  const knownUser = async (osuId: number): Promise<string | null> => {
    const [u]: { username: string }[] = await db.query(`SELECT username FROM users WHERE osu_id = $1`, [osuId]);
    if (u) return u.username;
    return DEMO_ACCOUNTS.find((a) => a.osuId === osuId)?.username ?? null;
  };

  api.post("/chat/new", express.json({ limit: "10kb" }), async (req, res) => {
    const t = bearer(req);
    if (!t) return void res.status(401).json({ authentication: "basic" });
    if (!(t.scope ?? "").split(" ").includes("chat.write")) return void res.status(403).json({ error: CHAT_ERRORS.missingScope });
    if (!t.osuId) return void res.status(401).json({ authentication: "basic" });
    const failure = failures.shift();
    if (failure) {
      if (failure.status === 0) return void req.socket.destroy();
      return void res.status(failure.status).json({ error: "Something went wrong." });
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const targetId = Number(body.target_id);
    const target = Number.isSafeInteger(targetId) && targetId > 0 ? await knownUser(targetId) : null;
    if (target === null) return void res.status(422).json({ error: CHAT_ERRORS.notFound });
    if (targetId === t.osuId) return void res.status(422).json({ error: CHAT_ERRORS.self });
    const content = String(body.message ?? "")
      .trim()
      .replace(/[\r\n]/g, " ");
    if (!content) return void res.status(422).json({ error: CHAT_ERRORS.empty });
    if ([...content].length > MOCK_CHAT_LENGTH_LIMIT) return void res.status(422).json({ error: CHAT_ERRORS.tooLong });
    const [recent]: unknown[] = await db.query(
      `SELECT 1 FROM mock_osu_chat_messages WHERE sender_osu_id = $1 AND created_at > now() - interval '1 second' LIMIT 1`,
      [t.osuId],
    );
    if (recent) return void res.status(429).json({ error: CHAT_ERRORS.tooFast });
    const isAction = body.is_action === true || body.is_action === "true" || body.is_action === 1;
    const [row]: { id: number; created_at: Date }[] = await db.query(
      `INSERT INTO mock_osu_chat_messages (sender_osu_id, target_osu_id, content, is_action) VALUES ($1, $2, $3, $4)
       RETURNING id, created_at`,
      [t.osuId, targetId, content, isAction],
    );
    const channelId = 1_000_000 + targetId;
    const sender =
      t.osuId === MOCK_CHAT_BOT.osuId ? MOCK_CHAT_BOT.username : ((await knownUser(t.osuId)) ?? mockUsername(t.osuId));
    res.json({
      channel: {
        channel_id: channelId,
        description: "",
        icon: `/mock-osu/a/${targetId}`,
        message_length_limit: MOCK_CHAT_LENGTH_LIMIT,
        moderated: false,
        name: target,
        type: "PM",
        uuid: null,
        last_message_id: row.id,
        users: [t.osuId, targetId].sort((a, b) => a - b),
      },
      message: {
        channel_id: channelId,
        content,
        is_action: isAction,
        message_id: row.id,
        sender_id: t.osuId,
        timestamp: new Date(row.created_at).toISOString().replace(/\.\d{3}Z$/, "+00:00"),
        type: isAction ? "action" : "plain",
        uuid: typeof body.uuid === "string" ? body.uuid : null,
        sender: {
          avatar_url: `/mock-osu/a/${t.osuId}`,
          country_code: "AU",
          default_group: "bot",
          id: t.osuId,
          is_active: true,
          is_bot: t.osuId === MOCK_CHAT_BOT.osuId,
          is_deleted: false,
          is_online: true,
          is_supporter: false,
          last_visit: null,
          pm_friends_only: false,
          profile_colour: null,
          username: sender,
        },
      },
      new_channel_id: channelId,
    });
  });

  if (!control) return;

  /** The private messages received, oldest first; `?target=<osu id>` for one recipient's. */
  router.get("/_control/chat/messages", async (req, res) => {
    const target = req.query.target === undefined ? null : Number(req.query.target);
    if (target !== null && (!Number.isSafeInteger(target) || target <= 0))
      return void res.status(400).json({ error: "invalid target" });
    const rows: { id: number; sender_osu_id: number; target_osu_id: number; content: string; created_at: Date }[] =
      await db.query(
        `SELECT id, sender_osu_id, target_osu_id, content, created_at FROM mock_osu_chat_messages
        WHERE $1::int IS NULL OR target_osu_id = $1 ORDER BY id LIMIT 1000`,
        [target],
      );
    res.json({
      messages: rows.map((r) => ({
        id: r.id,
        senderId: r.sender_osu_id,
        targetId: r.target_osu_id,
        content: r.content,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    });
  });

  /** Body `{status, count}`: the next `count` chat requests answer `status` (0: the connection drops unanswered). */
  router.post("/_control/chat/failures", express.json({ limit: "1kb" }), (req, res) => {
    const { status, count } = (req.body ?? {}) as { status?: unknown; count?: unknown };
    if (!Number.isInteger(status) || !((status as number) === 0 || ((status as number) >= 400 && (status as number) < 600)))
      return void res.status(400).json({ error: "status must be 0 or an HTTP error status" });
    if (!Number.isInteger(count) || (count as number) < 0 || (count as number) > 100)
      return void res.status(400).json({ error: "count must be 0 to 100" });
    failures.length = 0;
    for (let i = 0; i < (count as number); i++) failures.push({ status: status as number });
    res.json({ queued: failures.length });
  });
}
