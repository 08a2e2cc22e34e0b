import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { contestFixtures } from "../../../test/contest-fixtures";
import { ContestStatus } from "../contests/contest.entity";
import type { User } from "../users/user.entity";
import { MOCK_CHAT_BOT } from "../../osu/mock-provider/mock-chat";
import { OsuChatSender } from "./osu-chat.sender";

const BOT = { id: "test-chat-bot", secret: "test-chat-bot-secret" };

type Received = { id: number; senderId: number; targetId: number; content: string }[];

describe("osu! chat messages (real server, offline osu! provider)", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  let c: ReturnType<typeof contestFixtures>;
  let creator: Visitor;
  let creatorUser: User;
  let now = new Date("2026-11-24T10:00:00Z");
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const token = async (clientId: string, clientSecret: string, scope: string) => {
    const res = await fetch(`${server.url}/mock-osu/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret, scope }),
    });
    return { status: res.status, json: (await res.json()) as { access_token?: string; error?: string; hint?: string } };
  };
  const chatNew = async (accessToken: string | null, body: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/mock-osu/api/v2/chat/new`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const received = async (target?: number): Promise<Received> => {
    const res = await fetch(`${server.url}/mock-osu/_control/chat/messages${target ? `?target=${target}` : ""}`);
    return ((await res.json()) as { messages: Received }).messages;
  };
  const failNext = async (status: number, count: number) => {
    const res = await fetch(`${server.url}/mock-osu/_control/chat/failures`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status, count }),
    });
    expect(res.status).toBe(200);
  };
  const queue = (): Promise<
    { id: string; user_id: number; target_osu_id: number; body: string; status: string; attempts: number }[]
  > => server.database.dataSource.query(`SELECT * FROM osu_chat_messages ORDER BY id`);

  /** An approved contest with `n` entrants; its creator sends `text` to them (chat is on by default for messages). */
  async function messageEntrants(n: number, text: string): Promise<User[]> {
    const contest = await c.contest({ status: ContestStatus.beatmapping, isApproved: true, creators: [creatorUser] });
    const entrants: User[] = [];
    for (let i = 0; i < n; i++) {
      const u = await f.user();
      entrants.push(u);
      await c.submission(contest, u);
    }
    const r = await creator.gql(
      `mutation ($id: ID!, $m: String!) { messageContestParticipants(contestId: $id, message: $m) { recipients } }`,
      {
        id: String(contest.id),
        m: text,
      },
    );
    expect(r.errors).toBeUndefined();
    return entrants;
  }

  beforeAll(async () => {
    server = await startTestServer({ OSU_CHAT_CLIENT_ID: BOT.id, OSU_CHAT_CLIENT_SECRET: BOT.secret }, { now: () => now });
    f = fixtures(server.database.dataSource);
    c = contestFixtures(server.database.dataSource, () => now);
    creatorUser = await f.user({ osuId: 9201, username: "ChatCreator" });
    creator = new Visitor(server.url);
    await creator.login(9201);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await failNext(500, 0);
    await server.database.dataSource.query(`DELETE FROM osu_chat_messages`);
    await wait(1100); // osu! takes one private message a second from the bot
  });

  it("the offline osu! checks scopes and answers chat/new as osu-web does", async () => {
    // A client credentials token may carry chat.write only with delegate, nothing else beside, and only a bot's client.
    expect(await token("mock-client", "mock-secret", "chat.write delegate")).toMatchObject({
      status: 400,
      json: { error: "invalid_scope", hint: "delegate_bot_only" },
    });
    expect((await token(BOT.id, BOT.secret, "public chat.write delegate")).json.hint).toBe("delegate_invalid_combination");
    expect((await token(BOT.id, BOT.secret, "chat.write")).json.hint).toBe("delegate_required");
    expect((await token(BOT.id, "wrong", "chat.write delegate")).status).toBe(401);
    const bot = await token(BOT.id, BOT.secret, "chat.write delegate");
    expect(bot.status).toBe(200);
    const publicToken = (await token("mock-client", "mock-secret", "public")).json.access_token!;

    expect(await chatNew(null, { target_id: 9201, message: "hi" })).toEqual({ status: 401, json: { authentication: "basic" } });
    expect(await chatNew(publicToken, { target_id: 9201, message: "hi" })).toEqual({
      status: 403,
      json: { error: "A required scope is missing." },
    });
    const t = bot.json.access_token!;
    expect(await chatNew(t, { target_id: 123_456_789, message: "hi" })).toEqual({
      status: 422,
      json: { error: "target user not found" },
    });
    expect((await chatNew(t, { target_id: 9201, message: "   " })).status).toBe(422);
    expect((await chatNew(t, { target_id: 9201, message: "x".repeat(451) })).json).toEqual({
      error: "The message you are trying to send is too long.",
    });

    const ok = await chatNew(t, { target_id: 9201, message: "Hello\nthere", is_action: false });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      channel: { type: "PM", name: "ChatCreator", message_length_limit: 450, users: [9201, MOCK_CHAT_BOT.osuId] },
      message: { content: "Hello there", sender_id: MOCK_CHAT_BOT.osuId, is_action: false, sender: { is_bot: true } },
      new_channel_id: expect.any(Number),
    });
    // A second private message within the second: osu!'s rate limit.
    expect(await chatNew(t, { target_id: 9201, message: "again" })).toMatchObject({ status: 429 });
  });

  it("queues the message with the event and sends it after commit, once, even with two runs at the same time", async () => {
    const entrants = await messageEntrants(2, "Upload your entry by Sunday");
    const rows = await queue();
    expect(rows.map((r) => [r.target_osu_id, r.status, r.attempts])).toEqual(entrants.map((e) => [e.osuId, "pending", 0]));
    expect(rows[0].body).toMatch(
      /^Mappers' Guild: ChatCreator about "Contest .*": Upload your entry by Sunday http:\/\/\S+\/contests\/listing\?contest=\d+$/,
    );

    const sender = server.services.osuChat!;
    await Promise.all([sender.sendDue(), sender.sendDue()]);
    // Both runs may have sent within the same second: osu! then refused the second (429) and it waits for its retry.
    now = new Date(now.getTime() + 2 * 60_000);
    await wait(1100);
    await sender.sendDue();
    expect((await queue()).map((r) => r.status)).toEqual(["sent", "sent"]);
    for (const e of entrants) expect((await received(e.osuId)).map((m) => m.content)).toEqual([rows[0].body]);
    expect(await sender.sendDue()).toBe("nothing to send");
  });

  it("tries again after a refusal osu! may recover from, gives up after the last retry, and never retries a final refusal", async () => {
    const sender = new OsuChatSender(server.services.deps, { spacingMs: 0 });
    const [one] = await messageEntrants(1, "Retry me");
    await failNext(500, 1);
    expect(await sender.sendDue()).toBe("retry 1");
    expect((await queue())[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect(await sender.sendDue()).toBe("nothing to send"); // not due yet
    now = new Date(now.getTime() + 61_000);
    expect(await sender.sendDue()).toBe("sent 1");
    expect(await received(one.osuId)).toHaveLength(1);

    await server.database.dataSource.query(`DELETE FROM osu_chat_messages`);
    const [two] = await messageEntrants(1, "Never arrives");
    await failNext(503, 10);
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      outcomes.push(await sender.sendDue());
      now = new Date(now.getTime() + 3 * 3600_000);
    }
    expect(outcomes).toEqual(["retry 1", "retry 1", "retry 1", "retry 1", "failed 1", "nothing to send"]);
    expect((await queue())[0]).toMatchObject({ status: "failed", attempts: 5 });
    expect(await received(two.osuId)).toHaveLength(0);

    // osu! does not know the user: final at once.
    await server.database.dataSource.query(`DELETE FROM osu_chat_messages`);
    await failNext(500, 0);
    await messageEntrants(1, "Nobody home");
    await server.database.dataSource.query(`UPDATE osu_chat_messages SET target_osu_id = 123456789`);
    expect(await sender.sendDue()).toBe("failed 1");
    now = new Date(now.getTime() + 3 * 3600_000);
    expect(await sender.sendDue()).toBe("nothing to send");
    expect((await queue())[0]).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("never sends again what osu! may already have: a dropped connection, or a run interrupted mid-send", async () => {
    const sender = new OsuChatSender(server.services.deps, { spacingMs: 0 });
    await messageEntrants(1, "Maybe delivered");
    await failNext(0, 1);
    expect(await sender.sendDue()).toBe("unknown 1");
    now = new Date(now.getTime() + 3 * 3600_000);
    expect(await sender.sendDue()).toBe("nothing to send");

    await server.database.dataSource.query(`DELETE FROM osu_chat_messages`);
    await messageEntrants(1, "Interrupted");
    // A run claimed it and died before recording the outcome.
    await server.database.dataSource.query(`UPDATE osu_chat_messages SET status = 'sending', attempts = 1, claimed_at = $1`, [
      now,
    ]);
    expect(await sender.sendDue()).toBe("nothing to send");
    now = new Date(now.getTime() + 11 * 60_000);
    expect(await sender.sendDue()).toBe("interrupted 1");
    expect((await queue())[0]).toMatchObject({ status: "unknown" });
  });

  it("members choose osu! chat per kind: off means nothing is queued, the inbox still gets it", async () => {
    const contest = await c.contest({ status: ContestStatus.beatmapping, isApproved: true, creators: [creatorUser] });
    const quiet = await f.user({ osuId: 9202, username: "Quiet" });
    const loud = await f.user({ osuId: 9203, username: "Loud" });
    await c.submission(contest, quiet);
    await c.submission(contest, loud);
    const v = new Visitor(server.url);
    await v.login(9202);
    const set = await v.gql(
      `mutation { setNotificationSetting(input: { kind: contestMessage, chat: false }) { chat chatAvailable } }`,
    );
    expect(set.data).toEqual({ setNotificationSetting: { chat: false, chatAvailable: true } });
    await creator.gql(
      `mutation ($id: ID!) { messageContestParticipants(contestId: $id, message: "Only in the inbox for Quiet") { recipients } }`,
      {
        id: String(contest.id),
      },
    );
    expect((await queue()).map((r) => r.target_osu_id)).toEqual([9203]);
    const inbox = await v.gql<{ me: { unreadNotificationCount: number } }>(`{ me { unreadNotificationCount } }`);
    expect(inbox.data!.me.unreadNotificationCount).toBe(1);
  });
});
