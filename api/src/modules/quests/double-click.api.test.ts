import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import type { User } from "../users/user.entity";

/** A member double-clicks "Submit": both answers are clear (a success or a refusal) and the ledger matches them. */
describe("simultaneous submissions by one member", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({}, { poolSize: process.env.DATABASE_URL ? 10 : 1 });
  });
  afterAll(async () => {
    await server.close();
  });

  test("ten double clicks: no internal error, one charge per successful answer, no quest without its charge", async () => {
    const db = server.database.dataSource;
    const member = await fixtures(db).user({ osuId: 880001, legacyPoints: 5 * 135 } as Partial<User>);
    const v = new Visitor(server.url);
    await v.login(880001);
    const input = {
      name: "Twin quest",
      descriptionMain: "Objective",
      price: 5,
      requiredMapsets: 1,
      timeframe: 7 * 86_400_000,
      minParty: 1,
      maxParty: 2,
      modes: ["osu"],
    };
    const submit = () => v.gql("mutation($i: SubmitQuestInput!) { submitQuest(input: $i) { availablePoints } }", { i: input });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(...(await Promise.all([submit(), submit()])));
    const internal = answers.filter(
      (a) => a.status >= 500 || a.errors?.some((e) => e.extensions?.code === "INTERNAL_SERVER_ERROR"),
    );
    expect(internal).toEqual([]);
    const successes = answers.filter((a) => !a.errors).length;
    expect(successes).toBe(5);
    expect(answers.filter((a) => a.errors).every((a) => a.errors?.[0].extensions?.code === "BAD_USER_INPUT")).toBe(true);
    const charges = await db.query(`SELECT count(*)::int AS n FROM spent_points WHERE user_id = $1`, [member.id]);
    const quests = await db.query(`SELECT count(*)::int AS n FROM quests WHERE creator_id = $1`, [member.id]);
    expect({ charges: charges[0].n, quests: quests[0].n }).toEqual({ charges: successes, quests: successes });
  });
});
