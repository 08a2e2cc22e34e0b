import { startTestServer, Visitor, type TestServer } from "../../test/harness";
import { fixtures } from "../../test/fixtures";
import { contestFixtures } from "../../test/contest-fixtures";
import { ArtistStatus, Mode, QuestStatus, UserGroup } from "../core/enums";
import { encodeGlobalId } from "../core/node";
import { ContestStatus } from "../modules/contests/contest.entity";
import { LocusCard } from "../modules/locus/locus-card.entity";
import { getSchema } from "./schema";
import { NODE_TYPES } from "./nodes";
import { isObjectType } from "graphql";

// Global object identification (docs/api-guide.md "Global ids"): every Node type answers a globalId that node(id:)
// and nodes(ids:) fetch again with the checks of the type's own query, and every id argument takes either form.

type Res<T = Record<string, unknown>> = Awaited<ReturnType<Visitor["gql"]>> & { data?: T };

describe("global ids: node, nodes and id arguments", () => {
  let server: TestServer;
  let anonymous: Visitor;
  let member: Visitor;
  let other: Visitor;
  let admin: Visitor;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.dataSource;
    const f = fixtures(db);
    const cf = contestFixtures(db);
    const mapper = await f.user({ osuId: 4101, username: "NodeMapper" });
    const someone = await f.user({ osuId: 4102, username: "NodeOther" });
    await f.user({ osuId: 4100, username: "NodeAdmin", group: UserGroup.admin });
    const artist = await f.artist({ label: "Node Artist", status: ArtistStatus.public });
    const song = await f.song(artist);
    const beatmap = await f.beatmap(song, mapper);
    const quest = await f.quest({ name: "Node quest", status: QuestStatus.open });
    const log = await f.log("node log entry");
    const shown = await cf.contest({ name: "Node shown contest", status: ContestStatus.beatmapping, isApproved: true });
    const unapproved = await cf.contest({
      name: "Node unapproved contest",
      status: ContestStatus.beatmapping,
      isApproved: false,
      creators: [someone],
    });
    const entry = await cf.submission(unapproved, someone);
    const card = await db.getRepository(LocusCard).save(
      db.getRepository(LocusCard).create({
        userId: someone.id,
        season: new Date().getUTCFullYear(),
        isPublic: false,
        roles: [],
        languages: [],
        updatedAt: new Date(),
      } as Partial<LocusCard>),
    );
    Object.assign(ids, {
      mapper: mapper.id,
      someone: someone.id,
      artist: artist.id,
      song: song.id,
      beatmap: beatmap.id,
      quest: quest.id,
      log: log.id,
      shown: shown.id,
      unapproved: unapproved.id,
      entry: entry.id,
      card: card.id,
    });
    anonymous = new Visitor(server.url);
    member = new Visitor(server.url);
    await member.login(4101);
    other = new Visitor(server.url);
    await other.login(4102);
    admin = new Visitor(server.url);
    await admin.login(4100);
  });
  afterAll(async () => {
    await server.close();
  });

  it("every type that implements Node has a fetcher and answers a globalId", async () => {
    const schema = await getSchema();
    const nodeTypes = Object.values(schema.getTypeMap()).filter(
      (t) => isObjectType(t) && t.getInterfaces().some((i) => i.name === "Node"),
    );
    expect(nodeTypes.length).toBeGreaterThanOrEqual(25);
    for (const t of nodeTypes) expect(Object.keys(NODE_TYPES)).toContain(t.name);
    // Every item of a connection is a Node (the relay linters' edge rule).
    for (const t of Object.values(schema.getTypeMap())) {
      if (!isObjectType(t) || !t.name.endsWith("Edge")) continue;
      const node = schema.getType(String(t.getFields().node.type).replace(/!$/, ""));
      expect([t.name, isObjectType(node) && node.getInterfaces().some((i) => i.name === "Node")]).toEqual([t.name, true]);
    }
  });

  it("a globalId fetches the same object again; the per-type id stays what the web app normalises by", async () => {
    const res: Res<{ user: { id: string; globalId: string } }> = await member.gql(
      `{ user(id: "${ids.mapper}") { id globalId } }`,
    );
    expect(res.data!.user.id).toBe(String(ids.mapper));
    expect(res.data!.user.globalId).toBe(encodeGlobalId("User", ids.mapper));
    expect(res.data!.user.globalId).not.toMatch(/^[0-9]+$/);
    const again: Res<{ node: { __typename: string; id: string; username: string } }> = await member.gql(
      `query ($id: ID!) { node(id: $id) { __typename globalId ... on User { id username } } }`,
      { id: res.data!.user.globalId },
    );
    expect(again.errors).toBeUndefined();
    expect(again.data!.node).toMatchObject({ __typename: "User", id: String(ids.mapper), username: "NodeMapper" });
  });

  it("lists that read only the selected columns still answer each item's globalId", async () => {
    const res: Res<{ usersConnection: { nodes: { id: string; globalId: string }[] } }> = await anonymous.gql(
      `{ usersConnection(first: 5) { nodes { id globalId } } } `,
    );
    for (const n of res.data!.usersConnection.nodes) expect(n.globalId).toBe(encodeGlobalId("User", Number(n.id)));
    const only: Res<{ usersConnection: { nodes: { globalId: string }[] } }> = await anonymous.gql(
      `{ usersConnection(first: 5) { nodes { globalId } } }`,
    );
    expect(only.data!.usersConnection.nodes.map((n) => n.globalId)).toEqual(
      res.data!.usersConnection.nodes.map((n) => n.globalId),
    );
  });

  it.each([
    ["Beatmap", "beatmap", "id"],
    ["Quest", "quest", "id"],
    ["Artist", "artist", "id"],
    ["Song", "song", "id"],
    ["Log", "log", "id"],
    ["Contest", "shown", "id"],
  ])("node(%s) answers the object to a member", async (type, key) => {
    const res: Res<{ node: { __typename: string; globalId: string } }> = await member.gql(
      `query ($id: ID!) { node(id: $id) { __typename globalId } }`,
      { id: encodeGlobalId(type, ids[key]) },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.node).toEqual({ __typename: type, globalId: encodeGlobalId(type, ids[key]) });
  });

  it("node keeps each type's permission checks: an unapproved contest, another member's entry and private card", async () => {
    const q = `query ($id: ID!) { node(id: $id) { __typename } }`;
    for (const [type, key] of [
      ["Contest", "unapproved"],
      ["Submission", "entry"],
      ["LocusCard", "card"],
    ] as const) {
      const res = await member.gql(q, { id: encodeGlobalId(type, ids[key]) });
      expect([type, res.data?.node ?? null, res.errors?.[0].extensions?.code]).toEqual([type, null, "NOT_FOUND"]);
      // Its creator (or owner) sees it.
      const own: Res<{ node: { __typename: string } }> = await other.gql(q, { id: encodeGlobalId(type, ids[key]) });
      expect(own.errors).toBeUndefined();
      expect(own.data!.node.__typename).toBe(type);
    }
    // Members-only types ask anonymous visitors to sign in, as their own queries do.
    const anon = await anonymous.gql(q, { id: encodeGlobalId("Beatmap", ids.beatmap) });
    expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    // Public ones answer them.
    const user: Res<{ node: { __typename: string } }> = await anonymous.gql(q, { id: encodeGlobalId("User", ids.mapper) });
    expect(user.data!.node.__typename).toBe("User");
    // Admin-only types refuse members.
    const adj = await member.gql(q, { id: encodeGlobalId("MerchMember", ids.mapper) });
    expect(adj.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const merch: Res<{ node: { __typename: string } }> = await admin.gql(q, { id: encodeGlobalId("MerchMember", ids.mapper) });
    expect(merch.data!.node.__typename).toBe("MerchMember");
  });

  it.each([
    ["not base64", "!!!"],
    ["digits", "12"],
    ["an unknown type", encodeGlobalId("Spaceship", 1)],
    ["a forged key", Buffer.from("User:abc").toString("base64url")],
    ["too long", "A".repeat(500)],
  ])("node(%s) is a clear error, never a 500", async (_name, id) => {
    const res = await member.gql(`query ($id: ID!) { node(id: $id) { __typename } }`, { id });
    expect(res.status).toBe(200);
    expect(["BAD_USER_INPUT", "NOT_FOUND"]).toContain(res.errors?.[0].extensions?.code);
    expect(res.data?.node ?? null).toBeNull();
  });

  it("a missing object is NOT_FOUND", async () => {
    const res = await member.gql(`query ($id: ID!) { node(id: $id) { __typename } }`, { id: encodeGlobalId("Quest", 999999) });
    expect(res.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("nodes answers in order, null (with its error) where an id names nothing visible; at most 100 ids", async () => {
    const res: Res<{ nodes: ({ __typename: string } | null)[] }> = await member.gql(
      `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename globalId } }`,
      {
        ids: [
          encodeGlobalId("User", ids.mapper),
          "garbage!",
          encodeGlobalId("Contest", ids.unapproved),
          encodeGlobalId("Quest", ids.quest),
        ],
      },
    );
    expect(res.data!.nodes.map((n) => n?.__typename ?? null)).toEqual(["User", null, null, "Quest"]);
    expect(res.errors?.map((e) => e.extensions?.code).sort()).toEqual(["BAD_USER_INPUT", "NOT_FOUND"]);
    const many = await member.gql(`query ($ids: [ID!]!) { nodes(ids: $ids) { __typename } }`, {
      ids: Array.from({ length: 101 }, () => encodeGlobalId("User", ids.mapper)),
    });
    expect(many.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("id arguments take the per-type id or the global id; a global id of another type is refused", async () => {
    const byId: Res<{ quest: { name: string } }> = await member.gql(`query ($id: ID!) { quest(id: $id) { name } }`, {
      id: String(ids.quest),
    });
    const byGlobal: Res<{ quest: { name: string } }> = await member.gql(`query ($id: ID!) { quest(id: $id) { name } }`, {
      id: encodeGlobalId("Quest", ids.quest),
    });
    expect(byGlobal.data).toEqual(byId.data);
    expect(byGlobal.data!.quest.name).toBe("Node quest");
    const wrong = await member.gql(`query ($id: ID!) { quest(id: $id) { name } }`, { id: encodeGlobalId("User", ids.mapper) });
    expect(wrong.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(wrong.errors?.[0].message).toBe("id takes a Quest id, not a global id of a User");
    // Arguments named for a type (userId) and lists of ids too.
    const conn: Res<{ userBeatmapsConnection: { totalCount: number } }> = await anonymous.gql(
      `query ($u: ID!) { userBeatmapsConnection(userId: $u) { totalCount } }`,
      { u: encodeGlobalId("User", ids.mapper) },
    );
    expect(conn.data!.userBeatmapsConnection.totalCount).toBe(1);
    // A text that is no global id answers as before (the type's own "not found" or empty answer).
    const before = await member.gql(`query ($id: ID!) { quest(id: $id) { name } }`, { id: "0x1" });
    expect(before.errors).toBeUndefined();
    expect(before.data).toEqual({ quest: null });
  });

  it("user(osuId:) finds a member by osu! id; the id and osuId arguments are alternatives", async () => {
    const res: Res<{ user: { id: string } }> = await anonymous.gql(`{ user(osuId: 4101) { id } }`);
    expect(res.data!.user.id).toBe(String(ids.mapper));
    const none: Res<{ user: null }> = await anonymous.gql(`{ user(osuId: 999999) { id } }`);
    expect(none.data!.user).toBeNull();
    const both = await anonymous.gql(`{ user(id: "${ids.mapper}", osuId: 4101) { id } }`);
    expect(both.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const neither = await anonymous.gql(`{ user { id } }`);
    expect(neither.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const conn: Res<{ userBeatmapsConnection: { totalCount: number } }> = await anonymous.gql(
      `{ userBeatmapsConnection(osuId: 4101) { totalCount } }`,
    );
    expect(conn.data!.userBeatmapsConnection.totalCount).toBe(1);
  });

  it("node answers the web app's mode fields unchanged (a Mode value through a node)", async () => {
    const res: Res<{ node: { modes: string[] } }> = await member.gql(
      `query ($id: ID!) { node(id: $id) { ... on Quest { modes } } }`,
      { id: encodeGlobalId("Quest", ids.quest) },
    );
    expect(res.errors).toBeUndefined();
    expect(Array.isArray(res.data!.node.modes)).toBe(true);
    void Mode;
  });
});
