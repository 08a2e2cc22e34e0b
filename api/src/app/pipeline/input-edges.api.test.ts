import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { NUL_MESSAGE } from "../../core/input";
import { Quest } from "../../modules/quests/quest.entity";
import { Beatmap } from "../../modules/beatmaps/beatmap.entity";
import { UserGroup } from "../../core/enums";

/** Input edges (docs/security.md): right status codes, one NUL rule, ranges, types and canonical ids. */
describe("HTTP status and input edges", () => {
  let server: TestServer;
  let admin: Visitor;
  let mapper: Visitor;
  let questId: number;
  let songId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    await f.user({ osuId: 100, username: "DemoAdmin", group: UserGroup.admin });
    const m = await f.user({ osuId: 101, username: "DemoMapper" });
    const artist = await f.artist();
    songId = (await f.song(artist)).id;
    questId = (await f.quest({ name: "Original name", creatorId: m.id })).id;
    admin = new Visitor(server.url);
    await admin.login(100);
    mapper = new Visitor(server.url);
    await mapper.login(101);
  });
  afterAll(async () => {
    await server.close();
  });

  const raw = (body: string) =>
    mapper.fetch("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body });

  test("GraphQL syntax errors and the token limit answer 400 (GraphQL over HTTP), not 500", async () => {
    const syntax = await raw('{"query":"{"}');
    expect(syntax.status).toBe(400);
    expect((await syntax.json()).errors[0].extensions.code).toBe("GRAPHQL_PARSE_FAILED");
    const long = await raw(JSON.stringify({ query: `{ ${Array.from({ length: 3001 }, () => "__typename").join(" ")} }` }));
    expect(long.status).toBe(400);
    expect((await long.json()).errors[0].message).toMatch(/tokens/);
  });

  test("more than 50 invalid variables: 400 with client errors only", async () => {
    const defs = Array.from({ length: 60 }, (_, i) => `$v${i}: Mode!`).join(", ");
    const list = Array.from({ length: 60 }, (_, i) => `$v${i}`).join(", ");
    const res = await raw(
      JSON.stringify({
        query: `mutation(${defs}) { setPartyModes(partyId: "1", modes: [${list}]) { __typename } }`,
        variables: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`v${i}`, "nonsense"])),
      }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.length).toBeGreaterThan(50);
    expect(body.errors.every((e: { extensions: { code: string } }) => e.extensions.code === "BAD_USER_INPUT")).toBe(true);
  });

  test("a NUL character is refused everywhere with one clear message: REST query, body, GraphQL literal and variable", async () => {
    for (const path of [
      "/api/quests/search?search=a%00b",
      "/api/beatmaps/search?search=a%00b&mode=osu",
      "/api/users/query?x=%00",
    ]) {
      expect(await mapper.getJson(path)).toEqual({ status: 200, json: { error: NUL_MESSAGE } });
    }
    expect(await admin.post(`/api/admin/quests/${questId}/rename`, { name: "a\u0000b" })).toEqual({
      status: 200,
      json: { error: NUL_MESSAGE },
    });
    const literal = await mapper.gql('{ quests(search: "a\\u0000b") { totalCount } }');
    expect(literal.status).toBe(400);
    expect(literal.errors?.[0]).toMatchObject({ message: NUL_MESSAGE, extensions: { code: "BAD_USER_INPUT" } });
    const variable = await mapper.gql("mutation($i: SubmitQuestInput!) { submitQuest(input: $i) { availablePoints } }", {
      i: {
        name: "a\u0000b",
        descriptionMain: "x",
        maxParty: 2,
        minParty: 1,
        modes: ["osu"],
        price: 1,
        requiredMapsets: 1,
        timeframe: 7 * 86_400_000,
      },
    });
    expect(variable.status).toBe(400);
    expect(variable.errors?.[0].message).toBe(NUL_MESSAGE);
    expect(await server.database.dataSource.getRepository(Quest).count()).toBe(1);
  });

  test("REST bodies are typed: an object is not a name, 123 is not a mode, a list of null is not a list of quests", async () => {
    const rename = await admin.post(`/api/admin/quests/${questId}/rename`, { name: { $ne: 1 } });
    expect(rename).toEqual({ status: 200, json: { error: "Name must be text" } });
    expect((await server.database.dataSource.getRepository(Quest).findOneByOrFail({ id: questId })).name).toBe("Original name");

    const create = await mapper.post("/api/beatmaps/create", { song: songId, mode: 123, tasks: [{ name: "Hard" }] });
    expect(create).toEqual({ status: 200, json: { error: "Invalid mode" } });
    expect(await server.database.dataSource.getRepository(Beatmap).count()).toBe(0);

    expect(await admin.post("/api/admin/quests/create", { quests: [null] })).toEqual({
      status: 200,
      json: { error: "A quest must be an object" },
    });
    const gql = await admin.gql("mutation($q: [CreateQuestInput!]!) { createQuests(quests: $q) { id } }", { q: [null] });
    expect(gql.status).toBe(400);
    expect(gql.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  test("numbers and dates out of range are refused with a clear message", async () => {
    const submit = {
      name: "Range quest",
      descriptionMain: "x",
      price: 5,
      requiredMapsets: 1,
      timeframe: 7 * 86_400_000,
      minParty: 1,
      maxParty: 2,
      modes: ["osu"],
    };
    expect(await mapper.post("/api/quests/submit", { ...submit, art: 1e20 })).toEqual({
      status: 200,
      json: { error: "Invalid number" },
    });
    expect(await mapper.getJson("/api/quests/search?artist=1e20")).toEqual({ status: 200, json: { error: "Invalid number" } });
    for (const expiration of ["275760-09-13", "-271821-04-20", 1e15, -8.64e15, true]) {
      expect(await admin.post(`/api/admin/quests/${questId}/updateExpiration`, { expiration })).toEqual({
        status: 200,
        json: { error: "Invalid date" },
      });
    }
    // The REST shim refuses with 200 { error } (docs/rest-shim.md).
    for (const price of ["1e2", 1e20]) {
      expect(await admin.post(`/api/admin/quests/${questId}/updatePrice`, { price })).toEqual({
        status: 200,
        json: { error: "Invalid number" },
      });
    }
  });

  test("ids are canonical positive integers: 0x1, 1e2, ' 1 ' and 01 are not ids", async () => {
    for (const id of ["0x1", "1e2", " 1 ", "01", "1.0"]) {
      const q = await mapper.gql<{ quest: unknown; user: unknown }>(
        "query($id: ID!) { quest(id: $id) { id } user(id: $id) { id } }",
        {
          id,
        },
      );
      expect(q.data).toEqual({ quest: null, user: null });
      const accept = await mapper.gql("mutation($id: ID!) { acceptQuest(questId: $id) { availablePoints } }", { id });
      expect(accept.errors?.[0].extensions?.code).toBe("NOT_FOUND");
      expect(await mapper.getJson(`/api/quests/search?id=${encodeURIComponent(id)}`)).toEqual({
        status: 200,
        json: { error: "Error: Object not found" },
      });
    }
    const ok = await mapper.gql<{ quest: { id: string } }>("query($id: ID!) { quest(id: $id) { id } }", { id: String(questId) });
    expect(ok.data?.quest.id).toBe(String(questId));
  });
});
