// Over 400 lines on purpose: the quests and parties REST and GraphQL paths end to end on one server; split, each file
// would start its own server.
import { getMetadataStorage } from "type-graphql";
import { PostgresQueryRunner } from "typeorm/driver/postgres/PostgresQueryRunner";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { Mode, QuestStatus, TaskMode, TaskName, UserGroup } from "../../core/enums";
import { Party } from "../parties/party.entity";
import { SpentPoints } from "../points/spent-points.entity";
import { User } from "../users/user.entity";
import { Quest } from "./quest.entity";
import { QuestResolver } from "./quests.resolver";
import { PartyResolver } from "../parties/parties.resolver";
import { DAY_MS } from "./quests.rules";

type Role = "anonymous" | "member" | "leader" | "nonMember" | "admin";
type Outcome = "ok" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "BAD_USER_INPUT";

describe("quests and parties over HTTP (GraphQL and the REST shim)", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  const users = {} as Record<Exclude<Role, "anonymous">, User>;
  const visitors = {} as Record<Role, Visitor>;
  let extraSeq = 0;

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    const osuIds: Record<Exclude<Role, "anonymous">, number> = { member: 9101, leader: 9102, nonMember: 9103, admin: 9104 };
    for (const role of Object.keys(osuIds) as Exclude<Role, "anonymous">[]) {
      users[role] = await f.user({
        osuId: osuIds[role],
        username: `Q${role}`,
        legacyPoints: 10_000,
        rank: 3,
        group: role === "admin" ? UserGroup.admin : UserGroup.user,
      });
      visitors[role] = new Visitor(server.url);
      await visitors[role].login(osuIds[role]);
    }
    visitors.anonymous = new Visitor(server.url);
  });
  afterAll(async () => {
    await server.close();
  });

  const repo = <T extends object>(e: new () => T) => server.database.dataSource.getRepository(e);
  const days = (n: number) => new Date(Date.now() + n * DAY_MS);
  const quest = (over: Partial<Quest> = {}) =>
    f.quest({
      descriptionMain: "Map it",
      price: 10,
      minParty: 1,
      maxParty: 5,
      modes: [Mode.osu, Mode.taiko],
      expiration: days(30),
      ...over,
    });

  /** A quest with a party led by `leader` with `member` in it. */
  async function scene(over: Partial<Quest> = {}) {
    const q = await quest(over);
    const party = await f.party(q, users.leader, [users.member], { modes: [Mode.osu] });
    return { q, party };
  }
  const extraUser = () => f.user({ username: `extra${++extraSeq}`, legacyPoints: 100 });

  const PAYLOAD = "{ quest { id status } party { id } availablePoints }";
  const QUEST_INPUT = {
    name: "Perm pack",
    descriptionMain: "x",
    price: 5,
    requiredMapsets: 1,
    timeframe: 30 * DAY_MS,
    minParty: 1,
    maxParty: 2,
    modes: ["osu"],
  };

  interface Case {
    mutation: string;
    setup: () => Promise<{ query: string; variables: Record<string, unknown> }>;
    expect: Record<Exclude<Role, "anonymous">, Outcome>;
  }
  const leaderOnly = { member: "FORBIDDEN", leader: "ok", nonMember: "FORBIDDEN", admin: "FORBIDDEN" } as const;
  const adminOnly = { member: "FORBIDDEN", leader: "FORBIDDEN", nonMember: "FORBIDDEN", admin: "ok" } as const;
  const anyone = { member: "ok", leader: "ok", nonMember: "ok", admin: "ok" } as const;

  const cases: Case[] = [
    {
      mutation: "createParty",
      setup: async () => ({
        query: `mutation($id: ID!) { createParty(questId: $id) ${PAYLOAD} }`,
        variables: { id: (await scene()).q.id },
      }),
      expect: { member: "CONFLICT", leader: "CONFLICT", nonMember: "ok", admin: "ok" },
    },
    {
      mutation: "inviteToParty",
      setup: async () => ({
        query: `mutation($id: ID!, $u: String!) { inviteToParty(partyId: $id, user: $u) ${PAYLOAD} }`,
        variables: { id: (await scene()).party.id, u: (await extraUser()).username },
      }),
      expect: leaderOnly,
    },
    {
      mutation: "joinParty",
      setup: async () => ({
        query: `mutation($id: ID!) { joinParty(partyId: $id) ${PAYLOAD} }`,
        variables: { id: (await scene()).party.id },
      }),
      expect: { member: "CONFLICT", leader: "CONFLICT", nonMember: "ok", admin: "ok" },
    },
    {
      mutation: "leaveParty",
      setup: async () => ({
        query: `mutation($id: ID!) { leaveParty(partyId: $id) ${PAYLOAD} }`,
        variables: { id: (await scene()).party.id },
      }),
      expect: { member: "ok", leader: "CONFLICT", nonMember: "FORBIDDEN", admin: "FORBIDDEN" },
    },
    {
      mutation: "togglePartyLock",
      setup: async () => ({
        query: `mutation($id: ID!) { togglePartyLock(partyId: $id) ${PAYLOAD} }`,
        variables: { id: (await scene()).party.id },
      }),
      expect: leaderOnly,
    },
    {
      mutation: "setPartyModes",
      setup: async () => ({
        query: `mutation($id: ID!) { setPartyModes(partyId: $id, modes: [taiko]) ${PAYLOAD} }`,
        variables: { id: (await scene()).party.id },
      }),
      expect: leaderOnly,
    },
    {
      mutation: "togglePartyMode",
      setup: async () => ({
        query: `mutation($id: ID!) { togglePartyMode(partyId: $id, mode: taiko) ${PAYLOAD} }`,
        variables: { id: (await scene()).party.id },
      }),
      expect: leaderOnly,
    },
    {
      mutation: "transferPartyLeadership",
      setup: async () => ({
        query: `mutation($id: ID!, $u: ID!) { transferPartyLeadership(partyId: $id, userId: $u) ${PAYLOAD} }`,
        variables: { id: (await scene()).party.id, u: users.member.id },
      }),
      expect: leaderOnly,
    },
    {
      mutation: "kickPartyMember",
      setup: async () => ({
        query: `mutation($id: ID!, $u: ID!) { kickPartyMember(partyId: $id, userId: $u) ${PAYLOAD} }`,
        variables: { id: (await scene()).party.id, u: users.member.id },
      }),
      expect: leaderOnly,
    },
    {
      mutation: "removePartyInvite",
      setup: async () => {
        const q = await quest();
        const invitee = await extraUser();
        const party = await f.party(q, users.leader, [users.member], {}, [invitee]);
        return {
          query: `mutation($id: ID!, $u: ID!) { removePartyInvite(partyId: $id, userId: $u) ${PAYLOAD} }`,
          variables: { id: party.id, u: invitee.id },
        };
      },
      expect: leaderOnly,
    },
    {
      mutation: "deleteParty",
      setup: async () => ({
        query: `mutation($id: ID!) { deleteParty(partyId: $id) ${PAYLOAD} }`,
        variables: { id: (await scene()).party.id },
      }),
      expect: leaderOnly,
    },
    {
      mutation: "acceptQuest",
      setup: async () => ({
        query: `mutation($id: ID!) { acceptQuest(questId: $id) ${PAYLOAD} }`,
        variables: { id: (await scene({ modes: [Mode.osu] })).q.id },
      }),
      expect: { member: "NOT_FOUND", leader: "ok", nonMember: "NOT_FOUND", admin: "NOT_FOUND" },
    },
    {
      mutation: "dropQuest",
      setup: async () => ({
        query: `mutation($id: ID!) { dropQuest(questId: $id) ${PAYLOAD} }`,
        variables: { id: (await scene({ status: QuestStatus.wip, deadline: days(30) })).q.id },
      }),
      expect: leaderOnly,
    },
    {
      mutation: "reopenQuest",
      setup: async () => ({
        query: `mutation($id: ID!) { reopenQuest(questId: $id) ${PAYLOAD} }`,
        variables: { id: (await scene({ expiration: days(-1) })).q.id },
      }),
      expect: anyone,
    },
    {
      mutation: "submitQuest",
      setup: async () => ({
        query: `mutation($i: SubmitQuestInput!) { submitQuest(input: $i) ${PAYLOAD} }`,
        variables: { i: QUEST_INPUT },
      }),
      expect: anyone,
    },
    {
      mutation: "linkBeatmapToQuest",
      setup: async () => {
        const { q } = await scene({ status: QuestStatus.wip, modes: [Mode.osu] });
        const map = await f.beatmap(await f.song(await f.artist()), users.leader);
        await f.task(map, TaskName.Hard, TaskMode.osu, [users.member]);
        return {
          query: `mutation($b: ID!, $q: ID) { linkBeatmapToQuest(beatmapId: $b, questId: $q) { beatmap { id } quest { id } } }`,
          variables: { b: map.id, q: q.id },
        };
      },
      expect: leaderOnly,
    },
    {
      mutation: "createQuests",
      setup: async () => ({
        query: `mutation($i: [CreateQuestInput!]!) { createQuests(quests: $i) { id status } }`,
        variables: { i: [QUEST_INPUT] },
      }),
      expect: adminOnly,
    },
    {
      mutation: "updateQuest",
      setup: async () => ({
        query: `mutation($id: ID!) { updateQuest(id: $id, input: { price: 7 }) { id price } }`,
        variables: { id: (await scene()).q.id },
      }),
      expect: adminOnly,
    },
    {
      mutation: "scheduleQuest",
      setup: async () => ({
        query: `mutation($id: ID!) { scheduleQuest(id: $id) { id status } }`,
        variables: { id: (await quest({ status: QuestStatus.pending })).id },
      }),
      expect: adminOnly,
    },
    {
      mutation: "rejectQuest",
      setup: async () => ({
        query: `mutation($id: ID!) { rejectQuest(id: $id) ${PAYLOAD} }`,
        variables: { id: (await quest({ status: QuestStatus.pending })).id },
      }),
      expect: adminOnly,
    },
    {
      mutation: "adminDropQuest",
      setup: async () => ({
        query: `mutation($id: ID!) { adminDropQuest(id: $id) ${PAYLOAD} }`,
        variables: { id: (await scene({ status: QuestStatus.wip })).q.id },
      }),
      expect: adminOnly,
    },
    {
      mutation: "setQueuedForCompletion",
      setup: async () => ({
        query: `mutation($id: ID!) { setQueuedForCompletion(id: $id, value: true) { id queuedForCompletion } }`,
        variables: { id: (await scene({ status: QuestStatus.wip })).q.id },
      }),
      expect: adminOnly,
    },
    {
      mutation: "updateQuestExpiration",
      setup: async () => ({
        query: `mutation($id: ID!, $e: DateTimeISO) { updateQuestExpiration(id: $id, expiration: $e) { id expiration } }`,
        variables: { id: (await scene()).q.id, e: "2027-01-01T00:00:00.000Z" },
      }),
      expect: adminOnly,
    },
    {
      mutation: "resetQuestDeadline",
      setup: async () => ({
        query: `mutation($id: ID!) { resetQuestDeadline(id: $id) { id deadline } }`,
        variables: { id: (await scene({ status: QuestStatus.wip })).q.id },
      }),
      expect: adminOnly,
    },
    {
      mutation: "deleteQuest",
      setup: async () => ({ query: `mutation($id: ID!) { deleteQuest(id: $id) }`, variables: { id: (await scene()).q.id } }),
      expect: adminOnly,
    },
  ];

  test("the table covers every mutation of the quest and party resolvers", () => {
    const ours = getMetadataStorage()
      .mutations.filter((m) => m.target === QuestResolver || m.target === PartyResolver)
      .map((m) => m.schemaName);
    expect([...new Set(ours)].sort()).toEqual(cases.map((c) => c.mutation).sort());
  });

  const table = cases.flatMap((c) =>
    (["anonymous", "member", "leader", "nonMember", "admin"] as Role[]).map(
      (role) => [c.mutation, role, role === "anonymous" ? "UNAUTHENTICATED" : c.expect[role]] as const,
    ),
  );
  test.each(table)("%s as %s → %s", async (mutation, role, expected) => {
    const c = cases.find((x) => x.mutation === mutation)!;
    const { query, variables } = await c.setup();
    const res = await visitors[role].gql(query, variables);
    if (expected === "ok") {
      expect(res.errors).toBeUndefined();
      expect(res.data?.[mutation]).toBeDefined();
    } else {
      expect(res.errors?.[0]?.extensions?.code).toBe(expected);
    }
  });

  test("anonymous visitors cannot read quests; hidden statuses are the creator's and admins' only, by id too", async () => {
    const pending = await quest({ status: QuestStatus.pending, creatorId: users.member.id, name: "Visibility pending" });
    const q = `query($id: ID!) { quest(id: $id) { id status } quests(search: "Visibility", status: pending) { totalCount quests { id } } }`;
    expect((await visitors.anonymous.gql(q, { id: pending.id })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const other = await visitors.nonMember.gql<{ quest: unknown; quests: { totalCount: number } }>(q, { id: pending.id });
    expect(other.data).toEqual({ quest: null, quests: { totalCount: 0, quests: [] } });
    const own = await visitors.member.gql<{ quest: { id: string }; quests: { totalCount: number } }>(q, { id: pending.id });
    expect(own.data?.quest.id).toBe(String(pending.id));
    expect(own.data?.quests.totalCount).toBe(1);
    const admin = await visitors.admin.gql<{ quest: { id: string } }>(q, { id: pending.id });
    expect(admin.data?.quest.id).toBe(String(pending.id));
    expect((await visitors.nonMember.getJson(`/api/quests/search?id=${pending.id}&limit=10`)).json).toEqual([]);
  });

  test("a quest with its parties, members, invites and the viewer's party in one query", async () => {
    const invitee = await extraUser();
    const q = await quest({ name: "Shape pack", modes: [Mode.osu], price: 20, minParty: 2 });
    const party = await f.party(q, users.leader, [users.member], { modes: [Mode.osu] }, [invitee]);
    const res = await visitors.member.gql<{ quest: Record<string, unknown> }>(
      `query($id: ID!) { quest(id: $id) { name reopenPrice creationCost isExpired isCustom viewerParty { id }
        parties { id lock modes rank leader { username } members { username } invites { username } membersWhoCannotPay leaderCharge acceptProblem quest { id } } } }`,
      { id: q.id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.quest).toEqual({
      name: "Shape pack",
      reopenPrice: 35,
      creationCost: 135,
      isExpired: false,
      isCustom: false,
      viewerParty: { id: String(party.id) },
      parties: [
        {
          id: String(party.id),
          lock: false,
          modes: ["osu"],
          rank: 3,
          leader: { username: "Qleader" },
          members: [{ username: "Qleader" }, { username: "Qmember" }],
          invites: [{ username: invitee.username }],
          membersWhoCannotPay: 0,
          leaderCharge: 20,
          acceptProblem: null,
          quest: { id: String(q.id) },
        },
      ],
    });
  });

  test("the quests list issues a bounded number of statements, whatever the page size", async () => {
    for (let i = 0; i < 12; i++) {
      const q = await quest({ name: `Bounded ${i}`, artistId: (await f.artist()).id });
      const members = [await extraUser(), await extraUser()];
      await f.party(q, members[0], [members[1]], {}, [await extraUser()]);
      await f.beatmap(await f.song(await f.artist()), members[0], { questId: q.id });
    }
    const query = `query($n: Int) { quests(search: "Bounded", limit: $n) { totalCount quests { id art coverUrl artist { label } creator { username }
      associatedMaps { id host { username } } viewerParty { id } currentParty { id }
      parties { id rank acceptProblem leaderCharge leader { username } members { username } invites { username } } } } }`;
    const spy = jest.spyOn(PostgresQueryRunner.prototype, "query");
    try {
      const count = async (n: number) => {
        spy.mockClear();
        const res = await visitors.member.gql<{ quests: { quests: unknown[] } }>(query, { n });
        expect(res.errors).toBeUndefined();
        expect(res.data?.quests.quests).toHaveLength(n);
        return spy.mock.calls.length;
      };
      const small = await count(2);
      const large = await count(12);
      expect(large).toBe(small);
      expect(large).toBeLessThanOrEqual(20);
    } finally {
      spy.mockRestore();
    }
  });

  describe("REST shim", () => {
    test("search, accept ({ quests, availablePoints }), drop (array), and { error } with the spec's texts", async () => {
      const q = await quest({ name: "Rest pack", modes: [Mode.osu] });
      await f.party(q, users.leader, [users.member], { modes: [Mode.osu] });
      expect(await visitors.anonymous.getJson("/api/quests/search?mode=any&limit=5")).toEqual({
        status: 200,
        json: { error: "Unauthorized - May need to login first" },
      });
      const found = (await visitors.member.getJson(`/api/quests/search?mode=osu&limit=100&search=Rest%20pack`)).json as {
        id: number;
        parties: { members: { username: string }[] }[];
      }[];
      expect(found.map((x) => x.id)).toEqual([q.id]);
      expect(found[0].parties[0].members.map((u) => u.username)).toEqual(["Qleader", "Qmember"]);
      expect(found[0]).not.toHaveProperty("parties.0.members.0.discordId");
      expect(await visitors.member.post(`/api/quests/${q.id}/accept`)).toEqual({
        status: 200,
        json: { error: "Party not found" },
      });
      const before = (await repo(User).findOneByOrFail({ id: users.leader.id })).spentPoints;
      const accepted = await visitors.leader.post(`/api/quests/${q.id}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.json).toMatchObject({ quests: [{ id: q.id, status: "wip" }], availablePoints: 10_000 - before - 10 });
      expect(await visitors.member.post(`/api/quests/${q.id}/drop`)).toEqual({ status: 200, json: { error: "Unauthorized" } });
      const dropped = await visitors.leader.post(`/api/quests/${q.id}/drop`);
      expect(dropped).toMatchObject({ status: 200, json: [{ id: q.id, status: "open", parties: [] }] });
    });

    test("reopen returns the post-charge balance; submit answers the original's success text", async () => {
      const q = await quest({ expiration: days(-2), price: 10 });
      const before = (await repo(User).findOneByOrFail({ id: users.nonMember.id })).spentPoints;
      const r = await visitors.nonMember.post(`/api/quests/${q.id}/reopen`);
      expect(r.json).toMatchObject({ quests: [{ id: q.id, isExpired: false }], availablePoints: 10_000 - before - 30 });
      expect(await visitors.nonMember.post(`/api/quests/${q.id}/reopen`)).toEqual({
        status: 200,
        json: { error: "Only expired quests can be re-opened" },
      });
      const bad = await visitors.nonMember.post("/api/quests/submit", { ...QUEST_INPUT, maxParty: 0 });
      expect(bad).toEqual({ status: 200, json: { error: "Party size must be a whole number from 1 to 100" } });
      const ok = await visitors.nonMember.post("/api/quests/submit", { ...QUEST_INPUT, art: 0 });
      expect(ok).toMatchObject({
        status: 200,
        json: { success: "Quest submitted for approval", quest: { status: "pending", isCustom: true } },
      });
    });

    test("parties: create, add (invite / join), toggles, transfer, kick, leave, delete", async () => {
      const q = await quest({ name: "Rest party", modes: [Mode.osu, Mode.catch] });
      const created = await visitors.leader.post("/api/parties/create", { questId: q.id });
      expect(created.status).toBe(200);
      const partyId = (created.json as { parties: { id: number }[] }).parties[0].id;
      expect(await visitors.leader.post("/api/parties/create", { questId: q.id })).toEqual({
        status: 200,
        json: { error: "Already in a party for this quest" },
      });
      expect(await visitors.member.post(`/api/parties/${partyId}/add`, { user: "Qnonmember" })).toEqual({
        status: 200,
        json: { error: "Unauthorized" },
      });
      expect(await visitors.leader.post(`/api/parties/${partyId}/add`, { user: "no such user" })).toEqual({
        status: 200,
        json: { error: "Cannot find user!" },
      });
      expect((await visitors.leader.post(`/api/parties/${partyId}/add`, { user: "Qnonmember" })).json).toMatchObject({
        pendingMembers: [{ username: "QnonMember" }],
      });
      expect((await visitors.leader.post(`/api/parties/${partyId}/toggleLock`)).json).toMatchObject({ lock: true });
      expect(await visitors.member.post(`/api/parties/${partyId}/add`)).toEqual({
        status: 200,
        json: { error: "Party is locked" },
      });
      expect((await visitors.nonMember.post(`/api/parties/${partyId}/add`)).json).toMatchObject({
        members: [{ username: "Qleader" }, { username: "QnonMember" }],
        pendingMembers: [],
      });
      expect((await visitors.leader.post(`/api/parties/${partyId}/toggleMode`, { mode: "catch" })).json).toMatchObject({
        modes: ["osu", "catch"],
      });
      expect(await visitors.leader.post(`/api/parties/${partyId}/toggleMode`, { mode: "hybrid" })).toEqual({
        status: 200,
        json: { error: "Invalid mode" },
      });
      expect(await visitors.leader.post(`/api/parties/${partyId}/transferLeadership`, { userId: users.member.id })).toEqual({
        status: 200,
        json: { error: "Select a member to transfer leadership!" },
      });
      expect(
        (await visitors.leader.post(`/api/parties/${partyId}/transferLeadership`, { userId: users.nonMember.id })).json,
      ).toMatchObject({ leader: { username: "QnonMember" } });
      expect((await visitors.nonMember.post(`/api/parties/${partyId}/kick`, { userId: users.leader.id })).json).toMatchObject({
        members: [{ username: "QnonMember" }],
      });
      expect(
        (await visitors.nonMember.post(`/api/parties/${partyId}/removeFromPendingMembers`, { userId: users.admin.id })).status,
      ).toBe(200);
      const deleted = await visitors.nonMember.post(`/api/parties/${partyId}/delete`);
      expect(deleted).toMatchObject({ status: 200, json: { id: q.id, parties: [] } });
      const again = await visitors.member.post("/api/parties/create", { questId: q.id });
      const pid = (again.json as { parties: { id: number }[] }).parties[0].id;
      expect(await visitors.member.post(`/api/parties/${pid}/leave`)).toEqual({ status: 200, json: null });
      expect(await repo(Party).findOneBy({ id: pid })).toBeNull();
    });

    test("linkQuest over REST: host only; empty id unlinks", async () => {
      const { q } = await scene({ status: QuestStatus.wip, modes: [Mode.osu] });
      const map = await f.beatmap(await f.song(await f.artist()), users.leader);
      await f.task(map, TaskName.Insane, TaskMode.osu, [users.member]);
      expect(await visitors.member.post(`/api/beatmaps/${map.id}/linkQuest`, { questOrMissionId: q.id })).toEqual({
        status: 200,
        json: { error: "You are not mapset host!" },
      });
      expect((await visitors.leader.post(`/api/beatmaps/${map.id}/linkQuest`, { questOrMissionId: q.id })).json).toMatchObject({
        id: map.id,
        quest: { id: q.id, status: "wip" },
        mission: null,
        tasks: [{ name: "Insane" }],
      });
      expect((await visitors.leader.post(`/api/beatmaps/${map.id}/linkQuest`, { questOrMissionId: "" })).json).toMatchObject({
        id: map.id,
        quest: null,
      });
      const outsider = await extraUser();
      await f.task(map, TaskName.Expert, TaskMode.osu, [outsider]);
      expect(await visitors.leader.post(`/api/beatmaps/${map.id}/linkQuest`, { questOrMissionId: q.id })).toEqual({
        status: 200,
        json: { error: "Some of this mapset's mappers are not assigned to the selected quest!" },
      });
    });

    test("admin paths: role enforced; create, edits, schedule, reject with refund, completion, expiration, reset, delete", async () => {
      expect(await visitors.member.getJson("/api/admin/quests/load")).toEqual({ status: 200, json: { error: "Unauthorized" } });
      const created = await visitors.admin.post("/api/admin/quests/create", {
        quests: [{ ...QUEST_INPUT, name: "Admin rest pack" }],
      });
      const id = (created.json as { quests: { id: number; status: string }[] }).quests[0].id;
      expect((created.json as { quests: { status: string }[] }).quests[0].status).toBe("scheduled");
      const post = (path: string, body?: unknown) => visitors.admin.post(`/api/admin/quests/${id}/${path}`, body);
      expect((await post("rename", { name: "Renamed rest pack" })).json).toBe("Renamed rest pack");
      expect((await post("updatePrice", { price: "15" })).json).toBe(15);
      expect(await post("updatePrice", { price: "lots" })).toEqual({ status: 200, json: { error: "Invalid number" } });
      expect((await post("updateTimeframe", { timeframe: 40 })).json).toBe(40);
      expect((await post("updateMinParty", { minParty: 2 })).json).toBe(2);
      expect(await post("updateMaxParty", { maxParty: 1 })).toEqual({
        status: 200,
        json: { error: "Minimum party size cannot exceed the maximum" },
      });
      expect((await post("toggleMode", { mode: "mania" })).json).toMatchObject({ modes: ["osu", "mania"] });
      expect(await post("updateExpiration", { expiration: "soon" })).toEqual({ status: 200, json: { error: "Invalid date" } });
      expect((await post("updateExpiration", { expiration: "2027-02-03T00:00:00.000Z" })).json).toBe("2027-02-03T00:00:00.000Z");
      expect(await post("scheduleForCompletion", { queuedForCompletion: true })).toEqual({
        status: 200,
        json: { error: "Quest is scheduled" },
      });
      expect(await post("reset")).toEqual({ status: 200, json: { error: "Quest is scheduled" } });
      expect((await post("reject")).json).toBe("rejected");
      expect(await post("delete")).toEqual({ status: 200, json: { success: "ok" } });
      expect(await repo(Quest).findOneBy({ id })).toBeNull();

      const sub = await visitors.member.post("/api/quests/submit", { ...QUEST_INPUT, name: "Refund me" });
      const subId = (sub.json as { quest: { id: number } }).quest.id;
      expect((await visitors.admin.post(`/api/admin/quests/${subId}/reject`)).json).toBe("rejected");
      expect(await visitors.admin.post(`/api/admin/quests/${subId}/reject`)).toEqual({
        status: 200,
        json: { error: "Quest is rejected" },
      });
      const rows = await repo(SpentPoints).find({ where: { questId: subId }, order: { id: "ASC" } });
      expect(rows.map((r) => r.amount)).toEqual([135, -135]);
      const loaded = (await visitors.admin.getJson("/api/admin/quests/load")).json as { id: number }[];
      expect(loaded.some((x) => x.id === subId)).toBe(true);
    });
  });
});
