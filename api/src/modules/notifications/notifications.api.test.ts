import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { contestFixtures } from "../../../test/contest-fixtures";
import { BeatmapStatus, QuestStatus, UserGroup } from "../../core/enums";
import { EventKind } from "../../core/events";
import { Notifier } from "../../core/notifier";
import { createLogger } from "../../core/logger";
import type { User } from "../users/user.entity";
import { ContestsService } from "../contests/contests.service";
import { ContestStatus } from "../contests/contest.entity";
import { CONTEST_MESSAGE_MSG } from "../contests/contest-messages.rules";
import { Notification } from "./notification.entity";

type Gql<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

const LIST = `query ($first: Int, $unreadOnly: Boolean) {
  notifications(first: $first, unreadOnly: $unreadOnly) {
    totalCount
    nodes { id kind text path subjectType subjectId read readAt actor { username } }
  }
  me { unreadNotificationCount }
}`;

type Listed = {
  notifications: {
    totalCount: number;
    nodes: {
      id: string;
      kind: string;
      text: string;
      path: string;
      subjectType: string;
      subjectId: string;
      read: boolean;
      readAt: string | null;
      actor: { username: string } | null;
    }[];
  };
  me: { unreadNotificationCount: number };
};

const code = (r: Gql) => r.errors?.[0]?.extensions?.code;

describe("personal notifications over HTTP (real server, real database)", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  let c: ReturnType<typeof contestFixtures>;
  const users: Record<string, User> = {};
  const visitors: Record<string, Visitor> = {};
  const now = new Date("2026-11-24T10:00:00Z");

  const list = async (v: Visitor, variables: Record<string, unknown> = { first: 50 }) => {
    const r = await v.gql<Listed>(LIST, variables);
    expect(r.errors).toBeUndefined();
    return r.data!;
  };
  const count = async (userId: number, kind?: EventKind): Promise<number> => {
    const [row] = await server.database.dataSource.query(
      `SELECT count(*)::int AS n FROM notifications n JOIN domain_events e ON e.id = n.event_id
        WHERE n.user_id = $1 AND ($2::text IS NULL OR e.kind = $2)`,
      [userId, kind ?? null],
    );
    return Number(row.n);
  };
  /** A free quest a party of up to five may hold (invitations check the invited member's points against the price). */
  const questNamed = (name: string) => f.quest({ name, price: 0, maxParty: 5 });
  const invite = (v: Visitor, partyId: number, user: string) =>
    v.gql(`mutation ($p: ID!, $u: String!) { inviteToParty(partyId: $p, user: $u) { __typename } }`, {
      p: String(partyId),
      u: user,
    });

  beforeAll(async () => {
    server = await startTestServer({}, { now: () => now });
    f = fixtures(server.database.dataSource);
    c = contestFixtures(server.database.dataSource, () => now);
    for (const [name, osuId, group] of [
      ["leader", 9101, UserGroup.user],
      ["member", 9102, UserGroup.user],
      ["other", 9103, UserGroup.user],
      ["admin", 9104, UserGroup.admin],
    ] as const) {
      users[name] = await f.user({ osuId, username: `N${name}`, group });
      visitors[name] = new Visitor(server.url);
      await visitors[name].login(osuId);
    }
  });
  afterAll(() => server.close());

  it("anonymous visitors have no inbox, no settings and nothing to mark", async () => {
    const anon = new Visitor(server.url);
    expect(code(await anon.gql(`{ notifications { totalCount } }`))).toBe("UNAUTHENTICATED");
    expect(code(await anon.gql(`{ notificationSettings { kind } }`))).toBe("UNAUTHENTICATED");
    expect(code(await anon.gql(`mutation { markAllNotificationsRead }`))).toBe("UNAUTHENTICATED");
    expect(code(await anon.gql(`mutation { markNotificationRead(id: "1") { id } }`))).toBe("UNAUTHENTICATED");
    expect((await anon.gql(`{ me { unreadNotificationCount } }`)).data).toEqual({ me: null });
  });

  it("an invitation reaches the invited member's inbox only, with the bell's count, the text and the link", async () => {
    const quest = await questNamed("Bell Quest");
    const party = await f.party(quest, users.leader);
    expect((await invite(visitors.leader, party.id, "Nmember")).errors).toBeUndefined();

    const mine = await list(visitors.member);
    expect(mine.me.unreadNotificationCount).toBe(1);
    expect(mine.notifications.totalCount).toBe(1);
    expect(mine.notifications.nodes[0]).toMatchObject({
      kind: "partyInvited",
      text: 'Nleader invited you to their party for "Bell Quest"',
      path: `/quests?id=${quest.id}`,
      subjectType: "Party",
      subjectId: String(party.id),
      read: false,
      readAt: null,
      actor: { username: "Nleader" },
    });
    // The actor is never told of their own action; nobody else is told at all.
    for (const name of ["leader", "other", "admin"]) expect((await list(visitors[name])).notifications.totalCount).toBe(0);
  });

  it("each member marks only their own notifications read; another member's id, even an admin's try, is not found", async () => {
    const [n] = (await list(visitors.member)).notifications.nodes;
    const mark = (v: Visitor, id: string) =>
      v.gql<{ markNotificationRead: { id: string; read: boolean } }>(
        `mutation ($id: ID!) { markNotificationRead(id: $id) { id read } }`,
        {
          id,
        },
      );
    expect(code(await mark(visitors.other, n.id))).toBe("NOT_FOUND");
    expect(code(await mark(visitors.admin, n.id))).toBe("NOT_FOUND");
    expect(code(await mark(visitors.member, "not-an-id"))).toBe("NOT_FOUND");
    expect((await list(visitors.member)).me.unreadNotificationCount).toBe(1);

    const marked = await mark(visitors.member, n.id);
    expect(marked.data!.markNotificationRead).toEqual({ id: n.id, read: true });
    expect((await mark(visitors.member, n.id)).data!.markNotificationRead.read).toBe(true);
    const after = await list(visitors.member);
    expect(after.me.unreadNotificationCount).toBe(0);
    expect(after.notifications.nodes[0].readAt).toBe(now.toISOString());
    expect((await list(visitors.member, { first: 10, unreadOnly: true })).notifications.totalCount).toBe(0);

    // Mark all: only the member's own unread ones.
    for (const name of ["Second Quest", "Third Quest"])
      await invite(visitors.leader, (await f.party(await questNamed(name), users.leader)).id, "Nmember");
    const unreadBefore = (await list(visitors.member)).me.unreadNotificationCount;
    expect(unreadBefore).toBeGreaterThan(0);
    const all = await visitors.other.gql<{ markAllNotificationsRead: number }>(`mutation { markAllNotificationsRead }`);
    expect(all.data!.markAllNotificationsRead).toBe(0);
    expect((await list(visitors.member)).me.unreadNotificationCount).toBe(unreadBefore);
    const mine = await visitors.member.gql<{ markAllNotificationsRead: number }>(`mutation { markAllNotificationsRead }`);
    expect(mine.data!.markAllNotificationsRead).toBe(unreadBefore);
    expect((await list(visitors.member)).me.unreadNotificationCount).toBe(0);
  });

  it("pages the inbox newest first with cursors", async () => {
    for (let i = 0; i < 3; i++)
      await invite(visitors.leader, (await f.party(await questNamed(`Paging ${i}`), users.leader)).id, "Nother");
    const page = (after?: string) =>
      visitors.other.gql<{
        notifications: {
          totalCount: number;
          edges: { cursor: string; node: { text: string } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      }>(
        `query ($after: String) { notifications(first: 2, after: $after) { totalCount edges { cursor node { text } } pageInfo { hasNextPage endCursor } } }`,
        {
          after,
        },
      );
    const first = (await page()).data!.notifications;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((e) => e.node.text)).toEqual([
      'Nleader invited you to their party for "Paging 2"',
      'Nleader invited you to their party for "Paging 1"',
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await page(first.pageInfo.endCursor)).data!.notifications;
    expect(second.edges.map((e) => e.node.text)).toEqual(['Nleader invited you to their party for "Paging 0"']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(code(await visitors.other.gql(`{ notifications(first: 1, after: "garbage") { totalCount } }`))).toBe("BAD_USER_INPUT");
    expect(code(await visitors.other.gql(`{ notifications(first: 1000) { totalCount } }`))).toBe("BAD_USER_INPUT");
  });

  it("50 simultaneous invitations of the same member bring one notification", async () => {
    const quest = await questNamed("Crowded Quest");
    const party = await f.party(quest, users.leader);
    const before = await count(users.other.id, EventKind.partyInvited);
    const answers = await Promise.all(Array.from({ length: 50 }, () => invite(visitors.leader, party.id, "Nother")));
    expect(answers.filter((a) => a.errors).map((a) => a.errors![0].message)).toEqual([]);
    expect((await count(users.other.id, EventKind.partyInvited)) - before).toBe(1);
    const [events] = await server.database.dataSource.query(
      `SELECT count(*)::int AS n FROM domain_events WHERE kind = $1 AND subject_id = $2`,
      [EventKind.partyInvited, party.id],
    );
    expect(events.n).toBe(1);
  });

  it("50 simultaneous removals of a member bring one notification (one removal wins)", async () => {
    const quest = await questNamed("Kick Quest");
    const party = await f.party(quest, users.leader, [users.member]);
    const before = await count(users.member.id, EventKind.partyRemoved);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        visitors.leader.gql(`mutation ($p: ID!, $u: ID!) { kickPartyMember(partyId: $p, userId: $u) { __typename } }`, {
          p: String(party.id),
          u: String(users.member.id),
        }),
      ),
    );
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect((await count(users.member.id, EventKind.partyRemoved)) - before).toBe(1);
    const [n] = (await list(visitors.member)).notifications.nodes;
    expect(n).toMatchObject({ kind: "partyRemoved", text: 'Nleader removed you from their party for "Kick Quest"' });
  });

  it("members choose per kind: an inbox turned off gets nothing of that kind; other kinds still arrive", async () => {
    const set = (v: Visitor, input: Record<string, unknown>) =>
      v.gql<{ setNotificationSetting: { kind: string; inbox: boolean; chat: boolean; chatAvailable: boolean } }>(
        `mutation ($input: NotificationSettingInput!) { setNotificationSetting(input: $input) { kind inbox chat chatAvailable } }`,
        { input },
      );
    const settings = await visitors.member.gql<{
      notificationSettings: { kind: string; label: string; inbox: boolean; chat: boolean }[];
    }>(`{ notificationSettings { kind label inbox chat } }`);
    expect(settings.data!.notificationSettings.find((s) => s.kind === "contestMessage")).toMatchObject({
      inbox: true,
      chat: true,
    });
    expect(settings.data!.notificationSettings.find((s) => s.kind === "partyInvited")).toMatchObject({
      inbox: true,
      chat: false,
    });
    expect(settings.data!.notificationSettings.some((s) => s.kind === "missionOpened")).toBe(false);

    const off = await set(visitors.member, { kind: "partyInvited", inbox: false });
    expect(off.data!.setNotificationSetting).toEqual({ kind: "partyInvited", inbox: false, chat: false, chatAvailable: false });
    expect(code(await set(visitors.member, { kind: "missionOpened", inbox: true }))).toBe("BAD_USER_INPUT");

    const before = await count(users.member.id);
    const quest = await questNamed("Muted Quest");
    await invite(visitors.leader, (await f.party(quest, users.leader)).id, "Nmember");
    expect(await count(users.member.id)).toBe(before);
    // Another kind still arrives; and the other member's choice is untouched.
    await visitors.admin.gql(`mutation ($u: ID!) { adminAdjustPoints(userId: $u, amount: 5, reason: "Helping out") { id } }`, {
      u: String(users.member.id),
    });
    expect(await count(users.member.id, EventKind.pointsAdjusted)).toBe(1);
    expect((await set(visitors.other, { kind: "partyInvited" })).data!.setNotificationSetting.inbox).toBe(true);

    // Chat is not configured on this server: nothing is ever queued, whatever the choice.
    await set(visitors.member, { kind: "partyInvited", inbox: true, chat: true });
    await invite(visitors.leader, (await f.party(await questNamed("Any Quest"), users.leader)).id, "Nmember");
    const [queued] = await server.database.dataSource.query(`SELECT count(*)::int AS n FROM osu_chat_messages`);
    expect(queued.n).toBe(0);
    // 50 simultaneous changes of the same setting leave one row with a consistent value.
    await Promise.all(Array.from({ length: 50 }, (_, i) => set(visitors.member, { kind: "badgeAwarded", chat: i % 2 === 0 })));
    const rows = await server.database.dataSource.query(`SELECT * FROM notification_settings WHERE user_id = $1 AND kind = $2`, [
      users.member.id,
      EventKind.badgeAwarded,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].inbox).toBe(true);
  });

  it("points adjustments and badges tell the member concerned, nobody else", async () => {
    const target = await f.user({ username: "Nbadge", osuId: 9105 });
    const v = new Visitor(server.url);
    await v.login(9105);
    const adjusted = await visitors.admin.gql(
      `mutation ($u: ID!) { adminAdjustPoints(userId: $u, amount: -2.5, reason: "Duplicate map") { id } }`,
      {
        u: String(target.id),
      },
    );
    expect(adjusted.errors).toBeUndefined();
    const badge = await visitors.admin.gql(`mutation ($u: ID!) { adminSetBadge(userId: $u, badge: 2) { __typename } }`, {
      u: String(target.id),
    });
    expect(badge.errors).toBeUndefined();
    const texts = (await list(v)).notifications.nodes.map((n) => [n.kind, n.text, n.path]);
    expect(texts).toEqual([
      ["badgeAwarded", expect.stringMatching(/^You were awarded the rank 2 badge/), `/users?id=${target.id}`],
      ["pointsAdjusted", "An admin adjusted your points by -2.5: Duplicate map", `/users?id=${target.id}`],
    ]);
    // Lowering a badge is no award.
    await visitors.admin.gql(`mutation ($u: ID!) { adminSetBadge(userId: $u, badge: 1) { __typename } }`, {
      u: String(target.id),
    });
    expect(await count(target.id, EventKind.badgeAwarded)).toBe(1);
  });

  describe("contests", () => {
    it("a phase change tells the people of that phase with their own page, and the entrants; a hidden contest tells nobody", async () => {
      const screener = await f.user({ username: "Nscreener" });
      const entrant = await f.user({ username: "Nentrant" });
      const contest = await c.contest({
        name: "Bell Cup",
        status: ContestStatus.beatmapping,
        isApproved: true,
        creators: [users.leader],
        screeners: [screener],
      });
      await c.submission(contest, entrant);
      const moved = await visitors.leader.gql(`mutation ($id: ID!) { setContestStatus(id: $id, status: screening) { status } }`, {
        id: String(contest.id),
      });
      expect(moved.errors).toBeUndefined();
      const rows: { user_id: number; role: string }[] = await server.database.dataSource.query(
        `SELECT n.user_id, n.role FROM notifications n JOIN domain_events e ON e.id = n.event_id
          WHERE e.kind = $1 AND e.subject_id = $2 ORDER BY n.user_id`,
        [EventKind.contestPhaseChanged, contest.id],
      );
      expect(rows).toEqual(
        [
          { user_id: screener.id, role: "screener" },
          { user_id: entrant.id, role: "entrant" },
        ].sort((a, b) => a.user_id - b.user_id),
      );
      const view = server.services.notifications;
      const notes = await server.database.dataSource
        .getRepository(Notification)
        .find({ where: { userId: screener.id }, relations: { event: true } });
      expect(notes.map((n) => view.view(n))).toEqual([
        { text: 'Screening is open for "Bell Cup": place your stars', path: `/contests/screening?contest=${contest.id}` },
      ]);

      const hidden = await c.contest({
        status: ContestStatus.beatmapping,
        isApproved: false,
        creators: [users.leader],
        screeners: [screener],
      });
      await c.submission(hidden, entrant);
      await visitors.leader.gql(`mutation ($id: ID!) { setContestStatus(id: $id, status: screening) { status } }`, {
        id: String(hidden.id),
      });
      const [none] = await server.database.dataSource.query(
        `SELECT count(*)::int AS n FROM domain_events WHERE subject_id = $1 AND kind = $2`,
        [hidden.id, EventKind.contestPhaseChanged],
      );
      expect(none.n).toBe(0);
    });

    it("a rolled-back change leaves no event and no notification (the results announcement fails, nothing is saved)", async () => {
      const entrant = await f.user({ username: "Nrollback" });
      const contest = await c.contest({
        name: "Rollback Cup",
        status: ContestStatus.locked,
        isApproved: true,
        creators: [users.leader],
      });
      await c.submission(contest, entrant);
      const s = server.services;
      // The same services and events, with a Discord channel that refuses every announcement.
      const deadDiscord = new Notifier({ webhookUrl: "http://127.0.0.1:9/dead" }, createLogger("silent"));
      const contests = new ContestsService({ ...s.deps, notifier: deadDiscord }, s.logs, s.points);
      await expect(contests.setStatus(users.leader, contest.id, ContestStatus.complete)).rejects.toMatchObject({
        code: "CONFLICT",
      });
      const [events] = await server.database.dataSource.query(
        `SELECT count(*)::int AS n FROM domain_events WHERE subject_id = $1 AND subject_type = 'Contest'`,
        [contest.id],
      );
      expect(events.n).toBe(0);
      expect(await count(entrant.id)).toBe(0);
      // Through the ordinary path (no Discord configured) the same change commits with its notification.
      await s.contests.contests.setStatus(users.leader, contest.id, ContestStatus.complete);
      expect(await count(entrant.id, EventKind.contestPhaseChanged)).toBe(1);

      // And the mechanism itself: an event recorded in a transaction that then fails is gone with it; outside a
      // transaction it is refused.
      await expect(
        server.database.dataSource.transaction(async (m) => {
          await s.deps.events.record(m, {
            kind: EventKind.pointsAdjusted,
            subject: { type: "User", id: entrant.id },
            to: [entrant.id],
            data: { amount: 1 },
          });
          throw new Error("boom");
        }),
      ).rejects.toThrow("boom");
      expect(await count(entrant.id, EventKind.pointsAdjusted)).toBe(0);
      await expect(
        s.deps.events.record(server.database.dataSource.manager, {
          kind: EventKind.pointsAdjusted,
          subject: { type: "User", id: 1 },
        }),
      ).rejects.toThrow(/inside the transaction/);
    });

    it("creators (and admins) message the participants; others may not; the text is limited and repeats are refused", async () => {
      const entrants = [await f.user({ username: "Nentrant1" }), await f.user({ username: "Nentrant2" })];
      const contest = await c.contest({
        name: "Message Cup",
        status: ContestStatus.beatmapping,
        isApproved: true,
        creators: [users.leader],
      });
      for (const e of entrants) await c.submission(contest, e);
      const send = (v: Visitor, message: string, id: number = contest.id) =>
        v.gql<{ messageContestParticipants: { recipients: number } }>(
          `mutation ($id: ID!, $m: String!) { messageContestParticipants(contestId: $id, message: $m) { recipients } }`,
          { id: String(id), m: message },
        );
      const entrantVisitor = new Visitor(server.url);
      await entrantVisitor.login(entrants[0].osuId);

      expect(code(await send(new Visitor(server.url), "Hello"))).toBe("UNAUTHENTICATED");
      expect(code(await send(visitors.member, "Hello"))).toBe("FORBIDDEN");
      expect(code(await send(entrantVisitor, "Hello"))).toBe("FORBIDDEN");
      expect(code(await send(visitors.leader, "Hello", 999_999))).toBe("NOT_FOUND");
      expect(await send(visitors.leader, "   ")).toMatchObject({ errors: [{ message: CONTEST_MESSAGE_MSG.empty }] });
      expect(code(await send(visitors.leader, "x".repeat(301)))).toBe("BAD_USER_INPUT");

      const sent = await send(visitors.leader, "Upload your beatmaps before Sunday!");
      expect(sent.data).toEqual({ messageContestParticipants: { recipients: 2 } });
      const [n] = (await list(entrantVisitor)).notifications.nodes;
      expect(n).toMatchObject({
        kind: "contestMessage",
        text: 'Nleader about "Message Cup": Upload your beatmaps before Sunday!',
        path: `/contests/listing?contest=${contest.id}`,
      });
      expect(await count(users.leader.id, EventKind.contestMessage)).toBe(0);

      expect(await send(visitors.leader, "upload your beatmaps  before sunday!")).toMatchObject({
        errors: [{ message: CONTEST_MESSAGE_MSG.repeated, extensions: { code: "CONFLICT" } }],
      });
      expect((await send(visitors.admin, "Admins may write too")).data).toEqual({
        messageContestParticipants: { recipients: 3 },
      });
      expect((await send(visitors.leader, "Third message")).errors).toBeUndefined();
      expect(await send(visitors.leader, "Fourth message")).toMatchObject({ errors: [{ message: CONTEST_MESSAGE_MSG.tooMany }] });

      const empty = await c.contest({ status: ContestStatus.beatmapping, isApproved: true, creators: [users.leader] });
      expect(await send(visitors.leader, "Anyone?", empty.id)).toMatchObject({
        errors: [{ message: CONTEST_MESSAGE_MSG.noParticipants }],
      });
    });

    it("50 simultaneous sends of the same message deliver it once to each participant", async () => {
      const entrants = [await f.user(), await f.user(), await f.user()];
      const contest = await c.contest({ status: ContestStatus.beatmapping, isApproved: true, creators: [users.leader] });
      for (const e of entrants) await c.submission(contest, e);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          visitors.leader.gql(
            `mutation ($id: ID!) { messageContestParticipants(contestId: $id, message: "Deadline moved") { recipients } }`,
            {
              id: String(contest.id),
            },
          ),
        ),
      );
      expect(answers.filter((a) => !a.errors)).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.errors).map((a) => code(a)))).toEqual(new Set(["CONFLICT"]));
      for (const e of entrants) expect(await count(e.id, EventKind.contestMessage)).toBe(1);
    });

    it("the entry reminder tells each entrant once per deadline, however often the job runs", async () => {
      const entrant = await f.user();
      const contest = await c.contest({
        status: ContestStatus.beatmapping,
        isApproved: true,
        creators: [users.leader],
        contestEnd: new Date(now.getTime() + 3 * 3600_000),
      });
      await c.submission(contest, entrant);
      const later = await c.contest({
        status: ContestStatus.beatmapping,
        isApproved: true,
        contestEnd: new Date(now.getTime() + 3 * 86400_000),
      });
      await c.submission(later, entrant);
      const messages = server.services.contests.messages;
      await Promise.all([messages.remindEntriesDue(), messages.remindEntriesDue(), messages.remindEntriesDue()]);
      expect(await count(entrant.id, EventKind.contestEntryDue)).toBe(1);
    });
  });

  it("a quest accepted, dropped and completed tells the party's members (never the one who acted)", async () => {
    const quest = await f.quest({ name: "Party Quest", price: 0, minParty: 1, maxParty: 5, minRank: 0 });
    await f.party(quest, users.leader, [users.other]);
    const accepted = await visitors.leader.gql(`mutation ($q: ID!) { acceptQuest(questId: $q) { __typename } }`, {
      q: String(quest.id),
    });
    expect(accepted.errors).toBeUndefined();
    expect(await count(users.other.id, EventKind.questAccepted)).toBe(1);
    expect(await count(users.leader.id, EventKind.questAccepted)).toBe(0);
    const [held] = await server.database.dataSource.query(
      `SELECT id, status FROM quests WHERE name = 'Party Quest' AND status = $1`,
      [QuestStatus.wip],
    );
    const dropped = await visitors.admin.gql(`mutation ($q: ID!) { adminDropQuest(id: $q) { __typename } }`, {
      q: String(held.id),
    });
    expect(dropped.errors).toBeUndefined();
    const drops = (await list(visitors.other)).notifications.nodes.filter((n) => n.kind === "questDropped");
    expect(drops.map((n) => n.text)).toEqual(['An admin dropped "Party Quest" for your party']);
    expect(await count(users.leader.id, EventKind.questDropped)).toBe(1);

    // Completion (the daily job): every member is told once, however often the job runs.
    const done = await f.quest({ name: "Done Quest", status: QuestStatus.wip, queuedForCompletion: true, maxParty: 5 });
    await f.party(done, users.leader, [users.other]);
    const artist = await f.artist();
    await f.beatmap(await f.song(artist), users.leader, {
      questId: done.id,
      status: BeatmapStatus.Ranked,
      rankedDate: new Date(now.getTime() - 86400_000),
    });
    await server.services.questsAdmin.completeQueued();
    await server.services.questsAdmin.completeQueued();
    expect(await count(users.leader.id, EventKind.questCompleted)).toBe(1);
    expect(await count(users.other.id, EventKind.questCompleted)).toBe(1);
  });
});
