import { startTestServer, Visitor, type TestServer } from "../../test/harness";
import { fixtures } from "../../test/fixtures";
import { ArtistStatus } from "../core/enums";

// Role-only fields are nullable (issue 26): a viewer without the role gets null there (with the FORBIDDEN error at that
// path), and the rest of the answer stands — selecting one never nulls a whole answer.

describe("role-only fields never null an answer", () => {
  let server: TestServer;
  let member: Visitor;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    const me = await f.user({ osuId: 7301, username: "RoleMember" });
    const other = await f.user({ osuId: 7302, username: "RoleOther" });
    const artist = await f.artist({ status: ArtistStatus.public });
    await f.beatmap(await f.song(artist), other);
    void me;
    member = new Visitor(server.url);
    await member.login(7301);
  });
  afterAll(async () => {
    await server.close();
  });

  test("createContest { … screeningEntries } creates the contest and answers it", async () => {
    const res = await member.gql<{ createContest: { name: string; screeningEntries: null } }>(
      `mutation { createContest(input: { name: "Role field contest" }) { id name screeningEntries { totalCount } judgingEntries { totalCount } } }`,
    );
    expect(res.data?.createContest).toMatchObject({ name: "Role field contest", screeningEntries: null });
    expect(res.errors?.every((e) => e.extensions?.code === "FORBIDDEN")).toBe(true);
  });

  test("an admin-only field in a list leaves the list whole", async () => {
    const res = await member.gql<{ beatmapsConnection: { nodes: { id: string; queuedForRank: boolean | null }[] } }>(
      `{ beatmapsConnection { nodes { id queuedForRank } } }`,
    );
    expect(res.data!.beatmapsConnection.nodes).toEqual([{ id: expect.any(String), queuedForRank: null }]);
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  test("another member's spending history is null; mine is a list; the members list stands", async () => {
    const res = await member.gql<{ usersConnection: { nodes: { username: string; spentPoints: unknown[] | null }[] } }>(
      `{ usersConnection(first: 10) { nodes { username spentPoints { amount } } } }`,
    );
    const byName = Object.fromEntries(res.data!.usersConnection.nodes.map((n) => [n.username, n.spentPoints]));
    expect(byName).toEqual({ RoleMember: [], RoleOther: null });
  });
});
