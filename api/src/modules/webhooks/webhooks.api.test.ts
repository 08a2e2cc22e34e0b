import http from "node:http";
import type { AddressInfo } from "node:net";
import crypto from "node:crypto";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { contestFixtures } from "../../../test/contest-fixtures";
import { BeatmapStatus, UserGroup } from "../../core/enums";
import { EventKind, type DomainEvent } from "../../core/events";
import { encodeGlobalId } from "../../core/node";
import type { User } from "../users/user.entity";
import { ContestStatus } from "../contests/contest.entity";
import { questPublishedEvent } from "../quests/quests.events";
import { WebhookSender } from "./webhooks.sender";
import { MAX_WEBHOOKS_PER_MEMBER, RETRY_DELAYS_MS, SENDING_LEASE_MS } from "./webhooks.rules";

type Gql<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};
const code = (r: Gql) => r.errors?.[0]?.extensions?.code;

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local receiver: each path answers from its own script of statuses ("hang" never answers); 200 when the script ends. */
class Receiver {
  readonly received: Received[] = [];
  readonly scripts = new Map<string, (number | "hang")[]>();
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      const step = this.scripts.get(path)?.shift() ?? 200;
      if (step === "hang") return; // never answers (the sender's timeout ends it)
      this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(step).end();
    });
  });
  url = "";

  async start(): Promise<void> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }
  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }
}

const ALL_KINDS = [
  "PRIORITY_QUEST_OPENED",
  "PRIORITY_QUEST_CLOSED",
  "QUEST_PUBLISHED",
  "QUEST_COMPLETED",
  "CONTEST_PHASE_CHANGED",
  "CONTEST_RESULTS_PUBLISHED",
  "MAPSET_QUALIFIED",
  "MAPSET_RANKED",
  "BADGE_AWARDED",
];

const CREATE = `mutation ($input: CreateWebhookInput!) {
  createWebhook(input: $input) { secret webhook { id globalId url kinds active guildWide secretHint } }
}`;

describe("webhooks over HTTP (real server, real database, a local receiver)", () => {
  let server: TestServer;
  let receiver: Receiver;
  let f: ReturnType<typeof fixtures>;
  let c: ReturnType<typeof contestFixtures>;
  let clock = new Date("2026-11-24T10:00:00Z");
  const users: Record<string, User> = {};
  const visitors: Record<string, Visitor> = {};
  let sender: WebhookSender;

  const db = () => server.database.dataSource;
  const create = async (v: Visitor, path: string, input: Record<string, unknown> = {}) => {
    const r = await v.gql<{ createWebhook: { secret: string; webhook: { id: string; globalId: string } } }>(CREATE, {
      input: { url: `${receiver.url}${path}`, kinds: ALL_KINDS, ...input },
    });
    expect(r.errors).toBeUndefined();
    return r.data!.createWebhook;
  };
  const record = (event: DomainEvent) => db().transaction((m) => server.services.deps.events.record(m, event));
  const publishQuest = async (name: string) => record(questPublishedEvent(await f.quest({ name })));
  const webhookCount = async (ownerId: number): Promise<number> =>
    Number((await db().query(`SELECT count(*)::int AS n FROM webhooks WHERE owner_id = $1`, [ownerId]))[0].n);
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    receiver = new Receiver();
    await receiver.start();
    server = await startTestServer({ WEBHOOKS_ALLOW_LOCAL_ENDPOINTS: "true" }, { now: () => clock });
    f = fixtures(db());
    c = contestFixtures(db(), () => clock);
    for (const [name, osuId, group] of [
      ["owner", 9201, UserGroup.user],
      ["other", 9202, UserGroup.user],
      ["admin", 9203, UserGroup.admin],
      ["crowd", 9204, UserGroup.user],
    ] as const) {
      users[name] = await f.user({ osuId, username: `W${name}`, group });
      visitors[name] = new Visitor(server.url);
      await visitors[name].login(osuId);
    }
    sender = new WebhookSender(server.services.deps, server.services.webhooks, { timeoutMs: 400 });
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });
  beforeEach(async () => {
    // Each test starts with no webhooks and an empty receiver.
    await db().query(`DELETE FROM webhooks`);
    receiver.received.length = 0;
    receiver.scripts.clear();
  });

  it("delivers a signed event once, with the payload, headers and the delivery log its owner reads", async () => {
    const { secret, webhook } = await create(visitors.owner, "/signed");
    expect(secret).toMatch(/^mgw_[A-Za-z0-9_-]{43}$/);
    const quest = await f.quest({ name: "Hook Quest" });
    await record(questPublishedEvent(quest));
    expect(await sender.deliverDue()).toBe("delivered 1");
    expect(await sender.deliverDue()).toBe("nothing to deliver");

    const [got] = receiver.at("/signed");
    const payload = JSON.parse(got.body);
    expect(payload).toEqual({
      id: got.headers["x-webhook-event-id"],
      kind: "quest.published",
      occurredAt: clock.toISOString(),
      object: { id: encodeGlobalId("Quest", quest.id), __typename: "Quest", name: "Hook Quest" },
    });
    const expected = `sha256=${crypto.createHmac("sha256", secret).update(got.body).digest("hex")}`;
    expect(got.headers["x-signature"]).toBe(expected);
    expect(got.headers["content-type"]).toBe("application/json");

    // The global id of the object fetches it again.
    const node = await visitors.owner.gql<{ node: { name: string } }>(
      `query ($id: ID!) { node(id: $id) { ... on Quest { name } } }`,
      {
        id: payload.object.id,
      },
    );
    expect(node.data?.node.name).toBe("Hook Quest");

    const log = `query ($id: ID!) { node(id: $id) { ... on Webhook { lastDeliveryAt
      webhookDeliveries(first: 5) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        nodes { globalId eventId kind attempt outcome statusCode durationMs error } } } } }`;
    const mine = await visitors.owner.gql<{
      node: { webhookDeliveries: { totalCount: number; nodes: Record<string, unknown>[] } };
    }>(log, { id: webhook.globalId });
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.node.webhookDeliveries.totalCount).toBe(1);
    expect(mine.data!.node.webhookDeliveries.nodes[0]).toMatchObject({
      eventId: payload.id,
      kind: "quest.published",
      attempt: 1,
      outcome: "OK",
      statusCode: 200,
      error: null,
    });
    // Another member cannot read it; an admin can.
    expect(code(await visitors.other.gql(log, { id: webhook.globalId }))).toBe("NOT_FOUND");
    expect((await visitors.admin.gql(log, { id: webhook.globalId })).errors).toBeUndefined();
    const deliveryId = (mine.data!.node.webhookDeliveries.nodes[0] as { globalId: string }).globalId;
    expect(code(await visitors.other.gql(`query ($id: ID!) { node(id: $id) { globalId } }`, { id: deliveryId }))).toBe(
      "NOT_FOUND",
    );

    // Redelivery: the same event (same id and body) once more; not while it is queued.
    const redeliver = `mutation ($d: ID!) { redeliverWebhookEvent(deliveryId: $d) { eventId kind } }`;
    expect(code(await visitors.other.gql(redeliver, { d: deliveryId }))).toBe("NOT_FOUND");
    const again = await visitors.owner.gql<{ redeliverWebhookEvent: { eventId: string } }>(redeliver, { d: deliveryId });
    expect(again.data?.redeliverWebhookEvent.eventId).toBe(payload.id);
    expect(code(await visitors.owner.gql(redeliver, { d: deliveryId }))).toBe("CONFLICT");
    // The log says so: its attempts cannot be redelivered while the event waits, and can again once it is delivered.
    const redeliverable = async () =>
      (
        await visitors.owner.gql<{ node: { webhookDeliveries: { nodes: { canRedeliver: boolean }[] } } }>(
          `query ($id: ID!) { node(id: $id) { ... on Webhook { webhookDeliveries(first: 5) { nodes { canRedeliver } } } } }`,
          { id: webhook.globalId },
        )
      ).data?.node.webhookDeliveries.nodes.map((d) => d.canRedeliver);
    expect(await redeliverable()).toEqual([false]);
    await sender.deliverDue();
    expect(receiver.at("/signed").map((r) => r.body)).toEqual([got.body, got.body]);
    expect(await redeliverable()).toEqual([true, true]);

    // A test event.
    const test = await visitors.owner.gql(`mutation ($id: ID!) { sendTestWebhookEvent(id: $id) { kind } }`, {
      id: webhook.globalId,
    });
    expect(test.data).toEqual({ sendTestWebhookEvent: { kind: "webhook.test" } });
    await sender.deliverDue();
    expect(JSON.parse(receiver.at("/signed")[2].body)).toMatchObject({ kind: "webhook.test", object: { __typename: "Webhook" } });
  });

  it("rotating the secret signs later posts with the new one", async () => {
    const { secret, webhook } = await create(visitors.owner, "/rotate");
    const rotated = await visitors.owner.gql<{ rotateWebhookSecret: { secret: string } }>(
      `mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret webhook { secretHint } } }`,
      { id: webhook.id },
    );
    const fresh = rotated.data!.rotateWebhookSecret.secret;
    expect(fresh).not.toBe(secret);
    await publishQuest("Rotated Quest");
    await sender.deliverDue();
    const [got] = receiver.at("/rotate");
    expect(got.headers["x-signature"]).toBe(`sha256=${crypto.createHmac("sha256", fresh).update(got.body).digest("hex")}`);
    // The secret is stored sealed, never in the clear.
    const [row] = await db().query(`SELECT secret_sealed FROM webhooks WHERE id = $1`, [Number(webhook.id)]);
    expect(row.secret_sealed).not.toContain(fresh);
    expect(row.secret_sealed).toMatch(/^v1\./);
  });

  describe("nothing is delivered that its owner could not read", () => {
    it("a hidden contest, an unapproved contest, another member's private events", async () => {
      await create(visitors.owner, "/perm");
      const screener = await f.user({ username: "Wscreener" });
      // An unapproved contest moving to screening raises no event.
      const unapproved = await c.contest({
        status: ContestStatus.beatmapping,
        isApproved: false,
        creators: [users.other],
        screeners: [screener],
      });
      await c.submission(unapproved, users.owner);
      const moved = await visitors.other.gql(`mutation ($id: ID!) { setContestStatus(id: $id, status: screening) { status } }`, {
        id: String(unapproved.id),
      });
      expect(moved.errors).toBeUndefined();
      // A contest being hidden raises none either.
      const hidden = await c.contest({ status: ContestStatus.beatmapping, isApproved: true, creators: [users.other] });
      const hid = await visitors.other.gql(`mutation ($id: ID!) { setContestStatus(id: $id, status: hidden) { status } }`, {
        id: String(hidden.id),
      });
      expect(hid.errors).toBeUndefined();
      // Another member's private events: an admin's points adjustment, and a mapset status only its people are told of.
      const adjusted = await visitors.admin.gql(
        `mutation ($u: ID!) { adminAdjustPoints(userId: $u, amount: 5, reason: "thanks") { __typename } }`,
        { u: String(users.other.id) },
      );
      expect(adjusted.errors).toBeUndefined();
      // The private events were recorded (and told to their member), yet nothing was queued for the owner's webhook.
      const [events] = await db().query(`SELECT count(*)::int AS n FROM domain_events WHERE kind = 'points.adjusted'`);
      expect(events.n).toBeGreaterThan(0);
      await record({
        kind: EventKind.beatmapStatusChanged,
        subject: { type: "Beatmap", id: 1 },
        to: [users.other.id],
        data: { label: "Private - Map", status: BeatmapStatus.Qualified },
        public: false,
      });
      const queued = await db().query(`SELECT count(*)::int AS n FROM webhook_events`);
      expect(queued[0].n).toBe(0);
      expect(await sender.deliverDue()).toBe("nothing to deliver");
      expect(receiver.at("/perm")).toEqual([]);

      // The same private event told to the owner reaches the owner's webhook (and not a guild-wide one).
      await create(visitors.admin, "/guild", { guildWide: true });
      await record({
        kind: EventKind.beatmapStatusChanged,
        subject: { type: "Beatmap", id: 2 },
        to: [users.owner.id],
        data: { label: "Own - Map", status: BeatmapStatus.Qualified, reason: "secret" },
        public: false,
      });
      await sender.deliverDue();
      expect(receiver.at("/perm").map((r) => JSON.parse(r.body).object)).toEqual([
        { id: encodeGlobalId("Beatmap", 2), __typename: "Beatmap", label: "Own - Map", status: "Qualified" },
      ]);
      expect(receiver.at("/guild")).toEqual([]);
    });

    it("only the kinds a webhook takes, only while it is on; a rolled-back change queues nothing", async () => {
      const { webhook } = await create(visitors.owner, "/kinds", { kinds: ["BADGE_AWARDED"] });
      await publishQuest("Not Wanted");
      const badge = await visitors.admin.gql(`mutation ($u: ID!) { adminSetBadge(userId: $u, badge: 2) { __typename } }`, {
        u: String(users.crowd.id),
      });
      expect(badge.errors).toBeUndefined();
      await expect(
        db().transaction(async (m) => {
          await server.services.deps.events.record(m, questPublishedEvent({ id: 1, name: "Rolled back" }));
          throw new Error("the change fails");
        }),
      ).rejects.toThrow("the change fails");
      await sender.deliverDue();
      expect(receiver.at("/kinds").map((r) => JSON.parse(r.body).kind)).toEqual(["badge.awarded"]);
      expect(JSON.parse(receiver.at("/kinds")[0].body).object).toMatchObject({ __typename: "User", username: "Wcrowd", rank: 2 });

      await visitors.owner.gql(`mutation ($id: ID!) { updateWebhook(id: $id, input: { active: false }) { active } }`, {
        id: webhook.id,
      });
      await visitors.admin.gql(`mutation ($u: ID!) { adminSetBadge(userId: $u, badge: 3) { __typename } }`, {
        u: String(users.crowd.id),
      });
      await sender.deliverDue();
      expect(receiver.at("/kinds")).toHaveLength(1);
    });
  });

  describe("delivery under faults", () => {
    it("a receiver that is down is tried again after 1, 5, 25 minutes and 2 hours, then the event has failed", async () => {
      const down = http.createServer();
      await new Promise<void>((r) => down.listen(0, "127.0.0.1", r));
      const port = (down.address() as AddressInfo).port;
      await new Promise((r) => down.close(r));
      await create(visitors.owner, "/unused", { url: `http://127.0.0.1:${port}/down` });
      await publishQuest("Down Quest");
      expect(await sender.deliverDue()).toBe("retry 1");
      expect(await sender.deliverDue()).toBe("nothing to deliver");
      for (const delay of RETRY_DELAYS_MS.slice(0, -1)) {
        advance(delay);
        expect(await sender.deliverDue()).toBe("retry 1");
      }
      advance(RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]);
      expect(await sender.deliverDue()).toBe("failed 1");
      const log: { attempt: number; outcome: string }[] = await db().query(
        `SELECT attempt, outcome FROM webhook_deliveries ORDER BY id`,
      );
      expect(log.map((l) => [l.attempt, l.outcome])).toEqual([1, 2, 3, 4, 5].map((n) => [n, "error"]));
      const [hook] = await db().query(`SELECT consecutive_failures, active FROM webhooks`);
      expect(hook).toEqual({ consecutive_failures: 1, active: true });
    });

    it("a slow receiver (past the timeout) is a timeout, tried again; 500 then 200 is delivered once", async () => {
      await create(visitors.owner, "/slow");
      receiver.scripts.set("/slow", ["hang", 500]);
      await publishQuest("Slow Quest");
      expect(await sender.deliverDue()).toBe("retry 1");
      advance(RETRY_DELAYS_MS[0]);
      expect(await sender.deliverDue()).toBe("retry 1");
      advance(RETRY_DELAYS_MS[1]);
      expect(await sender.deliverDue()).toBe("delivered 1");
      advance(RETRY_DELAYS_MS[3]);
      expect(await sender.deliverDue()).toBe("nothing to deliver");
      const log: { outcome: string; status_code: number | null }[] = await db().query(
        `SELECT outcome, status_code FROM webhook_deliveries ORDER BY id`,
      );
      expect(log).toEqual([
        { outcome: "timeout", status_code: null },
        { outcome: "failed", status_code: 500 },
        { outcome: "ok", status_code: 200 },
      ]);
      // 500 and 200 reached the receiver (the hung one never answered); the 2xx once only.
      expect(receiver.at("/slow")).toHaveLength(2);
    });

    it("410 Gone turns the webhook off at once, and its owner is told in the inbox", async () => {
      const { webhook } = await create(visitors.owner, "/gone");
      receiver.scripts.set("/gone", [410]);
      await publishQuest("Gone 1");
      await publishQuest("Gone 2");
      await sender.deliverDue();
      const r = await visitors.owner.gql<{ node: { active: boolean; disabledReason: string } }>(
        `query ($id: ID!) { node(id: $id) { ... on Webhook { active disabledReason } } }`,
        { id: webhook.globalId },
      );
      expect(r.data?.node).toEqual({ active: false, disabledReason: "The endpoint answered 410 Gone" });
      // Both events were claimed in one pass; the other one may have been posted before the 410 was recorded. Nothing
      // further is posted and nothing stays queued.
      const pending = await db().query(`SELECT count(*)::int AS n FROM webhook_events WHERE status IN ('pending', 'sending')`);
      expect(pending[0].n).toBe(0);
      const inbox = await visitors.owner.gql<{ notifications: { nodes: { kind: string; text: string; path: string }[] } }>(
        `{ notifications(first: 5) { nodes { kind text path } } }`,
      );
      expect(inbox.data?.notifications.nodes[0]).toEqual({
        kind: "webhookDisabled",
        text: "Your webhook to 127.0.0.1 was turned off: The endpoint answered 410 Gone",
        path: `/settings/webhooks?id=${webhook.id}`,
      });
      // Turning it on again clears the disable.
      const on = await visitors.owner.gql(
        `mutation ($id: ID!) { updateWebhook(id: $id, input: { active: true }) { active disabledReason consecutiveFailures } }`,
        {
          id: webhook.id,
        },
      );
      expect(on.data).toEqual({ updateWebhook: { active: true, disabledReason: null, consecutiveFailures: 0 } });
    });

    it("five events in a row that fail every attempt turn the webhook off", async () => {
      const quick = new WebhookSender(server.services.deps, server.services.webhooks, { timeoutMs: 400, retryDelaysMs: [] });
      await create(visitors.owner, "/failing");
      receiver.scripts.set("/failing", Array(10).fill(500));
      for (let i = 1; i <= 5; i++) {
        await publishQuest(`Failing ${i}`);
        expect(await quick.deliverDue()).toBe("failed 1");
      }
      const [hook] = await db().query(`SELECT active, consecutive_failures, disabled_reason FROM webhooks`);
      expect(hook).toEqual({
        active: false,
        consecutive_failures: 5,
        disabled_reason: "5 events in a row could not be delivered",
      });
    });

    it("a claim left unfinished by a restart is posted again after the lease", async () => {
      await create(visitors.owner, "/restart");
      await publishQuest("Restart Quest");
      // What a run that died mid-post leaves behind: the event claimed, never settled.
      await db().query(`UPDATE webhook_events SET status = 'sending', attempts = 1, claimed_at = $1`, [clock]);
      const restarted = new WebhookSender(server.services.deps, server.services.webhooks, { timeoutMs: 400 });
      expect(await restarted.deliverDue()).toBe("nothing to deliver");
      advance(SENDING_LEASE_MS + 1000);
      expect(await restarted.deliverDue()).toBe("delivered 1, requeued 1");
      expect(receiver.at("/restart")).toHaveLength(1);
    });

    it("two job runners at once post each event once to a receiver that answers 2xx", async () => {
      await create(visitors.owner, "/twice");
      for (let i = 0; i < 30; i++) await publishQuest(`Twice ${i}`);
      const a = new WebhookSender(server.services.deps, server.services.webhooks, { timeoutMs: 2000, concurrency: 3 });
      const b = new WebhookSender(server.services.deps, server.services.webhooks, { timeoutMs: 2000, concurrency: 3 });
      await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue()]);
      const ids = receiver.at("/twice").map((r) => r.headers["x-webhook-event-id"]);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      const [log] = await db().query(`SELECT count(*)::int AS n FROM webhook_deliveries`);
      expect(log.n).toBe(30);
    });
  });

  describe("limits and bad input", () => {
    it("50 simultaneous creations near the cap never pass it", async () => {
      for (let i = 0; i < MAX_WEBHOOKS_PER_MEMBER - 5; i++) await create(visitors.crowd, `/cap${i}`);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          visitors.crowd.gql(CREATE, { input: { url: `${receiver.url}/race${i}`, kinds: ["QUEST_PUBLISHED"] } }),
        ),
      );
      expect(results.filter((r) => !r.errors)).toHaveLength(5);
      const refused = results.filter((r) => r.errors);
      expect(refused.every((r) => code(r) === "CONFLICT")).toBe(true);
      expect(refused[0].errors![0].message).toMatch(/10 webhooks, the most a member may have/);
      expect(await webhookCount(users.crowd.id)).toBe(MAX_WEBHOOKS_PER_MEMBER);
      const list = await visitors.crowd.gql<{ myWebhooks: { totalCount: number; nodes: unknown[] } }>(
        `{ myWebhooks(last: 3) { totalCount nodes { id } pageInfo { hasPreviousPage hasNextPage } } }`,
      );
      expect(list.data?.myWebhooks.totalCount).toBe(MAX_WEBHOOKS_PER_MEMBER);
      expect(list.data?.myWebhooks.nodes).toHaveLength(3);
    });

    it("refuses bad input with a clear code and changes nothing", async () => {
      const { webhook } = await create(visitors.owner, "/bad");
      const before = await db().query(`SELECT url, kinds, description, active FROM webhooks WHERE id = $1`, [Number(webhook.id)]);
      const update = (id: string, input: Record<string, unknown>, v = visitors.owner) =>
        v.gql(`mutation ($id: ID!, $input: UpdateWebhookInput!) { updateWebhook(id: $id, input: $input) { id } }`, { id, input });

      expect(code(await update("999999", { description: "x" }))).toBe("NOT_FOUND");
      expect(code(await update(encodeGlobalId("Webhook", 999999), { description: "x" }))).toBe("NOT_FOUND");
      expect(code(await update(encodeGlobalId("User", users.owner.id), { description: "x" }))).toBe("BAD_USER_INPUT");
      expect(code(await update("not an id", { description: "x" }))).toBe("NOT_FOUND");
      // A foreign webhook: another member's is not found; an admin may read but not change it.
      expect(code(await update(webhook.id, { description: "mine now" }, visitors.other))).toBe("NOT_FOUND");
      expect(code(await update(webhook.id, { description: "admin" }, visitors.admin))).toBe("FORBIDDEN");
      expect(code(await visitors.other.gql(`mutation ($id: ID!) { deleteWebhook(id: $id) }`, { id: webhook.id }))).toBe(
        "NOT_FOUND",
      );
      expect(code(await update(webhook.id, { kinds: [] }))).toBe("BAD_USER_INPUT");
      expect(code(await update(webhook.id, { description: "d".repeat(201) }))).toBe("BAD_USER_INPUT");
      expect(code(await update(webhook.id, { url: "ftp://example.com/hook" }))).toBe("BAD_USER_INPUT");
      expect(code(await update(webhook.id, { url: "https://user:pw@example.com/hook" }))).toBe("BAD_USER_INPUT");
      expect(code(await visitors.owner.gql(CREATE, { input: { url: "https://x.example", kinds: ["NOPE"] } }))).toBe(
        "BAD_USER_INPUT",
      );
      // Guild-wide webhooks are admins'.
      expect(
        code(await visitors.owner.gql(CREATE, { input: { url: `${receiver.url}/g`, kinds: ALL_KINDS, guildWide: true } })),
      ).toBe("FORBIDDEN");
      expect(code(await visitors.owner.gql(`{ myWebhooks(guildWide: true) { totalCount } }`))).toBe("FORBIDDEN");
      expect(code(await new Visitor(server.url).gql(`{ myWebhooks { totalCount } }`))).toBe("UNAUTHENTICATED");

      // The production rule (no local endpoints): http:// and loopback, private, link-local addresses are refused.
      const settings = server.services.deps.config.webhooks;
      settings.allowLocalEndpoints = false;
      try {
        for (const url of [
          `${receiver.url}/plain-http`,
          "https://127.0.0.1/hook",
          "https://localhost:8443/hook",
          "https://10.1.2.3/hook",
          "https://192.168.0.10/hook",
          "https://172.16.5.4/hook",
          "https://169.254.169.254/latest/meta-data",
          "https://[::1]/hook",
          "https://[fe80::1]/hook",
          "https://[::ffff:127.0.0.1]/hook",
          "https://0.0.0.0/hook",
          "https://name.invalid/hook",
        ]) {
          const r = await update(webhook.id, { url });
          expect([url, code(r)]).toEqual([url, "BAD_USER_INPUT"]);
        }
        // A public address is accepted (no request is made when saving).
        const ok = await update(webhook.id, { url: "https://93.184.215.14/hook", description: "public" });
        expect(ok.errors).toBeUndefined();
        // At delivery, a stored private address is refused at connection time too.
        await db().query(`UPDATE webhooks SET url = $2 WHERE id = $1`, [Number(webhook.id), `${receiver.url}/rebound`]);
        await publishQuest("Rebound");
        expect(await sender.deliverDue()).toBe("retry 1");
        expect(receiver.at("/rebound")).toEqual([]);
        const [last] = await db().query(`SELECT error FROM webhook_deliveries ORDER BY id DESC LIMIT 1`);
        expect(last.error).toMatch(/non-public address/);
      } finally {
        settings.allowLocalEndpoints = true;
      }
      await db().query(`UPDATE webhooks SET url = $2, description = '' WHERE id = $1`, [
        Number(webhook.id),
        `${receiver.url}/bad`,
      ]);
      const after = await db().query(`SELECT url, kinds, description, active FROM webhooks WHERE id = $1`, [Number(webhook.id)]);
      expect(after).toEqual(before);
    });

    it("deleting removes the webhook, its queue and its log", async () => {
      const { webhook } = await create(visitors.owner, "/delete");
      await publishQuest("Delete Quest");
      await sender.deliverDue();
      const r = await visitors.owner.gql(`mutation ($id: ID!) { deleteWebhook(id: $id) }`, { id: webhook.globalId });
      expect(r.data).toEqual({ deleteWebhook: webhook.id });
      const [left] = await db().query(
        `SELECT (SELECT count(*) FROM webhook_events)::int AS e, (SELECT count(*) FROM webhook_deliveries)::int AS d`,
      );
      expect(left).toEqual({ e: 0, d: 0 });
    });
  });
});
